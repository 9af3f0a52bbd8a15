/**
 * Generates the observations of the synthetic world: yearly exporter × importer × HS6 flows,
 * 2010-2025, deterministic from a seed. Columnar typed arrays, never one object per flow.
 *
 * The model, in order:
 * 1. Economic size per country: export and import totals from economies.ts for the larger
 *    economies, from area, region and a seeded draw for the others.
 * 2. Each exporter's product mix: world product weights (chapter shares, pinned world values of
 *    real subheadings) × comparative advantage (seeded per country × chapter and per product),
 *    with flagship specialisations pinned (calibration.ts) and resource products concentrated in
 *    their flagship exporters.
 * 3. Sparse bilateral flows: each exporter gets a draw budget growing with its size; each draw
 *    picks a product (∝ value^0.45, so small lines appear too) and a destination by gravity
 *    (importer size / distance). Distinct (product, destination) pairs become flows; the
 *    product's value is split among its destinations by gravity × noise, then nudged toward
 *    importer totals.
 * 4. Years: each flow has a persistent noise walk, an exporter trend (2010 → 2022 export growth),
 *    the commodity price index of its chapter, and a presence pattern (small flows come and go).
 *    Each year is scaled to the world total of calibration.ts; values are rounded to whole
 *    thousands of USD; quantities are value / (unit value × price index), integers, with a
 *    minority of nulls where neither side reports quantities (quantity-reporting.ts).
 */
import { CHAPTER_SHARE, FIRST_YEAR, FLAGSHIPS, LAST_YEAR, PRICE_INDEX, WORLD_TOTAL_T, priceGroup } from './calibration';
import type { Catalog } from './hs-catalog';
import type { WorldCountries } from './countries';
import { NO_TRADE } from './countries';
import { parseEconomies } from './economies';
import { AliasTable, NORMAL_TABLE, gauss, hash32, mulberry32, unit } from './prng';
import { quantityReporting, unitValueSpread } from './quantity-reporting';

export interface ObservationInput {
  exporter: string;
  importer: string;
  hs6: string;
  year: number;
  value_usd: number;
  quantity: number | null;
}

export interface Observations {
  count: number;
  exporter: Uint16Array;
  importer: Uint16Array;
  product: Uint16Array;
  /** Year minus FIRST_YEAR. */
  year: Uint8Array;
  /** USD. */
  value: Float64Array;
  /** In the product's unit; NaN = null. */
  quantity: Float32Array;
}

const YEARS = LAST_YEAR - FIRST_YEAR + 1;
const REGION_FACTOR: Record<string, number> = {
  Europe: 0.09, Asia: 0.035, Americas: 0.04, Oceania: 0.02, Africa: 0.012, Antarctic: 0,
};
const EU_LIKE = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV',
  'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GB', 'CH', 'NO',
]);
/** Pairs with trade far above gravity (shared borders, hubs, integrated supply chains). */
const STRONG_PAIRS = 'US-CA:2 US-MX:2.5 CN-HK:2 CN-US:4 AU-CN:2 BR-CN:2 MY-SG:2 RU-CN:2 SA-CN:2 CH-US:2.5 GB-US:1.5 JP-US:2 KR-US:2 VN-US:2.5 DE-US:1.5';

