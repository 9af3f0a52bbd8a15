/**
 * RCA per chapter or section, from exact totals. A chapter's world exports cannot be summed from
 * a product ranking cut at its limit (the products outside it would be missing, and the RCA too
 * high), so each chapter's world and country totals are asked for (the service takes a 2-digit
 * prefix as `product`): the country's largest chapters, or the chapters of its largest sections,
 * within a budget of chapters. What is not asked for has no RCA and is counted, not guessed.
 */
import { chaptersOf, knownChapter } from '../hs/hs-codes';
import { HS_SECTIONS } from '../hs/hs-sections';
import { balassaRca, sumByLevel, type RcaRow } from './rca';
import type { KeyedValue } from './shares';

export type GroupLevel = 'chapter' | 'section';

export interface LevelPlan {
  /** The level keys whose RCA is computed: chapters, or section numerals. */
  keys: string[];
  /** The chapters whose totals are asked for. */
  chapters: string[];
}

const largestFirst = (sums: Map<string, number>) =>
  [...sums].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);

/** The chapters of a section, as the nomenclature lists them. */
export function sectionChapters(sectionId: string): string[] {
  const section = HS_SECTIONS.find((s) => s.id === sectionId);
  return section ? chaptersOf(section).map((c) => c.code) : [];
}

/**
 * Which chapters to ask for: the country's `budget` largest chapters (by its listed exports), or
 * the whole chapters of its largest sections, each section taken only if all its chapters fit.
 */
export function planLevel(country: readonly KeyedValue[], level: GroupLevel, budget: number): LevelPlan {
  if (level === 'chapter') {
    // Chapters 77, 98 and 99 are no product filter the service takes.
    const keys = largestFirst(sumByLevel(country, 'chapter')).filter(knownChapter).slice(0, budget);
    return { keys, chapters: keys };
  }
  const keys: string[] = [];
  const chapters: string[] = [];
  for (const section of largestFirst(sumByLevel(country, 'section'))) {
    const own = sectionChapters(section);
    if (own.length === 0 || chapters.length + own.length > budget) continue;
    keys.push(section);
    chapters.push(...own);
  }
  return { keys, chapters };
}

export interface LevelRcaInput {
  plan: LevelPlan;
  level: GroupLevel;
  /** The country's listed exports per HS6 (only to name and order the keys not asked for). */
  country: readonly KeyedValue[];
  /** Each asked chapter's total, the country's and the world's; null: nothing traded; absent: not answered. */
  chapterCountry: ReadonlyMap<string, number | null>;
  chapterWorld: ReadonlyMap<string, number | null>;
  countryTotal: number | null;
  worldTotal: number | null;
}

/** Every chapter or section the country exports, largest first, RCA where its totals are known. */
export function levelRca(input: LevelRcaInput): RcaRow[] {
  const listed = sumByLevel(input.country, input.level);
  const chaptersOfKey = (key: string) => (input.level === 'chapter' ? [key] : sectionChapters(key));
  const exact = (key: string, totals: ReadonlyMap<string, number | null>) => {
    const chapters = chaptersOfKey(key);
    if (!input.plan.keys.includes(key) || chapters.some((c) => !totals.has(c))) return null;
    return chapters.reduce((sum, c) => sum + (totals.get(c) ?? 0), 0);
  };
  const country: KeyedValue[] = [];
  const world: KeyedValue[] = [];
  for (const key of new Set([...listed.keys(), ...input.plan.keys])) {
    const countryValue = exact(key, input.chapterCountry);
    const worldValue = exact(key, input.chapterWorld);
    const value = countryValue ?? listed.get(key) ?? 0;
    if (value <= 0) continue;
    country.push({ key, value });
    if (countryValue !== null && worldValue !== null) world.push({ key, value: worldValue });
  }
  // The keys are already the level's: summed "per HS6" they stay as they are.
  return balassaRca(
    { country, countryTotal: input.countryTotal, world, worldTotal: input.worldTotal },
    'hs6',
  );
}
