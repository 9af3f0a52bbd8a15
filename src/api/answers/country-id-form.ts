/**
 * Country ids as a service may send them, read as ours (upper-case ISO alpha-2): ISO alpha-3
 * (`DEU`) and ISO numeric (`276`, `"076"`) are mapped through the ISO table; any other id (a
 * group such as `WLD` or `EUN`, whose id the service owns) is kept as it is.
 */
import isoCodes from 'i18n-iso-countries/codes.json';

export type CountryIdForm = 'alpha-2' | 'alpha-3' | 'numeric' | 'other';

let byAlpha3: ReadonlyMap<string, string> | undefined;
let byNumeric: ReadonlyMap<number, string> | undefined;

function tables() {
  byAlpha3 ??= new Map(isoCodes.map(([alpha2, alpha3]) => [alpha3!, alpha2!]));
  byNumeric ??= new Map(isoCodes.map(([alpha2, , numeric]) => [Number(numeric), alpha2!]));
  return { byAlpha3, byNumeric };
}

/** Our id for a service's country id, and the form it came in. */
export function readCountryId(id: string | number): { id: string; form: CountryIdForm } {
  const text = String(id).trim();
  if (/^[A-Za-z]{2}$/.test(text)) return { id: text.toUpperCase(), form: 'alpha-2' };
  if (/^\d{1,3}$/.test(text)) {
    const alpha2 = tables().byNumeric.get(Number(text));
    return alpha2 ? { id: alpha2, form: 'numeric' } : { id: text, form: 'other' };
  }
  if (/^[A-Za-z]{3}$/.test(text)) {
    const alpha2 = tables().byAlpha3.get(text.toUpperCase());
    return alpha2 ? { id: alpha2, form: 'alpha-3' } : { id: text.toUpperCase(), form: 'other' };
  }
  return { id: text, form: 'other' };
}

/** The service's id of one of ours, in the form it uses (for requests to a service that wants alpha-3). */
export function countryIdInForm(id: string, form: CountryIdForm): string {
  if (form !== 'alpha-3' && form !== 'numeric') return id;
  const entry = isoCodes.find(([alpha2]) => alpha2 === id);
  if (!entry) return id;
  return form === 'alpha-3' ? entry[1]! : entry[2]!;
}
