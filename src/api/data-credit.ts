/**
 * Where the figures behind a live base URL come from, as the pages, exports and citations name
 * them: the credit the page's own server gave it (`npm start`), else the one the service states in
 * its OpenAPI document (kept with its profile), else none (the service is named alone).
 */
import { hostedDataCreditFor, type ServiceDataCredit } from './data-source';
import { storedServiceProfile } from './service-profile-store';

export function dataCreditFor(
  baseUrl: string,
  doc: Document | undefined = globalThis.document,
): ServiceDataCredit | null {
  const hosted = hostedDataCreditFor(baseUrl, doc);
  if (hosted) return hosted;
  // Kept in localStorage, so read as untrusted: a profile of an older page has none.
  const stated = storedServiceProfile(baseUrl)?.dataCredit as Record<string, unknown> | null | undefined;
  if (!stated) return null;
  const { name, synthetic } = stated;
  return typeof name === 'string' && name !== '' ? { name, synthetic: synthetic === true } : null;
}
