/**
 * An in-memory `localStorage` for the engine worker, installed before msw loads: msw's cookie
 * store (which keeps request cookies between handlers) insists on `localStorage` at module
 * load, and workers have none. The demo service uses no cookies; nothing here outlives the
 * worker, and nothing is written to the page's real storage.
 */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

const scope = globalThis as { localStorage?: Storage };
scope.localStorage ??= new MemoryStorage();
