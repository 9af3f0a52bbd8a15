/**
 * Part of step 3: the target value of every exporter × importer pair (B USD, 2022), from which
 * flows are drawn and to which they are calibrated.
 *
 * Method: a gravity base (importer size / distance^0.9, a bonus inside a subregion and inside
 * the EU/EFTA area, regional partner terms for the smaller economies, seeded noise), then
 * calibrated pair terms found by iterative proportional fitting: rows are scaled to each
 * country's exports, with the leading destinations of direction-of-trade-data.ts fixed at their
 * shares; columns to each country's imports, with the leading origins fixed likewise. A pair
 * listed by both sides (Brazil → China in Brazil's exports and in China's imports) is fixed at
 * a geometric mean of the two weighted 2:1 toward the exporter's figure, so the two steps agree and the fitting converges.
 */
import type { WorldCountries } from './countries';
import { DIRECTION_OF_TRADE, REGIONAL_PARTNERS } from './direction-of-trade-data';
import type { EconomicSizes } from './economic-size';
import { gauss } from './prng';

const EU_EFTA_UK = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
  'CH',
  'NO',
  'IS',
]);
const FITTING_ROUNDS = 12;
/**
 * China buys components from East and South-East Asia and raw materials from Africa, South
 * America, Oceania and Central Asia; from Europe, the rest of Asia and North America little
 * beyond what its table lists. Gravity alone would make it a leading market of every exporter.
 */
const CHINA_OTHER_ORIGINS = 0.2;
const complementsChina = (region: string | null, subregion: string | null): boolean =>
  region === 'Africa' ||
  region === 'Oceania' ||
  ['South America', 'Central Asia', 'Eastern Asia', 'South-Eastern Asia'].includes(subregion ?? '');

interface PartnerShares {
  /** Exporter index → importer index → share of the exporter's exports. */
  destinations: Map<number, Map<number, number>>;
  /** Importer index → exporter index → share of the importer's imports. */
  origins: Map<number, Map<number, number>>;
}

function parsePartnerShares(countries: WorldCountries): PartnerShares {
  const destinations = new Map<number, Map<number, number>>();
  const origins = new Map<number, Map<number, number>>();
  const idx = (id: string): number => {
    const country = countries.byId.get(id);
    if (!country) throw new Error(`direction of trade: unknown country ${id}`);
    return country.idx;
  };
  for (const line of DIRECTION_OF_TRADE.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 3) continue;
    const reporter = idx(parts[0]!);
    let side: Map<number, Map<number, number>> | null = null;
    for (let k = 1; k < parts.length;) {
      const token = parts[k]!;
      if (token === '>' || token === '<') {
        side = token === '>' ? destinations : origins;
        side.set(reporter, new Map());
        k++;
        continue;
      }
      side!.get(reporter)!.set(idx(token), +parts[k + 1]! / 100);
      k += 2;
    }
  }
  return { destinations, origins };
}

function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Subregion → partner index → multiplier on the gravity weight. */
function regionalTerms(countries: WorldCountries): Map<string, Map<number, number>> {
  const out = new Map<string, Map<number, number>>();
  for (const [subregion, spec] of Object.entries(REGIONAL_PARTNERS)) {
    const parts = spec.split(' ');
    const terms = new Map<number, number>();
    for (let k = 0; k + 1 < parts.length; k += 2)
      terms.set(countries.byId.get(parts[k]!)!.idx, +parts[k + 1]!);
    out.set(subregion, terms);
  }
  return out;
}

