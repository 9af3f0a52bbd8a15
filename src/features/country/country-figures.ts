/**
 * Pure computations behind the key figures and the totals footnote, kept out of components so
 * the arithmetic (and the honesty of what it says) is unit-tested.
 */
import { formatPercent, formatUsdCompact } from '@/lib/format';
import { hhiOf, normaliseHhi } from '@/lib/hhi';

import { ALL_PARTNERS_LIMIT } from './country-requests';

export interface SummaryLike {
  trade_value: number | null;
  growth: number | null;
  partner_concentration: number | null;
  top_partners: { partner: string; value_usd: number; share: number }[];
  periods?: readonly unknown[];
}

export interface FlowFigures {
  value: number | null;
  /** The years with trade the summary lists; undefined where it lists none at all (not given). */
  yearsWithTrade: number | undefined;
  growth: number | null;
  hhi: number | null;
  /** Partners with reported trade; null while unknown. */
  partnerCount: number | null;
  /** True when the partner list hit the endpoint's limit, so the count is a lower bound. */
  partnerCountIsLowerBound: boolean;
}

export function flowFigures(
  summary: SummaryLike | undefined,
  partners: readonly { value_usd: number }[] | undefined,
): FlowFigures {
  return {
    value: summary?.trade_value ?? null,
    yearsWithTrade: summary?.periods?.length,
    growth: summary?.growth ?? null,
    hhi: normaliseHhi(summary?.partner_concentration),
    partnerCount: partners ? partners.length : null,
    partnerCountIsLowerBound: partners ? partners.length >= ALL_PARTNERS_LIMIT : false,
  };
}

/** Exports minus imports; null unless both are known (a missing side is not a zero). */
export function tradeBalance(exports: number | null, imports: number | null): number | null {
  if (exports === null || imports === null) return null;
  return exports - imports;
}

/** As many top partners as the service's summary lists. */
const TOP_PARTNERS = 10;

/**
 * One product's concentration figures in the summary's shape, from that product's whole partner
 * list (`/countries/{cid}/partners?product=…&limit=500`): the service's summary has no
 * per-product partner index next to the all-products one the card would otherwise show.
 */
export function productPartnerSummary(
  points: readonly { partner?: string | null; value_usd: number }[],
): SummaryLike {
  const rows = points
    .filter(
      (p): p is { partner: string; value_usd: number } => typeof p.partner === 'string' && p.value_usd > 0,
    )
    .sort((a, b) => b.value_usd - a.value_usd || a.partner.localeCompare(b.partner));
  const total = rows.reduce((sum, r) => sum + r.value_usd, 0);
  return {
    trade_value: total > 0 ? total : null,
    growth: null,
    partner_concentration: hhiOf(rows.map((r) => r.value_usd)),
    top_partners: rows
      .slice(0, TOP_PARTNERS)
      .map((r) => ({ partner: r.partner, value_usd: r.value_usd, share: r.value_usd / total })),
  };
}

export function sumValues(rows: readonly { value_usd: number }[] | undefined): number | null {
  if (!rows) return null;
  return rows.reduce((s, r) => s + r.value_usd, 0);
}

export interface TotalsInput {
  flowLabel: string;
  /** The summary's trade value for the flow (whole country, no filters). */
  summaryValue: number | null;
  /** Sum of the series over the range, and whether filters narrow it. */
  seriesValue: number | null;
  seriesFiltered: boolean;
  /** Sum over every partner the partners endpoint returned (limit ALL_PARTNERS_LIMIT). */
  allPartnersValue: number | null;
  allPartnersCount: number | null;
  /** Sum over the partners the chart shows (cut by `limit`). */
  shownPartnersValue: number | null;
  shownPartnersCount: number | null;
  /** The partner ranking is restricted to a product. */
  partnersFiltered: boolean;
}

/** Within half a per mille, or a dollar: float sums of the same rows in another order. */
function agrees(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(1, Math.abs(b) * 5e-4);
}

/**
 * Sentences saying how the totals on the page relate: equal where they must be, and why they
 * differ where they may (a filter, or the partner chart cut by `limit`).
 */
export function reconcileTotals(t: TotalsInput): string[] {
  const notes: string[] = [];
  const total = t.summaryValue;
  if (total === null) return [`No ${t.flowLabel} reported in this range, so there is no total to compare.`];
  const totalText = formatUsdCompact(total);

  if (t.seriesValue !== null) {
    if (t.seriesFiltered) {
      notes.push(
        `The ${t.flowLabel} series is narrowed by the product or partner filter: it sums to ${formatUsdCompact(
          t.seriesValue,
        )} (${formatPercent(t.seriesValue / total)} of the ${totalText} total).`,
      );
    } else if (agrees(t.seriesValue, total)) {
      notes.push(`The yearly ${t.flowLabel} series sums to the total of ${totalText}.`);
    } else {
      notes.push(
        `The yearly ${t.flowLabel} series sums to ${formatUsdCompact(t.seriesValue)}, the summary says ${totalText}: the service's figures disagree.`,
      );
    }
  }

  if (t.allPartnersValue !== null && !t.partnersFiltered) {
    const count = t.allPartnersCount === null ? '' : `${t.allPartnersCount} `;
    if (agrees(t.allPartnersValue, total)) {
      notes.push(`All ${count}partners together account for the same ${totalText}.`);
    } else {
      notes.push(
        `The ${count}partners returned sum to ${formatUsdCompact(
          t.allPartnersValue,
        )}: the partner list is capped at ${ALL_PARTNERS_LIMIT} partners or the service's figures disagree.`,
      );
    }
  }

  if (t.shownPartnersValue !== null && t.shownPartnersCount !== null) {
    const base = t.partnersFiltered ? 'of the product-restricted total' : `of the ${totalText} total`;
    const reference = t.partnersFiltered ? t.allPartnersValue : total;
    if (t.allPartnersCount !== null && t.shownPartnersCount < t.allPartnersCount) {
      const share = reference ? ` (${formatPercent(t.shownPartnersValue / reference)} ${base})` : '';
      notes.push(
        `The partner chart shows the top ${t.shownPartnersCount} of ${t.allPartnersCount} partners (cut by the limit): ${formatUsdCompact(
          t.shownPartnersValue,
        )}${share}.`,
      );
    }
  }
  return notes;
}
