/** A Chromium trace (Playwright's `browser.startTracing`/`stopTracing`) as the perf scripts read it. */

/** One trace event: the fields the scripts read (thread time `tdur`, the thread's name in `args.name`). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown>; name?: string; [key: string]: unknown };
}

/** The events of a finished trace (what `browser.stopTracing()` resolves to). */
export function traceEvents(trace: Buffer): TraceEvent[] {
  return (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}
