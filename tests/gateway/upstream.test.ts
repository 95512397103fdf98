import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { GraphQLError } from 'graphql';
import { routes } from '@luminate/schema/rest';
import { createUpstream, type UpstreamClient, type UpstreamOptions } from '../../gateway/src/upstream/client.ts';
import { sanitizeFileName } from '../../gateway/src/upstream/file-name.ts';
import { startFakeCareApi } from './support/fake-care-api.ts';

const logger = pino({ level: 'silent' });
let api: Awaited<ReturnType<typeof startFakeCareApi>>;
const clients: UpstreamClient[] = [];

function client(overrides: Partial<UpstreamOptions> = {}) {
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
  return c.forRequest({ token: 'tok-123', uid: 'user-7', requestId: 'req-42', log: logger });
}

async function failure(promise: Promise<unknown>): Promise<GraphQLError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return error as GraphQLError;
  }
  throw new Error('expected a failure');
}

const employee = { id: 5, fullName: 'A B', firstName: 'A', lastName: 'B', email: null, title: null, npi: null, archived: false, marketAssignments: [] };

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
    api.on('GET /api/Users/a b/c', (_req, res) => api.json(res, 200, {}));
    api.on('GET /api/Offices', (_req, res) => api.json(res, 200, []));
    const upstream = client();

    await upstream.call(routes.getUser, { params: { uid: 'a b/c' } }).catch(() => undefined);
    expect(api.requests[0].url).toBe('/api/Users/a%20b%2Fc');

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

  it('opens the circuit breaker after failures and then fails fast without calling upstream', async () => {
    api.on('GET /api/Markets', (_req, res) => api.json(res, 500, { message: 'down' }));
    const upstream = client({ retries: 0, breaker: { errorThresholdPercentage: 50, resetTimeout: 60_000, volumeThreshold: 3 } });
    for (let i = 0; i < 3; i++) expect((await failure(upstream.call(routes.listMarkets))).extensions.code).toBe('UPSTREAM_ERROR');
    const before = api.requests.length;
    const error = await failure(upstream.call(routes.listMarkets));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('The Care API is unavailable, try again shortly');
    expect(api.requests.length).toBe(before);
  });

  it('does not count 4xx answers as breaker failures', async () => {
    api.on('GET /api/Employees/5', (_req, res) => api.json(res, 404, { message: 'Employee 5 not found' }));
    const upstream = client({ retries: 0, breaker: { errorThresholdPercentage: 10, resetTimeout: 60_000, volumeThreshold: 2 } });
    for (let i = 0; i < 5; i++) expect((await failure(upstream.call(routes.getEmployee, { params: { id: 5 } }))).extensions.code).toBe('NOT_FOUND');
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
      res.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="../../etc/market members (1).csv"' }).end('id\n1\n');
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
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': '4', 'content-disposition': "attachment; filename*=UTF-8''Offices%20Report.zip" }).end('PK\u0003\u0004');
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
