import { describe, expect, it } from 'vitest';
import { breadcrumb, canonicalProductId, chaptersOf, formatHsCode, headingName, hsChapters, HS_SECTIONS, knownPrefix } from './hs-nomenclature';

describe('product ids of the routes', () => {
  it('accept HS6, hs:HS6 and 2- or 4-digit prefixes as bare digits', () => {
    expect(canonicalProductId('090111')).toBe('090111');
    expect(canonicalProductId('hs:870323')).toBe('870323');
    expect(canonicalProductId('HS:870323')).toBe('870323');
    expect(canonicalProductId('0901')).toBe('0901');
    expect(canonicalProductId('09')).toBe('09');
  });
  it('refuse anything else', () => {
    for (const bad of ['', '9', '090', '09011', '0901111', 'hs:0901', '12x', 'coffee', '09 01']) expect(canonicalProductId(bad)).toBeNull();
  });
});

describe('the nomenclature', () => {
  it('has 21 sections and 96 chapters, each chapter in one section', () => {
    expect(HS_SECTIONS).toHaveLength(21);
    expect(hsChapters().size).toBe(96);
    expect(HS_SECTIONS.flatMap((s) => chaptersOf(s)).map((c) => c.code)).toEqual([...hsChapters().keys()]);
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
    expect(crumbs[3]).toEqual({ level: 'hs6', code: '090111', name: 'Coffee, not roasted, not decaffeinated', pid: '090111' });
  });
});
