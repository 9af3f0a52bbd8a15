// Types of eslint-no-cycle.mjs (plain JS, so that eslint.config.js can load it untranspiled).
import type { Rule } from 'eslint';
import type ts from 'typescript';

export function runtimeImports(sourceFile: ts.SourceFile): { specifier: string; pos: number }[];
export function findPath(
  from: string,
  goal: string,
  importsOf: (file: string) => readonly string[],
): string[] | null;
export const noCycle: Rule.RuleModule;
