/**
 * "Get this chart" on the product view, over the test service in live mode with a
 * secret key: the panel's link, snapshot embed, CSV, curl and citation name the chart and the
 * selection, and none of its outputs carries the key.
 */
import { within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readRecordedAnswers } from '@/components/charts/export/recorded-answers';
import {
  closeChartPanel,
  expectPanelsListSentRequests,
  expectUnitColumnsNumeric,
  everyOutput,
  openChartPanel,
  panelTestSetup,
  PANEL_TEST_BASE,
  saveData,
  snapshotEmbed,
} from '@/test/get-chart-panel';
import { renderRoutes } from '@/test/render-route';
import { ProductView } from './product-view';

vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));

const KEY = 'sk-test-SECRET-product-41d2';
const BASE = PANEL_TEST_BASE;
const { liveStore, saved, sent } = panelTestSetup(KEY);

function Route() {
  const { pid = '' } = useParams();
  return <ProductView pid={pid} />;
}

describe('Get this chart on the product view', () => {
  it('names the product ranking and its years in every output, and carries no key', async () => {
    renderRoutes(
      [{ path: '/products/:pid', element: <Route /> }],
      '/products/090111?from=2020&to=2022',
      liveStore(),
    );
    const panel = await openChartPanel('top-exporters');
    expect(panel).toHaveAccessibleName(/Get this chart: Top exporters/);

    expect(within(panel).getByLabelText('Link to this chart in its view')).toHaveValue(
      `${window.location.origin}/products/090111?from=2020&to=2022#chart-top-exporters`,
    );
    const { src, snippet, snapshot } = await snapshotEmbed(panel);
    expect(src.pathname).toBe('/embed/products/090111/top-exporters');
    expect(src.searchParams.get('from')).toBe('2020');
    expect(snippet).toMatch(/sandbox="allow-scripts/);
    expect(snapshot).toMatchObject({
      view: 'products',
      id: '090111',
      chart: 'top-exporters',
      title: 'Top exporters',
    });
    expect(snapshot.subtitle).toMatch(
      /^Top 10 exporters of 0901\.11 Coffee; not roasted or decaffeinated, 2020–2022$/,
    );
    expect(readRecordedAnswers(snapshot.data).map((a) => a.request.split('?')[0])).toContain(
      '/products/090111/markets',
    );

    const { csvName, rows, provenance, json } = await saveData(panel, saved());
    expect(csvName).toMatch(/^tradescope-products-090111-top-exporters-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows[0]).toEqual(['Country', 'Value (USD)', 'Share of world (fraction)']);
    expect(rows).toHaveLength(11);
    for (const [, value, share] of rows.slice(1)) {
      expect(typeof value).toBe('number');
      expect(share as number).toBeGreaterThan(0);
      expect(share as number).toBeLessThanOrEqual(1);
    }
    expect(provenance).toMatch(/^\uFEFF?Title: Top exporters\r\n/);
    expect(provenance).toMatch(
      new RegExp(`Request( \\d)?: GET ${BASE}/products/090111/markets\\?\\S*from=2020`),
    );
    expect(provenance).toMatch(/request_id( \d)?: req_\S+/);
    expect(JSON.parse(json)).toBeTruthy();

    const curl = within(panel).getByLabelText<HTMLTextAreaElement>('curl').value;
    expect(curl).toContain(
      `curl -H "Authorization: Bearer $TRADE_API_KEY" "${BASE}/products/090111/markets?`,
    );
    expect(within(panel).getByLabelText<HTMLTextAreaElement>('Citation').value).toMatch(
      /Top exporters: Top 10 exporters of 0901\.11 Coffee; not roasted or decaffeinated, 2020–2022.*request_id: req_/,
    );
    expect(within(panel).getByLabelText<HTMLTextAreaElement>('BibTeX').value).toMatch(
      /^@misc\{tradescope_top_exporters/,
    );

    expect(await everyOutput(panel, saved())).not.toContain(KEY);
  }, 90_000);

  it('lists for each product insight exactly the URLs its queries asked, read off the queries themselves', async () => {
    renderRoutes(
      [{ path: '/products/:pid', element: <Route /> }],
      '/products/090111?from=2020&to=2022',
      liveStore(),
    );
    await expectPanelsListSentRequests(['exporter-specialisation', 'changes-exporters'], sent);

    // Their files hold the table's figures as numbers, the unit in the header, as every chart's.
    const headers: unknown[][] = [];
    for (const id of ['exporter-specialisation', 'changes-exporters']) {
      saved().length = 0;
      const panel = await openChartPanel(id);
      const { rows } = await saveData(panel, saved());
      expectUnitColumnsNumeric(rows, id);
      headers.push(rows[0]!);
      await closeChartPanel(panel);
    }
    expect(headers[0]).toEqual([
      'Exporter',
      'RCA',
      'Exports of the product (USD)',
      'Share of world exports (fraction)',
      'Share of its exports (fraction)',
    ]);
    expect(headers[1]).toContain('Part of the total change (fraction)');
  }, 120_000);
});
