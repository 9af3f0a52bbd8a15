/**
 * Quantity units and typical 2022 unit values (USD per unit), by HS prefix: the longest matching
 * prefix wins. Units follow customs practice: `kg` by default, items (`u`) for vehicles, phones,
 * computers, garments, aircraft and ships, `pair` for footwear, `l` for beverages, `m3` for sawn
 * wood and gaseous natural gas, `m2` for carpets, `kWh` for electricity, `ct` (carats) for diamonds.
 */
export const UNITS = ['kg', 'u', 'pair', 'l', 'm2', 'm3', 'kWh', 'ct'] as const;
type Unit = (typeof UNITS)[number];

const RULES = `
01 kg 3|0101 u 9000|0102 u 900|0103 u 200|0104 u 120|0105 u 3|02 kg 4.5|03 kg 6|04 kg 4|05 kg 3|06 kg 5
07 kg 1.1|08 kg 1.8|09 kg 4|0902 kg 3.5|0905 kg 150|10 kg 0.3|1006 kg 0.55|11 kg 0.6|12 kg 0.6|13 kg 10|14 kg 2
15 kg 1.3|16 kg 5|17 kg 0.6|1704 kg 3.5|18 kg 4|19 kg 3|20 kg 1.5|21 kg 5|22 l 2|2203 l 1.1|2204 l 4
2208 l 9|2207 l 0.7|23 kg 0.5|2309 kg 1.5|24 kg 10|2401 kg 5|25 kg 0.1|26 kg 0.15|2601 kg 0.11|2603 kg 2.8|2616 kg 15
2605 kg 25|2609 kg 15|27 kg 0.55|2709 kg 0.72|2701 kg 0.15|2704 kg 0.35|2710 kg 0.85|271111 kg 0.8|271121 m3 0.35
271600 kWh 0.1|28 kg 1|2804 kg 2|2844 kg 500|29 kg 2|2941 kg 40|2937 kg 400|30 kg 80|3002 kg 600
3004 kg 60|31 kg 0.5|32 kg 4|33 kg 12|3303 kg 40|34 kg 2.5|35 kg 5|3507 kg 15|36 kg 6|37 kg 20|38 kg 3
39 kg 2|3926 kg 6|40 kg 3|4011 u 80|41 kg 6|42 kg 25|4202 u 12|43 kg 100|44 kg 0.4|4407 m3 300|4412 m3 600
4410 m3 350|4411 m3 350|45 kg 5|46 kg 5|47 kg 0.7|48 kg 1.2|49 kg 8|50 kg 40|51 kg 10|52 kg 3|5201 kg 2
53 kg 1.5|54 kg 4|55 kg 3|56 kg 4|57 m2 8|58 kg 10|59 kg 6|60 kg 6|61 u 6|6115 pair 1.5|6116 pair 2|62 u 9
63 kg 4|64 pair 12|6406 kg 8|65 u 4|66 u 3|67 kg 15|68 kg 0.5|69 kg 0.6|6907 m2 9|70 kg 1.2|71 kg 2000
7102 ct 400|710239 ct 1500|710231 ct 150|7103 kg 5000|7106 kg 700|7108 kg 58000|7110 kg 35000|711021 kg 65000
7113 kg 20000|7117 kg 20|7118 kg 500|72 kg 0.8|7202 kg 2|7204 kg 0.4|73 kg 2.5|74 kg 8|7404 kg 6|75 kg 20
76 kg 3|7602 kg 1.8|78 kg 2.2|79 kg 3|80 kg 30|81 kg 30|82 kg 10|83 kg 6|84 kg 20|8407 u 2500|8408 u 4000
8411 u 400000|8415 u 300|8418 u 350|8429 u 90000|8450 u 250|8471 u 200|847130 u 500|8443 kg 30|85 kg 25
8508 u 80|8516 u 30|8517 u 80|851713 u 300|851714 u 40|8525 u 150|8528 u 250|8542 u 0.8|8541 kg 20
86 kg 8|8601 u 3000000|8602 u 1500000|8609 u 4000|87 kg 8|8701 u 50000|8702 u 90000|8703 u 25000
870380 u 38000|870324 u 45000|8704 u 30000|8711 u 1500|8712 u 150|8713 u 300|8715 u 80|8716 u 5000
88 kg 800|8802 u 30000000|880240 u 60000000|880230 u 6000000|8806 u 600|89 u 8000000|8903 u 60000
90 kg 100|9004 u 6|9006 u 200|91 u 50|9101 u 5000|9102 u 80|9114 kg 1500|92 u 80|93 kg 30|94 kg 4
9401 u 60|9403 u 70|95 kg 6|9504 u 120|96 kg 5|97 u 5000
`;

const table = new Map<string, { unit: number; usd: number }>();
for (const item of RULES.split(/[|\n]/)) {
  const [prefix, unit, usd] = item.trim().split(' ');
  if (!prefix || !unit || !usd) continue;
  const u = UNITS.indexOf(unit as Unit);
  if (u < 0) throw new Error(`unknown unit ${unit}`);
  table.set(prefix, { unit: u, usd: +usd });
}

/** Unit index (into UNITS) and typical 2022 USD per unit for an HS6 code. */
export function unitFor(hs6: string): { unit: number; usd: number } {
  return table.get(hs6) ?? table.get(hs6.slice(0, 4)) ?? table.get(hs6.slice(0, 2)) ?? { unit: 0, usd: 5 };
}
