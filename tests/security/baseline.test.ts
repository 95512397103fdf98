/**
 * Baseline security checks of the gateway in production mode, as an attacker would try them:
 * forged tokens, OData injection through table filters, the query limits, CSRF and the
 * WebSocket protocol's refusals. One stack for the file; tokens are made once.
 */
import { createHmac, createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import WebSocket from 'ws';
import { SignJWT, generateKeyPair, importJWK, exportJWK, type JWK, type JWTPayload, type CryptoKey } from 'jose';
import { startStack, type Stack } from '../support/stack.ts';
import { graphql } from '../generated/gql.ts';
import type { MemberFilter } from '../generated/graphql.ts';

let stack: Stack;
let realKey: { kid: string; privateKey: CryptoKey; publicPem: string };

beforeAll(async () => {
  stack = await startStack({ nodeEnv: 'production' });
  // The identity provider's signing key, read from the sandbox database, so the forgeries below
  // differ from a valid token in exactly one respect.
  const { rows } = await stack.db.query<{ kid: string; private_jwk: JWK | string }>(
    'select kid, private_jwk from idp_keys order by created_at desc limit 1',
  );
  const jwk = (typeof rows[0].private_jwk === 'string' ? JSON.parse(rows[0].private_jwk) : rows[0].private_jwk) as JWK;
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk;
  realKey = {
    kid: rows[0].kid,
    privateKey: (await importJWK(jwk, 'RS256')) as CryptoKey,
    publicPem: createPublicKey({ key: publicJwk as never, format: 'jwk' })
      .export({ type: 'spki', format: 'pem' })
      .toString(),
  };
  await Promise.all(['staff', 'superadmin'].map((p) => stack.token(p)));
});
afterAll(() => stack?.close());
beforeEach(() => stack.upstreamRequests.reset());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const carePaths = () => stack.upstreamRequests.list().map((r) => r.path);

/** A GraphQL answer's JSON as these checks read it; every member is kept as sent, for exact comparisons. */
const answerSchema = z.looseObject({
  data: z.unknown().optional(),
  errors: z
    .array(z.looseObject({ message: z.string(), extensions: z.looseObject({ code: z.unknown().optional() }).optional() }))
    .optional(),
});
/** The JSON body of a GraphQL-over-HTTP response, checked to be a GraphQL answer. */
const answerOf = async (res: Response) => answerSchema.parse(await res.json());

function claimsFor(overrides: JWTPayload = {}): JWTPayload {
  return {
    sub: 'staff',
    iss: stack.issuer,
    aud: 'luminate-api',
    iat: now(),
    exp: now() + 300,
    claims: ['superAdmin'],
    employeeId: 13,
    name: 'Stevie Staff',
    ...overrides,
  };
}

function sign(payload: JWTPayload, key: CryptoKey = realKey.privateKey, header: Record<string, unknown> = {}) {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: realKey.kid, ...header }).sign(key);
}

/** A query that needs a viewer and would call the Care API. */
const PROBE = '{ viewer { uid } markets { id } }';

async function gqlWithToken(token: string) {
  return fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: PROBE }),
  });
}

