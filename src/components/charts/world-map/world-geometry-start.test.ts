/**
 * One geometry worker per page, whoever starts it: the early script (while the HTML is parsed)
 * or the route loader and the map. jsdom has no Worker: a stand-in records each one started and
 * answers as the real one does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  terminated = false;
  constructor(
    readonly url: string | URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data });
  }
}

beforeEach(() => {
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, '__tradescopeWorldGeometry');
});

const load = async () => ({
  ...(await import('./world-geometry-convert')),
  ...(await import('./world-geometry-start')),
});

describe('the world geometry worker', () => {
  it('started by the early script is the one the app takes: no second worker', async () => {
    const { startWorldGeometryEarly, startWorldGeometry } = await load();
    startWorldGeometryEarly('/assets/world-geometry.worker-x.js');
    startWorldGeometryEarly('/assets/world-geometry.worker-x.js');
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]).toMatchObject({
      url: '/assets/world-geometry.worker-x.js',
      options: { type: 'module', name: 'tradescope-world-geometry' },
    });
    const geometry = startWorldGeometry();
    expect(startWorldGeometry()).toBe(geometry);
    FakeWorker.started[0]!.answer({ ok: true, json: '{"type":"FeatureCollection"}' });
    await expect(geometry).resolves.toBe('{"type":"FeatureCollection"}');
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.terminated).toBe(true);
  });

  it('started by the app alone when the early script did not run, with the same options', async () => {
    const { startWorldGeometry } = await load();
    const geometry = startWorldGeometry();
    expect(FakeWorker.started).toHaveLength(1);
    expect(String(FakeWorker.started[0]!.url)).toMatch(/world-geometry\.worker\.ts\b/);
    expect(FakeWorker.started[0]!.options).toEqual({ type: 'module', name: 'tradescope-world-geometry' });
    FakeWorker.started[0]!.answer({ ok: true, json: '{}' });
    await expect(geometry).resolves.toBe('{}');
  });

  it('a failed early worker is reported to its taker once; the next call starts a new one', async () => {
    const { startWorldGeometryEarly, startWorldGeometry } = await load();
    startWorldGeometryEarly('/assets/world-geometry.worker-x.js');
    FakeWorker.started[0]!.onerror?.({ message: 'blocked' });
    await expect(startWorldGeometry()).rejects.toThrow('blocked');
    const retry = startWorldGeometry();
    expect(FakeWorker.started).toHaveLength(2);
    expect(String(FakeWorker.started[1]!.url)).toMatch(/world-geometry\.worker\.ts\b/);
    FakeWorker.started[1]!.answer({ ok: true, json: '{}' });
    await expect(retry).resolves.toBe('{}');
  });
});
