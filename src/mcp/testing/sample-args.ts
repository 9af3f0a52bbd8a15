/**
 * Arguments for every tool, used by the tests and by the examples in docs/mcp.md
 * (tools/mcp-examples.ts): ids of the ISO and HS nomenclatures, no figure of the world.
 */
export const SAMPLE_ARGS: Record<string, Record<string, unknown>> = {
  get_trade_observations: { reporter: 'KE', partner: 'NL', from: '2015', limit: 20 },
  get_trade_summary: { reporter: 'KE', partner: 'NL', flow: 'export', from: '2015' },
  search_products: { q: 'coffee', limit: 5 },
  get_product: { pid: 'hs:0901' },
  get_product_series: { pid: '090111', reporter: 'VN', flow: 'export', to: '2020' },
  get_product_markets: { pid: '0901', from: '2020', to: '2023', limit: 5 },
  search_countries: { q: 'ken' },
  get_country: { cid: 'KE' },
  get_country_imports: { cid: 'KE', product: '27' },
  get_country_exports: { cid: 'KE', partner: 'NLD' },
  get_country_partners: { cid: 'KE', flow: 'import', limit: 10 },
  get_country_products: { cid: 'KE', from: '2022', limit: 10 },
};