describe('forged access tokens', () => {
  it('accepts a token signed with the real key (the control for the forgeries below)', async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await sign(claimsFor())}` },
      body: JSON.stringify({ query: '{ viewer { uid claims } }' }),
    });
    const body = await answerOf(res);
    expect(res.status).toBe(200);
    expect(body.data).toEqual({ viewer: { uid: 'staff', claims: ['SUPER_ADMIN'] } });
  });

  const forgeries: Array<[string, () => Promise<string>]> = [
    ['alg none', () => Promise.resolve(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsFor())}.`)],
    [
      'HS256 signed with the public key (algorithm confusion)',
      () => {
        const head = b64({ alg: 'HS256', typ: 'JWT', kid: realKey.kid });
        const body = b64(claimsFor());
        return Promise.resolve(`${head}.${body}.${createHmac('sha256', realKey.publicPem).update(`${head}.${body}`).digest('base64url')}`);
      },
    ],
    ['a wrong issuer', () => sign(claimsFor({ iss: 'https://evil.example/oidc' }))],
    ['a wrong audience', () => sign(claimsFor({ aud: 'some-other-api' }))],
    ['an expired token', () => sign(claimsFor({ iat: now() - 600, exp: now() - 120 }))],
    [
      'a tampered payload',
      async () => {
        const [head, , signature] = (await stack.token('staff')).split('.');
        return `${head}.${b64(claimsFor())}.${signature}`;
      },
    ],
    [
      'a token signed by a different key under the real kid',
      async () => sign(claimsFor(), (await generateKeyPair('RS256', { extractable: true })).privateKey),
    ],
    [
      'a token carrying its own key in the header (embedded jwk)',
      async () => {
        const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
        return sign(claimsFor(), privateKey, { kid: 'attacker', jwk: await exportJWK(publicKey) });
      },
    ],
  ];

  it.each(forgeries)('refuses %s: 401 with WWW-Authenticate: Bearer and nothing sent upstream', async (_name, forge) => {
    const res = await gqlWithToken(await forge());
    const body = await answerOf(res);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(body.data ?? null).toBeNull();
    expect(carePaths()).toEqual([]);
  });
});

