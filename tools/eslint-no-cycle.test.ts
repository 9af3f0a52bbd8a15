// @vitest-environment node
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findPath, runtimeImports } from './eslint-no-cycle.mjs';

const specifiers = (code: string) =>
  runtimeImports(ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true)).map((i) => i.specifier);

describe('runtimeImports', () => {
  it('lists value imports, re-exports and dynamic import(), not type-only ones or assets with a query', () => {
    const code = [
      "import { a } from './a';",
      "import './side-effect.css';",
      "import type { T } from './types';",
      "import { type U, type V } from './only-types';",
      "import { type W, w } from './mixed';",
      "export { b } from './b';",
      "export type { X } from './type-reexport';",
      "export * from './star';",
      "const lazy = () => import('./lazy');",
      "type Y = typeof import('./type-position');",
      "import Worker from './geometry.worker?worker';",
    ].join('\n');
    expect(specifiers(code)).toEqual(['./a', './side-effect.css', './mixed', './b', './star', './lazy']);
  });
});

describe('findPath', () => {
  const graph: Record<string, string[]> = { a: ['b'], b: ['c', 'd'], c: ['a'], d: [], e: ['e'] };
  const importsOf = (f: string) => graph[f] ?? [];

  it('finds the shortest chain of imports back to a file', () => {
    expect(findPath('b', 'a', importsOf)).toEqual(['b', 'c', 'a']);
    expect(findPath('e', 'e', importsOf)).toEqual(['e']);
  });

  it('is null when the file is not reachable', () => {
    expect(findPath('d', 'a', importsOf)).toBeNull();
  });
});
