import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createDataSourceStore } from '@/api/data-source';
import { lazyLoader, viewRoute } from './lazy-loader';

const args = {
  params: { cid: 'DE' },
  request: new Request('http://app.test/countries/DE'),
} as unknown as LoaderFunctionArgs;
const deps = () => ({
  queryClient: new QueryClient(),
  store: createDataSourceStore({ local: null, session: null }),
});

describe('lazy route loader', () => {
  it('loads the loader module once and runs it for every navigation', async () => {
    const run = vi.fn();
    const create = vi.fn(() => run);
    const load = vi.fn(() => Promise.resolve(create));
    const d = deps();
    const loader = lazyLoader(load, d);
    await expect(loader(args)).resolves.toBeNull();
    await expect(loader(args)).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(d);
    expect(run).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenCalledWith(args);
  });

  it('never fails navigation: a module that does not load, or a loader that throws, is no head start; the next visit tries again', async () => {
    const run = vi.fn(() => {
      throw new Error('boom');
    });
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(() => run);
    const loader = lazyLoader(load, deps());
    await expect(loader(args)).resolves.toBeNull();
    expect(run).not.toHaveBeenCalled();
    await expect(loader(args)).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("asks for a view's loader module before its route module, and only once", async () => {
    const order: string[] = [];
    const run = vi.fn();
    const load = vi.fn(() => {
      order.push('loader module');
      return Promise.resolve(() => run);
    });
    const Component = () => null;
    const route = viewRoute('/countries/:cid', deps(), load, () => {
      order.push('route module');
      return Promise.resolve({ Component });
    });
    // React Router resolves `lazy` first, then calls the loader.
    const lazy = route.lazy as () => Promise<unknown>;
    await expect(lazy()).resolves.toEqual({ Component });
    await (route.loader as (a: LoaderFunctionArgs) => Promise<unknown>)(args);
    expect(order).toEqual(['loader module', 'route module']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(args);
  });

  it("without the app's query client and store (tests), a view route has no loader", () => {
    const route = viewRoute(
      '/flows',
      undefined,
      () => Promise.reject(new Error('never')),
      () => Promise.resolve({ Component: () => null }),
    );
    expect(route.loader).toBeUndefined();
  });
});
