/**
 * Catalog names of the HS6 codes in the product mix. The ranked products endpoint returns codes
 * only, so names come from GET /products/{pid} with the 2-digit chapter as pid (it lists every
 * HS6 code under the chapter): one request per distinct chapter among the listed products,
 * cached for the session and shared by every country. A failed lookup leaves codes unnamed
 * rather than failing the chart.
 */
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTradeSource } from '../data-source-context';
import { productQueries } from './products';

interface DetailLike {
  data: { matches: { hs6: string; name: string }[] };
}

/** Module-level, so TanStack Query can memoise the combined result between renders. */
function combine(results: UseQueryResult<DetailLike>[]) {
  const byCode = new Map<string, string>();
  for (const r of results) for (const m of r.data?.data.matches ?? []) byCode.set(m.hs6, m.name);
  return { byCode, pending: results.some((r) => r.isPending) };
}

export function useProductNames(codes: readonly string[]) {
  const source = useTradeSource();
  const key = [...new Set(codes.map((c) => c.slice(0, 2)))].sort().join(',');
  const chapters = useMemo(() => (key ? key.split(',') : []), [key]);
  const { byCode, pending } = useQueries({
    queries: chapters.map((chapter) => ({ ...productQueries.detail(source, chapter), enabled: source.ready })),
    combine,
  });
  const nameOf = useCallback((hs6: string) => byCode.get(hs6) ?? null, [byCode]);
  return { nameOf, pending };
}
