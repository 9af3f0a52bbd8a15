/**
 * What every perf script does to load a view in live mode against `npm run api` and to know when
 * its charts are drawn. One copy, so that the scripts cannot disagree on the storage keys the app
 * reads (data-source.ts) or on what "ready" means (ui-contract.md's `data-state`).
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { ApiServer } from './servers';

/** Storage and globals set before any page script runs. */
export interface PageInit {
  local?: Record<string, string>;
  session?: Record<string, string>;
  globals?: Record<string, unknown>;
}

/** Live mode against `api`: the data source, the key and the origin it was entered for (data-source.ts binds a key to its origin). */
export function liveInit(api: ApiServer): PageInit {
  return {
    local: { 'tradescope.data-source': JSON.stringify({ mode: 'live', baseUrl: api.baseUrl }) },
    session: {
      'tradescope.live-api-key': api.key,
      'tradescope.live-api-key-origin': new URL(api.baseUrl).origin,
    },
  };
}

/** Sets `init` in every page of `target` before its scripts run. */
export async function addPageInit(target: BrowserContext | Page, init: PageInit): Promise<void> {
  await target.addInitScript((i: PageInit) => {
    for (const [k, v] of Object.entries(i.local ?? {})) localStorage.setItem(k, v);
    for (const [k, v] of Object.entries(i.session ?? {})) sessionStorage.setItem(k, v);
    Object.assign(window, i.globals ?? {});
  }, init);
}

/** Resolves once the page shows at least `count` charts and every one of them is ready. */
export async function waitForReadyCharts(page: Page, count = 6): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const charts = [...document.querySelectorAll('[data-chart]')];
      return charts.length >= n && charts.every((c) => c.getAttribute('data-state') === 'ready');
    },
    count,
    { timeout: 120_000, polling: 50 },
  );
}
