/**
 * Step 1 of the generator: each country's economic size, as 2022 merchandise exports and imports
 * (B USD) and an export trend since 2010. The larger economies come from economies.ts; the
 * others are estimated from area, region and a seeded draw. Imports are rescaled so that world
 * imports equal world exports (every flow has both sides).
 */
import { WORLD_TOTAL_T } from './calibration';
import type { WorldCountries } from './countries';
import { NO_TRADE } from './countries';
import { parseEconomies } from './economies';
import { gauss } from './prng';

export interface EconomicSizes {
  /** 1 for countries that trade (the package's, inhabited); extras only trade through extras. */
  trading: Uint8Array;
  /** Merchandise exports 2022, B USD. */
  exportsB: Float64Array;
  /** Merchandise imports 2022, B USD, scaled so that their world sum equals that of exports. */
  importsB: Float64Array;
  /** log(share of world exports 2010 / share 2022): the exporter's trend over 12 years. */
  trend: Float64Array;
  worldExportsB: number;
}

/** GDP per unit of √area (B USD per km) for economies outside economies.ts, by region. */
const REGION_FACTOR: Record<string, number> = {
  Europe: 0.09,
  Asia: 0.035,
  Americas: 0.04,
  Oceania: 0.02,
  Africa: 0.012,
  Antarctic: 0,
};

export function economicSizes(seed: number, countries: WorldCountries): EconomicSizes {
  const countryCount = countries.countryCount;
  const economies = parseEconomies();
  const trading = new Uint8Array(countryCount);
  const exportsB = new Float64Array(countryCount);
  const importsB = new Float64Array(countryCount);
  const trend = new Float64Array(countryCount);
  const worldGrowth = WORLD_TOTAL_T[0]! / WORLD_TOTAL_T[12]!;
  for (const country of countries.list.slice(0, countryCount)) {
    if (NO_TRADE.has(country.id) || country.idx >= countries.baseCount) continue;
    trading[country.idx] = 1;
    const known = economies.get(country.id);
    if (known) {
      exportsB[country.idx] = known.exports;
      importsB[country.idx] = known.imports;
      trend[country.idx] = Math.log(known.exports2010 / known.exports / worldGrowth);
    } else {
      const regionFactor = REGION_FACTOR[country.region ?? ''] ?? 0.02;
      const gdp = Math.max(
        0.05,
        regionFactor *
          Math.sqrt(Math.max(country.area, 1)) *
          (country.independent ? 1 : 0.5) *
          Math.exp(0.6 * gauss(seed, 11, country.idx)),
      );
      exportsB[country.idx] = gdp * 0.22;
      importsB[country.idx] = gdp * 0.32;
      trend[country.idx] = 0.25 * gauss(seed, 12, country.idx);
    }
  }
  let worldExportsB = 0;
  let worldImportsB = 0;
  for (let c = 0; c < countryCount; c++) {
    worldExportsB += exportsB[c]!;
    worldImportsB += importsB[c]!;
  }
  for (let c = 0; c < countryCount; c++) importsB[c] = (importsB[c]! * worldExportsB) / worldImportsB;
  return { trading, exportsB, importsB, trend, worldExportsB };
}
