// @vitest-environment jsdom
/**
 * useCoverageView: a view's URL state resolved over the service's coverage. No view (null) until
 * the coverage is known; then the view and the notices of both the URL and the resolution; a
 * URL change resolves again; a failed coverage request gives the promised span.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TradeClient } from '../client';
import { createDataSourceStore } from '../data-source';
import { DataSourceProvider } from '../data-source-context';
import { createQueryClient } from '../query-client';
import { TradeSourceOverride } from '../use-trade-source';
import { coverageSummaryBody } from '@/test/coverage-summary';
import type { Coverage } from '@/lib/coverage';
import type { UrlNotice, UrlState } from '@/lib/url-state';
import { fallbackCoverage } from './coverage';
import { useCoverageView, type ResolveView } from './use-coverage-view';

afterEach(cleanup);

type Summary = Awaited<ReturnType<TradeClient['getTradeSummary']>>;

/** A source whose world summary waits for `answer` or `fail`. */
function heldSource() {
  let settle: { answer: (years: number[]) => void; fail: () => void } = {
    answer: () => undefined,
    fail: () => undefined,
  };
  const client = {
    getTradeSummary: () =>
      new Promise<Summary>((resolve, reject) => {
        settle = {
          answer: (years) => resolve({ ...coverageSummaryBody(years), requestId: 'r', durationMs: 1 }),
          fail: () => reject(new Error('HTTP 500')),
        };
      }),
  } as unknown as TradeClient;
  return { source: { client, key: 'demo', ready: true, mode: 'demo' as const }, settle: () => settle };
}

const YEARS_NOTICE: UrlNotice = { param: 'from', input: 'x', message: 'resolved over the coverage' };
/** A view over a coverage: the URL's `from`, else the latest complete year. */
const resolve: ResolveView<{ from: number; coverageLast: number }> = (
  explicit: UrlState,
  coverage: Coverage,
) => ({
  view: { from: explicit.from ?? coverage.latestComplete, coverageLast: coverage.last },
  notices: [YEARS_NOTICE],
});

function renderView(url: string) {
  const store = createDataSourceStore({ local: null, session: null });
  const queryClient = createQueryClient({ dataSource: store, retry: { maxAttempts: 1 } });
  const held = heldSource();
  const hook = {
    current: null as unknown as ReturnType<typeof useCoverageView<{ from: number; coverageLast: number }>>,
  };
  function Probe() {
    hook.current = useCoverageView(resolve);
    return null;
  }
  const router = createMemoryRouter([{ path: '/countries/:cid', Component: Probe }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <DataSourceProvider store={store}>
        <TradeSourceOverride source={held.source}>
          <RouterProvider router={router} />
        </TradeSourceOverride>
      </DataSourceProvider>
    </QueryClientProvider>,
  );
  return { hook, settle: held.settle };
}

describe('useCoverageView', () => {
  it('has no view until the coverage is known, only the URL notices', () => {
    const { hook } = renderView('/countries/DE?flow=sideways');
    expect(hook.current.view).toBeNull();
    expect(hook.current.coverage).toBeNull();
    expect(hook.current.notices.map((n) => n.param)).toEqual(['flow']);
  });

  it("then resolves the URL over the service's coverage, with the notices of both", async () => {
    const { hook, settle } = renderView('/countries/DE?flow=sideways');
    act(() => settle().answer([2016, 2017, 2018]));
    await waitFor(() => expect(hook.current.view).toEqual({ from: 2018, coverageLast: 2018 }));
    expect([hook.current.coverage?.first, hook.current.coverage?.last]).toEqual([2016, 2018]);
    expect(hook.current.notices.map((n) => n.param)).toEqual(['flow', 'from']);
    expect(hook.current.notices[1]).toBe(YEARS_NOTICE);
  });

  it('resolves again when the URL changes', async () => {
    const { hook, settle } = renderView('/countries/DE');
    act(() => settle().answer([2016, 2017, 2018]));
    await waitFor(() => expect(hook.current.view?.from).toBe(2018));
    act(() => hook.current.setState({ from: 2017 }));
    await waitFor(() => expect(hook.current.view?.from).toBe(2017));
  });

  it('resolves over the promised span when the coverage request fails', async () => {
    const { hook, settle } = renderView('/countries/DE');
    act(() => settle().fail());
    await waitFor(() => expect(hook.current.view).not.toBeNull());
    expect(hook.current.coverage).toEqual(fallbackCoverage());
    expect(hook.current.view).toEqual({
      from: fallbackCoverage().latestComplete,
      coverageLast: fallbackCoverage().last,
    });
  });
});
