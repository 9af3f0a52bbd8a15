/**
 * The pair's products (pair-products.ts) for the rows on screen. Above WORKER_THRESHOLD rows the
 * aggregation runs in a Web Worker, so a 10,000-row answer never blocks input or scrolling;
 * smaller answers (and environments without workers, such as tests) aggregate in place, where
 * starting a worker would cost more than the sums.
 */
import { useEffect, useMemo, useState } from 'react';
import { aggregatePairProducts, type PairProduct, type PairProductInputRow } from './pair-products';

export const WORKER_THRESHOLD = 2_000;

type WorkerAnswer = { ok: true; products: PairProduct[] } | { ok: false; message: string };

function aggregateInWorker(
  rows: readonly PairProductInputRow[],
  reporter: string | undefined,
  partner: string | undefined,
): { promise: Promise<PairProduct[]>; cancel: () => void } {
  let worker: Worker | null = null;
  // Created inside the promise: where no worker may start (a sandboxed embed's opaque origin
  // cannot load the app's worker file, a policy that forbids workers) the constructor throws,
  // and the caller sums in place instead of the view failing.
  const promise = new Promise<PairProduct[]>((resolve, reject) => {
    const started = new Worker(new URL('./pair-products.worker.ts', import.meta.url), {
      type: 'module',
      name: 'tradescope-pair-products',
    });
    worker = started;
    started.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      started.terminate();
      if (event.data.ok) resolve(event.data.products);
      else reject(new Error(event.data.message));
    };
    started.onerror = (event) => {
      started.terminate();
      reject(new Error(event.message || 'pair products worker failed'));
    };
    // Only the fields the sums need cross the thread boundary.
    started.postMessage({
      rows: rows.map(({ exporter, importer, hs6, value_usd, direction }) => ({
        exporter,
        importer,
        hs6,
        value_usd,
        direction,
      })),
      reporter,
      partner,
    });
  });
  return { promise, cancel: () => worker?.terminate() };
}

export function usePairProducts(
  rows: readonly PairProductInputRow[] | undefined,
  reporter: string | undefined,
  partner: string | undefined,
) {
  const useWorker = rows !== undefined && rows.length > WORKER_THRESHOLD && typeof Worker !== 'undefined';
  const inPlace = useMemo(
    () => (rows !== undefined && !useWorker ? aggregatePairProducts(rows, reporter, partner) : undefined),
    [rows, reporter, partner, useWorker],
  );
  const [fromWorker, setFromWorker] = useState<{
    rows: readonly PairProductInputRow[];
    products: PairProduct[];
  } | null>(null);

  useEffect(() => {
    if (!useWorker || rows === undefined) return;
    const job = aggregateInWorker(rows, reporter, partner);
    job.promise.then(
      (products) => setFromWorker({ rows, products }),
      // A failed worker falls back to the main thread: a slow frame beats a missing ranking.
      () => setFromWorker({ rows, products: aggregatePairProducts(rows, reporter, partner) }),
    );
    return job.cancel;
  }, [rows, reporter, partner, useWorker]);

  if (!useWorker) return { products: inPlace, pending: rows === undefined };
  const current = fromWorker && fromWorker.rows === rows ? fromWorker.products : undefined;
  return { products: current, pending: current === undefined };
}
