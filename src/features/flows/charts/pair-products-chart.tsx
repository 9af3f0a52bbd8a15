/**
 * `pair-products`: what the pair trades, by HS section and HS6, as a treemap and a ranked table
 * with names; each ranked product narrows the selection to it. Aggregated from every /trade row
 * of the selection (the service has no such ranking; use-pair-rows.ts fetches them whatever the
 * table's row limit), so the chart says what it covers against the key figures' total and, when
 * a year's rows reached the service's maximum, names the years it holds only in part.
 */
import type { WaitingState } from '@/components/charts/chart-state';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ServiceNote } from '@/api/answers/service-notes';
import { ChartFrame, type ChartDataState } from '@/components/charts/chart-frame';
import { EChart } from '@/components/charts/e-chart';
import { useChartWidth } from '@/components/charts/use-chart-width';
import { SidewaysScroll } from '@/components/ui/sideways-scroll';
import { useTheme } from '@/components/ui/theme';
import { formatCount, formatUsdCompact, formatUsdExact } from '@/lib/format';
import { paths } from '@/lib/paths';
import { hsSectionOf } from '@/lib/hs/hs-sections';
import { valueCell, type ValueCell } from '@/components/charts/table-cell';
import { groupPairProductsBySection, type PairProduct } from '../pair-products';
import { buildPairProductsOption } from './pair-products-option';
import { TRADE_LIMIT_MAX } from '../flows-state';
import type { PairRowsCoverage } from '../use-pair-rows';
import './pair-products-chart.css';

export interface PairProductsChartProps {
  label: string;
  products?: readonly PairProduct[];
  /** Aggregating (in a worker) or waiting for the rows. */
  pending: boolean;
  /** The observations request failed and is being sent again (see ChartFrame's `waiting`). */
  waiting?: WaitingState | null;
  error: unknown;
  onRetry: () => void;
  /** What the client guessed to read the rows (ApiResult.notes). */
  notes?: readonly ServiceNote[];
  /** What the rows behind the ranking cover (null while they load). */
  coverage: PairRowsCoverage | null;
  /** The key figures' total of the selection (both directions summed), when known. */
  keyTotal?: number | null;
  both: boolean;
  exportLabel: string;
  importLabel: string;
  nameOf: (hs6: string) => string | null;
  /**
   * Names are still arriving: the table shows each as it comes, the treemap takes them once all
   * have come (a treemap of hundreds of products redrawn for each of ~90 arrivals would stall).
   */
  namesPending?: boolean;
  /** The link that narrows the selection to one product. */
  narrowHref: (hs6: string) => string;
  updating?: boolean;
}

const noNames = () => null;

/**
 * The title and the note under the chart: what the ranking covers, against the key figures. A
 * ranking that holds some years only in part says so in its title (and so in every export).
 */
function coverageWords(
  coverage: PairRowsCoverage | null,
  products: readonly PairProduct[],
  keyTotal: number | null | undefined,
): { title: string; note: string } {
  const sum = products.reduce((total, p) => total + p.total, 0);
  const covered = formatUsdCompact(sum);
  const cut = coverage?.cutYears ?? [];
  const requests =
    coverage && coverage.requestCount > 1 ? ` (${formatCount(coverage.requestCount)} requests)` : '';
  const rows = `${formatCount(coverage?.rowCount ?? 0)} rows${requests}`;
  if (cut.length > 0) {
    const years = cut.join(', ');
    const ofKey = keyTotal ? ` of the key figures' ${formatUsdCompact(keyTotal)}` : '';
    return {
      title: `What the pair trades, with ${years} in part only (partial)`,
      note: `Covers ${covered}${ofKey}, from ${rows}: the rows of ${years} reached the service's limit of ${formatCount(TRADE_LIMIT_MAX)} per request, so only their largest flows are counted. Choose a product or a chapter for the whole picture.`,
    };
  }
  const agrees = keyTotal !== null && keyTotal !== undefined && Math.abs(keyTotal - sum) < 1;
  const against =
    keyTotal === null || keyTotal === undefined
      ? ''
      : agrees
        ? ", the key figures' total"
        : ` (the key figures say ${formatUsdCompact(keyTotal)})`;
  return {
    title: 'What the pair trades',
    note: `Covers every row of the selection, ${rows}, ${covered} in all${against}.`,
  };
}
const SHOWN_AT_FIRST = 25;
/** More rows per click: a few thousand table rows at once would be a long main-thread task. */
const SHOW_MORE = 100;

