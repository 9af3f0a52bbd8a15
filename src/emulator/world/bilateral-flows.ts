/**
 * Step 3 of the generator: sparse bilateral flows, one base value (B USD, 2022) per exporter ×
 * importer × product. Each exporter gets a draw budget growing with its size; each draw picks a
 * product (∝ value^0.45, so small lines appear too) and a destination (∝ the pair target of
 * direction-of-trade.ts × the product's import demand, import-demand.ts). Distinct (product,
 * destination) pairs become flows; the product's value is split among its destinations by the
 * same weights × noise. Finally each pair's flows are scaled toward its target, so partners
 * follow the direction of trade while products keep their destinations.
 */
import type { Catalog } from './hs-catalog';
import type { WorldCountries } from './countries';
import type { EconomicSizes } from './economic-size';
import { FLAGSHIP_FLOW, HUB_FLOW } from './flow-bits';
import { parseImportDemand } from './import-demand';
import { fitPairProducts, pairCellsByExporter } from './pair-products-fit';
import { AliasTable, NORMAL_TABLE, gauss, hash32, mulberry32 } from './prng';
import { exporterMixer, valueNoise, MEAN_VALUE_NOISE, type WorldProducts } from './product-mix';

export interface BaseFlows {
  exporter: Int32Array;
  importer: Int32Array;
  product: Int32Array;
  /** B USD, 2022 prices. */
  baseValue: Float64Array;
  /**
   * Bits FLAGSHIP_FLOW and HUB_FLOW (flow-bits.ts).
   */
  pinned: Uint8Array;
  count: number;
}

/** Importers not among a product's listed leading importers keep this share of the demand. */
const UNLISTED_DEMAND = 0.1;
/**
 * A pinned natural-resource exporter imports little of its own resource, unless import-demand.ts
 * lists it among the product's leading importers.
 */
const OWN_RESOURCE_DEMAND = 0.001;
/**
 * Calibration may move a pair's flows by at most this factor either way per pass: flagship flows
 * less, so pinned world market shares hold.
 */
const MAX_PAIR_CORRECTION = 2;
const MAX_PINNED_CORRECTION = 1.3;
const CALIBRATION_PASSES = 2;
/** Largest share of a product's world exports one unpinned flow may carry after calibration. */
const MAX_FREE_FLOW_SHARE = 0.12;
/**
 * Largest share of a product's world exports one exporter may hold in an unpinned product: the
 * flagship table names the real leaders, so no other exporter may corner a market by the dice.
 */
const MAX_FREE_PRODUCT_SHARE = 0.25;
/** Importer fit of the tabled commodities: rounds, and the largest move per round either way. */
const IMPORT_FIT_ROUNDS = 3;
const MAX_IMPORT_FIT = 2;
/**
 * Import demand enters destination weights softened (square root): it says where a product
 * mainly goes, while the exporter's own direction of trade still spreads it (Nigeria's crude
 * goes to India, Spain, the Netherlands and France, not all to the largest crude importer).
 */
const DEMAND_EXPONENT = 0.5;

// Draws accept a product with probability ∝ its own noise^0.45, capped: exp(0.36 z).
const ACCEPT_CAP = Math.exp(0.36 * 2.5);
const ACCEPT = NORMAL_TABLE.map((z) => Math.min(Math.exp(0.36 * z), ACCEPT_CAP) / ACCEPT_CAP);
const MEAN_ACCEPT = ACCEPT.reduce((a, b) => a + b, 0) / ACCEPT.length;

interface DemandMultipliers {
  /** Product index → importer multiplier, for products whose destinations are not just gravity. */
  demandOf: Map<number, Float64Array>;
  /** Hub goods (import-demand.ts `*`): full demand, on top of the pair's usual trade. */
  hubGoods: Set<number>;
}

