/**
 * One chart fed by several queries (the two years of a change, a ranking and its markets): one
 * state, the first error, one Retry that asks again only for what failed, the request_ids of
 * the answers on screen, and what the client had to guess to read any of them (their notes).
 */
import { mergeNotes, type ServiceNote } from '@/api/answers/service-notes';
import { chartState, firstError, notesOf, retryFailed, waitingFor, type WaitingState } from '../chart-state';
import type { ChartDataState } from '../chart-frame';

export interface QueryResultLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData?: boolean;
  /** TanStack's retry bookkeeping, for "still waiting, attempt n of 3" (chart-state.ts). */
  failureCount?: number;
  failureReason?: unknown;
  fetchStatus?: string;
  data?: { requestId?: string | null; notes?: ServiceNote[] };
  refetch: () => unknown;
}

export interface CombinedQuery {
  state: (hasData: boolean) => ChartDataState;
  error: unknown;
  retry: () => void;
  updating: boolean;
  /** A request being sent again after a time limit or a failure, and which attempt; else null. */
  waiting: WaitingState | null;
  /** What the client had to guess to read the answers combined, each kind once (the frame's note). */
  notes: ServiceNote[];
}

export function combineQueries(queries: readonly QueryResultLike[]): CombinedQuery {
  return {
    state: (hasData) => chartState(queries, hasData),
    error: firstError(queries),
    retry: () => retryFailed(queries),
    updating: queries.some((q) => q.isPlaceholderData === true),
    waiting: waitingFor(queries),
    notes: notesOf(queries),
  };
}

/**
 * A chart whose rows are named by a lookup (the catalog's product names) is ready only once the
 * names are: until then its table and bars would read "HS 690600" where the name belongs, and a
 * reader (or an export, or a test) taking "ready" at its word would get the codes.
 */
export function awaitingNames(query: CombinedQuery, namesPending: boolean): CombinedQuery {
  if (!namesPending) return query;
  return {
    ...query,
    state: (hasData) => {
      const state = query.state(hasData);
      return state === 'ready' ? 'loading' : state;
    },
  };
}

/**
 * A summary in words built from several charts' queries: a retry it waits on (said, with the
 * attempt), or settled with a failure (no sentence will come, so nothing is left busy), and what
 * the client guessed to read the answers its figures quote.
 */
export function storyStatus(queries: readonly CombinedQuery[]): {
  waiting: WaitingState | null;
  failed: boolean;
  notes: ServiceNote[];
} {
  const loading = queries.some((q) => q.state(true) === 'loading');
  return {
    waiting: queries.find((q) => q.waiting)?.waiting ?? null,
    failed: !loading && queries.some((q) => q.state(true) === 'error'),
    notes: mergeNotes(...queries.map((q) => q.notes)),
  };
}
