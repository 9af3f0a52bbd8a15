/**
 * The public URL scheme (ui-contract.md): every route answers, unbuilt views say so honestly,
 * unknown paths get a 404 page inside the app's chrome, embeds render without the chrome, and
 * a demo service that failed to start is explained instead of leaving a blank page.
 */
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataSourceStore } from '@/api/data-source';
import { createQueryClient } from '@/api/query-client';
import { setDemoStatus } from './demo-status';
import { AppProviders } from './providers';
import { routes } from './router';

configure({ asyncUtilTimeout: 5000 });
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore global trade' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Find a country' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Germany/ })).toHaveAttribute('href', '/countries/DE');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByTestId('data-source')).toHaveTextContent('Demo data — synthetic, not real trade statistics.');
    await waitFor(() => expect(document.title).toBe('Tradescope'));
  });

  it('/flows is the flow explorer: the selection as heading, a way back to the country', async () => {
    renderAt('/flows?reporter=DE&flow=import&from=2015&to=2020');
    // The heading follows the service's coverage (the years), one request away.
    expect(
      await screen.findByRole('heading', { level: 1, name: /Germany \(DE\) ← all partners: imports, 2015–2020/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not built yet/)).toBeNull();
    expect(screen.getByRole('link', { name: /Back to Germany/ })).toHaveAttribute(
      'href',
      '/countries/DE?flow=import&from=2015&to=2020',
    );
    expect(screen.getByRole('form', { name: 'Selection' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Flow explorer: Germany (DE) ← all partners — Tradescope'));
  });

  it('embeds render without the app chrome and name the valid charts of a view', async () => {
    renderAt('/embed/countries/DE/no-such-chart?to=2020');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such chart' })).toBeInTheDocument();
    for (const id of ['exports-series', 'imports-series', 'top-partners', 'partner-concentration', 'partner-map', 'product-mix']) {
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
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The demo data service could not start');
    expect(alert).toHaveTextContent('Service workers are not available');
    expect(screen.getByRole('link', { name: /connect to a live service/ })).toHaveAttribute('href', '/settings');
  });
});
