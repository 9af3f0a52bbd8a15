/**
 * The project's own ESLint rules (plain JS, so that eslint.config.js loads them untranspiled):
 * - `tradescope/import-paths`: `@/` across areas of src/, relative within one, no .ts
 *   extensions; autofixed (README, Project layout).
 * - `tradescope/no-cycle`: no import cycles, dynamic import() included.
 */
import { importPaths } from './eslint-import-paths.mjs';
import { noCycle } from './eslint-no-cycle.mjs';

export default { meta: { name: 'tradescope' }, rules: { 'import-paths': importPaths, 'no-cycle': noCycle } };
