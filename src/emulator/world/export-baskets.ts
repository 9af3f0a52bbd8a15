/**
 * Export baskets of the larger economies: the HS chapters that lead each one's exports with
 * their approximate shares of its total, percent (2021-2023, rounded from UN Comtrade / WITS
 * and national statistics, good to a few points). Chapters not listed share the rest by world
 * chapter shares × a seeded comparative advantage (product-mix.ts). Pinned flagship products
 * (calibration.ts) sit inside these chapter budgets.
 */
const EXPORT_BASKETS = `
CN 85 25 84 16 87 5 94 4 39 4 73 3 95 3 61 2.5 62 2.5 90 2.5
US 27 16 84 11 85 9 87 6 88 5 90 5 30 4 71 4 39 4 29 3 12 2 10 2
DE 84 16 87 16 85 10 30 7 90 5 39 4 73 3 38 2
NL 27 15 84 12 85 9 90 6 30 5 39 4 29 3 87 3 06 2
JP 87 20 84 19 85 15 90 5 72 4 39 4 29 2 71 2
KR 85 30 87 13 84 11 27 9 39 5 72 4 89 3 90 3
IT 84 17 30 9 87 8 85 6 27 4 39 4 71 4 73 3 22 2 64 2
BE 30 16 27 12 87 9 29 7 39 6 84 6 71 5 85 4
HK 85 55 84 14 71 12 90 3
FR 84 12 88 9.5 87 9 30 7 85 7 27 5 33 4 22 4 39 3 90 3
SG 85 32 27 16 84 12 90 4 29 3 71 3 39 3
MX 87 26 85 20 84 16 27 6 90 4 94 2 07 2 22 2
GB 71 14 84 12 27 11 87 9 30 5 85 5 88 4 90 4 22 3
CA 27 30 87 11 84 7 71 4 44 3 76 3 85 3 39 3 26 2 12 2
AE 27 40 71 16 85 10 84 4 76 3 39 3
TW 85 62 84 15 90 3 39 3
IN 27 17 71 10 84 7 85 7 30 6 29 5 72 4 87 4 10 3
RU 27 55 72 6 71 5 10 4 31 3 44 3 74 2 76 2
ES 87 14 27 7 84 7 30 6 85 5 08 5 02 4 39 4
SA 27 76 39 8 29 6
CH 71 30 30 26 84 6 29 6 90 5 91 5
AU 27 42 26 27 71 5 02 3 10 3 28 2
VN 85 42 84 12 64 6 62 4 61 4 94 4 03 2
MY 85 34 27 20 84 8 15 6 39 4 90 3 40 2
PL 84 13 85 12 87 10 94 7 39 5 73 3 02 2
BR 12 17 27 14 26 10 02 7 10 4 17 4 23 3 09 3 47 3 72 3
TH 84 16 85 16 87 11 39 4 40 4 71 3 16 2 10 2
ID 27 30 15 12 72 12 85 4 26 3 40 2 64 2
IE 30 30 29 20 90 8 85 7 84 5 33 3 38 3
TR 87 11 84 9 72 8 27 7 61 5 85 5 62 4 71 4 39 4
CZ 84 22 87 20 85 16 94 3 39 3 73 3
AT 84 15 87 9 85 9 30 6 72 5 39 4 44 3
SE 84 16 87 13 85 9 27 9 30 6 48 5 44 4 72 4
NO 27 76 03 9 76 3
QA 27 86 39 5 29 3
KW 27 90 29 3 39 2
IQ 27 96
CL 26 30 74 22 03 8 08 7 28 5 47 3
HU 85 20 87 18 84 15 30 5 39 3
DK 30 20 84 10 90 5 85 5 02 5 03 4 27 4
SK 87 30 85 20 84 12
PH 85 55 84 10 26 4 08 3 15 2
AR 23 17 10 14 02 7 15 7 27 7 87 7 12 5
KZ 27 65 74 5 26 4 72 4 10 3 28 3
IL 85 18 71 15 84 10 90 10 30 5 38 4
ZA 71 20 26 10 27 10 87 10 72 7 84 5 08 4
PT 27 8 87 8 85 7 84 7 39 5 64 4 94 3
FI 84 13 48 12 27 10 72 8 85 8 44 5
NG 27 88 18 2
OM 27 70 39 3
PE 26 37 71 16 08 8 27 6 23 4
CO 27 52 09 8 71 5 06 4 08 3
RO 87 14 85 13 84 12 10 5 27 5 94 4
UA 10 20 72 15 15 10 26 10 12 5 23 4
GR 27 35 76 6 30 5
NZ 04 28 02 13 44 7 08 6 22 4
EG 27 25 31 8 08 6 85 5
BD 62 45 61 38
PK 63 16 61 13 52 12 62 10 10 8
DZ 27 90
KE 09 24 06 10 08 8 62 6 07 4
MA 87 25 31 15 85 12 03 5 25 5 07 5
IR 27 60 39 10 29 6
ET 09 30 12 15 06 8 07 8
GH 71 40 27 25 18 15
CI 18 35 27 10 71 10 40 8 08 5
AO 27 93 71 5
CD 74 60 26 20 81 8
ZM 74 70 26 5
BW 71 90
EC 27 30 03 25 08 12 06 3 18 3
LK 61 22 62 20 09 14 40 6
KH 61 20 62 15 64 10 42 7 85 8
MM 27 30 62 25 10 5
`;

/** Exporter id → chapter → share of its exports (0-1). */
export function parseExportBaskets(): Map<string, Map<number, number>> {
  const out = new Map<string, Map<number, number>>();
  for (const line of EXPORT_BASKETS.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 3) continue;
    const chapters = new Map<number, number>();
    for (let k = 1; k + 1 < parts.length; k += 2) chapters.set(+parts[k]!, +parts[k + 1]! / 100);
    out.set(parts[0]!, chapters);
  }
  return out;
}
