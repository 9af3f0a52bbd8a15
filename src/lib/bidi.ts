/**
 * Bidirectional text from the service. A name may carry explicit directional formatting
 * characters: embeddings and overrides (U+202A–U+202E), which, left open, reorder everything that
 * follows them on the line ("Exports to ‮China in 2020" reads backwards from the name on), and
 * isolates (U+2066–U+2069), whose stray terminator could close an isolate around it.
 *
 * The client isolates every such string once, as it arrives (isolateBidiDeep): its own isolates
 * are dropped and the whole string is wrapped in FSI…PDI, the plain-text form of <bdi>. A PDI
 * closes every embedding and override opened since its FSI, so the string can reorder only
 * itself, wherever it goes: text, titles, the document title, canvas text, CSV. Strings without
 * such characters (all real names) are left exactly as they are.
 */
const EXPLICIT = /[\u202A-\u202E\u2066-\u2069]/;
const EXPLICIT_ALL = /[\u202A-\u202E\u2066-\u2069]/g;
const ISOLATES = /[\u2066-\u2069]/g;
/** The same characters in raw JSON text, as themselves or as \u escapes. */
const EXPLICIT_IN_JSON = /[\u202A-\u202E\u2066-\u2069]|\\u20(?:2[a-eA-E]|6[6-9])/;

const FSI = '\u2068';
const PDI = '\u2069';

export function hasBidiControls(text: string): boolean {
  return EXPLICIT.test(text);
}

/** The string as an isolate (FSI…PDI), when it carries directional formatting characters. */
export function isolateBidi(text: string): string {
  if (!EXPLICIT.test(text)) return text;
  return `${FSI}${text.replace(ISOLATES, '')}${PDI}`;
}

/** The string without any directional formatting characters (for text drawn by charts). */
export function stripBidiControls(text: string): string {
  return text.replace(EXPLICIT_ALL, '');
}

/** Could this raw JSON text hold a directional formatting character? (cheap pre-check) */
export function jsonMayHoldBidiControls(json: string): boolean {
  return EXPLICIT_IN_JSON.test(json);
}

/** Every string in a parsed JSON value, isolated (a new value; the input is not changed). */
export function isolateBidiDeep<T>(value: T): T {
  if (typeof value === 'string') return isolateBidi(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => isolateBidiDeep(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = isolateBidiDeep(v);
    return out as T;
  }
  return value;
}
