/**
 * World trade by HS section and chapter from one World summary per chapter (`/trade/summary?product=<chapter>`,
 * the request each chapter page makes for its own total), so every chapter on the index reads what its page
 * reads. A chapter whose summary has not answered (or has no trade) has no value (null), not zero.
 */
import { chaptersOf, HS_SECTIONS, type HsSection } from '@/lib/hs/hs-nomenclature';

export interface ChapterTrade {
  code: string;
  name: string;
  /** The chapter's world trade, as its page's summary; null while unknown. */
  value: number | null;
}

export interface SectionTrade {
  section: HsSection;
  chapters: ChapterTrade[];
  value: number | null;
}

/** The 96 chapter codes of the nomenclature, in order. */
export const HS_CHAPTER_CODES: readonly string[] = HS_SECTIONS.flatMap((s) =>
  chaptersOf(s).map((c) => c.code),
);

export function tradeBySection(chapterValues: ReadonlyMap<string, number | null>): SectionTrade[] {
  return HS_SECTIONS.map((section) => {
    const chapters = chaptersOf(section).map((c) => ({ ...c, value: chapterValues.get(c.code) ?? null }));
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

/**
 * The chapter whose catalog lookup tells the index the service's HS revision: the first the
 * service gave a figure for (so one it lists), the same for the chart and the list.
 */
export function revisionChapter(values: ReadonlyMap<string, number | null>): string | null {
  for (const [code, value] of values) if (value !== null) return code;
  return null;
}

const LISTED_CODES = 8;

/** The sentence for chapters the service refused as unknown products (none: null). */
export function unlistedChaptersNote(codes: readonly string[]): string | null {
  if (codes.length === 0) return null;
  if (codes.length === 1)
    return `The service does not know chapter ${codes[0]} (it refused it as an unknown product), so it has no figure.`;
  const more = codes.length > LISTED_CODES ? ` and ${codes.length - LISTED_CODES} more` : '';
  return `The service does not know ${codes.length} of the ${HS_CHAPTER_CODES.length} HS chapters (it refused them as unknown products), so they have no figure: ${codes.slice(0, LISTED_CODES).join(', ')}${more}.`;
}
