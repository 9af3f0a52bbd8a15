/**
 * An obviously-correct reference for the engine's answers over a tiny world: it filters the
 * world's rows as given (strings, one by one, no index) under the rules of open-points.md and
 * groups them with plain maps. Slow and simple on purpose; the engine's indexes, precomputed
 * cells and fast paths must give exactly the same answers.
 */
import type {
  Flow,
  GroupedPoint,
  Markets,
  Selection,
  TradeObservation,
  TradeSummary,
  YearBounds,
} from '@/emulator/engine/engine-types';
import type { ObservationInput } from '@/emulator/world/generate';
import { UNITS, unitFor } from '@/emulator/world/units';
import type { TinyWorldSpec } from './tiny-world';

type Row = ObservationInput;
type Direction = 'export' | 'import';

const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function hsVersionOf(year: number): number {
  if (year <= 2011) return 2007;
  if (year <= 2016) return 2012;
  if (year <= 2021) return 2017;
  return 2022;
}

/** Sum, count and the two quantity rules of open-points.md over some rows. */
function totals(rows: Row[]) {
  const value = rows.reduce((s, r) => s + r.value_usd, 0);
  const units = new Set(rows.map((r) => unitFor(r.hs6).unit));
  const quantity =
    rows.length > 0 && units.size === 1 && rows.every((r) => r.quantity !== null)
      ? rows.reduce((s, r) => s + r.quantity!, 0)
      : null;
  const withQuantity = rows.filter((r) => r.quantity !== null);
  const qtyUnits = new Set(withQuantity.map((r) => unitFor(r.hs6).unit));
  const qty = withQuantity.reduce((s, r) => s + r.quantity!, 0);
  const unitValue =
    withQuantity.length > 0 && qtyUnits.size === 1 && qty > 0
      ? withQuantity.reduce((s, r) => s + r.value_usd, 0) / qty
      : null;
  return { value, count: rows.length, quantity, unitValue };
}

