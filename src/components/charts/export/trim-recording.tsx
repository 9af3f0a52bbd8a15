/**
 * Trims a chart's recording to what the chart reads (short snapshot links), and proves
 * it: every candidate is drawn by the view's own live embed over a replay of the trimmed answers,
 * through the same client, validators and hooks as the snapshot embed, and kept only when the
 * chart it draws (state, texts, data table, option: drawn-fingerprint.ts) is exactly the one the
 * whole answers draw. So a trimmed snapshot renders identically, and a chart that reads a whole
 * list (a map, a share of the sum) keeps it.
 *
 * Trims, in order:
 * - the link's years made explicit (embed-coverage.ts pinLinkYears), so the chart needs no coverage answer;
 * - answers the chart does not ask for are left out;
 * - each list in an answer (a partner list, a summary's top partners, a catalog's matches) cut to
 *   none, to the entries other answers name (catalog codes), or to its shortest head that draws
 *   the same (a top-20 ranking keeps its 20 partners: the service sends them sorted).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { TradeSourceOverride } from '@/api/use-trade-source';
import { ChartDrawProbeContext, ChartRecordingContext, type ChartDrawProbe } from '../chart-render-context';
import { drawnFingerprint } from '../drawn-fingerprint';
import type { LiveEmbedProps } from './embed-registry';
import { ChartExportScopeProvider } from './export-scope';
import {
  createSnapshotQueryClient,
  replayFetch,
  requestKey,
  snapshotSource,
  type RecordedAnswer,
} from './recorded-answers';
import { settledQueries } from './settled-queries';

export interface DrawnReplay {
  /** What the chart shows, as one string (every frame the embed drew). */
  drawn: string;
  /** The requests the chart asked the replay for (recording keys). */
  asked: ReadonlySet<string>;
}

export interface DrawCandidate {
  answers: readonly RecordedAnswer[];
  search: string;
}

export type DrawReplay = (candidate: DrawCandidate) => Promise<DrawnReplay | null>;

/** How long a replayed chart may stay loading before its draw is taken as it is. */
const LOADING_LIMIT_MS = 5000;

/** Draws of one trim at most: a panel must not spend seconds proving a few hundred characters. */
const MAX_DRAWS = 48;

/** Mounts the live embed over a replay of `answers`, undrawn, and reports what it would show. */
export function ReplayDraw({
  Live,
  embed,
  candidate,
  onDrawn,
}: {
  Live: ComponentType<LiveEmbedProps>;
  embed: LiveEmbedProps;
  candidate: DrawCandidate;
  onDrawn: (result: DrawnReplay | null) => void;
}) {
  const frames = useRef(new Map<string, string>());
  const [setup] = useState(() => {
    const asked = new Set<string>();
    const replay = replayFetch(candidate.answers);
    const fetch: typeof globalThis.fetch = (input, init) => {
      asked.add(requestKey(input instanceof Request ? input.url : String(input)));
      return replay(input, init);
    };
    const probe: ChartDrawProbe = {
      fingerprint: drawnFingerprint,
      report: (chartId, drawn) => frames.current.set(chartId, drawn),
    };
    return { client: createSnapshotQueryClient(), source: snapshotSource(fetch), asked, probe };
  });

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      // A frame still loading once the queries are quiet asks for more (the catalog's names once
      // the rows are read, late on a busy machine): settle again, else the draw would be compared,
      // and the requests it asked listed, before the chart is drawn.
      const loading = () =>
        [...frames.current.values()].some((d) => (JSON.parse(d) as { state?: unknown }).state === 'loading');
      const started = Date.now();
      do {
        await settledQueries(setup.client, () => cancelled);
        // Let the last answers reach the frames (their effects report what they show).
        await new Promise((resolve) => setTimeout(resolve, 20));
      } while (!cancelled && loading() && Date.now() - started < LOADING_LIMIT_MS);
      if (cancelled) return;
      const drawn = [...frames.current.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, d]) => d);
      onDrawn(drawn.length ? { drawn: drawn.join('\n'), asked: new Set(setup.asked) } : null);
    })();
    return () => {
      cancelled = true;
    };
    // One draw per mount (the caller keys it by candidate).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <QueryClientProvider client={setup.client}>
      <TradeSourceOverride source={setup.source}>
        <ChartExportScopeProvider scope={null}>
          <ChartRecordingContext.Provider value={true}>
            <ChartDrawProbeContext.Provider value={setup.probe}>
              <Live {...embed} search={candidate.search} />
            </ChartDrawProbeContext.Provider>
          </ChartRecordingContext.Provider>
        </ChartExportScopeProvider>
      </TradeSourceOverride>
    </QueryClientProvider>
  );
}

/** A list inside a recording: an answer that is a list, or a list field of an answer's object. */
interface ListSlot {
  answer: number;
  field?: string;
}

function listAt(answers: readonly RecordedAnswer[], slot: ListSlot): unknown[] {
  const data = answers[slot.answer]!.data;
  const list = slot.field === undefined ? data : (data as Record<string, unknown>)[slot.field];
  return list as unknown[];
}

function withList(answers: readonly RecordedAnswer[], slot: ListSlot, list: unknown[]): RecordedAnswer[] {
  return answers.map((a, i) => {
    if (i !== slot.answer) return a;
    const data =
      slot.field === undefined ? list : { ...(a.data as Record<string, unknown>), [slot.field]: list };
    return { ...a, data };
  });
}

