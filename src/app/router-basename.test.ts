import { describe, expect, it } from 'vitest';
import { basenameOf } from './router';

describe('router basename', () => {
  it("follows Vite's base, so a build for a sub-path routes under it", () => {
    expect(basenameOf('/')).toBe('/');
    expect(basenameOf('/tradescope/')).toBe('/tradescope');
    expect(basenameOf('/a/b/')).toBe('/a/b');
  });
});
