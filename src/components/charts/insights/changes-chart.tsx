/**
 * A "what changed" chart: between two years, the rows (partners, products, exporters) that
 * gained and lost most in value as diverging bars, and a data table with every row's value and
 * share in both years, its change, whether it opened or closed, and its part of the total change.
 * The footer splits the total change into the largest movers' parts and the rest, and lists the
 * markets that opened and closed. A year without data is said to be missing, never drawn as zero.
 */
import { useMemo, type ReactNode } from 'react';
import { ChartFrame } from '../chart-frame';
import { EChart } from '../e-chart';
import { useTheme } from '@/components/ui/theme';
import { buildDivergingBarsOption, formatSignedUsd } from '../options/diverging-bars-option';
import type { ChartExport, ChartRequest } from '../export/chart-export';
import { formatPercent, formatUsdExact } from '@/lib/format';
import type { ChangeResult, ChangeRow } from '@/lib/specialisation/change';
import { valueCell, type TableCell } from '../table-cell';
import type { CombinedQuery } from './combined-query';

/** How many gainers and how many losers the bars show (the table has every row). */
const CHANGE_BARS_EACH_SIDE = 8;

export interface ChangesChartProps {
  chartId: string;
  title: string;
  /** "export destinations", "products", "exporters": what the rows are. */
  rowNoun: string;
  /** What is compared, in words: "Brazil's exports". */
  subject: string;
  years: { before: number; after: number };
  result: ChangeResult | null;
  nameOf: (key: string) => string;
  renderLink?: (key: string, text: string) => ReactNode;
  query: CombinedQuery;
  requests: ChartRequest[];
  /** Year pickers above the chart. */
  toolbar?: ReactNode;
  /** Said under the chart when a ranking was cut by its limit. */
  cutNote?: string;
}

/** The total row's label in the table (the sentences link to its figures). */
const TOTAL_ROW = 'All';

/** A fraction difference in percentage points: "+3.2 pp". */
function formatPointChange(change: number | null | undefined): string {
  if (typeof change !== 'number') return 'n/a';
  const text = formatPercent(Math.abs(change)).replace('%', ' pp');
  return change === 0 ? text : `${change > 0 ? '+' : '−'}${text}`;
}

const STATUS_TEXT = {
  opened: 'opened',
  closed: 'closed',
  continued: '',
  unknown: 'outside a ranking',
} as const;

const CHANGE_COLUMNS = (years: { before: number; after: number }) => [
  { label: 'Name' },
  { label: `${years.before} (USD)`, numeric: true },
  { label: `${years.after} (USD)`, numeric: true },
  { label: 'Change (USD)', numeric: true },
  { label: `Share ${years.before}`, numeric: true, unit: 'fraction' },
  { label: `Share ${years.after}`, numeric: true, unit: 'fraction' },
  // In a file the difference of two shares stays a fraction: 0.013 is 1.3 percentage points.
  { label: 'Share change', numeric: true, unit: 'fraction' },
  { label: 'Part of the total change', numeric: true, unit: 'fraction' },
  { label: 'Market' },
];

const signedUsdCell = (change: number | null) =>
  valueCell(change, (v) => (typeof v === 'number' ? formatSignedUsd(v) : 'n/a'));

/** A row's cells: the page shows the text the sentences quote, the files get the numbers. */
function changeCells(row: ChangeRow, name: string): TableCell[] {
  return [
    name,
    valueCell(row.before, formatUsdExact),
    valueCell(row.after, formatUsdExact),
    signedUsdCell(row.change),
    valueCell(row.shareBefore, formatPercent),
    valueCell(row.shareAfter, formatPercent),
    valueCell(row.shareChange, formatPointChange),
    valueCell(row.partOfChange, formatPercent),
    STATUS_TEXT[row.status],
  ];
}

/** The table's first row: the totals of both years and the total change. */
function totalCells(result: Extract<ChangeResult, { kind: 'compared' }>): TableCell[] {
  return [
    TOTAL_ROW,
    valueCell(result.before.total, formatUsdExact),
    valueCell(result.after.total, formatUsdExact),
    signedUsdCell(result.totalChange),
    valueCell(1, formatPercent),
    valueCell(1, formatPercent),
    valueCell(null, () => ''),
    valueCell(1, formatPercent),
    '',
  ];
}

