/**
 * Small hand-made worlds for the engine's tests: a few countries, groups, products and rows,
 * indexed exactly as the generated world is (`indexWorld`), built in well under a millisecond.
 * The engine's own tests over the full generated world take about a minute a run, too slow to
 * run once per mutant (docs/mutation-testing.md).
 *
 * World (`XW`, every country) is always added after the countries, then the groups given.
 * Units come from the real unit table (`unitFor`): 0901 kg, 2204 l, 6403 pair, 8703 u.
 */
import type { Country, WorldCountries } from '@/emulator/world/countries';
import { WORLD_ID } from '@/emulator/world/countries';
import type { ObservationInput, Observations } from '@/emulator/world/generate';
import type { Catalog, Product } from '@/emulator/world/hs-catalog';
import { unitFor } from '@/emulator/world/units';
import { indexWorld, type World } from '@/emulator/world/world';

interface TinyCountry {
  id: string;
  iso3?: string | null;
  name: string;
  altNames?: string[];
  region?: string | null;
  subregion?: string | null;
  note?: string | null;
}

interface TinyGroup {
  id: string;
  name: string;
  members: string[];
  region?: string | null;
  note?: string | null;
}

export interface TinyWorldSpec {
  countries: TinyCountry[];
  groups?: TinyGroup[];
  products: { hs6: string; name: string }[];
  rows: ObservationInput[];
}

function country(idx: number, c: TinyCountry & { isGroup?: boolean; members?: number[] }): Country {
  return {
    idx,
    id: c.id,
    iso3: c.iso3 ?? null,
    name: c.name,
    altNames: c.altNames ?? [],
    region: c.region ?? null,
    subregion: c.subregion ?? null,
    lat: 0,
    lng: 0,
    area: 1,
    independent: !c.isGroup,
    isGroup: c.isGroup ?? false,
    members: c.members ?? [],
    note: c.note ?? null,
  };
}

export function tinyWorld(spec: TinyWorldSpec): World {
  const list = spec.countries.map((c, idx) => country(idx, c));
  const countryCount = list.length;
  const idxOf = new Map(list.map((c) => [c.id, c.idx]));
  const memberIdx = (id: string): number => {
    const idx = idxOf.get(id);
    if (idx === undefined) throw new Error(`tiny world: unknown member ${id}`);
    return idx;
  };
  const groups = [{ id: WORLD_ID, name: 'World', members: list.map((c) => c.id) }, ...(spec.groups ?? [])];
  for (const g of groups)
    list.push(country(list.length, { ...g, isGroup: true, members: g.members.map(memberIdx) }));
  const countries: WorldCountries = {
    list,
    countryCount,
    baseCount: countryCount,
    byId: new Map(list.map((c) => [c.id, c])),
    byIso3: new Map(list.filter((c) => c.iso3).map((c) => [c.iso3!, c])),
  };

  const products: Product[] = [...spec.products]
    .sort((a, b) => (a.hs6 < b.hs6 ? -1 : a.hs6 > b.hs6 ? 1 : 0))
    .map((p, idx) => {
      const unit = unitFor(p.hs6);
      return {
        idx,
        hs6: p.hs6,
        name: p.name,
        hs4: p.hs6.slice(0, 4),
        chapter: +p.hs6.slice(0, 2),
        unit: unit.unit,
        unitUsd: unit.usd,
        worldB: 0,
        majorTraded: false,
        commonNames: '',
      };
    });
  const catalog: Catalog = {
    products,
    chapters: new Map(),
    headings: new Map(),
    byCode: new Map(products.map((p) => [p.hs6, p])),
  };

  const n = spec.rows.length;
  const obs: Observations = {
    count: n,
    exporter: new Uint16Array(n),
    importer: new Uint16Array(n),
    product: new Uint16Array(n),
    year: new Uint8Array(n),
    value: new Float64Array(n),
    quantity: new Float32Array(n),
  };
  spec.rows.forEach((row, r) => {
    const product = catalog.byCode.get(row.hs6);
    if (!product) throw new Error(`tiny world: unknown product ${row.hs6}`);
    if (row.year < 2010 || row.year > 2025) throw new Error(`tiny world: year ${row.year} out of coverage`);
    obs.exporter[r] = memberIdx(row.exporter);
    obs.importer[r] = memberIdx(row.importer);
    obs.product[r] = product.idx;
    obs.year[r] = row.year - 2010;
    obs.value[r] = row.value_usd;
    obs.quantity[r] = row.quantity === null ? NaN : row.quantity;
  });
  return indexWorld(1, countries, catalog, obs);
}
