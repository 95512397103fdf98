import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { routes, type RouteContract } from '@luminate/schema/rest';
import {
  createUpstream,
  type RequestIdentity,
  type UpstreamClient,
  type UpstreamOptions,
} from '../../gateway/src/upstream/client/index.ts';
import { sanitizeFileName } from '../../gateway/src/upstream/file-name.ts';
import { startFakeCareApi } from './support/fake-care-api.ts';

const logger = pino({ level: 'silent' });
let api: Awaited<ReturnType<typeof startFakeCareApi>>;
const clients: UpstreamClient[] = [];

function createClient(overrides: Partial<UpstreamOptions> = {}) {
  const c = createUpstream({
    baseUrl: api.url,
    timeoutMs: 2000,
    retries: 2,
    connections: 4,
    retryBaseMs: 5,
    breaker: { errorThresholdPercentage: 50, resetTimeout: 60_000, volumeThreshold: 100 },
    logger,
    ...overrides,
  });
  clients.push(c);
  return c;
}

const as = (c: UpstreamClient, identity: Partial<RequestIdentity> = {}) =>
  c.forRequest({ token: 'tok-123', uid: 'user-7', requestId: 'req-42', log: logger, ...identity });

function client(overrides: Partial<UpstreamOptions> = {}) {
  return as(createClient(overrides));
}

/** A route whose parameter takes any string: shows what the client itself refuses, whatever a contract allows. */
const looseRoute = {
  method: 'GET',
  path: '/api/Things/{name}',
  summary: 'test only',
  params: z.object({ name: z.string() }),
  query: z.object({ q: z.string().optional() }),
  answer: { json: z.unknown() },
} satisfies RouteContract;
const loosePost = {
  method: 'POST',
  path: '/api/Things',
  summary: 'test only',
  body: z.object({ title: z.string(), note: z.string(), items: z.array(z.object({ label: z.string() })) }),
  answer: { json: z.unknown() },
} satisfies RouteContract;

async function failure(promise: Promise<unknown>): Promise<GraphQLError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return error as GraphQLError;
  }
  throw new Error('expected a failure');
}

const employee = {
  id: 5,
  fullName: 'A B',
  firstName: 'A',
  lastName: 'B',
  email: null,
  title: null,
  npi: null,
  archived: false,
  marketAssignments: [],
};

beforeAll(async () => {
  api = await startFakeCareApi();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await api.close();
});
beforeEach(() => api.reset());

