/**
 * The pickers' failed search is the one error surface: what failed, the rate-limit
 * line, the request ID and Retry, shown under the field; Retry asks again and the options come.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataSourceStore, DEMO_BASE_URL } from '@/api/data-source';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from './providers';
import { CountryPicker } from '@/components/ui/country-picker';
import { ProductPicker } from '@/components/ui/product-picker';

let failing = true;
const rateLimited = () =>
  HttpResponse.json(
    { error: 'rate_limited', message: 'Too many requests', request_id: 'req-limited' },
    { status: 429, headers: { 'Retry-After': '3600', 'X-Request-ID': 'req-limited' } },
  );
const server = setupServer(
  http.get(`${DEMO_BASE_URL}/countries`, () =>
    failing
      ? rateLimited()
      : HttpResponse.json({
          data: [{ id: 'DE', iso3: 'DEU', name: 'Germany', is_group: false }],
          request_id: 'r',
          duration_ms: 1,
        }),
  ),
  http.get(`${DEMO_BASE_URL}/products`, () =>
    failing
      ? rateLimited()
      : HttpResponse.json({
          data: [{ hs6: '090111', name: 'Coffee, not roasted', hs_version: 2022 }],
          request_id: 'r',
          duration_ms: 1,
        }),
  ),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  failing = true;
});
afterAll(() => server.close());

function Harness({ kind }: { kind: 'country' | 'product' }) {
  const [text, setText] = useState('');
  const Picker = kind === 'country' ? CountryPicker : ProductPicker;
  return <Picker label="Pick" text={text} onTextChange={setText} onChoose={() => undefined} />;
}

function renderPicker(kind: 'country' | 'product') {
  const store = createDataSourceStore({ local: null, session: null });
  render(
    <AppProviders queryClient={createQueryClient({ dataSource: store })} store={store}>
      <Harness kind={kind} />
    </AppProviders>,
  );
}

describe.each(['country', 'product'] as const)('%s picker', (kind) => {
  it('shows a failed search with the rate limit, the request ID and Retry; Retry recovers', async () => {
    const user = userEvent.setup();
    renderPicker(kind);
    await user.type(screen.getByRole('combobox', { name: 'Pick' }), kind === 'country' ? 'ger' : 'coffee');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search failed.');
    expect(alert).toHaveTextContent(/Rate-limited until \d\d:\d\d/);
    expect(alert).toHaveTextContent('req-limited');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: /^Retry/ }));
    await user.click(screen.getByRole('combobox', { name: 'Pick' }));
    expect(
      await screen.findByRole('option', { name: kind === 'country' ? /Germany/ : /Coffee/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
