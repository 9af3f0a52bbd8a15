#!/usr/bin/env node
// `npm run mutate [-- <folder>…] [--force]`: Stryker over the pure core, one folder at a time
//. Folders: api, lib, options, engine (stryker.config.mjs); none named = all four,
// one after another. `--force` forgets the incremental record and tests every mutant again; other
// flags go to Stryker (`--concurrency 2`, `--ignoreStatic`).
import { spawnSync } from 'node:child_process';
import { FOLDERS } from '../stryker.config.mjs';

const args = process.argv.slice(2);
// Folder names pick the folders; everything else goes to Stryker, including a flag's value
// given as a separate word (`--concurrency 2`).
const names = args.filter((arg) => arg in FOLDERS);
const flags = args.filter((arg) => !(arg in FOLDERS));
const unknown = args.filter(
  (arg, i) => !arg.startsWith('-') && !(arg in FOLDERS) && !args[i - 1]?.startsWith('--'),
);
if (unknown.length > 0) {
  console.error(`Unknown folder ${unknown.join(', ')}; choose from ${Object.keys(FOLDERS).join(', ')}.`);
  process.exit(2);
}

for (const name of names.length > 0 ? names : Object.keys(FOLDERS)) {
  console.log(`\nMutation testing: ${name} (${FOLDERS[name].dir})`);
  const result = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...flags], {
    stdio: 'inherit',
    env: { ...process.env, MUTATE_FOLDER: name },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
