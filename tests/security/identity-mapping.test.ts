/**
 * Real identity providers' tokens against the sandbox: a mixed-case user id signs in and reaches
 * the Care API exactly as issued, ids that could leave their path segment are refused before
 * anything is sent upstream, and a gateway told where an organisation's token keeps the identity
 * (TOKEN_*) signs a persona in from a token of another shape. Tokens are minted with the sandbox
 * identity provider's own signing key, so the Care API accepts them too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT, importJWK, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { startStack, type Stack } from '../support/stack.ts';
import { startGateway } from '../../gateway/src/index.ts';
import { graphql } from '../generated/gql.ts';

/** A Firebase uid: 28 letters and digits of both cases. */
const MIXED_UID = 'Xk3fQ9mZp2LrT8vW1yB4nC6dE7gH';

let stack: Stack;
let signingKey: { kid: string; privateKey: CryptoKey };
/** The employee record given to the mixed-case user in the sandbox database. */
let employeeId: number;

beforeAll(async () => {
  stack = await startStack();
  const { rows } = await stack.db.query<{ kid: string; private_jwk: JWK | string }>(
    'select kid, private_jwk from idp_keys order by created_at desc limit 1',
  );
  const jwk = (typeof rows[0].private_jwk === 'string' ? JSON.parse(rows[0].private_jwk) : rows[0].private_jwk) as JWK;
  signingKey = { kid: rows[0].kid, privateKey: (await importJWK(jwk, 'RS256')) as CryptoKey };
  employeeId = (await stack.db.query<{ id: number }>('select id from employees where id > 100 order by id limit 1')).rows[0].id;
  await stack.db.query(`insert into users (uid, username, display_name, employee_id) values ($1, 'mixedcase', 'Mia Mixed', $2)`, [
    MIXED_UID,
    employeeId,
  ]);
});
afterAll(() => stack?.close());
beforeEach(() => stack.upstreamRequests.reset());

/** An access token as the sandbox identity provider issues them, with `payload` on top. */
function mint(payload: JWTPayload) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: stack.issuer, aud: 'luminate-api', iat: now, exp: now + 300, ...payload })
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'at+jwt' })
    .sign(signingKey.privateKey);
}

const VIEWER = graphql(`
  query IdentityMappingViewer {
    viewer {
      uid
      claims
      employeeId
      employee {
        id
        fullName
      }
    }
  }
`);

const USER = graphql(`
  query IdentityMappingUser($uid: ID!) {
    user(uid: $uid) {
      uid
      displayName
    }
  }
`);

async function post(url: string, token: string, query: { toString(): string }, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: query.toString(), variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> } };
}

describe('a mixed-case user id', () => {
  it('signs in, and the Care API finds the user by the id exactly as issued', async () => {
    const { status, body } = await post(stack.gatewayUrl, await mint({ sub: MIXED_UID, claims: ['dataMgmt'] }), VIEWER);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    // No employeeId in the token: the Care API looked the user up by the X-User-Id and token it received.
    expect(body.data).toMatchObject({
      viewer: { uid: MIXED_UID, claims: ['DATA_MGMT'], employeeId: null, employee: { id: String(employeeId) } },
    });
    expect(stack.upstreamRequests.list().map((r) => r.path)).toContain('/api/Employees/CurrentDeveloper');
  });

  it('is a different user from the same id in lower case (ids are case-sensitive)', async () => {
    const { body } = await post(stack.gatewayUrl, await mint({ sub: MIXED_UID.toLowerCase() }), VIEWER);
    expect(body.data).toMatchObject({ viewer: { uid: MIXED_UID.toLowerCase(), employee: null } });
  });

  it('is looked up as a path segment with its case intact', async () => {
    const { body } = await post(stack.gatewayUrl, await stack.token('superadmin'), USER, { uid: MIXED_UID });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ user: { uid: MIXED_UID, displayName: 'Mia Mixed' } });
    expect(stack.upstreamRequests.list().map((r) => r.path)).toEqual([`/api/Users/${MIXED_UID}`]);
  });
});

describe('a user id that could leave its path segment', () => {
  it.each(['a/b', '..', 'a..b', 'a%2Fb', '%2e%2e', 'a\\b', 'a b', ' superadmin', 'line\nbreak', 'x'.repeat(129), 'Permissions'])(
    'sub %j is refused with UNAUTHENTICATED before anything reaches the Care API',
    async (sub) => {
      const { status, body } = await post(stack.gatewayUrl, await mint({ sub, claims: ['superAdmin'] }), VIEWER);
      expect(status).toBe(401);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(stack.upstreamRequests.list()).toEqual([]);
    },
  );
});

describe('an organisation token shape (TOKEN_*)', () => {
  it('signs the data manager in from Firebase-like custom claims and organisation claim names', async () => {
    const auditDir = mkdtempSync(join(tmpdir(), 'luminate-audit-'));
    const gateway = await startGateway({
      PORT: '0',
      CARE_API_URL: stack.sandboxUrl,
      OIDC_ISSUER: stack.issuer,
      CALL_LIST_HUB_URL: stack.sandbox.hub.url,
      NODE_ENV: 'test',
      TRUSTED_DOCUMENTS: 'open',
      LOG_LEVEL: 'silent',
      AUDIT_LOG_FILE: join(auditDir, 'audit.jsonl'),
      TOKEN_USER_ID_PATH: 'user_id',
      TOKEN_EMPLOYEE_ID_PATH: '["https://luminate.example/ids"].employee',
      TOKEN_CLAIMS_PATH: '$',
      TOKEN_CLAIM_MAP: JSON.stringify({ 'org.data-management': 'dataMgmt', 'org.end-user-support': 'eus', 'org.patients': 'pt-mgmt' }),
    });
    try {
      const token = await mint({
        sub: 'datamanager',
        user_id: 'datamanager',
        'https://luminate.example/ids': { employee: '2' },
        'org.data-management': true,
        'org.end-user-support': true,
        'org.patients': true,
        // Luminate's own names count only through the map once one is set.
        superAdmin: true,
        claims: ['superAdmin'],
      });
      const { body } = await post(gateway.url, token, VIEWER);
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual({
        viewer: {
          uid: 'datamanager',
          claims: expect.arrayContaining(['DATA_MGMT', 'EUS', 'PT_MGMT']) as unknown,
          employeeId: '2',
          employee: { id: '2', fullName: 'Dana Data' },
        },
      });
      expect((body.data as { viewer: { claims: string[] } }).viewer.claims).toHaveLength(3);
      // The same token read in the sandbox's shape holds superAdmin and no employee id: the shape matters.
      const sandboxShape = await post(stack.gatewayUrl, token, VIEWER);
      expect(sandboxShape.body.data).toMatchObject({ viewer: { uid: 'datamanager', claims: ['SUPER_ADMIN'], employeeId: null } });
    } finally {
      await gateway.close();
      rmSync(auditDir, { recursive: true, force: true });
    }
  });
});
