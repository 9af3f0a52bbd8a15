/**
 * Step 4 of the generator: one observation per flow and year. Each flow has a persistent noise
 * walk, its exporter's trend (2010 → 2022 export growth, half pace after), the commodity price
 * index of its chapter, and a presence pattern (small flows come and go). Russia's exports to
 * the sanctioning economies collapse from 2022 and partly turn to China, India and Turkey. Each
 * year is scaled to the world total of calibration.ts; values are rounded to whole thousands of
 * USD; quantities are value / (unit value × price index), whole units, null where neither side
 * reports them (quantity-reporting.ts). Rows come out ordered by exporter, then year.
 */
import { FIRST_YEAR, LAST_YEAR, PRICE_INDEX, WORLD_TOTAL_T, priceGroup } from './calibration';
import type { WorldCountries } from './countries';
import { EU_MEMBERS } from './countries';
import type { Catalog } from './hs-catalog';
import type { BaseFlows } from './bilateral-flows';
import type { EconomicSizes } from './economic-size';
import type { Observations } from './generate';
import { balanceFactors } from './macro-balances';
import { NORMAL_TABLE, gauss, hash32, unit } from './prng';
import { quantityReporting, unitValueSpread } from './quantity-reporting';
import { hasLadder, unitValueLadders } from './unit-value-ladders';

const YEARS = LAST_YEAR - FIRST_YEAR + 1;
/** The noise walk of the largest flows keeps this share of its amplitude. */
const MIN_WALK_AMPLITUDE = 0.35;
/** Year index of 2022, the base year of the calibration. */
const BASE_YEAR = 2022 - FIRST_YEAR;
const SANCTIONING = [...EU_MEMBERS, 'GB', 'CH', 'NO', 'US', 'JP', 'CA', 'AU', 'KR', 'NZ'];
/** Russia's redirected exports from 2022: multiplier per partner. */
const RUSSIA_REDIRECT: Record<string, number> = { CN: 1.4, IN: 1.2, TR: 1.4, KZ: 1.2, AE: 1.5 };

export function yearlyValues(
  seed: number,
  countries: WorldCountries,
  catalog: Catalog,
  sizes: EconomicSizes,
  flows: BaseFlows,
  pinned: Map<number, Map<number, number>>,
  extraRows: number,
): Observations {
  const out = emptyObservations(flows.count * YEARS + extraRows);
  const ids = countries.list.map((c) => c.id);
  const state = flowStates(seed, countries, catalog, sizes, flows, pinned);
  const pairYear = drawRows(out, countries, catalog, sizes, flows, state);
  scaleToWorldTotals(out, ids.slice(0, countries.countryCount), pairYear);
  return out;
}

function emptyObservations(capacity: number): Observations {
  return {
    count: 0,
    exporter: new Uint16Array(capacity),
    importer: new Uint16Array(capacity),
    product: new Uint16Array(capacity),
    year: new Uint8Array(capacity),
    value: new Float64Array(capacity),
    quantity: new Float32Array(capacity),
  };
}

/** Per partner: what Russia's exports to it are multiplied by from 2022. */
function russiaPartnerFactors(countries: WorldCountries): Float64Array {
  const russiaPartner = new Float64Array(countries.countryCount).fill(1);
  for (const id of SANCTIONING) russiaPartner[countries.byId.get(id)!.idx] = 0.1;
  for (const [id, factor] of Object.entries(RUSSIA_REDIRECT))
    russiaPartner[countries.byId.get(id)!.idx] = factor;
  return russiaPartner;
}

/** Per (exporter × years + year): the exporter's trend relative to 2022. */
function trendFactors(countries: WorldCountries, sizes: EconomicSizes): Float64Array {
  const trendFactor = new Float64Array(countries.countryCount * YEARS);
  for (let e = 0; e < countries.countryCount; e++) {
    const trend = sizes.trend[e]!;
    for (let y = 0; y < YEARS; y++)
      trendFactor[e * YEARS + y] = Math.exp(
        (trend * (BASE_YEAR - Math.min(y, BASE_YEAR))) / BASE_YEAR -
          (trend * 0.5 * Math.max(0, y - BASE_YEAR)) / BASE_YEAR,
      );
  }
  return trendFactor;
}

