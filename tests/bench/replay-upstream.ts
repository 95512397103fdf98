/**
 * The benchmark's replay upstream: a Care API stand-in that answers GETs from memory, so a load
 * test measures what sits in front of it (the gateway or the hand-written BFF), not the
 * sandbox's database.
 *
 * The first GET of a path and query is forwarded to the real Care API (UPSTREAM_ORIGIN) with the
 * caller's credentials and its answer kept: status, body and the headers a client may act on
 * (content type, ETag, Cache-Control). Every later GET of the same path and query is answered
 * from memory; a matching If-None-Match gets 304, as from the real API. Anything but GET is
 * refused with 405: the replay serves reads only.
 *
 * A long poll (a GET with `waitMs`: the Care API's change feed, which the gateway follows in the
 * background) is passed through to the Care API every time, never recorded: replayed, it would
 * answer at once, and the gateway would poll it in a loop that burns the CPU the benchmark
 * measures, where the real feed holds each poll until a change or `waitMs` passes.
 *
 * Environment: PORT, UPSTREAM_ORIGIN. `GET /__replay/stats` answers the requests served and
 * recorded so far.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

interface Recorded {
  status: number;
  body: Buffer;
  headers: Record<string, string>;
  etag?: string;
}

const origin = (process.env.UPSTREAM_ORIGIN ?? '').replace(/\/+$/, '');
const port = Number(process.env.PORT ?? 0);
if (!origin) throw new Error('UPSTREAM_ORIGIN is required');

const KEPT_HEADERS = ['content-type', 'etag', 'cache-control'];
const FORWARDED_HEADERS = ['authorization', 'x-user-id', 'accept'];
const recordings = new Map<string, Promise<Recorded>>();
let served = 0;

async function record(req: IncomingMessage): Promise<Recorded> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const res = await fetch(`${origin}${req.url}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  const kept: Record<string, string> = { 'content-length': String(body.length) };
  for (const name of KEPT_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return { status: res.status, body, headers: kept, etag: kept.etag };
}

/** A long poll (`waitMs` in the query): held by the Care API until something changes, so never replayed. */
const isLongPoll = (url: string): boolean => new URL(url, 'http://replay').searchParams.has('waitMs');

function answer(req: IncomingMessage, res: ServerResponse, recorded: Recorded): void {
  served++;
  if (recorded.etag !== undefined && req.headers['if-none-match'] === recorded.etag) {
    res.writeHead(304, {
      etag: recorded.etag,
      ...(recorded.headers['cache-control'] ? { 'cache-control': recorded.headers['cache-control'] } : {}),
    });
    res.end();
    return;
  }
  res.writeHead(recorded.status, recorded.headers);
  res.end(recorded.body);
}

const server = createServer((req, res) => {
  if (req.method !== 'GET') {
    res.writeHead(405, { allow: 'GET', 'content-type': 'application/json' });
    res.end('{"message":"The replay upstream serves GETs only"}');
    return;
  }
  if (req.url === '/__replay/stats') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ served, recorded: recordings.size }));
    return;
  }
  const key = req.url ?? '/';
  if (isLongPoll(key)) {
    record(req).then(
      (live) => answer(req, res, live),
      (error: unknown) => {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `Forwarding failed: ${(error as Error).message}` }));
      },
    );
    return;
  }
  let recording = recordings.get(key);
  if (!recording) {
    recording = record(req);
    recordings.set(key, recording);
    // A failed recording is forgotten, so the next request tries the Care API again.
    recording.catch(() => recordings.delete(key));
  }
  recording.then(
    (recorded) => answer(req, res, recorded),
    (error: unknown) => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `Recording failed: ${(error as Error).message}` }));
    },
  );
});
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`replay upstream on http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
