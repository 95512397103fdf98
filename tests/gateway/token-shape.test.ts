/**
 * Reading an organisation's access tokens: the path syntax of TOKEN_*_PATH, the claim map, the
 * user-id rule at sign-in (case kept, path-unsafe ids refused), and the sandbox's shape as the default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, InvalidTokenError } from '../../gateway/src/auth/token-verifier.ts';
import { parseClaimMap, parseClaimPath, readClaimPath } from '../../gateway/src/auth/claim-path.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import { startLocalIssuer } from './support/local-issuer.ts';

let issuer: Awaited<ReturnType<typeof startLocalIssuer>>;
beforeAll(async () => {
  issuer = await startLocalIssuer();
});
afterAll(() => issuer.close());

/** A verifier reading tokens as the gateway does with `env` (TOKEN_* variables). */
function verifierFor(env: Record<string, string> = {}) {
  const config = loadConfig(env);
  return createTokenVerifier({
    issuer: issuer.issuer,
    audience: 'luminate-api',
    algorithms: ['RS256'],
    cooldownMs: 0,
    verifiedTtlMs: 0,
    shape: {
      userId: config.TOKEN_USER_ID_PATH,
      employeeId: config.TOKEN_EMPLOYEE_ID_PATH,
      claims: config.TOKEN_CLAIMS_PATH,
      claimMap: config.TOKEN_CLAIM_MAP ?? null,
    },
  });
}

describe('token paths', () => {
  it.each([
    ['claims', ['claims']],
    ['$.claims', ['claims']],
    ['$', []],
    ['app_metadata.luminate.claims', ['app_metadata', 'luminate', 'claims']],
    ['["https://luminate.example/claims"]', ['https://luminate.example/claims']],
    ["['https://luminate.example/claims'].employeeId", ['https://luminate.example/claims', 'employeeId']],
    ['app_metadata["luminate.ids"]["employee id"]', ['app_metadata', 'luminate.ids', 'employee id']],
    ['["say \\"hi\\""]', ['say "hi"']],
  ])('%s reads the keys %j', (text, keys) => {
    expect(parseClaimPath(text)).toEqual(keys);
  });

  it.each(['', '.claims', 'claims.', 'a..b', 'a b', '[claims]', '["claims"', 'https://luminate.example/claims', '$claims', '[""]'])(
    '%j is refused',
    (text) => {
      expect(() => parseClaimPath(text)).toThrow();
    },
  );

  it('reads only keys the objects hold themselves, never into arrays', () => {
    expect(readClaimPath({ a: { 'b.c': { d: 5 } } }, ['a', 'b.c', 'd'])).toBe(5);
    expect(readClaimPath({ a: ['x'] }, ['a', '0'])).toBeUndefined();
    expect(readClaimPath({}, ['constructor'])).toBeUndefined();
    expect(readClaimPath({ a: 1 }, [])).toEqual({ a: 1 });
  });
});

