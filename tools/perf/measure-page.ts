/**
 * One page load in a fresh browser context, measured: every request with its initiator (for the
 * waves), when each chart turned ready, layout shifts while the user scrolls during load, and
 * main-thread long tasks. A benchmark helper: it returns figures and asserts nothing.
 */
import type { Browser, BrowserContext } from '@playwright/test';

export interface RequestRecord {
  url: string;
  /** CDP resource type: Document, Script, Fetch, Stylesheet, Other (workers), ... */
  type: string;
  start: number;
  end: number | null;
  /** The resource (document or script URL) whose code asked for this one. */
  initiator: string | null;
}

export interface PageRun {
  requests: RequestRecord[];
  /** ms since navigation start at which each chart first became ready. */
  charts: Record<string, number>;
  /**
   * The page's figure (ms since navigation start): its goal charts ready (the country view's six),
   * else all its charts; null for pages without charts.
   */
  ready: number | null;
  /** Every chart the page shows ready (the app's country view: the six and its insights). */
  allReady: number | null;
  /** The spec's goal charts, when it names them. */
  goal: readonly string[] | null;
  /** Layout shift score (largest session window, as CLS is defined) while scrolling during load. */
  cls: number;
  longTasks: { start: number; duration: number }[];
  /** The app's `chart-draw` user-timing measures (e-chart.tsx): one per chart draw turn. */
  draws: { chart: string; start: number; duration: number }[];
  /** What moved, per shift in the largest session window (closest data-chart, id or class). */
  shiftSources: { t: number; v: number; nodes: string[] }[];
  firstPaint: number;
  marks?: string[];
  /**
   * Main-thread busy time of the page (CDP Performance metrics), ms: until its goal charts were
   * ready when the spec names them, else until measured.
   */
  mainThread?: { taskMs: number; scriptMs: number; layoutMs: number };
  /** The V8 CPU profile, when the spec asked for one (until its goal charts were ready, if it names them). */
  profile?: unknown;
}

export interface PageSpec {
  url: string;
  /**
   * Charts that must be ready; 0 for pages without charts (then: network idle); -1: whatever
   * charts the page shows, each settled (ready, empty or error), for views whose chart count
   * depends on the data.
   */
  charts: number;
  /**
   * The charts (their `data-chart` ids) whose readiness is the page's figure: the country view's
   * six, which the floors draw too. The load still waits for every chart the page shows (their
   * times are recorded), but `ready` and the main thread's busy time stop at these.
   */
  goal?: readonly string[];
  /** Storage to set before any page script runs (live-mode settings, the floor's config). */
  init: {
    local?: Record<string, string>;
    session?: Record<string, string>;
    globals?: Record<string, unknown>;
  };
  /** Record a V8 CPU profile of the load (PageRun.profile): until the goal charts are ready when the spec names them. */
  profile?: boolean;
}

interface PerfState {
  shifts: { t: number; v: number; nodes: string[] }[];
  tasks: { start: number; duration: number }[];
  draws: { chart: string; start: number; duration: number }[];
  charts: Record<string, number>;
  done: boolean;
}

