/**
 * `partner-map`: the same partners as the ranking, all of them, on a world choropleth with a
 * legend of USD ranges. The geometry (Natural Earth via world-atlas) is fetched with a dynamic
 * import when this chart mounts, in parallel with the page's data requests.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ChartFrame } from '@/components/charts/chart-frame';
import { EChart } from '@/components/charts/e-chart';
import { useTheme } from '@/components/ui/theme';
import { formatPercent, formatUsdExact, formatYearRange } from '@/lib/format';
import type { Flow } from '@/lib/url-state';
import { buildPartnerMapOption, valueRanges, type MapPartner } from './charts/partner-map-option';
import type { PartnerRow } from './charts/partners-option';
import { chartPalette } from './charts/palette';
import { ensureWorldMap } from './charts/world-geometry';
import { inRange } from './in-range';
import { chartState, firstError } from './chart-state';
import { flowExplorerHref } from './top-partners-chart';

interface PartnersQuery {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data?: { requestId?: string | null };
  refetch: () => unknown;
}

export interface PartnerMapChartProps {
  cid: string;
  countryName: string;
  flow: Flow;
  from?: number;
  to?: number;
  product?: string;
  rows: readonly PartnerRow[];
  query: PartnersQuery;
}

/** Geometry is static: fetched once per session, never refetched. */
export const worldGeometryQuery = {
  queryKey: ['static', 'world-geometry', 'countries-110m'] as const,
  queryFn: async () => {
    await ensureWorldMap();
    return true as const;
  },
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: 1,
};

export function PartnerMapChart({ cid, countryName, flow, from, to, product, rows, query }: PartnerMapChartProps) {
  const { theme } = useTheme();
  const geometry = useQuery(worldGeometryQuery);
  const partners: MapPartner[] = useMemo(
    () => rows.map((r) => ({ id: r.id, name: r.name, value: r.value, share: r.share })),
    [rows],
  );
  const option = useMemo(() => buildPartnerMapOption({ partners, flow, theme }), [partners, flow, theme]);
  const ranges = useMemo(
    () => valueRanges(partners.map((p) => p.value), chartPalette(theme).sequential),
    [partners, theme],
  );
  const rangeOf = (value: number) =>
    ranges.find((r) => value >= r.gte && (r.lt === undefined || value < r.lt))?.label ?? '';

  const range = formatYearRange(from, to);
  const what = flow === 'export' ? 'export destinations' : 'import origins';
  const productText = product ? ` for product ${product}` : '';
  return (
    <ChartFrame
      chartId="partner-map"
      title={`Map of ${what}`}
      description={`${partners.length > 0 ? `All ${partners.length} of ` : ''}${countryName}'s ${what}${productText}, ${range}, coloured by value in US dollars (classes of about equal size). Countries in grey had no reported trade with ${countryName}.`}
      state={chartState([query, geometry], partners.length > 0)}
      error={firstError([query, geometry])}
      onRetry={() => {
        if (query.isError) void query.refetch();
        if (geometry.isError) void geometry.refetch();
      }}
      updating={query.isPlaceholderData}
      emptyMessage={`No partners to map for ${countryName}${productText} ${inRange(from, to)}.`}
      table={{
        caption: `${countryName}: ${what}${productText} by value, ${range}`,
        columns: [
          { label: 'Partner' },
          { label: 'Value (USD)', numeric: true },
          { label: 'Share', numeric: true },
          { label: 'Legend class' },
        ],
        rows: partners.map((p) => [
          <Link key={p.id} to={flowExplorerHref(cid, p.id, flow, from, to, product)}>
            {p.name} <span className="code">({p.id})</span>
          </Link>,
          formatUsdExact(p.value),
          p.share === null ? 'n/a' : formatPercent(p.share),
          rangeOf(p.value),
        ]),
      }}
    >
      <EChart option={option} height={360} />
    </ChartFrame>
  );
}
