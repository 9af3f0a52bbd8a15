/**
 * Which test files need a module graph and a global scope of their own. Most test files share
 * their worker's (vitest's `isolate: false`: half the unit suite's CPU, docs/test-time.md); a
 * file that replaces a module or a global (vi.mock, vi.stubGlobal, …) would leak its replacement
 * into the files after it in the same worker, so it runs isolated. Read from the files
 * themselves, so a new test that mocks is isolated without anyone listing it.
 */
import { globSync, readFileSync } from 'node:fs';

const REPLACES_MODULE_OR_GLOBAL =
  /\bvi\.(mock|doMock|unmock|doUnmock|hoisted|resetModules|stubGlobal|stubEnv)\(/;

/** The files matched by `patterns` (relative to `root`) that replace a module or a global. */
export function isolatedTestFiles(root: string, patterns: readonly string[]): string[] {
  return globSync([...patterns], { cwd: root }).filter((file) =>
    REPLACES_MODULE_OR_GLOBAL.test(readFileSync(`${root}/${file}`, 'utf8')),
  );
}
