/**
 * Holds a view back while the service is asked about country ids its URL names that the client
 * cannot place (url-state.ts `countryIdsToAsk`): a group such as `EU` is only known once an answer
 * has named it, and a shared link to `/flows?reporter=EU&partner=CN` opened on a new device would
 * otherwise be read as "All reporters → China" with the notice that EU is no country. Each id is
 * asked once (`GET /countries/{cid}`, whose answer teaches the client its groups); when every
 * answer is in, the view reads the URL. An id the service does not know (404) is then ignored with
 * the view's notice, and a service that cannot be reached is the view's own error to show. Three
 * letters that may be a group of a service built otherwise (`EUN`) are searched for instead
 * (`GET /countries?q=`, url-state.ts `groupIdsToSearch`), whose answer teaches the groups it lists.
 */
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { countryQueries } from '@/api/queries/countries';
import { useSourceQueries } from '@/api/queries/use-source-query';
import { useTradeSource } from '@/api/use-trade-source';
import { countryIdsToAsk, groupIdsToSearch } from '@/lib/url-state';
import '@/components/ui/coverage-pending.css';

/** Whether any lookup is still waiting (the retry policy bounds its attempts, then it settles). */
const anyPending = (results: { isPending: boolean }[]) => results.some((r) => r.isPending);

export function UrlCountryIdsGate({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const source = useTradeSource();
  const ids = useMemo(() => countryIdsToAsk(params), [params]);
  const searched = useMemo(() => groupIdsToSearch(params), [params]);
  const asking = useSourceQueries(
    ids.map((id) => countryQueries.detail(source, id)),
    anyPending,
  );
  const searching = useSourceQueries(
    searched.map((q) => countryQueries.search(source, { q })),
    anyPending,
  );
  if (!asking && !searching) return children;
  return (
    <p className="field__hint coverage-pending" role="status">
      Asking the service about {[...ids, ...searched].map((id) => `“${id}”`).join(', ')}…
    </p>
  );
}
