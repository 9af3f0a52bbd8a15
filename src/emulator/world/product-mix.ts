/**
 * Step 2 of the generator: what each exporter sells. World product weights (chapter shares,
 * pinned world values of real subheadings), flagship exporters pinned per product
 * (calibration.ts), and each exporter's chapter budget: its real basket for the larger
 * economies (export-baskets.ts), a seeded comparative advantage tilted by size for the others.
 */
import { CHAPTER_SHARE, FLAGSHIPS } from './calibration';
import type { Catalog } from './hs-catalog';
import type { WorldCountries } from './countries';
import type { EconomicSizes } from './economic-size';
import { parseExportBaskets } from './export-baskets';
import { NORMAL_TABLE, gauss, hash32 } from './prng';

const CHAPTERS = 100;

export interface WorldProducts {
  /** World exports per product, B USD (2022), after damping the pinned ones' other exporters. */
  baseValue: Float64Array;
  /** baseValue^0.45: the sampling weight that lets small lines appear too. */
  baseDrawWeight: Float64Array;
  chapterOf: Uint8Array;
  /** Products are sorted by code: chapter ch is the index range [chapterStart, chapterEnd). */
  chapterStart: Int32Array;
  chapterEnd: Int32Array;
  /** Exporter index → product index → pinned value, B USD. */
  pinned: Map<number, Map<number, number>>;
  /** Product index → exporters pinned for a natural-resource product (`!` in FLAGSHIPS). */
  resourceExporters: Map<number, Set<number>>;
}

/** Per-product value noise exp(0.8 z), looked up by a hash of (exporter, product). */
const VALUE_NOISE = NORMAL_TABLE.map((z) => Math.exp(0.8 * z));
export const MEAN_VALUE_NOISE = VALUE_NOISE.reduce((a, b) => a + b, 0) / VALUE_NOISE.length;
export const valueNoise = (seed: number, exporter: number, product: number): number =>
  VALUE_NOISE[hash32(seed, 32, exporter, product) >>> 16]!;

export function worldProducts(
  seed: number,
  catalog: Catalog,
  countries: WorldCountries,
  sizes: EconomicSizes,
): WorldProducts {
  const products = catalog.products;
  const productCount = products.length;
  const worldValue = new Float64Array(productCount);
  let shareSum = 0;
  for (const share of Object.values(CHAPTER_SHARE)) shareSum += share;
  const productsOfChapter = new Map<number, number[]>();
  for (const p of products)
    productsOfChapter.set(p.chapter, [...(productsOfChapter.get(p.chapter) ?? []), p.idx]);
  for (const [chapter, members] of productsOfChapter) {
    const budget = ((CHAPTER_SHARE[chapter] ?? 0.02) / shareSum) * sizes.worldExportsB;
    let pinnedWorld = 0;
    let rawSum = 0;
    const raw = new Float64Array(members.length);
    members.forEach((p, k) => {
      const product = products[p]!;
      if (product.worldB > 0) pinnedWorld += product.worldB;
      else {
        raw[k] = Math.exp(1.1 * gauss(seed, 21, p)) * (product.majorTraded ? 4 : 1);
        rawSum += raw[k];
      }
    });
    const rest = Math.max(budget - pinnedWorld, budget * 0.1);
    members.forEach((p, k) => {
      const product = products[p]!;
      worldValue[p] = product.worldB > 0 ? product.worldB : rawSum > 0 ? (raw[k]! / rawSum) * rest : 0;
    });
  }

  // Flagships: pinned exporter values per product; other exporters of it are damped.
  const pinned = new Map<number, Map<number, number>>();
  const resourceExporters = new Map<number, Set<number>>();
  const damp = new Float64Array(productCount).fill(1);
  for (const line of FLAGSHIPS.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 3) continue;
    const resource = parts[0]!.startsWith('!');
    const product = catalog.byCode.get(parts[0]!.replace('!', ''));
    if (!product) continue;
    damp[product.idx] = resource ? 0.08 : 0.35;
    for (let k = 1; k + 1 < parts.length; k += 2) {
      const country = countries.byId.get(parts[k]!);
      if (!country || country.idx >= countries.countryCount || !sizes.trading[country.idx]) continue;
      const values = pinned.get(country.idx) ?? new Map<number, number>();
      values.set(product.idx, +parts[k + 1]! * worldValue[product.idx]!);
      pinned.set(country.idx, values);
      if (resource) {
        const exporters = resourceExporters.get(product.idx) ?? new Set<number>();
        exporters.add(country.idx);
        resourceExporters.set(product.idx, exporters);
      }
    }
  }

  const baseValue = new Float64Array(productCount);
  const baseDrawWeight = new Float64Array(productCount);
  const chapterOf = new Uint8Array(productCount);
  const chapterStart = new Int32Array(CHAPTERS).fill(-1);
  const chapterEnd = new Int32Array(CHAPTERS);
  for (let p = 0; p < productCount; p++) {
    baseValue[p] = worldValue[p]! * damp[p]!;
    baseDrawWeight[p] = Math.pow(baseValue[p]!, 0.45);
    const chapter = products[p]!.chapter;
    chapterOf[p] = chapter;
    if (chapterStart[chapter] === -1) chapterStart[chapter] = p;
    chapterEnd[chapter] = p + 1;
  }
  return { baseValue, baseDrawWeight, chapterOf, chapterStart, chapterEnd, pinned, resourceExporters };
}

