/** `npm start` serves the production build: build it when dist/ has none or an outdated one. */
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildNeed } from './build-freshness';

const need = buildNeed(fileURLToPath(new URL('../../..', import.meta.url)));
if (need.build) {
  console.log(`${need.reason}: running npm run build…`);
  execSync('npm run build', { stdio: 'inherit' });
}
