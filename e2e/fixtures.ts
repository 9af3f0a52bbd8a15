/**
 * The `test` every browser test uses. It watches the page for the whole test:
 * - any console error or uncaught page error fails the test (unless the test declares it
 *   expected, e.g. the browser's own "401" network log in the wrong-key test);
 * - every request (page and service worker) is recorded with its headers, so a test can prove
 *   the API key travels only in the `Authorization` header.
 */
import { test as base, expect, type Request } from '@playwright/test';

export { expect };

interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  postData: string | null;
}

export interface PageGuard {
  /** Console messages of type error, and uncaught exceptions, in order. */
  readonly errors: string[];
  /** Every URL the page's main frame showed, including history API navigations. */
  readonly navigations: string[];
  /** Declare an expected console error (matched against the message text). */
  allowError(pattern: RegExp): void;
  /** All requests seen so far, headers resolved. */
  requests(): Promise<RecordedRequest[]>;
  /**
   * Asserts the key occurs nowhere but in `Authorization` headers: no URL (requests and the
   * address bar), no other header, no request body, nothing in localStorage.
   * Also asserts at least one request did carry it as `Bearer <key>`, so the check cannot pass
   * vacuously on a page that never called the API.
   */
  expectKeyOnlyInAuthorization(key: string): Promise<void>;
}

function occurrences(text: string, key: string): boolean {
  return text.includes(key) || text.includes(encodeURIComponent(key));
}

/** A request as recorded, with the headers sent (the raw ones where the browser reports them). */
function withHeaders(req: Request): Promise<RecordedRequest> {
  const recorded = (headers: Record<string, string>) => ({
    url: req.url(),
    method: req.method(),
    headers,
    postData: req.postData(),
  });
  return req.allHeaders().then(recorded, () => recorded(req.headers()));
}

export const test = base.extend<{ guard: PageGuard }>({
  guard: [
    async ({ page, context }, use, testInfo) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      const navigations: string[] = [];
      const seen: Request[] = [];

      page.on('console', (msg) => {
        if (msg.type() === 'error') {
          const where = msg.location().url ? ` (${msg.location().url})` : '';
          errors.push(`console.error: ${msg.text()}${where}`);
        }
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      // Context level: also sees requests made by the msw service worker. Their headers are read
      // only when a test asks for them: most tests never do, and reading every request's cost
      // the browser and the test worker CPU on each of the suite's thousands of requests.
      const record = (req: Request) => seen.push(req);
      context.on('request', record);
      const recorded = () => Promise.all(seen.map(withHeaders));

      const guard: PageGuard = {
        errors,
        navigations,
        allowError: (pattern) => allowed.push(pattern),
        requests: recorded,
        async expectKeyOnlyInAuthorization(key) {
          const requests = await recorded();
          const leaks: string[] = [];
          let authorised = 0;
          for (const r of requests) {
            if (occurrences(r.url, key)) leaks.push(`URL of ${r.method} ${r.url}`);
            for (const [name, value] of Object.entries(r.headers)) {
              if (name.toLowerCase() === 'authorization') {
                if (value === `Bearer ${key}`) authorised += 1;
              } else if (occurrences(value, key)) {
                leaks.push(`header ${name} of ${r.method} ${r.url}`);
              }
            }
            if (r.postData && occurrences(r.postData, key)) leaks.push(`body of ${r.method} ${r.url}`);
          }
          for (const url of [...navigations, page.url()]) {
            if (occurrences(url, key)) leaks.push(`address bar ${url}`);
          }
          const local = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
          if (occurrences(local, key)) leaks.push('localStorage');
          expect(leaks, 'the API key must travel only in the Authorization header').toEqual([]);
          expect(authorised, 'no request carried the key as Authorization: Bearer').toBeGreaterThan(0);
        },
      };

      await use(guard);

      context.off('request', record);
      const unexpected = errors.filter((e) => !allowed.some((re) => re.test(e)));
      if (unexpected.length > 0) {
        await testInfo.attach('browser-errors', { body: unexpected.join('\n'), contentType: 'text/plain' });
      }
      expect(unexpected, 'console errors or page errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});