function importDemand(
  catalog: Catalog,
  countries: WorldCountries,
  sizes: EconomicSizes,
  world: WorldProducts,
): DemandMultipliers {
  const n = countries.countryCount;
  const out = new Map<number, Float64Array>();
  const hubGoods = new Set<number>();
  const listedImporters = new Map<number, Set<number>>();
  for (const [code, { importers, hub }] of parseImportDemand()) {
    const product = catalog.byCode.get(code);
    if (!product) continue;
    if (hub) hubGoods.add(product.idx);
    const demand = new Float64Array(n).fill(UNLISTED_DEMAND);
    const listed = new Set<number>();
    listedImporters.set(product.idx, listed);
    for (const [id, share] of importers) {
      const i = countries.byId.get(id)?.idx;
      if (i !== undefined) listed.add(i);
      // Relative to the importer's share of world imports: gravity already counts its size.
      if (i !== undefined && sizes.importsB[i]! > 0)
        demand[i] = Math.max(UNLISTED_DEMAND, (share * sizes.worldExportsB) / sizes.importsB[i]!);
    }
    out.set(product.idx, demand);
  }
  for (const [p, exporters] of world.resourceExporters) {
    const listed = listedImporters.get(p);
    const demand = out.get(p) ?? new Float64Array(n).fill(1);
    // A listed importer is a hub or a producer that also buys (Swiss gold refining, US crude,
    // Dutch crude refining): it keeps its demand.
    for (const e of exporters) if (!listed?.has(e)) demand[e] = Math.min(demand[e]!, OWN_RESOURCE_DEMAND);
    out.set(p, demand);
  }
  for (const [p, demand] of out)
    if (!hubGoods.has(p)) for (let i = 0; i < n; i++) demand[i] = Math.pow(demand[i]!, DEMAND_EXPONENT);
  return { demandOf: out, hubGoods };
}

/** Per importer: the value-weighted mean demand over one exporter's expected product mix. */
function averageDemandOf(
  exportsB: number,
  demandOf: Map<number, Float64Array>,
  expectedValue: (product: number) => number,
  n: number,
): Float64Array {
  const average = new Float64Array(n);
  let covered = 0;
  for (const [p, demand] of demandOf) {
    const value = expectedValue(p);
    if (value <= 0) continue;
    covered += value;
    for (let i = 0; i < n; i++) average[i]! += value * demand[i]!;
  }
  const rest = Math.max(exportsB - covered, 0);
  const total = rest + covered;
  for (let i = 0; i < n; i++) average[i] = total > 0 ? (average[i]! + rest) / total : 1;
  return average;
}

export function bilateralFlows(
  seed: number,
  scale: number,
  catalog: Catalog,
  countries: WorldCountries,
  sizes: EconomicSizes,
  world: WorldProducts,
  pairTarget: Float64Array,
): BaseFlows {
  const n = countries.countryCount;
  const productCount = catalog.products.length;
  const { demandOf, hubGoods } = importDemand(catalog, countries, sizes, world);
  const draws: DrawContext = {
    seed,
    scale,
    n,
    productCount,
    sizes,
    world,
    pairTarget,
    demandOf,
    destinationDemandOf: destinationDemands(demandOf),
    hubGoods,
    // Hub goods stay out of the pair average: their demand comes on top of the pair's trade.
    pairDemandOf: new Map([...demandOf].filter(([p]) => !hubGoods.has(p))),
    mixOf: exporterMixer(seed, countries, sizes, world),
    pairCells: pairCellsByExporter(catalog, countries),
    ...chapterSamplers(world),
    isPinned: new Uint8Array(productCount),
    chapterPick: new Float64Array(100),
    destinationWeight: new Float64Array(n),
  };
  const columns: FlowColumns = { exporter: [], importer: [], product: [], value: [], pinned: [] };
  for (let e = 0; e < n; e++) {
    if (!sizes.trading[e] || sizes.exportsB[e]! <= 0) continue;
    exporterFlows(draws, e, columns);
  }
  const flows: BaseFlows = {
    exporter: Int32Array.from(columns.exporter),
    importer: Int32Array.from(columns.importer),
    product: Int32Array.from(columns.product),
    baseValue: Float64Array.from(columns.value),
    pinned: Uint8Array.from(columns.pinned),
    count: columns.value.length,
  };
  calibrateToPairTargets(flows, n, pairTarget, sizes.exportsB, world.baseValue);
  capFreeProducts(flows, productCount, world.baseValue);
  // Pair products first: the importer fit of the tabled commodities has the last word on where
  // they go (it keeps each exporter's value of them, so the pairs' leading lines mostly hold).
  fitPairProducts(flows, n, productCount, draws.pairCells);
  fitImportShares(flows, importShares(catalog, countries));
  return flows;
}

