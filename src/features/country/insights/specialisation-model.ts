/**
 * The country's RCA per HS6 product from the answers of its request plan (use-insights-data.ts):
 * the country's export ranking and total, the World group's ranking and total, and the markets
 * of the country's largest export products. A product outside the world's ranking takes its
 * world value from its markets (the sum of its exporters, exact when the list is shorter than the
 * endpoint's limit); the markets also give the country's world rank. What is still unknown is
 * counted, so the view can say which products the figures cover.
 */
import type { GroupedPoint } from '@/api/service-conventions';
import { formatCount } from '@/lib/format';
import { balassaRca, worldRank, type RcaRow } from '@/lib/specialisation/rca';
import { rankedList, type KeyedValue } from '@/lib/specialisation/shares';

export interface MarketsAnswer {
  top_exporters: readonly GroupedPoint[];
}

export interface SpecialisationRow extends RcaRow {
  /** The country's place among the product's exporters; null when not known. */
  rank: number | null;
  /** Whether a markets answer was asked for this product (rank known or "beyond the list"). */
  rankAsked: boolean;
  /** The markets list was cut at its limit without the country: its rank is beyond it. */
  rankBeyond: number | null;
}

/**
 * A reporter whose exports of every product are the world's (the World group): its RCA is 1 by
 * construction, so none of its rows is a specialisation. A sole exporter of a product also has
 * all of its world market, but an RCA far above 1.
 */
export function isTheWorld(rows: readonly RcaRow[]): boolean {
  const near = (x: number | null, to: number) => x !== null && Math.abs(x - to) < 1e-9;
  return rows.length > 0 && rows.every((r) => near(r.rca, 1) && near(r.worldMarketShare, 1));
}

/** The country's world rank for a product as the tables say it. */
export function worldRankText(row: SpecialisationRow): string {
  if (row.rank !== null) return formatCount(row.rank);
  if (row.rankBeyond !== null) return `beyond ${formatCount(row.rankBeyond)}`;
  return row.rankAsked ? 'not listed' : 'not requested';
}

export interface SpecialisationModel {
  rows: SpecialisationRow[];
  /** How many of the country's products have an RCA, and their value. */
  covered: { count: number; value: number };
  uncovered: { count: number; value: number };
  /** The world ranking was cut by its limit (always, for a real world). */
  worldCut: boolean;
  worldListed: number;
}

export interface SpecialisationInput {
  cid: string;
  country: readonly GroupedPoint[];
  countryTotal: number | null;
  world: readonly GroupedPoint[];
  worldLimit: number;
  worldTotal: number | null;
  /** Markets answers by HS6 code (only those asked for and answered). */
  markets: ReadonlyMap<string, MarketsAnswer>;
  marketsLimit: number;
}

const byHs6 = (points: readonly GroupedPoint[]) =>
  points.map((p) => ({ key: p.hs6 ?? '', value: p.value_usd }));
const exportersOf = (m: MarketsAnswer): KeyedValue[] =>
  m.top_exporters.map((p) => ({ key: p.exporter ?? '', value: p.value_usd }));

export function buildSpecialisationModel(input: SpecialisationInput): SpecialisationModel {
  const world = rankedList(byHs6(input.world), input.worldLimit);
  const worldValues: KeyedValue[] = [...world.rows];
  const listed = new Set(world.rows.map((r) => r.key));
  for (const [code, m] of input.markets) {
    if (listed.has(code) || m.top_exporters.length >= input.marketsLimit) continue;
    worldValues.push({ key: code, value: exportersOf(m).reduce((s, r) => s + r.value, 0) });
  }
  const rca = balassaRca({
    country: rankedList(byHs6(input.country), Number.POSITIVE_INFINITY).rows,
    countryTotal: input.countryTotal,
    world: worldValues,
    worldTotal: input.worldTotal,
  });
  const rows = rca.map((r): SpecialisationRow => {
    const m = input.markets.get(r.key);
    const exporters = m ? exportersOf(m) : [];
    const rank = m ? worldRank(exporters, input.cid) : null;
    return {
      ...r,
      rank,
      rankAsked: m !== undefined,
      rankBeyond: m && rank === null && exporters.length >= input.marketsLimit ? input.marketsLimit : null,
    };
  });
  return {
    ...coverageOf(rows),
    worldCut: !world.complete,
    worldListed: world.rows.length,
  };
}

function coverageOf(rows: SpecialisationRow[]) {
  const sum = (list: SpecialisationRow[]) => ({
    count: list.length,
    value: list.reduce((s, r) => s + r.value, 0),
  });
  return {
    rows,
    covered: sum(rows.filter((r) => r.rca !== null)),
    uncovered: sum(rows.filter((r) => r.rca === null)),
  };
}

/**
 * The model of a chapter or section level (level-rca.ts): no world rank there (markets are per
 * HS6 product); `worldListed` counts the keys whose totals were asked for.
 */
export function buildLevelModel(rows: readonly RcaRow[], asked: number): SpecialisationModel {
  const withRank = rows.map((r): SpecialisationRow => ({
    ...r,
    rank: null,
    rankAsked: false,
    rankBeyond: null,
  }));
  return { ...coverageOf(withRank), worldCut: false, worldListed: asked };
}
