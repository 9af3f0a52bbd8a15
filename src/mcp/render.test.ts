// @vitest-environment node
/** The text beside the structured results: counts read as English. */
import { describe, expect, it } from 'vitest';
import { renderCountryDetail, renderCountryRows, renderProductDetail } from './render';

const country = (id: string, name: string) => ({ id, iso3: null, name, is_group: false });

describe('result texts', () => {
  it('counts countries and HS6 codes in their own plural, and one of each in the singular', () => {
    expect(renderCountryRows([country('KE', 'Kenya'), country('KM', 'Comoros')])[0]).toBe('2 countries:');
    expect(renderCountryRows([country('KE', 'Kenya')])[0]).toBe('1 country:');
    expect(renderCountryRows([])).toEqual(['No countries match this selection.']);
    const detail = (n: number) =>
      renderProductDetail({
        id: '0901',
        matches: Array.from({ length: n }, (_, i) => ({
          hs6: `09011${i}`,
          name: 'Coffee',
          hs_version: 2022,
          parent_hs4: '0901',
        })),
      });
    expect(detail(2)[1]).toBe('2 HS6 codes:');
    expect(detail(1)[1]).toBe('1 HS6 code:');
    expect(detail(0)[1]).toBe('No HS6 codes match this selection.');
  });

  it('ends a country with one full stop, whether or not its note has one', () => {
    const detail = (note: string | null) =>
      renderCountryDetail({
        id: 'EU',
        iso3: null,
        name: 'European Union',
        is_group: true,
        region: null,
        note,
      });
    expect(detail('Extra-EU trade only.')).toEqual([
      'EU European Union, a country group: Extra-EU trade only.',
    ]);
    expect(detail('Extra-EU trade only')).toEqual([
      'EU European Union, a country group: Extra-EU trade only.',
    ]);
    expect(detail(null)).toEqual(['EU European Union, a country group.']);
  });
});
