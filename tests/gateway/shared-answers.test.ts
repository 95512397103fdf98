/**
 * Reference data kept across requests by the upstream client (routes declared `cache: 'shared'`
 * in the REST contract): served without a call while fresh, revalidated by ETag, never kept when
 * the Care API forbids it, dropped by the gateway's own writes, and never shared with anonymous
 * calls. Over real sockets against a stand-in Care API.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { z } from 'zod';
import type { RouteContract } from '@luminate/schema/rest';
import { createUpstream, type UpstreamClient } from '../../gateway/src/upstream/client/index.ts';
import { startFakeCareApi } from './support/fake-care-api.ts';

const logger = pino({ level: 'silent' });
let api: Awaited<ReturnType<typeof startFakeCareApi>>;
const clients: UpstreamClient[] = [];

const listColours = {
  method: 'GET',
  path: '/api/Colours',
  summary: 'test only',
  query: z.object({ shade: z.string().optional() }),
  answer: { json: z.array(z.object({ id: z.number(), name: z.string() })) },
  cache: 'shared',
} satisfies RouteContract;
const renameColour = {
  method: 'PUT',
  path: '/api/Colours/{id}',
  summary: 'test only',
  params: z.object({ id: z.coerce.number() }),
  body: z.object({ name: z.string() }),
  answer: { json: z.unknown() },
  invalidates: ['/api/Colours'],
} satisfies RouteContract;
const listSecrets = { ...listColours, path: '/api/Secrets', cache: undefined } satisfies RouteContract;

let colours = [{ id: 1, name: 'Red' }];
let version = 1;

function client(ttlMs: number) {
  const c = createUpstream({
    baseUrl: api.url,
    timeoutMs: 2000,
    retries: 0,
    connections: 4,
    breaker: { errorThresholdPercentage: 50, resetTimeout: 60_000, volumeThreshold: 100 },
    logger,
    sharedAnswerTtlMs: ttlMs,
  });
  clients.push(c);
  return {
    as: (uid: string | null) => c.forRequest({ token: uid ? `tok-${uid}` : null, uid, requestId: 'req-1', log: logger }),
  };
}

const colourGets = () => api.requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/Colours'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  api = await startFakeCareApi();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await api.close();
});
beforeEach(() => {
  api.reset();
  colours = [{ id: 1, name: 'Red' }];
  version = 1;
  api.on('GET /api/Colours', (req, res) => {
    const etag = `"v${version}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
    api.json(res, 200, colours, { etag });
  });
  api.on('PUT /api/Colours/1', (req, res) => {
    colours = [{ id: 1, name: (JSON.parse(req.body) as { name: string }).name }];
    version++;
    api.json(res, 200, colours[0]);
  });
  api.on('GET /api/Secrets', (_req, res) => api.json(res, 200, [{ id: 9, name: 'only mine' }]));
});

describe('answers of shared routes', () => {
  it('serves a second user from the first one’s answer while it is fresh, without calling the Care API', async () => {
    const c = client(60_000);
    expect(await c.as('alice').call(listColours)).toEqual([{ id: 1, name: 'Red' }]);
    expect(await c.as('bob').call(listColours)).toEqual([{ id: 1, name: 'Red' }]);
    expect(colourGets()).toHaveLength(1);
    // Another query string is another answer.
    await c.as('bob').call(listColours, { query: { shade: 'dark' } });
    expect(colourGets()).toHaveLength(2);
  });

  it('hands out frozen answers, so no request can change what the next one sees', async () => {
    const c = client(60_000);
    const answer = await c.as('alice').call(listColours);
    expect(() => (answer as Array<{ name: string }>).push({ id: 2, name: 'Blue' } as never)).toThrow(TypeError);
    expect(() => ((answer as Array<{ name: string }>)[0].name = 'Green')).toThrow(TypeError);
  });

  it('reads our own write at once: the write drops the kept answer of the list it changes', async () => {
    const c = client(60_000);
    await c.as('alice').call(listColours);
    await c.as('alice').call(renameColour, { params: { id: 1 }, body: { name: 'Crimson' } });
    expect(await c.as('bob').call(listColours)).toEqual([{ id: 1, name: 'Crimson' }]);
    expect(colourGets()).toHaveLength(2);
  });

  it('revalidates a stale answer with its ETag: a 304 renews it without a new body', async () => {
    const c = client(150);
    await c.as('alice').call(listColours);
    await sleep(200);
    expect(await c.as('alice').call(listColours)).toEqual([{ id: 1, name: 'Red' }]);
    const [first, second] = colourGets();
    expect(first.headers['if-none-match']).toBeUndefined();
    expect(second.headers['if-none-match']).toBe('"v1"');
    // Renewed: fresh again, no third call.
    await c.as('alice').call(listColours);
    expect(colourGets()).toHaveLength(2);
  });

  it('takes the new answer when the ETag no longer matches (changed outside the gateway)', async () => {
    const c = client(150);
    await c.as('alice').call(listColours);
    colours = [{ id: 1, name: 'Scarlet' }];
    version++;
    await sleep(200);
    expect(await c.as('alice').call(listColours)).toEqual([{ id: 1, name: 'Scarlet' }]);
  });

  it('keeps nothing the Care API marks no-store or private, and shortens the time to its max-age', async () => {
    const c = client(60_000);
    api.on('GET /api/Colours', (_req, res) => api.json(res, 200, colours, { 'cache-control': 'private, max-age=600' }));
    await c.as('alice').call(listColours);
    await c.as('alice').call(listColours);
    expect(colourGets()).toHaveLength(2);

    api.reset();
    api.on('GET /api/Colours', (_req, res) => api.json(res, 200, colours, { 'cache-control': 'max-age=0' }));
    await c.as('alice').call(listColours);
    await c.as('alice').call(listColours);
    expect(colourGets()).toHaveLength(2);
  });

  it('never caches routes the contract does not declare shared, nor anonymous calls', async () => {
    const c = client(60_000);
    await c.as('alice').call(listSecrets);
    await c.as('alice').call(listSecrets);
    expect(api.requests.filter((r) => r.url === '/api/Secrets')).toHaveLength(2);
    await c.as(null).call(listColours);
    await c.as(null).call(listColours);
    expect(colourGets()).toHaveLength(2);
  });

  it('keeps nothing when the time is 0 (the cache turned off)', async () => {
    const c = client(0);
    await c.as('alice').call(listColours);
    await c.as('alice').call(listColours);
    expect(colourGets()).toHaveLength(2);
  });
});
