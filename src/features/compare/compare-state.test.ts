import { describe, expect, it } from 'vitest';
import { defaultYears, toCoverage } from '@/lib/coverage';
import { compareSearch, parseCompare, resolveCompareView } from './compare-state';

/** 2010-2022 without 2016, judged on a date after 2022 (every year complete). */
const coverage = toCoverage(
  [2010, 2011, 2012, 2013, 2014, 2015, 2017, 2018, 2019, 2020, 2021, 2022],
  new Date('2026-06-01'),
)!;

describe('compare years over the coverage', () => {
  it('opens on the default span up to the latest complete year, and links carry no years when the URL names none', () => {
    const { view, explicit, notices } = resolveCompareView(parseCompare('countries=BR').state, coverage);
    expect(view).toMatchObject({ ids: ['BR'], ...defaultYears(coverage) });
    expect(view.to - view.from).toBeGreaterThan(0);
    expect(explicit).toEqual({ from: undefined, to: undefined });
    expect(notices).toEqual([]);
  });

  it('clamps years outside the coverage with a notice each, and a lone `from` keeps the range valid', () => {
    const clamped = resolveCompareView(parseCompare('countries=BR&from=2024&to=2025').state, coverage);
    expect(clamped.view).toMatchObject({ from: 2022, to: 2022 });
    expect(clamped.explicit).toEqual({ from: 2022, to: 2022 });
    expect(clamped.notices.map((n) => n.message)).toEqual([
      'Year 2024 has no data yet (the service covers 2010–2022); "from" set to 2022.',
      'Year 2025 has no data yet (the service covers 2010–2022); "to" set to 2022.',
    ]);
    expect(resolveCompareView(parseCompare('products=0901&from=2015').state, coverage).view).toMatchObject({
      from: 2015,
      to: 2022,
    });
  });
});

describe('compare URL state', () => {
  it('reads countries in any case and alpha-3, canonical and without repeats', () => {
    const { state, notices } = parseCompare('countries=br,ARG,cl,BR&from=2012&to=2024&flow=import');
    expect(state).toMatchObject({
      kind: 'countries',
      ids: ['BR', 'AR', 'CL'],
      from: 2012,
      to: 2024,
      flow: 'import',
      mode: 'value',
    });
    expect(notices).toEqual([]);
  });

  it('drops unknown or malformed ids and a seventh entry with a notice each, never requesting them', () => {
    const { state, notices } = parseCompare('countries=BR,QQ,<b>,AR,CL,PE,CO,MX,US');
    expect(state.ids).toEqual(['BR', 'AR', 'CL', 'PE', 'CO', 'MX']);
    expect(notices.map((n) => n.message)).toEqual([
      '"QQ" is not a known country code (ISO alpha-2 or alpha-3); ignored.',
      '"<b>" is not a known country code (ISO alpha-2 or alpha-3); ignored.',
      'At most 6 countries side by side: "US" was left out.',
    ]);
  });

  it('reads products as bare HS digits and ignores the product filter of a product comparison', () => {
    const { state } = parseCompare('products=hs:090111,1801,12x&product=09');
    expect(state).toMatchObject({ kind: 'products', ids: ['090111', '1801'], product: undefined });
  });

  it('drops a code of a chapter no HS revision has, with a notice, so no request carries it', () => {
    const { state, notices } = parseCompare('products=99,090111,00,9999,7701');
    expect(state.ids).toEqual(['090111']);
    expect(notices.map((n) => n.message)).toEqual([
      '"99" is not in the HS nomenclature (no such chapter); ignored.',
      '"00" is not in the HS nomenclature (no such chapter); ignored.',
      '"9999" is not in the HS nomenclature (no such chapter); ignored.',
      '"7701" is not in the HS nomenclature (no such chapter); ignored.',
    ]);
  });

  it('keeps a heading HS 2022 does not list, for the service’s catalog to judge (another revision has it)', () => {
    const { state, notices } = parseCompare('products=8520,0901');
    expect(state.ids).toEqual(['8520', '0901']);
    expect(notices).toEqual([]);
    expect(parseCompare('countries=BR&product=8520').state.product).toBe('8520');
    expect(parseCompare('countries=BR&product=98').notices.map((n) => n.message)).toEqual([
      '"98" is not in the HS nomenclature (no such chapter); the product filter is left out.',
    ]);
  });

  it('falls back to values for an unknown mode, with a notice', () => {
    const { state, notices } = parseCompare('countries=BR&mode=bogus');
    expect(state.mode).toBe('value');
    expect(notices[0]?.message).toMatch(/not a way to read the series/);
  });

  it('writes a canonical search that reads back the same', () => {
    const { state } = parseCompare('countries=br,ar&mode=index&to=2020&from=2015');
    const search = compareSearch(state);
    expect(search).toBe('countries=BR,AR&from=2015&to=2020&mode=index');
    expect(parseCompare(search).state).toEqual(state);
  });
});