describe('OData injection through table filters', () => {
  const MEMBERS = graphql(`
    query BaselineMembers($filters: [MemberFilter!], $sort: [MemberSort!]) {
      members(filters: $filters, sort: $sort, take: 5) {
        totalCount
        nodes {
          id
        }
      }
    }
  `);

  /** The OData options of the one members request the gateway made. */
  function sentOptions(): URLSearchParams {
    const requests = stack.upstreamRequests.list().filter((r) => r.path === '/odata/MembersOdata');
    expect(requests).toHaveLength(1);
    return new URL(requests[0].url, 'http://care-api').searchParams;
  }

  /** The $filter with every string literal replaced by `?`: its structure, whatever the values. */
  const shape = (filter: string) => filter.replace(/'(?:[^']|'')*'/g, '?');

  async function sentFor(filters: MemberFilter[]) {
    stack.upstreamRequests.reset();
    const res = await stack.gql('superadmin', MEMBERS, { filters });
    expect(res.status).toBe(200);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return { page: res.body.data!.members as { totalCount: number }, options: sentOptions() };
  }

  it.each([
    "' or 1 eq 1",
    "x') or (1 eq 1",
    "a' or contains(lastName,'",
    ')',
    'abc&$filter=id eq 1',
    'abc&$top=100000',
    '%27 or 1 eq 1 or lastName eq %27',
    "Robert'); DROP TABLE members;--",
  ])('a filter value %j stays one literal and changes nothing else', async (value) => {
    const harmless = await sentFor([{ field: 'LAST_NAME', matchMode: 'CONTAINS', value: 'zz' }]);
    const attack = await sentFor([{ field: 'LAST_NAME', matchMode: 'CONTAINS', value }]);

    // Same options, same structure; only the literal differs, and it is the whole value.
    expect([...attack.options.keys()].sort()).toEqual([...harmless.options.keys()].sort());
    expect(attack.options.getAll('$filter')).toHaveLength(1);
    expect(attack.options.get('$top')).toBe('5');
    const filter = attack.options.get('$filter')!;
    expect(shape(filter)).toBe(shape(harmless.options.get('$filter')!));
    expect(filter).toContain(`'${value.replace(/'/g, "''")}'`);
    expect(attack.page.totalCount).toBe(0);
  });

  it('keeps quotes in IN lists as literals', async () => {
    const run = async (values: string[]) => {
      stack.upstreamRequests.reset();
      const res = await stack.gql('superadmin', MEMBERS, { filters: [{ field: 'CITY', matchMode: 'IN', values }] });
      return { res, options: sentOptions() };
    };
    const harmless = await run(['zz', 'b']);
    const attack = await run(["a') or (1 eq 1", 'b']);
    const filter = attack.options.get('$filter')!;
    expect(filter).toContain("'a'') or (1 eq 1'");
    expect(shape(filter)).toBe(shape(harmless.options.get('$filter')!));
    // The literal is well formed; whether the Care API matches it or refuses it, no row comes back.
    const { body } = attack.res;
    if (body.errors) expect(body.errors[0].extensions!.code).toBe('BAD_USER_INPUT');
    else expect(body.data!.members.totalCount).toBe(0);
  });

  it('refuses OData text in a number filter before calling the Care API', async () => {
    const res = await stack.gql('superadmin', MEMBERS, { filters: [{ field: 'ID', matchMode: 'EQUALS', value: '1 or 1 eq 1' }] });
    expect(res.body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(carePaths()).toEqual([]);
  });

  it.each([
    ['a sort field that is not a field', [{ field: 'LAST_NAME,id desc', direction: 'ASC' }]],
    ['a sort direction that is OData text', [{ field: 'LAST_NAME', direction: 'desc,id' }]],
    ['a filter field that is not a field', undefined],
  ])('refuses %s before calling the Care API', async (_name, sort) => {
    const variables = sort ? { sort } : { filters: [{ field: 'lastName eq null or id', matchMode: 'EQUALS', value: 'x' }] };
    // Variables the document's types refuse: sent as text.
    const res = await stack.gql('superadmin', MEMBERS.toString(), variables);
    expect(res.status).toBe(400);
    expect(res.body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(carePaths()).toEqual([]);
  });

  it('leaves the Care API database as it was', async () => {
    const { rows } = await stack.db.query<{ n: number }>('select count(*)::int as n from members');
    expect(rows[0].n).toBeGreaterThan(0);
  });
});

describe('query limits', () => {
  async function refused(query: string, code: string, message: RegExp) {
    const res = await stack.gql('staff', query);
    expect(res.status).toBe(400);
    expect(res.body.errors![0].extensions!.code).toBe(code);
    expect(res.body.errors![0].message).toMatch(message);
    expect(res.body.data ?? null).toBeNull();
    expect(carePaths()).toEqual([]);
  }

  it('refuses depth 13', async () => {
    let nested = 'offices { id }';
    for (let i = 0; i < 5; i++) nested = `offices { market { ${nested} } }`;
    await refused(`{ market(id: 1) { ${nested} } }`, 'GRAPHQL_VALIDATION_FAILED', /depth limit of 12 exceeded, found 13/);
  });

  it('refuses 21 aliases and answers 20', async () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: viewer { uid }`).join(' ')} }`;
    await refused(aliased(21), 'GRAPHQL_VALIDATION_FAILED', /Aliases limit of 20 exceeded, found 21/);
    const ok = await stack.gql('staff', aliased(20));
    expect(ok.body.errors).toBeUndefined();
    // A document built with 20 aliases: its answer is read through a schema.
    const answered = z.record(z.string(), z.object({ uid: z.string() })).parse(ok.body.data);
    expect(answered.a19.uid).toBe('staff');
  });

  it('refuses more than 3000 tokens', async () => {
    await refused(`{ ${'__typename '.repeat(3000)} }`, 'GRAPHQL_PARSE_FAILED', /more that 3000 tokens/);
  });

  it('refuses 51 directives and answers 50', async () => {
    const directed = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename @include(if: true)`).join(' ')} }`;
    await refused(directed(51), 'GRAPHQL_VALIDATION_FAILED', /Directives limit of 50 exceeded, found 51/);
    const ok = await stack.gql('staff', directed(50));
    expect(ok.body.errors).toBeUndefined();
  });
});

