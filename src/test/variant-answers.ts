/**
 * Answers of the default world as a service built differently would give them (the variant
 * service's conventions, src/emulator/node/variant-conventions.ts), as msw overrides: a
 * component test makes the client guess to read one endpoint and sees what the charts say.
 */
import { within } from '@testing-library/react';
import type { HttpHandler, PathParams } from 'msw';
import type { Flow } from '@/api/service-conventions';
import type { TradeEngine } from '@/emulator/engine/engine-types';
import { getDefaultEngine } from '@/emulator/node/setup-test-server';
import { variantAnswer, type Variant } from '@/emulator/node/variant-conventions';
import { envelopeFrom } from './msw';

/** `from` and `to` of the query, as the engine takes them. */
function yearsOf(url: URL): { from?: number; to?: number } {
  const out: { from?: number; to?: number } = {};
  for (const name of ['from', 'to'] as const) {
    const text = url.searchParams.get(name);
    if (text !== null) out[name] = Number(text);
  }
  return out;
}

/** The default world's answer to `path`, computed by `compute`, as a service with `variants` sends it. */
function answeredAs(
  variants: readonly Variant[],
  path: string,
  compute: (engine: TradeEngine, url: URL, params: PathParams) => unknown,
): HttpHandler {
  return envelopeFrom(path, ({ request, params }) => {
    const url = new URL(request.url);
    const data = compute(getDefaultEngine(), url, params);
    return (variantAnswer(variants, url.pathname, 200, { data }) as { data: unknown }).data;
  });
}

/**
 * `/countries/{cid}/partners` with the partners named by ISO alpha-3 (`BRA`), as the variant
 * service's `alpha3-ids` gives it: the client reads them as alpha-2 and notes the guess.
 */
export function partnersInAlpha3(): HttpHandler {
  return answeredAs(['alpha3-ids'], '/countries/{cid}/partners', (engine, url, params) => {
    const product = url.searchParams.get('product');
    return engine.countryPartners(
      String(params.cid),
      (url.searchParams.get('flow') ?? 'export') as Flow,
      { ...yearsOf(url), ...(product ? { product } : {}) },
      Number(url.searchParams.get('limit') ?? 50),
    );
  });
}

/** `/products/{pid}/markets` with the exporters and importers named by ISO alpha-3. */
export function marketsInAlpha3(): HttpHandler {
  return answeredAs(['alpha3-ids'], '/products/{pid}/markets', (engine, url, params) =>
    engine.productMarkets(String(params.pid), yearsOf(url), Number(url.searchParams.get('limit') ?? 20)),
  );
}

/** The visible note under a chart or a summary saying how the service's answer was read; null if none. */
export function serviceNotesIn(element: HTMLElement): HTMLElement | null {
  return within(element).queryByRole('list', { name: "How the service's answer was read" });
}
