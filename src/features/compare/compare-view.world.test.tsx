/**
 * The compare view over the real service handlers and the synthetic world: three countries side
 * by side with every chart ready, products side by side, per-chart errors, Back without
 * requests, bad entries that never reach the service, and the years taken from the service's
 * coverage (the default, the pickers, the highlighted series, URL years clamped).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDataTable } from '@/components/charts/open-data-table';
import { createDataSourceStore, type DataSourceStore } from '@/api/data-source';
import { coverageOf } from '@/test/coverage-summary';
import { envelope, installTestServer, serviceError } from '@/test/msw';
import { renderRoutes } from '@/test/render-route';
import { CompareView } from './compare-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const { server } = installTestServer();
let requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url).pathname + new URL(request.url).search);
});
afterEach(() => {
  cleanup();
  requests = [];
});

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`);

function renderPage(path: string, store?: DataSourceStore) {
  return renderRoutes([{ path: '/compare', element: <CompareView /> }], path, store);
}

/** The service's coverage in some tests: 2010-2022 without 2016, so neither the clock nor a gapless span passes for it. */
const SHORT_COVERAGE = [2010, 2011, 2012, 2013, 2014, 2015, 2017, 2018, 2019, 2020, 2021, 2022];

/** The years of every request that names years. */
const yearsAsked = () =>
  requests.flatMap((r) => {
    const q = new URL(r, 'http://x').searchParams;
    return q.has('from') || q.has('to') ? [`${q.get('from')}-${q.get('to')}`] : [];
  });

async function ready(ids: string[], timeout = 30_000) {
  await waitFor(
    () => {
      for (const id of ids) expect(chart(id)?.getAttribute('data-state')).toBe('ready');
    },
    { timeout },
  );
}

/** A product comparison drawn in full, with the notice that `code` was left out as the catalog does not know it. */
async function expectDrawnWithout(path: string, code: string) {
  renderPage(path);
  await ready(['compare-series', 'compare-figures', 'compare-concentration', 'compare-exporters']);
  expect(screen.getByTestId('url-notices')).toHaveTextContent(
    `Product ${code} is not in the HS catalog; it is left out of the comparison.`,
  );
}