/** The flows being drawn, one entry per flow in each column. */
interface FlowColumns {
  exporter: number[];
  importer: number[];
  product: number[];
  value: number[];
  pinned: number[];
}

/** What every exporter's draws share, and scratch arrays reused from one exporter to the next. */
interface DrawContext extends ReturnType<typeof chapterSamplers> {
  seed: number;
  scale: number;
  n: number;
  productCount: number;
  sizes: EconomicSizes;
  world: WorldProducts;
  pairTarget: Float64Array;
  demandOf: Map<number, Float64Array>;
  /** Per product with its own demand: demand^0.75, its share of a destination's draw weight. */
  destinationDemandOf: Map<number, Float64Array>;
  hubGoods: Set<number>;
  pairDemandOf: Map<number, Float64Array>;
  mixOf: ReturnType<typeof exporterMixer>;
  pairCells: ReturnType<typeof pairCellsByExporter>;
  isPinned: Uint8Array;
  chapterPick: Float64Array;
  destinationWeight: Float64Array;
}

/**
 * Products are sorted by code, so each chapter is one index range with its own sampler: an
 * exporter draws a chapter (by its budget), then a product in it, then keeps it with a
 * probability following its own noise. Cost per exporter ∝ draws, not products.
 */
function chapterSamplers({ chapterStart, chapterEnd, baseDrawWeight }: WorldProducts) {
  const chapterDrawWeight = new Float64Array(100);
  const productInChapter: (AliasTable | null)[] = [];
  for (let ch = 0; ch < 100; ch++) {
    if (chapterStart[ch] === -1) {
      productInChapter.push(null);
      continue;
    }
    for (let p = chapterStart[ch]!; p < chapterEnd[ch]!; p++) chapterDrawWeight[ch]! += baseDrawWeight[p]!;
    productInChapter.push(new AliasTable(baseDrawWeight.subarray(chapterStart[ch], chapterEnd[ch])));
  }
  return { chapterDrawWeight, productInChapter };
}

/** One exporter's flows: its draws of (product, destination), their values, scaled back to its total. */
function exporterFlows(draws: DrawContext, e: number, columns: FlowColumns): void {
  const { seed, world, isPinned } = draws;
  const { baseValue, chapterOf } = world;
  const exportsB = draws.sizes.exportsB[e]!;
  // One random stream per exporter: retuning one exporter's calibration leaves every other
  // exporter's draws as they were.
  const rand = mulberry32(hash32(seed, 0x2545f491, e));
  const { chapterFactor, pins } = draws.mixOf(e);
  for (const p of pins.keys()) isPinned[p] = 1;
  const valueOf = (p: number): number =>
    isPinned[p] ? pins.get(p)! : baseValue[p]! * valueNoise(seed, e, p) * chapterFactor[chapterOf[p]!]!;
  const targets = draws.pairTarget.slice(e * draws.n, (e + 1) * draws.n);
  // A pair target already reflects what the exporter sells (Nigeria → India is mostly crude):
  // divide by the pair's average demand over the exporter's mix so demand only moves each
  // product between destinations, without counting twice.
  const averageDemand = averageDemandOf(
    exportsB,
    draws.pairDemandOf,
    (p) => (isPinned[p] ? pins.get(p)! : baseValue[p]! * MEAN_VALUE_NOISE * chapterFactor[chapterOf[p]!]!),
    draws.n,
  );
  for (let i = 0; i < draws.n; i++) targets[i] = targets[i]! / averageDemand[i]!;
  const drawn = drawPairs(draws, e, rand, chapterFactor, pins, destinationSamplers(draws, targets));
  const first = columns.value.length;
  const sampledValue = splitProductValues(draws, e, drawn, targets, valueOf, columns);
  // Products never drawn drop out: scale the exporter's other products back to its total
  // (flagships keep their pinned values).
  let pinnedValue = 0;
  for (const v of pins.values()) pinnedValue += v;
  const fix =
    sampledValue > pinnedValue ? Math.max(exportsB - pinnedValue, 0) / (sampledValue - pinnedValue) : 0;
  for (let j = first; j < columns.value.length; j++)
    if (!(columns.pinned[j]! & FLAGSHIP_FLOW)) columns.value[j] = columns.value[j]! * fix;
  for (const p of pins.keys()) isPinned[p] = 0;
}

