/**
 * The coverage an embed works with. A link that fixes both years (`from` and `to`,
 * as every snapshot's does: trim-recording.tsx pins them) needs no coverage to resolve its
 * selection, so the embed does not ask the service for it and a snapshot need not carry it;
 * a series then spans the link's years and the years its own data has (which is the service's
 * coverage wherever the series reaches both of its ends: the recorder checks the chart draws
 * the same, and keeps the coverage answer otherwise).
 */
import { useTradeSource } from '@/api/use-trade-source';
import { coverageQueries, fallbackCoverage, usableCoverage } from '@/api/queries/coverage';
import { useSourceQuery } from '@/api/queries/use-source-query';
import { periodYear } from '@/api/service-conventions';
import { toCoverage, yearsOver, type Coverage } from '@/lib/coverage';
import { parseYear } from '@/lib/url-state';

/** The years a link fixes, when it names both. */
function linkYears(search: string): { from: number; to: number } | null {
  const params = new URLSearchParams(search);
  const from = Number(params.get('from'));
  const to = Number(params.get('to'));
  return params.has('from') && params.has('to') && Number.isInteger(from) && Number.isInteger(to)
    ? { from, to }
    : null;
}

/**
 * A link's search with its years made explicit: those every request of the chart that names
 * years was sent with, else the views' default range (lib/coverage.ts `defaultYears`). A guess
 * the chart does not draw the same with is not kept (trim-recording.tsx).
 */
export function pinLinkYears(search: string, coverage: Coverage, requests: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  if (params.has('from') && params.has('to')) return params.toString();
  const asked = new Set(
    requests.flatMap((r) => {
      const query = new URL(r, 'https://x.invalid').searchParams;
      return query.has('from') && query.has('to') ? [`${query.get('from')}-${query.get('to')}`] : [];
    }),
  );
  // The years the chart's requests were sent with; else those the views default to around the
  // end the link names (the same span as the view: lib/coverage.ts `yearsOver`).
  const year = (param: 'from' | 'to') => (params.has(param) ? parseYear(params.get(param)!) : undefined);
  const opened = yearsOver({ from: year('from'), to: year('to') }, coverage).state;
  const [from, to] = asked.size === 1 ? [...asked][0]!.split('-') : [String(opened.from), String(opened.to)];
  if (!params.has('from')) params.set('from', from!);
  if (!params.has('to')) params.set('to', to!);
  return params.toString();
}

/** Years from..to plus every year of the given periods, as a Coverage. */
export function coverageOfYears(
  years: { from: number; to: number },
  periods: readonly { period?: string | null }[] = [],
): Coverage {
  const all = [years.from, years.to, ...periods.flatMap((p) => periodYear(p.period) ?? [])];
  const first = Math.min(...all);
  const last = Math.max(...all);
  return toCoverage(Array.from({ length: last - first + 1 }, (_, i) => first + i))!;
}

/**
 * The service's coverage for an embed (the promised span while it loads), or, when the link
 * fixes its years, those years as the coverage, with no request.
 */
export function useEmbedCoverage(search: string): {
  coverage: Coverage;
  fixed: { from: number; to: number } | null;
} {
  const source = useTradeSource();
  const fixed = linkYears(search);
  const query = useSourceQuery({ ...coverageQueries.coverage(source), enabled: fixed === null });
  if (fixed) return { coverage: coverageOfYears(fixed), fixed };
  return { coverage: usableCoverage(query) ?? fallbackCoverage(), fixed: null };
}
