/**
 * A few DuckDB connections over one read-only database: a query waits for a free connection,
 * so concurrent HTTP requests run in parallel up to the pool's size (DuckDB also parallelises
 * each query over its threads).
 */
import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';

export interface ConnectionPool {
  rows(sql: string): Promise<Record<string, unknown>[]>;
  close(): void;
}

export async function createPool(instance: DuckDBInstance, size: number): Promise<ConnectionPool> {
  const idle: DuckDBConnection[] = [];
  for (let k = 0; k < size; k++) idle.push(await instance.connect());
  const all = [...idle];
  const waiting: ((c: DuckDBConnection) => void)[] = [];
  const acquire = (): Promise<DuckDBConnection> =>
    idle.length > 0 ? Promise.resolve(idle.pop()!) : new Promise((resolve) => waiting.push(resolve));
  const release = (c: DuckDBConnection) => {
    const next = waiting.shift();
    if (next) next(c);
    else idle.push(c);
  };
  return {
    async rows(sql: string) {
      const c = await acquire();
      try {
        const reader = await c.runAndReadAll(sql);
        return reader.getRowObjectsJS();
      } finally {
        release(c);
      }
    },
    close() {
      for (const c of all) c.closeSync();
    },
  };
}
