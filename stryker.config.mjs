// Mutation testing of the pure core (issue 15). Not part of CI. Run it through
// `npm run mutate [-- <folder>…]` (scripts/mutate.mjs), which picks the folder with MUTATE_FOLDER;
// see the README's "Mutation testing" section.

/** The pure core: the mutated files of each folder. Generated code and test files are left out. */
export const FOLDERS = {
  api: {
    dir: 'src/api',
    mutate: ['src/api/**/*.ts', '!src/api/generated/**', '!src/api/**/*.test.ts'],
  },
  lib: { dir: 'src/lib', mutate: ['src/lib/**/*.ts', '!src/lib/**/*.test.ts'] },
  options: {
    dir: 'src/components/charts/options',
    mutate: ['src/components/charts/options/**/*.ts', '!src/components/charts/options/**/*.test.ts'],
  },
  engine: {
    dir: 'src/emulator/engine',
    mutate: ['src/emulator/engine/**/*.ts', '!src/emulator/engine/**/*.test.ts'],
  },
};

const name = process.env.MUTATE_FOLDER ?? 'lib';
const folder = FOLDERS[name];
if (!folder) throw new Error(`MUTATE_FOLDER=${name}: choose from ${Object.keys(FOLDERS).join(', ')}`);
const out = `reports/mutation/${name}`;
process.env.MUTATE_FOLDER_DIR = folder.dir;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Each folder's tests are the ones under it (vitest.mutate.config.ts reads the folder).
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  mutate: folder.mutate,
  // The machine is shared (2 cores, several people): one test process at a time.
  concurrency: 1,
  coverageAnalysis: 'perTest',
  // Incremental: each folder keeps its own record, so a second run only tests the mutants in code
  // or tests that changed since (`--force` tests all again).
  incremental: true,
  incrementalFile: `${out}/incremental.json`,
  reporters: ['clear-text', 'html', 'json', 'progress'],
  htmlReporter: { fileName: `${out}/index.html` },
  jsonReporter: { fileName: `${out}/report.json` },
  // Under load a test run can take seconds; a timeout counts as killed, so room costs only time.
  timeoutMS: 20000,
  // The sandbox copies the project; leave out what no unit test reads.
  ignorePatterns: [
    'dist', 'dist-demo', 'dist-perf', 'e2e', 'test-results', 'playwright-report', 'reports',
    'coverage', 'docs',
  ],
  // Vitest strips types without checking them, so Stryker's `// @ts-nocheck` headers are not
  // needed; left on, they would change the generated contract that codegen.test.ts compares
  // byte for byte with the generator's output (the api folder's dry run failed on it).
  disableTypeChecks: false,
  tempDirName: `.stryker-tmp`,
  cleanTempDir: 'always',
};
