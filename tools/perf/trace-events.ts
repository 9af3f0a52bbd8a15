/**
 * Reads a Chromium trace (Playwright's `browser.startTracing`, the devtools timeline categories)
 * into the page's main-thread time by event, until a moment of the load: what the CPU profile's
 * `(program)` row cannot tell apart (style, layout, paint, the compositor's commit) against the
 * JavaScript run from tasks and microtasks.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** The events the devtools timeline records, in its categories. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
];

const KINDS: [string, RegExp][] = [
  ['garbage collection', /^(V8\.GC|MajorGC|MinorGC)/],
  [
    'JavaScript',
    /^(FunctionCall|v8\.|V8\.|EvaluateScript|BlinkScheduler_PerformMicrotaskCheckpoint|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame)/,
  ],
  [
    'style and layout',
    /^(UpdateLayoutTree|Layout|RecalculateStyles|ScheduleStyleRecalculation|InvalidateLayout)$/,
  ],
  [
    'paint and compositing',
    /^(Paint|PrePaint|Commit|Layerize|UpdateLayer|ScrollLayer|CompositeLayers|RasterTask)$/,
  ],
  ['parsing HTML and CSS', /^(ParseHTML|ParseAuthorStyleSheet)$/],
];

/** What an event's self time is spent on, in words ("other": the scheduler, loading, IPC). */
export function kindOf(name: string): string {
  return KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';
}

/**
 * Self time (ms) per event name on the main thread of the page that navigated last, from its
 * navigation start until `untilMs` after it. Complete events nest: a parent's self time is its
 * duration less its children's.
 */
export function mainThreadSelfTimes(events: readonly TraceEvent[], untilMs: number): Map<string, number> {
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(threadOf),
  );
  const starts = events.filter((e) => e.name === 'navigationStart' && mains.has(threadOf(e)));
  const nav = starts.reduce<TraceEvent | null>((last, e) => (!last || e.ts > last.ts ? e : last), null);
  const self = new Map<string, number>();
  if (!nav) return self;
  const end = nav.ts + untilMs * 1000;
  const spans = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && threadOf(e) === threadOf(nav))
    .filter((e) => e.ts >= nav.ts && e.ts < end)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const open: { e: TraceEvent; children: number }[] = [];
  const closeUntil = (ts: number) => {
    while (open.length && open.at(-1)!.e.ts + open.at(-1)!.e.dur! <= ts) {
      const { e, children } = open.pop()!;
      self.set(e.name, (self.get(e.name) ?? 0) + (e.dur! - children) / 1000);
      if (open.length) open.at(-1)!.children += e.dur!;
    }
  };
  for (const e of spans) {
    closeUntil(e.ts);
    open.push({ e, children: 0 });
  }
  closeUntil(Number.POSITIVE_INFINITY);
  return self;
}

function threadOf(e: TraceEvent) {
  return `${e.pid}:${e.tid}`;
}
