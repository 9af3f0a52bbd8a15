/**
 * The last step of the bilateral flows: the leading lines of the largest pairs
 * (pair-products.ts) take their real share of the pair, and the exporter's other flows make
 * room. A small biproportional fit over one exporter's flows: the tabled cells stay fixed, the
 * others are scaled in turn so that each product keeps the exporter's value of it and each pair
 * keeps its total (last, so partners and country totals are exactly as before). Germany's sales
 * to the United States are then led by cars and medicaments, and the phones gravity sent there
 * go back to Germany's other markets.
 */
import type { BaseFlows } from './bilateral-flows';
import type { WorldCountries } from './countries';
import { FLAGSHIP_FLOW, HUB_FLOW } from './flow-bits';
import type { Catalog } from './hs-catalog';
import { parsePairProducts } from './pair-products';

export interface PairCell {
  importer: number;
  product: number;
  /** Share of the pair's trade. */
  share: number;
}

/** The tabled cells of a flagship take at most this share of the exporter's value of it. */
const MAX_TABLED_OF_FLAGSHIP = 0.8;
const FIT_ROUNDS = 3;
/** The tabled lines of a pair never take more than this share of its trade. */
const MAX_LISTED_SHARE = 0.85;

/** Exporter index → its tabled pair cells, resolved to country and product indexes. */
export function pairCellsByExporter(catalog: Catalog, countries: WorldCountries): Map<number, PairCell[]> {
  const out = new Map<number, PairCell[]>();
  for (const [exporterId, byImporter] of parsePairProducts()) {
    const exporter = countries.byId.get(exporterId)?.idx;
    if (exporter === undefined) continue;
    const cells: PairCell[] = [];
    for (const [importerId, products] of byImporter) {
      const importer = countries.byId.get(importerId)?.idx;
      if (importer === undefined) continue;
      for (const [code, share] of products) {
        const product = catalog.byCode.get(code)?.idx;
        if (product !== undefined) cells.push({ importer, product, share });
      }
    }
    out.set(exporter, cells);
  }
  return out;
}

/** Flows are grouped by exporter: fits each exporter with tabled cells, in place. */
export function fitPairProducts(
  flows: BaseFlows,
  n: number,
  productCount: number,
  cellsOf: Map<number, PairCell[]>,
): void {
  let start = 0;
  while (start < flows.count) {
    const e = flows.exporter[start]!;
    let end = start;
    while (end < flows.count && flows.exporter[end] === e) end++;
    const cells = cellsOf.get(e);
    if (cells?.length) fitExporter(flows, start, end, n, productCount, cells);
    start = end;
  }
}

function fitExporter(
  flows: BaseFlows,
  start: number,
  end: number,
  n: number,
  productCount: number,
  cells: PairCell[],
): void {
  const shareOf = new Map(cells.map((c) => [c.importer * productCount + c.product, c.share]));
  const isHub = (j: number) => (flows.pinned[j]! & HUB_FLOW) !== 0;
  const listed = new Uint8Array(end - start);
  const pairTotal = new Float64Array(n);
  const pairHub = new Float64Array(n);
  const pairShare = new Float64Array(n);
  const productTotal = new Map<number, number>();
  for (let j = start; j < end; j++) {
    const i = flows.importer[j]!;
    const p = flows.product[j]!;
    const share = shareOf.get(i * productCount + p);
    pairTotal[i]! += flows.baseValue[j]!;
    productTotal.set(p, (productTotal.get(p) ?? 0) + flows.baseValue[j]!);
    if (share !== undefined) {
      listed[j - start] = 1;
      pairShare[i]! += share;
    } else if (isHub(j)) pairHub[i]! += flows.baseValue[j]!;
  }
  const listedOfProduct = new Map<number, number>();
  for (let j = start; j < end; j++) {
    if (!listed[j - start]) continue;
    const i = flows.importer[j]!;
    const room = Math.min(
      1,
      (MAX_LISTED_SHARE * (pairTotal[i]! - pairHub[i]!)) / (pairShare[i]! * pairTotal[i]!),
    );
    flows.baseValue[j] = shareOf.get(i * productCount + flows.product[j]!)! * pairTotal[i]! * room;
    const p = flows.product[j]!;
    listedOfProduct.set(p, (listedOfProduct.get(p) ?? 0) + flows.baseValue[j]!);
  }
  // A flagship keeps its pinned world value: where a pair is larger in this world than in
  // reality (Brazil → China), its tabled share of the pair would add soybeans Brazil does not
  // have, so the tabled cells of a flagship take at most MAX_TABLED_OF_FLAGSHIP of it.
  for (let j = start; j < end; j++) {
    const p = flows.product[j]!;
    const cap = MAX_TABLED_OF_FLAGSHIP * productTotal.get(p)!;
    if (listed[j - start] && flows.pinned[j]! & FLAGSHIP_FLOW && listedOfProduct.get(p)! > cap)
      flows.baseValue[j]! *= cap / listedOfProduct.get(p)!;
  }
  // A tabled pair lists its leading lines: no other line may outgrow the smallest of them.
  const lineCap = new Float64Array(n);
  for (const { importer, share } of cells)
    lineCap[importer] = Math.min(lineCap[importer]! || Infinity, share * pairTotal[importer]!);
  const pairTargets = pairTotalMap(pairTotal);
  for (let round = 0; round < FIT_ROUNDS; round++) {
    scaleFree(
      flows,
      start,
      end,
      listed,
      (j) => flows.product[j]!,
      productTotal,
      () => true,
    );
    scaleFree(
      flows,
      start,
      end,
      listed,
      (j) => flows.importer[j]!,
      pairTargets,
      (j) => !isHub(j),
    );
    capFreeLines(flows, start, end, listed, lineCap, (j) => !isHub(j));
  }
}

