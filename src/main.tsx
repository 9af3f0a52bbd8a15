/**
 * Entry point. In demo-capable builds (dev server, `npm run build:demo`) the in-browser demo
 * service (msw worker + emulator) starts before the first render, so the first request already
 * finds it. It only intercepts the demo base URL, so a live data source chosen at runtime goes
 * to the network untouched. In production builds `__TRADESCOPE_DEMO__` is the literal `false`
 * and the bundler drops the import below: no msw code ships.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { getDefaultDataSourceStore, setDemoReadiness } from '@/api/data-source';
import { createQueryClient } from '@/api/query-client';
import { setDemoStatus } from '@/app/demo-status';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import '@/app/styles.css';
import { installMemoryStorageInOpaqueOrigin } from '@/lib/opaque-origin';
import type { DemoService } from '@/emulator/browser/start-demo-service';

/** A service worker that never activates must not leave the page blank. */
const DEMO_START_TIMEOUT_MS = 15_000;

async function startDemo(active: boolean): Promise<DemoService | null> {
  setDemoStatus({ state: 'starting' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The engine can fail before the service worker has started, or at any time after.
  const engine = { failure: null as string | null };
  const onEngineFailed = (cause: string) => {
    engine.failure = cause;
    setDemoStatus({ state: 'failed', reason: cause });
  };
  try {
    const { startDemoService } = await import('@/emulator/browser/start-demo-service');
    const service = await Promise.race([
      startDemoService({ active, onEngineFailed }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(new Error(`the service worker did not start within ${DEMO_START_TIMEOUT_MS / 1000} s`)),
          DEMO_START_TIMEOUT_MS,
        );
      }),
    ]);
    setDemoStatus(
      engine.failure === null ? { state: 'running' } : { state: 'failed', reason: engine.failure },
    );
    return service;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    setDemoStatus({ state: 'failed', reason });
    return null;
  } finally {
    clearTimeout(timer);
  }
}

async function boot() {
  // An embed in a sandboxed iframe has no storage; libraries that read it on load must not crash.
  installMemoryStorageInOpaqueOrigin();
  if (__TRADESCOPE_DEMO__) {
    const service = await startDemo(getDefaultDataSourceStore().getSnapshot().mode === 'demo');
    // The service worker handles this page only while the demo is the data source: in live mode
    // it steps aside, so the page's aborts reach the network (see DemoService.setActive).
    if (service) {
      // Requests start their time limit once the demo's world is built (`demoReady`, data-source.ts).
      setDemoReadiness(() => service.engineReady);
      const store = getDefaultDataSourceStore();
      const follow = () => void service.setActive(store.getSnapshot().mode === 'demo');
      follow();
      store.subscribe(follow);
    }
  }
  // A plain production build has no demo service: "demo" (the store's default) would only
  // produce network errors, so such builds start in live mode and the app asks for the service.
  else getDefaultDataSourceStore().setMode('live');
  // One QueryClient and store shared by the providers and the route loaders, so a loader's
  // prefetch lands in the cache the page reads.
  const store = getDefaultDataSourceStore();
  const queryClient = createQueryClient({ dataSource: store });
  const router = createAppRouter({ queryClient, store });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
