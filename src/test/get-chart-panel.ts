/**
 * Helpers for component tests of the "Get this chart" panel over a view in live mode
 * with a secret key: open the panel of a chart, catch every file it saves, read its embed link
 * and snapshot, and gather every output it offers (to search them all for the key).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createDataSourceStore, type DataSourceStore } from '@/api/data-source';
import { decodeSnapshot, type ChartSnapshot } from '@/components/charts/export/snapshot';
import { setupTestServer, TEST_SERVER_LISTEN_OPTIONS } from '@/emulator/node/setup-test-server';

export const PANEL_TEST_BASE = 'https://tds.test.example';

/**
 * The test service at PANEL_TEST_BASE accepting `key`, listening for the file's tests, and the
 * files each test saves. Returns a live-mode store with the key (what the user has), the saved
 * files and every URL the test's page sent to the service (path and query as sent).
 */
export function panelTestSetup(key: string): {
  liveStore: () => DataSourceStore;
  saved: () => SavedFile[];
  sent: () => string[];
} {
  const { server, limiter } = setupTestServer({ keys: [key], baseUrl: PANEL_TEST_BASE });
  let saved: SavedFile[] = [];
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    sent.push(request.url);
  });
  beforeAll(() => server.listen(TEST_SERVER_LISTEN_OPTIONS));
  beforeEach(() => {
    saved = catchSavedFiles();
    sent.length = 0;
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    limiter.reset();
  });
  afterAll(() => server.close());
  const liveStore = () => {
    const store = createDataSourceStore({ local: null, session: null });
    store.update({ mode: 'live', baseUrl: PANEL_TEST_BASE, apiKey: key });
    return store;
  };
  return { liveStore, saved: () => saved, sent: () => [...sent] };
}

export interface SavedFile {
  name: string;
  text: Promise<string>;
}

/** Catches the files the panel saves (object URLs and the download link's click); call in beforeEach. */
export function catchSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ name: 'blob', text: (blob as Blob).text() });
    return 'blob:test';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last && last.name === 'blob') last.name = this.download;
  });
  replaceClipboard();
  return saved;
}

/**
 * A clipboard whose writes resolve. Defined, not assigned: test files share their worker's jsdom,
 * and user-event in an earlier file may have left a clipboard with a getter only.
 */
function replaceClipboard() {
  const clipboard = { writeText: vi.fn(() => Promise.resolve()) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true, writable: true });
}

const chartFrame = (id: string) => document.querySelector<HTMLElement>(`[data-chart="${id}"]`)!;

/** Waits for the chart to be ready, then opens its panel. */
export async function openChartPanel(id: string): Promise<HTMLElement> {
  await waitFor(() => expect(chartFrame(id)).toHaveAttribute('data-state', 'ready'), { timeout: 30_000 });
  return openPanelOf(id);
}

/** Opens the chart's panel, whatever the chart's state, once the panel is open and named. */
export async function openPanelOf(id: string): Promise<HTMLElement> {
  fireEvent.click(within(chartFrame(id)).getByRole('button', { name: /Get this chart/ }));
  // The panel's code loads on demand and its first render can give way to the next one: wait for
  // the panel that stays, named by its heading.
  await waitFor(
    () => expect(screen.getByTestId('get-chart-panel')).toHaveAccessibleName(/^Get this chart: /),
    { timeout: 10_000 },
  );
  return screen.getByTestId('get-chart-panel');
}

/** The URLs of the panel's curl commands, in their order. */
export function curlUrls(panel: HTMLElement): string[] {
  const curl = within(panel).getByLabelText<HTMLTextAreaElement>('curl').value;
  return curl.split('\n').map((line) => /"(https?:\/\/[^"]+)"$/.exec(line)?.[1] ?? line);
}

/** Closes the open panel and waits until it is gone. */
export async function closeChartPanel(panel: HTMLElement): Promise<void> {
  fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByTestId('get-chart-panel')).toBeNull());
}

/**
 * For each chart, its panel lists more than one request and every one of them, character for
 * character, is a request the page sent.
 */
export async function expectPanelsListSentRequests(ids: readonly string[], sent: () => string[]) {
  for (const id of ids) {
    const panel = await openChartPanel(id);
    const urls = curlUrls(panel);
    expect(urls.length, id).toBeGreaterThan(1);
    for (const url of urls) expect(sent(), `${id}: ${url}`).toContain(url);
    await closeChartPanel(panel);
  }
}

/** The snapshot embed's iframe `src` once the recording is done, and its snapshot decoded. */
export async function snapshotEmbed(
  panel: HTMLElement,
): Promise<{ src: URL; snippet: string; snapshot: ChartSnapshot }> {
  const field = () => within(panel).getByLabelText<HTMLTextAreaElement>('Embed code');
  await waitFor(() => expect(field().value).toContain('#s='), { timeout: 30_000 });
  const snippet = field().value;
  const src = new URL(/src="([^"]+)"/.exec(snippet)![1]!.replace(/&amp;/g, '&'));
  return { src, snippet, snapshot: await decodeSnapshot(src.hash.slice(3)) };
}

/**
 * Saves the CSV (with its provenance file) and the JSON; returns their names and texts, and the
 * CSV parsed by a CSV library (numbers as numbers).
 */
export async function saveData(
  panel: HTMLElement,
  saved: SavedFile[],
): Promise<{ csvName: string; csv: string; rows: unknown[][]; provenance: string; json: string }> {
  fireEvent.click(within(panel).getByRole('button', { name: 'Download CSV' }));
  fireEvent.click(within(panel).getByRole('button', { name: 'Download JSON' }));
  const csv = saved.find((f) => f.name.endsWith('.csv'))!;
  const provenance = saved.find((f) => f.name === csv.name.replace(/\.csv$/, '-provenance.txt'))!;
  const json = saved.find((f) => f.name.endsWith('.json'))!;
  const text = await csv.text;
  const parsed = Papa.parse<unknown[]>(text, { dynamicTyping: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return {
    csvName: csv.name,
    csv: text,
    rows: parsed.data,
    provenance: await provenance.text,
    json: await json.text,
  };
}

/** Every text the panel shows or offers: its text, its fields' values, the saved files. */
export async function everyOutput(panel: HTMLElement, saved: SavedFile[]): Promise<string> {
  const values = [...panel.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map(
    (e) => e.value,
  );
  const files = await Promise.all(saved.map((f) => f.text));
  return [panel.textContent ?? '', ...values, ...files].join('\n');
}

/** A CSV cell as a CSV library reads it: a plain number, or empty (a value not available). */
export function isNumberOrEmpty(cell: unknown): boolean {
  return cell === null || (typeof cell === 'number' && Number.isFinite(cell));
}

/**
 * A chart's CSV as the page's table, numbers as numbers: every column whose header names a unit
 * ("(USD)", "(fraction)") holds plain numbers or nothing, in at least one row.
 */
export function expectUnitColumnsNumeric(rows: unknown[][], id: string): void {
  const [header = [], ...body] = rows;
  const unitColumns = header.flatMap((h, i) => (/\((USD|fraction)\)$/.test(String(h)) ? [i] : []));
  expect(unitColumns.length, `${id}: columns with a unit`).toBeGreaterThan(0);
  expect(body.length, `${id}: rows`).toBeGreaterThan(0);
  for (const row of body)
    for (const i of unitColumns)
      expect(isNumberOrEmpty(row[i]), `${id}: ${String(header[i])} = ${String(row[i])}`).toBe(true);
}