/**
 * Clips the free flows of each tabled pair at the pair's line cap and hands the excess to the
 * pair's other free flows in proportion (a few passes: a flow raised above the cap is clipped
 * in turn), so the pair's total holds.
 */
function capFreeLines(
  flows: BaseFlows,
  start: number,
  end: number,
  listed: Uint8Array,
  lineCap: Float64Array,
  scalable: (j: number) => boolean,
): void {
  const excess = new Float64Array(lineCap.length);
  const below = new Float64Array(lineCap.length);
  for (let pass = 0; pass < 4; pass++) {
    excess.fill(0);
    below.fill(0);
    for (let j = start; j < end; j++) {
      const cap = lineCap[flows.importer[j]!]!;
      if (!cap || listed[j - start] || !scalable(j)) continue;
      if (flows.baseValue[j]! > cap) {
        excess[flows.importer[j]!]! += flows.baseValue[j]! - cap;
        flows.baseValue[j] = cap;
      } else below[flows.importer[j]!]! += flows.baseValue[j]!;
    }
    let moved = false;
    for (let j = start; j < end; j++) {
      const i = flows.importer[j]!;
      if (!excess[i] || !below[i] || listed[j - start] || !scalable(j) || flows.baseValue[j]! >= lineCap[i]!)
        continue;
      flows.baseValue[j]! *= 1 + excess[i] / below[i];
      moved = true;
    }
    if (!moved) return;
  }
}

function pairTotalMap(pairTotal: Float64Array): Map<number, number> {
  const out = new Map<number, number>();
  pairTotal.forEach((v, i) => v > 0 && out.set(i, v));
  return out;
}

/**
 * Scales the free (untabled, `scalable`) flows of each key so that the key's total is back at
 * `target`; the tabled flows and the others keep their values.
 */
function scaleFree(
  flows: BaseFlows,
  start: number,
  end: number,
  listed: Uint8Array,
  keyOf: (j: number) => number,
  target: Map<number, number>,
  scalable: (j: number) => boolean,
): void {
  const fixedSum = new Map<number, number>();
  const freeSum = new Map<number, number>();
  for (let j = start; j < end; j++) {
    const key = keyOf(j);
    const sums = !listed[j - start] && scalable(j) ? freeSum : fixedSum;
    sums.set(key, (sums.get(key) ?? 0) + flows.baseValue[j]!);
  }
  for (let j = start; j < end; j++) {
    if (listed[j - start] || !scalable(j)) continue;
    const key = keyOf(j);
    const free = freeSum.get(key)!;
    const room = target.get(key)! - (fixedSum.get(key) ?? 0);
    if (free > 0 && room > 0) flows.baseValue[j]! *= room / free;
  }
}