function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function generateObservations(
  seed: number,
  scale: number,
  countries: WorldCountries,
  catalog: Catalog,
  extras: ObservationInput[] = [],
): Observations {
  const N = countries.countryCount;
  const P = catalog.products.length;
  const list = countries.list.slice(0, N);
  const economies = parseEconomies();
  // Generated trade covers the package's countries; extra countries only trade through extras.
  const trading = new Uint8Array(N);
  const X = new Float64Array(N); // exports 2022, B USD
  const M = new Float64Array(N);
  const trend = new Float64Array(N); // log of (share 2010 / share 2022), per 12 years
  const worldRatio = WORLD_TOTAL_T[0]! / WORLD_TOTAL_T[12]!;
  for (const c of list) {
    const eco = economies.get(c.id);
    if (NO_TRADE.has(c.id) || c.idx >= countries.baseCount) continue;
    trading[c.idx] = 1;
    if (eco) {
      X[c.idx] = eco.exports;
      M[c.idx] = eco.imports;
      trend[c.idx] = Math.log(eco.exports2010 / eco.exports / worldRatio);
    } else {
      const rf = REGION_FACTOR[c.region ?? ''] ?? 0.02;
      const gdp = Math.max(
        0.05,
        rf * Math.sqrt(Math.max(c.area, 1)) * (c.independent ? 1 : 0.5) * Math.exp(0.6 * gauss(seed, 11, c.idx)),
      );
      X[c.idx] = gdp * 0.22;
      M[c.idx] = gdp * 0.32;
      trend[c.idx] = 0.25 * gauss(seed, 12, c.idx);
    }
  }
  let sumX = 0;
  let sumM = 0;
  for (let c = 0; c < N; c++) {
    sumX += X[c]!;
    sumM += M[c]!;
  }
  for (let c = 0; c < N; c++) M[c] = (M[c]! * sumX) / sumM;

  // Gravity weights: importer size / distance, with regional and known strong-pair boosts.
  const grav = new Float64Array(N * N);
  const strong = new Map<string, number>();
  for (const item of STRONG_PAIRS.split(' ')) {
    const [pair, factor] = item.split(':') as [string, string];
    strong.set(pair, +factor);
    strong.set(pair.split('-').reverse().join('-'), +factor);
  }
  for (let e = 0; e < N; e++) {
    if (!trading[e]) continue;
    const ce = list[e]!;
    for (let i = 0; i < N; i++) {
      if (i === e || !trading[i]) continue;
      const ci = list[i]!;
      // Distance in thousands of km, floored at 1 so neighbours do not swamp everything.
      const d = haversineKm(ce.lat, ce.lng, ci.lat, ci.lng) / 1000 + 1;
      let w = M[i]! / Math.pow(d, 0.9);
      if (ce.subregion && ce.subregion === ci.subregion) w *= 1.4;
      if (EU_LIKE.has(ce.id) && EU_LIKE.has(ci.id)) w *= 1.3;
      w *= strong.get(`${ce.id}-${ci.id}`) ?? 1;
      grav[e * N + i] = w * Math.exp(0.35 * gauss(seed, 13, e, i));
    }
  }

  // World product weights (B USD, 2022): chapter share split among its products.
  const products = catalog.products;
  const worldW = new Float64Array(P);
  {
    let shareSum = 0;
    for (const v of Object.values(CHAPTER_SHARE)) shareSum += v;
    const byChapter = new Map<number, number[]>();
    for (const p of products) byChapter.set(p.chapter, [...(byChapter.get(p.chapter) ?? []), p.idx]);
    for (const [ch, idxs] of byChapter) {
      const budget = ((CHAPTER_SHARE[ch] ?? 0.02) / shareSum) * sumX;
      let pinned = 0;
      let rawSum = 0;
      const raw = new Float64Array(idxs.length);
      idxs.forEach((pi, k) => {
        const p = products[pi]!;
        if (p.worldB > 0) pinned += p.worldB;
        else {
          raw[k] = Math.exp(1.1 * gauss(seed, 21, pi)) * (p.named ? 4 : 1);
          rawSum += raw[k];
        }
      });
      const rest = Math.max(budget - pinned, budget * 0.1);
      idxs.forEach((pi, k) => {
        const p = products[pi]!;
        worldW[pi] = p.worldB > 0 ? p.worldB : rawSum > 0 ? (raw[k]! / rawSum) * rest : 0;
      });
    }
  }

  // Flagships: pinned exporter values per product; resource products damp other exporters.
  const pinned = new Map<number, Map<number, number>>(); // exporter → product → B USD
  const damp = new Float64Array(P).fill(1);
  for (const line of FLAGSHIPS.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 3) continue;
    const resource = parts[0]!.startsWith('!');
    const prod = catalog.byCode.get(parts[0]!.replace('!', ''));
    if (!prod) continue;
    damp[prod.idx] = resource ? 0.08 : 0.35;
    for (let k = 1; k + 1 < parts.length; k += 2) {
      const c = countries.byId.get(parts[k]!);
      if (!c || c.idx >= N || !trading[c.idx]) continue;
      const m = pinned.get(c.idx) ?? new Map<number, number>();
      m.set(prod.idx, +parts[k + 1]! * worldW[prod.idx]!);
      pinned.set(c.idx, m);
    }
  }

  // Per exporter: product values, sampled (product, destination) pairs, pair base values.
  const pairExp: number[] = [];
  const pairImp: number[] = [];
  const pairProd: number[] = [];
  const pairBase: number[] = [];
  const rand = mulberry32(seed ^ 0x2545f491);
  const impW = new Float64Array(N);
  const chapterRca = new Float64Array(100);
  const chapterRcaW = new Float64Array(100);
  const pinnedMark = new Uint8Array(P);
  // Product noise exp(0.8 z) for values; exp(0.36 z) (= value^0.45), capped, for sampling.
  const noiseV = NORMAL_TABLE.map((z) => Math.exp(0.8 * z));
  const meanNoiseV = noiseV.reduce((a, b) => a + b, 0) / noiseV.length;
  const CAP_W = Math.exp(0.36 * 2.5);
  const acceptW = NORMAL_TABLE.map((z) => Math.min(Math.exp(0.36 * z), CAP_W) / CAP_W);
  const meanAcceptW = acceptW.reduce((a, b) => a + b, 0) / acceptW.length;
  const baseV = new Float64Array(P);
  const baseW = new Float64Array(P);
  const prodChapter = new Uint8Array(P);
  for (let p = 0; p < P; p++) {
    baseV[p] = worldW[p]! * damp[p]!;
    baseW[p] = Math.pow(baseV[p]!, 0.45);
    prodChapter[p] = products[p]!.chapter;
  }
  // Products are sorted by code, so each chapter is one index range with its own sampler:
  // an exporter draws a chapter (by its comparative advantage), then a product in it, then
  // keeps it with a probability following its own noise. Cost per exporter ∝ draws, not P.
  const chLo = new Int32Array(100).fill(-1);
  const chHi = new Int32Array(100);
  for (let p = 0; p < P; p++) {
    const ch = prodChapter[p]!;
    if (chLo[ch] === -1) chLo[ch] = p;
    chHi[ch] = p + 1;
  }
  const chV = new Float64Array(100);
  const chW = new Float64Array(100);
  const chAlias: (AliasTable | null)[] = [];
  for (let ch = 0; ch < 100; ch++) {
    if (chLo[ch] === -1) {
      chAlias.push(null);
      continue;
    }
    for (let p = chLo[ch]!; p < chHi[ch]!; p++) {
      chV[ch] = chV[ch]! + baseV[p]!;
      chW[ch] = chW[ch]! + baseW[p]!;
    }
    chAlias.push(new AliasTable(baseW.subarray(chLo[ch], chHi[ch])));
  }
  const chPick = new Float64Array(100);
  for (let e = 0; e < N; e++) {
    if (!trading[e] || X[e]! <= 0) continue;
    // Sophistication from size: small economies lean to primary goods, large ones to
    // machinery, electronics, vehicles, pharmaceuticals and chemicals.
    const soph = Math.min(1, Math.max(0, Math.log10(X[e]! * 10) / Math.log10(20000)));
    for (let ch = 1; ch < 100; ch++) {
      const primary = ch <= 27 || ch === 41 || ch === 44 || ch === 47 || ch === 52 || ch === 71;
      const advanced = ch === 29 || ch === 30 || (ch >= 84 && ch <= 90);
      const tilt = primary ? 1 + 3 * (1 - soph) : advanced ? (0.1 + 0.9 * soph) ** 2 : 1;
      chapterRca[ch] = tilt * Math.exp(1.0 * gauss(seed, 31, e, ch));
      chapterRcaW[ch] = Math.pow(chapterRca[ch]!, 0.45);
      chPick[ch] = chW[ch]! * chapterRcaW[ch]!;
    }
    const pins = pinned.get(e);
    let pinnedTotal = 0;
    // Expected free value (noise at its mean), pinned products left out.
    let freeSum = 0;
    for (let ch = 1; ch < 100; ch++) freeSum += chV[ch]! * chapterRca[ch]! * meanNoiseV;
    if (pins)
      for (const [p, v] of pins) {
        pinnedTotal += v;
        pinnedMark[p] = 1;
        freeSum -= baseV[p]! * chapterRca[prodChapter[p]!]! * meanNoiseV;
      }
    const pinScale = pinnedTotal > 0.85 * X[e]! ? (0.85 * X[e]!) / pinnedTotal : 1;
    const toTarget = (X[e]! - pinnedTotal * pinScale) / freeSum;
    const valueOf = (p: number): number =>
      pinnedMark[p]
        ? pins!.get(p)! * pinScale
        : baseV[p]! * chapterRca[prodChapter[p]!]! * noiseV[hash32(seed, 32, e, p) >>> 16]! * toTarget;
    for (let i = 0; i < N; i++) impW[i] = Math.pow(grav[e * N + i]!, 0.75);
    const chapterAlias = new AliasTable(chPick);
    const impAlias = new AliasTable(impW);
    const totalDraws = Math.max(3, Math.round(52 * scale * Math.pow(X[e]!, 0.62)));
    // Draws split between free and pinned products by their value^0.45 mass, as one sampler
    // over all products would; pinned (flagship) ones always get a few more.
    let freeW = 0;
    for (let ch = 1; ch < 100; ch++) freeW += chPick[ch]!;
    freeW *= meanAcceptW * CAP_W * Math.pow(toTarget, 0.45);
    let pinW = 0;
    if (pins) for (const v of pins.values()) pinW += Math.pow(v * pinScale, 0.45);
    const randomDraws = Math.max(1, Math.round((totalDraws * freeW) / (freeW + pinW)));
    const forced: number[] = [];
    if (pins)
      for (const [p, v] of pins) {
        const n = 3 + Math.round(totalDraws * 0.004) + Math.round((totalDraws * Math.pow(v * pinScale, 0.45)) / (freeW + pinW));
        for (let f = 0; f < n; f++) forced.push(p);
      }
    const draws = randomDraws + forced.length;
    const keys = new Float64Array(draws);
    for (let k = 0; k < draws; k++) {
      let p = -1;
      if (k < randomDraws) {
        for (let tries = 0; tries < 64 && p < 0; tries++) {
          const ch = chapterAlias.sample(rand(), rand());
          const q = chLo[ch]! + chAlias[ch]!.sample(rand(), rand());
          if (!pinnedMark[q] && rand() < acceptW[hash32(seed, 32, e, q) >>> 16]!) p = q;
        }
        if (p < 0) p = chLo[1]!;
      } else p = forced[k - randomDraws]!;
      const i = impAlias.sample(rand(), rand());
      keys[k] = p * N + i;
    }
    keys.sort();
    // Group distinct pairs by product; split each product's value by gravity × noise.
    let k = 0;
    let sampledValue = 0;
    const start = pairBase.length;
    while (k < draws) {
      const p = Math.floor(keys[k]! / N);
      const dests: number[] = [];
      while (k < draws && Math.floor(keys[k]! / N) === p) {
        const i = keys[k]! - p * N;
        if (dests[dests.length - 1] !== i) dests.push(i);
        k++;
      }
      const pv = valueOf(p);
      let wsum = 0;
      const ws = dests.map((i) => {
        const w = grav[e * N + i]! * Math.exp(0.9 * gauss(seed, 33, e * P + p, i));
        wsum += w;
        return w;
      });
      dests.forEach((i, j) => {
        pairExp.push(e);
        pairImp.push(i);
        pairProd.push(p);
        pairBase.push((pv * ws[j]!) / wsum);
      });
      sampledValue += pv;
    }
    // Products never drawn drop out: scale the exporter back to its total.
    const fix = sampledValue > 0 ? X[e]! / sampledValue : 0;
    for (let j = start; j < pairBase.length; j++) pairBase[j] = pairBase[j]! * fix;
    if (pins) for (const p of pins.keys()) pinnedMark[p] = 0;
  }

  // Nudge toward importer totals (two passes), keeping each exporter × product total.
  for (let pass = 0; pass < 2; pass++) {
    const imp = new Float64Array(N);
    for (let j = 0; j < pairBase.length; j++) imp[pairImp[j]!] = imp[pairImp[j]!]! + pairBase[j]!;
    const adj = new Float64Array(N);
    for (let i = 0; i < N; i++) adj[i] = imp[i]! > 0 ? Math.pow(M[i]! / imp[i]!, 1.0) : 1;
    let j = 0;
    while (j < pairBase.length) {
      let end = j;
      let before = 0;
      let after = 0;
      while (end < pairBase.length && pairExp[end] === pairExp[j] && pairProd[end] === pairProd[j]) {
        before += pairBase[end]!;
        after += pairBase[end]! * adj[pairImp[end]!]!;
        end++;
      }
      for (let t = j; t < end; t++) pairBase[t] = (pairBase[t]! * adj[pairImp[t]!]! * before) / after;
      j = end;
    }
  }

  // Years.
  const pairs = pairBase.length;
  const cap = pairs * YEARS + extras.length;
  const exporter = new Uint16Array(cap);
  const importer = new Uint16Array(cap);
  const product = new Uint16Array(cap);
  const year = new Uint8Array(cap);
  const value = new Float64Array(cap);
  const quantity = new Float32Array(cap);
  const yearSum = new Float64Array(YEARS);
  const priceTables = products.map((p) => PRICE_INDEX[priceGroup(p.chapter)]);
  const ru = countries.byId.get('RU')?.idx ?? -1;
  const sanctioning = new Set(
    [...EU_LIKE, 'US', 'JP', 'CA', 'AU', 'KR', 'NZ'].map((id) => countries.byId.get(id)?.idx ?? -1),
  );
  // Exporter trend: its 2010 → 2022 share change, continued at half pace after 2022.
  const trendF = new Float64Array(N * YEARS);
  for (let e = 0; e < N; e++)
    for (let y = 0; y < YEARS; y++)
      trendF[e * YEARS + y] = Math.exp((trend[e]! * (12 - Math.min(y, 12))) / 12 - (trend[e]! * 0.5 * Math.max(0, y - 12)) / 12);
  const heading = Uint16Array.from(products, (p) => +p.hs6.slice(0, 4));
  const flagshipCells = new Set<number>();
  for (const [c, m] of pinned) for (const p of m.keys()) flagshipCells.add(c * 10000 + heading[p]!);
  const reporting = quantityReporting(seed, X, flagshipCells);
  const spread = Float64Array.from(products, (p) => unitValueSpread(p.chapter));
  let n = 0;
  for (let j = 0; j < pairs; j++) {
    const e = pairExp[j]!;
    const i = pairImp[j]!;
    const p = pairProd[j]!;
    const base = pairBase[j]!;
    const sizeLog = Math.log10(base * 1e9 + 1);
    // Flows above ~30 M USD are present every year; smaller ones come and go.
    const q = Math.min(1, Math.max(0.3, 0.3 + 0.14 * (sizeLog - 3)));
    const startYear = q < 1 && unit(seed, 41, j) < 0.3 ? Math.floor(unit(seed, 42, j) * 12) : 0;
    const price = priceTables[p]!;
    // Unit value of this exporter's product (quality), kept as USD-per-unit⁻¹ until scaling.
    const perUnit = 1 / (products[p]!.unitUsd * Math.exp(spread[p]! * gauss(seed, 53, e, p)));
    const h = heading[p]!;
    // 0: quantity every year, 1: never, 2: depends on the year (see quantity-reporting.ts).
    const qState = reporting.pairState(e, i, h);
    // One sequential stream per flow: cheaper than hashing every flow-year.
    const r = mulberry32(hash32(seed, 44, j));
    let walk = 0.25 * NORMAL_TABLE[(r() * 65536) | 0]!;
    for (let y = 0; y < YEARS; y++) {
      walk = 0.75 * walk + 0.16 * NORMAL_TABLE[(r() * 65536) | 0]!;
      const present = r() < q;
      if (y < startYear || !present) continue;
      let v = base * trendF[e * YEARS + y]! * price[y]! * Math.exp(walk);
      if (e === ru && sanctioning.has(i) && y >= 12) v *= y === 12 ? 0.45 : 0.1;
      exporter[n] = e;
      importer[n] = i;
      product[n] = p;
      year[n] = y;
      value[n] = v;
      quantity[n] = qState === 0 || (qState === 2 && !reporting.missingInYear(e, i, h, y)) ? perUnit / price[y]! : NaN;
      yearSum[y] = yearSum[y]! + v;
      n++;
    }
  }
  // Scale to world totals, round to thousands, derive quantities.
  const k = new Float64Array(YEARS);
  for (let y = 0; y < YEARS; y++) k[y] = yearSum[y]! > 0 ? (WORLD_TOTAL_T[y]! * 1e12) / (yearSum[y]! * 1e9) : 0;
  for (let r = 0; r < n; r++) {
    const y = year[r]!;
    const usd = Math.max(1000, Math.round((value[r]! * 1e9 * k[y]!) / 1000) * 1000);
    value[r] = usd;
    const f = quantity[r]!;
    if (Number.isNaN(f)) continue;
    // A recorded shipment moves at least one unit: a 1,000 USD flow of 60 M USD aircraft is one
    // (used) aircraft, not a null that would blank the exporter's whole yearly aggregate.
    quantity[r] = Math.max(1, Math.round(usd * f));
  }
  // Extras (tests only): appended as given.
  for (const x of extras) {
    const e = countries.byId.get(x.exporter.toUpperCase());
    const i = countries.byId.get(x.importer.toUpperCase());
    const p = catalog.byCode.get(x.hs6);
    if (!e || !i || !p || e.isGroup || i.isGroup || e.idx === i.idx) throw new Error(`bad extra observation ${JSON.stringify(x)}`);
    if (x.year < FIRST_YEAR || x.year > LAST_YEAR) throw new Error(`extra observation year ${x.year} out of coverage`);
    exporter[n] = e.idx;
    importer[n] = i.idx;
    product[n] = p.idx;
    year[n] = x.year - FIRST_YEAR;
    value[n] = x.value_usd;
    quantity[n] = x.quantity === null ? NaN : x.quantity;
    n++;
  }
  return {
    count: n,
    exporter: exporter.slice(0, n),
    importer: importer.slice(0, n),
    product: product.slice(0, n),
    year: year.slice(0, n),
    value: value.slice(0, n),
    quantity: quantity.slice(0, n),
  };
}
