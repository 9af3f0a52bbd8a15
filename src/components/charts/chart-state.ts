import type { ChartDataState } from './chart-frame';
import { mergeNotes, type ServiceNote } from '@/api/answers/service-notes';
import { RETRY_DEFAULTS } from '@/api/retry-policy';
import { isApiError } from '@/api/errors';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  data?: unknown;
}

/**
 * The ChartFrame state of a chart fed by one or more queries: loading until every query has
 * data, error when any failed (a failed refetch over shown data still says so), else ready or
 * empty by the data.
 */
export function chartState(queries: QueryLike | readonly QueryLike[], hasData: boolean): ChartDataState {
  const list: readonly QueryLike[] = Array.isArray(queries)
    ? (queries as readonly QueryLike[])
    : [queries as QueryLike];
  if (list.some((q) => q.isError)) return 'error';
  if (list.some((q) => q.isPending)) return 'loading';
  return hasData ? 'ready' : 'empty';
}

/**
 * What the client had to guess to read the answers behind a chart (a scale, an order, an id
 * form: ApiResult.notes), each kind once, for the frame's visible note.
 */
export function notesOf(queries: { data?: unknown } | readonly { data?: unknown }[]): ServiceNote[] {
  const list = (Array.isArray(queries) ? queries : [queries]) as readonly { data?: unknown }[];
  return mergeNotes(...list.map((q) => (q.data as { notes?: ServiceNote[] } | null | undefined)?.notes));
}

/** The first error among the queries, for the frame's message and request_id. */
export function firstError(queries: readonly { error: unknown }[]): unknown {
  return queries.find((q) => q.error)?.error ?? null;
}

/**
 * The one Retry of a surface fed by several queries: asks again only for those that failed (the
 * ones that succeeded keep their data and send nothing).
 */
export function retryFailed(queries: readonly { isError: boolean; refetch?: () => unknown }[]): void {
  for (const q of queries) if (q.isError) void q.refetch?.();
}

/** What a chart needs of its TanStack query: state, data (with the request id) and a retry. */
export interface ChartQuery<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data?: { data: T; requestId?: string | null; notes?: ServiceNote[] };
  refetch: () => unknown;
}

/**
 * A chart's input whose data is computed from another query's data (one product's
 * concentration from its partner list): the same state, error, request_id and retry.
 */
export function deriveChartQuery<T, U>(query: ChartQuery<T>, derive: (data: T) => U): ChartQuery<U> {
  return {
    isPending: query.isPending,
    isError: query.isError,
    isPlaceholderData: query.isPlaceholderData,
    error: query.error,
    data: query.data
      ? { data: derive(query.data.data), requestId: query.data.requestId, notes: query.data.notes }
      : undefined,
    refetch: query.refetch,
  };
}

/** A request that failed (a time limit, a network failure, a 5xx) and is being sent again. */
export interface WaitingState {
  /** The attempt under way, the first being 1. */
  attempt: number;
  /** Attempts in all that the retry policy allows. */
  maxAttempts: number;
  /** Why the last attempt failed: the time limit passed, or another failure. */
  reason: 'timeout' | 'failure';
}

export interface RetryingQueryLike {
  isPending: boolean;
  failureCount?: number;
  failureReason?: unknown;
  fetchStatus?: string;
}

/**
 * Whether a chart still waiting for its data is waiting on a retry (react-query's failureCount
 * and fetchStatus), and which attempt: a hung service otherwise shows "Loading…" for up to three
 * time limits without a word.
 */
export function waitingFor(queries: RetryingQueryLike | readonly RetryingQueryLike[]): WaitingState | null {
  const list = (Array.isArray(queries) ? queries : [queries]) as readonly RetryingQueryLike[];
  const retrying = list.filter(
    (q) => q.isPending && q.fetchStatus === 'fetching' && (q.failureCount ?? 0) > 0,
  );
  if (retrying.length === 0) return null;
  const furthest = retrying.reduce((a, b) => ((b.failureCount ?? 0) > (a.failureCount ?? 0) ? b : a));
  const failures = furthest.failureCount ?? 0;
  const timedOut = isApiError(furthest.failureReason) && furthest.failureReason.kind === 'timeout';
  return {
    attempt: failures + 1,
    maxAttempts: Math.max(RETRY_DEFAULTS.maxAttempts, failures + 1),
    reason: timedOut ? 'timeout' : 'failure',
  };
}

/** The waiting state in words, for the frame's status line. */
export function waitingText(waiting: WaitingState): string {
  const why = waiting.reason === 'timeout' ? 'did not answer in time' : 'failed to answer';
  return `Still waiting for the service: it ${why}, trying again (attempt ${waiting.attempt} of ${waiting.maxAttempts})…`;
}

/** What the frame reads of each query behind a chart (a TanStack result, or a derived one). */
export interface FrameQuery extends RetryingQueryLike {
  isError: boolean;
  error: unknown;
  isPlaceholderData?: boolean;
  data?: unknown;
  refetch?: () => unknown;
}

/** The props of ChartFrame that come from the chart's queries. */
export interface FrameState {
  state: ChartDataState;
  error: unknown;
  notes: ServiceNote[];
  waiting: WaitingState | null;
  onRetry: () => void;
  updating: boolean;
}

/**
 * The frame's state, error, notes, waiting, Retry and updating from the one query or several
 * queries behind a chart, each read one way for every chart. Retry asks again only for the
 * queries that failed: the frame offers it in the error state only, so for a chart of one query
 * that is the query itself.
 */
export function frameStateOf(queries: FrameQuery | readonly FrameQuery[], hasData: boolean): FrameState {
  const list: readonly FrameQuery[] = Array.isArray(queries)
    ? (queries as readonly FrameQuery[])
    : [queries as FrameQuery];
  return {
    state: chartState(list, hasData),
    error: firstError(list),
    notes: notesOf(list),
    waiting: waitingFor(list),
    onRetry: () => retryFailed(list),
    updating: list.some((q) => q.isPlaceholderData === true),
  };
}
