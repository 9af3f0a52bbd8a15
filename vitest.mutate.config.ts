// Vitest for mutation testing (stryker.config.mjs): the project's config, running only the tests
// of the folder under test (MUTATE_FOLDER_DIR), which is where that folder's unit tests live.
// Stryker runs the tests once per mutant, so the cheaper node environment is the default here;
// the few tests of these folders that need a DOM say so with `// @vitest-environment jsdom`.
import type { ConfigEnv, UserConfig } from 'vite';
import viteConfig from './vite.config';

const dir = process.env.MUTATE_FOLDER_DIR ?? 'src';

export default (env: ConfigEnv): UserConfig => {
  const config = viteConfig(env);
  return { ...config, test: { ...config.test, environment: 'node', include: [`${dir}/**/*.test.{ts,tsx}`] } };
};
