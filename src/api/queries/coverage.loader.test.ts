// @vitest-environment node
/**
 * The coverage as route loaders and views use it: the service's years, or the promised span when
 * the service cannot say, never a second request for a failed summary; a rejection only for a
 * fetch that was cancelled (no answer at all).
 */
import { isCancelledError, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TradeClient } from '../client';
import { coverageSummaryBody } from '@/test/coverage-summary';
import { coverageQueries, fallbackCoverage, fetchCoverage, usableCoverage, type Coverage } from './coverage';
import type { TradeSource } from './keys';

type Summary = Awaited<ReturnType<TradeClient['getTradeSummary']>>;

/** A source whose unfiltered summary answers with `answer` (or fails with it) and counts requests. */
function summarySource(answer: () => Promise<Summary>) {
  const requests: unknown[] = [];
  const client = {
    getTradeSummary: (params: unknown) => {
      requests.push(params);
      return answer();
    },
  } as unknown as TradeClient;
  return { source: { client, key: 'demo' } satisfies TradeSource, requests };
}

const summaryOf = (periods: (string | number)[]): Summary => {
  const body = coverageSummaryBody([]);
  const data = {
    ...body.data,
    periods: periods.map((period) => ({ period, value_usd: 1, quantity: null, flow_count: 1 })),
  };
  return { data, requestId: 'r', durationMs: 1 } as unknown as Summary;
};

const span = (c: Coverage | null) => c && [c.first, c.last, c.latestComplete];

describe('fetchCoverage (route loaders)', () => {
  it("reads the years of the unfiltered summary's periods, skipping any it cannot read", async () => {
    const { source, requests } = summarySource(() =>
      Promise.resolve(summaryOf(['2016-01-01', 'n/a', 2017, '2018-01-01'])),
    );
    const coverage = await fetchCoverage(new QueryClient(), source);
    expect(span(coverage)).toEqual([2016, 2018, 2018]);
    expect(coverage.years.map((y) => y.year)).toEqual([2016, 2017, 2018]);
    expect(requests).toEqual([{}]);
  });

  it('shares the cache with the views: a second loader run sends nothing', async () => {
    const queryClient = new QueryClient();
    const { source, requests } = summarySource(() => Promise.resolve(summaryOf(['2020-01-01'])));
    await fetchCoverage(queryClient, source);
    expect(span(await fetchCoverage(queryClient, source))).toEqual([2020, 2020, 2020]);
    expect(requests).toHaveLength(1);
    // The view's query reads the same entry, selected to a Coverage.
    const options = coverageQueries.coverage(source);
    expect(options.select!(queryClient.getQueryData(options.queryKey)!)).toEqual(
      await fetchCoverage(queryClient, source),
    );
  });

  it('gives the promised span when the request fails, and does not ask again for a failed summary', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { source, requests } = summarySource(() => Promise.reject(new Error('HTTP 500')));
    const first = await fetchCoverage(queryClient, source);
    expect(first).toEqual(fallbackCoverage());
    // The same object each time, so a view's memoised selection does not change.
    expect(await fetchCoverage(queryClient, source)).toBe(first);
    expect(requests).toHaveLength(1);
  });

  it('rejects a cancelled fetch instead of guessing the promised span: the view asks again', async () => {
    const queryClient = new QueryClient();
    const { source, requests } = summarySource(() => new Promise<Summary>(() => {}));
    const pending = fetchCoverage(queryClient, source);
    await queryClient.cancelQueries({ queryKey: coverageQueries.coverage(source).queryKey });
    await expect(pending).rejects.toSatisfy(isCancelledError);
    expect(requests).toHaveLength(1);
    // The query is not failed: the next reader sends the request again and gets the answer.
    expect(queryClient.getQueryState(coverageQueries.coverage(source).queryKey)?.status).not.toBe('error');
  });

  it('gives the promised span when the service has no year at all', async () => {
    const { source } = summarySource(() => Promise.resolve(summaryOf([])));
    expect(await fetchCoverage(new QueryClient(), source)).toEqual(fallbackCoverage());
  });
});

describe('usableCoverage (views)', () => {
  const real = fallbackCoverage(new Date('2021-06-01'));

  it("is the service's coverage once known, null while pending", () => {
    expect(usableCoverage({ data: real, isError: false, isSuccess: true })).toBe(real);
    expect(usableCoverage({ data: undefined, isError: false, isSuccess: false })).toBeNull();
  });

  it('is the shared fallback after an error or an answer without years', () => {
    const afterError = usableCoverage({ data: undefined, isError: true, isSuccess: false });
    expect(afterError).toEqual(fallbackCoverage());
    expect(usableCoverage({ data: null, isError: false, isSuccess: true })).toBe(afterError);
  });
});
