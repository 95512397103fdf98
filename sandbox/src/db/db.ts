/**
 * The sandbox's database seam: PGlite (embedded, default) or a Postgres server (DATABASE_URL).
 * Everything above this file speaks plain parameterised SQL through this interface, so both
 * engines behave the same; values come back JSON-ready (dates as yyyy-mm-dd strings,
 * timestamps as ISO-8601 strings, bigint counts as numbers).
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The whole database as one archive (embedded engine only), to start another from (openDb's `loadDataDir`). */
  snapshot?(): Promise<Blob>;
  /** Which engine answers, for logs and the health answer. */
  readonly engine: 'pglite' | 'postgres';
}

/** Postgres type oids whose text form we keep or convert instead of the drivers' defaults. */
export const PG_TYPES = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

/** Postgres prints timestamptz as `2024-01-02 03:04:05.678+00`; the API speaks ISO-8601 UTC. */
export function timestampToIso(text: string): string {
  const normalised = text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(normalised) ? normalised : `${normalised}Z`);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** Type parsers shared by both engines so answers do not depend on the engine. */
export const TEXT_PARSERS: Record<number, (text: string) => unknown> = {
  [PG_TYPES.INT8]: (text) => Number(text),
  [PG_TYPES.NUMERIC]: (text) => Number(text),
  [PG_TYPES.DATE]: (text) => text,
  [PG_TYPES.TIMESTAMP]: timestampToIso,
  [PG_TYPES.TIMESTAMPTZ]: timestampToIso,
};
