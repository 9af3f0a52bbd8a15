/**
 * /settings through the real app: where the key is kept (memory, sessionStorage on request,
 * never localStorage or the URL), "test connection" against the service, and a 401 anywhere
 * clearing the key and asking for it again with the service's message.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataSourceStore, type DataSourceStore } from '@/api/data-source';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from './providers';
import { quietCountryHandlers } from '@/test/quiet-country-handlers';
import { envelope, envelopeResponse, installStubServer, serviceErrorResponse } from '@/test/msw';
import { routes } from './router';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const LIVE_URL = 'https://live.tradescope.test';
const GOOD_KEY = 'good-key-123';
const BAD_KEY = 'stale-key-456';

const authorised = (request: Request) => request.headers.get('authorization') === `Bearer ${GOOD_KEY}`;
/** `data` for the good key, the service's 401 for any other. */
const forGoodKey =
  (data: unknown, options: { requestId: string; durationMs?: number }) =>
  ({ request }: { request: Request }) =>
    authorised(request)
      ? envelopeResponse(data, options)
      : serviceErrorResponse(401, 'invalid_key', {
          message: 'Invalid or missing API key',
          requestId: 'req-401',
        });

const server = installStubServer(
  http.get(
    `${LIVE_URL}/countries`,
    forGoodKey([{ id: 'DE', iso3: 'DEU', name: 'Germany', is_group: false }], {
      requestId: 'req-search',
      durationMs: 4,
    }),
  ),
  http.get(
    `${LIVE_URL}/countries/:cid`,
    forGoodKey(
      { id: 'DE', iso3: 'DEU', name: 'Germany', is_group: false, region: 'Europe', note: null },
      { requestId: 'req-detail' },
    ),
  ),
  http.get(
    `${LIVE_URL}/countries/:cid/exports`,
    forGoodKey([{ period: '2020-01-01', value_usd: 1e12, quantity: null, flow_count: 3 }], {
      requestId: 'req-exports',
    }),
  ),
  ...quietCountryHandlers(LIVE_URL, authorised),
);

beforeAll(async () => {
  // Compile the (large) lazy route modules up front, so a loaded machine does not time out the first test.
  await Promise.all([import('./routes/country'), import('./routes/settings')]);
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
});

