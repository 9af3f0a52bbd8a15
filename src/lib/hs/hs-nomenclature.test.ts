import { describe, expect, it } from 'vitest';
import {
  breadcrumb,
  nomenclatureNamesApply,
  canonicalProductId,
  chapterTitlesNote,
  chapterName,
  chaptersOf,
  formatHsCode,
  headingName,
  headingsOf,
  hsChapters,
  hsHeadings,
  hsLevel,
  hsSectionOf,
  HS_SECTIONS,
  knownChapter,
  knownPrefix,
  parseCodeLines,
} from './hs-nomenclature';
import { OTHER_SECTION } from './hs-sections';

describe('product ids of the routes', () => {
  it('accept HS6, hs:HS6 and 2- or 4-digit prefixes as bare digits', () => {
    expect(canonicalProductId('090111')).toBe('090111');
    expect(canonicalProductId('hs:870323')).toBe('870323');
    expect(canonicalProductId('HS:870323')).toBe('870323');
    expect(canonicalProductId('0901')).toBe('0901');
    expect(canonicalProductId('09')).toBe('09');
    expect(canonicalProductId(' hs:870323 ')).toBe('870323');
  });
  it('refuse anything else', () => {
    for (const bad of ['', '9', '090', '09011', '0901111', 'hs:0901', '12x', 'coffee', '09 01'])
      expect(canonicalProductId(bad)).toBeNull();
  });
});

describe('the nomenclature', () => {
  it('has 21 sections and 96 chapters, each chapter in one section', () => {
    expect(HS_SECTIONS).toHaveLength(21);
    expect(hsChapters().size).toBe(96);
    expect(HS_SECTIONS.flatMap((s) => chaptersOf(s)).map((c) => c.code)).toEqual([...hsChapters().keys()]);
  });
  it('lists headings for every chapter, in code order, each under a known chapter', () => {
    const codes = [...hsHeadings().keys()];
    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    // Strictly increasing: no heading twice.
    expect(codes.every((code, i) => i === 0 || code > codes[i - 1]!)).toBe(true);
    expect(new Set(codes.map((code) => code.slice(0, 2)))).toEqual(new Set(hsChapters().keys()));
    // The official HS 2022 descriptions, as UN Comtrade words them.
    expect(codes).toHaveLength(1228);
    expect(headingName('0101')).toBe('Horses, asses, mules and hinnies; live');
    expect(headingName('4101')).toMatch(
      /^Raw hides and skins of bovine \(including buffalo\) or equine animals/,
    );
    expect(headingName('8401')).toMatch(/^Nuclear reactors/);
    expect(headingName('9706')).toBe('Antiques; of an age exceeding one hundred years');
  });
  it('knows headings, not reserved chapters', () => {
    expect(headingName('0901')).toMatch(/^Coffee/);
    expect(knownPrefix('0901')).toBe(true);
    expect(knownPrefix('77')).toBe(false);
    expect(knownPrefix('0999')).toBe(false);
  });
  it('writes codes as HS does', () => {
    expect(formatHsCode('090111')).toBe('0901.11');
    expect(formatHsCode('0901')).toBe('09.01');
    expect(formatHsCode('09')).toBe('09');
  });
});

describe('names of another HS revision', () => {
  it('apply to products of the nomenclature’s revision, or of one not yet known', () => {
    expect(nomenclatureNamesApply(2022)).toBe(true);
    expect(nomenclatureNamesApply(null)).toBe(true);
    expect(nomenclatureNamesApply(undefined)).toBe(true);
    expect(nomenclatureNamesApply(1992)).toBe(false);
    expect(nomenclatureNamesApply(2017)).toBe(false);
  });
  it('titles chapters with a note naming both revisions on another revision, without one otherwise', () => {
    expect(chapterTitlesNote(1992)).toBe(
      "Chapter titles are HS 2022's; this service codes its products in HS 1992. Chapters kept their numbers across revisions, but some titles changed.",
    );
    expect(chapterTitlesNote(2017)).toContain('codes its products in HS 2017.');
    expect(chapterTitlesNote(2022)).toBeNull();
    expect(chapterTitlesNote(null)).toBeNull();
    expect(chapterTitlesNote(undefined)).toBeNull();
  });
  it('leave the chapter and heading of another revision unnamed, the section named', () => {
    const crumbs = breadcrumb('852410', 'Gramophone records', false);
    expect(crumbs.map((c) => [c.code, c.name])).toEqual([
      ['XVI', expect.stringMatching(/Machinery/)],
      ['85', null],
      ['8524', null],
      ['852410', 'Gramophone records'],
    ]);
    expect(breadcrumb('8524')[2]!.name).toMatch(/flat panel/i);
  });
});

