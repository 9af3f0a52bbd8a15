import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { chartState, firstError, frameStateOf, retryFailed } from './chart-state';

const settled = { isPending: false, isError: false };
const pending = { isPending: true, isError: false };
const failed = { isPending: false, isError: true };

describe('chartState', () => {
  it('is loading until every query has data, then ready or empty by the data', () => {
    expect(chartState(pending, false)).toBe('loading');
    expect(chartState([settled, pending], true)).toBe('loading');
    expect(chartState([settled, settled], true)).toBe('ready');
    expect(chartState(settled, false)).toBe('empty');
  });

  it('says error when a query failed with nothing shown', () => {
    expect(chartState(failed, false)).toBe('error');
    expect(chartState([settled, failed], false)).toBe('error');
  });

  it('says error when a refetch failed over data still shown (the old figures are not passed off as current)', () => {
    const failedRefetch = { ...failed, data: { data: [1, 2] } };
    expect(chartState(failedRefetch, true)).toBe('error');
    expect(chartState([settled, failedRefetch], true)).toBe('error');
  });

  it('puts an error before a query still loading', () => {
    expect(chartState([pending, failed], false)).toBe('error');
  });
});

describe('firstError', () => {
  it('is the first error among the queries, or null', () => {
    const a = new Error('a');
    const b = new Error('b');
    expect(firstError([{ error: null }, { error: a }, { error: b }])).toBe(a);
    expect(firstError([{ error: null }])).toBeNull();
  });
});

describe('retryFailed', () => {
  it('asks again only for the queries that failed', () => {
    const ok = { isError: false, refetch: vi.fn() };
    const broken = { isError: true, refetch: vi.fn() };
    const brokenToo = { isError: true, refetch: vi.fn() };
    retryFailed([ok, broken, brokenToo]);
    expect(ok.refetch).not.toHaveBeenCalled();
    expect(broken.refetch).toHaveBeenCalledTimes(1);
    expect(brokenToo.refetch).toHaveBeenCalledTimes(1);
  });

  it('passes over a failed query it cannot ask again', () => {
    const broken = { isError: true, refetch: vi.fn() };
    expect(() => retryFailed([{ isError: true }, broken])).not.toThrow();
    expect(broken.refetch).toHaveBeenCalledTimes(1);
  });
});

describe('frameStateOf', () => {
  const scaleNote = { kind: 'share-scale', text: 'Shares read as fractions.' } as const;
  const orderNote = { kind: 'ranking-order', text: 'Ranking sorted here.' } as const;
  const answered = (notes: readonly { kind: string; text: string }[] = []) => ({
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    error: null,
    data: { data: [1], notes },
    refetch: vi.fn(),
  });

  it('reads one query: ready with its notes, no error, nothing waiting or updating', () => {
    const frame = frameStateOf(answered([scaleNote]), true);
    expect(frame).toMatchObject({ state: 'ready', error: null, waiting: null, updating: false });
    expect(frame.notes).toEqual([scaleNote]);
    expect(frameStateOf(answered(), false).state).toBe('empty');
  });

  it('reads several queries: loading until all have answered, notes of every answer once per kind', () => {
    const waiting = { ...answered(), isPending: true, data: undefined };
    expect(frameStateOf([answered([scaleNote]), waiting], true).state).toBe('loading');
    const frame = frameStateOf([answered([scaleNote]), answered([scaleNote, orderNote])], true);
    expect(frame.state).toBe('ready');
    expect(frame.notes).toEqual([scaleNote, orderNote]);
  });

  it('says error, with the error of the first query that failed', () => {
    const first = new Error('first');
    const second = new Error('second');
    const frame = frameStateOf(
      [
        answered(),
        { ...answered(), isError: true, error: first },
        { ...answered(), isError: true, error: second },
      ],
      true,
    );
    expect(frame.state).toBe('error');
    expect(frame.error).toBe(first);
  });

  it('is updating while any query shows placeholder data', () => {
    expect(frameStateOf({ ...answered(), isPlaceholderData: true }, true).updating).toBe(true);
    expect(frameStateOf([answered(), { ...answered(), isPlaceholderData: true }], true).updating).toBe(true);
    expect(frameStateOf([answered(), answered()], true).updating).toBe(false);
  });

  it('retries only the queries that failed, a lone failed query included', () => {
    const ok = answered();
    const broken = { ...answered(), isError: true, error: new Error('x') };
    frameStateOf([ok, broken], false).onRetry();
    expect(ok.refetch).not.toHaveBeenCalled();
    expect(broken.refetch).toHaveBeenCalledTimes(1);
    const lone = { ...answered(), isError: true, error: new Error('y') };
    frameStateOf(lone, false).onRetry();
    expect(lone.refetch).toHaveBeenCalledTimes(1);
  });

  it('says which attempt a query being sent again is on', () => {
    const retrying = {
      ...answered(),
      isPending: true,
      data: undefined,
      fetchStatus: 'fetching',
      failureCount: 1,
      failureReason: new ApiError({ kind: 'timeout', endpoint: '/trade/series', message: 'late' }),
    };
    const frame = frameStateOf([answered(), retrying], false);
    expect(frame.state).toBe('loading');
    expect(frame.waiting).toMatchObject({ attempt: 2, reason: 'timeout' });
  });
});
