/**
 * A chart snapshot is a recording of the service's answers to the chart's requests:
 * for each request, its path and query as sent and the `data` and `request_id` of the answer.
 * The embed draws it with the view's own hooks and chart components, through the same typed
 * client (contract validation, normalisation), from a source whose fetch replays the recorded
 * answers: no request leaves the page, no key is needed, and a chart in a snapshot is drawn by
 * exactly the code that draws it live. A request the recording has no answer for is a clear
 * error in that chart.
 *
 * The recording is keyed by the service's public request (path and query, API v1), not by the
 * app's internal query keys, so a snapshot keeps its meaning when the app's code changes.
 */
import { QueryClient } from '@tanstack/react-query';
import { createTradeClient } from '@/api/client';
import type { TradeSourceState } from '@/api/use-trade-source';
import { countryGroupName, isCountryGroupId, learnCountryGroups } from '@/lib/country-groups';
import { canonicalCountryId, isKnownCountryId } from '@/lib/country-ids';
import type { ChartRequest } from './chart-export';
import { readArray, readOptionalString, readRecord, readString } from './snapshot-schema';

/** The replay source's identity in query keys: snapshot answers never mix with a live source's. */
export const SNAPSHOT_SOURCE_KEY = 'snapshot';
/** Where the replay client "sends" its requests: a reserved name (RFC 2606) that never resolves. */
const SNAPSHOT_BASE_URL = 'https://snapshot.invalid';
/**
 * More answers than any chart needs are not a snapshot this app made. The HS index's treemap is
 * the largest: the World total and one summary per chapter (97).
 */
const MAX_ANSWERS = 128;

export interface RecordedAnswer {
  /** Path and query as sent, query parameters sorted: `/countries/BR/partners?flow=export&limit=500`. */
  request: string;
  /** The answer's `data` (as the client read it). */
  data: unknown;
  requestId?: string;
}

/** A request URL (absolute or not) as a recording key: path plus sorted query parameters. */
export function requestKey(url: string): string {
  const parsed = new URL(url, SNAPSHOT_BASE_URL);
  const params = [...parsed.searchParams.entries()].sort(([a, av], [b, bv]) =>
    a === b ? av.localeCompare(bv) : a.localeCompare(b),
  );
  const query = new URLSearchParams(params).toString();
  return `${parsed.pathname}${query ? `?${query}` : ''}`;
}

/** The request behind an answer, as the panel shows it (curl, CSV header, citation). */
export function requestOf(request: string, requestId?: string): ChartRequest {
  const parsed = new URL(request, SNAPSHOT_BASE_URL);
  const query = Object.fromEntries(parsed.searchParams.entries());
  return {
    path: decodeURIComponent(parsed.pathname),
    ...(Object.keys(query).length ? { query } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

function jsonResponse(status: number, body: unknown, requestId?: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...(requestId ? { 'X-Request-ID': requestId } : {}) },
  });
}

/** A fetch that answers from a recording, as the service would have: the envelope, or a 404 that says why. */
export function replayFetch(answers: readonly RecordedAnswer[]): typeof globalThis.fetch {
  const byRequest = new Map(answers.map((a) => [requestKey(a.request), a]));
  return (input) => {
    const url = input instanceof Request ? input.url : String(input);
    const key = requestKey(url);
    const answer = byRequest.get(key);
    if (!answer) {
      return Promise.resolve(
        jsonResponse(404, {
          error: 'not_in_snapshot',
          message: `This snapshot holds no answer to GET ${key}: copy the embed code again from the chart.`,
        }),
      );
    }
    return Promise.resolve(
      jsonResponse(
        200,
        { data: answer.data, ...(answer.requestId ? { request_id: answer.requestId } : {}) },
        answer.requestId,
      ),
    );
  };
}

/** A source whose client reads through `fetch` (a replay or a recorder) and is always ready. */
export function snapshotSource(fetch: typeof globalThis.fetch): TradeSourceState {
  return {
    client: createTradeClient({ baseUrl: SNAPSHOT_BASE_URL, apiKey: '', fetch }),
    key: SNAPSHOT_SOURCE_KEY,
    ready: true,
    mode: 'live',
  };
}

/**
 * The query client of a snapshot: what it holds is final, so nothing is ever stale, refetched
 * or retried (a missing answer is an error at once, not three).
 */
export function createSnapshotQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

/** Reads the recorded answers of a decoded snapshot; throws SnapshotError when malformed. */
export function readRecordedAnswers(data: unknown): RecordedAnswer[] {
  const record = readRecord(data, 'data');
  return readArray(record.answers, 'answers', MAX_ANSWERS, (item, i) => {
    const answer = readRecord(item, `answer ${i + 1}`);
    const request = readString(answer.request, `answer ${i + 1}'s request`, 2000);
    if (!request.startsWith('/')) readString(null, `answer ${i + 1}'s request`);
    return {
      request,
      data: answer.data,
      ...(answer.requestId === undefined
        ? {}
        : { requestId: readOptionalString(answer.requestId, `answer ${i + 1}'s request_id`) }),
    };
  });
}

/** A country group a snapshot's link names, as the service named it to whoever made the snapshot. */
export interface RecordedGroup {
  id: string;
  name: string;
}

const GROUP_ID_RE = /^[A-Z]{2,3}$/;
const MAX_GROUPS = 8;

/** An ISO country's id (alpha-2, or an alpha-3 that maps to one) is never a group, whatever a link says. */
function isIsoCountryId(id: string): boolean {
  const canonical = canonicalCountryId(id);
  return (canonical !== null && canonical !== id) || (isKnownCountryId(id) && !isCountryGroupId(id));
}

/**
 * The groups the view's parameters name (reporter, partner, a comparison's countries), with the
 * names the service gave them: a reader's client may never have met a group, and would read
 * `reporter=EU` as no reporter at all (the app's views ask the service first; a snapshot asks nothing).
 */
export function groupsNamedBy(search: string): RecordedGroup[] {
  const params = new URLSearchParams(search);
  const ids = [params.get('reporter'), params.get('partner'), ...(params.get('countries') ?? '').split(',')];
  const groups = new Map<string, string>();
  for (const raw of ids) {
    const id = (raw ?? '').trim().toUpperCase();
    const name = countryGroupName(id);
    if (name !== undefined) groups.set(id, name);
  }
  return [...groups].map(([id, name]) => ({ id, name }));
}

/**
 * Reads a decoded snapshot's groups (none in a snapshot made before they were recorded); throws
 * SnapshotError when malformed. An id that is an ISO country's is refused: a link must not rename
 * a country on a reader's device.
 */
export function readRecordedGroups(data: unknown): RecordedGroup[] {
  const record = readRecord(data, 'data');
  if (record.groups === undefined) return [];
  return readArray(record.groups, 'groups', MAX_GROUPS, (item, i) => {
    const group = readRecord(item, `group ${i + 1}`);
    const id = readString(group.id, `group ${i + 1}'s id`, 3);
    if (!GROUP_ID_RE.test(id) || isIsoCountryId(id)) readString(null, `group ${i + 1}'s id`);
    return { id, name: readString(group.name, `group ${i + 1}'s name`, 100) };
  });
}

/** Teaches the client a snapshot's groups, as the service's own answer about each would. */
export function learnRecordedGroups(groups: readonly RecordedGroup[]): void {
  learnCountryGroups(groups.map((g) => ({ ...g, is_group: true })));
}
