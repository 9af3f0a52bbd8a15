/**
 * `npm run data:sample`: writes the small BACI-layout sample shipped in data/baci-sample/ from
 * the synthetic world (not from CEPII's data): a few countries, a few HS chapters, three years,
 * in BACI's own layout (quantities in metric tons: the world's kilograms / 1000, NA for goods
 * counted in other units, as BACI has no unit column). Deterministic: the same world seed gives the same files.
 */
import { rmSync } from 'node:fs';
import { writeBaciRelease } from '../baci/export-world';
import { createWorld } from '../engine';

export const SAMPLE_DIR = 'data/baci-sample';
const COUNTRIES = ['US', 'CN', 'DE', 'FR', 'NL', 'BR', 'IN', 'JP', 'GB', 'KE', 'VN', 'ZA', 'NA'];
const CHAPTERS = ['09', '27', '87'];
const YEARS = [2021, 2022, 2023];

async function main() {
  rmSync(SAMPLE_DIR, { recursive: true, force: true });
  const out = await writeBaciRelease(createWorld({}), SAMPLE_DIR, {
    countries: new Set(COUNTRIES),
    chapters: new Set(CHAPTERS),
    years: YEARS,
    tons: true,
  });
  console.log(`Wrote ${out.rows} rows in ${out.files.length} files to ${SAMPLE_DIR}`);
}

void main();