/** Runs in the page before its scripts. */
function instrument(init: PageSpec['init']) {
  for (const [k, v] of Object.entries(init.local ?? {})) localStorage.setItem(k, v);
  for (const [k, v] of Object.entries(init.session ?? {})) sessionStorage.setItem(k, v);
  Object.assign(window, init.globals ?? {});
  const w = window as unknown as { __perf: PerfState };
  const perf: PerfState = (w.__perf = { shifts: [], tasks: [], draws: [], charts: {}, done: false });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (e.hadRecentInput) continue;
      // A readable name for each node that moved: its chart, else its id or first class.
      const nodes = (e.sources ?? []).map((src) => {
        const el = src.node instanceof Element ? src.node : src.node?.parentElement;
        if (!el) return '?';
        const chart = el.closest('[data-chart]')?.getAttribute('data-chart');
        const own = el.id ? `#${el.id}` : el.classList[0] ? `.${el.classList[0]}` : el.tagName.toLowerCase();
        return chart ? `chart ${chart} (${own})` : own;
      });
      perf.shifts.push({ t: e.startTime, v: e.value, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceMeasure[]) {
      if (e.name !== 'chart-draw') continue;
      const chart = (e.detail as { chart?: string } | null)?.chart ?? '?';
      perf.draws.push({ chart, start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'measure', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // No named functions in here: tsx wraps them in a helper the page does not have.
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('[data-chart][data-state="ready"]')) {
      const id = el.getAttribute('data-chart') ?? '?';
      perf.charts[id] ??= performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'], childList: true });
  // A user who scrolls while the page loads: down a step every 100 ms until told to stop.
  const timer = setInterval(() => {
    if (perf.done) clearInterval(timer);
    else window.scrollBy(0, 120);
  }, 100);
}

type Shift = { t: number; v: number; nodes: string[] };

/** CLS and the shifts of its window: session windows are shifts less than 1 s apart, at most 5 s long; CLS is the largest. */
function clsOf(shifts: Shift[]): { cls: number; window: Shift[] } {
  let best = 0;
  let bestWindow: Shift[] = [];
  let sum = 0;
  let current: Shift[] = [];
  let first = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last > 1000 || s.t - first > 5000) {
      first = s.t;
      sum = 0;
      current = [];
    }
    sum += s.v;
    current.push(s);
    last = s.t;
    if (sum > best) {
      best = sum;
      bestWindow = [...current];
    }
  }
  return { cls: best, window: bestWindow };
}

function initiatorOf(initiator: { url?: string; stack?: Stack }): string | null {
  if (initiator.url) return initiator.url;
  for (let s: Stack | undefined = initiator.stack; s; s = s.parent) {
    const frame = s.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return null;
}
interface Stack {
  callFrames: { url: string }[];
  parent?: Stack;
}

const instrumented = new WeakSet<BrowserContext>();

/**
 * The request's resource type as CDP gives it, with a CORS preflight named as one: this Chromium
 * reports a preflight as `Other` with the URL of the request it precedes, which counted every
 * cross-origin data request twice.
 */
function resourceType(method: string, type: string | undefined): string {
  return method === 'OPTIONS' ? 'Preflight' : (type ?? 'Other');
}

export async function measurePage(
  browser: Browser,
  spec: PageSpec,
  context?: BrowserContext,
): Promise<PageRun> {
  const own = !context;
  const ctx = context ?? (await browser.newContext({ viewport: { width: 1280, height: 900 } }));
  try {
    if (!instrumented.has(ctx)) await ctx.addInitScript(instrument, spec.init);
    instrumented.add(ctx);
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    const byId = new Map<string, RequestRecord & { t0: number }>();
    let navStart = 0;
    cdp.on(
      'Network.requestWillBeSent',
      (e: {
        requestId: string;
        request: { url: string; method: string };
        type?: string;
        timestamp: number;
        initiator: { url?: string; stack?: Stack };
      }) => {
        if (e.type === 'Document' && navStart === 0) navStart = e.timestamp;
        byId.set(e.requestId, {
          url: e.request.url,
          type: resourceType(e.request.method, e.type),
          start: e.timestamp,
          end: null,
          initiator: initiatorOf(e.initiator),
          t0: 0,
        });
      },
    );
    cdp.on('Network.loadingFinished', (e: { requestId: string; timestamp: number }) => {
      const r = byId.get(e.requestId);
      if (r) r.end = e.timestamp;
    });
    // What the page's workers request (the map's geometry worker, a worker that sends data
    // requests) is not this session's: each worker is attached to it (messages wrapped, so Playwright's own
    // attachment is untouched) with its network events recorded in the same clock, initiated by
    // the worker's script. Not held at its start (that would delay it): a worker's first requests
    // can leave before its network is recorded, but their CORS preflights are this session's.
    const workerUrls = new Map<string, string>();
    cdp.on(
      'Target.attachedToTarget',
      (e: { sessionId: string; targetInfo: { type: string; url: string } }) => {
        if (e.targetInfo.type !== 'worker') return;
        workerUrls.set(e.sessionId, e.targetInfo.url);
        void cdp
          .send('Target.sendMessageToTarget', {
            sessionId: e.sessionId,
            message: JSON.stringify({ id: 1, method: 'Network.enable' }),
          })
          .catch(() => undefined);
      },
    );
    cdp.on('Target.receivedMessageFromTarget', (e: { sessionId: string; message: string }) => {
      const m = JSON.parse(e.message) as {
        method?: string;
        params?: {
          requestId: string;
          request?: { url: string; method: string };
          type?: string;
          timestamp: number;
        };
      };
      if (!m.params) return;
      const id = `${e.sessionId}:${m.params.requestId}`;
      if (m.method === 'Network.requestWillBeSent')
        byId.set(id, {
          url: m.params.request!.url,
          type: resourceType(m.params.request!.method, m.params.type),
          start: m.params.timestamp,
          end: null,
          initiator: workerUrls.get(e.sessionId) ?? null,
          t0: 0,
        });
      if (m.method === 'Network.loadingFinished') {
        const r = byId.get(id);
        if (r) r.end = m.params.timestamp;
      }
    });
    await cdp.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: false,
    });
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    if (spec.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await page.goto(spec.url, { waitUntil: 'domcontentloaded' });
    let atGoal: Awaited<ReturnType<typeof cdp.send<'Performance.getMetrics'>>> | undefined;
    let goalProfile: unknown;
    if (spec.goal) {
      await page.waitForFunction(
        (ids) =>
          ids.every(
            (id) => document.querySelector(`[data-chart="${id}"]`)?.getAttribute('data-state') === 'ready',
          ),
        spec.goal,
        { timeout: 120_000, polling: 50 },
      );
      atGoal = await cdp.send('Performance.getMetrics');
      if (spec.profile) goalProfile = (await cdp.send('Profiler.stop')).profile;
    }
    if (spec.charts < 0) {
      await page.waitForFunction(
        () => {
          const charts = [...document.querySelectorAll('[data-chart]')];
          return charts.length > 0 && charts.every((c) => c.getAttribute('data-state') !== 'loading');
        },
        undefined,
        { timeout: 120_000, polling: 50 },
      );
    } else if (spec.charts > 0) {
      await page.waitForFunction(
        (n) => {
          const charts = [...document.querySelectorAll('[data-chart]')];
          return charts.length >= n && charts.every((c) => c.getAttribute('data-state') === 'ready');
        },
        spec.charts,
        { timeout: 120_000, polling: 50 },
      );
    } else {
      await page.waitForLoadState('networkidle');
    }
    // A moment for trailing tasks and shifts, then stop scrolling and read the figures.
    await page.waitForTimeout(500);
    const perf = await page.evaluate(() => {
      const w = window as unknown as { __perf: PerfState };
      w.__perf.done = true;
      const paint = performance.getEntriesByType('paint').find((p) => p.name === 'first-paint');
      const marks = performance.getEntriesByType('mark').map((m) => `${m.name} ${Math.round(m.startTime)}`);
      return { ...w.__perf, firstPaint: paint?.startTime ?? 0, marks };
    });
    const profile = spec.profile && !spec.goal ? (await cdp.send('Profiler.stop')).profile : goalProfile;
    const metrics = atGoal ?? (await cdp.send('Performance.getMetrics'));
    const metric = (name: string) => (metrics.metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const times = Object.values(perf.charts);
    const goalTimes = spec.goal?.map((id) => perf.charts[id] ?? NaN);
    const toMs = (t: number) => (t - navStart) * 1000;
    const cls = clsOf(perf.shifts);
    return {
      requests: [...byId.values()].map(({ t0: _t0, ...r }) => ({
        ...r,
        start: toMs(r.start),
        end: r.end === null ? null : toMs(r.end),
      })),
      charts: perf.charts,
      ready: goalTimes
        ? Math.max(...goalTimes)
        : spec.charts !== 0 && times.length
          ? Math.max(...times)
          : null,
      allReady: spec.charts !== 0 && times.length ? Math.max(...times) : null,
      goal: spec.goal ?? null,
      cls: cls.cls,
      shiftSources: cls.window,
      longTasks: perf.tasks,
      draws: perf.draws,
      firstPaint: perf.firstPaint,
      marks: perf.marks,
      profile,
      mainThread: {
        taskMs: metric('TaskDuration'),
        scriptMs: metric('ScriptDuration'),
        layoutMs: metric('LayoutDuration') + metric('RecalcStyleDuration'),
      },
    };
  } finally {
    if (own) await ctx.close();
  }
}
