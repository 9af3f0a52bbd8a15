/**
 * `partner-map`: the same partners as the ranking, all of them, on a world choropleth with a
 * legend of USD ranges. The geometry (Natural Earth via world-atlas) is fetched with a dynamic
 * import when this chart mounts, in parallel with the page's data requests.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { EChart } from '@/components/charts/e-chart';
import { useTheme } from '@/components/ui/theme';
import {
  buildWorldMapOption,
  valueRanges,
  type MapPartner,
} from '@/components/charts/options/world-map-option';
import { chartPalette } from '@/components/charts/options/palette';
import { worldGeometryQuery } from '@/components/charts/world-map/world-geometry';
import { inRange } from '@/lib/in-range';
import { frameStateOf } from '@/components/charts/chart-state';
import type { ChartExport, ChartRequest } from '@/components/charts/export/chart-export';
import { PARTNER_COLUMNS, partnerCells, partnerWording, type PartnerChartProps } from './partner-chart-parts';
import { largestOf, possessive } from '@/lib/phrases';

export interface PartnerMapChartProps extends PartnerChartProps {
  /** The requests behind the chart, with their request_ids, for the "Get this chart" panel. */
  requests?: ChartRequest[];
}

export function PartnerMapChart(props: PartnerMapChartProps) {
  const { cid, countryName, flow, from, to, product, rows, query } = props;
  const { theme } = useTheme();
  const geometry = useQuery(worldGeometryQuery);
  // A ranked partner row is already what the map needs.
  const partners: readonly MapPartner[] = rows;
  const option = useMemo(() => buildWorldMapOption({ partners, flow, theme }), [partners, flow, theme]);
  const ranges = useMemo(
    () =>
      valueRanges(
        partners.map((p) => p.value),
        chartPalette(theme).sequential,
      ),
    [partners, theme],
  );
  // All partners (about 200): their table rows are built when the data or selection changes,
  // not on every render of the view (main-thread time).
  const tables = useMemo(() => {
    const rangeOf = (value: number) =>
      ranges.find((r) => value >= r.gte && (r.lt === undefined || value < r.lt))?.label ?? '';
    const pair = { cid, flow, from, to, product };
    return { cells: rows.map((r) => [...partnerCells(pair, r), rangeOf(r.value)]) };
  }, [rows, ranges, cid, flow, from, to, product]);

  const { range, what, productText } = partnerWording(props);
  const title = `Map of ${what}${productText}`;
  const exportModel: ChartExport = {
    chartId: 'partner-map',
    title,
    subtitle: `${countryName}, ${range}${productText}, all ${rows.length} partners by value in US dollars`,
    requests: props.requests ?? [],
    ...(rows.length > 0
      ? {
          option,
          height: 360,
        }
      : {}),
  };
  return (
    <ChartFrame
      reserve={360}
      chartId="partner-map"
      title={title}
      exportModel={exportModel}
      description={`${partners.length === 1 ? `${possessive(countryName)} ${largestOf(1, what)}` : `${partners.length > 1 ? `All ${partners.length} of ` : ''}${possessive(countryName)} ${what}`}${productText}, ${range}, coloured by value in US dollars (classes of about equal size). Countries in grey had no reported trade with ${countryName}.`}
      {...frameStateOf([query, geometry], partners.length > 0)}
      emptyMessage={`No partners to map for ${countryName}${productText} ${inRange(from, to)}.`}
      table={{
        caption: `${countryName}: ${what}${productText} by value, ${range}`,
        columns: [...PARTNER_COLUMNS, { label: 'Legend class' }],
        rows: tables.cells,
      }}
    >
      <EChart option={option} height={360} />
    </ChartFrame>
  );
}