export function referenceEngine(spec: TinyWorldSpec) {
  const groups = new Map((spec.groups ?? []).map((g) => [g.id, new Set(g.members)]));
  const known = (id: string) => id === 'XW' || groups.has(id) || spec.countries.some((c) => c.id === id);

  /** null: no restriction (absent or World). */
  const side = (id: string | undefined): { members: Set<string>; group: boolean } | null => {
    if (id === undefined || id === 'XW') return null;
    const g = groups.get(id);
    return g ? { members: g, group: true } : { members: new Set([id]), group: false };
  };

  /** The direction each row of the selection matches in (export first); rows matching neither are left out. */
  function matching(sel: Selection): { row: Row; dir: Direction }[] {
    if (sel.reporter !== undefined && !known(sel.reporter)) return [];
    if (sel.partner !== undefined && !known(sel.partner)) return [];
    const rep = side(sel.reporter);
    const part = side(sel.partner);
    const reporterIs = (own: string, other: string) =>
      rep === null || (rep.members.has(own) && !(rep.group && rep.members.has(other)));
    const partnerIs = (id: string) => part === null || part.members.has(id);
    const out: { row: Row; dir: Direction }[] = [];
    for (const row of spec.rows) {
      if (sel.from !== undefined && row.year < sel.from) continue;
      if (sel.to !== undefined && row.year > sel.to) continue;
      if (sel.product !== undefined && !row.hs6.startsWith(sel.product)) continue;
      if (sel.flow !== 'import' && reporterIs(row.exporter, row.importer) && partnerIs(row.importer))
        out.push({ row, dir: 'export' });
      else if (sel.flow !== 'export' && reporterIs(row.importer, row.exporter) && partnerIs(row.exporter))
        out.push({ row, dir: 'import' });
    }
    return out;
  }

  function counterpart(m: { row: Row; dir: Direction }, sel: Selection): string {
    if (sel.reporter !== undefined) return m.dir === 'export' ? m.row.importer : m.row.exporter;
    return sel.flow === 'import' ? m.row.importer : m.row.exporter;
  }

  function groupBy(rows: Row[], key: (r: Row) => string): Map<string, Row[]> {
    const out = new Map<string, Row[]>();
    for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
    return out;
  }

  function point(field: keyof GroupedPoint, key: string, rows: Row[]): GroupedPoint {
    const t = totals(rows);
    return { [field]: key, value_usd: t.value, quantity: t.quantity, flow_count: t.count };
  }

  function series(rows: Row[]): GroupedPoint[] {
    return [...groupBy(rows, (r) => `${r.year}-01-01`)]
      .sort(([a], [b]) => byString(a, b))
      .map(([k, rs]) => point('period', k, rs));
  }

  function ranking(
    field: 'partner' | 'exporter' | 'importer' | 'hs6',
    grouped: Map<string, Row[]>,
    limit: number,
  ): GroupedPoint[] {
    return [...grouped]
      .map(([k, rs]) => point(field, k, rs))
      .sort((a, b) => b.value_usd - a.value_usd || byString(a[field]!, b[field]!))
      .slice(0, limit);
  }

  return {
    matching,

    trade(sel: Selection, limit: number): TradeObservation[] {
      return matching(sel)
        .map(({ row }) => row)
        .sort(
          (a, b) =>
            b.year - a.year ||
            b.value_usd - a.value_usd ||
            byString(a.exporter, b.exporter) ||
            byString(a.importer, b.importer) ||
            byString(a.hs6, b.hs6),
        )
        .slice(0, limit)
        .map((r) => ({
          exporter: r.exporter,
          importer: r.importer,
          hs6: r.hs6,
          hs_version: hsVersionOf(r.year),
          period: `${r.year}-01-01`,
          granularity: 'year',
          value_usd: r.value_usd,
          quantity: r.quantity,
          quantity_unit: UNITS[unitFor(r.hs6).unit]!,
        }));
    },

    summary(sel: Selection): TradeSummary {
      const ms = matching(sel);
      const rows = ms.map((m) => m.row);
      const t = totals(rows);
      const periods = series(rows).map((p) => ({ period: p.period!, value_usd: p.value_usd }));
      let growth: number | null = null;
      if (periods.length >= 2) {
        const first = periods[0]!;
        const last = periods[periods.length - 1]!;
        const years = Number(last.period.slice(0, 4)) - Number(first.period.slice(0, 4));
        if (first.value_usd > 0) growth = (last.value_usd / first.value_usd) ** (1 / years) - 1;
      }
      const byCounterpart = new Map<string, number>();
      for (const m of ms)
        byCounterpart.set(
          counterpart(m, sel),
          (byCounterpart.get(counterpart(m, sel)) ?? 0) + m.row.value_usd,
        );
      const partners = [...byCounterpart].sort(([a, va], [b, vb]) => vb - va || byString(a, b));
      const hhi =
        t.count > 0 && t.value > 0 ? partners.reduce((s, [, v]) => s + ((100 * v) / t.value) ** 2, 0) : null;
      return {
        trade_value: t.count > 0 ? t.value : null,
        quantity: t.quantity,
        growth,
        unit_value: t.unitValue,
        top_partners: partners
          .slice(0, 10)
          .map(([partner, v]) => ({ partner, value_usd: v, share: t.value > 0 ? v / t.value : 0 })),
        partner_concentration: hhi,
        periods,
      };
    },

    productTrade(prefix: string, sel: Omit<Selection, 'product'>): GroupedPoint[] {
      return series(matching({ ...sel, product: prefix }).map((m) => m.row));
    },

    productMarkets(prefix: string, years: YearBounds, limit: number): Markets {
      const rows = matching({ product: prefix, ...years }).map((m) => m.row);
      return {
        top_exporters: ranking(
          'exporter',
          groupBy(rows, (r) => r.exporter),
          limit,
        ),
        top_importers: ranking(
          'importer',
          groupBy(rows, (r) => r.importer),
          limit,
        ),
      };
    },

    countrySeries(id: string, flow: Flow, filter: Omit<Selection, 'reporter' | 'flow'>): GroupedPoint[] {
      return series(matching({ ...filter, reporter: id, flow }).map((m) => m.row));
    },

    countryPartners(
      id: string,
      flow: Flow,
      filter: Omit<Selection, 'reporter' | 'flow' | 'partner'>,
      limit: number,
    ): GroupedPoint[] {
      const sel = { ...filter, reporter: id, flow };
      const ms = matching(sel);
      const grouped = new Map<string, Row[]>();
      for (const m of ms)
        grouped.set(counterpart(m, sel), [...(grouped.get(counterpart(m, sel)) ?? []), m.row]);
      return ranking('partner', grouped, limit);
    },

    countryProducts(id: string, flow: Flow, years: YearBounds, limit: number): GroupedPoint[] {
      const rows = matching({ ...years, reporter: id, flow }).map((m) => m.row);
      return ranking(
        'hs6',
        groupBy(rows, (r) => r.hs6),
        limit,
      );
    },
  };
}
