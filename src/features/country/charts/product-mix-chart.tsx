/**
 * `product-mix`: what the country trades, by HS6 product, as a treemap grouped and coloured by
 * HS section, plus the ranking as a table (code, name, value, share) whose rows lead to each
 * product's view. Shares are of the country's total for the flow (the summary's value), so the
 * table also says how much of the total the listed products cover. With `mix_by=rca` (exports),
 * each product is coloured by its revealed comparative advantage and the table ranks them by it,
 * with its share of world exports and the country's world rank: the `specialisations` chart's
 * requests (same factories, so cached and shared), no request of its own.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ChartFrame } from '@/components/charts/chart-frame';
import { EChart } from '@/components/charts/e-chart';
import { useChartWidth } from '@/components/charts/use-chart-width';
import { useTheme } from '@/components/ui/theme';
import type { ColorScheme } from '@/components/charts/options/palette';
import { valueCell } from '@/components/charts/table-cell';
import { formatPercent, formatUsdCompact, formatUsdExact, formatYearRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Flow } from '@/api/service-conventions';
import { buildProductMixOption, toProductRows, type ProductRow } from './product-mix-option';
import { inRange } from '@/lib/in-range';
import { type ChartQuery, frameStateOf } from '@/components/charts/chart-state';
import { mergeNotes } from '@/api/answers/service-notes';
import type { ChartExport, ChartRequest } from '@/components/charts/export/chart-export';
import { largestOf, possessive } from '@/lib/phrases';
import { RequestId } from '@/components/ui/request-id';
import { useProductNames } from '@/api/queries/use-product-names';
import { WORLD_PRODUCTS_LIMIT } from '@/api/queries/world-ranking';
import { useUrlState, type MixBy } from '@/lib/url-state';
import { formatRca } from '@/components/charts/options/rca-bars-option';
import { MARKETS_BUDGET, useSpecialisationData } from '../insights/use-insights-data';
import { withRca, type ProductRcaRow } from './product-mix-rca';
import { MixByField, RcaFailedNote, RcaGapsNote, RcaKey, type MixRca } from './product-mix-rca-parts';

export interface ProductMixChartProps {
  cid: string;
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
  rca: MixRca;
  /** A partner filter is set, which the mix does not follow (the service's product ranking has none): said in its words. */
  partnerFiltered?: boolean;
}

/**
 * The product mix with the catalog names of its products. The names' lookups (one per chapter,
 * answering one by one) are observed here, not by the whole view: each answer re-renders this
 * chart alone, not the page's other five charts and figures (main-thread time).
 */
export function ProductMixCard(props: Omit<ProductMixChartProps, 'names' | 'rca'>) {
  const points = props.query.data?.data;
  const codes = useMemo(() => (points ?? []).flatMap((p) => (p.hs6 ? [p.hs6] : [])), [points]);
  const names = useProductNames(codes);
  const { explicit, setState } = useUrlState();
  const by: MixBy = explicit.mix_by ?? 'section';
  const { from, to } = props;
  const wanted = by === 'rca' && props.flow === 'export' && from !== undefined && to !== undefined;
  const specialisation = useSpecialisationData(props.cid, { from: from ?? 0, to: to ?? 0 }, wanted);
  const rca: MixRca = {
    by,
    onBy: (next) => setState({ mix_by: next === 'section' ? undefined : next }),
    model: specialisation.model,
    query: specialisation.query,
    requests: specialisation.requests,
    marketsBudget: MARKETS_BUDGET,
    worldLimit: WORLD_PRODUCTS_LIMIT,
  };
  return (
    <ProductMixChart {...props} names={names} rca={rca} partnerFiltered={explicit.partner !== undefined} />
  );
}

const BASE_COLUMNS = [
  { label: 'HS6 code' },
  { label: 'Product' },
  { label: 'HS section' },
  { label: 'Value (USD)', numeric: true },
  { label: 'Share of total', numeric: true, unit: 'fraction' },
];
const RCA_COLUMNS = [
  { label: 'RCA', numeric: true },
  { label: 'Share of world exports', numeric: true, unit: 'fraction' },
  { label: 'World rank', numeric: true },
];

