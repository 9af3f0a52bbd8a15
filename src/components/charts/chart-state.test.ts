import { describe, expect, it, vi } from 'vitest';
import { chartState, firstError, retryFailed } from './chart-state';

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
