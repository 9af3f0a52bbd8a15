// @vitest-environment jsdom
/* eslint-disable @typescript-eslint/no-unsafe-assignment -- vitest asymmetric matchers (expect.any, expect.stringMatching) are typed any. */
/**
 * startDemoService wiring, with msw's setupWorker and the Web Worker replaced by fakes (no
 * service worker in jsdom): handlers bound to DEMO_BASE_URL only, started with
 * onUnhandledFrame 'bypass' and the worker script URL, requests answered whole by the service
 * handlers on the worker's side of the bridge, and idempotent start. In an opaque origin (an
 * embed's sandboxed frame): the worker started from a blob of the frame's own, or, where it cannot
 * start, the world built on the page's thread (the engine module replaced by the fake engine).
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { getResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_API_KEY, DEMO_BASE_URL } from '@/api/data-source';
import { createFakeEngine } from '../service/testing/fake-engine';
import { demoHandlers } from './demo-handlers';
import { serveEngine } from './serve-engine';

const worker = vi.hoisted(() => ({
  handlers: [] as unknown[],
  start: vi.fn(() => Promise.resolve(undefined)),
  stop: vi.fn(),
}));

const opaqueOrigin = vi.hoisted(() => ({ value: false }));
vi.mock('@/lib/opaque-origin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/opaque-origin')>()),
  inOpaqueOrigin: () => opaqueOrigin.value,
}));

vi.mock('../engine', async () => {
  const { createFakeEngine: fake } = await import('../service/testing/fake-engine');
  return { createEngine: () => fake(), createWorld: () => ({}) };
});

vi.mock('msw/browser', () => ({
  setupWorker: (...handlers: unknown[]) => {
    worker.handlers = handlers;
    return { start: worker.start, stop: worker.stop };
  },
}));

/** Stands in for the module Web Worker: the worker side runs serveEngine over a fake engine. */
class FakeWorker {
  static created: { url: string; options: WorkerOptions | undefined }[] = [];
  /** As a browser whose policy forbids the worker's script: an `error` event, no answer. */
  static scriptFails = false;
  /** As a browser that refuses to create the worker at all (it throws). */
  static refused = false;
  private readonly port: MessagePort;
  private readonly other: MessagePort;
  private readonly errorListeners: ((event: ErrorEvent) => void)[] = [];
  constructor(url: URL | string, options?: WorkerOptions) {
    if (FakeWorker.refused) throw new DOMException('Workers are not allowed here', 'SecurityError');
    FakeWorker.created.push({ url: String(url), options });
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.other = port2;
    if (FakeWorker.scriptFails)
      setTimeout(() => this.errorListeners.forEach((listener) => listener(FakeWorker.loadError())), 0);
    else serveEngine(port2, () => createFakeEngine(), { handlers: demoHandlers });
  }
  static loadError() {
    return new ErrorEvent('error', { message: 'Failed to fetch a worker script' });
  }
  postMessage(message: unknown) {
    this.port.postMessage(message);
  }
  addEventListener(type: 'message' | 'error', listener: (event: ErrorEvent & MessageEvent) => void) {
    if (type === 'error') this.errorListeners.push(listener as (event: ErrorEvent) => void);
    else this.port.addEventListener(type, listener as never);
  }
  terminate() {
    this.port.close();
    this.other.close();
  }
}

beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker);
});

afterEach(async () => {
  const { startDemoService } = await import('./start-demo-service');
  await (await startDemoService()).stop();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  opaqueOrigin.value = false;
  FakeWorker.scriptFails = false;
  FakeWorker.refused = false;
});

describe('startDemoService', () => {
  it('starts msw with bypass for everything but the demo base URL, answered in the worker', async () => {
    const { startDemoService } = await import('./start-demo-service');
    const service = await startDemoService();
    expect(await service.engineReady).toMatchObject({ buildMs: expect.any(Number) });
    expect(worker.start).toHaveBeenCalledWith(
      expect.objectContaining({
        onUnhandledFrame: 'bypass',
        serviceWorker: { url: '/mockServiceWorker.js' },
      }),
    );
    expect(FakeWorker.created.at(-1)).toMatchObject({
      url: expect.stringMatching(/engine\.worker\.ts/),
      options: { type: 'module' },
    });

    const handlers = worker.handlers as RequestHandler[];
    const ok = await getResponse(
      handlers,
      new Request(`${DEMO_BASE_URL}/countries/BR/partners?limit=2`, {
        headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
      }),
    );
    expect(ok?.status).toBe(200);
    expect(((await ok!.json()) as { data: unknown }).data).toEqual(
      createFakeEngine().countryPartners('BR', 'export', {}, 2),
    );
    // The page's one handler forwards everything under the base URL; the worker's service
    // decides, so its errors arrive as they are.
    expect(handlers).toHaveLength(1);
    const noKey = await getResponse(handlers, new Request(`${DEMO_BASE_URL}/countries/BR/partners`));
    expect(noKey?.status).toBe(401);
    expect(noKey?.headers.get('content-type')).toMatch(/json/);
    // Any other origin is not the demo's business: no handler answers it (so msw bypasses it).
    expect(await getResponse(handlers, new Request('https://api.example.com/countries/BR'))).toBeUndefined();
    expect(await getResponse(handlers, new Request(`${location.origin}/countries/BR`))).toBeUndefined();
  });

  it('is idempotent while running (StrictMode, HMR)', async () => {
    const { startDemoService } = await import('./start-demo-service');
    const before = FakeWorker.created.length;
    const [a, b] = await Promise.all([startDemoService(), startDemoService()]);
    expect(a).toBe(b);
    expect(FakeWorker.created.length).toBe(before + 1);
  });

  it('started in live mode, builds no world until the demo is made active', async () => {
    const { startDemoService } = await import('./start-demo-service');
    const before = FakeWorker.created.length;
    const service = await startDemoService({ active: false });
    expect(FakeWorker.created.length).toBe(before);
    await service.setActive(true);
    expect(FakeWorker.created.length).toBe(before + 1);
    await service.setActive(false);
    await service.setActive(true);
    expect(FakeWorker.created.length).toBe(before + 1);
  });

  it('started in live mode, builds the world when a demo request arrives anyway', async () => {
    const { startDemoService } = await import('./start-demo-service');
    const before = FakeWorker.created.length;
    await startDemoService({ active: false });
    expect(FakeWorker.created.length).toBe(before);
    const answer = await getResponse(
      worker.handlers as RequestHandler[],
      new Request(`${DEMO_BASE_URL}/countries/BR`, { headers: { Authorization: `Bearer ${DEMO_API_KEY}` } }),
    );
    expect(answer?.status).toBe(200);
    expect(FakeWorker.created.length).toBe(before + 1);
  });
});

