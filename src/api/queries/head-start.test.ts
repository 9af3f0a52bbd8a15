// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchUnlessFailed, prefetchUnlessFailed } from './head-start';

function failing() {
  let calls = 0;
  const options = {
    queryKey: ['tds', 'demo', 'x'] as const,
    queryFn: () => {
      calls += 1;
      return Promise.reject(new Error('boom'));
    },
    retry: false,
  };
  return { options, calls: () => calls };
}

describe('a loader head start never repeats a failure', () => {
  it('prefetches once; a second run of the loader sends nothing', async () => {
    const client = new QueryClient();
    const q = failing();
    prefetchUnlessFailed(client, q.options);
    await expect.poll(() => client.getQueryState(q.options.queryKey)?.status).toBe('error');
    prefetchUnlessFailed(client, q.options);
    await expect(fetchUnlessFailed(client, q.options)).rejects.toThrow('boom');
    expect(q.calls()).toBe(1);
    // Plain prefetchQuery would have asked again: the storm this prevents.
    await client.prefetchQuery(q.options);
    expect(q.calls()).toBe(2);
  });

  it('a query that never failed is prefetched as usual', async () => {
    const client = new QueryClient();
    let calls = 0;
    prefetchUnlessFailed(client, {
      queryKey: ['tds', 'demo', 'ok'],
      queryFn: () => ((calls += 1), Promise.resolve(1)),
    });
    await expect.poll(() => calls).toBe(1);
  });
});

describe('fetchUnlessFailed', () => {
  it('fetches a query that never failed and resolves with its data', async () => {
    const client = new QueryClient();
    let calls = 0;
    const options = {
      queryKey: ['tds', 'demo', 'fine'],
      queryFn: () => ((calls += 1), Promise.resolve('rows')),
    };
    await expect(fetchUnlessFailed(client, options)).resolves.toBe('rows');
    expect(calls).toBe(1);
  });

  it('a query that failed without a reason still rejects with an Error, without a request', async () => {
    const client = new QueryClient();
    let calls = 0;
    const options = {
      queryKey: ['tds', 'demo', 'bare'],
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what this test is about
      queryFn: () => ((calls += 1), Promise.reject(undefined)),
      retry: false,
    };
    await client.prefetchQuery(options);
    expect(client.getQueryState(options.queryKey)?.status).toBe('error');
    await expect(fetchUnlessFailed(client, options)).rejects.toThrow('failed before');
    expect(calls).toBe(1);
  });
});
