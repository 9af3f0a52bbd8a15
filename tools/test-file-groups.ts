/**
 * How test files share a worker. Most share their worker's module graph and global scope
 * (vitest's `isolate: false`: half the unit suite's CPU, docs/test-time.md). A file that replaces
 * a module or a global (vi.mock, vi.stubGlobal, …) would leak its replacement into the files after
 * it in the same worker, so it runs isolated, with one exception: the component tests that only
 * replace ECharts' React component by the project's stub (jsdom has no canvas) all replace it
 * the same way, so they share workers among themselves. Read from the files themselves, so a new
 * test is placed without anyone listing it.
 */
import { globSync, readFileSync } from 'node:fs';

const REPLACES_MODULE_OR_GLOBAL =
  /\bvi\.(mock|doMock|unmock|doUnmock|hoisted|resetModules|stubGlobal|stubEnv)\(/;
const ECHARTS_STUB = "vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));";

export interface TestFileGroups {
  /** Files that replace only ECharts' component, by the stub. */
  echartsStubbed: string[];
  /** Files that replace any other module or global. */
  isolated: string[];
}

/** The files matched by `patterns` (relative to `root`) that replace a module or a global. */
export function groupTestFiles(root: string, patterns: readonly string[]): TestFileGroups {
  const groups: TestFileGroups = { echartsStubbed: [], isolated: [] };
  for (const file of globSync([...patterns], { cwd: root })) {
    const text = readFileSync(`${root}/${file}`, 'utf8');
    if (!REPLACES_MODULE_OR_GLOBAL.test(text)) continue;
    const stubbedOnly =
      text.includes(ECHARTS_STUB) && !REPLACES_MODULE_OR_GLOBAL.test(text.replaceAll(ECHARTS_STUB, ''));
    (stubbedOnly ? groups.echartsStubbed : groups.isolated).push(file);
  }
  return groups;
}
