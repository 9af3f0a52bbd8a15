import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataSourceStore } from '@/api/data-source';
import { createCompareLoader } from './compare-loader';

vi.mock('../components/charts/echarts-setup', () => ({ preloadEChartsModules: vi.fn() }));

function liveStore() {
  const store = createDataSourceStore({ local: null, session: null });
  store.update({ mode: 'live', baseUrl: 'https://tds.test', apiKey: 'k' });
  return store;
}

const argsFor = (url: string) => ({ params: {}, request: new Request(url) }) as unknown as LoaderFunctionArgs;

afterEach(() => vi.unstubAllGlobals());

describe('compare loader', () => {
  it('starts every request of a comparison in one wave (four per country), and none for bad entries', () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', vi.fn((input: Request | string) => {
      urls.push(typeof input === 'string' ? input : input.url);
      return new Promise(() => undefined);
    }));
    const queryClient = new QueryClient();
    createCompareLoader({ queryClient, store: liveStore() })(argsFor('http://app.test/compare?countries=BR,AR,QQ&from=2015&to=2020'));
    const keys = queryClient.getQueryCache().findAll().map((q) => JSON.stringify(q.queryKey));
    expect(keys).toHaveLength(8);
    expect(keys.some((k) => k.includes('QQ'))).toBe(false);
    expect(keys.filter((k) => k.includes('"summary"') && k.includes('"from":"2015"'))).toHaveLength(4);
  });

  it('asks nothing for an empty comparison', () => {
    const queryClient = new QueryClient();
    createCompareLoader({ queryClient, store: liveStore() })(argsFor('http://app.test/compare'));
    expect(queryClient.getQueryCache().findAll()).toHaveLength(0);
  });
});
