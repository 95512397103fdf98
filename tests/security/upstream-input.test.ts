/**
 * Upstream safety: input that would make the Care API fail is refused at the gateway, one user
 * cannot open the shared circuit breaker for everyone, every upstream call has a total deadline,
 * and ids are checked by shape before they become URL path segments.
 *
 * One stack; its gateway reaches the sandbox through a fault-injecting proxy (started here on a
 * free loopback port) so tests can make the "Care API" fail for one user, for everyone, or
 * stall mid-body.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type GqlResponse, type Stack } from '../support/stack.ts';
import { forward, startFaultProxy } from '../gateway/support/fault-proxy.ts';
import { graphql } from '../generated/gql.ts';
import type { MemberFilter } from '../generated/graphql.ts';

let stack: Stack;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;

beforeAll(async () => {
  proxy = await startFaultProxy();
  stack = await startStack({
    gatewayEnv: {
      CARE_API_URL: proxy.url,
      UPSTREAM_TIMEOUT_MS: '1500',
      UPSTREAM_DEADLINE_MS: '1500',
      BREAKER_RESET_MS: '60000',
      // Every call must reach the (faulty) Care API: nothing is answered from kept reference data.
      REFERENCE_CACHE_TTL_MS: '0',
    },
  });
  proxy.setTarget(stack.sandboxUrl);
  // Sign the personas in once, before any test starts timing.
  await Promise.all(['superadmin', 'staff', 'agent', 'datamanager', 'opsmanager', 'nhmanager'].map((p) => stack.token(p)));
});
afterAll(async () => {
  await stack?.close();
  await proxy?.close();
});
beforeEach(() => {
  proxy.setRule(forward);
  stack.upstreamRequests.reset();
});

const MEMBERS = graphql(`
  query UpstreamInputMembers($filters: [MemberFilter!]) {
    members(filters: $filters, take: 5) {
      totalCount
      nodes {
        id
        lastName
      }
    }
  }
`);
const MARKETS = graphql(`
  query UpstreamInputMarkets {
    markets {
      id
      name
    }
  }
`);

function firstError(res: GqlResponse<unknown>) {
  expect(res.status).toBe(200);
  expect(res.body.errors?.length, JSON.stringify(res.body)).toBeGreaterThan(0);
  return res.body.errors![0] as { message: string; extensions: { code: string } };
}

const upstreamPaths = () => stack.upstreamRequests.list().map((r) => r.path);

/** Runs `count` operations, `concurrency` at a time. */
async function many<T>(count: number, concurrency: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await run(i);
      }
    }),
  );
  return results;
}

