// @vitest-environment node
/**
 * demo-public/worker-prelude.js, which vite.config.ts puts in front of msw's worker: only requests
 * to the demo service reach msw; every other one is stopped before msw's listener, unanswered, so
 * the browser fetches it for the page and the page's abort closes it (e2e/demo-worker.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_BASE_URL } from '@/api/data-source';

type FetchListener = (event: {
  request: { url: string };
  stopImmediatePropagation: () => void;
  respondWith: () => void;
}) => void;

function installPrelude(): FetchListener {
  const listeners: FetchListener[] = [];
  const self = {
    addEventListener: (type: string, listener: FetchListener) => type === 'fetch' && listeners.push(listener),
  };
  const code = readFileSync(new URL('../../../demo-public/worker-prelude.js', import.meta.url), 'utf8');
  runInNewContext(code, { self });
  expect(listeners).toHaveLength(1);
  return listeners[0]!;
}

function dispatch(listener: FetchListener, url: string) {
  const event = { request: { url }, stopImmediatePropagation: vi.fn(), respondWith: vi.fn() };
  listener(event);
  return event;
}

describe('the demo worker prelude', () => {
  const listener = installPrelude();

  it('lets requests to the demo service through to msw', () => {
    for (const path of ['/countries', '/trade/summary?reporter=DE', '/products/090111'])
      expect(dispatch(listener, `${DEMO_BASE_URL}${path}`).stopImmediatePropagation).not.toHaveBeenCalled();
  });

  it('keeps every other request from msw, unanswered (the browser fetches it for the page)', () => {
    for (const url of [
      'https://tds.example.org/countries/DE/products?flow=export',
      'http://127.0.0.1:8823/countries',
      'http://127.0.0.1:4223/assets/index.js',
      `${DEMO_BASE_URL}.evil.example/countries`,
      'https://demo.tradescope.invalid.example/countries',
    ]) {
      const event = dispatch(listener, url);
      expect(event.stopImmediatePropagation, url).toHaveBeenCalledOnce();
      expect(event.respondWith, url).not.toHaveBeenCalled();
    }
  });
});
