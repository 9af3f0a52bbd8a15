/**
 * Merchandise exports and imports of the largest traders, billions of current USD, in the anchor
 * years around the 2022 base of economies.ts: `id ex2010 im2010 ex2015 im2015 ex2019 im2019
 * ex2023 im2023`. Rounded from WTO merchandise trade statistics (WTO Stats / World Trade
 * Statistical Review; re-exports included, as in the WTO's general trade system), good to about
 * 5-10%: calibration targets for the sign and size of each economy's balance year by year, not
 * data. macro-balances.ts turns them into shares of world trade and interpolates between anchors.
 */
const TRADE_HISTORY = `
CN 1578 1396 2273 1680 2499 2077 3380 2557
US 1278 1969 1503 2315 1643 2567 2020 3173
DE 1259 1055 1329 1057 1489 1234 1688 1466
NL 572 516 570 506 709 636 935 845
JP 770 694 625 648 706 721 717 786
KR 466 425 527 436 542 503 632 642
IT 447 487 459 410 538 475 677 639
BE 408 391 398 375 445 426 563 532
HK 401 442 511 559 535 578 574 653
FR 521 611 506 573 570 651 648 785
SG 352 311 347 297 390 359 476 423
MX 298 311 381 395 461 467 593 625
GB 422 591 460 630 469 692 521 791
CA 387 402 409 436 447 463 569 570
AE 198 165 300 287 389 267 488 424
TW 275 251 285 228 330 286 432 352
IN 220 350 267 390 324 486 432 672
RU 400 249 341 194 419 254 425 305
ES 247 321 282 309 334 373 423 471
SA 251 107 203 175 262 153 322 204
CH 195 176 290 252 314 277 421 358
AU 212 202 188 208 271 221 371 288
VN 72 85 162 166 264 253 355 327
MY 199 165 200 176 238 205 312 265
PL 158 178 199 196 264 267 381 361
BR 202 191 191 179 225 193 340 253
TH 195 185 214 203 246 237 285 290
ID 158 136 150 143 167 171 259 222
IE 118 63 126 77 170 101 219 154
TR 114 186 144 207 181 210 256 362
CZ 133 126 158 141 199 179 264 238
AT 152 159 152 156 179 184 226 229
SE 158 148 140 138 160 159 198 194
NO 131 77 104 76 103 85 176 95
DK 96 84 95 85 112 97 132 120
ZA 82 81 80 85 90 88 111 105
HU 95 88 100 91 125 123 161 151
SK 65 65 76 73 90 89 117 113
IL 58 59 64 63 59 77 68 92
QA 75 23 77 32 73 29 97 33
PH 51 58 59 71 71 118 74 126
CL 71 59 62 63 69 70 95 80
KZ 60 31 46 30 58 38 78 60
PT 49 76 55 67 67 90 87 115
RO 50 62 61 70 77 96 101 132
FI 70 69 60 60 73 74 79 83
KW 67 22 55 30 64 31 87 36
AR 68 57 57 60 65 49 67 74
`;

/** The anchor years of TRADE_HISTORY's columns, in order; 2022 comes from economies.ts. */
export const HISTORY_YEARS = [2010, 2015, 2019, 2023] as const;

/** id → [exports, imports] per anchor year of HISTORY_YEARS, B USD. */
export function parseTradeHistory(): Map<string, [number, number][]> {
  const out = new Map<string, [number, number][]>();
  for (const line of TRADE_HISTORY.split('\n')) {
    const [id, ...values] = line.trim().split(/\s+/);
    if (!id || values.length !== 2 * HISTORY_YEARS.length) continue;
    out.set(
      id,
      HISTORY_YEARS.map((_, k) => [+values[2 * k]!, +values[2 * k + 1]!]),
    );
  }
  return out;
}