/**
 * Each product's demand^0.75, computed once for all exporters: every exporter that draws the
 * product weighs its destinations by it (the same doubles as raising it per exporter).
 */
function destinationDemands(demandOf: Map<number, Float64Array>): Map<number, Float64Array> {
  const out = new Map<number, Float64Array>();
  for (const [p, demand] of demandOf)
    out.set(
      p,
      demand.map((d) => Math.pow(d, 0.75)),
    );
  return out;
}

/**
 * Draw destinations ∝ target^0.75 (spreads small partners); products with their own demand
 * get their own sampler, built on first use.
 */
function destinationSamplers(draws: DrawContext, targets: Float64Array): (p: number) => AliasTable {
  const { destinationWeight, destinationDemandOf, n } = draws;
  for (let i = 0; i < n; i++) destinationWeight[i] = Math.pow(targets[i]!, 0.75);
  const anyDestination = new AliasTable(destinationWeight);
  const productDestinations = new Map<number, AliasTable>();
  const weights = new Float64Array(n);
  return (p: number): AliasTable => {
    const demand = destinationDemandOf.get(p);
    if (!demand) return anyDestination;
    let sampler = productDestinations.get(p);
    if (!sampler) {
      for (let i = 0; i < n; i++) weights[i] = destinationWeight[i]! * demand[i]!;
      // The table copies what it needs: the scratch weights serve the next product.
      sampler = new AliasTable(weights);
      productDestinations.set(p, sampler);
    }
    return sampler;
  };
}

/** One exporter's draws of (product, destination), as product × n + importer, sorted. */
function drawPairs(
  draws: DrawContext,
  e: number,
  rand: () => number,
  chapterFactor: Float64Array,
  pins: Map<number, number>,
  destinationSampler: (p: number) => AliasTable,
): Float64Array {
  const { seed, n, chapterPick, chapterDrawWeight, productInChapter, isPinned } = draws;
  const { chapterStart } = draws.world;
  let freeDrawMass = 0;
  for (let ch = 1; ch < 100; ch++) {
    chapterPick[ch] = chapterDrawWeight[ch]! * Math.pow(chapterFactor[ch]!, 0.45);
    freeDrawMass += chapterPick[ch]!;
  }
  freeDrawMass *= MEAN_ACCEPT * ACCEPT_CAP;
  const chapterSampler = new AliasTable(chapterPick);
  const totalDraws = Math.max(3, Math.round(52 * draws.scale * Math.pow(draws.sizes.exportsB[e]!, 0.62)));
  // Draws split between free and pinned products by their value^0.45 mass, as one sampler
  // over all products would; pinned (flagship) ones always get a few more.
  let pinnedDrawMass = 0;
  for (const v of pins.values()) pinnedDrawMass += Math.pow(v, 0.45);
  const freeDraws = Math.max(1, Math.round((totalDraws * freeDrawMass) / (freeDrawMass + pinnedDrawMass)));
  const forced: number[] = [];
  for (const [p, v] of pins) {
    const extra =
      3 +
      Math.round(totalDraws * 0.004) +
      Math.round((totalDraws * Math.pow(v, 0.45)) / (freeDrawMass + pinnedDrawMass));
    for (let f = 0; f < extra; f++) forced.push(p);
  }
  // The tabled leading lines of the exporter's largest pairs (pair-products.ts) always exist.
  const cells = draws.pairCells.get(e) ?? [];
  const count = freeDraws + forced.length;
  const drawn = new Float64Array(count + cells.length);
  cells.forEach((cell, c) => (drawn[count + c] = cell.product * n + cell.importer));
  for (let k = 0; k < count; k++) {
    let p = -1;
    if (k < freeDraws) {
      for (let tries = 0; tries < 64 && p < 0; tries++) {
        const ch = chapterSampler.sample(rand(), rand());
        const candidate = chapterStart[ch]! + productInChapter[ch]!.sample(rand(), rand());
        if (!isPinned[candidate] && rand() < ACCEPT[hash32(seed, 32, e, candidate) >>> 16]!) p = candidate;
      }
      if (p < 0) p = chapterStart[1]!;
    } else p = forced[k - freeDraws]!;
    const i = destinationSampler(p).sample(rand(), rand());
    drawn[k] = p * n + i;
  }
  drawn.sort();
  return drawn;
}

