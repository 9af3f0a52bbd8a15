// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataSourceStore, DEMO_BASE_URL } from '../data-source';
import { DataSourceProvider } from '../data-source-context';
import { createQueryClient } from '../query-client';
import { fallbackCoverage, useCoverage } from './coverage';

let summaryRequests: URL[] = [];
const server = setupServer(
  http.get(`${DEMO_BASE_URL}/trade/summary`, ({ request }) => {
    summaryRequests.push(new URL(request.url));
    return HttpResponse.json({
      data: {
        trade_value: 1,
        quantity: null,
        growth: null,
        unit_value: null,
        top_partners: [],
        partner_concentration: 1,
        // 2019 has no trade: a gap, still inside the coverage.
        periods: [2016, 2017, 2018, 2020, 2021].map((y) => ({ period: `${y}-01-01`, value_usd: 5, quantity: null, flow_count: 1 })),
      },
      request_id: 'r',
      duration_ms: 1,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  summaryRequests = [];
});
afterAll(() => server.close());

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
