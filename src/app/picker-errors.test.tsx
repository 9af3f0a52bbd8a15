/**
 * The pickers' failed search is the one error surface: what failed, the rate-limit
 * line, the request ID and Retry, shown under the field; Retry asks again and the options come.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataSourceStore, DEMO_BASE_URL } from '@/api/data-source';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from './providers';
import { CountryPicker } from '@/components/ui/country-picker';
import { ProductPicker } from '@/components/ui/product-picker';
import { envelopeResponse, installStubServer, serviceErrorResponse } from '@/test/msw';

let failing = true;
const rateLimited = () =>
  serviceErrorResponse(429, 'rate_limited', {
    message: 'Too many requests',
    requestId: 'req-limited',
    retryAfterSeconds: 3600,
  });
/** Rate-limited until the test sets `failing` to false, then `data`. */
const answer = (data: unknown) => () =>
  failing ? rateLimited() : envelopeResponse(data, { requestId: 'r' });
installStubServer(
  http.get(
    `${DEMO_BASE_URL}/countries`,
    answer([{ id: 'DE', iso3: 'DEU', name: 'Germany', is_group: false }]),
  ),
  http.get(
    `${DEMO_BASE_URL}/products`,
    answer([{ hs6: '090111', name: 'Coffee, not roasted', hs_version: 2022 }]),
  ),
);

afterEach(() => {
  cleanup();
  failing = true;
});

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
