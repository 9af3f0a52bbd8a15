// Vitest for mutation testing (stryker.config.mjs): the project's config, running only the tests
// of the folder under test (MUTATE_FOLDER_TESTS: the tests under that folder, which is where its
// unit tests live, or the folder's own selection, such as the engine's tiny-world tests).
// Stryker runs the tests once per mutant, so the cheaper node environment is the default here;
// the few tests of these folders that need a DOM say so with `// @vitest-environment jsdom`.
// A folder may override more of the test settings (MUTATE_FOLDER_VITEST, JSON).
import type { ConfigEnv, UserConfig } from 'vite';
import viteConfig from './vite.config';

const tests = process.env.MUTATE_FOLDER_TESTS ?? 'src/**/*.test.{ts,tsx}';
const overrides = JSON.parse(process.env.MUTATE_FOLDER_VITEST ?? '{}') as Record<string, unknown>;

export default (env: ConfigEnv): UserConfig => {
  const config = viteConfig(env);
  return {
    ...config,
    test: { ...config.test, projects: undefined, environment: 'node', include: [tests], ...overrides },
  };
};