type FlowStates = ReturnType<typeof flowStates>;

/**
 * Per-flow state, so rows come out ordered by exporter, then year, then flow (the engine's
 * indexes rely on it) while each flow keeps its own sequential random stream.
 */
function flowStates(
  seed: number,
  countries: WorldCountries,
  catalog: Catalog,
  sizes: EconomicSizes,
  flows: BaseFlows,
  pinned: Map<number, Map<number, number>>,
) {
  const products = catalog.products;
  const countryCount = countries.countryCount;
  const heading = Uint16Array.from(products, (p) => +p.hs6.slice(0, 4));
  const flagshipCells = new Set<number>();
  for (const [c, values] of pinned) for (const p of values.keys()) flagshipCells.add(c * 10000 + heading[p]!);
  const reporting = quantityReporting(seed, sizes.exportsB, flagshipCells);
  // Laddered products (unit-value-ladders.ts) spread less, so the rungs show.
  const spread = Float64Array.from(products, (p) => (hasLadder(p.hs6) ? 0.08 : unitValueSpread(p.chapter)));
  const rung = unitValueLadders();
  const ids = countries.list.map((c) => c.id);

  const walk = new Float64Array(flows.count);
  const walkAmplitude = new Float64Array(flows.count);
  const streamState = new Uint32Array(flows.count);
  const presence = new Float64Array(flows.count);
  const startYear = new Uint8Array(flows.count);
  const unitsPerUsd = new Float64Array(flows.count);
  const quantityState = new Uint8Array(flows.count);
  const headingOf = new Uint16Array(flows.count);
  for (let j = 0; j < flows.count; j++) {
    const e = flows.exporter[j]!;
    const p = flows.product[j]!;
    const sizeLog = Math.log10(flows.baseValue[j]! * 1e9 + 1);
    // Flows above ~30 M USD are present every year; smaller ones come and go.
    presence[j] = Math.min(1, Math.max(0.3, 0.3 + 0.14 * (sizeLog - 3)));
    // A large flow sums many shipments and firms, so it is steadier: full noise up to ~30 M
    // USD, two thirds at 1 B, under half at 10 B, a third from ~30 B (Canada's crude to the US moves with the oil
    // price, not by a quarter of its value at random).
    walkAmplitude[j] = Math.min(1, Math.max(MIN_WALK_AMPLITUDE, 1 - 0.22 * (sizeLog - 7.5)));
    // Keyed by the flow itself (not its position), so adding or dropping another exporter's
    // flows leaves this flow's years as they were.
    const flowKey = e * countryCount + flows.importer[j]!;
    startYear[j] =
      presence[j]! < 1 && unit(seed, 41, flowKey, p) < 0.3 ? Math.floor(unit(seed, 42, flowKey, p) * 12) : 0;
    // This exporter's unit value of the product (quality), as units per USD until scaling.
    unitsPerUsd[j] =
      1 /
      (products[p]!.unitUsd * rung(ids[e]!, products[p]!.hs6) * Math.exp(spread[p]! * gauss(seed, 53, e, p)));
    headingOf[j] = heading[p]!;
    // 0: quantity every year, 1: never, 2: depends on the year (see quantity-reporting.ts).
    quantityState[j] = reporting.pairState(e, flows.importer[j]!, headingOf[j]!);
    // One sequential stream per flow: cheaper than hashing every flow-year.
    streamState[j] = hash32(seed, 44, flowKey, p);
    walk[j] = 0.25 * NORMAL_TABLE[(nextUnit(streamState, j) * 65536) | 0]!;
  }
  return {
    reporting,
    walk,
    walkAmplitude,
    streamState,
    presence,
    startYear,
    unitsPerUsd,
    quantityState,
    headingOf,
  };
}

/**
 * Steps every flow's walk year by year and writes its present years as rows (value before
 * scaling, quantity as units per USD at the year's price); returns the value per pair and year.
 */
