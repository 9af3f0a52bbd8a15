/**
 * "Get this chart" on the compare view, over the test service in live mode with a
 * secret key: the panel's link, snapshot embed, CSV, curl and citation name the chart and the
 * countries compared, and none of its outputs carries the key.
 */
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readRecordedAnswers } from '@/components/charts/export/recorded-answers';
import {
  everyOutput,
  openChartPanel,
  panelTestSetup,
  PANEL_TEST_BASE,
  saveData,
  isNumberOrEmpty,
  snapshotEmbed,
} from '@/test/get-chart-panel';
import { renderRoutes } from '@/test/render-route';
import { CompareView } from './compare-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const KEY = 'sk-test-SECRET-compare-5c3e';
const BASE = PANEL_TEST_BASE;
const { liveStore, saved } = panelTestSetup(KEY);

describe('Get this chart on the compare view', () => {
  it('names the countries compared in every output, and carries no key', async () => {
    renderRoutes(
      [{ path: '/compare', element: <CompareView /> }],
      '/compare?countries=BR,AR&from=2020&to=2022',
      liveStore(),
    );
    const panel = await openChartPanel('compare-series');

    expect(within(panel).getByLabelText('Link to this chart in its view')).toHaveValue(
      `${window.location.origin}/compare?countries=BR,AR&from=2020&to=2022#chart-compare-series`,
    );
    const { src, snapshot } = await snapshotEmbed(panel);
    expect(src.pathname).toBe('/embed/compare/compare-series');
    expect(src.searchParams.get('countries')).toBe('BR,AR');
    expect(snapshot).toMatchObject({ view: 'compare', chart: 'compare-series' });
    expect(snapshot.subtitle).toMatch(/Brazil.*Argentina/);
    const requests = readRecordedAnswers(snapshot.data).map((a) => a.request);
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/trade\/summary\?.*reporter=BR/),
        expect.stringMatching(/^\/trade\/summary\?.*reporter=AR/),
      ]),
    );

    const { csvName, rows, provenance } = await saveData(panel, saved());
    expect(csvName).toMatch(/^tradescope-compare-compare-series-\d{4}-\d{2}-\d{2}\.csv$/);
    // One header row (the countries, their unit), then a year and plain numbers per row.
    expect(rows[0]).toEqual(['Year', 'Brazil (USD)', 'Argentina (USD)']);
    expect(rows.slice(1).every((r) => typeof r[0] === 'number' && r.slice(1).every(isNumberOrEmpty))).toBe(
      true,
    );
    expect(provenance).toContain(`Title: ${snapshot.title}\r\n`);
    expect(provenance).toMatch(new RegExp(`GET ${BASE}/trade/summary\\?\\S*reporter=AR`));
    expect(provenance).toMatch(/request_id( \d+)?: req_\S+/);

    const curl = within(panel).getByLabelText<HTMLTextAreaElement>('curl').value;
    expect(curl).toMatch(
      new RegExp(`curl -H "Authorization: Bearer \\$TRADE_API_KEY" "${BASE}/trade/summary\\?\\S*reporter=BR`),
    );
    expect(within(panel).getByLabelText<HTMLTextAreaElement>('Citation').value).toMatch(
      /Brazil.*Argentina.*request_id: req_/,
    );

    expect(await everyOutput(panel, saved())).not.toContain(KEY);
  }, 90_000);
});
