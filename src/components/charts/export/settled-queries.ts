/** Waiting for a recorder's or replay's queries (answered from memory) to settle. */
import type { Query, QueryClient } from '@tanstack/react-query';
import { TDS_ROOT } from '@/api/queries/keys';
import { SNAPSHOT_SOURCE_KEY } from './recorded-answers';

/** How long to wait at most for a chart's queries to settle (they come from memory). */
const SETTLE_LIMIT_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The queries the chart observes with `enabled` (a view's hook keeps the others it does not need
 * disabled), once none is fetching (twice in a row: dependent queries start late).
 */
export async function settledQueries(client: QueryClient, cancelled: () => boolean): Promise<Query[]> {
  const started = Date.now();
  let quiet = 0;
  while (quiet < 2 && Date.now() - started < SETTLE_LIMIT_MS && !cancelled()) {
    await sleep(20);
    quiet = client.isFetching() === 0 ? quiet + 1 : 0;
  }
  return client
    .getQueryCache()
    .findAll({ queryKey: [TDS_ROOT, SNAPSHOT_SOURCE_KEY] })
    .filter((q) => q.isActive());
}