describe('the claim map', () => {
  it('maps organisation names to Luminate claims, several names to one claim allowed', () => {
    const map = parseClaimMap('{"org.data":"dataMgmt","org.data.lead":"dataMgmt","org.root":"superAdmin"}');
    expect([...map]).toEqual([
      ['org.data', 'dataMgmt'],
      ['org.data.lead', 'dataMgmt'],
      ['org.root', 'superAdmin'],
    ]);
  });

  it('refuses to start on names mapped to claims Luminate does not have, naming each', () => {
    expect(() => loadConfig({ TOKEN_CLAIM_MAP: '{"org.data":"dataMgmt","org.x":"DATA_MGMT","org.y":"root","org.z":true}' })).toThrow(
      /TOKEN_CLAIM_MAP=.*Luminate does not have: "org\.x" → "DATA_MGMT", "org\.y" → "root", "org\.z" → true/,
    );
    for (const bad of ['[]', '{}', 'not json', '"dataMgmt"'])
      expect(() => loadConfig({ TOKEN_CLAIM_MAP: bad }), bad).toThrow(/TOKEN_CLAIM_MAP/);
  });

  it('lists every bad token setting in one error', () => {
    let message = '';
    try {
      loadConfig({
        TOKEN_USER_ID_PATH: 'a..b',
        TOKEN_CLAIMS_PATH: '[claims]',
        TOKEN_EMPLOYEE_ID_PATH: 'x y',
        TOKEN_CLAIM_MAP: '{"a":"b"}',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['TOKEN_USER_ID_PATH', 'TOKEN_CLAIMS_PATH', 'TOKEN_EMPLOYEE_ID_PATH', 'TOKEN_CLAIM_MAP'])
      expect(message).toContain(name);
  });
});

describe('reading the viewer from a token', () => {
  it("reads the sandbox's shape by default", async () => {
    const viewer = await verifierFor().verify(await issuer.sign({ claims: ['dataMgmt', 'eus', 'made-up'], employeeId: 2 }));
    expect(viewer).toMatchObject({ uid: 'uid-dana', employeeId: 2 });
    expect([...viewer.claims].sort()).toEqual(['dataMgmt', 'eus']);
  });

  it('keeps a mixed-case user id exactly as the token carries it', async () => {
    const uid = 'Xk3fQ9mZp2LrT8vW1yB4nC6dE7gH';
    const viewer = await verifierFor().verify(await issuer.sign({}, { subject: uid }));
    expect(viewer.uid).toBe(uid);
    expect((await verifierFor().verify(await issuer.sign({}, { subject: 'auth0|5f7c8ec7c33c6c004bbafe82' }))).uid).toBe(
      'auth0|5f7c8ec7c33c6c004bbafe82',
    );
  });

  it.each([
    'a/b',
    '..',
    'a..b',
    'a%2Fb',
    'a\\b',
    'a b',
    ' lead',
    'tab\there',
    'x'.repeat(129),
    'Permissions',
    'firebaseClaimsReport',
    '.hidden',
  ])('refuses the user id %j with a reason naming the user id', async (uid) => {
    const error: unknown = await verifierFor()
      .verify(await issuer.sign({}, { subject: uid }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidTokenError);
    expect((error as InvalidTokenError).reason).toMatch(/user id/);
  });

  it('reads a Firebase-like token: custom claims at the top level as booleans, named by the organisation', async () => {
    const verifier = verifierFor({
      TOKEN_USER_ID_PATH: 'user_id',
      TOKEN_EMPLOYEE_ID_PATH: 'employee_number',
      TOKEN_CLAIMS_PATH: '$',
      TOKEN_CLAIM_MAP: '{"data_management":"dataMgmt","support":"eus"}',
    });
    const uid = 'Xk3fQ9mZp2LrT8vW1yB4nC6dE7gH';
    const token = await issuer.sign(
      // `admin` is one of Luminate's names, but with a map only the names it lists count; `support` is false.
      {
        user_id: uid,
        employee_number: '44',
        data_management: true,
        support: false,
        admin: true,
        email_verified: true,
        claims: ['superAdmin'],
      },
      { subject: uid },
    );
    const viewer = await verifier.verify(token);
    expect(viewer).toMatchObject({ uid, employeeId: 44 });
    expect([...viewer.claims]).toEqual(['dataMgmt']);
  });

  it('reads an Auth0-like token: claims and employee id under a namespaced key holding dots', async () => {
    const verifier = verifierFor({
      TOKEN_CLAIMS_PATH: '["https://luminate.example/claims"].roles',
      TOKEN_EMPLOYEE_ID_PATH: '["https://luminate.example/claims"].employeeId',
      TOKEN_CLAIM_MAP: '{"Luminate Data":"dataMgmt","Luminate Root":"superAdmin"}',
    });
    const token = await issuer.sign(
      {
        'https://luminate.example/claims': { roles: ['Luminate Data', 'Luminate Root', 'Other App'], employeeId: 7 },
        claims: [],
        employeeId: null,
      },
      { subject: 'auth0|5f7c8ec7c33c6c004bbafe82' },
    );
    const viewer = await verifier.verify(token);
    expect(viewer).toMatchObject({ uid: 'auth0|5f7c8ec7c33c6c004bbafe82', employeeId: 7 });
    expect([...viewer.claims].sort()).toEqual(['dataMgmt', 'superAdmin']);
  });

  it('refuses a token whose user id path holds no user id', async () => {
    const error: unknown = await verifierFor({ TOKEN_USER_ID_PATH: 'app_metadata.uid' })
      .verify(await issuer.sign({ app_metadata: { uid: 42 } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidTokenError);
    expect((error as InvalidTokenError).reason).toMatch(/no user id/);
  });
});
