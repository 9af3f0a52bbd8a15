/**
 * The one axe check of the browser tests: any WCAG A/AA or best-practice violation fails with
 * its rule, impact, help and elements.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * On a page without frames, axe runs in the page itself (the builder's legacy mode): the same
 * rules and results, without the blank page the default mode opens to merge each frame's results,
 * which took about 2 of a scan's 3 to 5 s here. Any frame (an embed's iframe, a sandboxed preview,
 * whose origin is opaque) keeps the default mode, the one that tests cross-origin frames.
 */
export async function expectAxeClean(page: Page) {
  const builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
