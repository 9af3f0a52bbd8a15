/**
 * The data of the unfiltered `/trade/summary` that tells a view the service's coverage: only
 * its periods matter (one per year with trade); tests pick years that neither the clock nor a
 * gapless span could pass for.
 */
import { http, type HttpHandler } from 'msw';
import { DEMO_BASE_URL } from '@/api/data-source';
import { envelopeResponse } from '@/emulator/node/overrides';

export function coverageSummaryData(years: readonly number[]) {
  return {
    trade_value: 1,
    quantity: null,
    growth: null,
    unit_value: null,
    top_partners: [],
    partner_concentration: null,
    periods: years.map((y) => ({ period: `${y}-01-01`, value_usd: 1, quantity: null, flow_count: 1 })),
  };
}

/** The whole body, for tests that answer through a fetch of their own rather than msw. */
export function coverageSummaryBody(years: readonly number[], requestId = 'req-coverage') {
  return { data: coverageSummaryData(years), request_id: requestId, duration_ms: 1 };
}

/**
 * A handler answering the unfiltered summary (the coverage) with these years once `answer`
 * resolves; every filtered summary falls through to the other handlers (the world's service).
 */
export function coverageOf(
  years: readonly number[],
  answer: Promise<unknown> = Promise.resolve(),
  baseUrl = DEMO_BASE_URL,
): HttpHandler {
  return http.get(`${baseUrl}/trade/summary`, async ({ request }) => {
    if (new URL(request.url).search !== '') return undefined;
    await answer;
    return envelopeResponse(coverageSummaryData(years), { requestId: 'req-coverage' });
  });
}
