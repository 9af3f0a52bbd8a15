/**
 * A view may hand its live embed as a module fetched when the panel opens (not in the
 * view's first bytes). If that fetch fails, the panel still offers the link and the live embed;
 * only the snapshot, which needs the recording, is not offered. Until the chart's requests are
 * known, no file or citation is offered without them. (The panel with a fetched embed is tested
 * through the country view: country-export-panel.test.tsx.)
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchSavedFiles, type SavedFile } from '@/test/get-chart-panel';
import type { ChartExportScope } from './chart-export';
import { GetChartPanel } from './get-chart-panel';

afterEach(cleanup);
let saved: SavedFile[] = [];
beforeEach(() => {
  saved = catchSavedFiles();
});

const scopeWith = (loadLive: ChartExportScope['loadLive']): ChartExportScope => ({
  view: 'countries',
  id: 'BR',
  search: 'to=2024',
  source: {
    name: 'Trade Data Service v1 at https://x.test',
    synthetic: false,
    baseUrl: 'https://x.test',
  },
  loadLive,
});

function renderPanel(scope: ChartExportScope) {
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
}

describe('Get this chart, live embed fetched on open', () => {
  it('offers no file and no citation while the requests behind the chart are being found', () => {
    renderPanel(scopeWith(() => new Promise(() => undefined)));
    const data = screen.getByRole('heading', { name: 'Data' }).closest('section')!;
    expect(within(data).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(within(data).getByRole('button', { name: 'Download JSON' })).toBeDisabled();
    expect(within(data).getByRole('status')).toHaveTextContent('Finding the requests behind this chart…');
    const cite = screen.getByRole('heading', { name: 'Cite' }).closest('section')!;
    expect(within(cite).queryByLabelText('Citation')).toBeNull();
    expect(within(cite).getByRole('status')).toHaveTextContent('Finding the requests behind this chart…');
  });

  it('offers the link and the live embed, not the snapshot, when the embed code cannot be fetched', async () => {
    const loadLive = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderPanel(scopeWith(loadLive));
    expect(loadLive).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Snapshot/ })).toBeDisabled());
    expect(screen.getByRole('radio', { name: /Live/ })).toBeChecked();
    expect(screen.getByLabelText('Link to this chart in its view')).toHaveValue(
      'https://app.test/countries/BR?to=2024#chart-top-partners',
    );
    expect(screen.queryByTestId('chart-recorder')).toBeNull();

    // The files are offered, and say that the requests are not known.
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const provenance = await saved.find((f) => f.name.endsWith('-provenance.txt'))!.text;
    expect(provenance).toContain('Request: not known (the requests behind these rows could not be recorded)');
    expect(screen.getByLabelText('Citation')).toBeInTheDocument();
  });
});
