/**
 * The servers `npm run perf` needs: a static server per build (SPA fallback to index.html, files
 * sent as they are, uncompressed; the transferred size is reported as the files' gzip size) and
 * the emulator as `npm run api` on its own port with a key of its own and no practical rate limit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** `dir` may be a function: the flows bench serves two builds in turn from one origin. */
export function serveStatic(dir: string | (() => string), port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const root = typeof dir === 'function' ? dir() : dir;
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export interface ApiServer {
  baseUrl: string;
  key: string;
  child: ChildProcess;
}

export async function startApi(port: number): Promise<ApiServer> {
  const key = 'perf-key';
  // As `npm run api` runs it, one process (Node with tsx's loader), so that killing the child stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/emulator/node/http-server.ts'], {
    env: { ...process.env, PORT: String(port), API_KEYS: key, RATE_LIMIT: '100000/60s' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run api exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/openapi.json`)).ok) return { baseUrl, key, child };
    } catch {
      // Not listening yet (the world is being built).
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('npm run api did not start within 60 s');
}