interface ValueColumn {
  label: string;
  numeric: true;
}

/** A product's or a section's sums. */
interface Amounts {
  exports: number;
  imports: number;
  total: number;
}

/** The value columns (both directions and their total, or one value) and each row's cells in them. */
function valueColumnsOf(both: boolean, exportLabel: string, importLabel: string) {
  const columns: ValueColumn[] = both
    ? [
        { label: `${exportLabel} (USD)`, numeric: true },
        { label: `${importLabel} (USD)`, numeric: true },
        { label: 'Total (USD)', numeric: true },
      ]
    : [{ label: 'Value (USD)', numeric: true }];
  const amounts = (p: Amounts) => (both ? [p.exports, p.imports, p.total] : [p.total]);
  const values = (p: Amounts): ValueCell[] => amounts(p).map((v) => valueCell(v, formatUsdExact));
  return { columns, amounts, values };
}

type ValueColumns = ReturnType<typeof valueColumnsOf>;

/** The treemap's option, and the products, sections and value columns the chart and its tables show. */
function usePairProductsModel(props: PairProductsChartProps) {
  const { products, both, exportLabel, importLabel, nameOf } = props;
  const { theme } = useTheme();
  const sections = useMemo(() => groupPairProductsBySection(products ?? []), [products]);
  const optionNameOf = props.namesPending ? noNames : nameOf;
  const { ref: chartBox, width } = useChartWidth();
  const option = useMemo(
    () =>
      buildPairProductsOption({
        sections,
        nameOf: optionNameOf,
        both,
        exportLabel,
        importLabel,
        theme,
        size: { width, height: 360 },
      }),
    [sections, optionNameOf, both, exportLabel, importLabel, theme, width],
  );
  const list = products ?? [];
  const state: ChartDataState = props.error
    ? 'error'
    : props.pending
      ? 'loading'
      : list.length > 0
        ? 'ready'
        : 'empty';
  const valueColumns = valueColumnsOf(both, exportLabel, importLabel);
  // The files hold what the screen ranks: every product, with its name and section.
  const exportTable =
    list.length > 0 && !props.namesPending
      ? {
          columns: ['Rank', 'HS6', 'Product', 'HS section', ...valueColumns.columns.map((c) => c.label)],
          rows: list.map((p, i) => {
            const section = hsSectionOf(p.hs6);
            return [i + 1, p.hs6, nameOf(p.hs6), `${section.id} ${section.name}`, ...valueColumns.amounts(p)];
          }),
        }
      : undefined;
  return { sections, option, chartBox, list, state, valueColumns, exportTable };
}

interface ProductListProps {
  list: readonly PairProduct[];
  note: string;
  both: boolean;
  valueColumns: ValueColumns;
  nameOf: (hs6: string) => string | null;
  narrowHref: (hs6: string) => string;
  /** How many are shown (kept by the chart, so a list that goes and comes back keeps it). */
  shownCount: number;
  onMore: () => void;
}

