/**
 * `market-concentration`: the Herfindahl-Hirschman index of the product's exporters (or, with
 * flow=import, importers), computed from the same markets list as the rankings and the map, on
 * the country view's 0-10,000 gauge with its bands and a sentence of meaning.
 */
import { useMemo } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { type ChartQuery, frameStateOf } from '@/components/charts/chart-state';
import { EChart } from '@/components/charts/e-chart';
import {
  buildConcentrationOption,
  hhiBandsNote,
  hhiMeasures,
  shareMeasures,
} from '@/components/charts/options/concentration-option';
import { hhiOf } from '@/lib/hhi';
import { useTheme } from '@/components/ui/theme';
import { formatYearRange } from '@/lib/format';
import type { Flow } from '@/api/service-conventions';
import { describeMarketConcentration, type MarketRow } from '../product-figures';

export interface MarketConcentrationChartProps {
  side: Flow;
  productLabel: string;
  from?: number;
  to: number;
  rows: readonly MarketRow[];
  truncated: boolean;
  query: ChartQuery<unknown>;
}

export function MarketConcentrationChart({
  side,
  productLabel,
  from,
  to,
  rows,
  truncated,
  query,
}: MarketConcentrationChartProps) {
  const { theme } = useTheme();
  const hhi = useMemo(() => hhiOf(rows.map((r) => r.value)), [rows]);
  const option = useMemo(() => buildConcentrationOption({ hhi: hhi ?? 0, theme }), [hhi, theme]);
  const top = rows[0];
  const sentence = describeMarketConcentration({
    hhi,
    side: side === 'export' ? 'exporter' : 'importer',
    productLabel,
    top: top ? { name: top.name, share: top.share } : null,
  });
  const who = side === 'export' ? 'exporters' : 'importers';
  const range = formatYearRange(from, to);
  return (
    <ChartFrame
      reserve={240}
      exportModel={{ option, height: 240 }}
      chartId="market-concentration"
      title={`Concentration of ${who}`}
      description={
        query.data
          ? sentence
          : `How concentrated the ${who} of ${productLabel} are (Herfindahl-Hirschman index), ${range}.`
      }
      {...frameStateOf(query, hhi !== null)}
      emptyMessage={sentence}
      table={{
        caption: `Concentration of the ${who} of ${productLabel}, ${range}`,
        columns: [{ label: 'Measure' }, { label: 'Value', numeric: true }],
        rows: [
          ...hhiMeasures(hhi),
          ...rows.slice(0, 5).flatMap((r) => shareMeasures(`${r.name} (${r.id})`, r.share, r.value)),
        ],
      }}
      footer={
        <p className="chart-frame__note">
          {hhiBandsNote().replace('partner shares', `${who}' shares`)} Computed over the {rows.length} {who}{' '}
          of the markets list
          {truncated ? ' (the service lists at most 200; the smallest are left out and barely count)' : ''}.
        </p>
      }
    >
      <EChart option={option} height={240} />
    </ChartFrame>
  );
}
