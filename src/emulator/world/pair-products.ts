/**
 * What the largest bilateral pairs really trade: `exporter importer` and the HS6 subheadings
 * that lead the pair, each with its approximate share of the pair's trade (2022-2023, rounded;
 * good to a point or two of the pair's total). Sources: US Census Bureau (USA Trade Online,
 * imports and exports by HS6 and partner) for the pairs with the United States; Statistics
 * Canada and INEGI mirror figures for Canada and Mexico; General Administration of Customs of
 * China and UN Comtrade / WITS for the pairs with China, Japan and Korea; Destatis and Eurostat
 * Comext for the European pairs. Gravity and import demand decide which products a pair trades
 * (bilateral-flows.ts); these cells fix the pair's leading lines at their real weight, and the
 * exporter's other lines make room, so the pair's total and the exporter's product totals hold.
 * Listing a pair here is a calibration target, not data: the yearly noise (about ±25% per flow)
 * still moves each line around its share.
 */
const PAIR_PRODUCTS = `
CN US 851713 .11 847130 .08 850760 .03 950300 .025 851762 .025
MX US 847150 .06 870323 .055 870421 .05 870899 .035 854430 .03 270900 .03 847130 .02 851762 .02
CA US 270900 .24 870323 .06 271121 .03 870324 .025 271019 .025
US CA 870323 .04 870899 .035 270900 .035 870431 .03 271019 .03 870324 .025
US MX 271019 .065 271012 .045 271121 .03 847330 .03 870899 .025 100590 .015
DE US 870323 .06 300490 .06 300215 .05 870324 .05 870899 .02 901890 .015
CN DE 847130 .05 850760 .04 851713 .035 854143 .035 851762 .025
CN JP 851713 .08 847130 .055 850760 .02 851762 .02
CN KR 854231 .06 847130 .035 850760 .03 851713 .025
KR CN 854232 .2 854231 .07 854239 .04 290243 .02
TW CN 854231 .3 854232 .1 854239 .05
JP CN 848620 .07 870323 .05 854239 .03 870324 .02
AU CN 260111 .55 271111 .1 270112 .05
RU CN 270900 .45 270112 .07 271121 .06 271111 .05 271019 .04
KE PK 090240 .85
KE EG 090240 .8
NL DE 271121 .06 271019 .05 271012 .025 300490 .025
DE FR 870323 .06 300490 .035 880240 .03 870899 .025 870380 .02
DE CN 870323 .09 870324 .08 870899 .05 300215 .03 300490 .025
CH US 300490 .22 300215 .18 710812 .07
JP US 870323 .14 870324 .08 870899 .035
KR US 870323 .15 870380 .04 870899 .04 271019 .04 854232 .03
VN US 851713 .09 847130 .07 854143 .07 851762 .03
TW US 847150 .2 847130 .08 854231 .06 851762 .05
US JP 271111 .06 300215 .04 100590 .04 270112 .035 270900 .03
US DE 300215 .06 880240 .05 870324 .05 300490 .04 901890 .03
`;

/** Exporter id → importer id → HS6 code → share of the pair's trade. */
export type PairProducts = Map<string, Map<string, Map<string, number>>>;

export function parsePairProducts(table = PAIR_PRODUCTS): PairProducts {
  const out: PairProducts = new Map();
  for (const line of table.split('\n')) {
    const [exporter, importer, ...cells] = line.trim().split(/\s+/);
    if (!exporter || !importer || cells.length < 2) continue;
    const products = new Map<string, number>();
    for (let k = 0; k + 1 < cells.length; k += 2) products.set(cells[k]!, +cells[k + 1]!);
    const byImporter = out.get(exporter) ?? new Map<string, Map<string, number>>();
    byImporter.set(importer, products);
    out.set(exporter, byImporter);
  }
  return out;
}
