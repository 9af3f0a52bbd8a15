import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestDrawTurn } from './draw-queue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('requestDrawTurn', () => {
  it('lets one chart draw at a time, each in a new task, in request order', () => {
    const log: string[] = [];
    const endA = requestDrawTurn(() => log.push('A'));
    const endB = requestDrawTurn(() => log.push('B'));
    const endC = requestDrawTurn(() => log.push('C'));
    // Not synchronously: the first turn starts in a new task.
    expect(log).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(log).toEqual(['A']);
    // B waits for A's drawing, however long that takes (below the safety limit).
    vi.advanceTimersByTime(1000);
    expect(log).toEqual(['A']);
    endA();
    expect(log).toEqual(['A']);
    vi.advanceTimersByTime(0);
    expect(log).toEqual(['A', 'B']);
    endB();
    endB(); // twice is harmless
    vi.advanceTimersByTime(0);
    expect(log).toEqual(['A', 'B', 'C']);
    endC();
    vi.runAllTimers();
  });

  it('drops a withdrawn request and never stalls on a turn that does not report back', () => {
    const log: string[] = [];
    const endA = requestDrawTurn(() => log.push('A'));
    const endB = requestDrawTurn(() => log.push('B'));
    const endC = requestDrawTurn(() => log.push('C'));
    vi.advanceTimersByTime(0);
    endB(); // withdrawn before its turn
    // A never reports: after the safety limit C gets its turn.
    vi.advanceTimersByTime(1499);
    expect(log).toEqual(['A']);
    vi.advanceTimersByTime(2);
    expect(log).toEqual(['A', 'C']);
    endA();
    endC();
    vi.runAllTimers();
    expect(log).toEqual(['A', 'C']);
  });
});
