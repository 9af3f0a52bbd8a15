/**
 * When the full view's insights ask for their data: after the first screen's charts' requests
 * have answered, or earlier once the insights come near the viewport; never left waiting when a
 * first-screen request fails.
 */
import { cleanup, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_BASE_URL } from '@/api/data-source';
import { renderRoutes } from '@/test/render-route';
import { installTestServer, serviceError } from '@/test/msw';
import { CountryView } from '../country-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const { server } = installTestServer();
const sent: string[] = [];
server.events.on('request:start', ({ request }) => sent.push(request.url));
afterEach(() => {
  cleanup();
  sent.length = 0;
  vi.unstubAllGlobals();
});

function Route() {
  const { cid = '' } = useParams();
  return <CountryView cid={cid} />;
}

const chart = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`);
/** The insights' first request: the World group (the specialisations' ranking needs its id). */
const worldGroupAsked = () => sent.some((url) => new URL(url).searchParams.get('q') === 'World');

/** Holds the view's export series (a first-screen request only the six charts make) until released. */
function holdExportSeries() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${DEMO_BASE_URL}/countries/:cid/exports`, async () => {
      await released;
    }),
  );
  return release;
}

const open = () =>
  renderRoutes([{ path: '/countries/:cid', element: <Route /> }], '/countries/BR?from=2012&to=2024');

describe("the country view's insights start", () => {
  it("once the first screen's requests have answered", async () => {
    const release = holdExportSeries();
    open();
    await waitFor(() => expect(chart('top-partners')).toHaveAttribute('data-state', 'ready'), {
      timeout: 30_000,
    });
    expect(worldGroupAsked()).toBe(false);
    expect(chart('changes-partners')).toHaveAttribute('data-state', 'loading');
    release();
    await waitFor(() => expect(chart('changes-partners')).toHaveAttribute('data-state', 'ready'), {
      timeout: 30_000,
    });
    expect(worldGroupAsked()).toBe(true);
  });

  it('when they come near the viewport, before the first screen has answered', async () => {
    const release = holdExportSeries();
    // A viewport the insights are near at once.
    class NearAtOnce {
      constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        queueMicrotask(() => this.report([{ isIntersecting: true }]));
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', NearAtOnce);
    open();
    await waitFor(() => expect(worldGroupAsked()).toBe(true), { timeout: 30_000 });
    expect(chart('exports-series')).toHaveAttribute('data-state', 'loading');
    release();
  });

  it('when a first-screen request has failed', async () => {
    server.use(serviceError('/countries/{cid}/exports', 500, 'internal_error'));
    open();
    await waitFor(() => expect(chart('changes-partners')).toHaveAttribute('data-state', 'ready'), {
      timeout: 60_000,
    });
    expect(chart('exports-series')).toHaveAttribute('data-state', 'error');
  });
});
