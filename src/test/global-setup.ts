/**
 * Once per test run, before any test file: a folder that lives as long as the run, where
 * expensive fixtures every file would rebuild are kept (src/emulator/node/shared-test-world.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'tradescope-test-run-'));
  project.provide('testRunCacheDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
