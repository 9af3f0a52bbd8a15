// Flat config (ESLint 10). Type-aware rules need the TypeScript compiler API, which is
// why the project stays on TypeScript 6.0 (see README).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import tradescope from './tools/eslint-plugin.mjs';

// Shared code flows one way, lib/components/api → features → app (bulletproof-react), and a
// feature never imports another: what two features share moves down to lib/components/api.
// One block per feature (derived from the folders, so a new feature is covered), since a
// later block replaces an earlier block's options for the same rule rather than merging them.
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function featureBoundary(feature) {
  const others = FEATURES.filter((name) => name !== feature);
  const patterns = [
    {
      group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app', '@/app/*'],
      message:
        'A feature may not import another feature or the app: move shared code to src/lib, src/components or src/api.',
    },
  ];
  if (others.length > 0) {
    patterns.push({
      // Relative paths climb any number of levels (a file in a sub-folder needs ../../).
      regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
      message:
        'A feature may not import another feature: move shared code to src/lib, src/components or src/api.',
    });
  }
  return {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

export default defineConfig([
  // Generated or third-party output: linting it only produces noise.
  globalIgnores([
    'dist/**',
    'dist-demo/**',
    'dist-perf/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'demo-public/**',
    '**/generated/**',
    '**/mockServiceWorker.js',
    'node_modules/**',
    // Stryker's sandbox copies and reports (npm run mutate).
    '.stryker-tmp/**',
    'reports/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: {
          // Plain JS config files are outside tsconfig's include; lint them with defaults.
          allowDefaultProject: ['*.js', '*.mjs', 'tools/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `_`-prefixed names are intentionally unused (destructuring, callback signatures).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Event handlers and effects routinely start promises whose errors are handled elsewhere
      // (react-query, error boundaries); `void` is still required for bare floating promises.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Numbers and booleans in template strings are the norm in messages and URLs.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Import paths (README, Project layout): `@/` across areas, relative within one, no `.ts`
    // extensions; `eslint --fix` rewrites them. And no import cycles: a cycle makes module
    // evaluation order depend on which file loads first. Both rules are local
    // (tools/eslint-plugin.mjs).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { tradescope },
    rules: {
      'tradescope/import-paths': 'error',
      'tradescope/no-cycle': 'error',
    },
  },
  {
    // Plain JS (configs, CI helpers) has no types to check against.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Test and tooling code: assertion libraries and fixtures legitimately use loose typing.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'src/test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The shared layers sit below every feature and the app shell.
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/*', '@/app', '@/app/*'],
              message:
                'src/lib, src/components and src/api may not import features or the app (code flows lib/components/api → features → app).',
            },
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              message:
                'src/lib, src/components and src/api may not import features or the app (code flows lib/components/api → features → app).',
            },
          ],
        },
      ],
    },
  },
  ...FEATURES.map(featureBoundary),
]);
