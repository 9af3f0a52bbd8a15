/**
 * Finds a country group of the service by its name (GET /countries?q=...), then opens it: a
 * group's id is the service's own (`EU`, `EUN`, ...), never hard-coded. Loaded when the user
 * asks for the group (home-group-example.tsx), so the home page's first bytes carry no client.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { countryQueries } from '@/api/queries/countries';
import { useSourceQuery } from '@/api/queries/use-source-query';
import { useTradeSource } from '@/api/use-trade-source';
import { ErrorMessage } from '@/components/ui/error-message';
import { paths } from '@/lib/paths';

export function GroupFinder({ name }: { name: string }) {
  const source = useTradeSource();
  const navigate = useNavigate();
  const query = useSourceQuery(countryQueries.search(source, { q: name, limit: 20 }));
  const wanted = name.toLowerCase();
  const group = query.data?.data.find((row) => row.is_group && row.name.toLowerCase() === wanted);
  useEffect(() => {
    if (group) void navigate(paths.country.getHref(group.id));
  }, [group, navigate]);
  if (query.isError)
    return (
      <ErrorMessage
        error={query.error}
        onRetry={() => void query.refetch()}
        what={`${name} could not be looked up.`}
      />
    );
  if (query.isSuccess && !group) return <p role="status">This service lists no group named {name}.</p>;
  return <p role="status">Looking up {name} at the service…</p>;
}
