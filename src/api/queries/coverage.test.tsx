// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataSourceStore } from '../data-source';
import { DataSourceProvider } from '../data-source-context';
import { createQueryClient } from '../query-client';
import { coverageSummaryData } from '@/test/coverage-summary';
import { envelopeFrom, installStubServer } from '@/test/msw';
import { fallbackCoverage, useCoverage } from './coverage';

let summaryRequests: URL[] = [];
installStubServer(
  envelopeFrom(
    '/trade/summary',
    ({ request }) => {
      summaryRequests.push(new URL(request.url));
      // 2019 has no trade: a gap, still inside the coverage.
      return coverageSummaryData([2016, 2017, 2018, 2020, 2021]);
    },
    { requestId: 'r' },
  ),
);
afterEach(() => {
  summaryRequests = [];
});

describe('useCoverage', () => {
  it('reads the coverage from the unfiltered summary, once for every user of it', async () => {
    const store = createDataSourceStore({ local: null, session: null });
    const queryClient = createQueryClient({ dataSource: store });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <DataSourceProvider store={store}>{children}</DataSourceProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => [useCoverage(), useCoverage()] as const, { wrapper });
    await waitFor(() => expect(result.current[0].data).toBeTruthy());
    const c = result.current[0].data!;
    expect([c.first, c.last, c.latestComplete]).toEqual([2016, 2021, 2021]);
    expect(c.years.find((y) => y.year === 2019)?.hasData).toBe(false);
    expect(result.current[1].data).toEqual(c);
    expect(summaryRequests).toHaveLength(1);
    expect([...summaryRequests[0]!.searchParams]).toEqual([]);
  });

  it('falls back to the promised span up to last year', () => {
    const c = fallbackCoverage(new Date('2026-03-01'));
    expect([c.first, c.last, c.latestComplete]).toEqual([2010, 2025, 2025]);
  });
});
