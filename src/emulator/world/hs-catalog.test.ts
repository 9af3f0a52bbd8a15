import { describe, expect, it } from 'vitest';
import { hsHeadings } from '@/lib/hs/hs-nomenclature';
import { buildCatalog, hs6Nomenclature } from './hs-catalog';
import { UNITS } from './units';

describe('HS 2022 catalog', () => {
  const cat = buildCatalog();

  it('has more than 5,000 unique, sorted six-digit codes', () => {
    const codes = cat.products.map((p) => p.hs6);
    expect(codes.length).toBeGreaterThan(5000);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
  });

  it('covers chapters 01-97 except the reserved 77, each with a name', () => {
    const chapters = new Set(cat.products.map((p) => p.hs6.slice(0, 2)));
    const expected = Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0')).filter(
      (c) => c !== '77',
    );
    expect([...chapters].sort()).toEqual(expected);
    for (const c of expected) expect(cat.chapters.get(c)).toBeTruthy();
    expect(cat.chapters.has('77')).toBe(false);
  });

  it('puts every code under an existing heading of its chapter (parent_hs4)', () => {
    for (const p of cat.products) {
      expect(p.hs4).toBe(p.hs6.slice(0, 4));
      expect(cat.headings.has(p.hs4), p.hs6).toBe(true);
      expect(p.name.length).toBeGreaterThan(3);
    }
    expect(cat.headings.size).toBeGreaterThan(1200);
  });

  it('carries the real codes and names of the most traded subheadings', () => {
    const expectName = (code: string, re: RegExp) => expect(cat.byCode.get(code)?.name, code).toMatch(re);
    expectName('270900', /crude/i);
    expectName('870323', /^Vehicles; with only spark-ignition.*over 1500 but not over 3000cc$/i);
    expectName('870380', /only electric motor/i);
    expectName('851713', /smartphones/i);
    expectName('854231', /processors/i);
    expectName('300490', /medicaments/i);
    expectName('710812', /gold/i);
    expectName('090111', /coffee/i);
    expectName('120190', /soya beans/i);
    expectName('260111', /iron ores/i);
    expectName('100199', /wheat/i);
    expectName('271111', /liquefied, natural gas/i);
    expectName('260300', /copper ores/i);
    expect(cat.products.filter((p) => p.majorTraded).length).toBeGreaterThan(300);
    expect(cat.headings.get('0901')).toMatch(/^Coffee/);
    expect(cat.chapters.get('27')).toMatch(/^Mineral fuels/);
  });

  it('is the HS 2022 nomenclature and nothing else: official codes and descriptions, no invented code', () => {
    const nomenclature = hs6Nomenclature();
    // HS 2022 has 5,612 subheadings outside the national chapter 99 (WCO; UN Comtrade H6).
    expect(nomenclature.size).toBe(5612);
    expect(cat.products.map((p) => p.hs6)).toEqual([...nomenclature.keys()]);
    for (const p of cat.products) expect(p.name).toBe(nomenclature.get(p.hs6));
    expect(cat.products.some((p) => /: (subheading |other \()\d{4}\.\d\d\)?$/.test(p.name))).toBe(false);
    // Codes the old padded catalog invented do not exist in HS 2022.
    for (const invented of ['870750', '790320', '293490', '940190'])
      expect(cat.byCode.has(invented)).toBe(false);
    // Descriptions as UN Comtrade words them.
    expect(cat.byCode.get('090111')?.name).toBe('Coffee; not roasted or decaffeinated');
    expect(cat.byCode.get('270900')?.name).toBe(
      'Oils; petroleum oils and oils obtained from bituminous minerals, crude',
    );
    // A heading without subdivision is one code ending in 00; every code sits under a heading.
    expect(cat.byCode.has('180100')).toBe(true);
    for (const code of nomenclature.keys()) expect(hsHeadings().has(code.slice(0, 4)), code).toBe(true);
  });

  it('assigns fitting units', () => {
    const unitOf = (code: string) => UNITS[cat.byCode.get(code)!.unit];
    expect(unitOf('870323')).toBe('u');
    expect(unitOf('851713')).toBe('u');
    expect(unitOf('271600')).toBe('kWh');
    expect(unitOf('220300')).toBe('l');
    expect(unitOf('640399')).toBe('pair');
    expect(unitOf('270900')).toBe('kg');
  });
});