describe('2a. control characters never reach the Care API', () => {
  it('refuses eleven NUL-byte member filters before any request, and the breaker stays closed for everyone', async () => {
    const filters: MemberFilter[] = [{ field: 'LAST_NAME', matchMode: 'CONTAINS', value: 'Smi\u0000th' }];
    for (let i = 0; i < 11; i++) {
      const error = firstError(await stack.gql('staff', MEMBERS, { filters }));
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(/LAST_NAME filter contains a control character/);
    }
    expect(upstreamPaths()).not.toContain('/odata/MembersOdata');

    for (const persona of ['superadmin', 'staff']) {
      const res = await stack.gql(persona, MEMBERS, {});
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      expect(res.body.data!.members.totalCount).toBeGreaterThan(0);
    }
  });

  it.each([
    ['U+0000', '\u0000'],
    ['U+001F', 'a\u001fb'],
    ['U+007F', 'a\u007f'],
    ['tab', 'a\tb'],
    ['line feed', 'a\nb'],
    ['U+2028', 'a\u2028b'],
    ['U+2029', 'a\u2029b'],
    ['a lone surrogate', 'a\ud800b'],
  ])('refuses %s in a filter value and in an IN list', async (_name, value) => {
    const cases: MemberFilter[][] = [
      [{ field: 'CITY', matchMode: 'EQUALS', value }],
      [{ field: 'CITY', matchMode: 'IN', values: ['Springfield', value] }],
    ];
    for (const filters of cases) {
      const error = firstError(await stack.gql('staff', MEMBERS, { filters }));
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toContain('CITY filter contains a control character');
    }
    expect(upstreamPaths()).toEqual([]);
  });

  it('refuses a control character in a REST query parameter without a form rule of its own (employees by title)', async () => {
    const error = firstError(
      await stack.gql(
        'superadmin',
        graphql(`
          query UpstreamInputEmployees($t: String) {
            employees(title: $t) {
              id
            }
          }
        `),
        { t: 'Nurse\u0000' },
      ),
    );
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toMatch(/title.*control character/);
    expect(upstreamPaths()).toEqual([]);
  });

  it('refuses control characters in a support ticket but keeps line breaks in its notes and log lines', async () => {
    const mutation = graphql(`
      mutation UpstreamInputCreateSupportTicket($input: SupportTicketInput!) {
        createSupportTicket(input: $input) {
          id
        }
      }
    `);
    const ticket = {
      subject: 'Export fails',
      requestor: 'Sam',
      erroredTool: 'Members',
      userNotes: 'Open the page\r\nClick\tExport',
      logs: ['first line\nsecond line'],
    };

    for (const bad of [
      { subject: 'Export\u0000fails' },
      { userNotes: 'steps\u0007' },
      { logs: ['line\u0000'] },
      { requestor: 'Sam\nSmith' },
    ]) {
      const error = firstError(await stack.gql('staff', mutation, { input: { ...ticket, ...bad } }));
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(/control character/);
    }
    expect(upstreamPaths()).toEqual([]);

    const ok = await stack.gql('staff', mutation, { input: ticket });
    expect(ok.body.errors, JSON.stringify(ok.body.errors)).toBeUndefined();
    expect(upstreamPaths()).toEqual(['/api/FreshService/SendTicket']);
  });
});

describe('6. ids are checked by shape before they become path segments', () => {
  const USER = graphql(`
    query UpstreamInputUser($uid: ID!) {
      user(uid: $uid) {
        uid
      }
    }
  `);

  it.each(['.', '..', 'Permissions', 'a/b', '%2e', '', 'FirebaseClaimsReport', 'a..b', ' superadmin'])(
    'user(uid: %j) is BAD_USER_INPUT and nothing is sent upstream',
    async (uid) => {
      const error = firstError(await stack.gql('superadmin', USER, { uid }));
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(/user id/i);
      expect(upstreamPaths()).toEqual([]);
    },
  );

  it('refuses the same shapes in grantClaim', async () => {
    const error = firstError(
      await stack.gql(
        'superadmin',
        graphql(`
          mutation UpstreamInputGrantClaim {
            grantClaim(uid: "Permissions", claim: EUS) {
              uid
            }
          }
        `),
      ),
    );
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(upstreamPaths()).toEqual([]);
  });

  it('still finds real users: personas and generated staff', async () => {
    for (const uid of ['superadmin', 'calllistmanager']) {
      const res = await stack.gql('superadmin', USER, { uid });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.user!.uid).toBe(uid);
    }
    const generated = (await stack.db.query<{ uid: string }>(`SELECT uid FROM users WHERE uid LIKE 'u-%' ORDER BY uid LIMIT 1`)).rows[0]
      .uid;
    const res = await stack.gql('superadmin', USER, { uid: generated });
    expect(res.body.data!.user!.uid).toBe(generated);
    expect(upstreamPaths()).toEqual(['/api/Users/superadmin', '/api/Users/calllistmanager', `/api/Users/${generated}`]);
  });

  it.each(['.', '..', '1e2', '0x10', ' 7', '7/..', '-1', '0', '1.5', '99999999999999999999'])(
    'numeric ids: employee(id: %j) is BAD_USER_INPUT and nothing is sent upstream',
    async (id) => {
      const error = firstError(
        await stack.gql(
          'superadmin',
          graphql(`
            query UpstreamInputEmployee($id: ID!) {
              employee(id: $id) {
                id
              }
            }
          `),
          { id },
        ),
      );
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(upstreamPaths()).toEqual([]);
    },
  );

  it('refuses a community id that is not a community id', async () => {
    const error = firstError(
      await stack.gql(
        'staff',
        graphql(`
          query UpstreamInputOffices($c: String) {
            offices(community: $c) {
              id
            }
          }
        `),
        { c: '1.001/../x' },
      ),
    );
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(upstreamPaths()).toEqual([]);
  });

  it('the sandbox Care API applies the same shapes to its own routes', async () => {
    const headers = { authorization: `Bearer ${await stack.token('superadmin')}`, 'x-user-id': 'superadmin' };
    // node:http sends the path exactly as written (fetch would normalise %2e away as URLs do).
    const target = new URL(stack.sandboxUrl);
    const status = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: target.hostname, port: target.port, path, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    expect(await status('/api/Users/superadmin')).toBe(200);
    expect(await status('/api/Users/%2e')).toBe(400);
    expect(await status('/api/Users/%2E%2E')).toBe(400);
    expect(await status('/api/Users/a%2Fb')).toBe(400);
    expect(await status('/api/Users/a%20b')).toBe(400);
    // User ids are case-sensitive: this is the shape of a user id, of a user who does not exist.
    expect(await status('/api/Users/Superadmin')).toBe(404);
    expect(await status('/api/Employees/1e2')).toBe(400);
    expect(await status('/api/Employees/1')).toBe(200);
  });
});

