import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildNeed } from './build-freshness';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout with one source file and, optionally, a build; times in seconds since the epoch. */
function checkout({ sourceAt, builtAt }: { sourceAt: number; builtAt?: number }): string {
  const root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
  roots.push(root);
  mkdirSync(join(root, 'src', 'features'), { recursive: true });
  const source = join(root, 'src', 'features', 'view.tsx');
  writeFileSync(source, 'export {};');
  utimesSync(source, sourceAt, sourceAt);
  if (builtAt !== undefined) {
    mkdirSync(join(root, 'dist'));
    const built = join(root, 'dist', 'index.html');
    writeFileSync(built, '<!doctype html>');
    utimesSync(built, builtAt, builtAt);
  }
  return root;
}

describe('buildNeed', () => {
  it('builds when there is no build', () => {
    expect(buildNeed(checkout({ sourceAt: 1_000 }))).toEqual({
      build: true,
      reason: 'No production build in dist/',
    });
  });

  it('builds again when a source, however deep, changed after the build', () => {
    expect(buildNeed(checkout({ sourceAt: 2_000, builtAt: 1_000 }))).toEqual({
      build: true,
      reason: 'The build in dist/ is older than src',
    });
  });

  it('keeps a build newer than every source', () => {
    expect(buildNeed(checkout({ sourceAt: 1_000, builtAt: 2_000 }))).toEqual({ build: false });
  });

  it('counts the lock file: new dependencies make a new build', () => {
    const root = checkout({ sourceAt: 1_000, builtAt: 2_000 });
    const lock = join(root, 'package-lock.json');
    writeFileSync(lock, '{}');
    utimesSync(lock, 3_000, 3_000);
    expect(buildNeed(root)).toEqual({
      build: true,
      reason: 'The build in dist/ is older than package-lock.json',
    });
  });
});
