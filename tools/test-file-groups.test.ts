import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { groupTestFiles } from './test-file-groups';

const STUB = "vi.mock('echarts-for-react/esm/core', () => import('@/test/echarts-stub'));";
let root = '';

function files(contents: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'test-file-groups-'));
  mkdirSync(join(root, 'src'));
  for (const [name, text] of Object.entries(contents)) writeFileSync(join(root, 'src', name), text);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('groupTestFiles', () => {
  it('shares plain files, groups the ECharts-stub-only ones and isolates any other replacement', () => {
    files({
      'plain.test.tsx': "import { it } from 'vitest';\nit('x', () => {});\n",
      'stubbed.test.tsx': `${STUB}\nit('x', () => {});\n`,
      'stubbed-and-global.test.tsx': `${STUB}\nvi.stubGlobal('IntersectionObserver', class {});\n`,
      'mocks-other.test.tsx': "vi.mock('react-router');\n",
      'resets.test.ts': 'vi.resetModules();\n',
      'hoisted.test.tsx': 'const m = vi.hoisted(() => ({}));\n',
    });
    const groups = groupTestFiles(root, ['src/**/*.test.tsx', 'src/**/*.test.ts']);
    expect(groups.echartsStubbed).toEqual(['src/stubbed.test.tsx']);
    expect([...groups.isolated].sort()).toEqual([
      'src/hoisted.test.tsx',
      'src/mocks-other.test.tsx',
      'src/resets.test.ts',
      'src/stubbed-and-global.test.tsx',
    ]);
  });

  it('reads only the files the patterns match', () => {
    files({ 'a.test.ts': "vi.mock('x');\n", 'b.test.tsx': "vi.mock('y');\n" });
    expect(groupTestFiles(root, ['src/**/*.test.tsx']).isolated).toEqual(['src/b.test.tsx']);
  });
});
