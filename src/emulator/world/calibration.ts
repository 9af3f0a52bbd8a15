/**
 * Calibration constants of the generator: world totals per year, price indexes, chapter shares
 * and flagship specialisations. Magnitudes are rounded public orders of size (WTO merchandise
 * trade, commodity price averages), not data.
 */

export const FIRST_YEAR = 2010;
export const LAST_YEAR = 2025;

/** World merchandise exports, trillions of current USD (2020 dip, 2021-22 rebound). */
export const WORLD_TOTAL_T = [
  15.3, 18.3, 18.5, 18.9, 19.0, 16.5, 16.0, 17.7, 19.5, 18.9, 17.6, 22.3, 24.6, 23.8, 24.2, 24.5,
];

/** Price indexes relative to 2022, per commodity group, 2010..2025. */
export const PRICE_INDEX: Record<'energy' | 'metals' | 'agri' | 'gold' | 'other', number[]> = {
  energy: [0.8, 1.12, 1.13, 1.1, 1.0, 0.53, 0.44, 0.55, 0.72, 0.65, 0.42, 0.72, 1.0, 0.83, 0.81, 0.71],
  metals: [0.85, 1.0, 0.9, 0.85, 0.8, 0.65, 0.62, 0.75, 0.8, 0.78, 0.78, 1.05, 1.0, 0.93, 0.95, 0.97],
  agri: [0.7, 0.85, 0.85, 0.83, 0.8, 0.68, 0.67, 0.7, 0.7, 0.68, 0.7, 0.85, 1.0, 0.93, 0.9, 0.9],
  gold: [0.68, 0.87, 0.93, 0.78, 0.7, 0.64, 0.69, 0.7, 0.7, 0.77, 0.98, 1.0, 1.0, 1.08, 1.33, 1.7],
  other: [0.85, 0.88, 0.89, 0.9, 0.9, 0.88, 0.87, 0.88, 0.9, 0.9, 0.9, 0.95, 1.0, 1.01, 1.02, 1.03],
};

export function priceGroup(chapter: number): keyof typeof PRICE_INDEX {
  if (chapter === 27) return 'energy';
  if (chapter === 71) return 'gold';
  if (chapter === 26 || (chapter >= 72 && chapter <= 81)) return 'metals';
  if (chapter <= 24) return 'agri';
  return 'other';
}

/** Approximate share of world merchandise trade per HS chapter, percent (normalised at use). */
export const CHAPTER_SHARE: Record<number, number> = {
  1: 0.1,
  2: 0.7,
  3: 0.7,
  4: 0.4,
  5: 0.05,
  6: 0.07,
  7: 0.3,
  8: 0.6,
  9: 0.25,
  10: 0.8,
  11: 0.1,
  12: 0.8,
  13: 0.05,
  14: 0.01,
  15: 0.6,
  16: 0.2,
  17: 0.2,
  18: 0.25,
  19: 0.3,
  20: 0.25,
  21: 0.4,
  22: 0.5,
  23: 0.45,
  24: 0.2,
  25: 0.2,
  26: 1.6,
  27: 15,
  28: 0.7,
  29: 2.2,
  30: 3.5,
  31: 0.45,
  32: 0.3,
  33: 0.6,
  34: 0.3,
  35: 0.1,
  36: 0.02,
  37: 0.03,
  38: 1.2,
  39: 3.2,
  40: 0.9,
  41: 0.05,
  42: 0.4,
  43: 0.01,
  44: 0.5,
  45: 0.01,
  46: 0.01,
  47: 0.25,
  48: 0.7,
  49: 0.1,
  50: 0.005,
  51: 0.05,
  52: 0.3,
  53: 0.01,
  54: 0.15,
  55: 0.15,
  56: 0.12,
  57: 0.06,
  58: 0.05,
  59: 0.1,
  60: 0.15,
  61: 1.0,
  62: 1.0,
  63: 0.35,
  64: 0.6,
  65: 0.05,
  66: 0.02,
  67: 0.03,
  68: 0.15,
  69: 0.25,
  70: 0.4,
  71: 4.5,
  72: 2.0,
  73: 1.3,
  74: 0.9,
  75: 0.15,
  76: 0.9,
  78: 0.03,
  79: 0.06,
  80: 0.03,
  81: 0.1,
  82: 0.3,
  83: 0.3,
  84: 13,
  85: 15,
  86: 0.1,
  87: 7,
  88: 1.1,
  89: 0.6,
  90: 2.5,
  91: 0.2,
  92: 0.04,
  93: 0.1,
  94: 1.0,
  95: 0.6,
  96: 0.15,
  97: 0.1,
};

