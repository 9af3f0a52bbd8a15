/**
 * Static hosting of the built app (dist/ and dist-demo/). The app routes in the browser
 * (/countries/DE, /flows?...), but a plain static host looks each path up as a file and answers
 * 404 on a reload or a deep link. Most static hosts serve `404.html` for a path they do not have
 * (GitHub Pages, GitLab Pages, Netlify, Cloudflare Pages, `npx serve`...), so the build writes
 * the app's own index.html there too: the router then renders the URL's page. Netlify and
 * Cloudflare Pages also read `_redirects`, which makes the same fallback a 200.
 *
 * Under a sub-path (a project page such as https://user.github.io/tradescope/) build with
 * `--base /tradescope/`: asset URLs, the router's basename and the demo's service worker all
 * follow Vite's base (import.meta.env.BASE_URL).
 */
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export const FALLBACK_FILES = ['404.html', '_redirects'] as const;

/** Writes the fallbacks next to index.html in `outDir`; `base` is Vite's resolved base. */
export function writeStaticFallbacks(outDir: string, base: string): void {
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return;
  copyFileSync(index, join(outDir, '404.html'));
  const root = base.endsWith('/') ? base : `${base}/`;
  writeFileSync(join(outDir, '_redirects'), `${root}*  ${root}index.html  200\n`);
}

export function staticHostingFallback(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'tradescope-static-hosting',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (config) writeStaticFallbacks(join(config.root, config.build.outDir), config.base);
    },
  };
}