/** The ranked products under the chart: the coverage note, the table and the "show more" line. */
function PairProductList(props: ProductListProps) {
  const { list, note, both, valueColumns, nameOf, narrowHref, shownCount } = props;
  const { columns } = valueColumns;
  return (
    <div className="pair-products">
      <p
        className="chart-frame__note pair-products__coverage"
        data-testid="pair-products-coverage"
        data-total={list.reduce((sum, p) => sum + p.total, 0)}
      >
        {note}
      </p>
      {/* Fixed columns and rows of a fixed height (names clamped to two lines): a name arriving,
          or a wider one, moves nothing (no layout shift). A phone shows the name and a value or
          two: the hint says the other columns are there. */}
      <SidewaysScroll
        className="pair-products__scroll"
        labelledBy="pair-products-caption"
        columnCount={3 + columns.length}
        hintTestId="pair-products-hint"
        version={`${list.length > 0}|${both}`}
      >
        <table
          className={both ? 'pair-products__table pair-products__table--both' : 'pair-products__table'}
          data-testid="pair-products-table"
        >
          <caption id="pair-products-caption">
            Products ranked by value ({formatCount(list.length)}); choose one to narrow the selection to it
          </caption>
          <colgroup>
            <col className="pair-products__col--rank" />
            <col className="pair-products__col--hs6" />
            <col />
            {columns.map((c) => (
              <col key={c.label} className="pair-products__col--value" />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">HS6</th>
              <th scope="col">Product (narrows the selection)</th>
              {columns.map((c) => (
                <th key={c.label} scope="col" className="num">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.slice(0, shownCount).map((p, i) => (
              <PairProductRow
                key={p.hs6}
                product={p}
                rank={i + 1}
                name={nameOf(p.hs6)}
                values={valueColumns.values(p)}
                narrowHref={narrowHref}
              />
            ))}
          </tbody>
        </table>
      </SidewaysScroll>
      <ShowMoreLine total={list.length} shownCount={shownCount} onMore={props.onMore} />
    </div>
  );
}

/** One ranked product: its rank, its product view, the link that narrows to it, its values. */
function PairProductRow({
  product: p,
  rank,
  name,
  values,
  narrowHref,
}: {
  product: PairProduct;
  rank: number;
  name: string | null;
  values: readonly ValueCell[];
  narrowHref: (hs6: string) => string;
}) {
  return (
    <tr>
      <td>{rank}</td>
      <td>
        <Link to={paths.product.getHref(p.hs6)} aria-label={`Product view of HS ${p.hs6}`}>
          {p.hs6}
        </Link>
      </td>
      <th scope="row">
        <Link
          className="pair-products__name"
          to={narrowHref(p.hs6)}
          title={name ? `${p.hs6} ${name}` : p.hs6}
        >
          {name ?? `HS ${p.hs6}`}
        </Link>
      </th>
      {values.map((v, j) => (
        <td key={j} className="num">
          {v.text}
        </td>
      ))}
    </tr>
  );
}

/** The line under the list, there with or without its button. */
function ShowMoreLine({
  total,
  shownCount,
  onMore,
}: {
  total: number;
  shownCount: number;
  onMore: () => void;
}) {
  return (
    <div className="pair-products__more">
      {total > shownCount ? (
        <button type="button" className="button button--secondary" onClick={onMore}>
          Show {formatCount(Math.min(SHOW_MORE, total - shownCount))} more of {formatCount(total)} products
        </button>
      ) : (
        <span>All {formatCount(total)} products are shown.</span>
      )}
    </div>
  );
}

export function PairProductsChart(props: PairProductsChartProps) {
  const { label, coverage } = props;
  const { sections, option, chartBox, list, state, valueColumns, exportTable } = usePairProductsModel(props);
  const { title, note } = coverageWords(coverage, list, props.keyTotal);
  const [shownCount, setShownCount] = useState(SHOWN_AT_FIRST);
  const rowCount = coverage?.rowCount ?? 0;
  const partial = (coverage?.cutYears.length ?? 0) > 0;
  return (
    <ChartFrame
      // The chart and the product list below it, which arrive together: the list is as tall
      // whatever the products and their names (flows-view.css), 489 px with the footer's margin
      // (coverage note 41, scroller 384, the line under it 40, gaps 16, margin 8).
      reserve={360 + 489}
      chartId="pair-products"
      title={title}
      // What the ranking covers is said under the chart, in the room kept for it while loading:
      // here, its longer variant (the limit cut the answer) would add a line and move the chart.
      description={`${label}: products by HS section and HS6 code, aggregated from the raw observations.`}
      state={state}
      waiting={props.waiting}
      error={props.error}
      notes={props.notes}
      onRetry={props.onRetry}
      updating={props.updating}
      emptyMessage="No products: the selection has no observations."
      exportModel={{
        subtitle: `${label}: products by HS section, from ${formatCount(rowCount)} observations${partial ? ' (some years in part only)' : ''}`,
        option,
        height: 360,
        ...(exportTable ? { table: exportTable } : {}),
      }}
      table={{
        caption: `${label}: HS sections by value`,
        columns: [{ label: 'Section' }, ...valueColumns.columns],
        rows: sections.map((s) => [`${s.section.id} ${s.section.name}`, ...valueColumns.values(s)]),
      }}
      footer={
        list.length > 0 ? (
          <PairProductList
            list={list}
            note={note}
            both={props.both}
            valueColumns={valueColumns}
            nameOf={props.nameOf}
            narrowHref={props.narrowHref}
            shownCount={shownCount}
            onMore={() => setShownCount((n) => n + SHOW_MORE)}
          />
        ) : undefined
      }
    >
      {/* The treemap's own width decides which rectangles are labelled (embeds, narrow panels). */}
      <div ref={chartBox}>
        <EChart option={option} height={360} />
      </div>
    </ChartFrame>
  );
}
