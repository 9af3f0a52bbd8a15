/**
 * What changed between two years: each key's (partner's, product's, exporter's) value and share
 * in both, the gain or loss, the markets that opened (no trade before, trade after) and closed,
 * and the total change split into its parts: how much of it each of the largest movers accounts
 * for, the rest in one remainder, so that the parts add up to the total change exactly.
 *
 * A year without data (its total is null) is missing: nothing is compared, and the result says
 * which year is missing. A key that a year's ranking does not list is 0 only when that ranking is
 * complete; when it was cut by its limit the key's value is unknown, the key is neither opened
 * nor closed, and its change is unknown (its part stays in the remainder).
 */
import { shareOf, valueIn, type RankedList } from './shares';

type ChangeStatus = 'opened' | 'closed' | 'continued' | 'unknown';

export interface ChangeRow {
  key: string;
  before: number | null;
  after: number | null;
  /** after - before; null when either is unknown. */
  change: number | null;
  shareBefore: number | null;
  shareAfter: number | null;
  /** Share after minus share before (a difference of fractions). */
  shareChange: number | null;
  status: ChangeStatus;
  /** This key's change as a fraction of the total change; null when either is unknown or the total is 0. */
  partOfChange: number | null;
}

export interface YearSide {
  year: number;
  /** The year's total (all keys); null when the year has no data. */
  total: number | null;
  ranking: RankedList;
}

interface Decomposition {
  /** The largest movers by absolute change, with their part. */
  movers: ChangeRow[];
  /** Everything else: the total change less the movers' changes. */
  rest: number;
}

export type ChangeResult =
  | { kind: 'missing'; missingYears: number[] }
  | {
      kind: 'compared';
      before: YearSide;
      after: YearSide;
      totalChange: number;
      /** Every key, largest change first (unknown changes last). */
      rows: ChangeRow[];
      gained: ChangeRow[];
      lost: ChangeRow[];
      opened: ChangeRow[];
      closed: ChangeRow[];
      decomposition: Decomposition;
    };

function statusOf(before: number | null, after: number | null): ChangeStatus {
  if (before === null || after === null) return 'unknown';
  if (before <= 0 && after > 0) return 'opened';
  if (before > 0 && after <= 0) return 'closed';
  return 'continued';
}

function rowOf(key: string, before: YearSide, after: YearSide, totalChange: number): ChangeRow {
  const b = valueIn(before.ranking, key);
  const a = valueIn(after.ranking, key);
  const change = a !== null && b !== null ? a - b : null;
  const shareBefore = shareOf(b, before.total);
  const shareAfter = shareOf(a, after.total);
  return {
    key,
    before: b,
    after: a,
    change,
    shareBefore,
    shareAfter,
    shareChange: shareBefore !== null && shareAfter !== null ? shareAfter - shareBefore : null,
    status: statusOf(b, a),
    partOfChange: change !== null && totalChange !== 0 ? change / totalChange : null,
  };
}

const byChangeDescending = (x: ChangeRow, y: ChangeRow) =>
  (y.change ?? Number.NEGATIVE_INFINITY) - (x.change ?? Number.NEGATIVE_INFINITY) ||
  x.key.localeCompare(y.key);

/** Compares two years; `moverCount` largest movers (by absolute change) in the decomposition. */
export function compareYears(before: YearSide, after: YearSide, moverCount = 5): ChangeResult {
  const missingYears = [before, after].filter((s) => s.total === null).map((s) => s.year);
  if (missingYears.length > 0) return { kind: 'missing', missingYears };
  const totalChange = (after.total ?? 0) - (before.total ?? 0);
  const keys = new Set([...before.ranking.rows, ...after.ranking.rows].map((r) => r.key));
  const rows = [...keys].map((k) => rowOf(k, before, after, totalChange)).sort(byChangeDescending);
  const known = rows.filter((r) => r.change !== null);
  const movers = [...known]
    .sort((x, y) => Math.abs(y.change!) - Math.abs(x.change!) || x.key.localeCompare(y.key))
    .slice(0, moverCount);
  const moved = movers.reduce((s, r) => s + r.change!, 0);
  return {
    kind: 'compared',
    before,
    after,
    totalChange,
    rows,
    gained: known.filter((r) => r.change! > 0),
    lost: known.filter((r) => r.change! < 0).reverse(),
    opened: rows.filter((r) => r.status === 'opened'),
    closed: rows.filter((r) => r.status === 'closed'),
    decomposition: { movers, rest: totalChange - moved },
  };
}
