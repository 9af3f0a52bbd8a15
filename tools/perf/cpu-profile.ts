/**
 * Reads a V8 CPU profile (Chrome DevTools Protocol `Profiler.stop`) into the table a person
 * reads first: the functions the main thread spent its time in, by self time (the function's
 * own code) and by total time (with what it called). Used by `npm run perf:flows -- --profile`.
 */
export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface FunctionTime {
  /** `name (file:line)`. */
  label: string;
  selfMs: number;
  totalMs: number;
}

function labelOf(node: CpuProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url ? (url.split('/').at(-1) ?? url).split('?')[0] : '';
  return `${functionName || '(anonymous)'}${file ? ` (${file}:${lineNumber + 1})` : ''}`;
}

/**
 * Time per function in milliseconds, sorted by self time. Total time counts a function once per
 * sample even when it is on the stack twice (recursion), so it never exceeds the wall time.
 */
export function functionTimes(profile: CpuProfile): FunctionTime[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (let i = 0; i < samples.length; i++) {
    // A sample's time is the interval up to the next sample.
    const us = deltas[i + 1] ?? 0;
    let id: number | undefined = samples[i];
    const leaf = id === undefined ? undefined : byId.get(id);
    if (!leaf) continue;
    const leafLabel = labelOf(leaf);
    self.set(leafLabel, (self.get(leafLabel) ?? 0) + us);
    const seen = new Set<string>();
    while (id !== undefined) {
      const node = byId.get(id);
      if (!node) break;
      const label = labelOf(node);
      if (!seen.has(label)) {
        seen.add(label);
        total.set(label, (total.get(label) ?? 0) + us);
      }
      id = parent.get(id);
    }
  }
  return [...total.keys()]
    .map((label) => ({
      label,
      selfMs: (self.get(label) ?? 0) / 1000,
      totalMs: (total.get(label) ?? 0) / 1000,
    }))
    .sort((a, b) => b.selfMs - a.selfMs);
}

/** The runtime's own entries, which say nothing about the app's code. */
const RUNTIME = /^\((root|program|idle|garbage collector)\)/;

/** A markdown table of the top functions by self time and by total time. */
export function formatFunctionTimes(times: readonly FunctionTime[], top = 25): string {
  const ms = (x: number) => x.toFixed(1);
  const bySelf = times.filter((t) => !RUNTIME.test(t.label)).slice(0, top);
  const byTotal = [...times]
    .filter((t) => !RUNTIME.test(t.label))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, top);
  const table = (rows: readonly FunctionTime[]) =>
    [
      '| function | self ms | total ms |',
      '|---|---:|---:|',
      ...rows.map((t) => `| ${t.label} | ${ms(t.selfMs)} | ${ms(t.totalMs)} |`),
    ].join('\n');
  const runtime = times
    .filter((t) => RUNTIME.test(t.label))
    .map((t) => `${t.label.split(' ')[0]} ${ms(t.selfMs)} ms`);
  return `By self time:\n${table(bySelf)}\n\nBy total time:\n${table(byTotal)}\n\nRuntime: ${runtime.join(', ')}`;
}