describe('compare view over the synthetic world', () => {
  it('shows three countries side by side with every chart ready and figures for each', async () => {
    renderPage('/compare?countries=BR,AR,CL&from=2012&to=2024');
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
    expect(
      screen.getByRole('heading', { level: 1, name: /Exports of Brazil, Argentina, Chile/ }),
    ).toBeInTheDocument();
    const figures = within(chart('compare-figures')!).getByRole('table');
    const header = within(figures)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header).toEqual(['Figure', 'Brazil', 'Argentina', 'Chile']);
    const valueRow = within(figures).getByRole('row', { name: /^Value/ });
    expect(
      within(valueRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      expect.stringMatching(/^\$[\d.]+[KMBT]$/),
      expect.stringMatching(/^\$[\d.]+[KMBT]$/),
      expect.stringMatching(/^\$[\d.]+[KMBT]$/),
    ]);
    // Every chosen country links to its own view with the same years.
    expect(screen.getByRole('link', { name: 'Brazil' })).toHaveAttribute(
      'href',
      '/countries/BR?flow=export&from=2012&to=2024',
    );
    // The series table lists each country per year of the coverage.
    const table = await openDataTable(chart('compare-series')!);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Year', 'Brazil', 'Argentina', 'Chile']);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(10);
  });

  it('switches the series to an index (first year = 100) in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/compare?countries=BR,AR');
    await ready(['compare-series']);
    await user.click(screen.getByRole('radio', { name: 'Index (first year = 100)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?countries=BR,AR&mode=index'));
    await ready(['compare-series']);
    const table = await openDataTable(chart('compare-series')!);
    // The base is the first selected year (both trade then), not the first year drawn.
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toContainEqual(['100', '100']);
  });

  it('waits for the coverage with only the choice shown and no request naming years, then shows every chart loading, then ready', async () => {
    let release!: () => void;
    server.use(coverageOf(SHORT_COVERAGE, new Promise<void>((r) => (release = r))));
    renderPage('/compare?countries=BR,AR');
    expect(await screen.findByText('Loading the years the service covers…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brazil' })).toBeInTheDocument();
    expect(document.querySelector('[data-chart]')).toBeNull();
    // The series (every year, no years named) need no coverage and are already asked for.
    await waitFor(() =>
      expect(requests.filter((r) => r.startsWith('/trade/summary?reporter='))).toHaveLength(2),
    );
    expect(yearsAsked()).toEqual([]);
    release();
    await waitFor(() => expect(chart('compare-figures')?.getAttribute('data-state')).toBe('loading'));
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
  });

  it('opens on the default span up to the latest complete year the service covers: series over the whole coverage, the year highlighted, pickers over the coverage', async () => {
    server.use(coverageOf(SHORT_COVERAGE));
    renderPage('/compare?countries=BR,AR');
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
    // Figures, balance and partners up to 2022, the service's latest complete year, not the clock's.
    expect(new Set(yearsAsked())).toEqual(new Set(['2012-2022']));
    expect(chart('compare-figures')).toHaveTextContent(/2012–2022/);
    // The series: every year of the coverage, the selected one pressed.
    const table = await openDataTable(chart('compare-series')!);
    const years = within(table)
      .getAllByRole('rowheader')
      .map((c) => c.textContent);
    expect([years[0], years.at(-1), years.length]).toEqual(['2010', '2022', 13]);
    expect(
      within(table)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent),
    ).toEqual(years.filter((y) => Number(y) >= 2012));
    expect(chart('compare-series')).toHaveAccessibleDescription(
      /2010–2022.*the selected years \(2012–2022\) are highlighted/,
    );
    // The pickers offer the coverage and mark the year without data.
    const to = screen.getByRole('combobox', { name: /^To/ });
    expect(to).toHaveValue('2022');
    expect(screen.getByRole('combobox', { name: /^From/ })).toHaveValue('2012');
    const options = within(to)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect([options[0], options.at(-1), options.length]).toEqual(['2010', '2022', 13]);
    expect(options).toContain('2016 (no data)');
    // A chip's link names no years, as the URL names none: the country view opens on the same default.
    expect(screen.getByRole('link', { name: 'Brazil' })).toHaveAttribute('href', '/countries/BR?flow=export');
  });

  it('clamps URL years the service does not cover, with a notice, and asks for none of them', async () => {
    server.use(coverageOf(SHORT_COVERAGE));
    renderPage('/compare?products=090111&from=2024&to=2026');
    await ready(['compare-series', 'compare-figures', 'compare-concentration', 'compare-exporters']);
    const notices = screen.getByTestId('url-notices');
    expect(notices).toHaveTextContent(
      'Year 2024 has no data yet (the service covers 2010–2022); "from" set to 2022.',
    );
    expect(notices).toHaveTextContent(
      'Year 2026 has no data yet (the service covers 2010–2022); "to" set to 2022.',
    );
    expect(new Set(yearsAsked())).toEqual(new Set(['2022-2022']));
    expect(screen.getByRole('combobox', { name: /^From/ })).toHaveValue('2022');
    expect(screen.getByRole('link', { name: /HS 090111/ })).toHaveAttribute(
      'href',
      '/products/090111?flow=export&from=2022&to=2022',
    );
  });

  it('selects a year from the series with the keyboard (its button in the data table), and a range from the pickers', async () => {
    const user = userEvent.setup();
    server.use(coverageOf(SHORT_COVERAGE));
    const { router } = renderPage('/compare?countries=BR,AR');
    await ready(['compare-series']);
    const table = await openDataTable(chart('compare-series')!);
    within(table).getByRole('button', { name: '2012' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?countries=BR,AR&from=2012&to=2012'));
    await user.selectOptions(screen.getByRole('combobox', { name: /^To/ }), '2015');
    await waitFor(() => expect(router.state.location.search).toBe('?countries=BR,AR&from=2012&to=2015'));
    await ready(['compare-series', 'compare-figures']);
    const after = await openDataTable(chart('compare-series')!);
    expect(
      within(after)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent),
    ).toEqual(['2012', '2013', '2014', '2015']);
  });

  it('says so when a country has no trade in the product compared, instead of drawing zeros', async () => {
    // Tonga does not export crude petroleum: its value reads "none reported", never $0 or n/a.
    renderPage('/compare?countries=TO&product=270900&from=2020&to=2020');
    await waitFor(() => expect(chart('compare-concentration')?.getAttribute('data-state')).toBe('empty'), {
      timeout: 30_000,
    });
    expect(chart('compare-concentration')).toHaveTextContent(/No data for this selection/);
    await ready(['compare-figures']);
    const valueRow = within(chart('compare-figures')!).getByRole('row', { name: /^Value/ });
    expect(
      within(valueRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['none reported']);
  });

  it('gives a country with no trade at all no balance, in words, rather than n/a', async () => {
    // Antarctica is listed with no trade in either direction.
    renderPage('/compare?countries=AQ,KE&from=2020&to=2020');
    await ready(['compare-figures']);
    const cells = (row: RegExp) =>
      within(within(chart('compare-figures')!).getByRole('row', { name: row }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(/^Value/)[0]).toBe('none reported');
    const [antarctica, kenya] = cells(/^Balance/);
    expect(antarctica).toBe('none reported');
    expect(kenya).toMatch(/^−?\$[\d.]+[MB]$/);
  });

  it('live mode without a key: every chart says so with a way to Settings, none keeps loading, nothing is sent', async () => {
    const store = createDataSourceStore({ local: null, session: null });
    store.update({ mode: 'live', baseUrl: 'https://tds.example.test', apiKey: '' });
    renderPage('/compare?countries=BR,AR', store);
    await waitFor(() => {
      for (const id of ['compare-series', 'compare-figures', 'compare-concentration'])
        expect(chart(id)?.getAttribute('data-state')).toBe('error');
    });
    expect(within(chart('compare-series')!).getByRole('link', { name: /Settings/ })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('starts empty with a way to add countries, and asks for nothing but the coverage', async () => {
    renderPage('/compare');
    expect(await screen.findByText(/Add a country above/)).toBeInTheDocument();
    expect(document.querySelector('[data-chart]')).toBeNull();
    // Only the service's coverage (the unfiltered summary, for the year pickers) is asked for.
    expect(requests.filter((r) => r !== '/trade/summary')).toEqual([]);
  });

  it('removes and adds countries, and Back restores the previous set without a request', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/compare?countries=BR,AR,CL');
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
    await user.click(screen.getByRole('button', { name: 'Remove AR from the comparison' }));
    await waitFor(() => expect(router.state.location.search).toBe('?countries=BR,CL'));
    await user.type(screen.getByRole('textbox', { name: 'Add a country' }), 'Peru');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.search).toBe('?countries=BR,CL,PE'));
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
    requests = [];
    void router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?countries=BR,CL'));
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
    void router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?countries=BR,AR,CL'));
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
    expect(requests).toEqual([]);
  });

  it('keeps a name it cannot read in the field with the reason', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/compare?countries=BR');
    await user.type(screen.getByRole('textbox', { name: 'Add a country' }), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"Atlantis" is not a country name or ISO code.',
    );
    expect(screen.getByRole('textbox', { name: 'Add a country' })).toHaveValue('Atlantis');
    expect(router.state.location.search).toBe('?countries=BR');
  });

  it('never requests an unknown or malformed entry, and says so', async () => {
    renderPage('/compare?countries=BR,QQ,<script>');
    expect(await screen.findByTestId('url-notices')).toHaveTextContent('"QQ" is not a known country code');
    await ready(['compare-series']);
    expect(requests.some((r) => r.includes('QQ') || r.includes('script'))).toBe(false);
  });

  it('asks the catalog before any data request carries an HS6 code, and leaves out one it does not know, with a notice', async () => {
    await expectDrawnWithout('/compare?products=090111,090199', '090199');
    // The unknown code: only its catalog lookup (a 404), never a data request (the service's 422).
    expect(requests.filter((r) => r.includes('090199'))).toEqual(['/products/090199']);
    // The known one: its data waited for the catalog's answer.
    const lookup = requests.indexOf('/products/090111');
    expect(lookup).toBeGreaterThanOrEqual(0);
    expect(
      requests.findIndex((r) => r.includes('product=090111') || r.startsWith('/products/090111/')),
    ).toBeGreaterThan(lookup);
    expect(
      within(chart('compare-figures')!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Figure', expect.stringContaining('HS 090111')]);
    // Its chip stays, so the user can remove it.
    expect(screen.getByText('HS 090199')).toBeInTheDocument();
  });

  it('leaves out a countries comparison’s product filter the catalog does not know, with a notice', async () => {
    renderPage('/compare?countries=BR,AR&product=090199');
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
    expect(screen.getByTestId('url-notices')).toHaveTextContent(
      'Product 090199 is not in the HS catalog; the product filter is left out.',
    );
    expect(requests.filter((r) => r.includes('090199'))).toEqual(['/products/090199']);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Exports of Brazil, Argentina' }),
    ).toBeInTheDocument();
  });

  it('leaves out a heading, and a chapter filter, that a service over a release cut to a few chapters does not know', async () => {
    const unlisted = (code: string) =>
      serviceError(`/products/${code}`, 404, 'not_found', {
        message: `No product in the catalog matches '${code}'`,
      });
    server.use(unlisted('0902'), unlisted('27'));
    await expectDrawnWithout('/compare?products=0901,0902', '0902');
    expect(
      within(chart('compare-figures')!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Figure', expect.stringContaining('HS 0901')]);
    cleanup();
    renderPage('/compare?countries=BR,AR&product=27');
    await ready(['compare-series', 'compare-figures', 'compare-concentration']);
    expect(screen.getByTestId('url-notices')).toHaveTextContent(
      'Product 27 is not in the HS catalog; the product filter is left out.',
    );
  });

  it('asks the catalog about a heading HS 2022 does not list: left out where the service lacks it, compared where it has it', async () => {
    // HS 1992's heading 85.20 (tape recorders) left the nomenclature in 2007: the synthetic world
    // answers 404, a service over an HS 1992 release would list it.
    await expectDrawnWithout('/compare?products=0901,8520', '8520');
    expect(requests.filter((r) => r.includes('8520'))).toEqual(['/products/8520']);
    cleanup();
    requests = [];
    server.use(
      envelope('/products/8520', {
        id: '8520',
        matches: [{ hs6: '852090', hs_version: 1992, name: 'Tape recorders, other', parent_hs4: '8520' }],
      }),
    );
    renderPage('/compare?products=0901,8520');
    await waitFor(() => expect(requests.some((r) => r.startsWith('/products/8520/'))).toBe(true));
    expect(requests.indexOf('/products/8520')).toBeLessThan(
      requests.findIndex((r) => r.startsWith('/products/8520/')),
    );
    expect(screen.queryByText(/8520 is not/)).toBeNull();
  });

  it('a failed catalog lookup errors the charts waiting for it, with its Retry, and the data follows the retry', async () => {
    server.use(serviceError('/products/:pid', 503, 'unavailable', { message: 'Catalog down' }));
    renderPage('/compare?products=090111');
    await waitFor(() => expect(chart('compare-series')?.getAttribute('data-state')).toBe('error'), {
      timeout: 30_000,
    });
    expect(chart('compare-series')).toHaveTextContent(/Catalog down/);
    expect(requests.some((r) => r.includes('product=090111') || r.startsWith('/products/090111/'))).toBe(
      false,
    );
    server.resetHandlers();
    await userEvent.click(within(chart('compare-series')!).getByRole('button', { name: 'Retry' }));
    await ready(['compare-series', 'compare-figures', 'compare-exporters']);
  });

  it('compares products: world trade, figures and each one’s top exporters', async () => {
    renderPage('/compare?products=090111,180100&from=2020&to=2024');
    await ready(['compare-series', 'compare-figures', 'compare-concentration', 'compare-exporters']);
    const lists = within(chart('compare-exporters')!).getAllByRole('list');
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(lists[0]!).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/countries\/[A-Z]{2}\?product=090111&flow=export$/),
    );
  });

  it('names a chapter and a heading by the nomenclature, an HS6 code by its full catalog name', async () => {
    renderPage('/compare?products=09,0901,090111');
    await ready(['compare-series', 'compare-figures']);
    const headers = () =>
      within(chart('compare-figures')!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    // The headings table loads on demand: the heading is named once it has come.
    await waitFor(() =>
      expect(headers()).toEqual([
        'Figure',
        'Coffee, tea, maté and spices (HS 09)',
        'Coffee, whether or not roasted or decaffeinated (HS 0901)',
        'Coffee; not roasted or decaffeinated (HS 090111)',
      ]),
    );
  });

  it('names a countries comparison’s product filter as the other views do', async () => {
    for (const [product, name] of [
      ['09', 'Coffee, tea, maté and spices (HS 09)'],
      ['0901', 'Coffee, whether or not roasted or decaffeinated (HS 0901)'],
      ['090111', 'Coffee (HS 090111)'],
    ]) {
      renderPage(`/compare?countries=BR,CO&product=${product}&flow=import`);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: `Imports of ${name} of Brazil, Colombia` },
          { timeout: 15_000 },
        ),
      ).toBeInTheDocument();
      cleanup();
    }
  });

  it('names a chapter by its code alone on a service of another HS revision (the titles may differ)', async () => {
    server.use(
      envelope('/products/09', {
        id: '09',
        matches: [
          {
            hs6: '090111',
            hs_version: 1992,
            name: 'Coffee; not roasted, not decaffeinated',
            parent_hs4: '0901',
          },
        ],
      }),
    );
    renderPage('/compare?products=09,0902');
    await ready(['compare-series', 'compare-figures']);
    await waitFor(() =>
      expect(
        within(chart('compare-figures')!)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Figure', 'HS 09', expect.stringMatching(/^Tea.*\(HS 0902\)$/)]),
    );
  });

  it('one failing request errors its chart only, with the request id and Retry', async () => {
    server.use(serviceError('/countries/:cid/partners', 500, 'internal_error', { message: 'Boom' }));
    renderPage('/compare?countries=BR,AR');
    await ready(['compare-series', 'compare-concentration']);
    await waitFor(() => expect(chart('compare-figures')?.getAttribute('data-state')).toBe('error'), {
      timeout: 30_000,
    });
    expect(chart('compare-figures')).toHaveTextContent(/Boom/);
    expect(chart('compare-figures')).toHaveTextContent(/Request ID/i);
    expect(within(chart('compare-figures')!).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
