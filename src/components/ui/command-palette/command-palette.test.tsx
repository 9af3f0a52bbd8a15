/**
 * The command palette as a keyboard user meets it: opened with `/` or Ctrl+K from anywhere,
 * typed into, moved through with the arrows, chosen with Enter; stale results replaced, service
 * errors shown inside the palette without closing it, focus returned on close.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BASE_URL } from '@/api/data-source';
import {
  envelopeFrom,
  envelopeResponse,
  installStubServer,
  serviceErrorResponse,
  validationError,
} from '@/test/msw';
import { renderRoutes } from '@/test/render-route';
import { CommandPaletteProvider, PaletteLauncher } from './palette-provider';
import { RECENT_VIEWS_KEY } from './recent-views';

const PRODUCTS = [
  { hs6: '090111', hs_version: 2022, name: 'Coffee, not roasted, not decaffeinated' },
  { hs6: '090112', hs_version: 2022, name: 'Coffee, not roasted, decaffeinated' },
  { hs6: '210111', hs_version: 2022, name: 'Extracts, essences and concentrates of coffee' },
];
let requests: string[] = [];

const server = installStubServer(
  envelopeFrom('/products', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    requests.push(`products:${q}`);
    return PRODUCTS.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()) || p.hs6.startsWith(q));
  }),
  // A stub HS 2022 catalog that lists every heading (GET /products/{heading}).
  envelopeFrom('/products/:pid', ({ params }) => ({
    id: String(params.pid),
    matches: [{ hs6: `${String(params.pid)}00`, hs_version: 2022, name: 'Stub product' }],
  })),
  envelopeFrom('/countries', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    requests.push(`countries:${q}`);
    return q === 'brasil' ? [{ id: 'BR', iso3: 'BRA', name: 'Brasil', is_group: false }] : [];
  }),
);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  requests = [];
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderShell(path = '/settings') {
  return renderRoutes(
    [
      {
        element: (
          <CommandPaletteProvider>
            <PaletteLauncher />
            <Outlet />
          </CommandPaletteProvider>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
    ],
    path,
  );
}

/** Presses "/" and returns the palette's field once it is there. */
async function openWithSlash(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('/');
  return screen.findByRole('combobox', { name: 'Search countries, products and views' });
}

/** A fresh shell with the palette opened and `text` typed into it; returns the dialog. */
async function typeInPalette(text: string) {
  const user = userEvent.setup();
  renderShell();
  await user.type(await openWithSlash(user), text);
  return screen.getByRole('dialog');
}

/** Once the search for "kenya phones" has settled: Kenya offered, HS 2022's 85.17 not. */
async function expectSettledWithoutHeading(dialog: HTMLElement) {
  expect(await within(dialog).findAllByRole('option', { name: /^Kenya/ })).not.toHaveLength(0);
  await waitFor(() => expect(within(dialog).queryByText(/Searching/)).toBeNull());
  expect(within(dialog).queryByRole('option', { name: /HS 8517/ })).toBeNull();
}

