// Flat config (ESLint 10). Type-aware rules need the TypeScript compiler API, which is
// why the project stays on TypeScript 6.0 (see README).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // Generated or third-party output: linting it only produces noise.
  globalIgnores([
    'dist/**',
    'dist-demo/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'demo-public/**',
    '**/generated/**',
    '**/mockServiceWorker.js',
    'node_modules/**',
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
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'],
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
]);
