/** `npm start` serves the production build: build it once when dist/ has none. */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../../../dist/index.html', import.meta.url))) {
  console.log('No production build in dist/: running npm run build once…');
  execSync('npm run build', { stdio: 'inherit' });
}
