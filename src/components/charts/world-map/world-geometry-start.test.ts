/**
 * One geometry worker per page, whoever starts it: the route loader or the map. jsdom has no Worker: a stand-in records each one started and
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
});

const load = () => import('./world-geometry-start');

describe('the world geometry worker', () => {
  it('started once, with its module options, and shared by every caller', async () => {
    const { startWorldGeometry } = await load();
    const geometry = startWorldGeometry();
    expect(startWorldGeometry()).toBe(geometry);
    expect(FakeWorker.started).toHaveLength(1);
    expect(String(FakeWorker.started[0]!.url)).toMatch(/world-geometry\.worker\.ts\b/);
    expect(FakeWorker.started[0]!.options).toEqual({ type: 'module', name: 'tradescope-world-geometry' });
    FakeWorker.started[0]!.answer({ ok: true, json: '{"type":"FeatureCollection"}' });
    await expect(geometry).resolves.toBe('{"type":"FeatureCollection"}');
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.terminated).toBe(true);
  });

  it('a failed worker is reported to its caller once; the next call starts a new one', async () => {
    const { startWorldGeometry } = await load();
    const failed = startWorldGeometry();
    FakeWorker.started[0]!.onerror?.({ message: 'blocked' });
    await expect(failed).rejects.toThrow('blocked');
    const retry = startWorldGeometry();
    expect(FakeWorker.started).toHaveLength(2);
    expect(String(FakeWorker.started[1]!.url)).toMatch(/world-geometry\.worker\.ts\b/);
    FakeWorker.started[1]!.answer({ ok: true, json: '{}' });
    await expect(retry).resolves.toBe('{}');
  });
});