function drawRows(
  out: Observations,
  countries: WorldCountries,
  catalog: Catalog,
  sizes: EconomicSizes,
  flows: BaseFlows,
  state: FlowStates,
): Float64Array {
  const {
    reporting,
    walk,
    walkAmplitude,
    streamState,
    presence,
    startYear,
    unitsPerUsd,
    quantityState,
    headingOf,
  } = state;
  const countryCount = countries.countryCount;
  const pairYear = new Float64Array(countryCount * countryCount * YEARS);
  const priceOf = catalog.products.map((p) => PRICE_INDEX[priceGroup(p.chapter)]);
  const russia = countries.byId.get('RU')?.idx ?? -1;
  const russiaPartner = russiaPartnerFactors(countries);
  const trendFactor = trendFactors(countries, sizes);
  let n = 0;
  for (let first = 0; first < flows.count;) {
    const e = flows.exporter[first]!;
    let last = first;
    while (last < flows.count && flows.exporter[last] === e) last++;
    for (let y = 0; y < YEARS; y++) {
      const trend = trendFactor[e * YEARS + y]!;
      for (let j = first; j < last; j++) {
        walk[j] = 0.75 * walk[j]! + 0.16 * NORMAL_TABLE[(nextUnit(streamState, j) * 65536) | 0]!;
        const present = nextUnit(streamState, j) < presence[j]!;
        if (y < startYear[j]! || !present) continue;
        const i = flows.importer[j]!;
        const p = flows.product[j]!;
        const price = priceOf[p]!;
        let value = flows.baseValue[j]! * trend * price[y]! * Math.exp(walkAmplitude[j]! * walk[j]!);
        if (e === russia && y >= BASE_YEAR) {
          const factor = russiaPartner[i]!;
          // 2022 is half a sanctions year.
          value *= y === BASE_YEAR ? Math.sqrt(factor) : factor;
        }
        out.exporter[n] = e;
        out.importer[n] = i;
        out.product[n] = p;
        out.year[n] = y;
        out.value[n] = value;
        const quantity = quantityState[j]!;
        const reported =
          quantity === 0 || (quantity === 2 && !reporting.missingInYear(e, i, headingOf[j]!, y));
        out.quantity[n] = reported ? unitsPerUsd[j]! / price[y]! : NaN;
        pairYear[(e * countryCount + i) * YEARS + y]! += value;
        n++;
      }
    }
    first = last;
  }
  out.count = n;
  return pairYear;
}

/**
 * Each large trader to its real exports and imports of the year (macro-balances.ts), then
 * scale to world totals, round to thousands, derive quantities.
 */
function scaleToWorldTotals(out: Observations, countryIds: string[], pairYear: Float64Array): void {
  const balance = balanceFactors(countryIds, pairYear);
  const toWorldTotal = new Float64Array(YEARS);
  for (let y = 0; y < YEARS; y++)
    toWorldTotal[y] =
      balance.yearTotal[y]! > 0 ? (WORLD_TOTAL_T[y]! * 1e12) / (balance.yearTotal[y]! * 1e9) : 0;
  for (let r = 0; r < out.count; r++) {
    const y = out.year[r]!;
    const factor =
      balance.exporter[out.exporter[r]! * YEARS + y]! * balance.importer[out.importer[r]! * YEARS + y]!;
    const usd = Math.max(1000, Math.round((out.value[r]! * factor * 1e9 * toWorldTotal[y]!) / 1000) * 1000);
    out.value[r] = usd;
    const unitsPerUsdAtPrice = out.quantity[r]!;
    if (Number.isNaN(unitsPerUsdAtPrice)) continue;
    // A recorded shipment moves at least one unit: a 1,000 USD flow of 60 M USD aircraft is one
    // (used) aircraft, not a null that would blank the exporter's whole yearly aggregate.
    out.quantity[r] = Math.max(1, Math.round(usd * unitsPerUsdAtPrice));
  }
}

/** mulberry32 (prng.ts) stepped in place: one generator per flow, state kept in an array. */
function nextUnit(states: Uint32Array, k: number): number {
  const s = (states[k]! + 0x6d2b79f5) >>> 0;
  states[k] = s;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
