// @vitest-environment node
/** The worker bridge over a real MessageChannel: ids, ordering, errors, build failures, whole requests. */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeEngine } from '../engine/engine-types';
import { DEMO_API_KEY, DEMO_BASE_URL } from '@/api/data-source';
import { createFakeEngine } from '../service/testing/fake-engine';
import { demoHandlers } from './demo-handlers';
import type { MessageEndpoint } from './engine-protocol';
import { serveEngine } from './serve-engine';
import { createWorkerEngine } from './worker-engine';

const ports: MessagePort[] = [];

/** node:worker_threads ports deliver `event.data` to addEventListener like a browser port. */
function pair(): [MessageEndpoint, MessageEndpoint] {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  return [port1, port2];
}

afterEach(() => {
  for (const p of ports.splice(0)) p.close();
});

const partnersOfDE = () =>
  new Request(`${DEMO_BASE_URL}/countries/DE/partners`, {
    headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
  });

describe('worker engine bridge', () => {
  it('answers every engine method like the engine itself, matching replies by id', async () => {
    const [main, worker] = pair();
    const direct = createFakeEngine();
    const { engine, ready } = createWorkerEngine(main);
    // Calls issued before the world is built wait in the port and are answered afterwards.
    const early = engine.searchCountries('b', 5);
    expect(() => engine.coverage).toThrow(/still being built/);
    serveEngine(worker, () => createFakeEngine());
    expect((await ready).buildMs).toBeGreaterThanOrEqual(0);
    expect(engine.coverage).toEqual(direct.coverage);
    const [a, b, c, d] = await Promise.all([
      engine.summary({ reporter: 'BR' }),
      engine.countryPartners('DE', 'export', {}, 5),
      engine.resolveCountry('bra'),
      engine.productDetail('99'),
    ]);
    expect(a).toEqual(direct.summary({ reporter: 'BR' }));
    expect(b).toEqual(direct.countryPartners('DE', 'export', {}, 5));
    expect(c).toBe('BR');
    expect(d).toBeNull();
    expect(await early).toEqual(direct.searchCountries('b', 5));
  });

  it('rejects a call whose engine method throws, keeping the message', async () => {
    const [main, worker] = pair();
    const broken: TradeEngine = {
      ...createFakeEngine(),
      trade: () => {
        throw new RangeError('index out of range');
      },
    };
    const { engine } = createWorkerEngine(main);
    serveEngine(worker, () => broken);
    await expect(engine.trade({}, 1)).rejects.toMatchObject({
      name: 'RangeError',
      message: 'index out of range',
    });
    expect(await engine.resolveCountry('US')).toBe('US');
  });

  it('a failed build rejects ready and every call, never hangs', async () => {
    const [main, worker] = pair();
    const { engine, ready } = createWorkerEngine(main);
    serveEngine(worker, () => {
      throw new Error('out of memory');
    });
    await expect(ready).rejects.toThrow('out of memory');
    await expect(engine.summary({})).rejects.toThrow(/failed to build/);
    expect(() => engine.coverage).toThrow(/failed to build/);
  });

  it('answers a whole request in the worker: status, headers and body as the handlers made them', async () => {
    const [main, worker] = pair();
    const bridge = createWorkerEngine(main);
    const early = bridge.fetch(
      new Request(`${DEMO_BASE_URL}/countries/DE/partners?flow=export&limit=3`, {
        headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
      }),
    );
    serveEngine(worker, () => createFakeEngine(), { handlers: demoHandlers });
    const ok = await early;
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await ok.json()) as { data: unknown }).data).toEqual(
      createFakeEngine().countryPartners('DE', 'export', {}, 3),
    );
    const [unauthorised, invalid, unknown] = await Promise.all([
      bridge.fetch(new Request(`${DEMO_BASE_URL}/trade`)),
      bridge.fetch(
        new Request(`${DEMO_BASE_URL}/trade?from=abc`, {
          headers: { Authorization: `Bearer ${DEMO_API_KEY}` },
        }),
      ),
      bridge.fetch(
        new Request(`${DEMO_BASE_URL}/nowhere`, { headers: { Authorization: `Bearer ${DEMO_API_KEY}` } }),
      ),
    ]);
    expect(unauthorised.status).toBe(401);
    expect(invalid.status).toBe(422);
    expect(JSON.stringify(await invalid.json())).toContain('from');
    expect(unknown.status).toBe(404);
  });

  it("a failed build answers requests with the service's error, never hangs", async () => {
    const [main, worker] = pair();
    const onFailed = vi.fn();
    const bridge = createWorkerEngine(main, onFailed);
    serveEngine(
      worker,
      () => {
        throw new Error('out of memory');
      },
      { handlers: demoHandlers },
    );
    await expect(bridge.ready).rejects.toThrow('out of memory');
    expect(onFailed).toHaveBeenCalledExactlyOnceWith('its world failed to build (out of memory)');
    const res = await bridge.fetch(partnersOfDE());
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('internal_error');
    expect(body.message).toContain('its world failed to build (out of memory)');
  });

  it('a worker that will never answer, failed by its owner, answers every request at once and says why', async () => {
    const [main] = pair();
    const onFailed = vi.fn();
    const bridge = createWorkerEngine(main, onFailed);
    const waiting = bridge.fetch(partnersOfDE());
    const waitingCall = bridge.engine.summary({});
    bridge.fail('its engine did not load (404)');
    bridge.fail('a second error of the same worker');
    expect(onFailed).toHaveBeenCalledExactlyOnceWith('its engine did not load (404)');
    await expect(bridge.ready).rejects.toThrow('The demo could not start: its engine did not load (404)');
    await expect(waitingCall).rejects.toThrow(/could not start/);
    for (const res of [await waiting, await bridge.fetch(partnersOfDE())]) {
      expect(res.status).toBe(500);
      const body = (await res.json()) as { error: string; message: string; request_id: string };
      expect(body.error).toBe('internal_error');
      expect(body.message).toBe(
        'The demo could not start: its engine did not load (404). Reload the page to try again.',
      );
      expect(res.headers.get('X-Request-ID')).toBe(body.request_id);
    }
    await expect(bridge.engine.resolveCountry('US')).rejects.toThrow(/could not start/);
    expect(() => bridge.engine.coverage).toThrow(/could not start/);
  });

  it('a failure reported after the worker answered changes nothing', async () => {
    const [main, worker] = pair();
    const onFailed = vi.fn();
    const bridge = createWorkerEngine(main, onFailed);
    serveEngine(worker, () => createFakeEngine(), { handlers: demoHandlers });
    await bridge.ready;
    bridge.fail('a later error of the worker');
    expect(onFailed).not.toHaveBeenCalled();
    expect((await bridge.fetch(partnersOfDE())).status).toBe(200);
    expect(await bridge.engine.resolveCountry('US')).toBe('US');
  });
});
