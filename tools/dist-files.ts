/** Every file under a build directory (shared by the no-mock check and the size report). */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function* distFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* distFiles(path);
    else yield path;
  }
}
