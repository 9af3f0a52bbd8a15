/**
 * The 21 sections of the Harmonized System (HS 2022 nomenclature) as chapter ranges. The
 * service identifies products by HS6 code only, so the section of a product is derived from
 * its first two digits here; the ranges are the WCO's and have not changed since HS 2007.
 */
export interface HsSection {
  /** Roman numeral, as the WCO numbers them. */
  id: string;
  /** 0-based position, used to pick a stable colour. */
  index: number;
  name: string;
  firstChapter: number;
  lastChapter: number;
}

const SECTIONS: readonly [string, string, number, number][] = [
  ['I', 'Live animals, animal products', 1, 5],
  ['II', 'Vegetable products', 6, 14],
  ['III', 'Fats and oils', 15, 15],
  ['IV', 'Prepared foodstuffs, beverages, tobacco', 16, 24],
  ['V', 'Mineral products', 25, 27],
  ['VI', 'Chemical products', 28, 38],
  ['VII', 'Plastics and rubber', 39, 40],
  ['VIII', 'Hides, skins and leather', 41, 43],
  ['IX', 'Wood and cork', 44, 46],
  ['X', 'Pulp and paper', 47, 49],
  ['XI', 'Textiles', 50, 63],
  ['XII', 'Footwear and headgear', 64, 67],
  ['XIII', 'Stone, ceramics and glass', 68, 70],
  ['XIV', 'Precious stones and metals', 71, 71],
  ['XV', 'Base metals', 72, 83],
  ['XVI', 'Machinery and electrical equipment', 84, 85],
  ['XVII', 'Vehicles, aircraft and vessels', 86, 89],
  ['XVIII', 'Optical, medical and precision instruments', 90, 92],
  ['XIX', 'Arms and ammunition', 93, 93],
  ['XX', 'Miscellaneous manufactured articles', 94, 96],
  ['XXI', 'Works of art and antiques', 97, 97],
];

export const HS_SECTIONS: readonly HsSection[] = SECTIONS.map(
  ([id, name, firstChapter, lastChapter], index) => ({
    id,
    index,
    name,
    firstChapter,
    lastChapter,
  }),
);

/** Chapters 98 and 99 are reserved for national use; codes outside every section land here. */
export const OTHER_SECTION: HsSection = {
  id: '—',
  index: HS_SECTIONS.length,
  name: 'Other (special or unclassified)',
  firstChapter: 98,
  lastChapter: 99,
};

/** The section of an HS code (2 to 6 digits, optionally prefixed `hs:`). */
export function hsSectionOf(code: string): HsSection {
  const digits = code.replace(/^hs:/i, '');
  const chapter = Number.parseInt(digits.slice(0, 2), 10);
  // Stryker disable next-line ConditionalExpression: equivalent, NaN lies in no section and the search below gives "other" too
  if (!Number.isFinite(chapter)) return OTHER_SECTION;
  return HS_SECTIONS.find((s) => chapter >= s.firstChapter && chapter <= s.lastChapter) ?? OTHER_SECTION;
}
