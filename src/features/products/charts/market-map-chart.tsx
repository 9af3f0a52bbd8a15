/**
 * `market-map`: the product's exporters (or importers, with flow=import) on the world choropleth
 * of the country view: same geometry, same legend of USD classes, the same list as the rankings.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ChartFrame } from '@/components/charts/chart-frame';
import { valueCell } from '@/components/charts/table-cell';
import { type ChartQuery, frameStateOf } from '@/components/charts/chart-state';
import { EChart } from '@/components/charts/e-chart';
import { chartPalette } from '@/components/charts/options/palette';
import { buildWorldMapOption, valueRanges } from '@/components/charts/options/world-map-option';
import { worldGeometryQuery } from '@/components/charts/world-map/world-geometry';
import { useTheme } from '@/components/ui/theme';
import { formatPercent, formatUsdExact, formatYearRange } from '@/lib/format';
import { inRange } from '@/lib/in-range';
import type { Flow } from '@/api/service-conventions';
import { countryForProductHref } from './market-ranking-chart';
import type { MarketRow } from '../product-figures';
import { largestOf } from '@/lib/phrases';

export interface MarketMapChartProps {
  side: Flow;
  pid: string;
  productLabel: string;
  from?: number;
  to: number;
  rows: readonly MarketRow[];
  query: ChartQuery<unknown>;
}

export function MarketMapChart({ side, pid, productLabel, from, to, rows, query }: MarketMapChartProps) {
  const { theme } = useTheme();
  const geometry = useQuery(worldGeometryQuery);
  const verb = side === 'export' ? 'Exporter' : 'Importer';
  const absent =
    side === 'export' ? 'no exports of this product reported' : 'no imports of this product reported';
  const option = useMemo(
    () => buildWorldMapOption({ partners: rows, flow: side, verb, absent, theme }),
    [rows, side, verb, absent, theme],
  );
  const ranges = useMemo(
    () =>
      valueRanges(
        rows.map((r) => r.value),
        chartPalette(theme).sequential,
      ),
    [rows, theme],
  );
  const rangeOf = (value: number) =>
    ranges.find((r) => value >= r.gte && (r.lt === undefined || value < r.lt))?.label ?? '';
  const who = side === 'export' ? 'exporters' : 'importers';
  const range = formatYearRange(from, to);
  return (
    <ChartFrame
      reserve={360}
      exportModel={{ option, height: 360 }}
      chartId="market-map"
      title={`Map of ${who}`}
      description={`${rows.length === 1 ? `The ${largestOf(1, who)}` : `${rows.length > 1 ? `All ${rows.length} ` : ''}${who}`} of ${productLabel}, ${range}, coloured by value in US dollars (classes of about equal size). Countries in grey reported none.`}
      {...frameStateOf([query, geometry], rows.length > 0)}
      emptyMessage={`No ${who} of ${productLabel} to map ${inRange(from, to)}.`}
      table={{
        caption: `${who[0]!.toUpperCase()}${who.slice(1)} of ${productLabel} by value, ${range}`,
        columns: [
          { label: 'Country' },
          { label: 'Value (USD)', numeric: true },
          { label: 'Share', numeric: true, unit: 'fraction' },
          { label: 'Legend class' },
        ],
        rows: rows.map((r) => [
          <Link key={r.id} to={countryForProductHref(r.id, pid, side, from, to)}>
            {r.name} <span className="code">({r.id})</span>
          </Link>,
          valueCell(r.value, formatUsdExact),
          valueCell(r.share, formatPercent),
          rangeOf(r.value),
        ]),
      }}
    >
      <EChart option={option} height={360} />
    </ChartFrame>
  );
}
