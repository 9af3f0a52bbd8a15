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
import { parseImportDemand } from './import-demand';
import { AliasTable, NORMAL_TABLE, gauss, hash32, mulberry32 } from './prng';
import { exporterMixer, valueNoise, MEAN_VALUE_NOISE, type WorldProducts } from './product-mix';

export interface BaseFlows {
  exporter: Int32Array;
  importer: Int32Array;
  product: Int32Array;
  /** B USD, 2022 prices. */
  baseValue: Float64Array;
  /** 1 for flows of a pinned flagship product: calibration leaves them as drawn. */
  pinned: Uint8Array;
  count: number;
}

/** Importers not among a product's listed leading importers keep this share of the demand. */
const UNLISTED_DEMAND = 0.1;
/** A pinned natural-resource exporter imports little of its own resource. */
const OWN_RESOURCE_DEMAND = 0.001;
/**
 * Calibration may move a pair's flows by at most this factor either way per pass: flagship flows
 * less, so pinned world market shares hold.
 */
const MAX_PAIR_CORRECTION = 2;
const MAX_PINNED_CORRECTION = 1.3;
const CALIBRATION_PASSES = 2;
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

/** Product index → importer multiplier, for products whose destinations are not just gravity. */
function importDemand(
  catalog: Catalog,
  countries: WorldCountries,
  sizes: EconomicSizes,
  world: WorldProducts,
): Map<number, Float64Array> {
  const n = countries.countryCount;
  const out = new Map<number, Float64Array>();
  for (const [code, importers] of parseImportDemand()) {
    const product = catalog.byCode.get(code);
    if (!product) continue;
    const demand = new Float64Array(n).fill(UNLISTED_DEMAND);
    for (const [id, share] of importers) {
      const i = countries.byId.get(id)?.idx;
      // Relative to the importer's share of world imports: gravity already counts its size.
      if (i !== undefined && sizes.importsB[i]! > 0)
        demand[i] = Math.max(UNLISTED_DEMAND, (share * sizes.worldExportsB) / sizes.importsB[i]!);
    }
    out.set(product.idx, demand);
  }
  for (const [p, exporters] of world.resourceExporters) {
    const demand = out.get(p) ?? new Float64Array(n).fill(1);
    for (const e of exporters) demand[e] = Math.min(demand[e]!, OWN_RESOURCE_DEMAND);
    out.set(p, demand);
  }
  for (const demand of out.values())
    for (let i = 0; i < n; i++) demand[i] = Math.pow(demand[i]!, DEMAND_EXPONENT);
  return out;
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
  const demandOf = importDemand(catalog, countries, sizes, world);
  const mixOf = exporterMixer(seed, countries, sizes, world);
  const flowExporter: number[] = [];
  const flowImporter: number[] = [];
  const flowProduct: number[] = [];
  const flowValue: number[] = [];
  const flowPinned: number[] = [];
  const rand = mulberry32(seed ^ 0x2545f491);
  const { chapterStart, chapterEnd, chapterOf, baseValue, baseDrawWeight } = world;

  // Products are sorted by code, so each chapter is one index range with its own sampler: an
  // exporter draws a chapter (by its budget), then a product in it, then keeps it with a
  // probability following its own noise. Cost per exporter ∝ draws, not products.
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

  const isPinned = new Uint8Array(productCount);
  const chapterPick = new Float64Array(100);
  const destinationWeight = new Float64Array(n);
  for (let e = 0; e < n; e++) {
    if (!sizes.trading[e] || sizes.exportsB[e]! <= 0) continue;
    const exportsB = sizes.exportsB[e]!;
    const { chapterFactor, pins } = mixOf(e);
    for (const p of pins.keys()) isPinned[p] = 1;
    const valueOf = (p: number): number =>
      isPinned[p] ? pins.get(p)! : baseValue[p]! * valueNoise(seed, e, p) * chapterFactor[chapterOf[p]!]!;
    const targets = pairTarget.slice(e * n, (e + 1) * n);
    // A pair target already reflects what the exporter sells (Nigeria → India is mostly crude):
    // divide by the pair's average demand over the exporter's mix so demand only moves each
    // product between destinations, without counting twice.
    const averageDemand = averageDemandOf(
      exportsB,
      demandOf,
      (p) => (isPinned[p] ? pins.get(p)! : baseValue[p]! * MEAN_VALUE_NOISE * chapterFactor[chapterOf[p]!]!),
      n,
    );
    for (let i = 0; i < n; i++) targets[i] = targets[i]! / averageDemand[i]!;
    // Draw destinations ∝ target^0.75 (spreads small partners); products with their own demand
    // get their own sampler, built on first use.
    for (let i = 0; i < n; i++) destinationWeight[i] = Math.pow(targets[i]!, 0.75);
    const anyDestination = new AliasTable(destinationWeight);
    const productDestinations = new Map<number, AliasTable>();
    const destinationSampler = (p: number): AliasTable => {
      const demand = demandOf.get(p);
      if (!demand) return anyDestination;
      let sampler = productDestinations.get(p);
      if (!sampler) {
        sampler = new AliasTable(
          Float64Array.from(destinationWeight, (w, i) => w * Math.pow(demand[i]!, 0.75)),
        );
        productDestinations.set(p, sampler);
      }
      return sampler;
    };

    let freeDrawMass = 0;
    for (let ch = 1; ch < 100; ch++) {
      chapterPick[ch] = chapterDrawWeight[ch]! * Math.pow(chapterFactor[ch]!, 0.45);
      freeDrawMass += chapterPick[ch]!;
    }
    freeDrawMass *= MEAN_ACCEPT * ACCEPT_CAP;
    const chapterSampler = new AliasTable(chapterPick);
    const totalDraws = Math.max(3, Math.round(52 * scale * Math.pow(exportsB, 0.62)));
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
    const draws = freeDraws + forced.length;
    const drawn = new Float64Array(draws);
    for (let k = 0; k < draws; k++) {
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

    // Group distinct pairs by product; split each product's value by target × demand × noise.
    let k = 0;
    let sampledValue = 0;
    const first = flowValue.length;
    while (k < draws) {
      const p = Math.floor(drawn[k]! / n);
      const destinations: number[] = [];
      while (k < draws && Math.floor(drawn[k]! / n) === p) {
        const i = drawn[k]! - p * n;
        if (destinations[destinations.length - 1] !== i) destinations.push(i);
        k++;
      }
      const productValue = valueOf(p);
      const demand = demandOf.get(p);
      let weightSum = 0;
      const weights = destinations.map((i) => {
        const w =
          targets[i]! * (demand ? demand[i]! : 1) * Math.exp(0.9 * gauss(seed, 33, e * productCount + p, i));
        weightSum += w;
        return w;
      });
      destinations.forEach((i, j) => {
        flowExporter.push(e);
        flowImporter.push(i);
        flowProduct.push(p);
        flowValue.push((productValue * weights[j]!) / weightSum);
        flowPinned.push(isPinned[p]!);
      });
      sampledValue += productValue;
    }
    // Products never drawn drop out: scale the exporter's other products back to its total
    // (flagships keep their pinned values).
    let pinnedValue = 0;
    for (const v of pins.values()) pinnedValue += v;
    const fix =
      sampledValue > pinnedValue ? Math.max(exportsB - pinnedValue, 0) / (sampledValue - pinnedValue) : 0;
    for (let j = first; j < flowValue.length; j++) if (!flowPinned[j]) flowValue[j] = flowValue[j]! * fix;
    for (const p of pins.keys()) isPinned[p] = 0;
  }

  const flows: BaseFlows = {
    exporter: Int32Array.from(flowExporter),
    importer: Int32Array.from(flowImporter),
    product: Int32Array.from(flowProduct),
    baseValue: Float64Array.from(flowValue),
    pinned: Uint8Array.from(flowPinned),
    count: flowValue.length,
  };
  calibrateToPairTargets(flows, n, pairTarget, sizes.exportsB);
  return flows;
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
): void {
  const pairSum = new Float64Array(n);
  for (let pass = 0; pass < CALIBRATION_PASSES; pass++) {
    let start = 0;
    while (start < flows.count) {
      const e = flows.exporter[start]!;
      let end = start;
      while (end < flows.count && flows.exporter[end] === e) end++;
      pairSum.fill(0);
      for (let j = start; j < end; j++) pairSum[flows.importer[j]!]! += flows.baseValue[j]!;
      let total = 0;
      for (let j = start; j < end; j++) {
        const ratio = pairTarget[e * n + flows.importer[j]!]! / pairSum[flows.importer[j]!]!;
        const bound = flows.pinned[j] ? MAX_PINNED_CORRECTION : MAX_PAIR_CORRECTION;
        flows.baseValue[j]! *= Math.min(bound, Math.max(1 / bound, ratio));
        total += flows.baseValue[j]!;
      }
      const back = total > 0 ? exportsB[e]! / total : 0;
      for (let j = start; j < end; j++) flows.baseValue[j]! *= back;
      start = end;
    }
  }
}
