/**
 * The data of the unfiltered `/trade/summary` that tells a view the service's coverage: only
 * its periods matter (one per year with trade); tests pick years that neither the clock nor a
 * gapless span could pass for. Answer it with `envelope`/`envelopeFrom` (src/test/msw.ts).
 */
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