/**
 * Groups the drawn pairs by product and splits each product's value among its destinations by
 * target × demand × noise, as flows; returns the value of the products drawn.
 */
function splitProductValues(
  draws: DrawContext,
  e: number,
  drawn: Float64Array,
  targets: Float64Array,
  valueOf: (p: number) => number,
  columns: FlowColumns,
): number {
  const { seed, n, productCount, demandOf, hubGoods, isPinned } = draws;
  let k = 0;
  let sampledValue = 0;
  while (k < drawn.length) {
    const p = Math.floor(drawn[k]! / n);
    const destinations: number[] = [];
    while (k < drawn.length && Math.floor(drawn[k]! / n) === p) {
      const i = drawn[k]! - p * n;
      if (destinations[destinations.length - 1] !== i) destinations.push(i);
      k++;
    }
    const productValue = valueOf(p);
    const demand = demandOf.get(p);
    let weightSum = 0;
    const weights: number[] = [];
    for (const i of destinations) {
      const w =
        targets[i]! * (demand ? demand[i]! : 1) * Math.exp(0.9 * gauss(seed, 33, e * productCount + p, i));
      weightSum += w;
      weights.push(w);
    }
    const pinned = isPinned[p]! | (hubGoods.has(p) ? HUB_FLOW : 0);
    for (let j = 0; j < destinations.length; j++) {
      columns.exporter.push(e);
      columns.importer.push(destinations[j]!);
      columns.product.push(p);
      columns.value.push((productValue * weights[j]!) / weightSum);
      columns.pinned.push(pinned);
    }
    sampledValue += productValue;
  }
  return sampledValue;
}

/** Product index → importer index → share of the product's world imports (import-demand.ts). */
function importShares(catalog: Catalog, countries: WorldCountries): Map<number, Map<number, number>> {
  const out = new Map<number, Map<number, number>>();
  for (const [code, { importers }] of parseImportDemand()) {
    const product = catalog.byCode.get(code);
    if (!product) continue;
    const shares = new Map<number, number>();
    for (const [id, share] of importers) {
      const i = countries.byId.get(id)?.idx;
      if (i !== undefined) shares.set(i, share);
    }
    out.set(product.idx, shares);
  }
  return out;
}

/**
 * The last word on where the tabled commodities go: each listed importer is brought toward its
 * share of the product's world imports (bounded, IMPORT_FIT_ROUNDS rounds), unlisted ones share
 * the rest, and every exporter keeps its value of the product. Destinations drawn by gravity ×
 * softened demand leave China with too few soybeans and the US with too little crude; this fits
 * them without touching anyone's export basket (country totals are fitted per year later).
 */
function fitImportShares(flows: BaseFlows, shares: Map<number, Map<number, number>>): void {
  const flowsOf = new Map<number, number[]>();
  for (let j = 0; j < flows.count; j++) {
    const p = flows.product[j]!;
    if (!shares.has(p)) continue;
    const list = flowsOf.get(p);
    if (list) list.push(j);
    else flowsOf.set(p, [j]);
  }
  for (const [p, list] of flowsOf) {
    const listed = shares.get(p)!;
    const exporterValue = new Map<number, number>();
    for (const j of list)
      exporterValue.set(
        flows.exporter[j]!,
        (exporterValue.get(flows.exporter[j]!) ?? 0) + flows.baseValue[j]!,
      );
    for (let round = 0; round < IMPORT_FIT_ROUNDS; round++) {
      const byImporter = new Map<number, number>();
      let total = 0;
      for (const j of list) {
        byImporter.set(flows.importer[j]!, (byImporter.get(flows.importer[j]!) ?? 0) + flows.baseValue[j]!);
        total += flows.baseValue[j]!;
      }
      let listedShare = 0;
      let unlisted = 0;
      for (const [i, v] of byImporter)
        if (listed.has(i)) listedShare += listed.get(i)!;
        else unlisted += v;
      const bound = (f: number) => Math.min(MAX_IMPORT_FIT, Math.max(1 / MAX_IMPORT_FIT, f));
      const rest = unlisted > 0 ? bound((Math.max(0.05, 1 - listedShare) * total) / unlisted) : 1;
      for (const j of list) {
        const i = flows.importer[j]!;
        flows.baseValue[j]! *= listed.has(i) ? bound((listed.get(i)! * total) / byImporter.get(i)!) : rest;
      }
      const now = new Map<number, number>();
      for (const j of list)
        now.set(flows.exporter[j]!, (now.get(flows.exporter[j]!) ?? 0) + flows.baseValue[j]!);
      for (const j of list)
        flows.baseValue[j]! *= exporterValue.get(flows.exporter[j]!)! / now.get(flows.exporter[j]!)!;
    }
  }
}