function shownRows(result: ChangeResult | null): ChangeRow[] {
  if (!result || result.kind !== 'compared') return [];
  const gains = result.gained.slice(0, CHANGE_BARS_EACH_SIDE);
  const losses = result.lost.slice(0, CHANGE_BARS_EACH_SIDE).reverse();
  return [...gains, ...losses];
}

export function ChangesChart(props: ChangesChartProps) {
  const { chartId, title, rowNoun, subject, years, result, nameOf, query } = props;
  const { theme } = useTheme();
  const bars = useMemo(() => shownRows(result), [result]);
  // Memoised on the years' values, not on the object, which callers build again on every render:
  // an option built again holds new formatter functions, and ECharts would draw it again.
  const { before, after } = years;
  const option = useMemo(
    () =>
      buildDivergingBarsOption({
        rows: bars.map((r) => ({
          name: nameOf(r.key),
          change: r.change!,
          before: r.before!,
          after: r.after!,
        })),
        years: { before, after },
        theme,
      }),
    [bars, nameOf, before, after, theme],
  );
  const compared = result?.kind === 'compared' ? result : null;
  const columns = CHANGE_COLUMNS(years);
  const height = Math.max(200, bars.length * 26 + 40);
  const range = `${years.before} → ${years.after}`;
  const exportModel: ChartExport = {
    chartId,
    title,
    subtitle: `${subject}, ${range}: change by ${rowNoun}, US dollars`,
    requests: props.requests,
    ...(bars.length > 0 ? { option, height } : {}),
  };
  const missing = result?.kind === 'missing' ? result.missingYears : [];
  return (
    <ChartFrame
      chartId={chartId}
      title={title}
      reserve={height}
      exportModel={exportModel}
      toolbar={props.toolbar}
      description={`${subject}: the ${rowNoun} that gained and lost most between ${years.before} and ${years.after}, in US dollars; the table has every one with its share in both years.`}
      waiting={query.waiting}
      state={missing.length > 0 ? 'empty' : query.state(bars.length > 0)}
      error={query.error}
      onRetry={query.retry}
      updating={query.updating}
      notes={query.notes}
      emptyMessage={
        missing.length > 0
          ? `No data for ${subject} in ${missing.join(' and ')}: ${missing.length === 1 ? 'that year is' : 'those years are'} missing, so nothing is compared.`
          : `${subject}: no change between ${years.before} and ${years.after}.`
      }
      table={{
        caption: `${subject}: change by ${rowNoun}, ${range}`,
        columns,
        rows: compared
          ? [
              totalCells(compared),
              ...compared.rows.map((r) => {
                const cells = changeCells(r, nameOf(r.key));
                if (props.renderLink) cells[0] = props.renderLink(r.key, nameOf(r.key));
                return cells;
              }),
            ]
          : [],
      }}
      footer={compared ? <ChangeFooter result={compared} nameOf={nameOf} cutNote={props.cutNote} /> : null}
    >
      <EChart option={option} height={height} />
    </ChartFrame>
  );
}

function ChangeFooter({
  result,
  nameOf,
  cutNote,
}: {
  result: Extract<ChangeResult, { kind: 'compared' }>;
  nameOf: (key: string) => string;
  cutNote?: string;
}) {
  const { movers, rest } = result.decomposition;
  const list = (rows: ChangeRow[]) =>
    rows.length === 0
      ? 'none'
      : rows
          .slice(0, 10)
          .map((r) => nameOf(r.key))
          .join(', ') + (rows.length > 10 ? ` and ${rows.length - 10} more` : '');
  return (
    <>
      <p>
        Total change {formatSignedUsd(result.totalChange)}:{' '}
        {movers.map((m) => `${nameOf(m.key)} ${formatSignedUsd(m.change!)}`).join(', ')}
        {movers.length > 0 ? `, all others ${formatSignedUsd(rest)}.` : '.'}
      </p>
      <p>
        Opened ({result.opened.length}): {list(result.opened)}. Closed ({result.closed.length}):{' '}
        {list(result.closed)}.
      </p>
      {cutNote ? <p>{cutNote}</p> : null}
    </>
  );
}
