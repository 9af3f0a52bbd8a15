/**
 * The production build must ship no mock code: no msw service worker file and no msw runtime.
 * Run after `npm run build`: `npm run check:no-mock [dir]` (default `dist`).
 *
 * Markers are string literals msw's browser runtime and worker script cannot do without (its
 * message protocol and log prefix), so minification cannot rename them; a bare "msw" would
 * be too weak (it can occur in unrelated minified text).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { distFiles } from './dist-files';

const MSW_MARKERS = [
  'mockServiceWorker',
  'INTEGRITY_CHECK_REQUEST',
  'KEEPALIVE_REQUEST',
  'MOCKING_ENABLED',
  'MOCK_ACTIVATE',
  '[MSW]',
] as const;

const TEXT_FILE = /\.(m?js|cjs|css|html|json|map|txt|webmanifest)$/i;

function findMockCode(dir: string): string[] {
  const problems: string[] = [];
  for (const path of distFiles(dir)) {
    const rel = relative(dir, path);
    if (/mockServiceWorker/i.test(rel)) problems.push(`${rel}: the msw service worker file`);
    // Source maps name the original files (node_modules/msw/...), not what ships; skip them.
    if (!TEXT_FILE.test(path) || path.endsWith('.map')) continue;
    const text = readFileSync(path, 'utf8');
    for (const marker of MSW_MARKERS) {
      if (text.includes(marker)) problems.push(`${rel}: contains msw marker ${JSON.stringify(marker)}`);
    }
  }
  return problems;
}

const dir = process.argv[2] ?? 'dist';
let problems: string[];
try {
  problems = findMockCode(dir);
} catch (error) {
  console.error(`check-no-mock: cannot read ${dir}/ (run \`npm run build\` first): ${String(error)}`);
  process.exit(2);
}
if (problems.length > 0) {
  console.error(`check-no-mock: FAIL, ${dir}/ ships mock code:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-no-mock: OK, no msw code or service worker in ${dir}/`);
