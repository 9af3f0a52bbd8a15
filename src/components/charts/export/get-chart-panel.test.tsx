/**
 * A view may hand its live embed as a module fetched when the panel opens (not in the
 * view's first bytes). If that fetch fails, the panel still offers the link and the live embed;
 * only the snapshot, which needs the recording, is not offered. (The panel with a fetched embed
 * is tested through the country view: country-export-panel.test.tsx.)
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartExportScope } from './chart-export';
import { GetChartPanel } from './get-chart-panel';

afterEach(cleanup);

describe('Get this chart, live embed fetched on open', () => {
  it('offers the link and the live embed, not the snapshot, when the embed code cannot be fetched', async () => {
    const loadLive = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const scope: ChartExportScope = {
      view: 'countries',
      id: 'BR',
      search: 'to=2024',
      source: {
        name: 'Trade Data Service v1 at https://x.test',
        synthetic: false,
        baseUrl: 'https://x.test',
      },
      loadLive,
    };
    render(
      <GetChartPanel
        model={{
          chartId: 'top-partners',
          title: 'Top export destinations',
          subtitle: 'Brazil, 2024',
          table: { columns: ['Partner', 'Value'], rows: [['Argentina', '1']] },
          requests: [],
        }}
        scope={scope}
        state="ready"
        theme="light"
        onClose={() => undefined}
        origin="https://app.test"
      />,
    );
    expect(loadLive).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Snapshot/ })).toBeDisabled());
    expect(screen.getByRole('radio', { name: /Live/ })).toBeChecked();
    expect(screen.getByLabelText('Link to this chart in its view')).toHaveValue(
      'https://app.test/countries/BR?to=2024#chart-top-partners',
    );
    expect(screen.queryByTestId('chart-recorder')).toBeNull();
  });
});
