import { describe, expect, it } from 'vitest';
import { kindOf, mainThreadSelfTimes, type TraceEvent } from './trace-events';

const main = { pid: 1, tid: 7 };
const thread = (pid: number, tid: number): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name: 'CrRendererMain' },
});
const span = (name: string, ts: number, dur: number, at = main): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  ...at,
});
const navigation = (ts: number, at = main): TraceEvent => ({ name: 'navigationStart', ph: 'R', ts, ...at });

describe('mainThreadSelfTimes', () => {
  it("counts each event's own time, less what nests in it, on the last navigation's main thread until the moment", () => {
    const events = [
      thread(1, 7),
      thread(2, 3),
      navigation(500, { pid: 2, tid: 3 }),
      navigation(1_000),
      span('RunTask', 900, 50_000), // before the navigation: not counted
      span('RunTask', 2_000, 10_000),
      span('FunctionCall', 3_000, 6_000),
      span('Layout', 4_000, 1_000),
      span('Paint', 12_000, 500),
      span('FunctionCall', 3_000, 5_000, { pid: 1, tid: 9 }), // another thread
      span('FunctionCall', 60_000, 5_000), // after the moment (50 ms)
    ];
    const self = mainThreadSelfTimes(events, 50);
    expect(Object.fromEntries(self)).toEqual({ RunTask: 4, FunctionCall: 5, Layout: 1, Paint: 0.5 });
  });

  it('is empty without a navigation on a renderer main thread', () => {
    expect(mainThreadSelfTimes([span('FunctionCall', 0, 1_000)], 10).size).toBe(0);
  });
});

describe('kindOf', () => {
  it('names what an event is spent on', () => {
    expect(
      ['FunctionCall', 'v8.callFunction', 'BlinkScheduler_PerformMicrotaskCheckpoint'].map(kindOf),
    ).toEqual(['JavaScript', 'JavaScript', 'JavaScript']);
    expect(
      ['Layout', 'UpdateLayoutTree', 'Paint', 'Commit', 'V8.GC_SCAVENGER_SCAVENGE_PARALLEL', 'RunTask'].map(
        kindOf,
      ),
    ).toEqual([
      'style and layout',
      'style and layout',
      'paint and compositing',
      'paint and compositing',
      'garbage collection',
      'other',
    ]);
  });
});
