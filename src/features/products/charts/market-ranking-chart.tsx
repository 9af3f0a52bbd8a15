/**
 * `top-exporters` / `top-importers`: the product's largest exporters or importers over the range
 * (GET /products/{pid}/markets), as ranked bars with value and share of the world total. Each bar
 * and each table row opens that country's view filtered to this product.
 */
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChartFrame } from '@/components/charts/chart-frame';
import { valueCell } from '@/components/charts/table-cell';
import { type ChartQuery, frameStateOf } from '@/components/charts/chart-state';
import { EChart } from '@/components/charts/e-chart';
import { buildRankedBarsOption } from '@/components/charts/options/ranked-bars-option';
import { useChartClick } from '@/components/charts/use-chart-click';
import { RequestId } from '@/components/ui/request-id';
import { useTheme } from '@/components/ui/theme';
import { formatPercent, formatUsdExact, formatYearRange } from '@/lib/format';
import { inRange } from '@/lib/in-range';
import { paths } from '@/lib/paths';
import type { Flow } from '@/api/service-conventions';
import type { MarketRow } from '../product-figures';
import { useEmbedded } from '@/components/charts/chart-render-context';
import { largestOf } from '@/lib/phrases';

export interface MarketRankingChartProps {
  side: Flow;
  pid: string;
  productLabel: string;
  from?: number;
  to: number;
  limit: number;
  /** Every exporter (or importer) of the markets list, ranked. */
  rows: readonly MarketRow[];
  /** The list was cut at the endpoint's limit: shares are of the listed countries' total. */
  truncated: boolean;
  query: ChartQuery<unknown>;
}

/** The country view of `id` narrowed to this product, on the side the ranking shows. */
export function countryForProductHref(
  id: string,
  pid: string,
  side: Flow,
  from: number | undefined,
  to: number,
) {
  return paths.country.getHref(id, { product: pid, flow: side, from, to });
}

export function MarketRankingChart(props: MarketRankingChartProps) {
  const { side, pid, productLabel, from, to, limit, rows, truncated, query } = props;
  const { theme } = useTheme();
  const navigate = useNavigate();
  const embedded = useEmbedded();
  const shown = useMemo(() => rows.slice(0, limit), [rows, limit]);
  const who = side === 'export' ? 'exporters' : 'importers';
  const option = useMemo(
    () =>
      buildRankedBarsOption({
        rows: shown,
        flow: side,
        verb: side === 'export' ? 'Exporter' : 'Importer',
        theme,
      }),
    [shown, side, theme],
  );
  const { containerRef, onRendered } = useChartClick((index) => {
    const row = shown[index];
    if (row) void navigate(countryForProductHref(row.id, pid, side, from, to));
  });
  const range = formatYearRange(from, to);

  return (
    <ChartFrame
      reserve={Math.max(200, limit * 26 + 40)}
      exportModel={{ option, height: Math.max(200, shown.length * 26 + 40) }}
      chartId={side === 'export' ? 'top-exporters' : 'top-importers'}
      title={`Top ${who}`}
      description={`The ${largestOf(shown.length, who)} of ${productLabel}, ${range}, by value in US dollars, with their share of world ${side === 'export' ? 'exports' : 'imports'}. Select a bar or a table row to open that country's ${side === 'export' ? 'exports' : 'imports'} of this product.`}
      {...frameStateOf(query, shown.length > 0)}
      emptyMessage={`No ${who} of ${productLabel} reported ${inRange(from, to)}.`}
      table={{
        caption: `Top ${shown.length} ${who} of ${productLabel}, ${range}`,
        columns: [
          { label: 'Country' },
          { label: 'Value (USD)', numeric: true },
          { label: 'Share of world', numeric: true, unit: 'fraction' },
        ],
        rows: shown.map((r) => [
          <Link key={r.id} to={countryForProductHref(r.id, pid, side, from, to)}>
            {r.name} <span className="code">({r.id})</span>
          </Link>,
          valueCell(r.value, formatUsdExact),
          valueCell(r.share, formatPercent),
        ]),
      }}
      footer={
        <>
          {rows.length > shown.length && !embedded ? (
            <span>
              Showing {shown.length} of {rows.length} {who} (limit {limit}).{' '}
            </span>
          ) : null}
          {truncated ? (
            <span>The list ends at the service's 200 largest; shares are of their total. </span>
          ) : null}
          <RequestId id={query.data?.requestId} />
        </>
      }
    >
      <div ref={containerRef}>
        <EChart option={option} height={Math.max(200, shown.length * 26 + 40)} onRendered={onRendered} />
      </div>
    </ChartFrame>
  );
}
