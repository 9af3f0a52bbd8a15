/**
 * A dependence chart: among the products a country imports most, those for which one supplier
 * (the largest, or in a pair's view the pair's partner) provides at least the threshold's share,
 * ranked by the value at stake (what that supplier provides). The threshold is the user's, kept
 * in the URL; the footer says which products were examined.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { ChartFrame } from '../chart-frame';
import { EChart } from '../e-chart';
import { useTheme } from '@/components/ui/theme';
import { buildRankedBarsOption } from '../options/ranked-bars-option';
import type { ChartExport, ChartRequest } from '../export/chart-export';
import { formatCount, formatPercent, formatUsdExact } from '@/lib/format';
import { dependentProducts, type DependenceRow } from '@/lib/specialisation/dependence';
import type { CombinedQuery } from './combined-query';
import { valueCell, type TableCell } from '../table-cell';

export interface DependenceChartProps {
  chartId: string;
  title: string;
  /** "Kenya's imports", "Brazil's imports from China". */
  subject: string;
  /** Every examined product with its measured supplier. */
  rows: readonly DependenceRow[] | null;
  /** The threshold in percent (1-100). */
  percent: number;
  onPercent: (percent: number) => void;
  productName: (code: string) => string;
  supplierName: (id: string) => string;
  /** "the largest supplier" or the partner's name, as the subject of "provides". */
  supplierWord: string;
  /** In a pair's view: each product's largest supplier, shown beside the partner's share. */
  largestOf?: (product: string) => DependenceRow | undefined;
  query: CombinedQuery;
  requests: ChartRequest[];
  /** Which products were examined, for the footer. */
  examinedNote: ReactNode;
}

const DEPENDENCE_COLUMNS = [
  { label: 'Product' },
  { label: 'Supplier' },
  { label: 'Supplier provides (USD)', numeric: true },
  { label: 'Share of imports', numeric: true, unit: 'fraction' },
  { label: 'Imports of the product (USD)', numeric: true },
];

const LARGEST_COLUMNS = [
  { label: 'Largest supplier' },
  { label: 'Its share of imports', numeric: true, unit: 'fraction' },
];

function dependenceCells(
  row: DependenceRow,
  productName: (code: string) => string,
  supplierName: (id: string) => string,
  largestOf: DependenceChartProps['largestOf'],
): TableCell[] {
  const cells = [
    `${productName(row.product)} (${row.product})`,
    row.supplier === null ? 'n/a' : supplierName(row.supplier),
    valueCell(row.atStake, formatUsdExact),
    valueCell(row.supplierShare, formatPercent),
    valueCell(row.importValue, formatUsdExact),
  ];
  if (!largestOf) return cells;
  const largest = largestOf(row.product);
  return [
    ...cells,
    largest?.supplier ? supplierName(largest.supplier) : 'n/a',
    valueCell(largest?.supplierShare, formatPercent),
  ];
}

export function DependenceChart(props: DependenceChartProps) {
  const { chartId, title, subject, rows, percent, productName, supplierName, query } = props;
  const { theme } = useTheme();
  const dependent = useMemo(() => (rows ? dependentProducts(rows, percent / 100) : []), [rows, percent]);
  const option = useMemo(
    () =>
      buildRankedBarsOption({
        rows: dependent.map((r) => ({
          id: r.product,
          name: `${productName(r.product)} from ${r.supplier ? supplierName(r.supplier) : 'n/a'}`,
          value: r.atStake ?? 0,
          share: r.supplierShare,
        })),
        flow: 'import',
        verb: 'Imports of',
        theme,
      }),
    [dependent, productName, supplierName, theme],
  );
  const tableRows = dependent.map((r) => dependenceCells(r, productName, supplierName, props.largestOf));
  // No import product at all (a pair that never traded): nothing was examined, so no count of
  // products "reaching" the threshold is worth saying.
  const noneExamined = rows !== null && rows.length === 0;
  const columns = props.largestOf ? [...DEPENDENCE_COLUMNS, ...LARGEST_COLUMNS] : DEPENDENCE_COLUMNS;
  const height = Math.max(160, dependent.length * 26 + 40);
  const exportModel: ChartExport = {
    chartId,
    title,
    subtitle: `${subject}: products where ${props.supplierWord} provides at least ${percent}%, by value at stake`,
    requests: props.requests,
    ...(dependent.length > 0 ? { option, height } : {}),
  };
  return (
    <ChartFrame
      chartId={chartId}
      title={title}
      reserve={height}
      exportModel={exportModel}
      toolbar={
        <ThresholdField percent={percent} onPercent={props.onPercent} supplierWord={props.supplierWord} />
      }
      description={`${subject}: the products for which ${props.supplierWord} provides at least ${percent}% of the imports, ranked by the value that supplier provides (the value at stake).`}
      waiting={query.waiting}
      state={query.state(dependent.length > 0)}
      error={query.error}
      onRetry={query.retry}
      updating={query.updating}
      notes={query.notes}
      emptyMessage={
        noneExamined
          ? `${subject}: none reported, so no product is examined.`
          : `No examined product of ${subject} comes at least ${percent}% from ${props.supplierWord}.`
      }
      table={{
        caption: `${subject}: products at least ${percent}% from ${props.supplierWord}`,
        columns,
        rows: tableRows,
      }}
      footer={
        <p>
          {rows && !noneExamined
            ? `${formatCount(dependent.length)} of the ${formatCount(rows.length)} examined products reach the threshold. `
            : null}
          {props.examinedNote}
        </p>
      }
    >
      <EChart option={option} height={height} />
    </ChartFrame>
  );
}

/** The threshold in percent, applied on change (the field keeps what is typed until it is a number). */
function ThresholdField({
  percent,
  onPercent,
  supplierWord,
}: {
  percent: number;
  onPercent: (percent: number) => void;
  supplierWord: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div className="view-controls__inline">
      <label htmlFor={id}>Threshold: {supplierWord} provides at least (%)</label>
      <input
        id={id}
        type="number"
        min={1}
        max={100}
        step={5}
        value={typed ?? String(percent)}
        onChange={(e) => {
          setTyped(e.target.value);
          const n = Number(e.target.value);
          if (Number.isInteger(n) && n >= 1 && n <= 100) onPercent(n);
        }}
        onBlur={() => setTyped(null)}
      />
    </div>
  );
}
