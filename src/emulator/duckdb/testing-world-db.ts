/**
 * Test support: a synthetic world exported in BACI's layout (with its units) and imported, then
 * given the synthetic world's two conventions a BACI release cannot carry: its EU is today's 27
 * in every year (an import uses membership by year), and its years are labelled with the HS
 * revision of their time (a release labels every year with its own revision).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { writeBaciRelease } from '../baci/export-world';
import { importBaci } from '../baci/import-baci';
import { GROUP_AGGREGATE_SQL } from './schema';
import { hsVersion } from '../engine/select';
import { EU_ID } from '../world/countries';
import type { World } from '../world/world';

export async function importWorld(
  world: World,
  dir = mkdtempSync(join(tmpdir(), 'tradescope-db-')),
): Promise<string> {
  await writeBaciRelease(world, join(dir, 'release'), { units: true });
  const dbPath = join(dir, 'world.duckdb');
  await importBaci({ inputs: [join(dir, 'release')], dbPath, memoryLimit: '1GB' });
  const instance = await DuckDBInstance.create(dbPath);
  const conn = await instance.connect();
  const eu = world.countries.byId.get(EU_ID)!;
  const members = eu.members.map((m) => world.countries.list[m]!.id);
  const years = Array.from({ length: world.lastYear - world.firstYear + 1 }, (_, k) => world.firstYear + k);
  await conn.run(`DELETE FROM group_members WHERE group_id = '${EU_ID}'`);
  await conn.run(
    `INSERT INTO group_members VALUES ${years.flatMap((y) => members.map((id) => `('${EU_ID}', '${id}', ${y})`)).join(', ')}`,
  );
  await conn.run(`UPDATE countries SET note = '${eu.note!.replace(/'/g, "''")}' WHERE id = '${EU_ID}'`);
  for (const y of years) await conn.run(`UPDATE years SET hs_version = ${hsVersion(y)} WHERE year = ${y}`);
  await conn.run(GROUP_AGGREGATE_SQL);
  conn.closeSync();
  instance.closeSync();
  return dbPath;
}
