// Types of eslint-import-paths.mjs (plain JS, so that eslint.config.js can load it untranspiled).
import type { ESLint, Rule } from 'eslint';

export function areaOf(fromSrc: string): string;
export function preferredSpecifier(filename: string, specifier: string, srcDir?: string): string | null;

declare const plugin: ESLint.Plugin & { rules: { 'import-paths': Rule.RuleModule } };
export default plugin;