/**
 * The coverage answer (the world summary) names the years the service has: without them a view
 * falls back to the clock's years, which would draw the same today and differently next year.
 * Its periods are never cut.
 */
function isClockGuard(answer: RecordedAnswer, field: string | undefined): boolean {
  return field === 'periods' && requestKey(answer.request) === '/trade/summary';
}

function listSlots(answers: readonly RecordedAnswer[]): ListSlot[] {
  return answers.flatMap((a, answer): ListSlot[] => {
    if (Array.isArray(a.data)) return a.data.length ? [{ answer }] : [];
    if (typeof a.data !== 'object' || a.data === null) return [];
    return Object.entries(a.data as Record<string, unknown>).flatMap(([field, value]) =>
      Array.isArray(value) && value.length && !isClockGuard(a, field) ? [{ answer, field }] : [],
    );
  });
}

/**
 * The lists of one kind that occur more than once: the same field of the answers to one path
 * (each chapter's summary's top partners), or the answers to one path that are lists.
 */
function listKinds(answers: readonly RecordedAnswer[]): ListSlot[][] {
  const kinds = new Map<string, ListSlot[]>();
  for (const slot of listSlots(answers)) {
    const kind = `${answers[slot.answer]!.request.split('?')[0]} ${slot.field ?? ''}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), slot]);
  }
  return [...kinds.values()].filter((slots) => slots.length > 1);
}

/** An entry's name: its first text field (`hs6`, `partner`, `period`). */
function entryName(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  return Object.values(entry).find((v): v is string => typeof v === 'string');
}

/** The entries of a list that the recording's other answers (or the link) name. */
function namedElsewhere(answers: readonly RecordedAnswer[], slot: ListSlot, search: string): unknown[] {
  const others = JSON.stringify(answers.filter((_, i) => i !== slot.answer).map((a) => a.data)) + search;
  return listAt(answers, slot).filter((entry) => {
    const name = entryName(entry);
    return name !== undefined && others.includes(`"${name}"`);
  });
}

/**
 * The shortest recording that draws the chart exactly as the whole one does (see the header).
 * `pinned` is the link with its years made explicit, when the view can say them.
 */
export async function trimRecording(
  whole: DrawCandidate,
  pinned: string | null,
  draw: DrawReplay,
): Promise<DrawCandidate> {
  let draws = 0;
  const drawCounted: DrawReplay = (c) => {
    draws += 1;
    return draw(c);
  };
  const reference = await drawCounted(whole);
  if (!reference) return whole;
  let best: DrawCandidate = whole;
  let asked = reference.asked;
  if (pinned !== null && pinned !== whole.search) {
    const result = await drawCounted({ answers: whole.answers, search: pinned });
    if (result?.drawn === reference.drawn) {
      best = { answers: whole.answers, search: pinned };
      asked = result.asked;
    }
  }
  best = { ...best, answers: best.answers.filter((a) => asked.has(requestKey(a.request))) };

  const same = async (answers: readonly RecordedAnswer[]) => {
    if (draws >= MAX_DRAWS) return false;
    const result = await drawCounted({ answers, search: best.search });
    return result?.drawn === reference.drawn;
  };
  // Lists of one kind are emptied together, halves of them where the whole kind cannot go (one
  // read list among 60 takes about a dozen draws): one draw for the 98 chapters' top partners of
  // the HS index, where one draw per list spent the budget (and 16 s) on the first 48 of them.
  // At most half the draws, so that the lists a chart reads keep draws for their heads; a list
  // found read alone is not tried empty again.
  const slotKey = (slot: ListSlot) => `${slot.answer} ${slot.field ?? ''}`;
  const read = new Set<string>();
  const emptyUnread = async (slots: ListSlot[]): Promise<void> => {
    if (draws >= MAX_DRAWS / 2) return;
    const emptied = slots.reduce<readonly RecordedAnswer[]>(
      (answers, slot) => withList(answers, slot, []),
      best.answers,
    );
    if (await same(emptied)) best = { ...best, answers: emptied };
    else if (slots.length === 1) read.add(slotKey(slots[0]!));
    else {
      const half = Math.ceil(slots.length / 2);
      await emptyUnread(slots.slice(0, half));
      await emptyUnread(slots.slice(half));
    }
  };
  for (const kind of listKinds(best.answers)) await emptyUnread(kind);
  for (const slot of listSlots(best.answers)) {
    let list = listAt(best.answers, slot);
    if (!read.has(slotKey(slot)) && (await same(withList(best.answers, slot, [])))) {
      best = { ...best, answers: withList(best.answers, slot, []) };
      continue;
    }
    const named = namedElsewhere(best.answers, slot, best.search);
    if (named.length < list.length && (await same(withList(best.answers, slot, named)))) {
      best = { ...best, answers: withList(best.answers, slot, named) };
      list = named;
    }
    // The shortest head that draws the same (a longer head of one that does, does too).
    let lo = 1;
    let hi = list.length;
    while (lo < hi && draws < MAX_DRAWS) {
      const mid = Math.floor((lo + hi) / 2);
      if (await same(withList(best.answers, slot, list.slice(0, mid)))) hi = mid;
      else lo = mid + 1;
    }
    // `hi` only ever moves to a head that drew the same.
    if (hi < list.length) best = { ...best, answers: withList(best.answers, slot, list.slice(0, hi)) };
  }
  return best;
}
