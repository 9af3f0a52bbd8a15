/**
 * A snapshot embed goes through the same hooks and chart components as the live
 * chart: the country view's panel records the chart's answers, and the embed route draws the
 * chart from them on a reader's page with no key, making no request at all.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataSourceStore } from '@/api/data-source';
import { CountryView } from '@/features/country/country-view';
import { FlowsView } from '@/features/flows/flows-view';
import { forgetCountryGroups } from '@/lib/country-groups';
import { installTestServer } from '@/test/msw';
import { renderRoutes } from '@/test/render-route';
import { openPanelOf } from '@/test/get-chart-panel';
import { EmbedRoute } from './routes/embed';
import { decodeSnapshot, encodeSnapshot } from '@/components/charts/export/snapshot';
import { readRecordedAnswers, type RecordedAnswer } from '@/components/charts/export/recorded-answers';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const KEY = 'sk-test-SECRET-5a4b3c';
const BASE = 'https://tds.test.example';
const { server } = installTestServer({ keys: [KEY], baseUrl: BASE });
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
});

function Route() {
  const { cid = '' } = useParams();
  return <CountryView cid={cid} />;
}

const frame = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;

function renderBrazil(path = '/countries/BR?to=2024') {
  const store = createDataSourceStore({ local: null, session: null });
  store.update({ mode: 'live', baseUrl: BASE, apiKey: KEY });
  renderRoutes([{ path: '/countries/:cid', element: <Route /> }], path, store);
}

/** The embed link of a chart's snapshot, from its panel's embed code once the snapshot is in it. */
async function snapshotLinkOf(chart: string): Promise<URL> {
  const panel = await openPanelOf(chart);
  const code = () => within(panel).getByLabelText<HTMLTextAreaElement>('Embed code').value;
  // The panel offers the code once the recorder has the chart's requests: the product mix's are
  // its catalog names too, which took past 15 s with a browser suite beside it on two cores.
  await waitFor(() => expect(code()).toContain('#s='), { timeout: 30_000 });
  return new URL(/src="([^"]+)"/.exec(code())![1]!.replace(/&amp;/g, '&'));
}

