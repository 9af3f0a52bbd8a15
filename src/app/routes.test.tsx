/**
 * The public URL scheme (ui-contract.md): every route answers, unbuilt views say so honestly,
 * unknown paths get a 404 page inside the app's chrome, embeds render without the chrome, and
 * a demo service that failed to start is explained instead of leaving a blank page.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataSourceStore, DEMO_BASE_URL } from '@/api/data-source';
import { createQueryClient } from '@/api/query-client';
import { setDemoStatus } from './demo-status';
import { AppProviders } from './providers';
import { routes } from './router';
import { envelopeResponse, installStubServer, networkError } from '@/test/msw';

/** The service's coverage (the unfiltered world summary): 2010-2024. */
const COVERAGE = {
  trade_value: 1e12,
  quantity: null,
  growth: null,
  unit_value: null,
  top_partners: [],
  partner_concentration: null,
  periods: Array.from({ length: 15 }, (_, i) => ({
    period: `${2010 + i}-01-01`,
    value_usd: 1e12,
    quantity: null,
    flow_count: 9,
  })),
};

// These tests are about routes, not data: the demo service answers the coverage, which the flow
// explorer's heading follows, and fails every other request at once, as a dead network would.
// Unanswered, requests went to the machine's DNS and through every retry (10-23 s under load).
installStubServer(
  http.get(`${DEMO_BASE_URL}/trade/summary`, ({ request }) =>
    new URL(request.url).search === ''
      ? envelopeResponse(COVERAGE, { requestId: 'req-coverage' })
      : HttpResponse.error(),
  ),
  networkError('/*'),
);
beforeAll(async () => {
  // Compile the flow explorer's lazy route up front, so the test waits on its data, not its code.
  await import('./routes/flows');
});
afterEach(() => {
  cleanup();
  setDemoStatus({ state: 'off' });
});

function renderAt(url: string) {
  const store = createDataSourceStore({ local: null, session: null });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProviders queryClient={createQueryClient({ dataSource: store })} store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('routes', () => {
  it('home: search with an accessible name, example countries, skip link, landmarks, data source', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explore global trade' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Find a country' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Germany/ })).toHaveAttribute('href', '/countries/DE');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByTestId('data-source')).toHaveTextContent(
      'Demo data — synthetic, not real trade statistics.',
    );
    await waitFor(() => expect(document.title).toBe('Tradescope'));
  });

  it('/flows is the flow explorer: the selection as heading, a way back to the country', async () => {
    renderAt('/flows?reporter=DE&flow=import&from=2015&to=2020');
    // The heading follows the service's coverage (the years), one request away.
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /Germany \(DE\) ← all partners: imports, 2015–2020/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not built yet/)).toBeNull();
    expect(screen.getByRole('link', { name: /Back to Germany/ })).toHaveAttribute(
      'href',
      '/countries/DE?flow=import&from=2015&to=2020',
    );
    expect(screen.getByRole('form', { name: 'Selection' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Flow explorer: Germany (DE) ← all partners — Tradescope'),
    );
  });

  it('embeds render without the app chrome and name the valid charts of a view', async () => {
    renderAt('/embed/countries/DE/no-such-chart?to=2020');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such chart' })).toBeInTheDocument();
    for (const id of [
      'exports-series',
      'imports-series',
      'top-partners',
      'partner-concentration',
      'partner-map',
      'product-mix',
    ]) {
      expect(screen.getByText(id)).toBeInTheDocument();
    }
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('an embed of an unknown view names the embeddable views', async () => {
    renderAt('/embed/exports-series?reporter=DE');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such view' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/countries, products, flows/);
  });

  it('unknown paths get a 404 page with a way home', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('explains a demo service that failed to start', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => setDemoStatus({ state: 'failed', reason: 'Service workers are not available' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The demo data service could not start');
    expect(alert).toHaveTextContent('Service workers are not available');
    expect(screen.getByRole('link', { name: /connect to a live service/ })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('says nothing of a demo that failed to start while a live service is the data source, and says it once the demo is', async () => {
    const store = createDataSourceStore({ local: null, session: null });
    store.setMode('live');
    render(
      <AppProviders queryClient={createQueryClient({ dataSource: store })} store={store}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/settings'] })} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { level: 1 });
    act(() => setDemoStatus({ state: 'failed', reason: 'Service workers are not available' }));
    expect(screen.queryByText(/The demo data service could not start/)).toBeNull();
    act(() => store.setMode('demo'));
    expect(await screen.findByText(/The demo data service could not start/)).toBeInTheDocument();
  });
});
