import type { Db } from './db.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export type { Db, Queryable } from './db.ts';
export { migrate } from './migrate.ts';

/** A Postgres server when `databaseUrl` is given, else embedded PGlite in `dataDir`. */
export function openDb(opts: { databaseUrl?: string; dataDir: string; loadDataDir?: Blob }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, { loadDataDir: opts.loadDataDir });
}
