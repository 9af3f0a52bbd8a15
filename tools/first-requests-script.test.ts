// @vitest-environment jsdom
/**
 * The early script's build and the line of index.html that starts it: only on its routes, under
 * Vite's base, and a bundle that carries none of the app's framework code.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_REQUEST_ROUTES } from '../src/app/first-requests/routes';
import { buildFirstRequestsScript, bundleFiles, startScript } from './first-requests-script';

// Tests run from the project's root.
const ROOT = process.cwd();

function run(pathname: string, base = '/') {
  window.history.replaceState(null, '', pathname);
  // The inline script is a string by design (it goes into index.html): running it is the test.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(
    startScript(base, Object.values(FIRST_REQUEST_ROUTES), 'assets/first-requests-abc.js', {
      'world-geometry': 'assets/world-geometry.worker-x.js',
    }),
  )();
  return [...document.head.querySelectorAll('script[src]')].map((s) =>
    (s as HTMLScriptElement).getAttribute('src'),
  );
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the line that starts the early script', () => {
  it('adds the script, at high priority, on the routes with first requests only', () => {
    expect(run('/countries/DE')).toEqual(['/assets/first-requests-abc.js']);
    expect(document.head.querySelector('script')?.fetchPriority).toBe('high');
    // The map's geometry worker, which it starts too: its built file, under the base.
    expect(document.head.querySelector('script')?.dataset['worldGeometry']).toBe(
      '/assets/world-geometry.worker-x.js',
    );
    document.head.innerHTML = '';
    for (const path of ['/', '/settings', '/products/0901', '/countries/DE/x', '/embed/countries/DE'])
      expect(run(path), path).toEqual([]);
  });

  it('matches under the base path and not outside it', () => {
    expect(run('/tradescope/countries/DE', '/tradescope/')).toEqual([
      '/tradescope/assets/first-requests-abc.js',
    ]);
    expect(document.head.querySelector('script')?.dataset['worldGeometry']).toBe(
      '/tradescope/assets/world-geometry.worker-x.js',
    );
    document.head.innerHTML = '';
    expect(run('/countries/DE', '/tradescope/')).toEqual([]);
  });
});

describe('the files the early script starts', () => {
  it('are found in the bundle, one each, or the build fails', () => {
    const pattern = { 'world-geometry': /world-geometry\.worker-[\w-]+\.js$/ };
    expect(bundleFiles(['assets/index-a.js', 'assets/world-geometry.worker-C9_x.js'], pattern)).toEqual({
      'world-geometry': 'assets/world-geometry.worker-C9_x.js',
    });
    expect(() => bundleFiles(['assets/index-a.js'], pattern)).toThrow(/matches 0 files/);
  });
});

describe('the early script bundle', () => {
  it('is one script without React, the router, the query client or the number formatters', async () => {
    const code = await buildFirstRequestsScript(
      {
        root: ROOT,
        base: '/',
        mode: 'production',
        define: { __TRADESCOPE_DEMO__: 'false' },
        build: { target: 'es2022' },
      } as never,
      'src/app/first-requests/entry.ts',
    );
    expect(code).toMatch(/^\(function\(/);
    expect(code).not.toMatch(/\bimport\(|\bimport\s*\{/);
    for (const marker of [
      'react.element',
      'createContext',
      'QueryClient',
      'useNavigate',
      'Intl.NumberFormat',
    ])
      expect(code).not.toContain(marker);
    expect(code).toContain('__tradescopeEarlyRequests');
  });
});
