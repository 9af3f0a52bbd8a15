/**
 * The HS 2022 nomenclature above HS6: sections (hs-sections.ts), chapters (hs-chapters.ts, read
 * by hs-codes.ts) and headings (hs-headings-*.ts), the one copy of these tables (the emulator
 * builds its catalog from them too). The service names HS6 codes only (GET /products/{pid}), so
 * the names of the levels above come from here: the breadcrumb, the children of a chapter, the
 * /products index.
 */
import { chapterName, hsChapters, parseCodeLines, type HsLevel } from './hs-codes';
import { HS_HEADINGS_1 } from './hs-headings-1';
import { HS_HEADINGS_2 } from './hs-headings-2';
import { HS_HEADINGS_3 } from './hs-headings-3';
import { hsSectionOf } from './hs-sections';

export * from './hs-codes';
export { HS_SECTIONS, hsSectionOf, type HsSection } from './hs-sections';

let headings: ReadonlyMap<string, string> | null = null;

/** Heading code (4 digits) → name, in code order. */
export function hsHeadings(): ReadonlyMap<string, string> {
  headings ??= new Map([HS_HEADINGS_1, HS_HEADINGS_2, HS_HEADINGS_3].flatMap((t) => parseCodeLines(t, 4)));
  return headings;
}

/** Whether the nomenclature lists the code's chapter and (for 4 digits or more) its heading. */
export function knownPrefix(code: string): boolean {
  if (!hsChapters().has(code.slice(0, 2))) return false;
  return code.length < 4 || hsHeadings().has(code.slice(0, 4));
}

export function headingName(heading: string): string | null {
  return hsHeadings().get(heading) ?? null;
}

/** The headings of a chapter, with names, in code order. */
export function headingsOf(chapter: string): { code: string; name: string }[] {
  return [...hsHeadings()]
    .filter(([code]) => code.startsWith(chapter))
    .map(([code, name]) => ({ code, name }));
}

export interface Crumb {
  level: 'section' | HsLevel;
  /** Section: its roman numeral; others: the code. */
  code: string;
  name: string | null;
  /** The product route's pid for chapters, headings and HS6 codes; null for a section. */
  pid: string | null;
}

/**
 * section > chapter > heading > HS6, down to the code's own level. The HS6 name comes from the
 * service's catalog (the caller passes it when known).
 */
export function breadcrumb(code: string, hs6Name: string | null = null): Crumb[] {
  const section = hsSectionOf(code);
  const crumbs: Crumb[] = [{ level: 'section', code: section.id, name: section.name, pid: null }];
  const chapter = code.slice(0, 2);
  crumbs.push({ level: 'chapter', code: chapter, name: chapterName(chapter), pid: chapter });
  if (code.length >= 4) {
    const heading = code.slice(0, 4);
    crumbs.push({ level: 'heading', code: heading, name: headingName(heading), pid: heading });
  }
  if (code.length === 6) crumbs.push({ level: 'hs6', code, name: hs6Name, pid: code });
  return crumbs;
}

/**
 * A product's name as a view names its filter, "Coffee (HS 0901)": the nomenclature's name of a
 * chapter or heading, the catalog's of an HS6 code (the caller passes it, from GET
 * /products/{pid}), cut at the first semicolon (the HS lists what a heading also covers after
 * one: "Coffee; coffee husks and skins; …"). Without a name, the code alone: "HS 0901".
 */
export function productLabel(code: string, hs6Name: string | null = null): string {
  const full = code.length === 6 ? hs6Name : code.length === 4 ? headingName(code) : chapterName(code);
  const name = full?.split(';')[0]?.trim();
  return name ? `${name} (HS ${code})` : `HS ${code}`;
}
