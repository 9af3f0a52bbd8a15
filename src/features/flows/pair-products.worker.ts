/**
 * Aggregates a pair's /trade rows off the main thread (pair-products.ts). Started by
 * use-pair-products.ts for large answers; one message in (rows, reporter and partner), one out.
 */
import { aggregatePairProducts, type PairProductsRequest } from './pair-products';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PairProductsRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};
scope.onmessage = (event) => {
  try {
    scope.postMessage({
      ok: true,
      products: aggregatePairProducts(event.data.rows, event.data.reporter, event.data.partner),
    });
  } catch (error) {
    scope.postMessage({ ok: false, message: String(error) });
  }
};
