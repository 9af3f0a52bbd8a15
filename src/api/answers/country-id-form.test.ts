import { describe, expect, it } from 'vitest';
import { countryIdInForm, readCountryId } from './country-id-form';

describe('country ids in the forms a service may send', () => {
  it('reads alpha-3 and numeric ISO codes as alpha-2, and says which form they came in', () => {
    expect(readCountryId('DEU')).toEqual({ id: 'DE', form: 'alpha-3' });
    expect(readCountryId('chn')).toEqual({ id: 'CN', form: 'alpha-3' });
    expect(readCountryId('276')).toEqual({ id: 'DE', form: 'numeric' });
    expect(readCountryId('076')).toEqual({ id: 'BR', form: 'numeric' });
    expect(readCountryId(76)).toEqual({ id: 'BR', form: 'numeric' });
    expect(readCountryId(' de ')).toEqual({ id: 'DE', form: 'alpha-2' });
  });

  it('keeps ids the ISO table does not hold: a group is the service’s own', () => {
    expect(readCountryId('WLD')).toEqual({ id: 'WLD', form: 'other' });
    expect(readCountryId('EUN')).toEqual({ id: 'EUN', form: 'other' });
    expect(readCountryId('999')).toEqual({ id: '999', form: 'other' });
    expect(readCountryId('EU-27')).toEqual({ id: 'EU-27', form: 'other' });
    // Only whole ids of three letters or up to three digits are read through the ISO table.
    expect(readCountryId('Euro Area')).toEqual({ id: 'Euro Area', form: 'other' });
    expect(readCountryId('0x10')).toEqual({ id: '0x10', form: 'other' });
    expect(readCountryId('1e2')).toEqual({ id: '1e2', form: 'other' });
  });

  it('writes one of our ids in the service’s form', () => {
    expect(countryIdInForm('DE', 'alpha-3')).toBe('DEU');
    expect(countryIdInForm('BR', 'numeric')).toBe('076');
    expect(countryIdInForm('DE', 'alpha-2')).toBe('DE');
    expect(countryIdInForm('WLD', 'alpha-3')).toBe('WLD');
  });
});
