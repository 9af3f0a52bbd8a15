/**
 * The default synthetic world for tests, generated once per test run instead of once per test
 * file: each file gets its own module graph, so a module-level cache only lasts one file, and
 * generating the world costs about a second of CPU, paid by some forty files. The first file of
 * a run that asks for it generates it with `createWorld()` and writes it (V8's structured
 * serialisation: typed arrays, maps and plain objects round-trip exactly) to the run's own
 * folder (src/test/global-setup.ts, removed when the run ends); the others read it back, a fresh
 * copy per file as before. Outside a vitest run it is simply generated.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { deserialize, serialize } from 'node:v8';
import { inject } from 'vitest';
import { createWorld, type World } from '../engine';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder that lives as long as the test run (src/test/global-setup.ts). */
    testRunCacheDir: string;
  }
}

function runCacheDir(): string | undefined {
  try {
    return inject('testRunCacheDir');
  } catch {
    return undefined; // not inside a vitest worker
  }
}

/** The default world (`createWorld()`), generated at most once per test run. */
export function sharedDefaultWorld(): World {
  const dir = runCacheDir();
  if (!dir) return createWorld();
  const file = join(dir, 'default-world.v8');
  try {
    return deserialize(readFileSync(file)) as World;
  } catch {
    // Not written yet: generate it here. Written under a private name, then renamed, so that a
    // file reading it at the same time sees all of it or nothing.
    const world = createWorld();
    const partial = `${file}.${process.pid}.${threadId}`;
    writeFileSync(partial, serialize(world));
    renameSync(partial, file);
    return world;
  }
}
