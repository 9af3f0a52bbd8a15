/**
 * Serves the production dashboard (`dist/`, from `npm run build`) next to the service: files as
 * they are, any other path (a client-side route) as index.html, which is given a meta tag naming
 * the same-origin service path (and one naming where the figures come from, marked when synthetic) and a
 * fresh dashboard session cookie (dashboard-session.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { DataCredit } from '../engine/data-credit';
import type { DashboardSessions } from './dashboard-session';

const SERVICE_META = 'tradescope-service';
const CREDIT_META = 'tradescope-data-credit';

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface DashboardOptions {
  dir: string;
  /** Where the service answers, e.g. `/api`. */
  apiPrefix: string;
  sessions: DashboardSessions;
  /** Cookies marked Secure (behind HTTPS). */
  secureCookies?: boolean;
}

/** `dataCredit`: where the service's figures come from, for every chart's source line. */
export function createDashboardServer(options: DashboardOptions, dataCredit: DataCredit | null = null) {
  const root = resolve(options.dir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`no dashboard build at ${indexPath}: run npm run build first`);
  const credit = dataCredit
    ? `\n    <meta name="${CREDIT_META}" content="${attribute(dataCredit.name)}"${dataCredit.synthetic ? ' data-synthetic="true"' : ''}>`
    : '';
  const meta = `<meta name="${SERVICE_META}" content="${options.apiPrefix}">${credit}`;
  const index = readFileSync(indexPath, 'utf8').replace('<head>', `<head>\n    ${meta}`);

  return function serve(
    pathname: string,
    res: ServerResponse,
    headers: Record<string, string>,
    session: string | null,
  ) {
    const file = resolve(root, '.' + normalize(decodeURIComponent(pathname)));
    const inside = file.startsWith(root + sep);
    if (inside && file !== indexPath && existsSync(file) && statSync(file).isFile()) {
      const immutable = file.startsWith(join(root, 'assets') + sep);
      res.writeHead(200, {
        ...headers,
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      res.end(readFileSync(file));
      return;
    }
    if (extname(pathname) !== '' && !pathname.endsWith('.html')) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES['.html']!,
      'Cache-Control': 'no-store',
      // A page reload keeps its session (and so its rate-limit window).
      'Set-Cookie': options.sessions.cookie(
        session !== null && options.sessions.verify(session) ? session : options.sessions.issue(),
        options.apiPrefix,
        options.secureCookies ?? false,
      ),
    });
    res.end(index);
  };
}
