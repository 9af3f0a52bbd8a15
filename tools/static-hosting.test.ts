// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeStaticFallbacks } from './static-hosting';

describe('static hosting fallbacks', () => {
  it('serves the app for unknown paths: 404.html is index.html, _redirects rewrites under the base', () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-hosting-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeStaticFallbacks(dir, '/tradescope/');
    expect(readFileSync(join(dir, '404.html'), 'utf8')).toBe('<!doctype html><div id="root"></div>');
    expect(readFileSync(join(dir, '_redirects'), 'utf8')).toBe(
      '/tradescope/*  /tradescope/index.html  200\n',
    );
  });

  it('writes nothing when there is no index.html', () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-hosting-'));
    writeStaticFallbacks(dir, '/');
    expect(existsSync(join(dir, '404.html'))).toBe(false);
  });
});
