/**
 * What the long tasks and layout shifts of a page load belong to: each main-thread
 * long task after first paint is attributed to the chart whose draw turn (the app's
 * `chart-draw` user-timing measure, e-chart.tsx) it overlaps most, else to "other" (parsing,
 * React rendering, data); layout shifts are named by the nodes that moved. Benchmark helpers:
 * they summarise figures and assert nothing.
 */
import type { PageRun } from './measure-page';

export interface TaskAttribution {
  /** Worst long task per chart draw (ms); charts whose draw had no long task (all under 50 ms) are absent. */
  perChart: Record<string, number>;
  /** Worst long task outside any chart draw (ms), 0 when none. */
  other: number;
  /** Worst long task of the load and what it belongs to. */
  worst: { duration: number; owner: string };
}

export function attributeLongTasks(
  run: Pick<PageRun, 'longTasks' | 'draws' | 'firstPaint'>,
): TaskAttribution {
  const perChart: Record<string, number> = {};
  let other = 0;
  let worst = { duration: 0, owner: 'none' };
  for (const task of run.longTasks) {
    if (task.start < run.firstPaint) continue;
    const end = task.start + task.duration;
    let owner = 'other';
    let best = 0;
    for (const d of run.draws) {
      const overlap = Math.min(end, d.start + d.duration) - Math.max(task.start, d.start);
      if (overlap > best) {
        best = overlap;
        owner = d.chart;
      }
    }
    if (owner === 'other') other = Math.max(other, task.duration);
    else perChart[owner] = Math.max(perChart[owner] ?? 0, task.duration);
    if (task.duration > worst.duration) worst = { duration: task.duration, owner };
  }
  return { perChart, other, worst };
}

/** The nodes that moved in the CLS window of the runs, with their summed share of the score. */
export function shiftSources(runs: PageRun[], top = 5): string {
  const score = new Map<string, number>();
  for (const run of runs) {
    for (const s of run.shiftSources) {
      const names = s.nodes.length ? [...new Set(s.nodes)] : ['?'];
      for (const n of names) score.set(n, (score.get(n) ?? 0) + s.v / names.length / runs.length);
    }
  }
  const list = [...score].sort((a, b) => b[1] - a[1]).slice(0, top);
  return list.length ? list.map(([n, v]) => `${n} ${v.toFixed(3)}`).join(', ') : 'none';
}
