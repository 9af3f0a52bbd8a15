/**
 * Generates the observations of the synthetic world: yearly exporter × importer × HS6 flows,
 * 2010-2025, deterministic from a seed. Columnar typed arrays, never one object per flow.
 *
 * The model, in four steps (one module each):
 * 1. Economic size per country (economic-size.ts): 2022 exports and imports from economies.ts
 *    for the larger economies, from area, region and a seeded draw for the others.
 * 2. Each exporter's product mix (product-mix.ts): world product weights × its real export
 *    basket by chapter (export-baskets.ts) or a seeded comparative advantage, with flagship
 *    exporters pinned per product (calibration.ts).
 * 3. Sparse bilateral flows (bilateral-flows.ts): products drawn from the mix, destinations from
 *    the direction of trade (direction-of-trade.ts: gravity with calibrated pair terms) × each
 *    product's import demand (import-demand.ts), then calibrated to the pair targets.
 * 4. Years (yearly-values.ts): noise walk, exporter trend, commodity prices, presence, world
 *    totals, whole thousands of USD, quantities with structural gaps (quantity-reporting.ts).
 * Extras (tests only) are appended as given.
 */
import { FIRST_YEAR, LAST_YEAR } from './calibration';
import { bilateralFlows } from './bilateral-flows';
import type { WorldCountries } from './countries';
import { pairTargets } from './direction-of-trade';
import { economicSizes } from './economic-size';
import type { Catalog } from './hs-catalog';
import { worldProducts } from './product-mix';
import { yearlyValues } from './yearly-values';

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

export function generateObservations(
  seed: number,
  scale: number,
  countries: WorldCountries,
  catalog: Catalog,
  extras: ObservationInput[] = [],
): Observations {
  const sizes = economicSizes(seed, countries);
  const products = worldProducts(seed, catalog, countries, sizes);
  const targets = pairTargets(seed, countries, sizes);
  const flows = bilateralFlows(seed, scale, catalog, countries, sizes, products, targets);
  const observations = yearlyValues(seed, countries, catalog, sizes, flows, products.pinned, extras.length);
  appendExtras(observations, countries, catalog, extras);
  const n = observations.count;
  return {
    count: n,
    exporter: observations.exporter.slice(0, n),
    importer: observations.importer.slice(0, n),
    product: observations.product.slice(0, n),
    year: observations.year.slice(0, n),
    value: observations.value.slice(0, n),
    quantity: observations.quantity.slice(0, n),
  };
}

/** Test-only observations, validated and appended after the generated ones (capacity reserved). */
function appendExtras(
  out: Observations,
  countries: WorldCountries,
  catalog: Catalog,
  extras: ObservationInput[],
): void {
  for (const extra of extras) {
    const exporter = countries.byId.get(extra.exporter.toUpperCase());
    const importer = countries.byId.get(extra.importer.toUpperCase());
    const product = catalog.byCode.get(extra.hs6);
    if (
      !exporter ||
      !importer ||
      !product ||
      exporter.isGroup ||
      importer.isGroup ||
      exporter.idx === importer.idx
    )
      throw new Error(`bad extra observation ${JSON.stringify(extra)}`);
    if (extra.year < FIRST_YEAR || extra.year > LAST_YEAR)
      throw new Error(`extra observation year ${extra.year} out of coverage`);
    const r = out.count++;
    out.exporter[r] = exporter.idx;
    out.importer[r] = importer.idx;
    out.product[r] = product.idx;
    out.year[r] = extra.year - FIRST_YEAR;
    out.value[r] = extra.value_usd;
    out.quantity[r] = extra.quantity === null ? NaN : extra.quantity;
  }
}