describe('upstream client', () => {
  it('substitutes encoded path params, builds the query string and relays the identity headers', async () => {
    api.on('GET /api/Offices', (_req, res) => api.json(res, 200, []));
    const upstream = client();

    await upstream.call(looseRoute, { params: { name: 'a b/c?d' } }).catch(() => undefined);
    expect(api.requests[0].url).toBe('/api/Things/a%20b%2Fc%3Fd');

    await upstream.call(routes.listOffices, { query: { marketId: 5, ids: '1,2,3', community: undefined } });
    const sent = api.requests[1];
    const url = new URL(sent.url, 'http://x');
    expect(url.pathname).toBe('/api/Offices');
    expect(Object.fromEntries(url.searchParams)).toEqual({ marketId: '5', ids: '1,2,3' });
    expect(sent.headers.authorization).toBe('Bearer tok-123');
    expect(sent.headers['x-user-id']).toBe('user-7');
    expect(sent.headers['x-request-id']).toBe('req-42');
    expect(sent.headers.accept).toBe('application/json');
  });

  it('sends the validated JSON body and never sends invalid input', async () => {
    api.on('POST /api/FreshService/SendTicket', (_req, res) => api.json(res, 200, 77));
    const upstream = client();
    const id = await upstream.call(routes.sendTicket, {
      query: { subject: 's', requestor: 'r', userNotes: 'n', erroredTool: 't' },
      body: ['line 1'],
    });
    expect(id).toBe(77);
    expect(api.requests[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(api.requests[0].body)).toEqual(['line 1']);

    const error = await failure(upstream.call(routes.listOffices, { query: { ids: '1,x' } }));
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain('comma-separated list of integers');
    expect(api.requests).toHaveLength(1);
  });

  it('retries a GET after a 503 and succeeds', async () => {
    let calls = 0;
    api.on('GET /api/Employees/5', (_req, res) => (++calls === 1 ? api.json(res, 503, { message: 'busy' }) : api.json(res, 200, employee)));
    const result = await client().call(routes.getEmployee, { params: { id: 5 } });
    expect(result.fullName).toBe('A B');
    expect(calls).toBe(2);
  });

  it('never retries a POST', async () => {
    api.on('POST /api/FreshService/SendTicket', (_req, res) => api.json(res, 503, { message: 'busy' }));
    const error = await failure(
      client().call(routes.sendTicket, { query: { subject: 's', requestor: 'r', userNotes: 'n', erroredTool: 't' }, body: [] }),
    );
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
    expect(api.requests).toHaveLength(1);
  });

  it('gives up after the configured retries', async () => {
    api.on('GET /api/Markets', (_req, res) => api.json(res, 502, {}));
    const error = await failure(client({ retries: 2 }).call(routes.listMarkets));
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
    expect(api.requests).toHaveLength(3);
  });

  it('opens the circuit breaker after failures of several users and then fails fast without calling upstream', async () => {
    api.on('GET /api/Markets', (_req, res) => api.json(res, 500, { message: 'down' }));
    const shared = createClient({
      retries: 0,
      breaker: { errorThresholdPercentage: 50, resetTimeout: 60_000, volumeThreshold: 3, minUsers: 3 },
    });
    for (const uid of ['ann', 'bob', 'cy'])
      expect((await failure(as(shared, { uid }).call(routes.listMarkets))).extensions.code).toBe('UPSTREAM_ERROR');
    const before = api.requests.length;
    const error = await failure(as(shared, { uid: 'dee' }).call(routes.listMarkets));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('The Care API is unavailable, try again shortly');
    expect(api.requests.length).toBe(before);
  });

  it('does not count 4xx answers as breaker failures', async () => {
    api.on('GET /api/Employees/5', (_req, res) => api.json(res, 404, { message: 'Employee 5 not found' }));
    const upstream = client({ retries: 0, breaker: { errorThresholdPercentage: 10, resetTimeout: 60_000, volumeThreshold: 2 } });
    for (let i = 0; i < 5; i++)
      expect((await failure(upstream.call(routes.getEmployee, { params: { id: 5 } }))).extensions.code).toBe('NOT_FOUND');
    api.on('GET /api/Employees/5', (_req, res) => api.json(res, 200, employee));
    expect((await upstream.call(routes.getEmployee, { params: { id: 5 } })).id).toBe(5);
  });

  it('maps a timeout to UPSTREAM_ERROR without waiting beyond the timeout', async () => {
    api.on('GET /api/Markets', async (_req, res) => {
      await new Promise((r) => setTimeout(r, 1500));
      api.json(res, 200, []);
    });
    const started = performance.now();
    const error = await failure(client({ timeoutMs: 200, retries: 0 }).call(routes.listMarkets));
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toBe('The Care API took too long to answer');
    expect(performance.now() - started).toBeLessThan(1200);
  });

  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [422, 'UNPROCESSABLE'],
  ])('maps upstream %i to %s with the upstream message', async (status, code) => {
    api.on('GET /api/Employees/5', (_req, res) => api.json(res, status, { message: `Upstream says ${status}` }));
    const error = await failure(client().call(routes.getEmployee, { params: { id: 5 } }));
    expect(error.extensions.code).toBe(code);
    expect(error.message).toBe(`Upstream says ${status}`);
    expect(api.requests).toHaveLength(1);
  });

  it('answers 422 as UNPROCESSABLE with the business message', async () => {
    api.on('PUT /api/Markets/3', (_req, res) => api.json(res, 422, { message: 'The market has pending transfers' }));
    const error = await failure(
      client().call(routes.updateMarket, { params: { id: 3 }, body: { phone: '1234567890', address: 'a', city: 'c', zipCode: '12345' } }),
    );
    expect(error.extensions.code).toBe('UNPROCESSABLE');
    expect(error.message).toBe('The market has pending transfers');
  });

  it('never leaks a 500 body, URL or stack', async () => {
    api.on('GET /api/Employees/5', (_req, res) =>
      api.json(res, 500, { message: 'relation "employees" does not exist: SELECT * FROM employees WHERE id = 5', stack: 'at db.ts:1' }),
    );
    const error = await failure(client({ retries: 0 }).call(routes.getEmployee, { params: { id: 5 } }));
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toBe('The Care API could not complete the request');
    expect(JSON.stringify(error.toJSON())).not.toMatch(/SELECT|employees|127\.0\.0\.1|stack/);
  });

  it('follows a signed url without the bearer token and sanitises the file name', async () => {
    api.on('POST /api/Members/Export', (_req, res) => {
      res.writeHead(200, { 'x-signed-url': `${api.url}/files/signed/abc123` }).end();
    });
    api.on('GET /files/signed/abc123', (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="../../etc/market members (1).csv"' })
        .end('id\n1\n');
    });
    const file = await client().download(routes.membersExport, { query: { marketId: 9 } });
    let text = '';
    for await (const chunk of file.stream) text += chunk;
    expect(text).toBe('id\n1\n');
    expect(file.fileName).toBe('etc_market_members_1.csv');
    expect(file.contentType).toBe('text/csv');
    const signed = api.requests.find((r) => r.url === '/files/signed/abc123')!;
    expect(signed.headers.authorization).toBeUndefined();
    expect(api.requests[0].headers.authorization).toBe('Bearer tok-123');
  });

  it('streams an octet-stream answer with its name', async () => {
    api.on('GET /api/Offices/Report', (_req, res) => {
      res
        .writeHead(200, {
          'content-type': 'application/zip',
          'content-length': '4',
          'content-disposition': "attachment; filename*=UTF-8''Offices%20Report.zip",
        })
        .end('PK\u0003\u0004');
    });
    const file = await client().download(routes.officesReport);
    expect(file.fileName).toBe('Offices_Report.zip');
    expect(file.contentLength).toBe(4);
    const chunks: Buffer[] = [];
    for await (const c of file.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 2).toString()).toBe('PK');
  });

  it('reads an OData page with its count', async () => {
    api.on('GET /odata/MembersOdata', (_req, res) => api.json(res, 200, { value: [{ id: 1 }, { id: 2 }], '@odata.count': 57 }));
    const page = await client().odata<{ id: number }>('MembersOdata', "?$filter=lastName%20eq%20'x'&$top=2&$count=true");
    expect(page).toEqual({ value: [{ id: 1 }, { id: 2 }], count: 57 });
    const url = new URL(api.requests[0].url, 'http://x');
    expect(url.pathname).toBe('/odata/MembersOdata');
    expect(Object.fromEntries(url.searchParams)).toEqual({ $filter: "lastName eq 'x'", $top: '2', $count: 'true' });
  });
});