function gravityBase(
  seed: number,
  countries: WorldCountries,
  sizes: EconomicSizes,
  shares: PartnerShares,
): Float64Array {
  const n = countries.countryCount;
  const list = countries.list;
  const regional = regionalTerms(countries);
  const gravity = new Float64Array(n * n);
  for (let e = 0; e < n; e++) {
    if (!sizes.trading[e]) continue;
    const exporter = list[e]!;
    // Regional terms stand in for the leading partners of economies without their own row.
    const exporterTerms = shares.destinations.has(e) ? undefined : regional.get(exporter.subregion ?? '');
    for (let i = 0; i < n; i++) {
      if (i === e || !sizes.trading[i]) continue;
      const importer = list[i]!;
      // Distance in thousands of km, floored at 1 so neighbours do not swamp everything.
      const distance = haversineKm(exporter.lat, exporter.lng, importer.lat, importer.lng) / 1000 + 1;
      let weight = sizes.importsB[i]! / Math.pow(distance, 0.9);
      if (exporter.subregion && exporter.subregion === importer.subregion) weight *= 1.4;
      if (EU_EFTA_UK.has(exporter.id) && EU_EFTA_UK.has(importer.id)) weight *= 1.5;
      weight *= exporterTerms?.get(i) ?? 1;
      if (!shares.origins.has(i)) weight *= regional.get(importer.subregion ?? '')?.get(e) ?? 1;
      if (importer.id === 'CN' && !complementsChina(exporter.region, exporter.subregion))
        weight *= CHINA_OTHER_ORIGINS;
      gravity[e * n + i] = weight * Math.exp(0.35 * gauss(seed, 13, e, i));
    }
  }
  return gravity;
}

/**
 * Exporter × importer targets, B USD (row-major, countryCount²): gravity with calibrated pair
 * terms. Rows sum to each country's exports.
 */
export function pairTargets(seed: number, countries: WorldCountries, sizes: EconomicSizes): Float64Array {
  const n = countries.countryCount;
  const shares = parsePartnerShares(countries);
  const targets = gravityBase(seed, countries, sizes, shares);
  const { exportsB, importsB } = sizes;

  // Pairs fixed by the tables: value in B USD (geometric mean where both sides list the pair).
  const fixed = new Map<number, number>();
  for (const [e, partners] of shares.destinations)
    for (const [i, share] of partners) if (sizes.trading[i]) fixed.set(e * n + i, share * exportsB[e]!);
  for (const [i, partners] of shares.origins)
    for (const [e, share] of partners) {
      if (!sizes.trading[e]) continue;
      const fromImports = share * importsB[i]!;
      const fromExports = fixed.get(e * n + i);
      // Weighted toward the exporter's own figure: export destinations are what a country view
      // shows first, and mirror statistics differ (re-exports, valuation, timing).
      fixed.set(
        e * n + i,
        fromExports === undefined ? fromImports : fromExports ** (2 / 3) * fromImports ** (1 / 3),
      );
    }
  const isFixed = new Uint8Array(n * n);
  for (const [cell, value] of fixed) {
    isFixed[cell] = 1;
    targets[cell] = value;
  }

  for (let round = 0; round < FITTING_ROUNDS; round++) {
    // Columns: each importer's free origins fill what its fixed ones leave of its imports. An
    // importer with its own origins table leaves its other origins to the exporters' rows:
    // forcing the remainder onto them would make it a leading market of every mid-size exporter.
    for (let i = 0; i < n; i++) {
      if (!sizes.trading[i] || shares.origins.has(i)) continue;
      let fixedSum = 0;
      let freeSum = 0;
      for (let e = 0; e < n; e++) {
        const cell = e * n + i;
        if (isFixed[cell]) fixedSum += targets[cell]!;
        else freeSum += targets[cell]!;
      }
      const scale = freeSum > 0 ? Math.max(importsB[i]! - fixedSum, 0.05 * importsB[i]!) / freeSum : 0;
      for (let e = 0; e < n; e++) if (!isFixed[e * n + i]) targets[e * n + i]! *= scale;
    }
    // Rows last: exports are what the country view shows first, so they hold exactly.
    for (let e = 0; e < n; e++) {
      if (!sizes.trading[e]) continue;
      let fixedSum = 0;
      let freeSum = 0;
      for (let i = 0; i < n; i++) {
        const cell = e * n + i;
        if (isFixed[cell]) fixedSum += targets[cell]!;
        else freeSum += targets[cell]!;
      }
      const scale = freeSum > 0 ? Math.max(exportsB[e]! - fixedSum, 0.05 * exportsB[e]!) / freeSum : 0;
      let rowSum = 0;
      for (let i = 0; i < n; i++) {
        if (!isFixed[e * n + i]) targets[e * n + i]! *= scale;
        rowSum += targets[e * n + i]!;
      }
      // A country whose fixed partners exceed its exports (inconsistent tables) is scaled down.
      if (rowSum > exportsB[e]! * 1.0001)
        for (let i = 0; i < n; i++) targets[e * n + i]! *= exportsB[e]! / rowSum;
    }
  }
  return targets;
}
