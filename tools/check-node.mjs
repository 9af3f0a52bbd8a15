#!/usr/bin/env node
/**
 * Runs before `npm test` and `npm run dev` (pre-scripts). The `node` dev dependency puts Node 22
 * first on PATH for npm scripts, whatever the system's node; if its install script was skipped
 * (npm's install-script approvals) the scripts would run on an older node and fail deep inside a
 * library (undici: "Cannot read properties of undefined (reading 'bind')"). This stops at once
 * and says exactly what to run instead.
 */
import { readFileSync } from 'node:fs';

/** null when `version` satisfies `>=min` (both "x.y.z"), else the message to print. */
export function nodeProblem(version, min) {
  const [have, want] = [version, min].map((v) => v.replace(/^v/, '').split('.').map(Number));
  for (let i = 0; i < 3; i += 1) {
    if ((have[i] ?? 0) > (want[i] ?? 0)) return null;
    if ((have[i] ?? 0) < (want[i] ?? 0)) break;
    if (i === 2) return null;
  }
  return [
    `Tradescope needs Node ${min} or newer; these scripts are running on Node ${version}.`,
    'The project provides it as the dev dependency "node"; its install script fetches the binary.',
    'Run:  npm install-scripts approve node && npm rebuild node',
    `(or install Node ${min}+ yourself, e.g. "nvm install" with the .nvmrc), then run your command again.`,
  ].join('\n');
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const min = String(engines.node).replace(/^>=\s*/, '');
  const problem = nodeProblem(process.versions.node, min);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
