/**
 * The benchmark's yardstick: what a careful team would write by hand instead of the gateway for
 * the two benchmarked screens. A plain Node `http` handler that verifies the same bearer token
 * with jose (same issuer, audience and key set), fetches the same Care API resources over a
 * keep-alive pool and answers the same JSON the gateway answers for the same GraphQL document —
 * the same filtering and ordering included (hidden market left out, markets by office prefix,
 * a market's offices not deleted and by name, active assignment types by id), ids as strings as
 * the graph's ID type gives them, and the `__typename` the web client asks for, in the same key
 * order. The benchmark checks the answers are identical, byte for byte, before it measures
 * anything.
 *
 * It accepts `POST /graphql` with the two documents it knows (anything else is 400), so both
 * sides receive byte-identical requests. Environment: PORT, UPSTREAM_ORIGIN, OIDC_ISSUER,
 * OIDC_AUDIENCE.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Pool } from 'undici';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { MARKETS_QUERY, TYPES_QUERY } from './screens.ts';

interface Market {
  id: number;
  name: string;
  officePrefix: string;
}
interface Office {
  id: number;
  name: string;
  marketId: number;
  deleted: boolean;
}
interface AssignmentType {
  id: number;
  name: string;
  active: boolean;
}

const HIDDEN_MARKET = 940063;
const upstreamOrigin = (process.env.UPSTREAM_ORIGIN ?? '').replace(/\/+$/, '');
const issuer = process.env.OIDC_ISSUER ?? '';
const audience = process.env.OIDC_AUDIENCE ?? 'luminate-api';
const port = Number(process.env.PORT ?? 0);
if (!upstreamOrigin || !issuer) throw new Error('UPSTREAM_ORIGIN and OIDC_ISSUER are required');

const pool = new Pool(upstreamOrigin, { connections: 32, keepAliveTimeout: 30_000 });
const collator = new Intl.Collator('en', { numeric: true });

const discovery = (await (await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`)).json()) as { jwks_uri: string };
const keys = createRemoteJWKSet(new URL(discovery.jwks_uri));

async function get<T>(path: string, token: string, uid: string): Promise<T> {
  const res = await pool.request({
    method: 'GET',
    path,
    headers: { authorization: `Bearer ${token}`, 'x-user-id': uid, accept: 'application/json' },
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
  return JSON.parse(text) as T;
}

const typesOf = (types: AssignmentType[]) =>
  types
    .filter((t) => t.active)
    .sort((a, b) => a.id - b.id)
    .map((t) => ({ id: String(t.id), name: t.name, __typename: 'AssignmentType' }));

async function marketsScreen(token: string, uid: string) {
  const [markets, offices, types] = await Promise.all([
    get<Market[]>('/api/Markets', token, uid),
    get<Office[]>('/api/Offices', token, uid),
    get<AssignmentType[]>('/api/Assignments/Types', token, uid),
  ]);
  const byMarket = new Map<number, Office[]>();
  for (const office of offices) {
    if (office.deleted) continue;
    const list = byMarket.get(office.marketId);
    if (list) list.push(office);
    else byMarket.set(office.marketId, [office]);
  }
  return {
    data: {
      markets: markets
        .filter((m) => m.id !== HIDDEN_MARKET)
        .sort((a, b) => collator.compare(a.officePrefix, b.officePrefix) || a.id - b.id)
        .map((m) => ({
          id: String(m.id),
          name: m.name,
          offices: (byMarket.get(m.id) ?? [])
            .sort((a, b) => collator.compare(a.name, b.name))
            .map((o) => ({ id: String(o.id), name: o.name, __typename: 'Office' })),
          __typename: 'Market',
        })),
      assignmentTypes: typesOf(types),
    },
  };
}

async function typesScreen(token: string, uid: string) {
  return { data: { assignmentTypes: typesOf(await get<AssignmentType[]>('/api/Assignments/Types', token, uid)) } };
}

const screens = new Map([
  [MARKETS_QUERY, marketsScreen],
  [TYPES_QUERY, typesScreen],
]);

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'GET' && req.url === '/healthz') return send(res, 200, { status: 'ok' });
  if (req.method !== 'POST' || req.url !== '/graphql') return send(res, 404, { message: 'Not found' });
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return send(res, 401, { message: 'Sign in to continue' });
  let sub: string;
  try {
    const { payload } = await jwtVerify(token, keys, { issuer, audience, requiredClaims: ['iss', 'aud', 'exp', 'sub'] });
    sub = String(payload.sub);
  } catch {
    return send(res, 401, { message: 'Sign in again' });
  }
  const { query } = JSON.parse(await readBody(req)) as { query?: string };
  const screen = query === undefined ? undefined : screens.get(query);
  if (!screen) return send(res, 400, { message: 'Unknown document' });
  send(res, 200, await screen(token, sub));
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => send(res, 502, { message: (error as Error).message }));
});
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