describe('command palette', () => {
  it('opens with "/", understands "kenya coffee" and opens the country view filtered to coffee with Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderShell();
    await user.keyboard('/');
    const dialog = await screen.findByRole('dialog', {
      name: 'Go to a country, product, pair or comparison',
    });
    const input = within(dialog).getByRole('combobox', { name: 'Search countries, products and views' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'kenya coffee');
    const first = await within(dialog).findByRole('option', { name: /Kenya: exports of Coffee \(HS 0901\)/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    // Grouped: the views first, then countries and products.
    const groups = within(dialog)
      .getAllByRole('group')
      .map((g) => g.textContent?.split(/(?<=[a-z])(?=[A-Z])/)[0]);
    expect(groups[0]).toMatch(/^Views/);
    // One product search for the words, no country search (Kenya is known without asking). The
    // option may be shown from the words before the search has left (a cold first test).
    await waitFor(() => expect(requests).toEqual(['products:coffee']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/countries/KE'));
    expect(router.state.location.search).toBe('?product=0901&flow=export');
    expect(requests).toEqual(['products:coffee']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a service’s own heading for everyday words when it codes in another HS revision', async () => {
    // An HS 1992 service: mobile phones were under 85.25 there, not HS 2022's 85.17.
    const hs1992 = [
      { hs6: '852520', hs_version: 1992, name: 'Transmission apparatus with reception apparatus (phones)' },
      { hs6: '852590', hs_version: 1992, name: 'Television cameras and phones accessories' },
    ];
    server.use(
      envelopeFrom('/products', () => hs1992),
      envelopeFrom('/products/:pid', () => ({
        id: '8517',
        matches: [{ hs6: '851710', hs_version: 1992, name: 'Telephone sets' }],
      })),
    );
    const dialog = await typeInPalette('kenya phones');
    expect(
      await within(dialog).findByRole('option', { name: /Kenya: exports of .*\(HS 8525\)/ }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: /HS 8517/ })).toBeNull();
  });

  it('offers no HS 2022 heading for everyday words the service’s other revision does not describe', async () => {
    // An HS 1992 service whose descriptions never say "phones": its own 85.17 is line telephony.
    server.use(
      envelopeFrom('/products', () => []),
      envelopeFrom('/products/:pid', () => ({
        id: '8517',
        matches: [{ hs6: '851710', hs_version: 1992, name: 'Telephone sets' }],
      })),
    );
    const dialog = await typeInPalette('kenya phones');
    await expectSettledWithoutHeading(dialog);
  });

  it('offers no everyday heading the service does not list', async () => {
    server.use(
      envelopeFrom('/products', () => []),
      http.get(`${DEMO_BASE_URL}/products/:pid`, () => serviceErrorResponse(404, 'not_found')),
    );
    const dialog = await typeInPalette('kenya phones');
    await expectSettledWithoutHeading(dialog);
  });

  it('holds an everyday heading back until the service has said it codes in HS 2022', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      envelopeFrom('/products', () => []),
      envelopeFrom('/products/:pid', async () => {
        await answered;
        return { id: '8517', matches: [{ hs6: '851713', hs_version: 2022, name: 'Smartphones' }] };
      }),
    );
    const dialog = await typeInPalette('kenya phones');
    expect(await within(dialog).findAllByRole('option', { name: /^Kenya/ })).not.toHaveLength(0);
    expect(within(dialog).queryByRole('option', { name: /HS 8517/ })).toBeNull();
    answer();
    expect(
      await within(dialog).findByRole('option', { name: /Kenya: exports of Telephones \(HS 8517\)/ }),
    ).toBeInTheDocument();
  });

  it('keeps the everyday heading on an HS 2022 service', async () => {
    server.use(
      envelopeFrom('/products', () => [
        { hs6: '851713', hs_version: 2022, name: 'Smartphones' },
        { hs6: '851714', hs_version: 2022, name: 'Other telephones for cellular networks' },
      ]),
    );
    const user = userEvent.setup();
    renderShell();
    const input = await openWithSlash(user);
    await user.type(input, 'kenya phones');
    expect(
      await within(screen.getByRole('dialog')).findByRole('option', {
        name: /Kenya: exports of Telephones \(HS 8517\)/,
      }),
    ).toBeInTheDocument();
  });

  it('moves with the arrows through every group and wraps around', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Search countries, products and views' });
    await user.type(input, 'DE 0901');
    const options = await screen.findAllByRole('option');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(2));
    const all = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(all[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getAllByRole('option').at(-1)).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toBeDefined();
  });

  it('opens the first result of a search still loading when Enter was pressed before it answered', async () => {
    const user = userEvent.setup();
    const { router } = renderShell();
    const input = await openWithSlash(user);
    await user.type(input, 'coffee{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/0901'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a service error inside the palette without closing it, with the request id', async () => {
    server.use(
      validationError(
        '/products',
        [{ loc: ['query', 'q'], msg: 'bad', type: 'value_error', input: 'coffee' }],
        {
          requestId: 'req-422',
        },
      ),
    );
    const user = userEvent.setup();
    renderShell();
    const input = await openWithSlash(user);
    await user.type(input, 'coffee');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/rejected the request parameters/);
    expect(alert).toHaveTextContent(/req-422/);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(input).toHaveValue('coffee');
  });

  it('says a long rate limit plainly and recovers with Retry', async () => {
    let limited = true;
    server.use(
      http.get(`${DEMO_BASE_URL}/products`, () =>
        limited
          ? serviceErrorResponse(429, 'rate_limit_exceeded', {
              message: 'Rate limit exceeded',
              requestId: 'req-429',
              retryAfterSeconds: 3600,
            })
          : envelopeResponse(PRODUCTS.slice(0, 1), { requestId: 'req-ok' }),
      ),
    );
    const user = userEvent.setup();
    renderShell();
    const input = await openWithSlash(user);
    await user.type(input, 'coffee');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Rate-limited until \d{2}:\d{2}/);
    limited = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findAllByRole('option', { name: /Coffee, not roasted, not decaffeinated/ }),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces stale results: the list follows the latest text', async () => {
    const user = userEvent.setup();
    renderShell();
    const input = await openWithSlash(user);
    await user.type(input, 'coffee');
    expect(await screen.findByRole('option', { name: /Extracts, essences/ })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'brasil');
    expect(await screen.findByRole('option', { name: /^Brasil/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /Extracts, essences/ })).not.toBeInTheDocument(),
    );
  });

  it('sends nothing for junk or an over-long text and says nothing matches', async () => {
    const user = userEvent.setup();
    renderShell();
    const input = await openWithSlash(user);
    await user.type(input, '!!!');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing matches "!!!".'));
    await user.clear(input);
    await user.paste('x'.repeat(150));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Nothing matches/));
    expect(requests).toEqual([]);
  });

  it('closes with Escape, returns focus to the launcher, and lists the view just opened when reopened empty', async () => {
    const user = userEvent.setup();
    renderShell();
    const launcher = screen.getByRole('button', { name: /Search countries, products/ });
    await user.click(launcher);
    const input = await screen.findByRole('combobox', { name: 'Search countries, products and views' });
    await user.type(input, 'coffee');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((JSON.parse(localStorage.getItem(RECENT_VIEWS_KEY) ?? '[]') as unknown[])[0]).toMatchObject({
      href: '/products/0901',
    });
    await user.click(launcher);
    await screen.findByRole('dialog');
    expect(await screen.findByRole('option', { name: /Coffee \(HS 0901\)/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Recently opened' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(launcher).toHaveFocus());
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderShell();
    const input = await openWithSlash(user);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('does not open on "/" typed into a field', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          element: (
            <CommandPaletteProvider>
              <input aria-label="Other field" />
            </CommandPaletteProvider>
          ),
          path: '*',
        },
      ],
      '/',
    );
    await user.type(screen.getByRole('textbox', { name: 'Other field' }), 'a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
