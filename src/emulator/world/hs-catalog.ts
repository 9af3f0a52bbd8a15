/**
 * The HS 2022 product catalog of the synthetic world, parsed from compact string tables at
 * world build (keeps the bundle small): chapters and headings (src/lib/hs, shared with the app),
 * real subheadings of the most traded goods (hs-named.ts), and systematic subheadings that fill
 * each heading up to a plausible count. Systematic codes follow HS conventions (.10, .20, … and
 * .90 "other"; headings with many subdivisions continue with two-dash .11/.12/…); they never collide with a
 * real code listed in hs-named.ts. Products are sorted by code, so every 2/4/6-digit prefix is a
 * contiguous index range.
 */
import { hsChapters, hsHeadings } from '@/lib/hs/hs-nomenclature';
import { HS_NAMED } from './hs-named';
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
  /** True for real subheadings listed in hs-named.ts. */
  named: boolean;
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

/** Subheadings per heading when not otherwise known; chapters with finer breakdowns get more. */
const CHAPTER_DEFAULT: Record<string, number> = {
  '03': 10,
  '28': 5,
  '29': 7,
  '30': 6,
  '39': 5,
  '52': 8,
  '54': 6,
  '55': 7,
  '61': 6,
  '62': 6,
  '72': 6,
  '84': 6,
  '85': 6,
  '87': 6,
  '90': 5,
};

/** Candidate subheading suffixes: one-dash (.10-.80) first, then two-dash (.11, .12, …). */
function systematicSlots(): string[] {
  const s: string[] = [];
  for (let k = 1; k <= 8; k++) s.push(`${k}0`);
  for (let x = 1; x <= 8; x++) for (let y = 1; y <= 9; y++) s.push(`${x}${y}`);
  return s;
}

export function buildCatalog(extras: ProductInput[] = []): Catalog {
  const chapters = new Map(hsChapters());
  const headings = new Map(hsHeadings());
  const named = new Map<string, { name: string; worldB: number }>();
  for (const line of HS_NAMED.split('\n')) {
    const [code, name, world] = line.split('|');
    if (!code || !name) continue;
    named.set(code, { name, worldB: world ? +world : 0 });
  }
  const namedByHeading = new Map<string, string[]>();
  for (const code of named.keys()) {
    const h = code.slice(0, 4);
    if (!headings.has(h)) throw new Error(`named code ${code} has no heading`);
    namedByHeading.set(h, [...(namedByHeading.get(h) ?? []), code]);
  }

  const entries: { hs6: string; name: string; worldB: number; named: boolean }[] = [];
  for (const [h, hName] of headings) {
    const realCodes = namedByHeading.get(h) ?? [];
    for (const code of realCodes) {
      const n = named.get(code)!;
      entries.push({ hs6: code, name: n.name, worldB: n.worldB, named: true });
    }
    // A real code ending in 00 means the heading is not subdivided.
    if (realCodes.some((c) => c.endsWith('00'))) continue;
    const n = Math.max(CHAPTER_DEFAULT[h.slice(0, 2)] ?? 4, realCodes.length + 2);
    // A real one-dash code (.d0) excludes two-dash codes .d1-.d9 of the same group and vice
    // versa, as in the nomenclature (0101.21 and 0101.20 cannot coexist).
    const taken = new Set<string>();
    for (const c of realCodes) {
      const d = c[4]!;
      if (c[5] === '0') for (let y = 0; y <= 9; y++) taken.add(`${d}${y}`);
      else taken.add(`${d}0`).add(c.slice(4));
    }
    const need = n - realCodes.length;
    const slots = systematicSlots().filter((x) => x !== '90' && !taken.has(x));
    const other = !taken.has('90') ? '90' : !taken.has('99') ? '99' : null;
    const chosen = slots.slice(0, other ? need - 1 : need);
    if (other) chosen.push(other);
    for (const slot of chosen) {
      const dotted = `${h}.${slot}`;
      const name = slot === other ? `${hName}: other (${dotted})` : `${hName}: subheading ${dotted}`;
      entries.push({ hs6: h + slot, name, worldB: 0, named: false });
    }
  }
  for (const x of extras) {
    if (!/^\d{6}$/.test(x.hs6)) throw new Error(`extra product ${x.hs6} is not 6 digits`);
    if (entries.some((e) => e.hs6 === x.hs6)) throw new Error(`extra product ${x.hs6} collides`);
    entries.push({ hs6: x.hs6, name: x.name, worldB: 0, named: false });
  }
  entries.sort((a, b) => (a.hs6 < b.hs6 ? -1 : a.hs6 > b.hs6 ? 1 : 0));
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
      named: e.named,
    };
  });
  return { products, chapters, headings, byCode: new Map(products.map((p) => [p.hs6, p])) };
}
