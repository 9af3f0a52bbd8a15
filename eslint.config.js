// Flat config (ESLint 10). Type-aware rules need the TypeScript compiler API, which is
// why the project stays on TypeScript 6.0 (see README).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';

// Shared code flows one way, lib/components/api → features → app (bulletproof-react), and a
// feature never imports another: what two features share moves down to lib/components/api.
// The zones are derived from the folders, so a new feature is covered. import-x resolves every
// specifier (the `@/` alias and relative paths alike) before it compares paths.
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const LAYER_MESSAGE =
  'src/lib, src/components and src/api may not import features or the app (code flows lib/components/api → features → app).';
const FEATURE_MESSAGE =
  'A feature may not import another feature or the app: move shared code to src/lib, src/components or src/api.';

const BOUNDARY_ZONES = [
  ...['lib', 'components', 'api'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app'],
    message: LAYER_MESSAGE,
  })),
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: ['./src/features', './src/app'],
    except: [`./${feature}`],
    message: FEATURE_MESSAGE,
  })),
];

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
    // No import cycles (dynamic import() included, type-only imports not): a cycle makes module
    // evaluation order depend on which file loads first. And the layers' boundaries (above).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses to follow their imports (its TypeScript preset's lists).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
          alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }],
      // Vite, Vitest and tsx resolve extensionless paths; an extension is noise in a specifier.
      'import-x/extensions': [
        'error',
        'never',
        { ignorePackages: true, pattern: { json: 'always', css: 'always', js: 'always' } },
      ],
    },
  },
  {
    // Functions stay under about 80 lines (the developers' guide): none is longer now, so a new
    // long one fails the lint. One that should stay long (a declarative table) says why in a
    // comment beside an eslint-disable for this rule.
    // Tests are exempt: a describe block is as long as its scenarios (docs/architecture.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}'],
    extends: [testingLibrary.configs['flat/react']],
    rules: {
      // Vitest runs without globals, so Testing Library cannot register its automatic cleanup:
      // each file's afterEach(cleanup) is what unmounts between tests.
      'testing-library/no-manual-cleanup': 'off',
      // The chart contract (docs/spec/ui-contract.md) is DOM attributes (data-chart, data-state,
      // data-value) and the frame's reserved room is a layout box: no role query reaches them,
      // so the tests that check the contract read the DOM.
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
      // Helpers named render* here return what the test drives (a router, an input, a hook's
      // result), not a render result to destructure.
      'testing-library/render-result-naming-convention': 'off',
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
]);
