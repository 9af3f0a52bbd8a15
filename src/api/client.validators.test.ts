// @vitest-environment node
// An endpoint's contract validator loads with its first request (client.ts loadValidator). When that
// load fails, as a lazily loaded chunk can on a flaky network, the answer cannot be checked: the
// call says so, and the next request loads them again. Its own file: the validators are loaded
// once per module, so each test here starts from a fresh client module.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from './errors';

const load = { fails: true };

const BASE = 'https://tds.test.invalid';
const germany = () =>
  Response.json(
    { data: { id: 'DE', name: 'Germany', is_group: false } },
    { headers: { 'X-Request-ID': 'req-1' } },
  );

async function freshClient(fetch: () => Promise<Response>) {
  vi.resetModules();
  // A loaded mock stays loaded across resetModules; registering it again starts it afresh.
  vi.doMock('./generated/validators/get-countries-cid.js', async (importOriginal) => {
    if (load.fails) throw new Error('the validators chunk did not load');
    return importOriginal();
  });
  const { createTradeClient } = await import('./client');
  const { isApiError } = await import('./errors');
  return { client: createTradeClient({ baseUrl: BASE, apiKey: 'k', fetch }), isApiError };
}

afterEach(() => {
  load.fails = true;
});

describe('contract validators that do not load', () => {
  it('fail the call as a network error, and load again with the next request', async () => {
    const { client, isApiError } = await freshClient(() => Promise.resolve(germany()));
    const error = await client.getCountry({ cid: 'DE' }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'network', endpoint: 'GET /countries/{cid}', requestId: 'req-1' });
    expect((error as ApiError).message).toMatch(
      /^The response of GET \/countries\/\{cid\} could not be checked: the contract validators did not load \(Error: .+\)$/,
    );
    expect((error as ApiError).cause).toBeInstanceOf(Error);
    expect(isApiError((error as ApiError).cause)).toBe(false);

    load.fails = false;
    expect((await client.getCountry({ cid: 'DE' })).data.name).toBe('Germany');
  });

  it('leave no unhandled rejection behind when the request fails first', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { client } = await freshClient(() => Promise.reject(new TypeError('Failed to fetch')));
      const error = await client.getCountry({ cid: 'DE' }).catch((e: unknown) => e);
      expect(error).toMatchObject({
        kind: 'network',
        message: `Could not reach the Trade Data Service at ${BASE} (Failed to fetch)`,
      });
      // The validators' import fails after the request did; Node reports an unhandled rejection
      // once the microtasks after it have run: wait past both.
      await vi.dynamicImportSettled();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('contract validators that load', () => {
  it('are loaded once per endpoint, not with every request', async () => {
    load.fails = false;
    vi.resetModules();
    const loads = vi.fn();
    vi.doMock('./generated/validator-loaders.js', async (importOriginal) => {
      const { validatorLoaders } = await importOriginal<typeof import('./generated/validator-loaders.js')>();
      const countryLoader = validatorLoaders['GET /countries/{cid}'];
      return {
        validatorLoaders: {
          ...validatorLoaders,
          'GET /countries/{cid}': () => {
            loads();
            return countryLoader();
          },
        },
      };
    });
    try {
      const { createTradeClient } = await import('./client');
      const client = createTradeClient({
        baseUrl: BASE,
        apiKey: 'k',
        fetch: () => Promise.resolve(germany()),
      });
      expect((await client.getCountry({ cid: 'DE' })).data.name).toBe('Germany');
      expect((await client.getCountry({ cid: 'DE' })).data.name).toBe('Germany');
      expect(loads).toHaveBeenCalledTimes(1);
    } finally {
      vi.doUnmock('./generated/validator-loaders.js');
    }
  });
});
