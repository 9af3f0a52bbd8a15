import { describe, expect, it } from 'vitest';
import { countryName } from './country-names';

describe('country names', () => {
  it('names ISO ids and groups, falls back to the id', () => {
    expect(countryName('BR')).toBe('Brazil');
    expect(countryName('EU')).toBe('European Union');
    expect(countryName('W1', new Map([['W1', 'World']]))).toBe('World');
    expect(countryName('not a code')).toBe('not a code');
  });
});
