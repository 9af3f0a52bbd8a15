// Types of eslint-plugin.mjs.
import type { ESLint, Rule } from 'eslint';

declare const plugin: ESLint.Plugin & { rules: Record<'import-paths' | 'no-cycle', Rule.RuleModule> };
export default plugin;
