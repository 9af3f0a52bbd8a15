/**
 * Whether `npm start` must build the dashboard first: when dist/ has no build, or when a source
 * of the build changed after it (a `git pull` or an edit), so that an updated checkout never
 * serves yesterday's dashboard beside today's service.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the production build is made of, relative to the project's root. */
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];

/** The newest modification time under `path` (a file or a folder), 0 when it does not exist. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export type BuildNeed = { build: false } | { build: true; reason: string };

export function buildNeed(root: string): BuildNeed {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return { build: true, reason: 'No production build in dist/' };
  const builtAt = statSync(built).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(join(root, input)) > builtAt);
  return changed ? { build: true, reason: `The build in dist/ is older than ${changed}` } : { build: false };
}
