import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createDataSourceStore } from '@/api/data-source';
import { createViewLoader } from './view-loader';

const preloadEChartsModules = vi.hoisted(() => vi.fn());
vi.mock('../components/charts/echarts-setup', () => ({ preloadEChartsModules }));

const args = {
  params: { cid: 'DE' },
  request: new Request('http://app.test/countries/DE'),
} as unknown as LoaderFunctionArgs;

function liveStore(key: string) {
  const store = createDataSourceStore({ local: null, session: null });
  store.update({ mode: 'live', baseUrl: 'https://tds.test', apiKey: key });
  return store;
}

describe('view loader', () => {
  it('starts the chart modules, the code and the requests of a view together, and never blocks', () => {
    const code = vi.fn();
    const data = vi.fn();
    const loader = createViewLoader(
      { chartModules: ['line', 'map'], code, data },
      { queryClient: new QueryClient(), store: liveStore('k') },
    );
    expect(loader(args)).toBeNull();
    expect(preloadEChartsModules).toHaveBeenCalledWith(['line', 'map']);
    expect(code).toHaveBeenCalledWith(args);
    expect(data).toHaveBeenCalledTimes(1);
    expect(data.mock.calls[0]?.[1]).toMatchObject({ key: 'live:https://tds.test' });
  });

  it('loads code but asks nothing of a source without a key, and survives a throwing preload', () => {
    const data = vi.fn();
    const code = vi.fn(() => {
      throw new Error('boom');
    });
    const loader = createViewLoader({ code, data }, { queryClient: new QueryClient(), store: liveStore('') });
    expect(loader(args)).toBeNull();
    expect(code).toHaveBeenCalled();
    expect(data).not.toHaveBeenCalled();
  });
});
