import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOpaqueOrigin, installMemoryStorageInOpaqueOrigin } from './opaque-origin';

/** A window whose storages throw on read, as in a sandboxed iframe without allow-same-origin. */
function sandboxedWindow(origin: string) {
  const win = { origin } as Record<string, unknown>;
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(win, name, {
      configurable: true,
      get() {
        throw new DOMException(
          'The document is sandboxed and lacks the allow-same-origin flag.',
          'SecurityError',
        );
      },
    });
  }
  return win as unknown as Window;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('opaque origin', () => {
  it('is recognised by the origin "null" only, and never without a window', () => {
    expect(inOpaqueOrigin()).toBe(false); // node: no window
    vi.stubGlobal('window', { origin: 'https://tradescope.example' });
    expect(inOpaqueOrigin()).toBe(false);
    vi.stubGlobal('window', { origin: 'null' });
    expect(inOpaqueOrigin()).toBe(true);
  });

  it('gets working in-memory storages that keep nothing beyond the page', () => {
    const win = sandboxedWindow('null');
    vi.stubGlobal('window', win);
    installMemoryStorageInOpaqueOrigin();
    for (const storage of [win.localStorage, win.sessionStorage]) {
      expect(storage.length).toBe(0);
      expect(storage.getItem('theme')).toBeNull();
      storage.setItem('theme', 'dark');
      storage.setItem('n', 1 as unknown as string);
      expect(storage.getItem('theme')).toBe('dark');
      expect(storage.getItem('n')).toBe('1');
      expect(storage.length).toBe(2);
      expect(storage.key(0)).toBe('theme');
      expect(storage.key(1)).toBe('n');
      expect(storage.key(2)).toBeNull();
      storage.removeItem('theme');
      expect(storage.getItem('theme')).toBeNull();
      expect(storage.length).toBe(1);
      storage.clear();
      expect(storage.length).toBe(0);
    }
    // Two separate stores, as in a browser.
    win.localStorage.setItem('only', 'local');
    expect(win.sessionStorage.getItem('only')).toBeNull();
  });

  it('leaves storages that work alone, and does nothing outside an opaque origin', () => {
    const working = { getItem: () => 'kept' } as unknown as Storage;
    const win = { origin: 'null', localStorage: working, sessionStorage: working } as unknown as Window;
    vi.stubGlobal('window', win);
    installMemoryStorageInOpaqueOrigin();
    expect(win.localStorage).toBe(working);
    expect(win.sessionStorage).toBe(working);

    const regular = sandboxedWindow('https://tradescope.example');
    vi.stubGlobal('window', regular);
    installMemoryStorageInOpaqueOrigin();
    expect(() => regular.localStorage).toThrow();
  });
});
