/**
 * Country names as people type them, resolved without a request: the English names and their
 * common alternatives from i18n-iso-countries (United States, USA, U.S.; Czechia, Czech
 * Republic; Côte d'Ivoire, Ivory Coast ...), ISO alpha-2 and alpha-3 codes, and the service's
 * groups. Matching ignores case, accents and punctuation. Loaded only with the command palette
 * (the English name table is about 7 kB).
 *
 * Two- and three-letter codes collide with English words ("in" is India, "to" Tonga, "can"
 * Canada, "and" Andorra): typed in lower case such a word is a word, in upper case a code.
 */
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { COUNTRY_GROUP_IDS } from '../country-ids';

countries.registerLocale(english);

export interface CountryMatch {
  id: string;
  name: string;
}

/** Lower case, accents and punctuation removed, single spaces. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’'`.]/g, '')
    .replace(/[^\p{L}\p{N}:]+/gu, ' ')
    .trim();
}

const GROUP_NAMES: Record<string, string[]> = {
  XW: ['World', 'the world', 'global', 'all countries'],
  EU: ['European Union', 'EU', 'the EU'],
};

/** Codes that are everyday English words when typed in lower case. */
const WORD_CODES = new Set([
  'am', 'an', 'as', 'at', 'be', 'by', 'do', 'go', 'hi', 'id', 'in', 'is', 'it', 'me', 'my', 'no', 'of', 'on', 'or', 'so',
  'to', 'up', 'us', 'we', 'and', 'arm', 'bra', 'can', 'che', 'col', 'cub', 'dom', 'gab', 'gin', 'jam', 'mac', 'mar',
  'nor', 'pan', 'per', 'sen', 'tun',
]);

let byName: Map<string, CountryMatch> | undefined;
let byCode: Map<string, CountryMatch> | undefined;

function tables() {
  if (byName && byCode) return { byName, byCode };
  byName = new Map();
  byCode = new Map();
  for (const [alpha2, names] of Object.entries(countries.getNames('en', { select: 'all' }))) {
    const match = { id: alpha2, name: names[0] ?? alpha2 };
    for (const n of names) byName.set(normalise(n), match);
    byCode.set(alpha2.toLowerCase(), match);
    const alpha3 = countries.alpha2ToAlpha3(alpha2);
    if (alpha3) byCode.set(alpha3.toLowerCase(), match);
  }
  for (const id of COUNTRY_GROUP_IDS) {
    const names = GROUP_NAMES[id] ?? [id];
    const match = { id, name: names[0] ?? id };
    for (const n of names) byName.set(normalise(n), match);
    byCode.set(id.toLowerCase(), match);
  }
  return { byName, byCode };
}

/**
 * The country a phrase names exactly (a whole name, alternative name or code), or null.
 * `original` is the phrase as typed, to tell the code "IN" from the word "in".
 */
export function lookupCountry(original: string): CountryMatch | null {
  const key = normalise(original);
  if (!key) return null;
  const t = tables();
  const named = t.byName.get(key);
  if (named) return named;
  if (/^[a-z]{2,3}$/.test(key)) {
    const typedUpper = original.trim() === original.trim().toUpperCase();
    if (WORD_CODES.has(key) && !typedUpper) return null;
    return t.byCode.get(key) ?? null;
  }
  return null;
}
