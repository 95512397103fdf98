import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { IdpDb } from './db.ts';

/**
 * Signing keys live in the database so tokens issued before a restart stay verifiable. The newest
 * key signs; older keys stay published in the JWKS until they are removed by hand.
 */
export const SIGNING_ALG = 'RS256';

export interface SigningKey {
  kid: string;
  privateJwk: JWK;
  createdAt: Date;
}

interface KeyRow {
  kid: string;
  private_jwk: JWK | string;
  created_at: Date | string;
}

export async function ensureKeyTable(db: IdpDb): Promise<void> {
  await db.query(`
    create table if not exists idp_keys (
      kid text primary key,
      alg text not null,
      private_jwk jsonb not null,
      created_at timestamptz not null default now()
    )`);
}

/** All keys, newest first. */
export async function loadSigningKeys(db: IdpDb): Promise<SigningKey[]> {
  const { rows } = await db.query<KeyRow>(
    `select kid, private_jwk, created_at from idp_keys where alg = $1 order by created_at desc, kid`,
    [SIGNING_ALG],
  );
  return rows.map((row) => ({
    kid: row.kid,
    privateJwk: typeof row.private_jwk === 'string' ? (JSON.parse(row.private_jwk) as JWK) : row.private_jwk,
    createdAt: new Date(row.created_at),
  }));
}

export async function createSigningKey(db: IdpDb): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  const privateJwk: JWK = { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' };
  // clock_timestamp() rather than now(): two keys created in one transaction must still order.
  const { rows } = await db.query<{ created_at: Date | string }>(
    `insert into idp_keys (kid, alg, private_jwk, created_at) values ($1, $2, $3, clock_timestamp())
     returning created_at`,
    [kid, SIGNING_ALG, JSON.stringify(privateJwk)],
  );
  return { kid, privateJwk, createdAt: new Date(rows[0].created_at) };
}

/** Loads the keys, creating the first one on a fresh database. Newest first. */
export async function ensureSigningKeys(db: IdpDb): Promise<SigningKey[]> {
  await ensureKeyTable(db);
  const keys = await loadSigningKeys(db);
  if (keys.length > 0) return keys;
  await createSigningKey(db);
  return loadSigningKeys(db);
}

export function toPublicJwk(key: SigningKey): JWK {
  const { kty, n, e } = key.privateJwk;
  return { kty, n, e, kid: key.kid, alg: SIGNING_ALG, use: 'sig' };
}

/**
 * Secrets that sign the provider's cookies. Persisted so a browser's sign-in session survives a
 * sandbox restart just like the stored sessions do.
 */
export async function ensureCookieKeys(db: IdpDb): Promise<string[]> {
  await db.query(`create table if not exists idp_secrets (name text primary key, value text not null)`);
  await db.query(`insert into idp_secrets (name, value) values ('cookie_key', $1) on conflict (name) do nothing`, [
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>(`select value from idp_secrets where name = 'cookie_key'`);
  return rows.map((row) => row.value);
}
