/**
 * Pure transforms of the product view: the markets lists as ranked rows with shares, unit values
 * per exporter, the children of a chapter or a heading ranked by their world trade, and the
 * exporters' shares of world trade per year. (The concentration of a markets list: lib/hhi.ts.)
 */
import { groupedPointKey, type GroupedPoint } from '@/api/service-conventions';
import { equivalentPartners, hhiBand } from '@/components/charts/options/concentration-option';
import { HHI_MAX } from '@/lib/hhi';
import { toYearSeries, type SeriesPointInput } from '@/components/charts/options/series-option';
import { formatHhi, formatNumber, formatPercent, formatUsdCompact } from '@/lib/format';

export type MarketSide = 'exporter' | 'importer';

export interface MarketRow {
  /** Country id (ISO alpha-2 or a group id). */
  id: string;
  name: string;
  value: number;
  /** Fraction of the list's total; null when the total is not positive. */
  share: number | null;
  quantity: number | null;
}

/** The rows of `top_exporters` or `top_importers`, ranked, with shares of the list's total. */
export function toMarketRows(
  points: readonly GroupedPoint[] | undefined,
  side: MarketSide,
  nameOf: (id: string) => string,
): MarketRow[] {
  const keyed = (points ?? []).flatMap((p) => {
    const id = groupedPointKey(p, side);
    return id ? [{ id, value: p.value_usd, quantity: p.quantity ?? null }] : [];
  });
  const total = keyed.reduce((sum, r) => sum + r.value, 0);
  return keyed
    .map((r) => ({ ...r, name: nameOf(r.id), share: total > 0 ? r.value / total : null }))
    .sort((a, b) => b.value - a.value || a.id.localeCompare(b.id));
}

export interface PriceRow {
  id: string;
  name: string;
  value: number;
  /** null: the exporter reports no quantity (or a zero one), so it has no unit value. */
  quantity: number | null;
  unitValue: number | null;
}

/**
 * Unit value per exporter (value ÷ quantity), cheapest first; exporters without a usable
 * quantity (null or zero) come last with a null unit value, never a zero or an infinity.
 */
export function toPriceRows(rows: readonly MarketRow[]): PriceRow[] {
  const priced = rows.map((r) => ({
    id: r.id,
    name: r.name,
    value: r.value,
    quantity: r.quantity,
    unitValue: r.quantity !== null && r.quantity > 0 ? r.value / r.quantity : null,
  }));
  return priced.sort((a, b) => {
    if (a.unitValue === null || b.unitValue === null) {
      if (a.unitValue !== b.unitValue) return a.unitValue === null ? 1 : -1;
      return b.value - a.value || a.id.localeCompare(b.id);
    }
    return a.unitValue - b.unitValue || a.id.localeCompare(b.id);
  });
}

export interface ChildProduct {
  /** A heading (under a chapter) or an HS6 code (under a heading). */
  code: string;
  name: string | null;
}

/**
 * The level below a chapter (its headings) or a heading (its HS6 codes), from the catalog's
 * matches of GET /products/{pid}: only codes the service knows, so filtering by them is never a
 * 422. An HS6 code has no children.
 */
export function childProducts(
  pid: string,
  matches: readonly { hs6: string; name: string; parent_hs4?: string | null }[] | undefined,
): ChildProduct[] {
  if (!matches || pid.length === 6) return [];
  if (pid.length === 4) {
    return matches.filter((m) => m.hs6.startsWith(pid)).map((m) => ({ code: m.hs6, name: m.name }));
  }
  const headings = new Set<string>();
  for (const m of matches) if (m.hs6.startsWith(pid)) headings.add(m.parent_hs4 || m.hs6.slice(0, 4));
  // Heading names come from the nomenclature, where the view draws them (not in the loader's bundle).
  return [...headings].sort().map((code) => ({ code, name: null }));
}

/**
 * The World group's ranked HS6 codes of a chapter, summed per heading (its first four digits):
 * codes outside the chapter or without a code are left out.
 */
export function headingSumsOf(
  ranked: readonly { hs6?: string | null; value_usd: number }[],
  chapter: string,
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const p of ranked)
    if (p.hs6?.startsWith(chapter))
      sums.set(p.hs6.slice(0, 4), (sums.get(p.hs6.slice(0, 4)) ?? 0) + p.value_usd);
  return sums;
}

export interface ChildRow extends ChildProduct {
  /** World trade over the range; null while unknown or when the child had no trade. */
  value: number | null;
  share: number | null;
}

/** Children ranked by value (those without a value last, by code), shares of the parent's total. */
export function rankChildren(
  children: readonly ChildProduct[],
  valueOf: (code: string) => number | null,
  parentTotal: number | null,
): ChildRow[] {
  return children
    .map((c) => {
      const value = valueOf(c.code);
      return {
        ...c,
        value,
        share: value !== null && parentTotal && parentTotal > 0 ? value / parentTotal : null,
      };
    })
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.code.localeCompare(b.code) : a.value === null ? 1 : -1;
      return b.value - a.value || a.code.localeCompare(b.code);
    });
}

export interface ShareSeries {
  id: string;
  name: string;
  /** One per year of the range: the exporter's share of world exports, null where unknown. */
  shares: (number | null)[];
}

