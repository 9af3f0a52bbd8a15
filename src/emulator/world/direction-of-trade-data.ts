/**
 * Direction of trade of the larger economies: each one's five or six leading export destinations
 * (`>`) and import origins (`<`) with their approximate shares of its total, percent. Rounded
 * from public direction-of-trade figures around 2021-2023 (IMF DOTS, UN Comtrade via WITS,
 * national statistics offices), good to a few points; China's origins are listed at length
 * because its imports are concentrated (components from East Asia, commodities) where gravity
 * alone would spread them over every exporter: these are calibration targets for the
 * gravity model (direction-of-trade.ts), not data. Re-exports count where the hubs report them
 * (HK, SG, AE, NL, BE). Russia's row is its pre-2022 pattern: the sanctions years are modelled
 * separately (yearly-values.ts). Hong Kong reports about 55% of its exports as going to China,
 * mostly re-exports that China records by their origin; one value per flow cannot hold both
 * views, so its row uses 25% and China's imports from it stay small.
 */
export const DIRECTION_OF_TRADE = `
CN > US 15 HK 8 JP 5 KR 4.5 VN 4 IN 3.5 < TW 8 US 7 KR 7 JP 6.5 AU 6 BR 5 RU 4.5 DE 4 MY 4 VN 3.5 SA 3 ID 3 TH 2 CL 2 AE 1.5 IQ 1.5 CH 1.5 SG 1.3 PE 1.3 OM 1.2 FR 1 CA 1 PH 0.8 ZA 0.8 NZ 0.6 IN 0.6 IT 0.7 HK 1
US > CA 17 MX 16 CN 7.5 NL 4 JP 4 DE 3.5 < MX 15 CN 14 CA 13 DE 5 JP 4.5 KR 4
DE > US 10 FR 7 NL 7 CN 6 PL 5.5 IT 5 < CN 12 NL 8 PL 6 US 6 IT 5 FR 5
NL > DE 23 BE 11 FR 8 GB 6 IT 4 PL 3.5 < DE 15 CN 11 BE 9 US 9 GB 5 NO 4
JP > US 19 CN 18 KR 7 TW 7 HK 5 TH 4 < CN 22 US 10 AU 8 TW 4.5 KR 4 SA 4
KR > CN 20 US 18 VN 8.5 JP 5 HK 3.5 TW 3.5 < CN 22 US 11 JP 7 AU 6 SA 5 VN 4
IT > DE 12 FR 10 US 10 ES 5 CH 5 GB 4 < DE 15 CN 8 FR 8 NL 5.5 ES 5 BE 4
BE > DE 17 FR 14 NL 13 US 6 IT 5 GB 4 < NL 17 DE 13 FR 10 US 7 CN 5 IE 5
HK > CN 25 US 6 IN 4 TW 3 VN 3 JP 2.5 < CN 42 TW 14 SG 7 KR 5 JP 4 MY 3
FR > DE 13 IT 8 BE 8 ES 8 US 8 GB 6 < DE 14 BE 9 NL 9 ES 8 IT 8 CN 7
SG > CN 13 HK 12 MY 10 US 9 ID 7 TW 5 < CN 13 MY 13 TW 12 US 10 KR 6 JP 5
MX > US 80 CA 3 CN 2 DE 1.2 KR 1 < US 43 CN 20 KR 4 DE 3 JP 3 TW 2.5
GB > US 15 DE 9 NL 7 IE 6 FR 6 CN 5 < CN 12 DE 11 US 10 NL 7 NO 6 FR 5
CA > US 77 CN 4 GB 3 JP 2 MX 1.5 < US 49 CN 11 MX 6 DE 3 JP 2.5 KR 2
AE > IN 10 SA 8 IQ 7 CN 6 HK 5 OM 4 < CN 20 IN 9 US 6 JP 4 SA 4 DE 3.5
TW > CN 22 US 18 HK 13 JP 7 SG 6 KR 5 < CN 20 JP 13 US 10 KR 8 AU 5 SA 3.5
IN > US 18 AE 7 NL 5 CN 4 GB 3 BD 3 < CN 15 RU 9 AE 7 US 6 SA 5 IQ 5
RU > CN 14 NL 9 DE 6 TR 5 BY 5 KR 4 < CN 25 DE 9 US 5 BY 5 IT 4 KZ 3
ES > FR 15 DE 10 PT 8 IT 8 GB 6 US 5 < DE 10 CN 10 FR 10 US 7 IT 6 NL 4
SA > CN 17 IN 10 JP 10 KR 10 US 5 AE 5 < CN 20 US 10 AE 7 IN 6 DE 5 JP 4
CH > US 16 DE 14 CN 8 IN 5 IT 5 FR 5 < DE 20 IT 8 US 7 CN 7 FR 6 GB 5
AU > CN 32 JP 15 KR 7 IN 6 TW 5 US 3 < CN 26 US 10 JP 6 KR 5 TH 5 SG 5
VN > US 27 CN 17 KR 7 JP 7 HK 3 NL 3 < CN 34 KR 16 JP 7 TW 6 US 4 TH 4
MY > SG 15 CN 13 US 11 JP 6 HK 5 TH 5 < CN 21 SG 10 US 8 TW 8 JP 7 KR 5
PL > DE 28 CZ 6 FR 6 GB 5 IT 5 NL 4 < DE 20 CN 13 NL 5 IT 5 US 4 CZ 4
BR > CN 30 US 11 AR 5 NL 3 SG 3 CL 2.5 < CN 22 US 16 AR 5 DE 5 IN 3 RU 3
TH > US 17 CN 12 JP 9 VN 4 AU 4 MY 4 < CN 24 JP 11 US 6 AE 5 MY 5 KR 4
ID > CN 25 US 9 JP 8 IN 8 MY 5 SG 4 < CN 28 SG 8 JP 7 US 5 MY 5 KR 5
IE > US 32 DE 10 BE 8 GB 8 NL 6 CN 5 < GB 25 US 16 FR 8 DE 8 CN 6 NL 5
TR > DE 8 US 6 IQ 5 GB 5 IT 5 RU 4 < RU 14 CN 12 DE 7 CH 4 US 4 IT 4
CZ > DE 32 SK 8 PL 6 FR 5 AT 4 IT 4 < DE 23 CN 15 PL 8 SK 5 IT 4 NL 4
AT > DE 30 IT 7 US 7 CH 5 PL 4 CZ 4 < DE 35 IT 6 CN 6 CZ 5 CH 5 PL 4
SE > NO 11 DE 10 US 9 DK 7 FI 7 GB 5 < DE 17 NO 10 NL 9 DK 7 CN 7 FI 6
NO > GB 21 DE 20 NL 10 SE 8 DK 6 PL 5 < SE 11 DE 11 CN 11 US 6 DK 6 GB 5
QA > CN 15 KR 14 IN 12 JP 10 SG 6 PK 4 < CN 15 US 13 GB 6 IN 6 DE 5 IT 5
KW > CN 25 IN 17 KR 16 JP 10 TW 7 US 4 < CN 20 AE 10 US 9 SA 6 JP 6 IN 5
IQ > CN 27 IN 24 US 8 KR 8 GR 5 IT 5 < CN 30 TR 20 AE 15 IR 10 IN 5 KR 3
CL > CN 39 US 16 JP 7 KR 6 BR 5 PE 3 < CN 25 US 20 BR 9 AR 6 DE 3 MX 2.5
HU > DE 25 IT 5 SK 5 RO 5 FR 5 AT 4 < DE 23 CN 8 AT 6 SK 5 PL 5 NL 5
DK > DE 14 US 12 SE 10 NO 7 GB 7 NL 5 < DE 22 SE 11 NL 8 CN 8 NO 6 PL 5
SK > DE 21 CZ 12 PL 8 HU 7 FR 6 AT 5 < DE 16 CZ 15 CN 9 PL 7 HU 6 KR 5
PH > US 16 CN 14 JP 14 HK 13 SG 5 TW 4 < CN 22 ID 9 JP 9 KR 7 US 6 SG 6
AR > BR 16 CN 8 US 8 CL 6 IN 5 NL 3 < BR 23 CN 21 US 11 PY 5 DE 3 BO 3
KZ > CN 16 IT 15 RU 10 NL 7 TR 5 FR 5 < RU 33 CN 22 KR 5 DE 4 TR 3 US 3
IL > US 25 CN 7 GB 5 IN 5 NL 4 HK 4 < CN 14 US 11 DE 7 TR 6 CH 6 IT 4
ZA > CN 11 US 8 DE 7 IN 5 JP 5 BW 4 < CN 21 DE 8 US 7 IN 7 SA 4 AE 3
PT > ES 25 FR 12 DE 11 US 7 GB 5 IT 4 < ES 31 DE 11 FR 7 IT 5 NL 5 CN 4
FI > DE 13 SE 10 US 8 NL 7 CN 5 GB 4 < DE 15 SE 11 CN 9 NL 7 US 5 NO 4
NG > IN 14 ES 10 NL 8 FR 6 US 6 ID 5 < CN 25 NL 10 BE 6 IN 6 US 6 AE 4
OM > CN 40 IN 9 AE 8 SA 6 KR 5 JP 4 < AE 30 CN 12 IN 7 SA 6 US 5 QA 4
PE > CN 33 US 14 KR 5 IN 5 JP 4 CA 4 < CN 28 US 21 BR 6 AR 4 CL 3 MX 3
CO > US 28 CN 7 PA 7 IN 4 NL 4 BR 4 < US 26 CN 24 MX 6 BR 6 DE 3 IN 2.5
RO > DE 20 IT 10 FR 7 HU 5 BG 4 PL 4 < DE 20 IT 8 HU 7 PL 6 CN 6 TR 5
UA > CN 12 PL 7 TR 6 IT 5 RU 5 DE 4 < CN 15 DE 9 RU 8 PL 8 BY 6 US 5
GR > IT 9 DE 6 CY 6 TR 6 BG 6 US 4 < DE 10 CN 10 IT 8 RU 6 NL 5 IQ 5
NZ > CN 27 AU 12 US 11 JP 5 KR 4 SG 3 < CN 22 AU 11 US 9 SG 7 KR 7 JP 6
EG > TR 7 IT 7 SA 6 IN 5 US 5 ES 4 < CN 16 US 7 SA 7 RU 6 DE 5 TR 4
BD > US 17 DE 15 GB 9 ES 6 FR 5 PL 4 < CN 27 IN 15 SG 5 ID 4 US 4 BR 3
PK > US 18 CN 8 GB 7 AE 6 DE 6 NL 5 < CN 28 AE 13 SA 6 ID 5 US 4 QA 4
DZ > IT 30 ES 15 FR 11 TR 6 US 4 NL 4 < CN 20 FR 10 IT 7 DE 6 ES 5 TR 5
KE > UG 12 NL 8 US 8 PK 7 GB 6 TZ 5 < CN 20 IN 10 AE 10 SA 7 JP 4 MY 4
MA > ES 22 FR 20 IN 5 IT 4 BR 4 US 3 < ES 17 CN 11 FR 11 US 8 TR 5 SA 4
IR > CN 35 IQ 15 AE 15 TR 8 AF 4 IN 3 < AE 30 CN 25 TR 9 IN 5 DE 4 RU 3
`;

