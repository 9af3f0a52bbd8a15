/**
 * The product view's `exporter-specialisation` (each large exporter's RCA in the product beside
 * its value, so the user sees who is specialised, not only who is large) and `changes-exporters`
 * (which exporters gained and lost most between two years; years in the URL, `change_from` and
 * `change_to`, default the first and last year of the range).
 */
import { useMemo } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { EChart } from '@/components/charts/e-chart';
import { ChangesChart } from '@/components/charts/insights/changes-chart';
import { ChangeYearsField } from '@/components/charts/insights/change-years-field';
import { buildRcaBarsOption, formatRca } from '@/components/charts/options/rca-bars-option';
import type { ChartExport } from '@/components/charts/export/chart-export';
import { valueCell, type TableCell } from '@/components/charts/table-cell';
import { useTheme } from '@/components/ui/theme';
import { countryName } from '@/lib/country-names';
import type { Coverage } from '@/lib/coverage';
import { formatCount, formatPercent, formatUsdExact, formatYearRange } from '@/lib/format';
import { resolveChangeYears } from '@/lib/specialisation/change-years';
import { useUrlState } from '@/lib/url-state';
import { specialisedExporters, type ExporterRca } from './exporter-rca';
import { EXPORTER_BUDGET, useExporterChanges, useExporterSpecialisation } from './use-product-insights';

export const PRODUCT_INSIGHT_CHARTS = ['exporter-specialisation', 'changes-exporters'] as const;
export type ProductInsightChart = (typeof PRODUCT_INSIGHT_CHARTS)[number];
export const PRODUCT_INSIGHT_TITLES: Record<ProductInsightChart, string> = {
  'exporter-specialisation': 'Who is specialised',
  'changes-exporters': 'What changed: exporters',
};

export interface ProductInsightsProps {
  pid: string;
  /** "Coffee, not roasted (090111)". */
  label: string;
  view: { from: number; to: number };
  coverage: Coverage;
  only?: ProductInsightChart;
  /** The catalog has not (yet) said the product exists: ask nothing (product-requests.ts). */
  waiting?: boolean;
}

const EXPORTER_COLUMNS = [
  { label: 'Exporter' },
  { label: 'RCA', numeric: true },
  { label: 'Exports of the product (USD)', numeric: true },
  { label: 'Share of world exports', numeric: true, unit: 'fraction' },
  { label: 'Share of its exports', numeric: true, unit: 'fraction' },
];

function exporterCells(row: ExporterRca): TableCell[] {
  return [
    `${countryName(row.key)} (${row.key})`,
    valueCell(row.rca, formatRca),
    valueCell(row.value, formatUsdExact),
    valueCell(row.worldMarketShare, formatPercent),
    valueCell(row.shareOfCountry, formatPercent),
  ];
}

export function ExporterSpecialisationChart({ pid, label, view, waiting = false }: ProductInsightsProps) {
  const { theme } = useTheme();
  const data = useExporterSpecialisation(pid, view, !waiting);
  const drawn = useMemo(() => (data.rows ?? []).filter((r) => r.rca !== null), [data.rows]);
  const option = useMemo(
    () =>
      buildRcaBarsOption({
        rows: drawn.map((r) => ({
          name: countryName(r.key),
          rca: r.rca!,
          value: r.value,
          worldShare: r.worldMarketShare,
        })),
        theme,
      }),
    [drawn, theme],
  );
  const range = formatYearRange(view.from, view.to);
  const rows = (data.rows ?? []).map(exporterCells);
  const height = Math.max(200, drawn.length * 26 + 40);
  const exportModel: ChartExport = {
    chartId: 'exporter-specialisation',
    title: PRODUCT_INSIGHT_TITLES['exporter-specialisation'],
    subtitle: `${label}, ${range}: the largest exporters' revealed comparative advantage`,
    requests: data.requests,
    ...(drawn.length > 0 ? { option, height } : {}),
  };
  return (
    <ChartFrame
      chartId="exporter-specialisation"
      title={PRODUCT_INSIGHT_TITLES['exporter-specialisation']}
      reserve={height}
      exportModel={exportModel}
      description={`${label}, ${range}: each of the ${EXPORTER_BUDGET} largest exporters' revealed comparative advantage (the product's share in its exports over its share in world exports; 1 is the world average), in the order of their export value.`}
      state={data.query.state(drawn.length > 0)}
      error={data.query.error}
      onRetry={data.query.retry}
      updating={data.query.updating}
      notes={data.query.notes}
      waiting={data.query.waiting}
      emptyMessage={`No exporter of ${label} with a known RCA, ${range}.`}
      table={{ caption: `${label}: exporters' RCA, ${range}`, columns: EXPORTER_COLUMNS, rows }}
      footer={
        <p>
          The {formatCount(data.rows ? data.rows.length : Math.min(EXPORTER_BUDGET, data.listed))} largest of{' '}
          {formatCount(data.listed)} listed exporters (the markets list stops at 200); each one&apos;s RCA
          needs its total exports, asked for these only.
          {data.rows
            ? ` ${formatCount(specialisedExporters(data.rows).length)} of them have an RCA of at least 1 (specialised).`
            : null}
        </p>
      }
    >
      <EChart option={option} height={height} />
    </ChartFrame>
  );
}

export function ExporterChangesChart({ pid, label, view, coverage, waiting = false }: ProductInsightsProps) {
  const { explicit, setState } = useUrlState();
  const years = resolveChangeYears(explicit, view, coverage);
  const data = useExporterChanges(pid, years.before, years.after, !waiting);
  return (
    <ChangesChart
      chartId="changes-exporters"
      title={PRODUCT_INSIGHT_TITLES['changes-exporters']}
      rowNoun="exporters"
      subject={`Exports of ${label}`}
      years={years}
      result={data.result}
      nameOf={countryName}
      query={data.query}
      requests={data.requests}
      toolbar={<ChangeYearsField coverage={coverage} years={years} setState={setState} />}
      cutNote="Each year's markets list stops at 200 exporters: one outside a year's list is marked “outside a ranking”, its change unknown (it stays in “all others”)."
    />
  );
}

export function ProductInsightChartView(props: ProductInsightsProps & { chart: ProductInsightChart }) {
  return props.chart === 'exporter-specialisation' ? (
    <ExporterSpecialisationChart {...props} />
  ) : (
    <ExporterChangesChart {...props} />
  );
}
