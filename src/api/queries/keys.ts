/**
 * Query-key roots. Every key starts `['tds', sourceKey, ...]` so that one source's cache can be
 * reset or dropped as a whole, and demo and live data never mix.
 */
import type { TradeClient } from '../client';

export const TDS_ROOT = 'tds';

/** What a query factory needs: the client for the current source and its stable identity. */
export interface TradeSource {
  client: TradeClient;
  /** 'demo' or 'live:<baseUrl>'; never contains the key. */
  key: string;
}

export function sourceRoot(source: Pick<TradeSource, 'key'> | string) {
  return [TDS_ROOT, typeof source === 'string' ? source : source.key] as const;
}

/** Drops undefined, null and '' values so that `{ from: undefined }` and `{}` share a key. */
export function compactParams<T extends object>(params: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [name, value] of Object.entries(params) as [keyof T, T[keyof T]][]) {
    if (value === undefined || value === null || (value as unknown) === '') continue;
    out[name] = value;
  }
  return out;
}