describe('startDemoService when its engine worker does not start', () => {
  const partners = () =>
    getResponse(
      worker.handlers as RequestHandler[],
      new Request(`${DEMO_BASE_URL}/countries/BR/partners`, {
        headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
      }),
    );

  it("answers the demo's requests at once with what happened when the worker's script fails to load", async () => {
    FakeWorker.scriptFails = true;
    const { startDemoService } = await import('./start-demo-service');
    const onEngineFailed = vi.fn();
    const service = await startDemoService({ onEngineFailed });
    await expect(service.engineReady).rejects.toThrow(
      'The demo could not start: its engine did not load (Failed to fetch a worker script)',
    );
    expect(onEngineFailed).toHaveBeenCalledExactlyOnceWith(
      'its engine did not load (Failed to fetch a worker script)',
    );
    const answer = await partners();
    expect(answer?.status).toBe(500);
    expect(((await answer!.json()) as { message: string }).message).toBe(
      'The demo could not start: its engine did not load (Failed to fetch a worker script). Reload the page to try again.',
    );
  });

  it('answers them the same way when the browser refuses to create the worker', async () => {
    FakeWorker.refused = true;
    const { startDemoService } = await import('./start-demo-service');
    const onEngineFailed = vi.fn();
    const service = await startDemoService({ onEngineFailed });
    expect(onEngineFailed).toHaveBeenCalledExactlyOnceWith(
      'this browser did not start its engine (Workers are not allowed here)',
    );
    await expect(service.engineReady).rejects.toThrow(
      /this browser did not start its engine \(Workers are not allowed here\)/,
    );
    const answer = await partners();
    expect(answer?.status).toBe(500);
    expect(((await answer!.json()) as { message: string }).message).toMatch(
      /^The demo could not start: .*Reload the page/,
    );
  });
});

describe('startDemoService in an opaque origin (an embed in a sandboxed frame)', () => {
  const partners = () =>
    fetch(`${DEMO_BASE_URL}/countries/BR/partners?limit=2`, {
      headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
    });
  let blobs: Blob[];

  beforeEach(() => {
    opaqueOrigin.value = true;
    // A build, not the dev server: the engine worker is one classic script there.
    vi.stubEnv('DEV', false);
    blobs = [];
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (blob: Blob) => `blob:frame/${blobs.push(blob)}`,
        revokeObjectURL: () => undefined,
      }),
    );
  });

  it('builds the world in a worker started from a blob of its own, which loads the worker bundle', async () => {
    const { startDemoService } = await import('./start-demo-service');
    const service = await startDemoService();
    expect(await service.engineReady).toMatchObject({ buildMs: expect.any(Number) });
    expect(FakeWorker.created.at(-1)?.url).toBe('blob:frame/1');
    expect(await blobs[0]!.text()).toMatch(/^importScripts\("http:\/\/[^"]+engine\.worker[^"]*"\);$/);

    const answer = await partners();
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: unknown }).data).toEqual(
      createFakeEngine().countryPartners('BR', 'export', {}, 2),
    );
    expect(worker.start).not.toHaveBeenCalled();
  });

  it('where the worker cannot start, builds the world on the page and still answers', async () => {
    FakeWorker.scriptFails = true;
    const { startDemoService } = await import('./start-demo-service');
    const service = await startDemoService();
    expect(await service.engineReady).toMatchObject({ buildMs: expect.any(Number) });
    expect(FakeWorker.created.at(-1)?.url).toBe('blob:frame/1');

    const answer = await partners();
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: unknown }).data).toEqual(
      createFakeEngine().countryPartners('BR', 'export', {}, 2),
    );
  });
});