/**
 * Scales each pair's flows toward its target (bounded, so a pair with few products is not blown
 * up; flagship flows within a narrower bound, so pinned world market shares hold), then each
 * exporter back to its total. Flows are grouped by exporter: one pass per exporter with a
 * scratch row of pair totals.
 */
function calibrateToPairTargets(
  flows: BaseFlows,
  n: number,
  pairTarget: Float64Array,
  exportsB: Float64Array,
  productWorld: Float64Array,
): void {
  const pairSum = new Float64Array(n);
  for (let pass = 0; pass < CALIBRATION_PASSES; pass++) {
    let start = 0;
    while (start < flows.count) {
      const e = flows.exporter[start]!;
      let end = start;
      while (end < flows.count && flows.exporter[end] === e) end++;
      pairSum.fill(0);
      for (let j = start; j < end; j++)
        if (!(flows.pinned[j]! & HUB_FLOW)) pairSum[flows.importer[j]!]! += flows.baseValue[j]!;
      let total = 0;
      for (let j = start; j < end; j++) {
        if (flows.pinned[j]! & HUB_FLOW) {
          total += flows.baseValue[j]!;
          continue;
        }
        const ratio = pairTarget[e * n + flows.importer[j]!]! / pairSum[flows.importer[j]!]!;
        const bound = flows.pinned[j] ? MAX_PINNED_CORRECTION : MAX_PAIR_CORRECTION;
        flows.baseValue[j]! *= Math.min(bound, Math.max(1 / bound, ratio));
        // A pair with few lines must not blow one of them up to a large part of world trade
        // in the product (no 30-billion French aluminium plates for the US).
        if (!flows.pinned[j])
          flows.baseValue[j] = Math.min(
            flows.baseValue[j]!,
            MAX_FREE_FLOW_SHARE * productWorld[flows.product[j]!]!,
          );
        total += flows.baseValue[j]!;
      }
      const back = total > 0 ? exportsB[e]! / total : 0;
      for (let j = start; j < end; j++) flows.baseValue[j]! *= back;
      start = end;
    }
  }
}

/**
 * Pair calibration can blow up an unpinned line through several destinations at once (France's
 * coke and aluminium plates): each exporter's unpinned product is held below
 * MAX_FREE_PRODUCT_SHARE of the product's world exports, and its other unpinned flows take up
 * the difference, so the exporter's total holds.
 */
function capFreeProducts(flows: BaseFlows, productCount: number, productWorld: Float64Array): void {
  const productSum = new Float64Array(productCount);
  let start = 0;
  while (start < flows.count) {
    const e = flows.exporter[start]!;
    let end = start;
    while (end < flows.count && flows.exporter[end] === e) end++;
    for (let j = start; j < end; j++)
      if (!flows.pinned[j]) productSum[flows.product[j]!]! += flows.baseValue[j]!;
    let removed = 0;
    let kept = 0;
    for (let j = start; j < end; j++) {
      if (flows.pinned[j]) continue;
      const p = flows.product[j]!;
      const cap = MAX_FREE_PRODUCT_SHARE * productWorld[p]!;
      if (productSum[p]! > cap) {
        const cut = flows.baseValue[j]! * (1 - cap / productSum[p]!);
        flows.baseValue[j]! -= cut;
        removed += cut;
      } else kept += flows.baseValue[j]!;
    }
    for (let j = start; j < end; j++) {
      const p = flows.product[j]!;
      if (
        !flows.pinned[j] &&
        removed > 0 &&
        kept > 0 &&
        productSum[p]! <= MAX_FREE_PRODUCT_SHARE * productWorld[p]!
      )
        flows.baseValue[j]! *= 1 + removed / kept;
    }
    for (let j = start; j < end; j++) productSum[flows.product[j]!] = 0;
    start = end;
  }
}
