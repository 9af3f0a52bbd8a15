/**
 * A page in a sandboxed iframe without `allow-same-origin` (an embed in a report) has
 * an opaque origin: reading `localStorage` or `sessionStorage` throws, no service worker
 * registers and no same-origin Web Worker starts. Code with a fallback asks here.
 */
export function inOpaqueOrigin(): boolean {
  return typeof window !== 'undefined' && window.origin === 'null';
}

/** A Storage that lives and dies with the page. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(String(key)) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(String(key)),
    setItem: (key, value) => void items.set(String(key), String(value)),
  };
}

/**
 * In an opaque origin, replaces the throwing storages with in-memory ones, so libraries that
 * touch storage when they load (msw's cookie store does) work there; nothing is kept. A no-op
 * everywhere else.
 */
export function installMemoryStorageInOpaqueOrigin(): void {
  if (!inOpaqueOrigin()) return;
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      void window[name];
    } catch {
      // Stryker disable next-line BooleanLiteral: equivalent for the app, which never redefines a storage once it reads (configurable lets a test put the real one back)
      Object.defineProperty(window, name, { value: memoryStorage(), configurable: true });
    }
  }
}
