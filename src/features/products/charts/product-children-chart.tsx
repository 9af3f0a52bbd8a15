/**
 * `product-children` (a chapter or a heading): the level below, its headings or HS6 codes, with
 * their world trade over the range, ranked, as bars and a table; each row links one level down.
 * Each child's value is one /trade/summary request (the service has no per-child ranking), at
 * most CHILDREN_REQUEST_CAP of them. A chapter with more headings sums the World group's ranked
 * HS6 codes (the world's 500 largest) per heading instead, and says how much of the chapter's
 * trade they cover.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChartFrame } from '@/components/charts/chart-frame';
import { valueCell } from '@/components/charts/table-cell';
import { type ChartQuery, frameStateOf } from '@/components/charts/chart-state';
import { EChart } from '@/components/charts/e-chart';
import { buildRankedBarsOption } from '@/components/charts/options/ranked-bars-option';
import { useChartClick } from '@/components/charts/use-chart-click';
import { useTheme } from '@/components/ui/theme';
import { formatPercent, formatUsdCompact, formatUsdExact, formatYearRange } from '@/lib/format';
import { formatHsCode, headingName, nomenclatureNamesApply } from '@/lib/hs/hs-nomenclature';
import { paths } from '@/lib/paths';
import { headingSumsOf, rankChildren, type ChildProduct } from '../product-figures';
import { WORLD_RANKING_LIMIT } from '../products-index-requests';
import './product-children-chart.css';

interface Settled {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
  data?: unknown;
}

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
  /** For a chapter with more headings than requests: the World group's ranking. */
  world: {
    group: Settled & { isSuccess: boolean };
    worldId: string | null;
    ranking: Settled & { data?: { data: { hs6?: string | null; value_usd: number }[] } };
  } | null;
  parentTotal: number | null;
  detail: ChartQuery<unknown>;
  /** The catalog's HS revision: another than the nomenclature's names its headings by code only. */
  hsVersion: number | null;
}

/** The children ranked by their values (summed from the World ranking, or one request each), and the bars. */
function useChildrenModel(props: ProductChildrenChartProps) {
  const { pid, children, valued, values, world, parentTotal, hsVersion } = props;
  const { theme } = useTheme();
  const ranked = world?.ranking.data?.data;
  const valueOf = useMemo(() => {
    if (world) {
      const sums = headingSumsOf(ranked ?? [], pid);
      return (code: string) => sums.get(code) ?? null;
    }
    const byCode = new Map(valued.map((c, i) => [c.code, values[i]?.data?.data.trade_value ?? null]));
    return (code: string) => byCode.get(code) ?? null;
  }, [world, ranked, pid, valued, values]);
  const namesApply = nomenclatureNamesApply(hsVersion);
  const named = children.map((c) => ({
    code: c.code,
    name: c.name ?? (namesApply ? headingName(c.code) : null),
  }));
  const rows = rankChildren(named, valueOf, parentTotal);
  const drawn = rows.filter((r) => r.value !== null && r.value > 0);
  const drawnKey = drawn.map((r) => `${r.code}:${r.value}:${r.share}`).join(',');
  const option = useMemo(
    () =>
      buildRankedBarsOption({
        rows: drawn.map((r) => ({
          id: r.code,
          name: `${formatHsCode(r.code)} ${r.name ?? ''}`.trim(),
          value: r.value ?? 0,
          share: r.share,
        })),
        flow: 'export',
        verb: 'World trade:',
        theme,
      }),
    // drawnKey stands for `drawn`, a new array each render with the same content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [drawnKey, theme],
  );
  return { rows, drawn, option };
}

