/**
 * A value computed once per test run and shared by the workers: the first worker to ask computes
 * it and writes it to `dir`; the others wait for the file. `dir` is the project's output folder,
 * which Playwright empties when a run starts, so a value never outlives its run.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Written<T> = { value: T } | { error: string };

export async function oncePerRun<T>(
  dir: string,
  name: string,
  compute: () => Promise<T>,
  waitMs: number,
): Promise<T> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  const write = (written: Written<T>) => {
    writeFileSync(`${file}.tmp`, JSON.stringify(written));
    renameSync(`${file}.tmp`, file);
  };
  if (claim(`${file}.lock`)) {
    try {
      const value = await compute();
      write({ value });
      return value;
    } catch (error) {
      write({ error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }
  const deadline = Date.now() + waitMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${name}: no other worker wrote it within ${waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const written = JSON.parse(readFileSync(file, 'utf8')) as Written<T>;
  if ('error' in written) throw new Error(`${name}: the worker that computed it failed: ${written.error}`);
  return written.value;
}

/** True for the one caller that creates the lock file. */
function claim(lock: string): boolean {
  try {
    closeSync(openSync(lock, 'wx'));
    return true;
  } catch {
    return false;
  }
}
