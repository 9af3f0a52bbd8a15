/**
 * The release's country and product files (a few thousand lines: read here, with line numbers
 * for messages). Countries map to the service's ids by ISO alpha-3 (then alpha-2): names,
 * regions, notes and alternative spellings come from the service's own country table, so search
 * behaves as on the synthetic world. BACI's "Other Asia, nes" is Taiwan (CEPII's documentation
 * says so); other entities without an ISO code (e.g. former unions) keep their rows under
 * user-assigned ids (XA…XZ but XK and XW, then QM…QZ) named as in the release.
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { buildCountries, type Country } from '../world/countries';
import { ImportError } from './import-error';

export interface CountryRecord {
  id: string;
  iso3: string | null;
  name: string;
  region: string | null;
  note: string | null;
  altNames: string[];
  sourceCode: number;
}

export interface ProductRecord {
  hs6: string;
  name: string;
  unit: string;
}

/** Codes CEPII uses for Taiwan ("Other Asia, nes"). */
const TAIWAN = { code: 490, iso3: 'S19' };

const USER_ASSIGNED = [
  ...'ABCDEFGHIJLMNOPQRSTUVYZ'.split('').map((c) => `X${c}`),
  ...'MNOPQRSTUVWXYZ'.split('').map((c) => `Q${c}`),
];

/** Rows of a small CSV with their 1-based line numbers (header = line 1). */
function readCsv(
  path: string,
  label: string,
): { header: string[]; rows: { line: number; cells: string[] }[] } {
  const text = readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
  const parsed = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true });
  if (parsed.errors.length > 0) {
    const e = parsed.errors[0]!;
    throw new ImportError(label, (e.row ?? 0) + 1, `unreadable CSV: ${e.message}`);
  }
  const [header, ...rest] = parsed.data;
  if (!header) throw new ImportError(label, 1, 'empty file');
  // A release's code files list hundreds or thousands of codes; a header alone is a cut download.
  if (rest.length === 0) throw new ImportError(label, 2, 'no codes after the header line');
  // Papa counts records; quoted fields never span lines in these files, so record k is line k + 2.
  const short = rest.findIndex((cells) => cells.length < header.length);
  if (short >= 0)
    throw new ImportError(
      label,
      short + 2,
      `${rest[short]!.length} column(s) where the header has ${header.length} (${header.join(', ')})`,
    );
  return {
    header: header.map((h) => h.trim().toLowerCase()),
    rows: rest.map((cells, k) => ({ line: k + 2, cells })),
  };
}

function column(header: string[], label: string, names: string[]): number {
  const at = header.findIndex((h) => names.includes(h));
  if (at < 0)
    throw new ImportError(label, 1, `missing column ${names.join(' or ')} (found: ${header.join(', ')})`);
  return at;
}

/** BACI country code → service country, for every line of the country file. */
export function readCountryFile(path: string, label: string): Map<number, CountryRecord> {
  const { header, rows } = readCsv(path, label);
  const codeAt = column(header, label, ['country_code']);
  const nameAt = column(header, label, ['country_name', 'country_name_full', 'country_name_abbreviation']);
  const iso2At = column(header, label, ['country_iso2', 'iso_2digit_alpha']);
  const iso3At = column(header, label, ['country_iso3', 'iso_3digit_alpha']);
  const known = buildCountries();
  const byIso3 = new Map<string, Country>();
  const byId = new Map<string, Country>();
  for (const c of known.list.slice(0, known.baseCount)) {
    byId.set(c.id, c);
    if (c.iso3) byIso3.set(c.iso3, c);
  }
  const out = new Map<number, CountryRecord>();
  const taken = new Map<string, number>();
  let nextUserAssigned = 0;
  for (const { line, cells } of rows) {
    const code = Number(cells[codeAt]?.trim());
    if (!Number.isInteger(code))
      throw new ImportError(label, line, `country_code '${cells[codeAt]}' is not a number`);
    if (out.has(code)) throw new ImportError(label, line, `country_code ${code} listed twice`);
    const name = (cells[nameAt] ?? '').trim();
    const iso3 = (cells[iso3At] ?? '').trim().toUpperCase();
    // Namibia's alpha-2 is "NA": the cell is read as text, never as a missing value.
    const iso2 = (cells[iso2At] ?? '').trim().toUpperCase();
    const match =
      code === TAIWAN.code || iso3 === TAIWAN.iso3 ? byId.get('TW') : (byIso3.get(iso3) ?? byId.get(iso2));
    let record: CountryRecord;
    if (match) {
      record = {
        id: match.id,
        iso3: match.iso3,
        name: match.name,
        region: match.subregion ?? match.region,
        note: match.note,
        altNames: match.altNames,
        sourceCode: code,
      };
    } else {
      const id = USER_ASSIGNED[nextUserAssigned++];
      if (!id) throw new ImportError(label, line, 'too many entities without an ISO code');
      record = {
        id,
        iso3: null,
        name: name || `BACI entity ${code}`,
        region: null,
        note: `Not an ISO 3166-1 entity: BACI code ${code}${iso3 ? ` (${iso3})` : ''}; user-assigned id ${id}.`,
        altNames: [],
        sourceCode: code,
      };
    }
    const previous = taken.get(record.id);
    if (previous !== undefined)
      throw new ImportError(
        label,
        line,
        `code ${code} maps to ${record.id}, as code ${previous} does: one code per country`,
      );
    taken.set(record.id, code);
    out.set(code, record);
  }
  return out;
}

/**
 * HS6 code → name (and unit). Codes lost their leading zero in some files (`10121` is 010121).
 * An optional `unit` column (not in CEPII's files, whose quantities are all metric tons) lets the
 * project's own exports keep the synthetic world's units.
 */
export function readProductFile(path: string, label: string): Map<string, ProductRecord> {
  const { header, rows } = readCsv(path, label);
  const codeAt = column(header, label, ['code']);
  const nameAt = column(header, label, ['description']);
  const unitAt = header.indexOf('unit');
  const out = new Map<string, ProductRecord>();
  for (const { line, cells } of rows) {
    const raw = (cells[codeAt] ?? '').trim();
    if (!/^\d{5,6}$/.test(raw))
      throw new ImportError(label, line, `product code '${raw}' is not an HS6 code`);
    const hs6 = raw.padStart(6, '0');
    if (out.has(hs6)) throw new ImportError(label, line, `product code ${hs6} listed twice`);
    const unit = unitAt >= 0 ? (cells[unitAt] ?? '').trim() : 't';
    out.set(hs6, { hs6, name: (cells[nameAt] ?? '').trim(), unit: unit || 't' });
  }
  return out;
}
