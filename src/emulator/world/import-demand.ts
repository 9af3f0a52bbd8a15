/**
 * Where the most traded goods go: product → its leading importers with their approximate shares
 * of world imports, percent (2021-2023, rounded from UN Comtrade / WITS and BACI; good to a few
 * points). Used as a destination multiplier on top of the direction of trade, so that soybeans
 * go to China, iron ore to China, Japan and Korea, coffee to the US and Europe. Importers not
 * listed keep a small residual demand; a product's pinned resource exporters (`!` flagships in
 * calibration.ts) barely import it (no Brazilian soybeans for the United States) unless listed
 * here (US crude, Swiss gold, German coffee).
 * `*` marks hub goods (gold, diamonds, green coffee, cocoa beans): they go where they are refined,
 * cut, roasted, ground or traded (Switzerland,
 * the UAE, Hong Kong, London, Antwerp) whatever the exporter's usual partners, so their demand
 * counts in full and on top of the pair's usual trade.
 */
const IMPORT_DEMAND = `
270900 CN 28 US 13 IN 11 KR 7 JP 6 NL 5 DE 4 ES 3 IT 3 GB 2 FR 2 SG 2 TH 2 CA 1.5
271111 JP 20 CN 18 KR 14 FR 6 IN 6 TW 6 ES 5 GB 5 IT 4 NL 4
271121 DE 25 IT 12 CN 10 GB 8 TR 6 FR 6 US 6 BE 5 NL 5 MX 5 AT 4
271012 NL 7 SG 7 US 6 MX 6 FR 4 BE 4 AU 4 BR 3 NG 3 HK 3 GB 3
271019 NL 7 SG 7 US 6 MX 6 FR 4 BE 4 AU 4 BR 3 NG 3 HK 3 GB 3
270112 CN 25 IN 22 JP 17 KR 9 TW 5 VN 4
120190 CN 60 AR 5 NL 4 MX 4 ES 4 DE 3 EG 3 JP 3 TH 3 TW 2 ID 2
260111 CN 70 JP 8 KR 6 DE 3 TW 2 NL 2
260300 CN 60 JP 14 KR 6 IN 4 ES 3 DE 3
740311 CN 40 US 7 TR 5 IT 5 DE 5 TW 4 TH 4 VN 3 KR 3
*090111 US 20 DE 14 IT 8 JP 6 BE 6 FR 5 ES 4 CA 4 NL 3 KR 3 RU 3 GB 3 CN 2
*180100 NL 25 MY 10 DE 9 US 9 BE 8 ID 6 FR 5 ES 3 CA 3 TR 3
100199 EG 8 ID 7 CN 7 TR 6 DZ 5 IT 5 PH 4 NG 4 BR 4 JP 4 ES 4 MA 4 BD 4 KR 3
100590 CN 15 MX 11 JP 10 KR 8 ES 5 VN 5 EG 4 IT 4 NL 3 CO 3 TW 3
*710812 CH 28 IN 12 CN 13 GB 10 HK 8 AE 8 US 5 TR 4 SG 3 TH 2
870323 US 22 DE 8 CN 6 GB 6 CA 5 BE 5 FR 5 IT 4 AU 4 NL 3 ES 3 SA 3 KR 2
870324 US 30 CN 15 DE 7 GB 5 CA 5 SA 4 AU 3 AE 3
870380 BE 12 GB 10 DE 9 US 8 FR 7 ES 6 NL 5 NO 5 SE 4 TH 4 AU 4 KR 3
151110 IN 20 CN 12 PK 7 NL 6 US 5 EG 4 BD 4 MY 4 ES 3 IT 3 KE 3
151190 IN 20 CN 12 PK 7 NL 6 US 5 EG 4 BD 4 MY 4 ES 3 IT 3 KE 3
020230 CN 30 US 20 JP 6 KR 6 CL 4 HK 4 NL 3 EG 3 IT 3
020714 CN 15 MX 10 SA 8 JP 8 PH 5 AE 4 HK 4 NL 4 ZA 3 GB 3
230400 ID 10 VN 8 NL 7 PL 5 ES 5 TH 5 PH 5 IT 4 DE 4 FR 4 DZ 3
170114 CN 12 ID 10 US 8 BD 6 DZ 5 MY 5 KR 4 SA 4 IN 3 NG 3
520100 CN 30 VN 14 BD 13 PK 9 TR 9 ID 5 IN 4
030617 US 28 CN 18 JP 9 ES 8 FR 4 KR 3 IT 3 VN 3 NL 3
030214 FR 10 PL 10 DK 10 US 8 SE 6 ES 6 NL 5 IT 5 DE 5 LT 3
080390 US 18 BE 7 RU 7 JP 6 CN 6 DE 6 NL 5 GB 5 IT 4 FR 4
220421 US 18 GB 14 DE 9 CA 6 CN 5 JP 5 BE 4 NL 4 CH 4 HK 3 SE 3
090240 PK 12 RU 7 GB 6 US 6 EG 5 AE 5 IQ 4 IR 4 MA 4 SA 3
060311 NL 20 DE 15 RU 10 US 10 GB 10 FR 4 JP 4 CH 4 AE 3
*710239 US 35 HK 20 BE 10 AE 8 IN 7 CN 5 IL 4 CH 3 TH 3
*710231 IN 28 BE 22 AE 20 HK 5 IL 5
400122 CN 36 MY 8 US 8 JP 7 IN 5 KR 4 VN 3 TR 2 BR 2
760110 US 15 JP 10 DE 8 NL 7 KR 6 IT 5 TR 4 MX 4 CN 4 TH 3
100630 PH 10 CN 8 ID 6 SA 5 IQ 4 BJ 4 SN 4 CI 4 MY 4 AE 3 US 3
040221 CN 25 DZ 6 MX 5 ID 4 SA 4 MY 4 PH 4 VN 4 AE 3
310420 US 25 BR 25 CN 15 IN 6 ID 6 MY 4
854231 CN 25 HK 22 TW 8 SG 7 MY 6 VN 6 KR 5 US 4 PH 3 MX 3
854232 CN 28 HK 24 TW 8 VN 6 SG 6 MY 5 KR 4 US 4 JP 3
851713 US 25 HK 15 JP 7 AE 5 NL 5 DE 5 GB 4 KR 3 FR 3 MX 2 IN 2
847130 US 30 DE 7 NL 6 JP 6 GB 5 HK 5 FR 4 CA 3 KR 3 AU 3
850760 US 22 DE 15 NL 5 GB 4 JP 4 FR 4 PL 4 KR 4 CN 4 HU 3
854143 NL 15 US 15 DE 8 IN 6 BR 6 ES 4 JP 4 PK 3 AU 3 TR 3
300490 US 20 DE 7 BE 5 CH 5 FR 4 IT 4 JP 4 CN 4 GB 4 NL 3 ES 3 CA 3
880240 US 10 CN 10 DE 7 FR 7 IE 6 AE 5 SG 4 GB 4 IN 3 TR 3 QA 3 JP 3
`;

export interface ImportDemand {
  /** Importer id → share of world imports (0-1). */
  importers: Map<string, number>;
  /** A hub good (`*`). */
  hub: boolean;
}

/** Product code → its leading importers. */
export function parseImportDemand(): Map<string, ImportDemand> {
  const out = new Map<string, ImportDemand>();
  for (const line of IMPORT_DEMAND.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 3) continue;
    const importers = new Map<string, number>();
    for (let k = 1; k + 1 < parts.length; k += 2) importers.set(parts[k]!, +parts[k + 1]! / 100);
    out.set(parts[0]!.replace('*', ''), { importers, hub: parts[0]!.startsWith('*') });
  }
  return out;
}
