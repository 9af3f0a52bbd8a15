/**
 * The baseline engine of `npm run bench`: the emulator's sources at a git ref, extracted once
 * with `git archive` into node_modules/.cache (so its bare imports resolve to this checkout's
 * node_modules) and imported beside the current sources, so both engines run in one process,
 * on the same machine load, in interleaved rounds.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the bench needs from one copy of the emulator. */
export interface EmulatorModules {
  label: string;
  engine: typeof import('../../src/emulator/engine');
  handlers: typeof import('../../src/emulator/service/create-handlers');
  asyncEngine: typeof import('../../src/emulator/service/async-engine');
}

async function importFrom(root: string, label: string): Promise<EmulatorModules> {
  const url = (file: string) => pathToFileURL(path.join(root, file)).href;
  return {
    label,
    engine: (await import(url('src/emulator/engine/index.ts'))) as EmulatorModules['engine'],
    handlers: (await import(url('src/emulator/service/create-handlers.ts'))) as EmulatorModules['handlers'],
    asyncEngine: (await import(
      url('src/emulator/service/async-engine.ts')
    )) as EmulatorModules['asyncEngine'],
  };
}

export function currentSources(): Promise<EmulatorModules> {
  return importFrom(process.cwd(), 'current');
}

/**
 * tsx applies tsconfig's `@/` alias only inside this checkout, so the extracted copy gets its
 * aliases rewritten to relative paths (into the copy, not into the current sources).
 */
function resolveAliases(root: string) {
  const src = path.join(root, 'src');
  for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(/(from\s+|import\()'@\/([^']+)'/g, (_, lead: string, target: string) => {
      const relative = path.relative(path.dirname(file), path.join(src, target));
      return `${lead}'${relative.startsWith('.') ? relative : `./${relative}`}'`;
    });
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

/** Extracts `src/` at `ref` (any commit-ish) once and imports its emulator. */
export async function sourcesAt(ref: string): Promise<EmulatorModules> {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
  const dir = path.resolve('node_modules/.cache/tradescope-bench', sha);
  if (!existsSync(path.join(dir, 'src/emulator/engine/index.ts'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', '--format=tar', sha, 'src'], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    resolveAliases(dir);
  }
  return importFrom(dir, `${ref === sha ? sha.slice(0, 9) : `${ref} (${sha.slice(0, 9)})`}`);
}
