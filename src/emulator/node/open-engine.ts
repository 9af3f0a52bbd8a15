/**
 * The engine a command serves, chosen at start: a database file written by `npm run data:import`
 * (`--db`), or the synthetic world. Shared by `npm run api`, `npm start` and the stdio MCP server.
 */
import { existsSync } from 'node:fs';
import { SYNTHETIC_WORLD_CREDIT, type DataCredit } from '../engine/data-credit';
import type { AsyncTradeEngine } from '../engine/engine-types';
import { toAsyncEngine } from '../service/async-engine';

export interface OpenedEngine {
  engine: AsyncTradeEngine;
  /** Where its figures come from (null: a database whose import recorded no source). */
  credit: DataCredit | null;
  /** What was opened and how long it took, for the start banner. */
  what: string;
}

/** Throws with a message a user can act on (a missing file names the import command). */
export async function openEngine(db: string | undefined, seed: number | undefined): Promise<OpenedEngine> {
  const started = performance.now();
  if (db !== undefined) {
    if (!existsSync(db))
      throw new Error(
        `no database at ${db}: create one with npm run data:import -- <BACI release> --db ${db}`,
      );
    const { openDuckDbEngine } = await import('../duckdb/duckdb-engine');
    const engine = await openDuckDbEngine(db);
    const credit = engine.dataCredit;
    const holds = credit
      ? `${credit.name}${credit.synthetic ? ', synthetic figures' : ''}`
      : 'source not recorded';
    return {
      engine,
      credit,
      what: `database ${db} (${holds}) opened in ${Math.round(performance.now() - started)} ms`,
    };
  }
  const { buildDefaultEngine } = await import('./default-engine');
  const engine = toAsyncEngine(buildDefaultEngine(seed));
  return {
    engine,
    credit: SYNTHETIC_WORLD_CREDIT,
    what: `world built in ${Math.round(performance.now() - started)} ms`,
  };
}
