/**
 * Country ids as the user may type them, and what the client knows about them without asking.
 *
 * The service speaks upper-case ISO 3166-1 alpha-2 (open-points.md, "Identifiers"); users, the
 * README and other sites use alpha-3 too (`usa`, `DEU`). Every place that takes a country id (path
 * or parameter) goes through `canonicalCountryId`, and URLs carry only its result.
 *
 * ASCII only, on purpose: `'ß'.toUpperCase()` is `SS` (South Sudan) and `'ı'.toUpperCase()` is
 * `I`, so case is folded only after the input is known to be plain ASCII letters.
 *
 * Knowing an id (`isKnownCountryId`) uses the ISO table already in the dependencies
 * (i18n-iso-countries, 250 codes including Kosovo's user-assigned XK) plus the group ids of the
 * service (open-points.md leaves them to the implementation; the emulator documents `XW` World
 * and `EU` European Union in src/emulator/world/countries.ts). It is a fast path, not the
 * authority: a well-formed id the table does not know is asked of the service (the country
 * route sends only the detail request for it), so a group id added by a real service still works.
 */
// The package's ISO table itself (alpha-2, alpha-3, numeric per country), not its index module:
// that one is CommonJS and would bring every locale helper and a diacritics table into the app's
// shell, where this file is used.
import isoCodes from 'i18n-iso-countries/codes.json';

/** The World aggregate's id: as reporter all trade, so its exports equal its imports. */
export const WORLD_ID = 'XW';
/** Group ids of the service (is_group true, iso3 null): World and the European Union. */
export const COUNTRY_GROUP_IDS: readonly string[] = [WORLD_ID, 'EU'];

const ALPHA2_RE = /^[A-Za-z]{2}$/;
// Stryker disable next-line Regex: equivalent, it only guards a lookup in the alpha-3 table, whose keys are three letters; a longer input, whatever a looser pattern lets through, upper-cases to four or more characters and is not found either
const ALPHA3_RE = /^[A-Za-z]{3}$/;

let known: ReadonlySet<string> | undefined;
let alpha2ByAlpha3: ReadonlyMap<string, string> | undefined;

function knownIds(): ReadonlySet<string> {
  known ??= new Set([...isoCodes.map(([alpha2]) => alpha2!), ...COUNTRY_GROUP_IDS]);
  return known;
}

function alpha3ToAlpha2(alpha3: string): string | undefined {
  alpha2ByAlpha3 ??= new Map(isoCodes.map(([alpha2, a3]) => [a3!, alpha2!]));
  return alpha2ByAlpha3.get(alpha3);
}

/**
 * The canonical (upper-case alpha-2) form of a country id given as alpha-2 or alpha-3 in any
 * case, surrounding spaces ignored; null when the input cannot be one. A well-formed alpha-2 id
 * is returned even when unknown (the service decides); an alpha-3 id must be an assigned one,
 * since only then is there an alpha-2 to map it to.
 */
export function canonicalCountryId(input: string): string | null {
  const v = input.trim();
  if (ALPHA2_RE.test(v)) return v.toUpperCase();
  // Stryker disable next-line ConditionalExpression: equivalent, only a three-letter code can be in the alpha-3 table (the test spares a lookup)
  if (ALPHA3_RE.test(v)) return alpha3ToAlpha2(v.toUpperCase()) ?? null;
  return null;
}

/** Whether a canonical id names a country or group the client knows to exist. */
export function isKnownCountryId(id: string): boolean {
  return knownIds().has(id);
}

/** Whether an id is one of the service's groups (World, EU): figures such as a balance mean little there. */
export function isCountryGroupId(id: string): boolean {
  return COUNTRY_GROUP_IDS.includes(id);
}