function renderAt(url: string, store: DataSourceStore) {
  const queryClient = createQueryClient({ dataSource: store, retry: { baseDelayMs: 1, maxDelayMs: 5 } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProviders queryClient={queryClient} store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const browserStore = () => createDataSourceStore({ local: localStorage, session: sessionStorage });

function storageText(storage: Storage): string {
  let out = '';
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i)!;
    out += `${k}=${storage.getItem(k)}\n`;
  }
  return out;
}

async function fillLive(user: ReturnType<typeof userEvent.setup>, key: string) {
  await user.click(await screen.findByRole('radio', { name: /Live Trade Data Service/ }));
  await user.type(screen.getByLabelText('Base URL'), LIVE_URL);
  await user.type(screen.getByLabelText('API key'), key);
}

describe('/settings', () => {
  it('keeps the key in memory only by default: not in localStorage, sessionStorage or the URL', async () => {
    const user = userEvent.setup();
    const store = browserStore();
    const router = renderAt('/settings', store);
    await fillLive(user, GOOD_KEY);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Saved\. Using https:\/\/live\.tradescope\.test/)).toBeInTheDocument();
    expect(store.getSnapshot()).toMatchObject({ mode: 'live', baseUrl: LIVE_URL, hasLiveKey: true });
    expect(storageText(localStorage)).not.toContain(GOOD_KEY);
    expect(storageText(sessionStorage)).not.toContain(GOOD_KEY);
    expect(router.state.location.pathname + router.state.location.search).not.toContain(GOOD_KEY);
    // The footer says where the data comes from.
    expect(screen.getByTestId('data-source')).toHaveTextContent(`Live data from ${LIVE_URL}`);
  });

  it('"remember on this device" keeps the key in sessionStorage, never localStorage', async () => {
    const user = userEvent.setup();
    const store = browserStore();
    renderAt('/settings', store);
    await fillLive(user, GOOD_KEY);
    await user.click(screen.getByRole('checkbox', { name: 'Remember on this device' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(storageText(sessionStorage)).toContain(GOOD_KEY);
    expect(storageText(localStorage)).not.toContain(GOOD_KEY);
    // A new store (a reload of the tab) finds it again.
    expect(browserStore().getSnapshot()).toMatchObject({ hasLiveKey: true, apiKey: GOOD_KEY });
  });

  it('hides the key by default and shows it on request', async () => {
    const user = userEvent.setup();
    renderAt('/settings', browserStore());
    await fillLive(user, GOOD_KEY);
    const input = screen.getByLabelText('API key');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide key' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('tests the connection with the values in the form and shows the service answer', async () => {
    const user = userEvent.setup();
    const store = browserStore();
    renderAt('/settings', store);
    await fillLive(user, BAD_KEY);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid or missing API key');
    expect(alert).toHaveTextContent('req-401');
    // Testing does not save anything.
    expect(store.getSnapshot().mode).toBe('demo');

    await user.clear(screen.getByLabelText('API key'));
    await user.type(screen.getByLabelText('API key'), GOOD_KEY);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const connected = await screen.findByText(/Connected: the service answered in 4 ms\./);
    expect(connected).toHaveTextContent('Request ID: req-search');
  });

  it('never sends a key to an origin it was not entered for: test connection, save, reload', async () => {
    const OTHER_URL = 'https://other.tradescope.test';
    const seen: { origin: string; authorization: string | null }[] = [];
    const record = ({ request }: { request: Request }) => {
      seen.push({ origin: new URL(request.url).origin, authorization: request.headers.get('authorization') });
    };
    server.events.on('request:start', record);
    server.use(
      envelope('/countries', [], { baseUrl: OTHER_URL, requestId: 'req-other', durationMs: 2 }),
      ...quietCountryHandlers(OTHER_URL, () => true),
    );
    try {
      const user = userEvent.setup();
      const store = browserStore();
      renderAt('/settings', store);
      await fillLive(user, GOOD_KEY);
      await user.click(screen.getByRole('checkbox', { name: 'Remember on this device' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(store.getSnapshot()).toMatchObject({ hasLiveKey: true, baseUrl: LIVE_URL });

      // Another origin in the form, the key field left empty: the saved key may not go there.
      const url = screen.getByLabelText('Base URL');
      await user.clear(url);
      await user.type(url, OTHER_URL);
      expect(screen.getByText(/The saved key belongs to/)).toHaveTextContent(LIVE_URL);
      expect(screen.getByLabelText('API key')).toHaveAttribute(
        'placeholder',
        'Enter the key for this service',
      );
      expect(screen.getByRole('button', { name: 'Test connection' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      // Enter does not get round the disabled button.
      await user.type(url, '{Enter}');
      expect(store.getSnapshot()).toMatchObject({ baseUrl: LIVE_URL, hasLiveKey: true });

      // Its own key: tested and saved with that key; the old key is forgotten, in storage too.
      await user.type(screen.getByLabelText('API key'), 'other-key');
      await user.click(screen.getByRole('button', { name: 'Test connection' }));
      expect(await screen.findByText(/Connected: the service answered in 2 ms\./)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(store.getSnapshot()).toMatchObject({ baseUrl: OTHER_URL, apiKey: 'other-key' });
      expect(storageText(sessionStorage)).not.toContain(GOOD_KEY);
      // A reload finds the other service's key only.
      expect(browserStore().getSnapshot()).toMatchObject({ baseUrl: OTHER_URL, apiKey: 'other-key' });

      const toOther = seen.filter((r) => r.origin === OTHER_URL);
      expect(toOther.length).toBeGreaterThan(0);
      expect(toOther.filter((r) => r.authorization?.includes(GOOD_KEY))).toEqual([]);
      expect(seen.filter((r) => r.origin === LIVE_URL && r.authorization?.includes('other-key'))).toEqual([]);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('rejects a base URL that is not http(s) or carries credentials', async () => {
    const user = userEvent.setup();
    renderAt('/settings', browserStore());
    await user.click(await screen.findByRole('radio', { name: /Live Trade Data Service/ }));
    await user.type(screen.getByLabelText('Base URL'), 'ftp://example.org');
    await user.type(screen.getByLabelText('API key'), GOOD_KEY);
    expect(screen.getByText('Only http and https URLs are supported.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says so when no service is configured yet, instead of "Live data from no service configured"', async () => {
    const store = browserStore();
    store.setMode('live');
    renderAt('/settings', store);
    const footer = await screen.findByTestId('data-source');
    expect(footer).toHaveTextContent('Live mode: no Trade Data Service is configured yet.');
    expect(footer).not.toHaveTextContent('Live data from');
  });

  it('a saved key the service then rejects no longer reads "Saved" in green under the red banner', async () => {
    const user = userEvent.setup();
    const store = browserStore();
    renderAt('/settings', store);
    await fillLive(user, BAD_KEY);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Saved\. Using https:\/\/live\.tradescope\.test/)).toHaveClass(
      'notice--success',
    );
    // What the query client does on a 401 from any request.
    act(() => store.clearKey('Invalid or missing API key'));
    expect(await screen.findByTestId('auth-banner')).toHaveTextContent('The service rejected the API key');
    expect(screen.queryByText(/Saved\. Using/)).toBeNull();
    const status = screen.getByTestId('save-status');
    expect(status).toHaveTextContent(
      `The base URL ${LIVE_URL} is saved, but the service rejected the key, so none is stored: enter a valid key and save again.`,
    );
    expect(status).not.toHaveClass('notice--success');
  });

  it('a 401 on any page clears the key and asks for it again with the service message', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('unrelated', 'x');
    const store = browserStore();
    store.setLiveBaseUrl(LIVE_URL);
    store.setApiKey(BAD_KEY, { remember: true });
    store.setMode('live');
    expect(storageText(sessionStorage)).toContain(BAD_KEY);

    const router = renderAt('/countries/DE', store);
    const banner = await screen.findByTestId('auth-banner');
    expect(banner).toHaveTextContent('Invalid or missing API key');
    expect(store.getSnapshot().hasLiveKey).toBe(false);
    // Cleared from the session storage too, not only from memory.
    expect(storageText(sessionStorage)).not.toContain(BAD_KEY);

    await user.click(within(banner).getByRole('link', { name: /Enter the API key/ }));
    expect(router.state.location.pathname).toBe('/settings');
    // The banner re-renders for the new location once the lazy settings route has loaded.
    await waitFor(() => expect(screen.getByTestId('auth-banner')).toHaveTextContent('Enter it again below.'));
    await user.type(screen.getByLabelText('API key'), GOOD_KEY);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByTestId('auth-banner')).toBeNull();

    await router.navigate('/countries/DE');
    expect(await screen.findByRole('heading', { level: 1, name: /Germany/ })).toBeInTheDocument();
  });
});
