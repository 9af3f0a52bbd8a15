// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: its readiness is the page's, set once by the demo's start. */
const load = () => import('./data-source');
beforeEach(() => vi.resetModules());

describe('demoReady', () => {
  it('is null without a demo (a production build, a test): requests wait for nothing', async () => {
    const { demoReady } = await load();
    expect(demoReady()).toBeNull();
  });

  it('settles when the world is built, asking for it only when a request does', async () => {
    const { demoReady, setDemoReadiness } = await load();
    const ready = vi.fn(() => Promise.resolve({ buildMs: 1200 }));
    setDemoReadiness(ready);
    expect(ready).not.toHaveBeenCalled();
    await expect(demoReady()).resolves.toEqual({ buildMs: 1200 });
    expect(ready).toHaveBeenCalledOnce();
  });

  it('settles too when the world failed to build: the requests then say why', async () => {
    const { demoReady, setDemoReadiness } = await load();
    setDemoReadiness(() => Promise.reject(new Error('the engine worker did not start')));
    await expect(demoReady()).resolves.toBeUndefined();
  });
});
