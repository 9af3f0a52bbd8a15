/**
 * The HS 2022 product catalog of the synthetic world: the real subheadings of the nomenclature
 * with their official descriptions (hs6-data.ts, generated from UN Comtrade's HS 2022
 * classification; see docs/hs-nomenclature.md), under the chapters and headings of src/lib/hs
 * (shared with the app). The world trades these codes and no other. The most traded among them
 * (hs-traded.ts) carry a pinned world value or a larger weight. Products are sorted by code, so
 * every 2/4/6-digit prefix is a contiguous index range.
 */
import { hsChapters, hsHeadings, parseCodeLines } from '@/lib/hs/hs-nomenclature';
import { HS6_TABLE } from './hs6-data';
import { COMMON_NAMES, TRADED_SUBHEADINGS } from './hs-traded';
import { unitFor } from './units';

export interface Product {
  idx: number;
  hs6: string;
  name: string;
  hs4: string;
  chapter: number;
  /** Index into UNITS. */
  unit: number;
  /** Typical 2022 unit value, USD per unit. */
  unitUsd: number;
  /** Pinned approximate world exports, billions of USD (2022); 0 when not pinned. */
  worldB: number;
  /** True for the most traded subheadings listed in hs-traded.ts. */
  majorTraded: boolean;
  /** Everyday names search also matches (hs-traded.ts COMMON_NAMES); '' for most codes. */
  commonNames: string;
}

export interface ProductInput {
  hs6: string;
  name: string;
}

export interface Catalog {
  products: Product[];
  chapters: Map<string, string>;
  headings: Map<string, string>;
  byCode: Map<string, Product>;
}

/** The HS 2022 subheadings (code → official description), in code order. */
export function hs6Nomenclature(): Map<string, string> {
  return new Map(parseCodeLines(HS6_TABLE, 6));
}

/** The most traded subheadings with their pinned world value (0 = not pinned), B USD. */
function tradedSubheadings(): Map<string, number> {
  const traded = new Map<string, number>();
  for (const line of TRADED_SUBHEADINGS.split('\n')) {
    const [code, world] = line.trim().split(' ');
    if (code) traded.set(code, world ? +world : 0);
  }
  return traded;
}

export function buildCatalog(extras: ProductInput[] = []): Catalog {
  const chapters = new Map(hsChapters());
  const headings = new Map(hsHeadings());
  const traded = tradedSubheadings();
  const nomenclature = hs6Nomenclature();
  const entries: { hs6: string; name: string; worldB: number; majorTraded: boolean }[] = [];
  for (const [hs6, name] of nomenclature) {
    const worldB = traded.get(hs6);
    entries.push({ hs6, name, worldB: worldB ?? 0, majorTraded: worldB !== undefined });
  }
  for (const code of traded.keys())
    if (!nomenclature.has(code)) throw new Error(`traded subheading ${code} is not in HS 2022`);
  for (const x of extras) {
    if (!/^\d{6}$/.test(x.hs6)) throw new Error(`extra product ${x.hs6} is not 6 digits`);
    if (nomenclature.has(x.hs6) || entries.some((e) => e.hs6 === x.hs6))
      throw new Error(`extra product ${x.hs6} collides`);
    entries.push({ hs6: x.hs6, name: x.name, worldB: 0, majorTraded: false });
  }
  entries.sort((a, b) => (a.hs6 < b.hs6 ? -1 : a.hs6 > b.hs6 ? 1 : 0));
  const commonNames = everydayProductNames();
  const products: Product[] = entries.map((e, idx) => {
    const u = unitFor(e.hs6);
    return {
      idx,
      hs6: e.hs6,
      name: e.name,
      hs4: e.hs6.slice(0, 4),
      chapter: +e.hs6.slice(0, 2),
      unit: u.unit,
      unitUsd: u.usd,
      worldB: e.worldB,
      majorTraded: e.majorTraded,
      commonNames: commonNames.get(e.hs6) ?? '',
    };
  });
  return { products, chapters, headings, byCode: new Map(products.map((p) => [p.hs6, p])) };
}

/**
 * Everyday names of the most-sought HS6 codes ("soybeans", "laptops"), keyed by code: search
 * matches them on any engine, the synthetic world's or an imported release's.
 */
export function everydayProductNames(): Map<string, string> {
  return new Map(parseCodeLines(COMMON_NAMES, 6));
}
