/**
 * HS codes above HS6 without the (large) headings table: product ids of the routes
 * (ui-contract.md: an HS6 code, `hs:` + HS6, or a 2- or 4-digit prefix; canonical form the bare
 * digits), levels, how codes are written, and the 96 chapter names. Small enough for the route
 * loaders of the main bundle; the headings live in hs-nomenclature.ts.
 */
import { HS_CHAPTERS } from './hs-chapters';
import type { HsSection } from './hs-sections';

export type HsLevel = 'chapter' | 'heading' | 'hs6';

/** `code name` lines of the tables, as [code, name] pairs. */
export function parseCodeLines(text: string, codeLength: number): [string, string][] {
  const out: [string, string][] = [];
  for (const line of text.split('\n')) {
    if (line.length < codeLength + 2) continue;
    out.push([line.slice(0, codeLength), line.slice(codeLength + 1).trim()]);
  }
  return out;
}

let chapters: ReadonlyMap<string, string> | null = null;

/** Chapter code (2 digits) → name, in code order. */
export function hsChapters(): ReadonlyMap<string, string> {
  chapters ??= new Map(parseCodeLines(HS_CHAPTERS, 2));
  return chapters;
}

/**
 * The canonical digits of a route's pid (`hs:870323` → `870323`), or null when it cannot be a
 * product id (then nothing is requested: the service would answer 422).
 */
export function canonicalProductId(raw: string): string | null {
  const m = /^(?:hs:(\d{6})|(\d{6}|\d{4}|\d{2}))$/i.exec(raw.trim());
  return m ? (m[1] ?? m[2] ?? null) : null;
}

export function hsLevel(code: string): HsLevel {
  return code.length === 2 ? 'chapter' : code.length === 4 ? 'heading' : 'hs6';
}

/** A chapter the nomenclature lists (so it is safe as a product filter; 77, 98, 99 are not). */
export function knownChapter(code: string): boolean {
  // The chapter table holds two-digit codes only, so a longer code is never "known".
  return hsChapters().has(code);
}

/** The HS revision of the names this module and hs-nomenclature.ts carry. */
export const NOMENCLATURE_HS_VERSION = 2022;

/**
 * Whether the nomenclature's chapter and heading names describe a product of this HS revision
 * (the catalog's `hs_version`; unknown while it loads: assumed). Headings were renumbered between
 * revisions (HS 1992's 8524, recorded media, is HS 2022's flat panel displays), so a service over
 * another revision (a BACI release in HS92, say) gets codes without those names.
 */
export function nomenclatureNamesApply(hsVersion: number | null | undefined): boolean {
  return hsVersion === null || hsVersion === undefined || hsVersion === NOMENCLATURE_HS_VERSION;
}

/**
 * What a list of chapters titled by the nomenclature says on a service of another revision (null
 * where the titles apply, or while the revision is unknown). Chapters kept their numbers and their
 * scope across revisions, so the titles stay, said to be HS 2022's.
 */
export function chapterTitlesNote(hsVersion: number | null | undefined): string | null {
  if (nomenclatureNamesApply(hsVersion)) return null;
  return `Chapter titles are HS ${NOMENCLATURE_HS_VERSION}'s; this service codes its products in HS ${hsVersion}. Chapters kept their numbers across revisions, but some titles changed.`;
}

export function chapterName(chapter: string): string | null {
  return hsChapters().get(chapter) ?? null;
}

/**
 * A product's name as a view names its filter, "Coffee (HS 0901)": the nomenclature's name of a
 * chapter, or of a heading (`headingName`: the large headings table, which the caller loads), the
 * catalog's of an HS6 code (the caller passes it, from GET /products/{pid}), cut at the first
 * semicolon (the HS lists what a heading also covers after one: "Coffee; coffee husks and skins;
 * …"). Without a name, the code alone: "HS 0901"; so too a chapter or heading of a product of
 * another HS revision (`namesApply` false: nomenclatureNamesApply).
 */
export function productLabelWith(
  code: string,
  hs6Name: string | null,
  headingName: ((heading: string) => string | null) | null,
  namesApply = true,
): string {
  const full =
    code.length === 6
      ? hs6Name
      : !namesApply
        ? null
        : code.length === 4
          ? (headingName?.(code) ?? null)
          : chapterName(code);
  // Stryker disable next-line OptionalChaining: equivalent, split always returns at least one element
  const name = full?.split(';')[0]?.trim();
  return name ? `${name} (HS ${code})` : `HS ${code}`;
}

/** The chapters of a section, with names, in code order. */
export function chaptersOf(section: HsSection): { code: string; name: string }[] {
  return [...hsChapters()]
    .filter(([code]) => {
      const n = Number(code);
      return n >= section.firstChapter && n <= section.lastChapter;
    })
    .map(([code, name]) => ({ code, name }));
}

/** `0901.11` for an HS6 code, `09.01` for a heading, the chapter as is: how HS codes are written. */
export function formatHsCode(code: string): string {
  if (code.length === 6) return `${code.slice(0, 4)}.${code.slice(4)}`;
  if (code.length === 4) return `${code.slice(0, 2)}.${code.slice(2)}`;
  return code;
}
