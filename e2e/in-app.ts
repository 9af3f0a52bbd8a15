import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Goes to a page in the app (history and popstate, as Back and Forward do), without a reload:
 * the app is loaded once and the next page mounts in it, as a visitor reaches it (35 to 45% less
 * time than a full load per page in the variant runs: docs/test-time.md).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    (document.activeElement as HTMLElement | null)?.blur();
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The layout moves focus to the main landmark once the router has rendered the new page, so
  // nothing after this reads the page before.
  await expect(page.locator('main#main'), `${path}: the app went there`).toBeFocused({ timeout: 30_000 });
}
