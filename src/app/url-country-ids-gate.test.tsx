/**
 * A link naming a group the client has not met yet (a new device, nothing learned) opens on the
 * group, not on "All reporters": the view waits for the service's answer about the id.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useParams, useSearchParams } from 'react-router';
import { FlowsView } from '@/features/flows/flows-view';
import { ProductView } from '@/features/products/product-view';
import { forgetCountryGroups, isCountryGroupId } from '@/lib/country-groups';
import { envelopeFrom, installTestServer } from '@/test/msw';
import { parse } from '@/lib/url-state';
import { renderRoutes } from '@/test/render-route';
import { EmbedRoute } from './routes/embed';
import { UrlCountryIdsGate } from './url-country-ids-gate';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const { server } = installTestServer();
afterEach(() => cleanup());
beforeEach(() => forgetCountryGroups());

function renderFlows(path: string) {
  renderRoutes(
    [
      {
        path: '/flows',
        element: (
          <UrlCountryIdsGate>
            <FlowsView />
          </UrlCountryIdsGate>
        ),
      },
    ],
    path,
  );
}

describe('a URL naming a country id the client cannot place yet', () => {
  it('asks the service first, then opens the pair of the group it names', async () => {
    renderFlows('/flows?reporter=EU&partner=CN&from=2020&to=2024');
    expect(screen.getByRole('status')).toHaveTextContent('Asking the service about “EU”…');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'European Union (EU) ⇄ China (CN): trade in both directions, 2020–2024',
      }),
    ).toBeInTheDocument();
    expect(isCountryGroupId('EU')).toBe(true);
    expect(screen.queryByText(/is not a known country code/)).not.toBeInTheDocument();
  });

  it('ignores an id the service does not know, saying so', async () => {
    renderFlows('/flows?reporter=QQ&partner=CN&from=2020&to=2024');
    expect(await screen.findByTestId('url-notices')).toHaveTextContent('"QQ" is not a known country code');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^All reporters → China \(CN\)/ }),
    ).toBeInTheDocument();
  });

  it('in a live embed too: the chart of a group’s pair names the group, not "All reporters"', async () => {
    renderRoutes(
      [{ path: '/embed/*', element: <EmbedRoute /> }],
      '/embed/flows/pair-products?reporter=EU&partner=CN&from=2024&to=2024',
    );
    const chart = await screen.findByRole('figure', { name: 'What the pair trades' }, { timeout: 30_000 });
    await vi.waitFor(() => expect(chart).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
    expect(chart).toHaveTextContent('European Union (EU) ⇄ China (CN)');
    expect(chart).not.toHaveTextContent('All reporters');
  });

  it('names the World by its name where a view reads its id (a product’s series with the World as reporter)', async () => {
    function Product() {
      return <ProductView pid={useParams().pid ?? ''} />;
    }
    const element = (
      <UrlCountryIdsGate>
        <Product />
      </UrlCountryIdsGate>
    );
    renderRoutes([{ path: '/products/:pid', element }], '/products/27?reporter=XW&from=2020&to=2024');
    const series = await screen.findByRole('figure', { name: /exports of 27/ }, { timeout: 30_000 });
    expect(series).toHaveAccessibleName(/^World's exports of 27/);
  });

  it('searches for three letters a service built otherwise names a group (EUN), then reads them as that group', async () => {
    const searched: string[] = [];
    server.use(
      envelopeFrom('/countries', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        searched.push(q);
        return q === 'EUN' ? [{ id: 'EUN', iso3: null, name: 'European Union', is_group: true }] : [];
      }),
    );
    function ReadUrl() {
      const { state, notices } = parse(useSearchParams()[0]);
      return (
        <p>
          reporter {state.reporter ?? 'none'}, partner {state.partner ?? 'none'};{' '}
          {notices.map((n) => n.message).join(' ')}
        </p>
      );
    }
    renderRoutes(
      [
        {
          path: '/flows',
          element: (
            <UrlCountryIdsGate>
              <ReadUrl />
            </UrlCountryIdsGate>
          ),
        },
      ],
      '/flows?reporter=EUN&partner=QQQ',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Asking the service about “EUN”, “QQQ”…');
    expect(await screen.findByText(/^reporter EUN, partner none;/)).toHaveTextContent(
      '"QQQ" is not a country code',
    );
    expect(searched.sort()).toEqual(['EUN', 'QQQ']);
    expect(isCountryGroupId('EUN')).toBe(true);
  });
});