/** Sends 200 headers at once, then one byte every `everyMs` until `bytes` were sent (a JSON array of spaces). */
function drip(res: import('node:http').ServerResponse, bytes: number, everyMs: number, contentType = 'application/json') {
  res.writeHead(200, { 'content-type': contentType });
  res.write('[');
  let sent = 1;
  const timer = setInterval(() => {
    if (res.destroyed) return clearInterval(timer);
    sent++;
    if (sent >= bytes) {
      clearInterval(timer);
      res.end(']');
    } else res.write(' ');
  }, everyMs);
  res.on('close', () => clearInterval(timer));
}

describe('upstream client: one user cannot open the breaker', () => {
  it('a hundred failures of one user leave it closed for another user; failures of three users open it', async () => {
    api.on('GET /api/Markets', (req, res) =>
      req.headers['x-user-id'] === 'staff' ? api.json(res, 500, { message: 'boom' }) : api.json(res, 200, []),
    );
    const shared = createClient({
      retries: 0,
      breaker: { errorThresholdPercentage: 50, resetTimeout: 60_000, volumeThreshold: 10, minUsers: 3 },
    });
    for (let i = 0; i < 100; i++)
      expect((await failure(as(shared, { uid: 'staff' }).call(routes.listMarkets))).extensions.code).toBe('UPSTREAM_ERROR');
    expect(shared.isOpen()).toBe(false);
    expect(await as(shared, { uid: 'superadmin' }).call(routes.listMarkets)).toEqual([]);

    // A second failing user is still not enough; a third one is an outage.
    api.on('GET /api/Markets', (_req, res) => api.json(res, 500, { message: 'down' }));
    await failure(as(shared, { uid: 'agent' }).call(routes.listMarkets));
    expect(shared.isOpen()).toBe(false);
    await failure(as(shared, { uid: 'datamanager' }).call(routes.listMarkets));
    expect(shared.isOpen()).toBe(true);
    const before = api.requests.length;
    expect((await failure(as(shared, { uid: 'superadmin' }).call(routes.listMarkets))).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(api.requests.length).toBe(before);
  });

  it('input refused by validation never reaches the breaker', async () => {
    const shared = createClient({
      retries: 0,
      breaker: { errorThresholdPercentage: 10, resetTimeout: 60_000, volumeThreshold: 1, minUsers: 1 },
    });
    for (let i = 0; i < 20; i++) {
      const error = await failure(as(shared, { uid: `user-${i}` }).call(looseRoute, { params: { name: `x\u0000${i}` } }));
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(shared.isOpen()).toBe(false);
    expect(api.requests).toHaveLength(0);
  });
});

describe('upstream client: control characters and path segments', () => {
  it.each([
    ['a path parameter', { params: { name: 'a\u0000b' } }, 'name contains a control character (U+0000)'],
    ['a query value', { params: { name: 'ok' }, query: { q: 'x\u001fy' } }, 'q contains a control character (U+001F)'],
    ['a line break in a query value', { params: { name: 'ok' }, query: { q: 'x\ny' } }, 'q contains a control character (U+000A)'],
    ['U+2028', { params: { name: 'ok' }, query: { q: 'x\u2028' } }, 'q contains a control character (U+2028)'],
    ['a lone surrogate', { params: { name: 'ok' }, query: { q: 'x\udc00' } }, 'q contains a control character (U+DC00)'],
  ])('refuses %s before sending', async (_what, args, message) => {
    const error = await failure(client().call(looseRoute, args));
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain(message);
    expect(api.requests).toHaveLength(0);
  });

  it('walks JSON bodies: line breaks only in free-text fields', async () => {
    api.on('POST /api/Things', (_req, res) => api.json(res, 200, { ok: true }));
    const upstream = client();
    const good = { title: 'One line', note: 'first\r\nsecond\tthird', items: [{ label: 'a' }] };
    await upstream.call(loosePost, { body: good });
    expect(JSON.parse(api.requests[0].body)).toEqual(good);

    for (const [body, where] of [
      [{ ...good, title: 'two\nlines' }, 'title'],
      [{ ...good, note: 'bell\u0007' }, 'note'],
      [{ ...good, items: [{ label: 'ok' }, { label: 'del\u007f' }] }, 'items.1.label'],
    ] as Array<[typeof good, string]>) {
      const error = await failure(upstream.call(loosePost, { body }));
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toContain(`${where} contains a control character`);
    }
    expect(api.requests).toHaveLength(1);
  });

  it.each(['.', '..', ''])('refuses %j as a whole path segment', async (name) => {
    const error = await failure(client().call(looseRoute, { params: { name } }));
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(api.requests).toHaveLength(0);
  });

  it('sends the validated value, not the raw argument', async () => {
    api.on('GET /api/Employees/7', (_req, res) => api.json(res, 200, { ...employee, id: 7 }));
    await client().call(routes.getEmployee, { params: { id: '7' as never } });
    expect(api.requests[0].url).toBe('/api/Employees/7');
    for (const id of ['1e2', '0x10', ' 7', '7/..', '.']) {
      expect((await failure(client().call(routes.getEmployee, { params: { id: id as never } }))).extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(api.requests).toHaveLength(1);

    // Trimmed by the contract's rule: the trimmed name is what travels.
    api.on('DELETE /api/Members/CallListFilters', (_req, res) => api.json(res, 200, {}));
    await client().call(routes.deleteCallListFilter, { query: { id: '  Spring list  ' } });
    expect(new URL(api.requests[1].url, 'http://x').searchParams.get('id')).toBe('Spring list');
  });

  it('refuses a control character in a built OData query', async () => {
    const error = await failure(client().odata('MembersOdata', "?$filter=contains(lastName,'a%00b')&$top=2"));
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain('$filter contains a control character (U+0000)');
    expect(api.requests).toHaveLength(0);
  });
});

describe('upstream client: total deadline', () => {
  it('cuts off a JSON answer that drips one byte per second at the deadline, though each chunk is in time', async () => {
    api.on('GET /api/Markets', (_req, res) => drip(res, 10, 1000));
    const started = performance.now();
    const error = await failure(client({ timeoutMs: 1500, deadlineMs: 1500 }).call(routes.listMarkets));
    const elapsed = performance.now() - started;
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toBe('The Care API took too long to answer');
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(2000);
    expect(api.requests).toHaveLength(1);
  });

  it('covers the retries: no attempt starts after the deadline', async () => {
    api.on('GET /api/Markets', async (_req, res) => {
      await new Promise((r) => setTimeout(r, 300));
      api.json(res, 503, { message: 'busy' });
    });
    const started = performance.now();
    const error = await failure(client({ retries: 5, retryBaseMs: 200, deadlineMs: 700 }).call(routes.listMarkets));
    expect(error.message).toBe('The Care API took too long to answer');
    expect(performance.now() - started).toBeLessThan(1100);
    expect(api.requests.length).toBeLessThanOrEqual(2);
  });

  it('counts a deadline as the Care API’s fault for the breaker', async () => {
    api.on('GET /api/Markets', (_req, res) => drip(res, 10, 1000));
    const shared = createClient({
      retries: 0,
      deadlineMs: 200,
      breaker: { errorThresholdPercentage: 50, resetTimeout: 60_000, volumeThreshold: 2, minUsers: 2 },
    });
    await failure(as(shared, { uid: 'ann' }).call(routes.listMarkets));
    await failure(as(shared, { uid: 'bob' }).call(routes.listMarkets));
    expect(shared.isOpen()).toBe(true);
  });

  it("stops a call under way when the caller's signal aborts, sends nothing new, and does not count it for the breaker", async () => {
    api.on('GET /api/Markets', (_req, res) => drip(res, 10, 1000));
    const shared = createClient({
      retries: 0,
      breaker: { errorThresholdPercentage: 10, resetTimeout: 60_000, volumeThreshold: 1, minUsers: 1 },
    });
    const controller = new AbortController();
    const upstream = as(shared, { signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    const started = performance.now();
    const error = await failure(upstream.call(routes.listMarkets));
    expect(performance.now() - started).toBeLessThan(800);
    expect(error.message).toBe('The operation ran out of time while waiting for the Care API');
    expect(shared.isOpen()).toBe(false);

    const sent = api.requests.length;
    expect((await failure(upstream.call(routes.listMarkets))).message).toBe('The operation ran out of time while waiting for the Care API');
    expect(api.requests.length).toBe(sent);
  });

  it('answers the abort reason when the caller aborted with a GraphQL error of its own', async () => {
    api.on('GET /api/Markets', (_req, res) => drip(res, 10, 1000));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new GraphQLError('The operation took too long', { extensions: { code: 'OPERATION_TIMEOUT' } })), 100);
    const error = await failure(as(createClient(), { signal: controller.signal }).call(routes.listMarkets));
    expect(error.extensions.code).toBe('OPERATION_TIMEOUT');
  });

  it('bounds a download by the deadline only until its headers arrive; the stream is bounded per chunk', async () => {
    api.on('GET /api/Offices/Report', (_req, res) => drip(res, 6, 200, 'application/zip'));
    const file = await client({ timeoutMs: 1000, deadlineMs: 500 }).download(routes.officesReport);
    const started = performance.now();
    let text = '';
    for await (const chunk of file.stream) text += chunk;
    expect(text).toBe('[    ]');
    expect(performance.now() - started).toBeGreaterThan(600); // longer than the deadline, and still whole

    api.on('GET /api/Offices/Report', async (_req, res) => {
      await new Promise((r) => setTimeout(r, 1500));
      res.writeHead(200, { 'content-type': 'application/zip' }).end('PK');
    });
    const slow = performance.now();
    const error = await failure(client({ timeoutMs: 5000, deadlineMs: 400 }).download(routes.officesReport));
    expect(error.message).toBe('The Care API took too long to answer');
    expect(performance.now() - slow).toBeLessThan(1000);
  });
});

describe('download file names', () => {
  it('keeps word characters, dots and hyphens only, at most 255', () => {
    expect(sanitizeFileName('report 2024/01.xlsx')).toBe('report_2024_01.xlsx');
    expect(sanitizeFileName('..\\..\\secret')).toBe('secret');
    expect(sanitizeFileName('"; rm -rf.csv')).toBe('rm_-rf.csv');
    expect(sanitizeFileName('', 'members.csv')).toBe('members.csv');
    const long = sanitizeFileName(`${'a'.repeat(400)}.xlsx`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.xlsx')).toBe(true);
    expect(sanitizeFileName('naïve résumé.pdf')).toMatch(/^[\w.-]+$/);
  });
});
