/**
 * Shares and the ranked lists they are taken from. A ranking cut at an endpoint's limit lists only
 * its largest rows: a key it does not list is then unknown (at most the smallest listed value),
 * not zero. Only a complete list says that an absent key had no trade.
 */

/** One keyed value of a ranking (a partner, an HS6 code, an exporter). */
export interface KeyedValue {
  key: string;
  value: number;
}

/** A ranked list as an endpoint gave it, and whether it lists every key (shorter than its limit). */
export interface RankedList {
  rows: readonly KeyedValue[];
  complete: boolean;
}

/** `value / total` as a fraction; null when either is missing or the total is not positive. */
export function shareOf(value: number | null | undefined, total: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (total === null || total === undefined || !Number.isFinite(total) || total <= 0) return null;
  return value / total;
}

/** A ranking's rows whose value is a finite number (a row without one is no figure). */
export function rankedList(
  points: readonly { key: string | null | undefined; value: number }[],
  limit: number,
): RankedList {
  const rows = points.filter(
    (p): p is KeyedValue => typeof p.key === 'string' && p.key !== '' && Number.isFinite(p.value),
  );
  return { rows, complete: points.length < limit };
}

/**
 * What a ranked list says of one key: its value when listed, 0 when the list is complete and does
 * not list it, null (unknown) when the list was cut by its limit.
 */
export function valueIn(list: RankedList, key: string): number | null {
  const row = list.rows.find((r) => r.key === key);
  if (row) return row.value;
  return list.complete ? 0 : null;
}
