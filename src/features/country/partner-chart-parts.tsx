/**
 * What the two partner charts (`top-partners`, `partner-map`) share: their props, their wording
 * and their table cells, where each partner leads to the flow explorer for the pair.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPercent, formatUsdExact, formatYearRange } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Flow } from '@/api/service-conventions';
import type { RankedRow } from '@/components/charts/options/ranked-bars-option';
import { snapshotInput, type ChartQuery } from '@/components/charts/chart-state';
import {
  readArray,
  readNullableNumber,
  readNumber,
  readOneOf,
  readOptionalNumber,
  readOptionalString,
  readRecord,
  readString,
} from '@/components/charts/export/snapshot-schema';

export interface PartnerChartProps {
  cid: string;
  countryName: string;
  flow: Flow;
  from?: number;
  to?: number;
  product?: string;
  /** Every partner, ranked (already with names and shares). */
  rows: readonly RankedRow[];
  /** The reference total of the shares (carried by a snapshot), null when unknown. */
  total?: number | null;
  query: ChartQuery<unknown>;
}

type PairSelection = Pick<PartnerChartProps, 'cid' | 'flow' | 'from' | 'to' | 'product'>;

export function flowExplorerHref(cid: string, partner: string, flow: Flow, from?: number, to?: number, product?: string) {
  return paths.flows.getHref({ reporter: cid, partner, product, flow, from, to });
}

/** "export destinations" / "import origins", the range and the product filter, as the charts word them. */
export function partnerWording({ flow, from, to, product }: Omit<PairSelection, 'cid'>) {
  return {
    range: formatYearRange(from, to),
    what: flow === 'export' ? 'export destinations' : 'import origins',
    productText: product ? ` for product ${product}` : '',
  };
}

export const PARTNER_COLUMNS = [
  { label: 'Partner' },
  { label: 'Value (USD)', numeric: true },
  { label: 'Share', numeric: true },
];

/** A partner's table cells: a link to the pair's flows, the exact value and the share. */
export function partnerCells({ cid, flow, from, to, product }: PairSelection, row: RankedRow): ReactNode[] {
  return [
    <Link key={row.id} to={flowExplorerHref(cid, row.id, flow, from, to, product)}>
      {row.name} <span className="code">({row.id})</span>
    </Link>,
    formatUsdExact(row.value),
    row.share === null ? 'n/a' : formatPercent(row.share),
  ];
}

/** A partner's table cells as text (CSV, JSON): the same wording and rounding as partnerCells. */
export function partnerText(row: RankedRow): string[] {
  return [`${row.name} (${row.id})`, formatUsdExact(row.value), row.share === null ? 'n/a' : formatPercent(row.share)];
}

/**
 * What a snapshot of a partner chart carries: the selection and the ranked partners as
 * `[id, value]` (names are the runtime's country names, shares come from `total`), so a
 * 200-partner map stays a short link.
 */
export interface PartnerSnapshot {
  cid: string;
  name: string;
  flow: Flow;
  from?: number;
  to?: number;
  product?: string;
  limit?: number;
  /** The reference total of the shares, null when unknown. */
  total: number | null;
  rows: [string, number][];
}

export function partnerSnapshot(props: PartnerChartProps, rows: readonly RankedRow[], limit?: number): PartnerSnapshot {
  return {
    cid: props.cid,
    name: props.countryName,
    flow: props.flow,
    from: props.from,
    to: props.to,
    product: props.product,
    limit,
    total: props.total ?? null,
    rows: rows.map((r) => [r.id, r.value]),
  };
}

/** Reads a partner snapshot back into the chart's props (throws SnapshotError when malformed). */
export function readPartnerSnapshot(data: unknown, nameOf: (id: string) => string, requestId?: string) {
  const d = readRecord(data, 'data');
  const rows = readArray(d.rows, 'rows', 600, (r, i) => {
    const pair = readArray(r, `row ${i}`, 2, (v) => v);
    return { id: readString(pair[0], 'partner id', 10), value: readNumber(pair[1], 'value') };
  });
  const total = readNullableNumber(d.total ?? null, 'total');
  const partnerRows: RankedRow[] = rows.map((r) => ({
    id: r.id,
    name: nameOf(r.id),
    value: r.value,
    share: total && total > 0 ? r.value / total : null,
  }));
  return {
    total,
    cid: readString(d.cid, 'country id', 10),
    countryName: readString(d.name, 'country name'),
    flow: readOneOf(d.flow, 'flow', ['export', 'import'] as const),
    from: readOptionalNumber(d.from, 'from'),
    to: readOptionalNumber(d.to, 'to'),
    product: readOptionalString(d.product, 'product', 12),
    limit: readOptionalNumber(d.limit, 'limit'),
    rows: partnerRows,
    query: snapshotInput<unknown>(partnerRows, requestId),
  };
}
