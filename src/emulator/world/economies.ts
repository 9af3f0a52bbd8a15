/**
 * Approximate economic size of the larger economies, billions of current USD:
 * [alpha-2, GDP 2022, merchandise exports 2022, merchandise imports 2022, merchandise exports 2010].
 * Rounded public magnitudes (IMF/WTO orders of size), good enough to put the right economies at
 * the top and give each a plausible openness and growth path. Everything else is estimated from
 * area and region in countries.ts. Exports/imports include re-exports (HK, SG, NL, BE, AE are hubs).
 */
const ECONOMY_TABLE = `
CN 17960 3594 2716 1578|US 25460 2065 3373 1278|DE 4080 1655 1571 1259|NL 1010 965 899 572
JP 4230 747 897 770|KR 1670 684 731 466|IT 2010 657 689 447|BE 580 633 644 408
HK 360 610 668 401|FR 2780 618 818 521|SG 467 515 476 352|MX 1410 578 626 298
GB 3070 529 824 422|CA 2140 598 582 387|AE 507 515 404 198|TW 761 479 428 275
IN 3390 453 723 220|RU 2240 532 280 400|ES 1400 418 493 247|SA 1110 411 190 251
CH 818 401 357 195|AU 1690 412 309 212|VN 409 371 359 72|MY 407 352 294 199
PL 688 361 381 158|BR 1920 334 292 202|TH 495 287 303 195|ID 1320 292 237 158
IE 545 222 148 118|TR 906 254 364 114|CZ 290 242 237 133|AT 471 228 242 152
SE 585 198 202 158|NO 579 249 99 131|QA 236 131 33 75|KW 184 101 35 67
IQ 264 115 56 52|CL 301 98 104 71|HU 177 151 163 95|DK 395 129 121 96
SK 115 107 111 65|PH 404 79 145 51|AR 633 88 81 68|KZ 225 84 50 60
IL 522 74 107 58|ZA 405 123 112 82|PT 255 89 124 49|FI 282 82 94 70
NG 477 63 52 86|OM 115 65 33 36|PE 245 63 56 36|CO 344 57 78 40
RO 301 96 131 50|UA 161 44 55 51|GR 219 58 96 21|NZ 247 45 50 31
EG 477 52 94 26|BD 460 55 89 19|PK 375 31 72 21|DZ 195 66 39 57
AO 122 50 17 50|VE 92 15 10 65|KE 113 7 21 5|MA 131 42 72 18
BY 73 38 40 25|SI 62 57 63 24|LT 71 45 52 21|BG 90 50 55 21
EC 116 33 30 18|LU 82 15 24 14|HR 71 24 40 12|EE 38 22 25 12
LV 41 20 24 9|AZ 78 38 14 21|LY 46 35 17 48|BH 44 30 15 13
CR 69 16 24 9|DO 113 12 30 7|GT 95 15 30 8|PA 76 15 27 12
UY 71 13 13 7|PY 42 15 17 5|LK 75 13 18 9|MM 59 17 17 9
KH 30 23 29 6|GH 73 17 13 8|CI 70 17 15 10|TZ 76 7 15 4
ET 127 4 18 2|CD 65 27 10 9|ZM 29 11 9 7|MZ 18 8 10 2
BW 20 8 8 4|TN 46 19 25 16|JO 48 12 27 7|LB 22 4 19 5
IR 413 74 53 101|BN 17 14 9 9|MN 17 13 9 3|UZ 80 16 29 11
RS 63 29 43 10|BA 24 9 14 5|MK 14 8 11 3|AL 19 4 8 2
IS 28 7 9 5|CY 28 5 11 2|MT 18 4 8 4|TM 60 14 5 8
BO 44 14 13 7|HN 31 11 17 6|SV 32 7 16 5|NP 40 1 13 1
GE 25 6 14 2|AM 20 5 8 1|MD 14 4 9 2|CM 44 6 8 4
SD 51 4 10 11|GA 21 8 3 9|CG 15 10 3 7|TT 28 13 6 11
`;

export interface Economy {
  gdp: number;
  exports: number;
  imports: number;
  exports2010: number;
}

export function parseEconomies(): Map<string, Economy> {
  const out = new Map<string, Economy>();
  for (const item of ECONOMY_TABLE.split(/[|\n]/)) {
    const parts = item.trim().split(' ');
    if (parts.length !== 5) continue;
    const [id, gdp, ex, im, ex10] = parts as [string, string, string, string, string];
    out.set(id, { gdp: +gdp, exports: +ex, imports: +im, exports2010: +ex10 });
  }
  return out;
}
