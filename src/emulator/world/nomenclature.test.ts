import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/engine';
import { hs6Nomenclature } from './hs-catalog';
import { sharedDefaultWorld } from '../node/shared-test-world';

const world = sharedDefaultWorld();
const engine = createEngine(world);
const nomenclature = hs6Nomenclature();

describe('the default world trades only real HS 2022 subheadings', () => {
  it('serves a catalog of exactly the nomenclature', () => {
    expect(world.catalog.products.map((p) => p.hs6)).toEqual([...nomenclature.keys()]);
  });

  it('has no observation under a code outside the nomenclature', () => {
    const traded = new Set<string>();
    for (let r = 0; r < world.obs.count; r++) traded.add(world.catalog.products[world.obs.product[r]!]!.hs6);
    for (const code of traded) expect(nomenclature.has(code), code).toBe(true);
    // Most of the nomenclature is traded by someone, as in reality.
    expect(traded.size).toBeGreaterThan(0.9 * nomenclature.size);
  });

  it('answers product searches, rankings and /trade rows with real codes and their official names', () => {
    const served: { code: string; name?: string | null }[] = [];
    for (const q of ['coffee', 'zinc', 'motor', 'subheading', '8542', 'other'])
      for (const row of engine.searchProducts(q, 50)) served.push({ code: row.hs6, name: row.name });
    for (const id of ['CN', 'DE', 'US', 'MX'])
      for (const flow of ['export', 'import'] as const)
        for (const row of engine.countryProducts(id, flow, { from: 2023, to: 2023 }, 50))
          served.push({ code: row.hs6! });
    for (const row of engine.trade({ reporter: 'CN', partner: 'DE', from: 2023, to: 2023 }, 200))
      served.push({ code: row.hs6 });
    expect(served.length).toBeGreaterThan(300);
    for (const { code, name } of served) {
      expect(nomenclature.has(code), code).toBe(true);
      if (name) expect(name).toBe(nomenclature.get(code));
    }
    expect(engine.searchProducts('subheading 8707.50', 10)).toEqual([]);
  });
});
