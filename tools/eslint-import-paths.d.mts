// Types of eslint-import-paths.mjs (plain JS, so that eslint.config.js can load it untranspiled).
import type { Rule } from 'eslint';

export function areaOf(fromSrc: string): string;
export function preferredSpecifier(filename: string, specifier: string, srcDir?: string): string | null;
export const importPaths: Rule.RuleModule;
