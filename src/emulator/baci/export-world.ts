/**
 * Writes a synthetic world in BACI's layout (a release folder: country file, product file, one
 * file per year), as CEPII's files look: `k` without its leading zero, `v` in thousands of USD,
 * `q` or `NA`, descriptions quoted when they hold commas. Country codes are sequential numbers
 * (not CEPII's). With `units`, the product file gets an extra `unit` column (the synthetic world's
 * units, which BACI's metric tons do not have) so that an import answers exactly as the world.
 */
import { mkdirSync, writeFileSync, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import Papa from 'papaparse';
import type { World } from '../world/world';
import { UNITS } from '../world/units';
import { SYNTHETIC_MARKER } from './baci-files';

const SYNTHETIC_NOTE = `These files are Tradescope's synthetic world written in CEPII BACI's layout
(src/emulator/baci/export-world.ts). They are not CEPII's data and not real trade statistics.
This file tells the importer so: a database imported from them is credited as synthetic.
`;

export interface ExportOptions {
  release?: string;
  revision?: string;
  /** Only flows between these countries (alpha-2); all by default. */
  countries?: ReadonlySet<string>;
  /** Only these HS chapters (two digits); all by default. */
  chapters?: ReadonlySet<string>;
  years?: readonly number[];
  /** Adds the non-CEPII `unit` column to the product file. */
  units?: boolean;
  /** Quantities in metric tons as BACI's: kilograms / 1000, NA for goods counted in other units. */
  tons?: boolean;
}

export interface ExportedRelease {
  dir: string;
  files: string[];
  rows: number;
}

export async function writeBaciRelease(
  world: World,
  dir: string,
  options: ExportOptions = {},
): Promise<ExportedRelease> {
  const release = options.release ?? 'V202501';
  const revision = options.revision ?? 'HS22';
  mkdirSync(dir, { recursive: true });
  const marker = join(dir, SYNTHETIC_MARKER);
  writeFileSync(marker, SYNTHETIC_NOTE);
  const list = world.countries.list.filter((c) => !c.isGroup);
  const code = new Map(list.map((c, k) => [c.idx, 4 + k * 4]));
  const files: string[] = [marker];
  const countryFile = join(dir, `country_codes_${release}.csv`);
  writeCsv(countryFile, {
    fields: ['country_code', 'country_name', 'country_iso2', 'country_iso3'],
    data: list.map((c) => [code.get(c.idx), c.name, c.id, c.iso3 ?? 'N/A']),
  });
  files.push(countryFile);
  const productFile = join(dir, `product_codes_${revision}_${release}.csv`);
  const products = world.catalog.products;
  const keepProduct = (p: number) => !options.chapters || options.chapters.has(products[p]!.hs6.slice(0, 2));
  writeCsv(productFile, {
    fields: options.units ? ['code', 'description', 'unit'] : ['code', 'description'],
    data: products
      .filter((_, k) => keepProduct(k))
      .map((p) => {
        const row: (string | number)[] = [p.hs6.replace(/^0/, ''), p.name];
        if (options.units) row.push(UNITS[p.unit]!);
        return row;
      }),
  });
  files.push(productFile);
  const keepCountry = (idx: number) =>
    !options.countries || options.countries.has(world.countries.list[idx]!.id);
  const keepRow = (r: number) =>
    keepCountry(world.obs.exporter[r]!) &&
    keepCountry(world.obs.importer[r]!) &&
    keepProduct(world.obs.product[r]!);
  const years =
    options.years ??
    Array.from({ length: world.lastYear - world.firstYear + 1 }, (_, k) => world.firstYear + k);
  let rows = 0;
  for (const y of years) {
    const path = join(dir, `BACI_${revision}_Y${y}_${release}.csv`);
    rows += await writeYear(world, y, path, { code, keepRow, tons: options.tons ?? false });
    files.push(path);
  }
  return { dir, files, rows };
}

function writeCsv(path: string, table: { fields: string[]; data: unknown[][] }): void {
  writeFileSync(path, Papa.unparse(table, { newline: '\n' }) + '\n');
}

/** One year's file of flows (`t,i,j,k,v,q`), written in chunks; returns its row count. */
async function writeYear(
  world: World,
  y: number,
  path: string,
  { code, keepRow, tons }: { code: Map<number, number>; keepRow: (r: number) => boolean; tons: boolean },
): Promise<number> {
  const products = world.catalog.products;
  const KG = UNITS.indexOf('kg');
  const quantityText = (q: number, p: number): string => {
    if (Number.isNaN(q)) return 'NA';
    if (!tons) return String(q);
    return products[p]!.unit === KG ? String(q / 1000) : 'NA';
  };
  const { exporter, importer, product, year, value, quantity } = world.obs;
  let rows = 0;
  const out = createWriteStream(path);
  let chunk = 't,i,j,k,v,q\n';
  const yi = y - world.firstYear;
  for (let k = 0; k < world.yearStart[yi + 1]! - world.yearStart[yi]!; k++) {
    const r = world.yearRows[world.yearStart[yi]! + k]!;
    if (year[r] !== yi || !keepRow(r)) continue;
    const q = quantity[r]!;
    chunk += `${y},${code.get(exporter[r]!)},${code.get(importer[r]!)},${products[product[r]!]!.hs6.replace(/^0/, '')},${value[r]! / 1000},${quantityText(q, product[r]!)}\n`;
    rows++;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
  return rows;
}
