/**
 * "Get this chart" on the flow explorer, over the test service in live mode with a
 * secret key: the panel's link, snapshot embed, CSV, curl and citation name the chart and the
 * pair, and none of its outputs carries the key.
 */
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readRecordedAnswers } from '@/components/charts/export/recorded-answers';
import {
  expectPanelsListSentRequests,
  everyOutput,
  openChartPanel,
  panelTestSetup,
  PANEL_TEST_BASE,
  saveData,
  isNumberOrEmpty,
  snapshotEmbed,
} from '@/test/get-chart-panel';
import { renderRoutes } from '@/test/render-route';
import { FlowsView } from './flows-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const KEY = 'sk-test-SECRET-flows-77ab';
const BASE = PANEL_TEST_BASE;
const { liveStore, saved, sent } = panelTestSetup(KEY);

describe('Get this chart on the flow explorer', () => {
  it('names the pair’s series in both directions and its years in every output, and carries no key', async () => {
    renderRoutes(
      [{ path: '/flows', element: <FlowsView /> }],
      '/flows?reporter=BR&partner=CN&from=2020&to=2022',
      liveStore(),
    );
    const panel = await openChartPanel('summary-periods');
    expect(panel).toHaveAccessibleName(/Get this chart: Both directions per year/);

    expect(within(panel).getByLabelText('Link to this chart in its view')).toHaveValue(
      `${window.location.origin}/flows?reporter=BR&partner=CN&from=2020&to=2022#chart-summary-periods`,
    );
    const { src, snapshot } = await snapshotEmbed(panel);
    expect(src.pathname).toBe('/embed/flows/summary-periods');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      reporter: 'BR',
      partner: 'CN',
      from: '2020',
      to: '2022',
    });
    expect(snapshot).toMatchObject({
      view: 'flows',
      chart: 'summary-periods',
      title: 'Both directions per year',
    });
    expect(snapshot.subtitle).toMatch(/Brazil.*China.*2020–2022/);
    const requests = readRecordedAnswers(snapshot.data).map((a) => a.request);
    expect(requests).toContain('/trade/summary?flow=export&from=2020&partner=CN&reporter=BR&to=2022');

    const { csvName, rows, provenance } = await saveData(panel, saved());
    expect(csvName).toMatch(/^tradescope-flows-summary-periods-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows[0]).toEqual([
      'Year',
      expect.stringMatching(/\(USD\)$/),
      expect.stringMatching(/\(USD\)$/),
      expect.stringMatching(/\(USD\)$/),
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([2020, 2021, 2022]);
    expect(rows.slice(1).every((r) => r.slice(1).every(isNumberOrEmpty))).toBe(true);
    expect(provenance).toMatch(/^\uFEFF?Title: Both directions per year\r\n/);
    expect(provenance).toMatch(new RegExp(`Request( \\d)?: GET ${BASE}/trade/summary\\?\\S*reporter=BR`));
    expect(provenance).toMatch(/request_id( \d)?: req_\S+/);
    expect(provenance).not.toMatch(/n\/a/);

    const curl = within(panel).getByLabelText<HTMLTextAreaElement>('curl').value;
    expect(curl).toMatch(
      new RegExp(`curl -H "Authorization: Bearer \\$TRADE_API_KEY" "${BASE}/trade/summary\\?\\S*partner=CN`),
    );
    expect(within(panel).getByLabelText<HTMLTextAreaElement>('Citation').value).toMatch(
      /Both directions per year: .*Brazil.*China.*request_id: req_/,
    );

    expect(await everyOutput(panel, saved())).not.toContain(KEY);
  }, 90_000);

  it('lists for each pair insight exactly the URLs its queries asked, read off the queries themselves', async () => {
    renderRoutes(
      [{ path: '/flows', element: <FlowsView /> }],
      '/flows?reporter=BR&partner=CN&from=2020&to=2022',
      liveStore(),
    );
    await expectPanelsListSentRequests(['changes-pair-products', 'pair-dependence'], sent);
  }, 120_000);
});