export function ProductChildrenChart(props: ProductChildrenChartProps) {
  const { pid, productLabel, from, to, search, children, values, world, parentTotal, detail } = props;
  const navigate = useNavigate();
  const level = pid.length === 2 ? 'headings' : 'HS6 codes';
  const { rows, drawn, option } = useChildrenModel(props);
  const { containerRef, onRendered } = useChartClick((index) => {
    const row = drawn[index];
    if (row) void navigate(paths.product.getHref(row.code, search));
  });
  const noWorld = world !== null && world.group.isSuccess && world.worldId === null;
  const queries: readonly Settled[] = world
    ? noWorld
      ? [detail, world.group]
      : [detail, world.group, world.ranking]
    : [detail, ...values];
  const frame = frameStateOf(queries, drawn.length > 0);
  const range = formatYearRange(from, to);
  const links = <ChildLinks rows={rows} search={search} />;

  return (
    <ChartFrame
      // Room for every child listed (the bars drawn once their values are in).
      reserve={Math.max(200, children.length * 26 + 40)}
      exportModel={{ option, height: Math.max(200, drawn.length * 26 + 40) }}
      chartId="product-children"
      title={pid.length === 2 ? 'Headings in this chapter' : 'HS6 codes in this heading'}
      description={
        world
          ? `The ${children.length} ${level} of ${productLabel}, ranked by world trade ${range} as far as the World group's ${WORLD_RANKING_LIMIT} largest HS6 codes show it (valuing each heading would cost ${children.length} requests). Select a bar or a table row to open one.`
          : `The ${children.length} ${level} of ${productLabel} ranked by world trade, ${range}. Select a bar or a table row to open one.`
      }
      {...frame}
      // A chapter without a World group has nothing to rank, whatever its queries say.
      state={noWorld ? 'empty' : frame.state}
      emptyMessage={
        <>
          {noWorld
            ? `The service lists no World group, so the ${children.length} ${level} are listed without values:`
            : `No trade reported for the ${level} of ${productLabel} ${range}.`}
          {links}
        </>
      }
      table={{
        caption: `The ${level} of ${productLabel}, world trade ${range}`,
        columns: [
          { label: 'Product' },
          { label: 'World trade (USD)', numeric: true },
          { label: 'Share', numeric: true, unit: 'fraction' },
        ],
        rows: rows.map((r) => [
          <Link key={r.code} to={paths.product.getHref(r.code, search)}>
            <span className="code">{formatHsCode(r.code)}</span> {r.name ?? ''}
          </Link>,
          valueCell(r.value, (value) =>
            value === null
              ? world
                ? `none among the world's ${WORLD_RANKING_LIMIT} largest codes`
                : 'no trade reported'
              : formatUsdExact(value),
          ),
          valueCell(r.share, formatPercent),
        ]),
      }}
      footer={
        <ChildrenNote
          productLabel={productLabel}
          drawnSum={drawn.reduce((sum, r) => sum + (r.value ?? 0), 0)}
          parentTotal={world ? parentTotal : null}
        />
      }
    >
      <div ref={containerRef}>
        <EChart option={option} height={Math.max(200, drawn.length * 26 + 40)} onRendered={onRendered} />
      </div>
    </ChartFrame>
  );
}

function ChildLinks({
  rows,
  search,
}: {
  rows: readonly { code: string; name: string | null }[];
  search: string;
}) {
  return (
    <ul className="product-children__list">
      {rows.map((r) => (
        <li key={r.code}>
          <Link to={paths.product.getHref(r.code, search)}>
            <span className="code">{formatHsCode(r.code)}</span> {r.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the values add up to: with the World group's ranking (`parentTotal` given) the share of the
 * chapter its codes cover; else the product's whole total.
 */
function ChildrenNote(props: { productLabel: string; drawnSum: number; parentTotal: number | null }) {
  const { productLabel, drawnSum, parentTotal } = props;
  return (
    <p className="chart-frame__note" data-testid="children-note">
      {parentTotal
        ? `The headings' values cover ${formatUsdCompact(drawnSum)} of the chapter's ${formatUsdCompact(parentTotal)} (${formatPercent(drawnSum / parentTotal)}): only its codes among the world's ${WORLD_RANKING_LIMIT} largest count.`
        : `Each value is the world trade of that code, the measure of the key figures; together they make the total of ${productLabel}.`}
    </p>
  );
}
