/**
 * Bearer-key check. Runs before rate limiting and validation, as the real service does: a
 * caller without a valid key learns nothing about the parameters.
 */
const BEARER = /^Bearer[ ]+([^\s]+)\s*$/i;

/** The key when the header is a well-formed bearer credential naming a known key; else null. */
export function authenticate(header: string | null, keys: ReadonlySet<string>): string | null {
  if (!header) return null;
  const m = BEARER.exec(header);
  const key = m?.[1];
  return key !== undefined && keys.has(key) ? key : null;
}
