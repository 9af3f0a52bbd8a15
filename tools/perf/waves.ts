/**
 * When a page load's code and data arrived (benchmark helpers: they summarise one measured load
 * and assert nothing). Used by perf.ts's report.
 */
import type { PageRun, RequestRecord } from './measure-page';

/** The median, NaN for no values. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export const ms = (x: number | null) => (x === null || Number.isNaN(x) ? 'n/a' : `${Math.round(x)} ms`);

/** Each request's wave: its initiator's wave plus one; the document is wave 0. */
function waves(requests: RequestRecord[]) {
  const wave = new Map<string, number>();
  const of = (r: RequestRecord): number => {
    if (r.type === 'Document') return 0;
    const parent = r.initiator ? wave.get(r.initiator) : undefined;
    return (parent ?? 0) + 1;
  };
  for (const r of [...requests].sort((a, b) => a.start - b.start))
    if (!wave.has(r.url)) wave.set(r.url, of(r));
  return (r: RequestRecord) => wave.get(r.url) ?? 0;
}

/**
 * `viewUrls`: the data URLs of the page's goal charts (the country view's six); `lastData` is then
 * theirs, and `lastOther` the last answer of the page's other data requests (the insights').
 */
export function describeWaves(
  run: PageRun,
  appOrigin: string,
  apiOrigin: string,
  viewUrls?: ReadonlySet<string>,
) {
  const waveOf = waves(run.requests);
  const js = run.requests.filter(
    (r) => r.url.startsWith(appOrigin) && /\.m?js$/.test(new URL(r.url).pathname),
  );
  const data = run.requests.filter((r) => r.url.startsWith(apiOrigin) && r.type !== 'Preflight');
  const catalog = data.filter((r) => /\/products\/\d{2}$/.test(new URL(r.url).pathname));
  const all = data.filter((r) => !catalog.includes(r));
  const views = viewUrls ? all.filter((r) => viewUrls.has(r.url)) : all;
  const others = all.filter((r) => !views.includes(r));
  const lastEnd = (rs: RequestRecord[]) => (rs.length ? Math.max(...rs.map((r) => r.end ?? r.start)) : null);
  const codeWaves = [...new Set(js.map(waveOf))].sort((a, b) => a - b);
  const dataWaves = [...new Set(views.map(waveOf))].sort((a, b) => a - b);
  return {
    codeWaves,
    dataWaves,
    jsFiles: js.length,
    lastJs: lastEnd(js),
    lastData: lastEnd(views),
    lastOther: lastEnd(others),
    otherRequests: others.length,
    catalogRequests: catalog.length,
    jsAfterData: js.filter(
      (r) => views.length > 0 && r.start > Math.min(...views.map((v) => v.end ?? Infinity)),
    ).length,
  };
}

/**
 * The coverage chain of one load: when the coverage (the unfiltered world summary) answered, when
 * the first year-dependent request left, the main thread's long-task time between the two, and
 * when the page's JS (all but the worker's) was all there. NaN where the page has no coverage
 * request (the first floor, handed its years).
 */
export function coverageChain(
  run: PageRun,
): [answered: number, next: number, busyBetween: number, lastJs: number] {
  const data = run.requests.filter((r) => r.type === 'Fetch');
  const coverage = data.find((r) => {
    const u = new URL(r.url);
    return u.pathname.endsWith('/trade/summary') && u.search === '';
  });
  const yearly = data.filter((r) => /[?&]from=/.test(r.url));
  const answered = coverage?.end ?? NaN;
  const next = yearly.length ? Math.min(...yearly.map((r) => r.start)) : NaN;
  const busyBetween = run.longTasks.reduce(
    (sum, t) => sum + Math.max(0, Math.min(t.start + t.duration, next) - Math.max(t.start, answered)),
    0,
  );
  const js = run.requests.filter((r) => r.type === 'Script' && !/worker/.test(r.url));
  return [answered, next, busyBetween, js.length ? Math.max(...js.map((r) => r.end ?? r.start)) : NaN];
}
