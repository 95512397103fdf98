import pg from 'pg';
import { TEXT_PARSERS, type Db, type Queryable } from './db.ts';

/** A Postgres server through a connection pool (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Same text → value conversions as the embedded engine.
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        TEXT_PARSERS[oid] ??
        (format === 'binary'
          ? pg.types.getTypeParser(oid, 'binary')
          : pg.types.getTypeParser(oid, 'text'))) as typeof pg.types.getTypeParser,
    },
    options: '-c TimeZone=UTC',
  });
  // Fail fast on a wrong URL instead of at the first request.
  await pool.query('SELECT 1');
  const wrap = (q: Pick<pg.Pool | pg.PoolClient, 'query'>): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await q.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
