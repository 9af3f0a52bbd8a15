/**
 * `product-children` (a chapter or a heading): the level below, its headings or HS6 codes, with
 * their world trade over the range, ranked, as bars and a table; each row links one level down.
 * Each child's value is one /trade/summary request (the service has no per-child ranking), at
 * most CHILDREN_REQUEST_CAP of them; a chapter with more headings lists them without values, as
 * links, and says why.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChartFrame } from '@/components/charts/chart-frame';
import { chartState, firstError, type ChartQuery } from '@/components/charts/chart-state';
import { EChart } from '@/components/charts/e-chart';
import { buildRankedBarsOption } from '@/components/charts/options/ranked-bars-option';
import { useChartClick } from '@/components/charts/use-chart-click';
import { useTheme } from '@/components/ui/theme';
import { formatPercent, formatUsdExact, formatYearRange } from '@/lib/format';
import { formatHsCode, headingName } from '@/lib/hs/hs-nomenclature';
import { paths } from '@/lib/paths';
import { CHILDREN_REQUEST_CAP } from './use-product-data';
import { rankChildren, type ChildProduct } from './product-figures';

export interface ProductChildrenChartProps {
  pid: string;
  productLabel: string;
  from?: number;
  to: number;
  /** The view's search, kept on the links one level down. */
  search: string;
  children: readonly ChildProduct[];
  valued: readonly ChildProduct[];
  values: readonly UseQueryResult<{ data: { trade_value: number | null }; requestId?: string | null }>[];
  parentTotal: number | null;
  detail: ChartQuery<unknown>;
}

export function ProductChildrenChart(props: ProductChildrenChartProps) {
  const { pid, productLabel, from, to, search, children, valued, values, parentTotal, detail } = props;
  const { theme } = useTheme();
  const navigate = useNavigate();
  const level = pid.length === 2 ? 'headings' : 'HS6 codes';
  const valueByCode = new Map(valued.map((c, i) => [c.code, values[i]?.data?.data.trade_value ?? null]));
  const named = children.map((c) => ({ code: c.code, name: c.name ?? headingName(c.code) }));
  const rows = rankChildren(named, (code) => valueByCode.get(code) ?? null, parentTotal);
  const drawn = useMemo(() => rows.filter((r) => r.value !== null && r.value > 0), [rows]);
  const option = useMemo(
    () =>
      buildRankedBarsOption({
        rows: drawn.map((r) => ({ id: r.code, name: `${formatHsCode(r.code)} ${r.name ?? ''}`.trim(), value: r.value ?? 0, share: r.share })),
        flow: 'export',
        verb: 'World trade:',
        theme,
      }),
    [drawn, theme],
  );
  const { containerRef, onRendered } = useChartClick((index) => {
    const row = drawn[index];
    if (row) void navigate(paths.product.getHref(row.code, search));
  });
  const capped = children.length > valued.length;
  const queries = [detail, ...values];
  const range = formatYearRange(from, to);
  const table = {
    caption: `The ${level} of ${productLabel}, world trade ${range}`,
    columns: [{ label: 'Product' }, { label: 'World trade (USD)', numeric: true }, { label: 'Share', numeric: true }],
    rows: rows.map((r) => [
      <Link key={r.code} to={paths.product.getHref(r.code, search)}>
        <span className="code">{formatHsCode(r.code)}</span> {r.name ?? ''}
      </Link>,
      capped ? 'not requested' : r.value === null ? 'no trade reported' : formatUsdExact(r.value),
      r.share === null ? 'n/a' : formatPercent(r.share),
    ]),
  };

  return (
    <ChartFrame
      chartId="product-children"
      title={pid.length === 2 ? 'Headings in this chapter' : 'HS6 codes in this heading'}
      description={
        capped
          ? `The ${children.length} ${level} of ${productLabel}. Valuing each would cost one request per heading (more than ${CHILDREN_REQUEST_CAP}), so they are listed without values: open one for its trade.`
          : `The ${children.length} ${level} of ${productLabel} ranked by world trade, ${range}. Select a bar or a table row to open it.`
      }
      state={capped ? chartState(detail, children.length > 0) : chartState(queries, drawn.length > 0)}
      error={firstError(queries)}
      onRetry={() => {
        for (const q of queries) if (q.isError) void q.refetch();
      }}
      updating={values.some((q) => q.isPlaceholderData)}
      emptyMessage={`No trade reported for the ${level} of ${productLabel} ${range}.`}
      table={table}
      footer={
        capped ? null : (
          <p className="chart-note">
            Each value is the world trade of that code, the same measure as the key figures; together they make the{' '}
            {productLabel} total.
          </p>
        )
      }
    >
      {capped ? (
        <ul className="product-children__list">
          {rows.map((r) => (
            <li key={r.code}>
              <Link to={paths.product.getHref(r.code, search)}>
                <span className="code">{formatHsCode(r.code)}</span> {r.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div ref={containerRef}>
          <EChart option={option} height={Math.max(200, drawn.length * 26 + 40)} onRendered={onRendered} />
        </div>
      )}
    </ChartFrame>
  );
}
