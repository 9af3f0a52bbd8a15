/**
 * Records what one chart is drawn from, for its snapshot and its "API request": it
 * mounts the view's live embed of that chart, unseen and undrawn, over a copy of the app's
 * cached answers, waits until its queries settle, then asks each query once more through a
 * recording client to learn the exact request it makes. The result: every request the chart
 * makes (path, query, request_id) and the answers, so the snapshot carries exactly what the
 * embed's hooks will ask for, and nothing of the view's other charts. Nothing is sent: a query
 * the app has no answer for is a failed request here, and the recording says it is incomplete.
 */
import {
  hashKey,
  QueryClientProvider,
  useQueryClient,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { usableCoverage, useCoverage } from '@/api/queries/coverage';
import { pinLinkYears } from './embed-coverage';
import { TDS_ROOT } from '@/api/queries/keys';
import { TradeSourceOverride, useTradeSource } from '@/api/use-trade-source';
import { ChartRecordingContext } from '../chart-render-context';
import type { ChartRequest } from './chart-export';
import type { LiveEmbedProps } from './embed-registry';
import { settledQueries } from './settled-queries';
import { ReplayDraw, trimRecording, type DrawCandidate, type DrawnReplay } from './trim-recording';
import { ChartExportScopeProvider } from './export-scope';
import {
  createSnapshotQueryClient,
  requestKey,
  requestOf,
  snapshotSource,
  SNAPSHOT_SOURCE_KEY,
  type RecordedAnswer,
} from './recorded-answers';

export interface ChartRecording {
  answers: RecordedAnswer[];
  /** Every request the chart makes, answered or not. */
  requests: ChartRequest[];
  /** Every request has its answer: the snapshot draws the whole chart. */
  complete: boolean;
  /** The view's parameters the answers draw the chart with (the link's, its years made explicit when that needs fewer answers). */
  search: string;
}

interface ApiResultLike {
  data: unknown;
  requestId?: string;
}

/**
 * A client that answers the chart's queries from the app's cache, under the snapshot source's
 * keys: a query gets the app's answer when it becomes active (an observer with `enabled`), before
 * it would fetch. Queries a chart keeps disabled get nothing, so their data cannot leak into what
 * the chart computes and records.
 */
function seededClient(app: QueryClient, sourceKey: string): QueryClient {
  const answers = new Map<string, unknown>();
  for (const query of app.getQueryCache().findAll({ queryKey: [TDS_ROOT, sourceKey] })) {
    if (query.state.status !== 'success' || query.state.data === undefined) continue;
    answers.set(hashKey([TDS_ROOT, SNAPSHOT_SOURCE_KEY, ...query.queryKey.slice(2)]), query.state.data);
  }
  const client = createSnapshotQueryClient();
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' && event.type !== 'observerOptionsUpdated') return;
    const { query } = event;
    if (query.state.data !== undefined || !query.isActive()) return;
    const data = answers.get(query.queryHash);
    if (data !== undefined) query.setData(data);
  });
  return client;
}

/** A 200 in the service's envelope carrying a cached answer, or the 404 of a request the app has no answer to. */
function answerResponse(key: string, answer: ApiResultLike | null): Response {
  const json = { headers: { 'Content-Type': 'application/json' } };
  if (!answer) {
    const body = { error: 'not_loaded', message: `The app has no answer to GET ${key} yet.` };
    return new Response(JSON.stringify(body), { status: 404, ...json });
  }
  const body = { data: answer.data, ...(answer.requestId ? { request_id: answer.requestId } : {}) };
  return new Response(JSON.stringify(body), { status: 200, ...json });
}

type RecordingSetup = ReturnType<typeof createRecordingSetup>;

/**
 * The recorder's client over the app's cached answers, the source whose fetch answers each
 * request with the answer of the query being captured (and notes every request it sees), and
 * `capture`, which runs a query's own request once to learn the request it makes.
 */
function createRecordingSetup(app: QueryClient, sourceKey: string) {
  let current: ApiResultLike | null = null;
  let last: string | null = null;
  const seen = new Map<string, ApiResultLike | null>();
  const fetch: typeof globalThis.fetch = (input) => {
    const url = input instanceof Request ? input.url : String(input);
    const key = requestKey(url);
    const answer = current;
    last = key;
    if (answer || !seen.has(key)) seen.set(key, answer);
    return Promise.resolve(answerResponse(key, answer));
  };
  const client = seededClient(app, sourceKey);
  /** Runs a query's own request once with its cached answer, to learn the request it makes. */
  const capture = async (query: Query): Promise<string | null> => {
    const queryFn = query.options.queryFn;
    if (typeof queryFn !== 'function') return null;
    current = (query.state.data as ApiResultLike | undefined) ?? null;
    last = null;
    try {
      await (queryFn as (context: unknown) => Promise<unknown>)({
        queryKey: query.queryKey,
        signal: new AbortController().signal,
        meta: undefined,
        client,
      });
    } catch {
      // A failed replay still named its request.
    } finally {
      current = null;
    }
    return last;
  };
  return { client, source: snapshotSource(fetch), seen, capture };
}

