/**
 * The Users page's graph (users, claims, grant/revoke) and the claims export, against the real
 * sandbox: every permission rule on both sides, and a granted claim reaching the user's next token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIMS } from '@luminate/schema/claims';
import { startStack, type Stack, type VariablesOf } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, download, errorCode, tokenPayload } from './helpers.ts';
import { graphql } from '../generated/gql.ts';
import type { TypedDocumentString } from '../generated/graphql.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
  dataOf(
    await stack.gql(
      'superadmin',
      graphql(`
        query AdminClaims {
          claims {
            key
          }
        }
      `),
    ),
  );
});
afterAll(async () => {
  await stack?.close();
});

async function uidOf(username: string): Promise<string> {
  const { rows } = await stack.db.query<{ uid: string }>('select uid from users where username = $1', [username]);
  return rows[0].uid;
}

async function storedClaims(uid: string): Promise<Record<string, boolean>> {
  const { rows } = await stack.db.query<{ custom_claims: Record<string, boolean> }>('select custom_claims from users where uid = $1', [
    uid,
  ]);
  return rows[0].custom_claims;
}

describe('users', () => {
  it('lists active users with a display name, sorted by it, to end-user support', async () => {
    const { users } = dataOf(
      await stack.gql(
        'datamanager',
        graphql(`
          query AdminUsers {
            users {
              uid
              displayName
              email
              disabled
              active
              employeeId
              employee {
                id
                fullName
              }
              claims
              viewerCan {
                grantClaims
              }
            }
          }
        `),
      ),
    );
    expect(users.length).toBeGreaterThan(5);
    expect(users.every((u) => u.active && !u.disabled && u.displayName?.trim())).toBe(true);
    const names = users.map((u) => u.displayName);
    expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!, 'en', { sensitivity: 'base' })));

    const { rows } = await stack.db.query<{ n: number }>(
      "select count(*)::int as n from users where not disabled and coalesce(trim(display_name), '') <> ''",
    );
    expect(users).toHaveLength(rows[0].n);
    const { rows: hidden } = await stack.db.query<{ uid: string }>(
      "select uid from users where disabled or coalesce(trim(display_name), '') = ''",
    );
    expect(hidden.length).toBeGreaterThan(0);
    const listed = new Set(users.map((u) => u.uid));
    expect(hidden.some((u: { uid: string }) => listed.has(u.uid))).toBe(false);
  });

  it('is refused to users without eus, dataMgmt, admin or superAdmin', async () => {
    expect(
      errorCode(
        await stack.gql(
          'staff',
          graphql(`
            query AdminUsers2 {
              users {
                uid
              }
            }
          `),
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await stack.gql('staff', `{ user(uid: "${await uidOf('staff')}") { uid } }`))).toBe('FORBIDDEN');
  });

  it('shows one user with their claims and employee record', async () => {
    const uid = await uidOf('datamanager');
    const { user } = dataOf(
      await stack.gql(
        'datamanager',
        graphql(`
          query AdminUser($uid: ID!) {
            user(uid: $uid) {
              uid
              displayName
              email
              disabled
              active
              employeeId
              employee {
                id
                fullName
              }
              claims
              viewerCan {
                grantClaims
              }
            }
          }
        `),
        { uid },
      ),
    );
    expect(user).toMatchObject({ uid, active: true, disabled: false, viewerCan: { grantClaims: true } });
    expect([...user!.claims].sort()).toEqual(['DATA_MGMT', 'EUS', 'PT_MGMT']);

    const opsUid = await uidOf('opsmanager');
    const ops = dataOf(
      await stack.gql(
        'datamanager',
        graphql(`
          query AdminUser2($uid: ID!) {
            user(uid: $uid) {
              employeeId
              employee {
                id
              }
            }
          }
        `),
        { uid: opsUid },
      ),
    ).user;
    // Ids are strings in answers: the user's employee id and the linked record's id are the same text.
    expect(ops!.employeeId).toBe('3');
    expect(ops!.employee!.id).toBe(ops!.employeeId);

    expect(
      dataOf(
        await stack.gql(
          'datamanager',
          graphql(`
            query AdminUser3 {
              user(uid: "no-such-user") {
                uid
              }
            }
          `),
        ),
      ).user,
    ).toBeNull();
  });
});

describe('claims', () => {
  it('hides admin and superAdmin from everyone but a superAdmin', async () => {
    const q = graphql(`
      query AdminClaims2 {
        claims {
          claim
          key
          name
          description
          viewerCanGrant
        }
      }
    `);
    const forSupport = dataOf(await stack.gql('datamanager', q)).claims;
    expect(forSupport.map((c) => c.claim)).not.toContain('ADMIN');
    expect(forSupport.map((c) => c.claim)).not.toContain('SUPER_ADMIN');
    expect(forSupport).toHaveLength(CLAIMS.length - 2);
    expect(forSupport.every((c) => c.viewerCanGrant && c.name && c.description)).toBe(true);
    expect(forSupport.find((c) => c.claim === 'DATA_MGMT')).toMatchObject({ key: 'dataMgmt', name: 'Data Management' });

    const forSuperAdmin = dataOf(await stack.gql('superadmin', q)).claims;
    expect(forSuperAdmin.map((c) => c.claim)).toEqual(CLAIMS.map((c) => c.enumName));
    expect(forSuperAdmin.every((c) => c.viewerCanGrant)).toBe(true);
  });

  it('is refused to users without a claim-managing claim', async () => {
    expect(
      errorCode(
        await stack.gql(
          'staff',
          graphql(`
            query AdminClaims3 {
              claims {
                key
              }
            }
          `),
        ),
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('grantClaim / revokeClaim', () => {
  const grant = graphql(`
    mutation AdminGrantClaim($uid: ID!, $claim: Claim!) {
      grantClaim(uid: $uid, claim: $claim) {
        uid
        claims
      }
    }
  `);
  const revoke = graphql(`
    mutation AdminRevokeClaim($uid: ID!, $claim: Claim!) {
      revokeClaim(uid: $uid, claim: $claim) {
        uid
        claims
      }
    }
  `);

  it('refuses superAdmin to end-user support before calling the Care API', async () => {
    const uid = await uidOf('staff');
    const before = await storedClaims(uid);
    const mutations: TypedDocumentString<unknown, VariablesOf<typeof grant>>[] = [grant, revoke];
    for (const claim of ['SUPER_ADMIN', 'ADMIN'] as const) {
      for (const mutation of mutations) {
        const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('datamanager', mutation, { uid, claim }));
        expect(errorCode(result)).toBe('FORBIDDEN');
        expect(requests).toHaveLength(0);
      }
    }
    expect(await storedClaims(uid)).toEqual(before);
  });

  it('is refused to a user without a claim-managing claim', async () => {
    const uid = await uidOf('staff');
    expect(errorCode(await stack.gql('staff', grant, { uid, claim: 'DNC_MGMT' }))).toBe('FORBIDDEN');
    expect((await storedClaims(uid))['dnc-mgmt']).not.toBe(true);
  });

  it('lets a superAdmin grant superAdmin, carried by the next token, then revoke it', async () => {
    const uid = await uidOf('staff');
    expect(tokenPayload(await stack.token('staff', { fresh: true })).claims ?? []).not.toContain('superAdmin');
    try {
      const granted = dataOf(await stack.gql('superadmin', grant, { uid, claim: 'SUPER_ADMIN' })).grantClaim;
      expect(granted).toEqual({ uid, claims: ['SUPER_ADMIN'] });
      expect(tokenPayload(await stack.token('staff', { fresh: true })).claims).toContain('superAdmin');
      // The gateway honours the new token at once.
      expect(
        dataOf(
          await stack.gql(
            'staff',
            graphql(`
              query AdminClaims4 {
                claims {
                  claim
                }
              }
            `),
          ),
        ).claims.map((c) => c.claim),
      ).toContain('SUPER_ADMIN');
    } finally {
      const revoked = dataOf(await stack.gql('superadmin', revoke, { uid, claim: 'SUPER_ADMIN' })).revokeClaim;
      expect(revoked.claims).toEqual([]);
    }
    expect(tokenPayload(await stack.token('staff', { fresh: true })).claims ?? []).not.toContain('superAdmin');
    expect(
      errorCode(
        await stack.gql(
          'staff',
          graphql(`
            query AdminClaims5 {
              claims {
                claim
              }
            }
          `),
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it('lets end-user support grant and revoke an ordinary claim', async () => {
    const uid = await uidOf('staff');
    const granted = dataOf(await stack.gql('datamanager', grant, { uid, claim: 'DNC_MGMT' })).grantClaim;
    expect(granted.claims).toContain('DNC_MGMT');
    expect((await storedClaims(uid))['dnc-mgmt']).toBe(true);
    const revoked = dataOf(await stack.gql('datamanager', revoke, { uid, claim: 'DNC_MGMT' })).revokeClaim;
    expect(revoked.claims).not.toContain('DNC_MGMT');
    expect((await storedClaims(uid))['dnc-mgmt']).not.toBe(true);
  });
});

describe('claims report', () => {
  it('is refused to anyone but a superAdmin', async () => {
    expect((await download(stack, 'datamanager', '/files/claims-report')).status).toBe(403);
    expect((await download(stack, 'staff', '/files/claims-report?claim=dataMgmt')).status).toBe(403);
    expect((await download(stack, null, '/files/claims-report')).status).toBe(401);
  });

  it('downloads the workbook for a superAdmin, for every claim or one', async () => {
    for (const path of ['/files/claims-report', '/files/claims-report?claim=dataMgmt', '/files/claims-report?claim=DATA_MGMT']) {
      const res = await download(stack, 'superadmin', path);
      expect(res.status).toBe(200);
      expect(res.body.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?[\w.-]+\.xlsx"?/);
    }
    expect((await download(stack, 'superadmin', '/files/claims-report?claim=nonsense')).status).toBe(400);
  });
});
