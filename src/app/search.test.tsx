/**
 * The home page's country search: an accessible combobox, debounced (one request per pause, not
 * per key), keyboard navigable, opening the chosen country's canonical URL.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createDataSourceStore, DEMO_BASE_URL } from '@/api/data-source';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from './providers';
import { envelope, envelopeFrom, installStubServer } from '@/test/msw';
import { quietCountryHandlers } from '@/test/quiet-country-handlers';
import { routes } from './router';
import { WAIT_FOR_STATE } from '@/test/wait-for-state';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const COUNTRIES = [
  { id: 'DE', iso3: 'DEU', name: 'Germany', is_group: false },
  { id: 'DK', iso3: 'DNK', name: 'Denmark', is_group: false },
  { id: 'DZ', iso3: 'DZA', name: 'Algeria', is_group: false },
];
let searches: string[] = [];

installStubServer(
  envelopeFrom(
    '/countries',
    ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      searches.push(q);
      return COUNTRIES.filter(
        (c) =>
          c.id.toLowerCase().startsWith(q.toLowerCase()) || c.name.toLowerCase().includes(q.toLowerCase()),
      );
    },
    { requestId: (request) => `req-${new URL(request.url).searchParams.get('q') ?? ''}` },
  ),
  envelopeFrom(
    '/countries/{cid}',
    ({ params }) => ({ ...COUNTRIES.find((c) => c.id === params['cid'])!, region: null, note: null }),
    { requestId: 'req-detail' },
  ),
  envelope('/countries/{cid}/exports', [], { requestId: 'req-exports' }),
  ...quietCountryHandlers(DEMO_BASE_URL),
);

beforeAll(async () => {
  // Compile the (large) lazy country route up front, so navigation timing is not what's tested.
  await import('./routes/country');
});
afterEach(() => {
  cleanup();
  searches = [];
});

function renderApp() {
  const store = createDataSourceStore({ local: null, session: null });
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  render(
    <AppProviders queryClient={createQueryClient({ dataSource: store })} store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('country search', () => {
  it('debounces typing, lists matches, and opens the chosen country with the keyboard', async () => {
    const router = renderApp();
    const input = await screen.findByRole('combobox', { name: 'Find a country' });
    act(() => input.focus());
    // The debounce on a fake clock: keys 299 ms apart are one word; 300 ms of quiet sends it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    fireEvent.change(input, { target: { value: 'd' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    fireEvent.change(input, { target: { value: 'de' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(searches).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // vi.waitFor advances the fake clock between checks (the query's notifications use timers).
    const list = await vi.waitFor(
      () => screen.getByRole('listbox', { name: 'Find a country' }),
      WAIT_FOR_STATE,
    );
    await vi.waitFor(
      () => expect(within(list).getByRole('option', { name: /Germany/ })).toBeInTheDocument(),
      WAIT_FOR_STATE,
    );
    // One request for the word, not one per key.
    expect(searches).toEqual(['de']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    vi.useRealTimers();

    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}');
    const option = within(list).getByRole('option', { name: /Germany/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    // The country route module loads lazily: navigation completes asynchronously.
    await waitFor(() => expect(router.state.location.pathname).toBe('/countries/DE'), { timeout: 15000 });
    expect(input).toHaveValue('');
  });

  it('says when nothing matches, and Escape closes then clears', async () => {
    const user = userEvent.setup();
    renderApp();
    const input = await screen.findByRole('combobox', { name: 'Find a country' });
    await user.type(input, 'zzz');
    expect(await screen.findByText('No country matches "zzz".', { selector: 'p' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });
});
