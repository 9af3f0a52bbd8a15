/**
 * Puts a page in live mode against a service (the fault proxy, in the specs that use one) before
 * any of the app's code runs: the data source saved with that base URL, the key remembered for
 * that origin only (a key is bound to the origin it was entered for), an optional time limit.
 */
import type { Page } from '@playwright/test';
import { E2E_API_KEY } from './env';

export async function useLiveService(page: Page, baseUrl: string, requestTimeoutMs?: number): Promise<void> {
  await page.addInitScript(
    ({ url, key, timeoutMs }) => {
      localStorage.setItem(
        'tradescope.data-source',
        JSON.stringify({ mode: 'live', baseUrl: url, ...(timeoutMs ? { requestTimeoutMs: timeoutMs } : {}) }),
      );
      sessionStorage.setItem('tradescope.live-api-key', key);
      sessionStorage.setItem('tradescope.live-api-key-origin', url);
    },
    { url: baseUrl, key: E2E_API_KEY, timeoutMs: requestTimeoutMs },
  );
}
