/**
 * Finding a service's profile: fetch its `/openapi.json` within a time limit, read it with
 * `readServiceProfile`, keep it per base URL (localStorage, never the key) and list where it
 * differs from the conventions this client assumes. A missing, locked, slow or foreign document
 * is an outcome with its own wording, never an exception.
 */
import { readServiceProfile, type ServiceProfile } from './service-profile';
import { keepServiceProfile } from './service-profile-store';

export { storedServiceProfile } from './service-profile-store';

export type ProfileDiscovery =
  | { state: 'found'; profile: ServiceProfile; changed: boolean }
  | { state: 'absent' | 'key-required' | 'timeout' | 'not-openapi' | 'failed'; message: string };

export interface DiscoveryOptions {
  baseUrl: string;
  /** Sent as a bearer token in the Authorization header, and only when one is entered. */
  apiKey: string;
  timeoutMs: number;
  storage?: Storage;
  /** Defaults to the global fetch, looked up per call. */
  fetch?: typeof globalThis.fetch;
}

/** A short stable fingerprint of the document's text (FNV-1a), to tell when it has changed. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  // Stryker disable next-line EqualityOperator: equivalent, one more round (xor NaN is xor 0) changes every fingerprint alike, and only their equality is used
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

async function fetchDocument(options: DiscoveryOptions): Promise<Response | ProfileDiscovery> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/openapi.json`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.apiKey) headers['Authorization'] = `Bearer ${options.apiKey}`;
    const response = await (options.fetch ?? globalThis.fetch)(url, { headers, signal: controller.signal });
    // Read the body inside the time limit too.
    const text = await response.text();
    return new Response(text, { status: response.status });
  } catch (cause) {
    if (controller.signal.aborted)
      return {
        state: 'timeout',
        message: `The service did not send its OpenAPI document within ${options.timeoutMs / 1000} s.`,
      };
    const detail = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
    return { state: 'failed', message: `The OpenAPI document could not be fetched${detail}.` };
  } finally {
    clearTimeout(timer);
  }
}

function readProfileText(text: string): ServiceProfile | null {
  try {
    return readServiceProfile(JSON.parse(text));
  } catch {
    // not JSON: not an OpenAPI document either
  }
  return null;
}

export async function discoverServiceProfile(options: DiscoveryOptions): Promise<ProfileDiscovery> {
  const fetched = await fetchDocument(options);
  if (!(fetched instanceof Response)) return fetched;
  if (fetched.status === 404)
    return { state: 'absent', message: 'The service publishes no OpenAPI document.' };
  if (fetched.status === 401 || fetched.status === 403)
    return {
      state: 'key-required',
      message: options.apiKey
        ? `The service refused the key for its OpenAPI document (HTTP ${fetched.status}).`
        : `The service requires a key for its OpenAPI document (HTTP ${fetched.status}).`,
    };
  if (!fetched.ok)
    return {
      state: 'failed',
      message: `The service answered HTTP ${fetched.status} for its OpenAPI document.`,
    };
  const text = await fetched.text();
  const profile = readProfileText(text);
  if (!profile)
    return {
      state: 'not-openapi',
      message: 'The service answered /openapi.json with something that is not an OpenAPI document.',
    };
  const changed = keepServiceProfile(options.baseUrl, hashOf(text), profile, options.storage);
  return { state: 'found', profile, changed };
}

/** Where a profile departs from the conventions this client assumes (docs/spec/open-points.md). */
const CLIENT_DEFAULTS = {
  flowLiterals: ['export', 'import'],
  periodFormat: 'date',
  numberType: 'number',
  sampleCountryId: 'DE',
  groupIds: ['XW', 'EU'],
} as const;

export interface ProfileDifference {
  topic: string;
  ours: string;
  theirs: string;
}

export function profileDifferences(profile: ServiceProfile): ProfileDifference[] {
  const out: ProfileDifference[] = [];
  const d = CLIENT_DEFAULTS;
  const list = (values: readonly string[]) => values.join(', ');
  if (profile.flowLiterals && list([...profile.flowLiterals].sort()) !== list(d.flowLiterals))
    out.push({ topic: 'Flow values', ours: list(d.flowLiterals), theirs: list(profile.flowLiterals) });
  if (profile.periodFormat && profile.periodFormat !== d.periodFormat)
    out.push({
      topic: 'Period format',
      ours: 'a date (2019-01-01)',
      theirs: describePeriod(profile.periodFormat),
    });
  if (profile.numberType && profile.numberType !== d.numberType)
    out.push({ topic: 'Number type', ours: 'JSON numbers', theirs: 'numeric strings (Decimal)' });
  if (profile.countryIdPattern && !matches(profile.countryIdPattern, d.sampleCountryId))
    out.push({ topic: 'Country id pattern', ours: 'ISO alpha-2 (DE)', theirs: profile.countryIdPattern });
  const groups = profile.groupIds;
  if (groups && !d.groupIds.every((id) => groups.includes(id)))
    out.push({ topic: 'Group ids', ours: list(d.groupIds), theirs: list(groups) });
  return out;
}

/** A period format other than ours (a date). */
function describePeriod(format: Exclude<ServiceProfile['periodFormat'], 'date' | undefined>): string {
  return format === 'year' ? 'a year (2019)' : 'free text';
}

function matches(pattern: string, sample: string): boolean {
  try {
    return new RegExp(pattern).test(sample);
  } catch {
    // a pattern JavaScript cannot read: listed as a difference to look at
  }
  return false;
}
