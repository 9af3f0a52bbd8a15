/**
 * Answers of the default world as a service built differently would give them (the variant
 * service's conventions, src/emulator/node/variant-conventions.ts), as msw overrides: a
 * component test makes the client guess to read one endpoint and sees what the charts say.
 */
import { within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import type { Flow } from '@/api/service-conventions';
import { getDefaultEngine } from '@/emulator/node/setup-test-server';
import { variantAnswer } from '@/emulator/node/variant-conventions';
import { envelopeFrom } from './msw';

const year = (url: URL, name: string) => {
  const text = url.searchParams.get(name);
  return text === null ? {} : { [name]: Number(text) };
};

/**
 * `/countries/{cid}/partners` with the partners named by ISO alpha-3 (`BRA`), as the variant
 * service's `alpha3-ids` gives it: the client reads them as alpha-2 and notes the guess.
 */
export function partnersInAlpha3(): HttpHandler {
  return envelopeFrom('/countries/{cid}/partners', ({ request, params }) => {
    const url = new URL(request.url);
    const product = url.searchParams.get('product');
    const data = getDefaultEngine().countryPartners(
      String(params.cid),
      (url.searchParams.get('flow') ?? 'export') as Flow,
      { ...year(url, 'from'), ...year(url, 'to'), ...(product ? { product } : {}) },
      Number(url.searchParams.get('limit') ?? 50),
    );
    return (variantAnswer(['alpha3-ids'], url.pathname, 200, { data }) as { data: unknown }).data;
  });
}

/** The visible note under a chart or a summary saying how the service's answer was read; null if none. */
export function serviceNotesIn(element: HTMLElement): HTMLElement | null {
  return within(element).queryByRole('list', { name: "How the service's answer was read" });
}
