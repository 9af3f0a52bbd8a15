// @vitest-environment jsdom
/**
 * usePairProducts: in place for small answers, in a Web Worker above WORKER_THRESHOLD rows, back
 * on the main thread when the worker fails, and never an answer for rows no longer shown. jsdom
 * has no Worker: a stand-in runs the same aggregation (what the real worker module does).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aggregatePairProducts, type PairProductInputRow } from './pair-products';
import { usePairProducts, WORKER_THRESHOLD } from './use-pair-products';

const rows = (n: number, hs6 = '870323'): PairProductInputRow[] =>
  Array.from({ length: n }, (_, i) => ({
    exporter: i % 2 ? 'DE' : 'CN',
    importer: i % 2 ? 'CN' : 'DE',
    hs6,
    value_usd: 1,
  }));

interface StandInWorker {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage: (data: { rows: PairProductInputRow[]; reporter?: string; partner?: string }) => void;
  terminate: () => void;
  terminated: boolean;
}

function installWorker(behaviour: 'answer' | 'fail' | 'silent' | 'refused') {
  const made: StandInWorker[] = [];
  class FakeWorker implements StandInWorker {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    terminated = false;
    constructor() {
      // As in a sandboxed embed, whose opaque origin may not load the app's worker file.
      if (behaviour === 'refused')
        throw new DOMException("Script cannot be accessed from origin 'null'.", 'SecurityError');
      made.push(this);
    }
    postMessage(data: { rows: PairProductInputRow[]; reporter?: string; partner?: string }) {
      if (behaviour === 'silent') return;
      setTimeout(() => {
        if (this.terminated) return;
        if (behaviour === 'fail') this.onerror?.({ message: 'boom' } as ErrorEvent);
        else
          this.onmessage?.({
            data: { ok: true, products: aggregatePairProducts(data.rows, data.reporter, data.partner) },
          } as MessageEvent);
      }, 0);
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('usePairProducts', () => {
  it('aggregates a small answer in place, with no worker', () => {
    const made = installWorker('answer');
    const small = rows(10);
    const { result } = renderHook(() => usePairProducts(small, 'DE', 'CN'));
    expect(made).toHaveLength(0);
    expect(result.current).toEqual({ products: aggregatePairProducts(small, 'DE', 'CN'), pending: false });
  });

  it('sends a large answer to a worker and is pending until it answers', async () => {
    const made = installWorker('answer');
    const large = rows(WORKER_THRESHOLD + 1);
    const { result } = renderHook(() => usePairProducts(large, 'DE', 'CN'));
    expect(made).toHaveLength(1);
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.products).toEqual(aggregatePairProducts(large, 'DE', 'CN'));
  });

  it("hands the worker the partner too: a group's rows are split by the partner's end", async () => {
    installWorker('answer');
    const large = rows(WORKER_THRESHOLD + 1).map((r) => ({ ...r, exporter: 'FR', importer: 'CN' }));
    const { result } = renderHook(() => usePairProducts(large, 'EU', 'CN'));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.products?.[0]).toMatchObject({ exports: WORKER_THRESHOLD + 1, imports: 0 });
  });

  it('sums in place when no worker may start (the constructor throws), instead of failing', async () => {
    installWorker('refused');
    const large = rows(WORKER_THRESHOLD + 1);
    const { result } = renderHook(() => usePairProducts(large, 'DE', 'CN'));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.products).toEqual(aggregatePairProducts(large, 'DE', 'CN'));
  });

  it('falls back to the main thread when the worker fails', async () => {
    installWorker('fail');
    const large = rows(WORKER_THRESHOLD + 1);
    const { result } = renderHook(() => usePairProducts(large, 'DE', 'CN'));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.products).toEqual(aggregatePairProducts(large, 'DE', 'CN'));
  });

  it('stops the worker of rows no longer shown, and never shows their answer', () => {
    const made = installWorker('silent');
    const first = rows(WORKER_THRESHOLD + 1, '870323');
    const second = rows(WORKER_THRESHOLD + 1, '090111');
    const { result, rerender } = renderHook(({ r }) => usePairProducts(r, 'DE', 'CN'), {
      initialProps: { r: first },
    });
    rerender({ r: second });
    expect(made[0]!.terminated).toBe(true);
    // The first worker answers late: it is not the second rows' answer.
    act(() =>
      made[0]!.onmessage?.({
        data: { ok: true, products: aggregatePairProducts(first, 'DE', 'CN') },
      } as MessageEvent),
    );
    expect(result.current).toEqual({ products: undefined, pending: true });
  });

  it('is pending without rows', () => {
    installWorker('answer');
    const { result } = renderHook(() => usePairProducts(undefined, 'DE', 'CN'));
    expect(result.current).toEqual({ products: undefined, pending: true });
  });
});
