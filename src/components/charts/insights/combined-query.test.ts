import { describe, expect, it, vi } from 'vitest';
import { awaitingNames, combineQueries, type QueryResultLike } from './combined-query';

const settled = (over: Partial<QueryResultLike> = {}): QueryResultLike => ({
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});

describe('awaitingNames', () => {
  it('keeps a chart with answered data loading while its rows’ names are on their way', () => {
    const query = combineQueries([settled()]);
    expect(query.state(true)).toBe('ready');
    expect(awaitingNames(query, true).state(true)).toBe('loading');
    expect(awaitingNames(query, false).state(true)).toBe('ready');
  });

  it('never hides an error or an empty answer behind the names', () => {
    const failed = combineQueries([settled({ isError: true, error: new Error('HTTP 500') })]);
    expect(awaitingNames(failed, true).state(true)).toBe('error');
    expect(awaitingNames(failed, true).error).toBe(failed.error);
    expect(awaitingNames(combineQueries([settled()]), true).state(false)).toBe('empty');
  });
});