describe('snapshot embed', () => {
  it('draws a snapshot embed with the same chart component from the recorded answers, with no request and no key', async () => {
    renderBrazil();
    await waitFor(() => expect(frame('top-partners')).toHaveAttribute('data-state', 'ready'), {
      timeout: 15_000,
    });
    const shownRows = [...frame('top-partners').querySelectorAll('tbody tr')].length;
    const panel = await openPanelOf('top-partners');
    const snippet = await within(panel).findByLabelText<HTMLTextAreaElement>('Embed code');
    const src = new URL(/src="([^"]+)"/.exec(snippet.value)![1]!.replace(/&amp;/g, '&'));
    cleanup();

    // A reader's page: live mode without any key, and every request to the service counted.
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const store = createDataSourceStore({ local: null, session: null });
    store.update({ mode: 'live', baseUrl: BASE, apiKey: '' });
    renderRoutes(
      [{ path: '/embed/*', element: <EmbedRoute /> }],
      `${src.pathname}${src.search}${src.hash}`,
      store,
    );
    await waitFor(() => expect(frame('top-partners')).toHaveAttribute('data-state', 'ready'), {
      timeout: 15_000,
    });
    expect(
      within(frame('top-partners')).getByRole('heading', { name: 'Top export destinations' }),
    ).toBeInTheDocument();
    fireEvent.click(within(frame('top-partners')).getByText('Data table'));
    await waitFor(() => expect(frame('top-partners').querySelectorAll('tbody tr')).toHaveLength(20));
    expect(shownRows).toBe(0); // the view's table was closed: the embed's 20 rows are its own
    expect(screen.getByTestId('embed-source')).toHaveTextContent(/· snapshot$/);
    expect(screen.getByTestId('embed-request-ids')).toHaveTextContent(/Request IDs \(\d+\)req_/);
    expect(requests).toEqual([]);
  }, 60_000);

  /** What an embed shows of the chart: its frame's text (option data, table opened, footer). */
  async function embedShows(path: string, chart: string): Promise<string> {
    const store = createDataSourceStore({ local: null, session: null });
    store.update({ mode: 'live', baseUrl: BASE, apiKey: '' });
    renderRoutes([{ path: '/embed/*', element: <EmbedRoute /> }], path, store);
    await waitFor(() => expect(frame(chart)).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
    fireEvent.click(within(frame(chart)).getByText('Data table'));
    await waitFor(() => expect(frame(chart).querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    const shown = frame(chart).textContent ?? '';
    cleanup();
    return shown;
  }

  /** The service's whole answer to a request, as a recording holds it. */
  async function wholeAnswer(request: string): Promise<RecordedAnswer> {
    const response = await fetch(`${BASE}${request}`, { headers: { Authorization: `Bearer ${KEY}` } });
    const body = (await response.json()) as { data: unknown; request_id: string };
    return { request, data: body.data, requestId: body.request_id };
  }

  it.each([
    ['top-partners', '/countries/BR/partners?'],
    ['exports-series', '/countries/BR/exports'],
    ['product-mix', '/products/'],
  ])(
    'trims the %s snapshot to what the chart reads, and it draws exactly what the whole answers draw',
    async (chart, trimmedRequest) => {
      renderBrazil('/countries/BR');
      await waitFor(() => expect(frame(chart)).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
      const src = await snapshotLinkOf(chart);
      cleanup();
      const trimmed = await decodeSnapshot(src.hash.slice(3));
      const answers = readRecordedAnswers(trimmed.data);
      // The link fixes the years, so the chart needs no coverage (the world summary) answer.
      expect(new URLSearchParams(trimmed.search).get('from')).toMatch(/^\d{4}$/);
      expect(answers.map((a) => a.request)).not.toContain('/trade/summary');

      // The whole recording: the service's untrimmed answers to the same requests, the link's own
      // parameters (no years), and the coverage answer they then need.
      // (Each with the request_id the snapshot names: a new request would have a new one.)
      const refetched = await Promise.all(
        [...answers.map((a) => a.request), '/trade/summary'].map(wholeAnswer),
      );
      const whole = refetched.map((a, i) => ({ ...a, requestId: answers[i]?.requestId ?? a.requestId }));
      const wholeLink = await encodeSnapshot({ ...trimmed, search: '', data: { answers: whole } });
      expect(wholeLink.length).toBeGreaterThan(src.hash.length);
      const trimmedAnswer = answers.find((a) => a.request.startsWith(trimmedRequest))!;
      const wholeAnswerOf = whole.find((a) => a.request === trimmedAnswer.request)!;
      if (chart !== 'exports-series')
        expect(JSON.stringify(trimmedAnswer.data).length).toBeLessThan(
          JSON.stringify(wholeAnswerOf.data).length,
        );
      if (chart === 'top-partners') expect(trimmedAnswer.data).toHaveLength(20);

      const fromTrimmed = await embedShows(`${src.pathname}${src.search}${src.hash}`, chart);
      const fromWhole = await embedShows(`${src.pathname}${src.search}#s=${wholeLink}`, chart);
      expect(fromTrimmed).toBe(fromWhole);
      expect(fromTrimmed).toContain('Brazil');
    },
    90_000,
  );
});

describe('snapshot embed of a group’s pair', () => {
  it('names the group on a reader’s device that has never met it (the recording teaches it)', async () => {
    const store = createDataSourceStore({ local: null, session: null });
    store.update({ mode: 'live', baseUrl: BASE, apiKey: KEY });
    renderRoutes(
      [{ path: '/flows', element: <FlowsView /> }],
      '/flows?reporter=EU&partner=CN&from=2020&to=2024',
      store,
    );
    await waitFor(() => expect(frame('summary-periods')).toHaveAttribute('data-state', 'ready'), {
      timeout: 15_000,
    });
    const src = await snapshotLinkOf('summary-periods');
    cleanup();
    forgetCountryGroups();

    const reader = createDataSourceStore({ local: null, session: null });
    reader.update({ mode: 'live', baseUrl: BASE, apiKey: '' });
    renderRoutes(
      [{ path: '/embed/*', element: <EmbedRoute /> }],
      `${src.pathname}${src.search}${src.hash}`,
      reader,
    );
    await waitFor(() => expect(frame('summary-periods')).toHaveAttribute('data-state', 'ready'), {
      timeout: 15_000,
    });
    expect(frame('summary-periods')).toHaveTextContent('European Union (EU) ⇄ China (CN)');
  }, 60_000);
});
