/**
 * The slice of the sandbox database the identity provider needs. Kept structural so the provider
 * works with the sandbox's PGlite/Postgres wrapper and with a bare PGlite instance in tests.
 */
export interface IdpDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}