/**
 * Each exporter's share of world trade per year. A year where the world has no trade, or the
 * exporter none, is null (a gap), not zero: "not reported" is not "no share".
 */
export function exporterShares(
  world: readonly SeriesPointInput[],
  exporters: readonly { id: string; name: string; points: readonly SeriesPointInput[] }[],
  from: number | undefined,
  to: number | undefined,
): { years: number[]; series: ShareSeries[] } {
  const worldRows = toYearSeries(world, 'value', from, to);
  const years = worldRows.map((r) => r.year);
  const series = exporters.map((e) => {
    const own = new Map(toYearSeries(e.points, 'value', from, to).map((r) => [r.year, r.value]));
    return {
      id: e.id,
      name: e.name,
      shares: worldRows.map((w) => {
        const v = own.get(w.year) ?? null;
        return v !== null && w.value !== null && w.value > 0 ? v / w.value : null;
      }),
    };
  });
  return { years, series };
}

/**
 * One sentence on a market's concentration, e.g. "The exporters of coffee are highly
 * concentrated (HHI 2,345 of 10,000), as concentrated as 4.3 equal suppliers. The largest,
 * Brazil, has 30.2%." Plain text (not HTML).
 */
export function describeMarketConcentration(input: {
  hhi: number | null;
  side: MarketSide;
  productLabel: string;
  top: { name: string; share: number | null } | null;
}): string {
  const who = `The ${input.side === 'exporter' ? 'exporters' : 'importers'} of ${input.productLabel}`;
  if (input.hhi === null) return `${who} cannot be measured: no trade is reported in this range.`;
  const equivalent = equivalentPartners(input.hhi);
  const role = input.side === 'exporter' ? 'suppliers' : 'buyers';
  const equal =
    equivalent === null
      ? ''
      : equivalent < 1.05
        ? `, as if a single country ${input.side === 'exporter' ? 'supplied' : 'bought'} it all`
        : `, as concentrated as ${formatNumber(Math.round(equivalent * 10) / 10)} equal ${role}`;
  const top =
    input.top && input.top.share !== null && input.top.share > 0
      ? ` The largest, ${input.top.name}, has ${formatNumber(Math.round(input.top.share * 1000) / 10)}%.`
      : '';
  return `${who} are ${hhiBand(input.hhi)} (HHI ${formatHhi(input.hhi)} of ${formatHhi(HHI_MAX)})${equal}.${top}`;
}

export interface TotalsInput {
  productLabel: string;
  /** The summary's trade value (all flows of the product in the range). */
  summaryValue: number | null;
  /** The world series' sum over the range. */
  seriesValue: number | null;
  /**
   * The series the page draws when it is narrowed to one country (`reporter`): whose it is
   * ("Kenya's exports") and its sum over the range; absent when the page draws the world's.
   */
  narrowed?: { what: string; value: number | null };
  exporters: { sum: number; count: number; truncated: boolean } | null;
  importers: { sum: number; count: number; truncated: boolean } | null;
  /** The valued children's sum and count, when every child was valued. */
  children: { sum: number; count: number } | null;
}

const agree = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, Math.abs(b) * 1e-9);

/**
 * How the page's totals fit together, one sentence each: they agree, or the note says why not
 * (a list cut at the endpoint's limit). A disagreement that has no reason is said as such.
 */
export function reconcileProductTotals(input: TotalsInput): string[] {
  const total = input.summaryValue;
  if (total === null) return [`No trade is reported for ${input.productLabel} in this range.`];
  const out: string[] = [];
  const usd = (v: number) => formatUsdCompact(v);
  const { narrowed } = input;
  if (narrowed && narrowed.value !== null)
    out.push(
      `The yearly series shown is ${narrowed.what} only: it sums to ${usd(narrowed.value)}, ${formatPercent(narrowed.value / total)} of the world total of ${usd(total)}.`,
    );
  if (input.seriesValue !== null) {
    const series = narrowed ? "The world's yearly series (not drawn here)" : 'The yearly series';
    out.push(
      agree(input.seriesValue, total)
        ? `${series} sums to the world total of ${usd(total)}.`
        : `${series} sums to ${usd(input.seriesValue)}, the summary says ${usd(total)}: the two disagree.`,
    );
  }
  for (const [list, side] of [
    [input.exporters, 'exporters'],
    [input.importers, 'importers'],
  ] as const) {
    if (!list) continue;
    if (agree(list.sum, total))
      out.push(`All ${list.count} ${side} together account for the same ${usd(total)}.`);
    else if (list.truncated)
      out.push(
        `The ${list.count} largest ${side} (the markets list ends there) account for ${usd(list.sum)}, ${formatPercent(list.sum / total)} of the total; their shares are of that sum.`,
      );
    else
      out.push(
        `The ${list.count} ${side} account for ${usd(list.sum)}, the summary says ${usd(total)}: the two disagree.`,
      );
  }
  if (input.children) {
    out.push(
      agree(input.children.sum, total)
        ? `Its ${input.children.count} codes one level down add up to the same total.`
        : `Its ${input.children.count} codes one level down add up to ${usd(input.children.sum)}, not ${usd(total)}: the two disagree.`,
    );
  }
  return out;
}