/**
 * Smaller economies (no row above) follow their region's pattern: a multiplier on the gravity
 * weight of a few partners, per exporter subregion. China as the leading market of commodity
 * exporters in Africa, South America and Central Asia since about 2010; the United States for
 * Central America and the Caribbean; South Africa inside the Southern African Customs Union;
 * Russia and China for the former Soviet economies; Germany for Central and Eastern Europe;
 * the Gulf's hub (AE) and India for East Africa and South Asia; the EU for North Africa.
 */
export const REGIONAL_PARTNERS: Record<string, string> = {
  'Middle Africa': 'CN 4 FR 1.5 BE 1.5 ZA 1.5 IN 1.5',
  'Western Africa': 'CN 2.5 IN 2 NL 1.8 FR 1.8 ES 1.5 CH 2 AE 1.5',
  'Eastern Africa': 'AE 3 IN 2 KE 2 NL 1.5 CN 1.2',
  'Southern Africa': 'ZA 6 CN 2 BE 1.5',
  'Northern Africa': 'IT 2 FR 2 ES 2 TR 1.5 CN 1.5',
  'South America': 'CN 3 US 1.5 BR 1.5',
  'Central America': 'US 4 MX 1.5 CN 1.5',
  Caribbean: 'US 4 CA 1.5 NL 1.5',
  'Central Asia': 'RU 4 CN 3 TR 1.5 KZ 1.5',
  'Eastern Europe': 'RU 3 PL 2 DE 1.5 CN 1.5',
  'Southeast Europe': 'DE 2.5 IT 2.5 AT 1.5 RS 1.5',
  'Central Europe': 'DE 2.5',
  'Western Asia': 'AE 2.5 CN 2 IN 1.5 TR 1.5 SA 1.5',
  'Southern Asia': 'US 2 AE 2.5 IN 2 CN 1.5',
  'South-Eastern Asia': 'CN 2.5 SG 1.8 US 1.8 TH 1.5 JP 1.5',
  Melanesia: 'AU 3 CN 3 JP 1.5',
  Micronesia: 'US 3 AU 1.5 JP 2 CN 1.5',
  Polynesia: 'NZ 3 AU 2 US 2 CN 1.5',
  'Northern Europe': 'DE 1.5 GB 1.5',
  'Western Europe': 'DE 1.5',
  'Southern Europe': 'DE 1.5 IT 1.5',
};