/**
 * The answers and requests of the chart's settled queries (complete when every one succeeded);
 * null when cancelled meanwhile.
 */
async function recordQueries(setup: RecordingSetup, cancelled: () => boolean) {
  const queries = await settledQueries(setup.client, cancelled);
  const answers: RecordedAnswer[] = [];
  const requests: ChartRequest[] = [];
  let complete = true;
  for (const query of queries) {
    if (cancelled()) return null;
    if (query.state.status === 'success') {
      const request = await setup.capture(query);
      const result = query.state.data as ApiResultLike;
      if (request === null) continue;
      answers.push({
        request,
        data: result.data,
        ...(result.requestId ? { requestId: result.requestId } : {}),
      });
      requests.push(requestOf(request, result.requestId));
    } else {
      complete = false;
    }
  }
  // Requests that failed here (the app had no answer) are the chart's too.
  for (const [request, answer] of setup.seen) {
    if (answer === null && !answers.some((a) => a.request === request)) requests.push(requestOf(request));
  }
  return { answers, requests, complete };
}

/** The trim's draws, one at a time: each mounts the live embed over a replay (trim-recording.tsx). */
function useReplayDraws() {
  const [replay, setReplay] = useState<{
    n: number;
    candidate: DrawCandidate;
    done: (r: DrawnReplay | null) => void;
  } | null>(null);
  const draw = useCallback(
    (candidate: DrawCandidate) =>
      new Promise<DrawnReplay | null>((resolve) =>
        setReplay((prev) => ({ n: (prev?.n ?? 0) + 1, candidate, done: resolve })),
      ),
    [],
  );
  const stop = useCallback(() => setReplay(null), []);
  return { replay, draw, stop };
}

/**
 * Mounts the recorder and returns its recording (null until done). `Live` is the view's live
 * embed of one chart (the view's EmbeddableView.Live).
 */
export function ChartRecorder({
  Live,
  embed,
  onRecorded,
  onRequests,
}: {
  Live: ComponentType<LiveEmbedProps>;
  embed: LiveEmbedProps;
  onRecorded: (recording: ChartRecording) => void;
  /** The chart's requests, as soon as they are known (before the snapshot is trimmed to the chart). */
  onRequests?: (requests: ChartRecording['requests']) => void;
}) {
  const app = useQueryClient();
  const coverage = usableCoverage(useCoverage());
  const { replay, draw, stop } = useReplayDraws();
  const appSource = useTradeSource();
  // One recording per mount: the answers it copies are those on screen when the panel opened.
  const [setup] = useState(() => createRecordingSetup(app, appSource.key));

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const recorded = await recordQueries(setup, () => cancelled);
      if (recorded === null || cancelled) return;
      const { answers, requests, complete } = recorded;
      onRequests?.(requests);
      const whole: DrawCandidate = { answers, search: embed.search };
      // An incomplete recording is not offered as a snapshot: nothing to trim.
      const trimmed =
        complete && answers.length > 0
          ? await trimRecording(
              whole,
              coverage
                ? pinLinkYears(
                    embed.search,
                    coverage,
                    answers.map((a) => a.request),
                  )
                : null,
              draw,
            )
          : whole;
      stop();
      if (!cancelled)
        onRecorded({
          answers: [...trimmed.answers],
          requests,
          complete: complete && answers.length > 0,
          search: trimmed.search,
        });
    })();
    return () => {
      cancelled = true;
    };
    // One recording per mount (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div hidden aria-hidden="true" data-testid="chart-recorder">
      <QueryClientProvider client={setup.client}>
        <TradeSourceOverride source={setup.source}>
          <ChartExportScopeProvider scope={null}>
            <ChartRecordingContext.Provider value={true}>
              <Live {...embed} />
            </ChartRecordingContext.Provider>
          </ChartExportScopeProvider>
        </TradeSourceOverride>
      </QueryClientProvider>
      {replay ? (
        <ReplayDraw
          key={replay.n}
          Live={Live}
          embed={embed}
          candidate={replay.candidate}
          onDrawn={replay.done}
        />
      ) : null}
    </div>
  );
}
