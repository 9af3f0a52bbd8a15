import { describe, expect, it, vi } from 'vitest';
import type { ServiceNote } from '@/api/answers/service-notes';
import { awaitingNames, combineQueries, storyStatus, type QueryResultLike } from './combined-query';

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

describe('the notes of a combined query', () => {
  const alpha3: ServiceNote = { kind: 'country-id-form', text: 'Countries read from alpha-3.' };
  const percent: ServiceNote = { kind: 'growth-scale', text: 'Growth read from percent.' };
  const answered = (notes?: ServiceNote[]) =>
    settled({ data: { requestId: 'r', ...(notes ? { notes } : {}) } });

  it('carries what was guessed to read any of its answers, each kind once', () => {
    const query = combineQueries([answered([alpha3]), answered(), answered([alpha3, percent])]);
    expect(query.notes).toEqual([alpha3, percent]);
  });

  it('carries none when every answer was read as sent, or none has come', () => {
    expect(combineQueries([answered(), answered()]).notes).toEqual([]);
    expect(combineQueries([settled({ isPending: true })]).notes).toEqual([]);
  });

  it('keeps its notes while the rows’ names are awaited, and a summary quotes every chart’s', () => {
    const partners = combineQueries([answered([alpha3])]);
    const products = combineQueries([answered([percent])]);
    expect(awaitingNames(partners, true).notes).toEqual([alpha3]);
    expect(storyStatus([partners, products, combineQueries([answered()])]).notes).toEqual([alpha3, percent]);
  });
});
