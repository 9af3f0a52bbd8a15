/**
 * The body of the unfiltered `/trade/summary` that tells a view the service's coverage: only
 * its periods matter (one per year with trade); tests pick years that neither the clock nor a
 * gapless span could pass for.
 */
export function coverageSummaryBody(years: readonly number[], requestId = 'req-coverage') {
  return {
    data: {
      trade_value: 1,
      quantity: null,
      growth: null,
      unit_value: null,
      top_partners: [],
      partner_concentration: null,
      periods: years.map((y) => ({ period: `${y}-01-01`, value_usd: 1, quantity: null, flow_count: 1 })),
    },
    request_id: requestId,
    duration_ms: 1,
  };
}
