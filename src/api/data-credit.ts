/**
 * Where the figures behind a live base URL come from, as the pages, exports and citations name
 * them: the credit the page's own server gave it (`npm start`), else the one the service states in
 * its OpenAPI document (kept with its profile), else none (the service is named alone).
 */
import { hostedDataCreditFor, type ServiceDataCredit } from './data-source';
import { storedServiceProfile } from './service-profile-store';

/**
 * A service built by this project names the data it serves in its OpenAPI document's `info`:
 * `"x-data-credit": { "name": "CEPII BACI V202501 (HS22)", "synthetic": false }`. Another
 * service states none, and its pages name the service alone.
 */
export const DATA_CREDIT_EXTENSION = 'x-data-credit';

/** Longer than any release's name: a longer text is not a credit to print on every page. */
const CREDIT_NAME_MAX = 120;

/**
 * A stated credit, read as untrusted (a document, or a profile kept in storage): a short one-line
 * name, and `synthetic` only when it is `true`.
 */
export function dataCreditOf(value: unknown): ServiceDataCredit | undefined {
  // Any value but null and undefined can be asked for a name; only a text one is a credit.
  const stated = (value ?? {}) as Record<string, unknown>;
  const name = typeof stated['name'] === 'string' ? stated['name'].trim() : '';
  if (!name || name.length > CREDIT_NAME_MAX || /\p{Cc}/u.test(name)) return undefined;
  return { name, synthetic: stated['synthetic'] === true };
}

export function dataCreditFor(
  baseUrl: string,
  doc: Document | undefined = globalThis.document,
): ServiceDataCredit | null {
  // A kept profile comes from storage, so it is read with the document's own rules again.
  return hostedDataCreditFor(baseUrl, doc) ?? dataCreditOf(storedServiceProfile(baseUrl)?.dataCredit) ?? null;
}
