/**
 * The browser set-up the page benchmarks share (tools/long-tasks.ts, tools/flows-bench.ts):
 * the project's Chromium, a free port, a server for the demo build (the one given, or `vite
 * preview` of an existing build) closed with the browser, and the median figures are given as.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/env';

/** A TCP port free on this machine at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `vite preview` of a built demo in `dir`, on a free port; resolves once it answers. */
export async function startPreview(
  dir: string,
  script: string,
): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(dir)) {
    console.error(`${script}: no ${dir}/ to serve. Run \`npm run build:demo\` first, or pass a server URL.`);
    process.exit(2);
  }
  const port = await freePort();
  // Run vite's own entry (not through npx) so that killing the child stops the server.
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--mode',
      'demo',
      '--outDir',
      dir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('vite preview did not start within 30 s');
}

export interface BenchBrowser {
  /** The app's origin, without a trailing slash. */
  base: string;
  browser: Browser;
  /** Closes the browser and stops the preview server this started. */
  close: () => Promise<void>;
}

/**
 * A server and a browser for a benchmark: `url` when given (a server already running), else a
 * preview of the build in `dir`. `script` names the benchmark in its messages.
 */
export async function openBenchBrowser(options: {
  url?: string;
  dir: string;
  script: string;
}): Promise<BenchBrowser> {
  let child: ChildProcess | undefined;
  let base = options.url;
  if (!base) ({ url: base, child } = await startPreview(options.dir, options.script));
  try {
    const browser = await launchChromium();
    return {
      base: base.replace(/\/$/, ''),
      browser,
      close: async () => {
        await browser.close();
        child?.kill();
      },
    };
  } catch (error) {
    child?.kill();
    throw error;
  }
}

/** The project's Chromium (Debian's where present), with the flags the e2e tests use. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    ...(CHROMIUM_EXECUTABLE ? { executablePath: CHROMIUM_EXECUTABLE } : {}),
    args: CHROMIUM_ARGS,
  });
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}
