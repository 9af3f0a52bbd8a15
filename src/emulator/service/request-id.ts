/**
 * Request ids: unique per response so that users can quote them when reporting a problem.
 * crypto.randomUUID exists in Node 22, workers and secure browser contexts; the counter
 * fallback keeps ids unique on an insecure origin (plain http on a LAN address).
 */
let counter = 0;

export function newRequestId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return `req_${c.randomUUID().replaceAll('-', '')}`;
  counter += 1;
  return `req_${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}
