/**
 * Unit-value ladders by origin, where quality really differs: `prefix id factor …`, the factor
 * multiplying the product's typical unit value (units.ts) for that exporter; the longest
 * matching HS prefix wins, origins not listed keep 1. Rounded from UN Comtrade / WITS unit
 * values (value / net weight or units, 2021-2023) and the trade press: good for the order of the
 * ladder, not its exact rungs.
 * - Green coffee: robusta origins (Vietnam, Indonesia, Uganda, India) below Brazil's naturals,
 *   below washed arabica (Colombia, Central America, Ethiopia, Kenya).
 * - Tea: Sri Lanka and China above India, Kenya's CTC below.
 * - Cheese: Switzerland, Italy and France above the commodity cheeses of the Netherlands,
 *   Germany, the US and New Zealand.
 * - Beef: grain-fed US and Australian beef above South American grass-fed, India's carabeef last.
 * - Rice: Italian and US rice and Thai jasmine above Vietnamese and Myanmar rice.
 * - Wine: France (Champagne, Bordeaux, Burgundy) far above, New Zealand, the US and Italy above
 *   the bulk wines of Spain, Chile, South Africa and Australia.
 * - Spirits: Japanese and Scotch whisky above the rest.
 * - Cars: German and British premium brands above the US and Japan, Korean, Spanish, Czech,
 *   Mexican, Turkish, Chinese and Indian mass-market exports below.
 * - Watches: Swiss far above Chinese and Hong Kong ones.
 */
const UNIT_VALUE_LADDERS = `
090111 VN .6 ID .65 UG .7 IN .8 BR .95 HN 1.05 PE 1.1 GT 1.15 CO 1.25 ET 1.3 CR 1.4 KE 1.5
0902 LK 1.4 CN 1.6 IN 1 KE .75 VN .6 AR .4
0406 CH 2 IT 1.45 FR 1.35 DK 1 NL 1 DE .9 US .9 NZ .8 PL .75
0201 US 1.4 AU 1.15 NZ 1.05 AR 1.05 UY 1 BR .8 PY .8
0202 US 1.4 AU 1.15 NZ 1.05 AR 1.05 UY 1 BR .8 PY .8 IN .55
1006 IT 1.5 US 1.2 TH 1.15 IN 1 PK 1 VN .85 MM .75
2204 FR 2.6 NZ 1.5 US 1.3 IT 1.3 PT 1.1 DE 1 AU .85 AR .85 CL .75 ZA .6 ES .55
220830 JP 2.5 GB 1.4 IE 1.1 US 1.1 FR 1 CA .9 IN .5
8703 DE 1.7 GB 1.6 SE 1.4 AT 1.2 US 1.1 JP 1 SK 1.05 BE 1 FR .9 KR .85 ES .8 CZ .8 MX .8 TR .65 TH .6 CN .55 IN .4
9101 CH 8 JP 1 HK .5 CN .3
9102 CH 8 JP 1 HK .5 CN .3
`;

/** Unit-value factor per (exporter id, HS6 code); 1 where no ladder lists the pair. */
export function unitValueLadders(): (exporter: string, hs6: string) => number {
  const ladders = new Map<string, Map<string, number>>();
  for (const line of UNIT_VALUE_LADDERS.split('\n')) {
    const [prefix, ...rest] = line.trim().split(/\s+/);
    if (!prefix || rest.length < 2) continue;
    const rungs = new Map<string, number>();
    for (let k = 0; k + 1 < rest.length; k += 2) rungs.set(rest[k]!, +rest[k + 1]!);
    ladders.set(prefix, rungs);
  }
  return (exporter, hs6) => {
    const ladder = ladders.get(hs6) ?? ladders.get(hs6.slice(0, 4));
    return ladder?.get(exporter) ?? 1;
  };
}

/** Whether a ladder covers the product (its unit values then spread less around the rungs). */
export function hasLadder(hs6: string): boolean {
  const codes = UNIT_VALUE_LADDERS.split('\n').map((line) => line.split(' ')[0]);
  return codes.includes(hs6) || codes.includes(hs6.slice(0, 4));
}