describe('CSRF prevention', () => {
  const body = JSON.stringify({ query: '{ __typename }' });

  it.each([
    ['text/plain', body],
    ['application/x-www-form-urlencoded', `query=${encodeURIComponent('{ __typename }')}`],
    ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ __typename }\r\n--x--\r\n`],
  ])('refuses a simple cross-site POST (%s) with 400', async (contentType, payload) => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: `Bearer ${await stack.token('staff')}` },
      body: payload,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/Cross-Site Request Forgery/);
  });

  it('refuses a GET without a preflight header, and answers it with one', async () => {
    const url = `${stack.gatewayUrl}/graphql?query=${encodeURIComponent('{ __typename }')}`;
    const authorization = `Bearer ${await stack.token('staff')}`;
    const blocked = await fetch(url, { headers: { authorization } });
    expect(blocked.status).toBe(400);
    expect(await blocked.text()).toMatch(/Cross-Site Request Forgery/);

    const allowed = await fetch(url, { headers: { authorization, 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
    expect((await answerOf(allowed)).data).toEqual({ __typename: 'Query' });
  });
});

describe('WebSocket protocol refusals (graphql-transport-ws)', () => {
  /** Opens a raw socket, runs `script` once open, and resolves with the close code and the messages seen. */
  /** A WebSocket message's bytes as text. */
  const rawText = (data: WebSocket.RawData) =>
    (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
  /** A graphql-transport-ws message: its type, every other member kept as sent. */
  const wsMessage = z.looseObject({ type: z.string() });
  function session(
    script: (socket: WebSocket) => void | Promise<void>,
    timeoutMs = 8_000,
  ): Promise<{ code: number; messages: Array<{ type: string }> }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
      const messages: Array<{ type: string }> = [];
      const timer = setTimeout(() => {
        socket.terminate();
        reject(new Error(`socket still open after ${timeoutMs} ms; saw ${JSON.stringify(messages)}`));
      }, timeoutMs);
      socket.on('message', (data) => messages.push(wsMessage.parse(JSON.parse(rawText(data)))));
      socket.on('open', () => void Promise.resolve(script(socket)).catch(reject));
      socket.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, messages });
      });
      socket.on('error', reject);
    });
  }
  const send = (socket: WebSocket, message: unknown) => socket.send(JSON.stringify(message));
  const init = async (socket: WebSocket) =>
    send(socket, { type: 'connection_init', payload: { authorization: `Bearer ${await stack.token('staff')}` } });
  const acked = (socket: WebSocket) =>
    new Promise<void>((resolve) =>
      socket.on('message', (data) => wsMessage.parse(JSON.parse(rawText(data))).type === 'connection_ack' && resolve()),
    );
  const subscribe = { id: '1', type: 'subscribe', payload: { query: 'subscription { callList(campaignId: "123") { version } }' } };

  it('closes 4408 when no connection_init arrives in time', async () => {
    const { code, messages } = await session(() => undefined);
    expect(code).toBe(4408);
    expect(messages).toEqual([]);
  });

  it('closes 4403 for a bad token in connection_init', async () => {
    const { code, messages } = await session((socket) =>
      send(socket, { type: 'connection_init', payload: { authorization: 'Bearer forged.token.here' } }),
    );
    expect(code).toBe(4403);
    expect(messages).toEqual([]);
  });

  it('closes 4429 on a second connection_init', async () => {
    const { code, messages } = await session(async (socket) => {
      const ack = acked(socket);
      await init(socket);
      await ack;
      await init(socket);
    });
    expect(code).toBe(4429);
    expect(messages.map((m) => m.type)).toEqual(['connection_ack']);
  });

  it('closes 4400 on an unknown message', async () => {
    const { code } = await session(async (socket) => {
      const ack = acked(socket);
      await init(socket);
      await ack;
      send(socket, { type: 'give_me_everything' });
    });
    expect(code).toBe(4400);
  });

  it('closes 4401 for a subscription on a socket that was never acknowledged', async () => {
    const { code, messages } = await session((socket) => send(socket, subscribe));
    expect(code).toBe(4401);
    expect(messages).toEqual([]);
    expect(carePaths()).toEqual([]);
  });
});