describe('breadcrumb', () => {
  it('of a chapter: section > chapter', () => {
    expect(breadcrumb('09').map((c) => [c.level, c.code, c.pid])).toEqual([
      ['section', 'II', null],
      ['chapter', '09', '09'],
    ]);
  });
  it('of a heading: section > chapter > heading, with names', () => {
    const crumbs = breadcrumb('8703');
    expect(crumbs.map((c) => c.code)).toEqual(['XVII', '87', '8703']);
    expect(crumbs[2]!.name).toMatch(/Motor cars/i);
  });
  it('of an HS6 code: down to the code, named by the catalog', () => {
    const crumbs = breadcrumb('090111', 'Coffee, not roasted, not decaffeinated');
    expect(crumbs.map((c) => c.level)).toEqual(['section', 'chapter', 'heading', 'hs6']);
    expect(crumbs[3]).toEqual({
      level: 'hs6',
      code: '090111',
      name: 'Coffee, not roasted, not decaffeinated',
      pid: '090111',
    });
    expect(crumbs[2]).toMatchObject({ level: 'heading', code: '0901', pid: '0901' });
    expect(crumbs[2]!.name).toMatch(/coffee/i);
  });
});

describe('HS levels and lookups', () => {
  it('reads `code name` lines, skipping lines too short to hold both', () => {
    expect(parseCodeLines('\n01 Live animals\n02 \n0 x\n03  Fish  \n', 2)).toEqual([
      ['01', 'Live animals'],
      ['03', 'Fish'],
    ]);
    expect(parseCodeLines('0101 Live horses\n01 x', 4)).toEqual([['0101', 'Live horses']]);
    expect(parseCodeLines('01 x', 2)).toEqual([['01', 'x']]);
  });

  it('names the level of a code by its length', () => {
    expect(hsLevel('09')).toBe('chapter');
    expect(hsLevel('0901')).toBe('heading');
    expect(hsLevel('090111')).toBe('hs6');
  });

  it('knows the chapters the nomenclature lists, by two digits only', () => {
    expect(knownChapter('09')).toBe(true);
    expect(knownChapter('77')).toBe(false);
    expect(knownChapter('99')).toBe(false);
    expect(knownChapter('0901')).toBe(false);
    expect(chapterName('09')).toBe('Coffee, tea, maté and spices');
    expect(chapterName('77')).toBeNull();
  });

  it('lists a chapter’s headings in code order, and names headings only it lists', () => {
    const coffee = headingsOf('09');
    expect(coffee[0]).toEqual({ code: '0901', name: headingName('0901') });
    expect(coffee.every((h) => h.code.startsWith('09'))).toBe(true);
    expect(coffee.map((h) => h.code)).toEqual([...coffee.map((h) => h.code)].sort());
    expect(headingName('0999')).toBeNull();
    expect(knownPrefix('09')).toBe(true);
    expect(knownPrefix('090111')).toBe(true);
  });

  it('places each code in its section by the first two digits, the rest in "other"', () => {
    expect(hsSectionOf('090111').id).toBe('II');
    expect(hsSectionOf('hs:870323').id).toBe('XVII');
    expect(hsSectionOf('HS:01').id).toBe('I');
    expect(hsSectionOf('97').id).toBe('XXI');
    expect(hsSectionOf('98')).toBe(OTHER_SECTION);
    expect(hsSectionOf('xx')).toBe(OTHER_SECTION);
    // Chapter 00 comes before the first section; "hs:" is a prefix only at the start.
    expect(hsSectionOf('00')).toBe(OTHER_SECTION);
    expect(hsSectionOf('0hs:1')).toBe(OTHER_SECTION);
    expect(OTHER_SECTION).toEqual({
      id: '—',
      index: 21,
      name: 'Other (special or unclassified)',
      firstChapter: 98,
      lastChapter: 99,
    });
  });

  it('numbers the sections I to XXI over contiguous chapter ranges from 1 to 97', () => {
    expect(HS_SECTIONS.map((s) => s.id).join(' ')).toBe(
      'I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI',
    );
    expect(HS_SECTIONS.map((s) => s.index)).toEqual([...Array(21).keys()]);
    expect(HS_SECTIONS[0]?.firstChapter).toBe(1);
    expect(HS_SECTIONS[20]?.lastChapter).toBe(97);
    for (let i = 1; i < HS_SECTIONS.length; i += 1) {
      expect(HS_SECTIONS[i]?.firstChapter).toBe((HS_SECTIONS[i - 1]?.lastChapter ?? 0) + 1);
    }
    for (const section of HS_SECTIONS) expect(section.name).not.toBe('');
  });

  it('stops the breadcrumb at a code’s own level', () => {
    expect(breadcrumb('0901').map((c) => c.level)).toEqual(['section', 'chapter', 'heading']);
    expect(breadcrumb('09')[0]).toEqual({
      level: 'section',
      code: 'II',
      name: HS_SECTIONS[1]?.name,
      pid: null,
    });
  });
});
