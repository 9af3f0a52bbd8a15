import { describe, expect, it } from 'vitest';
import { buildCatalog } from './hs-catalog';
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
    expectName('870323', /motor cars/i);
    expectName('870380', /electric motor/i);
    expectName('851713', /smartphones/i);
    expectName('854231', /processors/i);
    expectName('300490', /medicaments/i);
    expectName('710812', /gold/i);
    expectName('090111', /coffee/i);
    expectName('120190', /soya beans/i);
    expectName('260111', /iron ores/i);
    expectName('100199', /wheat/i);
    expectName('271111', /natural gas, liquefied/i);
    expectName('260300', /copper ores/i);
    expect(cat.products.filter((p) => p.named).length).toBeGreaterThan(300);
    expect(cat.headings.get('0901')).toMatch(/^Coffee/);
    expect(cat.chapters.get('27')).toMatch(/^Mineral fuels/);
  });

  it('gives systematic subheadings readable names under their real heading', () => {
    const sys = cat.products.find((p) => !p.named && p.hs4 === '0101')!;
    expect(sys.name).toMatch(/^Live horses, asses, mules and hinnies: (subheading |other \()0101\.\d\d/);
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
