/**
 * `product-mix`: what the country trades, by HS6 product, as a treemap grouped and coloured by
 * HS section, plus the ranking as a table (code, name, value, share) whose rows lead to each
 * product's view. Shares are of the country's total for the flow (the summary's value), so the
 * table also says how much of the total the listed products cover.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ChartFrame } from '@/components/charts/chart-frame';
import { EChart } from '@/components/charts/e-chart';
import { useChartWidth } from '@/components/charts/use-chart-width';
import { useTheme } from '@/components/ui/theme';
import { valueCell } from '@/components/charts/table-cell';
import { formatPercent, formatUsdCompact, formatUsdExact, formatYearRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Flow } from '@/api/service-conventions';
import { buildProductMixOption, toProductRows } from './charts/product-mix-option';
import { inRange } from '@/lib/in-range';
import { chartState, type ChartQuery, notesOf, waitingFor } from '@/components/charts/chart-state';
import type { ChartExport, ChartRequest } from '@/components/charts/export/chart-export';
import { possessive } from '@/lib/phrases';
import { RequestId } from '@/components/ui/request-id';
import { useProductNames } from '@/api/queries/use-product-names';

export interface ProductMixChartProps {
  countryName: string;
  flow: Flow;
  from?: number;
  to?: number;
  limit: number;
  /** The summary's total for the flow, the reference of the shares; null while unknown. */
  total: number | null;
  query: ChartQuery<{ hs6?: string | null; value_usd: number }[]>;
  /** Catalog names by HS6 code, and whether the lookup is still running. */
  names: { nameOf: (hs6: string) => string | null; pending: boolean };
  /** The requests behind the chart, with their request_ids, for the "Get this chart" panel. */
  requests?: ChartRequest[];
}

/**
 * The product mix with the catalog names of its products. The names' lookups (one per chapter,
 * answering one by one) are observed here, not by the whole view: each answer re-renders this
 * chart alone, not the page's other five charts and figures (main-thread time).
 */
export function ProductMixCard(props: Omit<ProductMixChartProps, 'names'>) {
  const points = props.query.data?.data;
  const codes = useMemo(() => (points ?? []).flatMap((p) => (p.hs6 ? [p.hs6] : [])), [points]);
  const names = useProductNames(codes);
  return <ProductMixChart {...props} names={names} />;
}

function ProductMixChart({
  countryName,
  flow,
  from,
  to,
  limit,
  total,
  query,
  names,
  requests = [],
}: ProductMixChartProps) {
  const { theme } = useTheme();
  const points = query.data?.data;
  const rows = useMemo(() => toProductRows(points ?? [], names.nameOf, total), [points, names.nameOf, total]);
  const { ref: chartBox, width } = useChartWidth();
  const option = useMemo(
    () => buildProductMixOption({ rows, theme, size: { width, height: 380 } }),
    [rows, theme, width],
  );
  const listed = rows.reduce((s, r) => s + r.value, 0);

  const range = formatYearRange(from, to);
  const lower = flow === 'export' ? 'exports' : 'imports';
  // Wait for the names before drawing, so the chart is drawn once with its final labels.
  const base = chartState(query, rows.length > 0);
  const state = base === 'ready' && names.pending ? 'loading' : base;
  const title = `Product mix of ${lower}`;
  const exportModel: ChartExport = {
    chartId: 'product-mix',
    title,
    subtitle: `${countryName}, top ${rows.length} ${lower} by HS6 product, ${range}`,
    requests,
    ...(rows.length > 0
      ? {
          option,
          height: 380,
        }
      : {}),
  };
  return (
    <ChartFrame
      reserve={380}
      chartId="product-mix"
      title={title}
      exportModel={exportModel}
      description={`${possessive(countryName)} ${rows.length > 0 ? `${rows.length} ` : ''}largest ${lower} by HS6 product, ${range}, grouped and coloured by HS section. Select a product in the table to open its view.`}
      state={state}
      error={query.error}
      notes={notesOf(query)}
      waiting={waitingFor(query)}
      onRetry={() => void query.refetch()}
      updating={query.isPlaceholderData}
      emptyMessage={`No ${lower} reported for ${countryName} ${inRange(from, to)}.`}
      table={{
        caption: `${countryName}: top ${rows.length} ${lower} by product, ${range}`,
        columns: [
          { label: 'HS6 code' },
          { label: 'Product' },
          { label: 'HS section' },
          { label: 'Value (USD)', numeric: true },
          { label: 'Share of total', numeric: true, unit: 'fraction' },
        ],
        rows: rows.map((r) => [
          <Link key={r.hs6} to={paths.product.getHref(r.hs6, { from, to })}>
            {r.hs6}
          </Link>,
          r.name ?? 'name not available',
          `${r.section.id} ${r.section.name}`,
          valueCell(r.value, formatUsdExact),
          valueCell(r.share, formatPercent),
        ]),
      }}
      footer={
        rows.length > 0 ? (
          <p className="chart-frame__note">
            The {rows.length} products listed (limit {limit}) sum to {formatUsdCompact(listed)}
            {total
              ? `, ${formatPercent(listed / total)} of ${possessive(countryName)} ${formatUsdCompact(total)} ${lower}`
              : ''}
            . <RequestId id={query.data?.requestId} />
          </p>
        ) : undefined
      }
    >
      {/* The treemap's own width decides which rectangles are labelled (embeds, narrow panels). */}
      <div ref={chartBox}>
        <EChart option={option} height={380} />
      </div>
    </ChartFrame>
  );
}
