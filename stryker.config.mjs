// Mutation testing of the pure core. Not part of CI. Run it through
// `npm run mutate [-- <folder>…]` (tools/mutate.mjs), which picks the folder with MUTATE_FOLDER;
// see docs/mutation-testing.md.

/**
 * The pure core: the mutated files of each folder (generated code and test files left out) and,
 * where not every test under the folder should run per mutant, the tests that do.
 */
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
    // The tiny hand-made worlds (src/test/tiny-world.ts) build in a millisecond; the engine's
    // full-world tests take about a minute a run, too slow to run per mutant (docs/mutation-testing.md).
    tests: 'src/emulator/engine/**/*.tiny.test.ts',
    // Those run in about 2 s; a mutant that makes a loop endless should not cost 20 s more.
    timeoutMS: 5000,
    // Node tests that share no state between files: one worker for all of them and no DOM
    // matchers, which are most of a file's start-up (about 1 s per file and mutant otherwise).
    vitest: { isolate: false, setupFiles: [] },
  },
};

const name = process.env.MUTATE_FOLDER ?? 'lib';
const folder = FOLDERS[name];
if (!folder) throw new Error(`MUTATE_FOLDER=${name}: choose from ${Object.keys(FOLDERS).join(', ')}`);
const out = `reports/mutation/${name}`;
process.env.MUTATE_FOLDER_TESTS = folder.tests ?? `${folder.dir}/**/*.test.{ts,tsx}`;
process.env.MUTATE_FOLDER_VITEST = JSON.stringify(folder.vitest ?? {});

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
  timeoutMS: folder.timeoutMS ?? 20000,
  // The sandbox copies the project; leave out what no unit test reads.
  ignorePatterns: [
    'dist',
    'dist-demo',
    'dist-perf',
    'e2e',
    'test-results',
    'playwright-report',
    'reports',
    'coverage',
    'docs',
  ],
  // Vitest strips types without checking them, so Stryker's `// @ts-nocheck` headers are not
  // needed; left on, they would change the generated contract that codegen.test.ts compares
  // byte for byte with the generator's output (the api folder's dry run failed on it).
  disableTypeChecks: false,
  tempDirName: `.stryker-tmp`,
  cleanTempDir: 'always',
};
