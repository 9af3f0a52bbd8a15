/**
 * What the two partner charts (`top-partners`, `partner-map`) share: their props, their wording
 * and their table cells, where each partner leads to the flow explorer for the pair.
 */
import { Link } from 'react-router';
import { formatPercent, formatUsdExact, formatYearRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Flow } from '@/api/service-conventions';
import type { RankedRow } from '@/components/charts/options/ranked-bars-option';
import { type ChartQuery } from '@/components/charts/chart-state';
import type { ChartTableColumn } from '@/components/charts/chart-frame';
import { valueCell, type TableCell } from '@/components/charts/table-cell';

export interface PartnerChartProps {
  cid: string;
  countryName: string;
  flow: Flow;
  from?: number;
  to?: number;
  product?: string;
  /** The product filter as named ("Coffee (HS 0901)", lib/hs productLabel); the code when absent. */
  productLabel?: string;
  /** Every partner, ranked (already with names and shares). */
  rows: readonly RankedRow[];
  /** The reference total of the shares (carried by a snapshot), null when unknown. */
  total?: number | null;
  query: ChartQuery<unknown>;
}

type PairSelection = Pick<PartnerChartProps, 'cid' | 'flow' | 'from' | 'to' | 'product'>;

export function flowExplorerHref(
  cid: string,
  partner: string,
  flow: Flow,
  from?: number,
  to?: number,
  product?: string,
) {
  return paths.flows.getHref({ reporter: cid, partner, product, flow, from, to });
}

/** "export destinations" / "import origins", the range and the product filter, as the charts word them. */
export function partnerWording({
  flow,
  from,
  to,
  product,
  productLabel,
}: Omit<PairSelection, 'cid'> & { productLabel?: string }) {
  const named = productLabel ?? (product ? `HS ${product}` : undefined);
  return {
    range: formatYearRange(from, to),
    what: flow === 'export' ? 'export destinations' : 'import origins',
    productText: named ? ` for ${named}` : '',
  };
}

export const PARTNER_COLUMNS: ChartTableColumn[] = [
  { label: 'Partner' },
  { label: 'Value (USD)', numeric: true },
  { label: 'Share', numeric: true, unit: 'fraction' },
];

/** A partner's table cells: a link to the pair's flows, the exact value and the share. */
export function partnerCells({ cid, flow, from, to, product }: PairSelection, row: RankedRow): TableCell[] {
  return [
    <Link key={row.id} to={flowExplorerHref(cid, row.id, flow, from, to, product)}>
      {row.name} <span className="code">({row.id})</span>
    </Link>,
    valueCell(row.value, formatUsdExact),
    valueCell(row.share, formatPercent),
  ];
}
