/**
 * World trade by HS section and chapter from the World group's product ranking (the 500 largest
 * HS6 codes): every chapter of the nomenclature, with the ranked codes' values summed under it.
 * A chapter none of whose codes is among the 500 has no value (null), not zero.
 */
import { chaptersOf, HS_SECTIONS, type HsSection } from '@/lib/hs/hs-nomenclature';

export interface ChapterTrade {
  code: string;
  name: string;
  /** Sum of the chapter's ranked HS6 codes; null when none is ranked. */
  value: number | null;
  /** Ranked HS6 codes under the chapter. */
  codes: number;
}

export interface SectionTrade {
  section: HsSection;
  chapters: ChapterTrade[];
  value: number | null;
}

export function tradeBySection(
  ranking: readonly { hs6?: string | null; value_usd: number }[] | undefined,
): SectionTrade[] {
  const byChapter = new Map<string, { value: number; codes: number }>();
  for (const row of ranking ?? []) {
    if (!row.hs6) continue;
    const chapter = row.hs6.slice(0, 2);
    const entry = byChapter.get(chapter) ?? { value: 0, codes: 0 };
    entry.value += row.value_usd;
    entry.codes += 1;
    byChapter.set(chapter, entry);
  }
  return HS_SECTIONS.map((section) => {
    const chapters = chaptersOf(section).map((c) => {
      const entry = byChapter.get(c.code);
      return { ...c, value: entry ? entry.value : null, codes: entry?.codes ?? 0 };
    });
    const values = chapters.flatMap((c) => (c.value === null ? [] : [c.value]));
    return { section, chapters, value: values.length ? values.reduce((a, b) => a + b, 0) : null };
  });
}

/** Chapters with a value, largest first. */
export function rankedChapters(sections: readonly SectionTrade[]): (ChapterTrade & { section: HsSection })[] {
  return sections
    .flatMap((s) => s.chapters.filter((c) => c.value !== null).map((c) => ({ ...c, section: s.section })))
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0) || a.code.localeCompare(b.code));
}
