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
import { countryGroups, isWorldName } from '../country-groups';

countries.registerLocale(english);

export interface CountryMatch {
  id: string;
  name: string;
}

/** Lower case, accents and punctuation removed, single spaces. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`.]/g, '')
    .replace(/[^\p{L}\p{N}:]+/gu, ' ')
    .trim();
}

/**
 * The service's groups as its answers named them (country-groups.ts), with the other names
 * people type for the two every service has. Their ids (`XW`, `WLD`, `EUN`) are looked up as codes.
 */
const WORLD_ALIASES = ['the world', 'global', 'all countries'];
const EU_ALIASES = ['European Union', 'the EU', 'EU'];

function groupNames(group: { name: string }): string[] {
  if (isWorldName(group.name)) return [group.name, ...WORLD_ALIASES];
  if (/^(the )?european union/i.test(group.name)) return [group.name, ...EU_ALIASES];
  return [group.name];
}

/**
 * Codes (ISO alpha-2 or alpha-3) that are everyday English words when typed in lower case: "gum
 * arabic" is no search for Guam, nor "steel per ton" for Tonga. Only codes: a word that is no
 * code ("of", "on") is never read as a country anyway, nor is one that is also a country's name
 * ("us" is one of the United States' names, so it stays the country).
 */
const WORD_CODES = new Set([
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
]);

let byName: Map<string, CountryMatch> | undefined;
let byCode: Map<string, CountryMatch> | undefined;

/** Built on the first lookup (the palette's first keystroke), then kept. */
function tables() {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent in results, rebuilding the tables on every lookup gives the same ones (the cache saves the time)
  if (byName && byCode) return { byName, byCode };
  byName = new Map();
  byCode = new Map();
  for (const [alpha2, names] of Object.entries(countries.getNames('en', { select: 'all' }))) {
    const match = { id: alpha2, name: names[0] ?? alpha2 };
    for (const n of names) byName.set(normalise(n), match);
    byCode.set(alpha2.toLowerCase(), match);
    const alpha3 = countries.alpha2ToAlpha3(alpha2);
    // Stryker disable next-line ConditionalExpression: equivalent, every code of the table has an alpha-3 (the check is for the type checker)
    if (alpha3) byCode.set(alpha3.toLowerCase(), match);
  }
  return { byName, byCode };
}

/** A learned group by one of its names or its id (read afresh: groups are learned as answers come). */
function lookupGroup(key: string): CountryMatch | null {
  for (const group of countryGroups()) {
    const match = { id: group.id, name: group.name };
    if (group.id.toLowerCase() === key) return match;
    if (groupNames(group).some((n) => normalise(n) === key)) return match;
  }
  return null;
}

/**
 * The country a phrase names exactly (a whole name, alternative name or code), or null.
 * `original` is the phrase as typed, to tell the code "IN" from the word "in".
 */
export function lookupCountry(original: string): CountryMatch | null {
  const key = normalise(original);
  // Stryker disable next-line ConditionalExpression: equivalent in results, an empty key is no name and no code (this spares building the tables)
  if (!key) return null;
  const t = tables();
  const group = lookupGroup(key);
  if (group) return group;
  const named = t.byName.get(key);
  if (named) return named;
  const coded = t.byCode.get(key);
  if (!coded) return null;
  const typedUpper = original.trim() === original.trim().toUpperCase();
  return WORD_CODES.has(key) && !typedUpper ? null : coded;
}
