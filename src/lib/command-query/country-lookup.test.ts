import { describe, expect, it } from 'vitest';
import { countryGroups, forgetCountryGroups, learnCountryGroups } from '../country-groups';
import { lookupCountry, normalise } from './country-lookup';

// The groups are the service's: here the emulator's, as its /countries answer names them (test setup).
const COUNTRY_GROUP_IDS = () => countryGroups().map((g) => g.id);

describe('normalise', () => {
  it('drops case, accents, apostrophes and dots, and turns other punctuation into single spaces', () => {
    expect(normalise('  Côte d’Ivoire ')).toBe('cote divoire');
    expect(normalise('U.S.')).toBe('us');
    expect(normalise("People's Republic")).toBe('peoples republic');
    expect(normalise('Bosnia--and   Herzegovina!')).toBe('bosnia and herzegovina');
    expect(normalise('hs:0901')).toBe('hs:0901');
    expect(normalise('São`Tomé')).toBe('saotome');
  });
});

describe('lookupCountry', () => {
  it('finds groups by the ids and names a service gave them (a BACI-built one: WLD, EUN)', () => {
    forgetCountryGroups();
    learnCountryGroups([
      { id: 'WLD', name: 'World', is_group: true },
      { id: 'EUN', name: 'European Union', is_group: true },
    ]);
    expect(lookupCountry('wld')).toEqual({ id: 'WLD', name: 'World' });
    expect(lookupCountry('EUN')).toEqual({ id: 'EUN', name: 'European Union' });
    expect(lookupCountry('the world')).toEqual({ id: 'WLD', name: 'World' });
    expect(lookupCountry('xw')).toBeNull();
    forgetCountryGroups(); // the next test's setup learns the emulator's groups again
  });

  // First in the file on purpose: the tables are built on the first lookup only, so mutation
  // testing credits that code to this test alone, which therefore reads every kind of entry.
  it('knows every kind of entry: names, alternatives, alpha-2 and alpha-3 codes in any case, and the groups', () => {
    expect(lookupCountry('Germany')).toEqual({ id: 'DE', name: 'Germany' });
    expect(lookupCountry('Ivory Coast')?.id).toBe('CI');
    for (const code of ['de', 'DE', 'deu', 'DEU', 'Deu'])
      expect(lookupCountry(code), code).toEqual({ id: 'DE', name: 'Germany' });
    expect(lookupCountry('the world')).toEqual({ id: 'XW', name: 'World' });
    expect(lookupCountry('European Union')).toEqual({ id: 'EU', name: 'European Union' });
    for (const id of COUNTRY_GROUP_IDS()) {
      expect(lookupCountry(id)?.id, id).toBe(id);
      expect(lookupCountry(id.toLowerCase())?.id, id).toBe(id);
    }
  });

  it('finds a country by its name or an alternative name, ignoring case and accents', () => {
    expect(lookupCountry('Brazil')).toEqual({ id: 'BR', name: 'Brazil' });
    expect(lookupCountry('ivory coast')?.id).toBe('CI');
    expect(lookupCountry('Czech Republic')?.id).toBe('CZ');
    expect(lookupCountry('united states of america')?.id).toBe('US');
  });

  it('gives a country the first of its names, and the groups their own', () => {
    expect(lookupCountry('USA')?.name).toBe(lookupCountry('United States of America')?.name);
    expect(lookupCountry('the world')).toEqual({ id: 'XW', name: 'World' });
    expect(lookupCountry('all countries')).toEqual({ id: 'XW', name: 'World' });
    expect(lookupCountry('global')).toEqual({ id: 'XW', name: 'World' });
    expect(lookupCountry('EU')).toEqual({ id: 'EU', name: 'European Union' });
    expect(lookupCountry('the EU')).toEqual({ id: 'EU', name: 'European Union' });
    expect(lookupCountry('xw')).toEqual({ id: 'XW', name: 'World' });
  });

  it('takes alpha-2 and alpha-3 codes in any case', () => {
    expect(lookupCountry('de')?.id).toBe('DE');
    expect(lookupCountry('DEU')?.id).toBe('DE');
    expect(lookupCountry('bra')).toBeNull(); // "bra" is a word typed in lower case
    expect(lookupCountry('BRA')?.id).toBe('BR');
    expect(lookupCountry('fra')?.id).toBe('FR');
  });

  it('reads a code that is also an English word as the word in lower case, as the code in upper case', () => {
    expect(lookupCountry('in')).toBeNull();
    expect(lookupCountry('IN')?.id).toBe('IN');
    expect(lookupCountry(' CAN ')?.id).toBe('CA');
    expect(lookupCountry('can')).toBeNull();
    expect(lookupCountry('In')).toBeNull();
  });

  it('knows which codes are everyday English words: each is the word in lower case, the country in upper case', () => {
    // Written out here (not read from the module) so that dropping a word from the palette's list
    // fails: typed in lower case, "do", "us" or "can" would otherwise pick a country.
    const words = [
      'am',
      'as',
      'at',
      'be',
      'by',
      'do',
      'id',
      'in',
      'is',
      'it',
      'me',
      'my',
      'no',
      'so',
      'to',
      'ago',
      'and',
      'are',
      'arm',
      'bra',
      'can',
      'che',
      'cog',
      'col',
      'cub',
      'dom',
      'fin',
      'fro',
      'gab',
      'gin',
      'gum',
      'jam',
      'lie',
      'mac',
      'mar',
      'nor',
      'pan',
      'per',
      'pry',
      'sen',
      'ton',
      'tun',
      'vat',
    ];
    for (const word of words) {
      expect(lookupCountry(word), word).toBeNull();
      expect(lookupCountry(word.toUpperCase()), word).not.toBeNull();
    }
    // A name before a code: "us" is one of the names of the United States.
    expect(lookupCountry('us')?.id).toBe('US');
    // Codes that are no such word stay codes in lower case.
    for (const code of ['de', 'fr', 'deu', 'fra', 'br']) expect(lookupCountry(code), code).not.toBeNull();
  });

  it('finds nothing for an empty phrase, an unknown code or a longer unknown word', () => {
    expect(lookupCountry('')).toBeNull();
    expect(lookupCountry(' .. ')).toBeNull();
    expect(lookupCountry('QQ')).toBeNull();
    expect(lookupCountry('qqq')).toBeNull();
    expect(lookupCountry('atlantis')).toBeNull();
    expect(lookupCountry('deux')).toBeNull();
  });
});