/**
 * Flagship specialisations: product → exporters with their share of the product's world exports.
 * `!` marks natural-resource products: exporters not listed get a much smaller share.
 */
export const FLAGSHIPS = `
!270900 SA .16 RU .11 CA .08 IQ .07 AE .07 US .07 KW .04 NO .03 KZ .03 NG .03 BR .03 AO .025 LY .02 MX .02 OM .02 IR .02 GB .02 CO .011
!271111 QA .20 AU .20 US .17 RU .07 MY .05 NG .04 ID .03 DZ .03 OM .03 NO .02 TT .02 PG .02 BN .01
!271121 NO .30 RU .25 US .08 CA .06 NL .05 DZ .04 TM .04 AZ .03
271012 US .14 RU .10 NL .08 IN .07 SG .06 KR .06 SA .04 AE .04 BE .03 CN .03 FR .02
271019 US .14 RU .10 NL .08 IN .07 SG .06 KR .06 SA .04 AE .04 BE .03 CN .03 FR .02
!270112 AU .35 ID .25 RU .12 US .06 CO .05 ZA .05 CA .04 MN .02
!260111 AU .55 BR .20 ZA .04 CA .04 UA .02 IN .02 SE .02 CL .01
!260300 CL .28 PE .22 AU .07 ID .05 CA .04 MX .04 KZ .03 BR .03 US .03 PA .03 MN .02
!740311 CL .25 CD .12 ZM .08 JP .06 RU .05 KZ .04 PE .03 PL .03 AU .03 DE .03
!090111 BR .30 VN .12 CO .12 HN .05 ET .04 PE .04 DE .04 UG .03 IN .03 GT .03 ID .03 NI .02 KE .0065
!120190 BR .58 US .30 PY .04 AR .03 CA .03
!100199 RU .18 AU .15 US .13 CA .13 FR .08 UA .07 AR .05 KZ .03 DE .03 RO .03 PL .02
!100590 US .33 AR .17 BR .15 UA .12 FR .03 RO .03 ZA .02
!710812 CH .25 GB .12 HK .10 AE .08 US .06 AU .05 CA .04 ZA .02 PE .02 GH .02 SG .02
854231 TW .28 CN .16 HK .08 KR .08 MY .08 SG .07 US .05 PH .03 VN .03 JP .03
854232 KR .30 CN .15 TW .12 HK .10 SG .06 MY .05 US .04 JP .04 VN .03
854239 TW .25 CN .16 KR .10 MY .10 SG .08 HK .08 US .05 JP .04 PH .03 DE .02
851713 CN .50 VN .15 HK .10 IN .04 US .03 AE .03 KR .02 NL .02
851762 CN .35 MX .08 HK .06 US .06 VN .06 TW .05 NL .04 DE .03 MY .03 TH .02
847130 CN .65 HK .08 VN .05 NL .04 US .03 DE .03 CZ .03
870323 DE .20 JP .16 MX .08 KR .08 US .07 CA .06 ES .05 GB .05 SK .03 CZ .03 BE .03 CN .03 FR .02 TR .02 ZA .02 TH .02
870324 DE .25 US .15 JP .12 GB .10 CA .06 MX .04 SK .04 AT .03 KR .03 IT .03
870380 CN .28 DE .25 US .10 KR .07 BE .05 FR .03 ES .03 GB .02 SE .02 SK .02 CZ .02
870899 DE .15 CN .10 MX .10 US .10 JP .07 KR .04 CZ .03 PL .03 ES .03 IT .03 FR .03
300490 DE .16 CH .13 IE .10 US .08 BE .07 IT .06 NL .05 FR .05 GB .04 IN .04 DK .03 ES .03 SE .02 AT .02 SI .02
300215 IE .18 US .15 CH .14 DE .12 BE .08 NL .08 GB .04 FR .04 IT .03 DK .03
300241 BE .25 US .15 DE .10 FR .08 IE .05 GB .05 IN .05 NL .04 IT .03 CH .03
880240 FR .30 US .30 DE .15 GB .04 CA .03 BR .03 ES .03
710239 IN .30 HK .15 BE .12 US .10 IL .08 AE .08 TH .02
!710231 BW .25 RU .15 BE .12 AE .10 IN .06 CA .06 ZA .06 AO .06 NA .03
!151110 ID .50 MY .35 TH .02 GT .02 CO .02 PG .01 HN .01
!151190 ID .50 MY .35 TH .02 GT .02 CO .02 NL .02
!180100 CI .42 GH .18 EC .09 CM .07 NG .05 BE .04 NL .02 DO .02
!520100 US .35 BR .17 AU .12 IN .06 GR .03 BJ .03 BF .03 ML .02
!080390 EC .26 PH .10 CR .10 GT .09 CO .08 BE .05 US .04 NL .04 PA .02 HN .02
!030214 NO .60 DK .06 SE .05 GB .05 FO .05 IS .03 CL .02 PL .02 NL .02
220421 FR .30 IT .22 ES .08 AU .06 CL .05 NZ .04 US .04 DE .04 PT .03 AR .02 ZA .02
220830 GB .55 US .12 IE .07 SG .05 FR .04 NL .03 JP .03 CA .03
240220 DE .12 PL .12 NL .08 AE .06 ID .05 IT .05 SG .04 RO .04 CH .03 HU .03
!100630 IN .35 TH .18 VN .12 PK .10 US .07 CN .03 MM .03 IT .02 UY .02 BR .02
610910 BD .25 CN .18 TR .05 VN .05 IN .05 DE .05 ES .03 NL .03 KH .03 PK .03 IT .02 HN .02
!271600 FR .12 DE .10 SE .07 CA .06 NO .06 CH .05 AT .05 ES .04 NL .04 CZ .03 BE .03 SI .02 PY .02 LA .02
!310420 CA .40 RU .18 BY .16 IL .05 JO .05 DE .05 LA .01
!260600 GN .50 AU .25 BR .05 MY .03 IN .03 GH .02 ID .02
!760110 CA .16 RU .12 AE .10 IN .08 NO .07 BH .06 AU .05 MY .05 IS .04 MZ .03 QA .03 ZA .02 NL .02 OM .02
850760 CN .55 KR .08 PL .08 HU .06 DE .06 JP .04 US .03 CZ .02
854143 CN .70 VN .05 MY .05 TH .05 NL .03 DE .03 KH .02
901890 US .20 DE .12 MX .08 CN .08 NL .07 IE .06 CH .05 JP .04 BE .03 CR .02
950300 CN .65 VN .04 CZ .03 DE .03 NL .03 US .03 MX .03 HK .03 ID .02
630790 CN .55 VN .05 DE .04 US .03 MX .03
!400122 TH .33 ID .30 CI .15 MY .05 VN .05 LR .02 KH .01
!030617 EC .27 IN .25 VN .08 ID .07 AR .05 TH .03 CN .03 MX .02 HN .02 BD .02
!020230 BR .30 AU .15 IN .12 US .08 AR .07 UY .05 NZ .05 PY .04
!020714 BR .40 US .25 NL .05 PL .05 UA .03 TH .03 TR .03 BE .02
040221 NZ .45 NL .06 DE .04 UY .04 AR .04 AU .03 BE .03 FR .03 DK .03
!120510 CA .45 AU .25 UA .12 FR .03 RO .02 DE .02
!230400 AR .40 BR .25 US .20 PY .04 BO .03 IN .02 NL .02
!170114 BR .55 IN .12 TH .08 AU .06 GT .04 MX .02 SV .02
!090240 KE .29 LK .14 CN .10 IN .10 AE .04 GB .03 PL .02 VN .03 MW .02 UG .02 RW .02 AR .02
090230 LK .28 AE .1 GB .08 IN .08 CN .06 DE .05 PL .04 KE .02
!060311 NL .45 KE .15 CO .14 EC .14 ET .05 BE .02
040690 DE .14 NL .13 FR .11 IT .10 DK .06 US .05 NZ .05 IE .04 BE .04 PL .04 CH .02
848620 NL .35 JP .25 US .18 SG .05 KR .04 DE .03 GB .02
950450 CN .55 JP .12 VN .08 NL .05 HK .05 US .04 MX .03
720449 US .15 DE .08 NL .08 GB .08 JP .07 FR .06 CA .05 BE .04 AU .03 RU .03
`;