export interface ExporterMix {
  /** A free product's value = baseValue × its noise × chapterFactor[chapter], B USD. */
  chapterFactor: Float64Array;
  /** Pinned products with their values, B USD (scaled to fit the chapter budgets). */
  pins: Map<number, number>;
}

/** Largest revealed comparative advantage of an unlisted chapter in a tabled basket. */
const RCA_CAP = 3;

const isPrimary = (ch: number) => ch <= 27 || ch === 41 || ch === 44 || ch === 47 || ch === 52 || ch === 71;
const isAdvanced = (ch: number) => ch === 29 || ch === 30 || (ch >= 84 && ch <= 90);
/**
 * An economy without a tabled basket is a small or a commodity economy (every large
 * manufacturer has one): its size says nothing of industry, so its advanced chapters get this
 * fraction of the tilt its size would give (no Surinamese vaccines or Bruneian processors by the
 * dice).
 */
const UNTABLED_ADVANCED_TILT = 0.15;

/** Builds one exporter's mix; the world's products and baskets are shared by all exporters. */
export function exporterMixer(
  seed: number,
  countries: WorldCountries,
  sizes: EconomicSizes,
  world: WorldProducts,
) {
  const baskets = parseExportBaskets();
  // Expected free value per chapter at factor 1, pinned products of the exporter left out.
  const chapterValue = new Float64Array(CHAPTERS);
  for (let ch = 0; ch < CHAPTERS; ch++)
    for (let p = world.chapterStart[ch]!; p >= 0 && p < world.chapterEnd[ch]!; p++)
      chapterValue[ch]! += world.baseValue[p]!;

  return function mixOf(exporter: number): ExporterMix {
    const exportsB = sizes.exportsB[exporter]!;
    const basket = baskets.get(countries.list[exporter]!.id);
    const pinnedHere = world.pinned.get(exporter) ?? new Map<number, number>();
    const freeValue = Float64Array.from(chapterValue, (v) => v * MEAN_VALUE_NOISE);
    const pinnedInChapter = new Float64Array(CHAPTERS);
    for (const [p, value] of pinnedHere) {
      const ch = world.chapterOf[p]!;
      freeValue[ch]! -= world.baseValue[p]! * MEAN_VALUE_NOISE;
      pinnedInChapter[ch]! += value;
    }
    // Comparative advantage: small economies lean to primary goods, large ones to machinery,
    // electronics, vehicles, pharmaceuticals and chemicals; seeded per exporter × chapter.
    const sophistication = Math.min(1, Math.max(0, Math.log10(exportsB * 10) / Math.log10(20000)));
    const advantage = new Float64Array(CHAPTERS);
    for (let ch = 1; ch < CHAPTERS; ch++) {
      const tilt = isPrimary(ch)
        ? 1 + 3 * (1 - sophistication)
        : isAdvanced(ch)
          ? (0.1 + 0.9 * sophistication) ** 2 * (basket ? 1 : UNTABLED_ADVANCED_TILT)
          : 1;
      advantage[ch] = tilt * Math.exp(1.0 * gauss(seed, 31, exporter, ch));
    }

    const chapterFactor = new Float64Array(CHAPTERS);
    const pinScale = new Float64Array(CHAPTERS).fill(1);
    // Chapters with a basket share get exactly that budget; the rest share what is left.
    let listedShare = 0;
    if (basket)
      for (const [ch, share] of basket) {
        if (world.chapterStart[ch] === -1) continue;
        listedShare += share;
        const budget = share * exportsB;
        if (pinnedInChapter[ch]! > 0.9 * budget) pinScale[ch] = (0.9 * budget) / pinnedInChapter[ch]!;
        const free = budget - pinnedInChapter[ch]! * pinScale[ch]!;
        chapterFactor[ch] = freeValue[ch]! > 0 ? free / freeValue[ch]! : 0;
      }
    const restBudget = exportsB * Math.max(0.03, 1 - listedShare);
    let restPinned = 0;
    let restFree = 0;
    for (let ch = 1; ch < CHAPTERS; ch++) {
      if (basket?.has(ch) || world.chapterStart[ch] === -1) continue;
      restPinned += pinnedInChapter[ch]!;
      restFree += Math.max(freeValue[ch]!, 0) * advantage[ch]!;
    }
    const restPinScale = restPinned > 0.85 * restBudget ? (0.85 * restBudget) / restPinned : 1;
    const toBudget = restFree > 0 ? (restBudget - restPinned * restPinScale) / restFree : 0;
    for (let ch = 1; ch < CHAPTERS; ch++) {
      if (basket?.has(ch) || world.chapterStart[ch] === -1) continue;
      chapterFactor[ch] = advantage[ch]! * toBudget;
      pinScale[ch] = restPinScale;
    }
    if (basket) {
      // An unlisted chapter stays below the smallest listed one and below RCA_CAP times the
      // exporter's share of the chapter's world exports (no Chinese zinc boom by the dice).
      const fairShare = exportsB / sizes.worldExportsB;
      // Pinned flagships (Vietnam's coffee) come on top of the advantage cap.
      const caps = Float64Array.from(chapterValue, (v, ch) =>
        Math.min(
          0.8 * Math.min(...basket.values()) * exportsB,
          RCA_CAP * fairShare * v + pinnedInChapter[ch]!,
        ),
      );
      capUnlistedChapters(basket, freeValue, pinnedInChapter, chapterFactor, pinScale, caps);
    }
    const pins = new Map<number, number>();
    for (const [p, value] of pinnedHere) pins.set(p, value * pinScale[world.chapterOf[p]!]!);
    return { chapterFactor, pins };
  };
}

