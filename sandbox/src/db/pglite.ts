import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { TEXT_PARSERS, type Db, type Queryable } from './db.ts';

/**
 * Embedded Postgres (WASM). `dataDir` is a folder that keeps the data between runs, or
 * `memory://` for a throw-away database (tests).
 */
export async function openPglite(dataDir: string, opts: { loadDataDir?: Blob } = {}): Promise<Db> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { parsers: TEXT_PARSERS, loadDataDir: opts.loadDataDir });
  await pg.exec(`SET TimeZone = 'UTC'`);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await q.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    // Checkpointed first: a copy taken from unflushed pages recovers every sequence at the value
    // it had logged ahead (32 further), so ids in a loaded copy would jump.
    snapshot: async () => {
      await pg.exec('CHECKPOINT');
      return pg.dumpDataDir('none');
    },
  };
}