function rcaCells(r: ProductRcaRow) {
  return [valueCell(r.rca, formatRca), valueCell(r.worldShare, formatPercent), r.rankText];
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
  rca,
  partnerFiltered = false,
}: ProductMixChartProps) {
  const { theme, rows, rcaRows, rcaState, chartBox, option } = useProductMixOption({
    flow,
    total,
    query,
    names,
    rca,
  });
  const range = formatYearRange(from, to);
  // Beside a partner filter, the mix says it is of every partner, as the summary does.
  const lower = flow === 'export' ? 'exports' : 'imports';
  const partners = partnerFiltered ? (flow === 'export' ? ' to all partners' : ' from all partners') : '';
  // Wait for the names before drawing, so the chart is drawn once with its final labels.
  const frame = frameStateOf(query, rows.length > 0);
  const state =
    frame.state === 'ready' && (names.pending || rcaState === 'loading') ? 'loading' : frame.state;
  const title = `Product mix of ${lower}`;
  const byRca = rcaRows !== null ? ', coloured and ranked by revealed comparative advantage (RCA)' : '';
  const exportModel: ChartExport = {
    chartId: 'product-mix',
    title,
    subtitle: `${countryName}, top ${rows.length} ${lower}${partners} by HS6 product${byRca}, ${range}`,
    requests: rcaRows !== null ? [...requests, ...rca.requests] : requests,
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
      toolbar={<MixByField by={rca.by} onBy={rca.onBy} exports={flow === 'export'} />}
      description={`${possessive(countryName)} ${largestOf(rows.length, lower)}${partners} by HS6 product, ${range}, grouped by HS section and ${rcaRows !== null ? 'coloured by revealed comparative advantage (RCA: the product’s share in its exports over its share in world exports; 1 is the world average), the table ranked by RCA' : 'coloured by HS section'}. Select a product in the table to open its view.`}
      {...frame}
      state={state}
      notes={rcaRows !== null ? mergeNotes(frame.notes, rca.query.notes) : frame.notes}
      emptyMessage={`No ${lower} reported for ${countryName} ${inRange(from, to)}.`}
      table={{
        caption: `${countryName}: top ${rows.length} ${lower}${partners} by product${rcaRows !== null ? ', by RCA' : ''}, ${range}`,
        columns: rcaRows !== null ? [...BASE_COLUMNS, ...RCA_COLUMNS] : BASE_COLUMNS,
        rows: mixTableRows(rcaRows ?? rows, rcaRows !== null, { from, to }),
      }}
      footer={
        rows.length > 0 ? (
          <ProductMixFooter
            {...{ rows, limit, total, countryName, lower, theme, rca, rcaRows, rcaState }}
            requestId={query.data?.requestId}
          />
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

/** The mix's rows (names from the catalog), with RCA when asked for, and the option that draws them. */
function useProductMixOption({
  flow,
  total,
  query,
  names,
  rca,
}: Pick<ProductMixChartProps, 'flow' | 'total' | 'query' | 'names' | 'rca'>) {
  const { theme } = useTheme();
  const points = query.data?.data;
  const rows = useMemo(() => toProductRows(points ?? [], names.nameOf, total), [points, names.nameOf, total]);
  const rcaAsked = rca.by === 'rca' && flow === 'export';
  const rcaState = rcaAsked ? rca.query.state(rca.model !== null) : null;
  const rcaRows = useMemo(
    () => (rcaAsked && rca.model ? withRca(rows, rca.model) : null),
    [rcaAsked, rca.model, rows],
  );
  const { ref: chartBox, width } = useChartWidth();
  const option = useMemo(
    () =>
      buildProductMixOption({
        rows: rcaRows ?? rows,
        theme,
        size: { width, height: 380 },
        rca: rcaRows !== null,
      }),
    [rows, rcaRows, theme, width],
  );
  return { theme, rows, rcaRows, rcaState, chartBox, option };
}

/** The table's rows: each product linked to its view, with its RCA columns when shown. */
function mixTableRows(
  rows: (ProductRow | ProductRcaRow)[],
  withRcaColumns: boolean,
  years: { from?: number; to?: number },
) {
  return rows.map((r) => [
    <Link key={r.hs6} to={paths.product.getHref(r.hs6, years)}>
      {r.hs6}
    </Link>,
    r.name ?? 'name not available',
    `${r.section.id} ${r.section.name}`,
    valueCell(r.value, formatUsdExact),
    valueCell(r.share, formatPercent),
    ...(withRcaColumns ? rcaCells(r as ProductRcaRow) : []),
  ]);
}

/** What the listed products sum to, and under RCA its key, its gaps and a failure. */
function ProductMixFooter({
  rows,
  limit,
  total,
  countryName,
  lower,
  theme,
  rca,
  rcaRows,
  rcaState,
  requestId,
}: {
  rows: ProductRow[];
  limit: number;
  total: number | null;
  countryName: string;
  lower: string;
  theme: ColorScheme;
  rca: MixRca;
  rcaRows: ProductRcaRow[] | null;
  rcaState: ReturnType<MixRca['query']['state']> | null;
  requestId: string | null | undefined;
}) {
  const listed = rows.reduce((s, r) => s + r.value, 0);
  return (
    <>
      <p className="chart-frame__note">
        The {rows.length} products listed (limit {limit}) sum to {formatUsdCompact(listed)}
        {total
          ? `, ${formatPercent(listed / total)} of ${possessive(countryName)} ${formatUsdCompact(total)} ${lower}`
          : ''}
        . <RequestId id={requestId} />
      </p>
      {rcaRows !== null ? (
        <>
          <RcaKey theme={theme} />
          <RcaGapsNote rows={rcaRows} rca={rca} />
        </>
      ) : null}
      {rcaState === 'error' ? <RcaFailedNote query={rca.query} /> : null}
    </>
  );
}