/**
 * A basket lists an economy's leading chapters, so no other chapter may outgrow the smallest of
 * them (nor a few times the exporter's fair share of its world trade): each unlisted chapter is
 * capped at `caps` and its excess goes to the uncapped ones.
 */
function capUnlistedChapters(
  basket: Map<number, number>,
  freeValue: Float64Array,
  pinnedInChapter: Float64Array,
  chapterFactor: Float64Array,
  pinScale: Float64Array,
  caps: Float64Array,
): void {
  const capped = new Uint8Array(CHAPTERS);
  for (let round = 0; round < 4; round++) {
    let excess = 0;
    let uncappedFree = 0;
    for (let ch = 1; ch < CHAPTERS; ch++) {
      if (basket.has(ch) || capped[ch]) continue;
      const pinned = pinnedInChapter[ch]! * pinScale[ch]!;
      const cap = caps[ch]!;
      const expected = Math.max(freeValue[ch]!, 0) * chapterFactor[ch]! + pinned;
      if (expected > cap) {
        capped[ch] = 1;
        excess += expected - cap;
        if (pinned > cap) pinScale[ch]! *= cap / pinned;
        const free = cap - pinnedInChapter[ch]! * pinScale[ch]!;
        chapterFactor[ch] = freeValue[ch]! > 0 ? free / freeValue[ch]! : 0;
      } else uncappedFree += Math.max(freeValue[ch]!, 0) * chapterFactor[ch]!;
    }
    if (excess === 0 || uncappedFree === 0) return;
    const grow = 1 + excess / uncappedFree;
    for (let ch = 1; ch < CHAPTERS; ch++) if (!basket.has(ch) && !capped[ch]) chapterFactor[ch]! *= grow;
  }
}
