/**
 * `exports-series`: the country's export value per year from GET /countries/{cid}/exports as a
 * line chart. Years in the range without a point are gaps (null), never zero; the data table
 * lists every year of the range, saying "no trade reported" for the gaps.
 */
import { useMemo } from 'react';
import { useTradeSource } from '../../api/data-source-context';
import { useCountrySeries } from '../../api/queries/hooks';
import { ChartFrame, type ChartDataState } from '../../components/charts/chart-frame';
import { EChart } from '../../components/charts/e-chart';
import { useTheme } from '../../components/ui/theme';
import { formatYearRange } from '../../lib/format';
import { buildSeriesOption, formatSeriesExact, toYearSeries } from './charts/series-option';

export interface ExportsSeriesChartProps {
  cid: string;
  countryName: string;
  from?: number;
  to?: number;
}

export function ExportsSeriesChart({ cid, countryName, from, to }: ExportsSeriesChartProps) {
  const { ready } = useTradeSource();
  const { theme } = useTheme();
  // Keeps the previous range's data on screen while the new one loads (no flash of empty).
  const query = useCountrySeries(cid, 'export', { from, to });

  const rows = useMemo(() => toYearSeries(query.data?.data ?? [], 'value', from, to), [query.data, from, to]);
  const hasData = rows.some((r) => r.value !== null);
  const option = useMemo(() => buildSeriesOption({ rows, flow: 'export', measure: 'value', theme }), [rows, theme]);

  let state: ChartDataState;
  let error: unknown = query.error;
  if (!ready) {
    // Live mode without a key: the query is disabled; say why instead of spinning forever.
    state = 'error';
    error = new Error('No API key is set for the live service. Enter it in Settings.');
  } else if (query.isPending) state = 'loading';
  else if (query.isError && !query.data) state = 'error';
  else state = hasData ? 'ready' : 'empty';
  // A failed refetch over a shown chart still has to say it failed.
  if (query.isError) state = 'error';

  const range = formatYearRange(from, to);
  return (
    <ChartFrame
      chartId="exports-series"
      title="Exports per year"
      description={`Value of ${countryName}'s exports in US dollars, ${range}. Years without reported trade are gaps.`}
      state={state}
      error={error}
      onRetry={() => void query.refetch()}
      updating={query.isPlaceholderData}
      emptyMessage={`No exports reported for ${countryName} in ${range}.`}
      table={{
        caption: `${countryName}: exports per year (USD), ${range}`,
        columns: [{ label: 'Year' }, { label: 'Exports (USD)', numeric: true }],
        rows: rows.map((r) => [String(r.year), formatSeriesExact(r.value, 'value')]),
      }}
      footer={query.data?.requestId ? <span>Request ID: {query.data.requestId}</span> : undefined}
    >
      <EChart option={option} />
    </ChartFrame>
  );
}
