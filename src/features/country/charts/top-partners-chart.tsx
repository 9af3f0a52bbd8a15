/**
 * `top-partners`: the country's largest partners for the chosen flow (optionally for one
 * product) as ranked horizontal bars. The partners endpoint is asked for every partner (so the
 * map, the counts and the totals use the same list); the chart shows the first `limit`.
 * Each bar and each table row leads to the flow explorer for that pair.
 */
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ChartFrame } from '@/components/charts/chart-frame';
import { EChart } from '@/components/charts/e-chart';
import { useTheme } from '@/components/ui/theme';
import { buildRankedBarsOption } from '@/components/charts/options/ranked-bars-option';
import { inRange } from '@/lib/in-range';
import { frameStateOf } from '@/components/charts/chart-state';
import type { ChartExport, ChartRequest } from '@/components/charts/export/chart-export';
import {
  PARTNER_COLUMNS,
  flowExplorerHref,
  partnerCells,
  partnerWording,
  type PartnerChartProps,
} from './partner-chart-parts';
import { useChartClick } from '@/components/charts/use-chart-click';
import { largestOf, possessive } from '@/lib/phrases';
import { RequestId } from '@/components/ui/request-id';
import { useEmbedded } from '@/components/charts/chart-render-context';

export interface TopPartnersChartProps extends PartnerChartProps {
  limit: number;
  toolbar?: ReactNode;
  /** The requests behind the chart, with their request_ids, for the "Get this chart" panel. */
  requests?: ChartRequest[];
}

export function TopPartnersChart(props: TopPartnersChartProps) {
  const { cid, countryName, flow, from, to, product, limit, rows, query, toolbar } = props;
  const { theme } = useTheme();
  const navigate = useNavigate();
  const embedded = useEmbedded();
  const shown = useMemo(() => rows.slice(0, limit), [rows, limit]);
  const option = useMemo(() => buildRankedBarsOption({ rows: shown, flow, theme }), [shown, flow, theme]);
  const { containerRef, onRendered } = useChartClick((index) => {
    const row = shown[index];
    if (row) void navigate(flowExplorerHref(cid, row.id, flow, from, to, product));
  });

  const { range, what, productText } = partnerWording(props);
  const height = Math.max(200, shown.length * 26 + 40);
  const title = `Top ${what}${productText}`;
  const exportModel: ChartExport = {
    chartId: 'top-partners',
    title,
    subtitle: `${countryName}, ${range}${productText}, top ${shown.length} by value in US dollars`,
    requests: props.requests ?? [],
    ...(shown.length > 0
      ? {
          option,
          height,
        }
      : {}),
  };
  return (
    <ChartFrame
      reserve={Math.max(200, limit * 26 + 40)}
      chartId="top-partners"
      title={title}
      exportModel={exportModel}
      description={`${possessive(countryName)} ${largestOf(shown.length, what)}${productText}, ${range}, by value in US dollars. Select a bar or a table row to open the flows of that pair.`}
      {...frameStateOf(query, shown.length > 0)}
      toolbar={toolbar}
      emptyMessage={`No ${flow === 'export' ? 'exports' : 'imports'} reported for ${countryName}${productText} ${inRange(from, to)}.`}
      table={{
        caption: `${countryName}: top ${shown.length} ${what}${productText}, ${range}`,
        columns: PARTNER_COLUMNS,
        rows: shown.map((r) => partnerCells(props, r)),
      }}
      footer={
        <>
          {rows.length > shown.length && !embedded ? (
            <span>
              Showing {shown.length} of {rows.length} partners (limit {limit}).{' '}
            </span>
          ) : null}
          <RequestId id={query.data?.requestId} />
        </>
      }
    >
      <div ref={containerRef}>
        <EChart option={option} height={height} onRendered={onRendered} />
      </div>
    </ChartFrame>
  );
}
