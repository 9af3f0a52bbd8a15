/**
 * `partner-concentration`: the Herfindahl-Hirschman index of the country's partners for the
 * chosen flow, as a gauge with the 1992 DOJ/FTC Horizontal Merger Guidelines' bands and one sentence saying what the number
 * means here. Without a product filter the index is the service's (/trade/summary); with one,
 * it is that product's, computed from the product's partner list (productPartnerSummary), and
 * the card says so.
 */
import { useMemo } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { EChart } from '@/components/charts/e-chart';
import { useTheme } from '@/components/ui/theme';
import { formatCount, formatYearRange } from '@/lib/format';
import type { Flow } from '@/api/service-conventions';
import {
  buildConcentrationOption,
  describeHhi,
  hhiBandsNote,
  hhiMeasures,
  shareMeasures,
} from '@/components/charts/options/concentration-option';
import { normaliseHhi } from '@/lib/hhi';
import { type ChartQuery, frameStateOf } from '@/components/charts/chart-state';
import type { ChartExport, ChartRequest } from '@/components/charts/export/chart-export';
import type { SummaryLike } from '../country-figures';
import { possessive } from '@/lib/phrases';

export interface ConcentrationChartProps {
  countryName: string;
  flow: Flow;
  from?: number;
  to?: number;
  query: ChartQuery<SummaryLike>;
  nameOf: (id: string) => string;
  /** The requests behind the chart, with their request_ids, for the "Get this chart" panel. */
  requests?: ChartRequest[];
  /** The index is this product's alone (the page's product filter), as named: "Coffee (HS 0901)". */
  product?: string;
  /** How many partners the product's index is computed from. */
  partnerCount?: number;
}

export function ConcentrationChart({
  countryName,
  flow,
  from,
  to,
  query,
  nameOf,
  requests = [],
  product,
  partnerCount,
}: ConcentrationChartProps) {
  const { theme } = useTheme();
  const summary = query.data?.data;
  const hhi = normaliseHhi(summary?.partner_concentration);
  const option = useMemo(() => buildConcentrationOption({ hhi: hhi ?? 0, theme }), [hhi, theme]);
  const top = summary?.top_partners[0];
  const sentence = describeHhi({
    hhi,
    countryName,
    flow,
    topPartner: top ? { name: nameOf(top.partner), share: top.share } : null,
    product,
  });
  const range = formatYearRange(from, to);
  const title = `Partner concentration${product ? `, ${product}` : ''}`;
  const lower = `${flow === 'export' ? 'exports' : 'imports'}${product ? ` of ${product}` : ''}`;
  const productNote = productIndexNote(product, partnerCount);
  const exportModel: ChartExport = {
    chartId: 'partner-concentration',
    title,
    subtitle: `${countryName}, ${lower} across partners (Herfindahl-Hirschman index), ${range}`,
    requests,
    ...(summary && hhi !== null
      ? {
          option,
          height: 240,
        }
      : {}),
  };

  return (
    <ChartFrame
      reserve={240}
      chartId="partner-concentration"
      title={title}
      exportModel={exportModel}
      description={
        summary
          ? sentence
          : `How concentrated ${possessive(countryName)} ${lower} are across partners (Herfindahl-Hirschman index), ${range}.`
      }
      {...frameStateOf(query, hhi !== null)}
      emptyMessage={sentence}
      table={{
        caption: `${countryName}: concentration of ${lower} across partners, ${range}`,
        columns: [{ label: 'Measure' }, { label: 'Value', numeric: true }],
        rows: concentrationRows(hhi, summary, nameOf),
      }}
      footer={
        <p className="chart-frame__note">
          {productNote ? <strong>{productNote} </strong> : null}
          {hhiBandsNote()}
        </p>
      }
    >
      <EChart option={option} height={240} />
    </ChartFrame>
  );
}

/** The table: the index's measures, then each top partner's share and value. */
function concentrationRows(
  hhi: number | null,
  summary: SummaryLike | undefined,
  nameOf: (id: string) => string,
) {
  return [
    ...hhiMeasures(hhi),
    ...(summary?.top_partners ?? []).flatMap((p) =>
      shareMeasures(`${nameOf(p.partner)} (${p.partner})`, p.share, p.value_usd),
    ),
  ];
}

/** Under a product filter, what the index is computed from. */
function productIndexNote(product: string | undefined, partnerCount: number | undefined): string | null {
  if (!product) return null;
  const count = partnerCount === undefined ? '' : `${formatCount(partnerCount)} `;
  return `${product} only: the index is computed from that product's ${count}partners.`;
}