describe('2a. the circuit breaker opens only for failures that are the Care API’s', () => {
  it('a hundred failing requests from one user leave the breaker closed for everyone else', async () => {
    proxy.setRule(({ path, user }) =>
      user === 'staff' && path === '/api/Markets' ? { kind: 'status', status: 500 } : { kind: 'forward' },
    );
    const codes = await many(100, 10, async () => firstError(await stack.gql('staff', MARKETS)).extensions.code);
    expect(new Set(codes)).toEqual(new Set(['UPSTREAM_ERROR']));
    expect(proxy.seen.filter((r) => r.user === 'staff' && r.fault === 'status').length).toBeGreaterThanOrEqual(100);

    for (const persona of ['superadmin', 'datamanager']) {
      const res = await stack.gql(persona, MARKETS);
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      expect(res.body.data!.markets.length).toBeGreaterThan(0);
    }
  });
});

describe('3a. every upstream call has a total deadline', () => {
  it('a Care API that sends headers and then one byte per second is cut off at the deadline', async () => {
    proxy.setRule(({ path, user }) => (user === 'agent' && path === '/api/Markets' ? { kind: 'drip', seconds: 10 } : { kind: 'forward' }));
    const started = performance.now();
    const error = firstError(await stack.gql('agent', MARKETS));
    const elapsed = performance.now() - started;
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toBe('The Care API took too long to answer');
    expect(elapsed).toBeLessThan(2_500);
    // The drip was one request: a deadline is not retried.
    expect(proxy.seen.filter((r) => r.user === 'agent' && r.fault === 'drip')).toHaveLength(1);

    const res = await stack.gql('superadmin', MARKETS);
    expect(res.body.errors).toBeUndefined();
  });
});

describe('2a. when the Care API is down for everyone the breaker does open', () => {
  it('fails fast with UPSTREAM_UNAVAILABLE and sends nothing more', async () => {
    proxy.setRule(({ path }) => (path === '/api/Markets' ? { kind: 'status', status: 500 } : { kind: 'forward' }));
    const personas = ['superadmin', 'staff', 'agent', 'datamanager', 'opsmanager', 'nhmanager'];
    const codes = await many(18, 3, async (i) => firstError(await stack.gql(personas[i % personas.length], MARKETS)).extensions.code);
    expect(codes).toContain('UPSTREAM_UNAVAILABLE');

    const before = proxy.seen.length;
    const started = performance.now();
    const error = firstError(await stack.gql('superadmin', MARKETS));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('The Care API is unavailable, try again shortly');
    expect(performance.now() - started).toBeLessThan(500);
    expect(proxy.seen.length).toBe(before);
  });
});
