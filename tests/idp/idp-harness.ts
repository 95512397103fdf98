/**
 * Starts the identity provider alone, in-process, on an ephemeral loopback port, with its own
 * PGlite database holding a hand-made `users` table (independent of the sandbox seed).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { z } from 'zod';
import { PGlite } from '@electric-sql/pglite';
import { createIdentityProvider, hashPassword, type IdentityProvider, type IdpDb } from '../../sandbox/src/idp/index.ts';

export const PASSWORD = 'correct horse battery staple';

export interface TestUser {
  uid: string;
  username: string;
  displayName: string;
  email: string;
  disabled?: boolean;
  employeeId?: number | null;
  customClaims?: Record<string, unknown>;
  /** Defaults to PASSWORD. */
  password?: string;
}

export const ALICE: TestUser = {
  uid: 'u-1001',
  username: 'alice',
  displayName: 'Alice Anders',
  email: 'alice@example.test',
  employeeId: 1001,
  // A switched-off claim and a key that is not a platform claim must both stay out of tokens.
  customClaims: { dataMgmt: true, eus: false, notAPlatformClaim: true },
};

export const BOB: TestUser = {
  uid: 'u-1002',
  username: 'bob',
  displayName: 'Bob Brandt',
  email: 'bob@example.test',
  disabled: true,
  employeeId: null,
  customClaims: { superAdmin: true },
};

export interface IdpHarness {
  issuer: string;
  idp: IdentityProvider;
  db: PGlite & IdpDb;
  pglite: PGlite;
  /** Starts a second provider on the same database (a sandbox restart). */
  restart(): Promise<IdpHarness>;
  close(): Promise<void>;
}

export async function createUsersTable(db: PGlite, users: TestUser[]): Promise<void> {
  await db.exec(`
    create table users (
      uid text primary key,
      username text unique not null,
      password_hash text,
      display_name text,
      email text,
      disabled boolean not null default false,
      employee_id int null,
      custom_claims jsonb not null default '{}'::jsonb
    )`);
  for (const user of users) {
    await db.query(
      `insert into users (uid, username, password_hash, display_name, email, disabled, employee_id, custom_claims)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        user.uid,
        user.username,
        await hashPassword(user.password ?? PASSWORD),
        user.displayName,
        user.email,
        user.disabled ?? false,
        user.employeeId ?? null,
        JSON.stringify(user.customClaims ?? {}),
      ],
    );
  }
}

async function listen(app: express.Express): Promise<{ server: Server; port: number }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function serve(pglite: PGlite): Promise<IdpHarness> {
  const app = express();
  const { server, port } = await listen(app);
  // The issuer must be the exact URL the provider is served at, so it is known only after listen.
  const issuer = `http://127.0.0.1:${port}/oidc`;
  const idp = await createIdentityProvider({ db: pglite, issuer });
  app.use('/oidc', idp.router);
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return { issuer, idp, db: pglite, pglite, restart: () => serve(pglite), close };
}

export async function startIdp(users: TestUser[] = [ALICE, BOB]): Promise<IdpHarness> {
  const pglite = new PGlite('memory://');
  await createUsersTable(pglite, users);
  return serve(pglite);
}

/** A JSON object whose members are still to be asserted (an OIDC document, error or JWT part). */
export const jsonObject = z.record(z.string(), z.unknown());

/** A token endpoint's successful answer: the access token is used further, the rest is asserted. */
export const tokenAnswer = z.looseObject({ access_token: z.string() });

/** A JWKS document: its keys, each still to be asserted. */
export const jwksAnswer = z.object({ keys: z.array(jsonObject) });

/** The JSON body of an identity provider's answer, checked against the shape the test reads. */
export async function jsonOf<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(await response.json());
}

/** Decodes a JWT's header and payload without verifying it (assertions only). */
export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token.split('.');
  return {
    header: jsonObject.parse(JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))),
    payload: jsonObject.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))),
  };
}
