/**
 * `summary-periods`: value per year from /trade/summary `periods`. One direction: the country
 * view's series builder. Both directions of a pair: exports and imports as two lines and the
 * balance as bars, in one chart with a legend (pair-periods-option.ts). Years of the range without
 * a period are gaps, not zeros.
 */
import { useMemo } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { valueCell, yearCell } from '@/components/charts/table-cell';
import { type ChartQuery, frameStateOf } from '@/components/charts/chart-state';
import { EChart } from '@/components/charts/e-chart';
import type { AppChartOption } from '@/components/charts/echarts-setup';
import {
  buildSeriesOption,
  formatSeriesExact,
  toYearSeries,
  type YearValue,
} from '@/components/charts/options/series-option';
import { useTheme } from '@/components/ui/theme';
import { formatUsdExact, formatYearRange } from '@/lib/format';
import { inRange } from '@/lib/in-range';
import type { Flow } from '@/api/service-conventions';
import { buildPairPeriodsOption, pairSeriesNames, toPairYears } from './pair-periods-option';
import { periodsFigures } from '../summary-periods-figures';

type SummaryQuery = ChartQuery<{
  periods: { period: string; value_usd: number }[];
  /** The total over the range and its growth (CAGR): the footer of one direction. */
  trade_value?: number | null;
  growth?: number | null;
}>;

export interface SummaryPeriodsChartProps {
  label: string;
  /** The directions shown, with their summary queries. */
  directions: readonly Flow[];
  summaries: Record<Flow, SummaryQuery>;
  reporterName?: string;
  partnerName?: string;
  from?: number;
  to?: number;
}

type Periods = { period: string; value_usd: number }[] | undefined;

/** The chart's rows: every year of the range, null where no period is reported. */
export function yearRows(periods: Periods, from?: number, to?: number): YearValue[] {
  // Periods carry no quantity; the builder's input allows null for it.
  return toYearSeries(
    (periods ?? []).map((p) => ({ ...p, quantity: null })),
    'value',
    from,
    to,
  );
}

export function SummaryPeriodsChart({
  label,
  directions,
  summaries,
  reporterName,
  partnerName,
  from,
  to,
}: SummaryPeriodsChartProps) {
  const { theme } = useTheme();
  const both = directions.length === 2;
  const queries = directions.map((d) => summaries[d]);
  const exportPeriods = summaries.export.data?.data.periods;
  const importPeriods = summaries.import.data?.data.periods;
  const exportRows = useMemo(() => yearRows(exportPeriods, from, to), [exportPeriods, from, to]);
  const importRows = useMemo(() => yearRows(importPeriods, from, to), [importPeriods, from, to]);
  const singleFlow = directions[0] ?? 'export';
  const single = singleFlow === 'import' ? importRows : exportRows;
  const pairYears = useMemo(
    () => (both ? toPairYears(exportRows, importRows) : []),
    [both, exportRows, importRows],
  );
  const names = useMemo(
    () => pairSeriesNames(reporterName ?? 'reporter', partnerName ?? 'partner'),
    [reporterName, partnerName],
  );

  const option: AppChartOption = useMemo(
    () =>
      both
        ? buildPairPeriodsOption({ rows: pairYears, names, theme })
        : buildSeriesOption({ rows: single, flow: singleFlow, measure: 'value', theme }),
    [both, pairYears, names, single, singleFlow, theme],
  );
  const hasData = both
    ? pairYears.some((r) => r.exports !== null || r.imports !== null)
    : single.some((r) => r.value !== null);
  const range = formatYearRange(from, to);

  const table = both
    ? pairPeriodsTable(label, range, pairYears, names)
    : singlePeriodsTable(label, range, single);

  return (
    <ChartFrame
      reserve={both ? 330 : 260}
      chartId="summary-periods"
      title={both ? 'Both directions per year' : 'Value per year'}
      description={
        both
          ? `${label}: exports and imports of the pair in US dollars as lines, the balance (exports − imports) as bars, ${range}. Years without reported trade are gaps, not zeros.`
          : `${label} in US dollars, ${range}. Years without reported trade are gaps, not zeros.`
      }
      {...frameStateOf(queries, hasData)}
      emptyMessage={`No trade reported for ${label} ${inRange(from, to)}.`}
      table={table}
      footer={
        !both && hasData ? <SingleFlowNote summary={summaries[singleFlow].data?.data} range={range} /> : null
      }
      exportModel={{ subtitle: table.caption, option, height: both ? 330 : 260 }}
    >
      <EChart option={option} height={both ? 330 : 260} />
    </ChartFrame>
  );
}

/** The data table of a pair: exports, imports and the balance per year. */
function pairPeriodsTable(
  label: string,
  range: string,
  pairYears: ReturnType<typeof toPairYears>,
  names: ReturnType<typeof pairSeriesNames>,
) {
  return {
    caption: `${label}: exports, imports and balance per year, ${range}`,
    columns: [
      { label: 'Year' },
      { label: `${names.exports} (USD)`, numeric: true },
      { label: `${names.imports} (USD)`, numeric: true },
      { label: `${names.balance} (USD)`, numeric: true },
    ],
    rows: pairYears.map((r) => [
      yearCell(r.year),
      valueCell(r.exports, (v) => formatSeriesExact(v ?? null, 'value')),
      valueCell(r.imports, (v) => formatSeriesExact(v ?? null, 'value')),
      valueCell(r.balance, formatUsdExact),
    ]),
  };
}

/** The data table of one direction: its value per year. */
function singlePeriodsTable(label: string, range: string, single: ReturnType<typeof yearRows>) {
  return {
    caption: `${label}: value per year, ${range}`,
    columns: [{ label: 'Year' }, { label: 'Value (USD)', numeric: true }],
    rows: single.map((r) => [
      yearCell(r.year),
      valueCell(r.value, (v) => formatSeriesExact(v ?? null, 'value')),
    ]),
  };
}

/** The total over the range and its growth, from the same summary (the words quote them). */
function SingleFlowNote({
  summary,
  range,
}: {
  summary?: { trade_value?: number | null; growth?: number | null };
  range: string;
}) {
  const figures = periodsFigures({ total: summary?.trade_value ?? null, growth: summary?.growth ?? null });
  return (
    <p className="chart-frame__note">
      Total {range}: {figures.total ?? 'not known'}. Growth (CAGR) from the first to the last year with trade:{' '}
      {figures.growth ?? 'not computed (fewer than two years with trade)'}.
    </p>
  );
}
