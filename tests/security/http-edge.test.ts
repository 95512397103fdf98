/**
 * The gateway's HTTP edge against a real stack, as a client (or an attacker) sees it:
 * - bodies past the 1 MB cap are refused while they arrive — a chunked body that never ends gets
 *   413 after about a megabyte, and a bad token gets 401 before the body is read at all — and the
 *   connection is closed;
 * - JSON nested deeper than 100 levels (a POST body, a GET's variables, a WebSocket subscribe's
 *   variables) is refused as a client error at once, and the gateway goes on serving;
 * - subscription operations sent over plain HTTP are refused before anything runs;
 * - a request's own mistakes found before anything runs (variables that do not fit their types,
 *   an operation name the document lacks, a persisted-query extension Apollo cannot use) are
 *   answered with the same client-error code over HTTP and WebSocket, never as a server fault,
 *   while the gateway's own failures stay hidden;
 * - security headers (CSP, no framing, nosniff, no referrer) on every kind of answer, and the
 *   CSP report endpoint;
 * - per-user rate limits on /graphql and /files: one user over budget gets 429 with Retry-After
 *   while another user is served at once; unsigned requests count per address.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { z } from 'zod';
import {
  execute,
  GraphQLError,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionResult,
} from 'graphql';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring } from '../support/care-api-requests.ts';
import { createFormatError } from '../../gateway/src/server/format-error.ts';
import { blockedOrigin, summarizeCspReports } from '../../gateway/src/server/csp-report.ts';
import { graphql } from '../generated/gql.ts';

const OPERATIONS_BUDGET = 6;
const FILES_BUDGET = 3;
const MB = 1024 * 1024;

/** A GraphQL answer's JSON as these checks read it; every member is kept as sent, for exact comparisons. */
const answerSchema = z.looseObject({
  data: z.unknown().optional(),
  errors: z
    .array(z.looseObject({ message: z.string(), extensions: z.looseObject({ code: z.unknown().optional() }).optional() }))
    .optional(),
});
/** The JSON body of a GraphQL-over-HTTP response, checked to be a GraphQL answer. */
const answerOf = async (res: Response) => answerSchema.parse(await res.json());
/** The words of a rate-limit refusal, whatever wait it names. */
const TOO_MANY_REQUESTS: unknown = expect.stringMatching(/^Too many requests/);
/** The words of a refused operation: how many seconds to wait. */
const TRY_AGAIN_IN_SECONDS: unknown = expect.stringMatching(/^Too many requests: try again in \d+ seconds?$/);

let stack: Stack;
let webDist: string;

beforeAll(async () => {
  // A tiny web build, so the static routes are served and their headers can be checked.
  webDist = mkdtempSync(join(tmpdir(), 'luminate-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  writeFileSync(join(webDist, 'assets', 'app.js'), 'document.getElementById("root").textContent = "app";\n');
  stack = await startStack({
    gatewayEnv: {
      WEB_DIST: webDist,
      RATE_LIMIT_OPERATIONS: String(OPERATIONS_BUDGET),
      RATE_LIMIT_FILES: String(FILES_BUDGET),
      RATE_LIMIT_WINDOW_MS: '60000',
      SESSION_IDLE_TIMEOUT_S: '600',
      // Loopback is the trusted proxy here, so tests can speak for other client addresses and for HTTPS.
      TRUST_PROXY: 'loopback',
    },
  });
  // The gateway fetches the issuer's keys on the first token it sees; do that before timing anything.
  expect(
    (
      await stack.gql(
        'agent',
        graphql(`
          query HttpEdgeViewer {
            viewer {
              uid
            }
          }
        `),
      )
    ).status,
  ).toBe(200);
});

afterAll(async () => {
  await stack?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** Care API requests (REST and OData) made while `run` ran. */
interface StreamOutcome {
  /** Status of the answer, or null when none came before the client gave up. */
  status: number | null;
  /** Body bytes the client had handed to its socket when the answer's headers arrived. */
  bytesBeforeAnswer: number;
  /** The answer's Connection header. */
  connection: string | null;
  body: string;
  /** Whether the server ended (FIN) or reset the connection within a few seconds of answering. */
  closed: boolean;
}

/**
 * A raw HTTP/1.1 POST on a plain TCP socket (so what the server does to the connection is seen
 * as is, not through an HTTP client's own handling): the request head, then — unless the head
 * declares a length — a chunked body that never ends, in 16 KB chunks each written a millisecond
 * after the previous one was accepted (so what is counted was sent rather than piled up in socket
 * buffers), until an answer arrives or `maxBytes` were sent. Then waits a moment for the server
 * to close the connection.
 */
function rawPost(
  path: string,
  headers: Record<string, string>,
  opts: { maxBytes?: number; declaredLength?: number } = {},
): Promise<StreamOutcome> {
  const url = new URL(path, stack.gatewayUrl);
  const maxBytes = opts.maxBytes ?? 8 * MB;
  const payload = Buffer.alloc(16 * 1024, 'a');
  const chunk = Buffer.concat([Buffer.from(`${payload.length.toString(16)}\r\n`), payload, Buffer.from('\r\n')]);
  const framing =
    opts.declaredLength === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(opts.declaredLength) };
  const head = Object.entries({ host: url.host, 'content-type': 'application/json', ...framing, ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let sent = 0;
    let received = Buffer.alloc(0);
    let answered = false;
    let closed = false;
    let finished = false;
    const outcome: StreamOutcome = { status: null, bytesBeforeAnswer: 0, connection: null, body: '', closed: false };
    const finish = () => {
      if (finished) return;
      finished = true;
      const text = received.toString('utf8');
      outcome.body = text.slice(text.indexOf('\r\n\r\n') + 4);
      resolve({ ...outcome, closed });
      socket.destroy();
    };
    const awaitClose = () => {
      const started = Date.now();
      const poll = setInterval(() => {
        if (closed || Date.now() - started > 5000) {
          clearInterval(poll);
          finish();
        }
      }, 20);
    };
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const text = received.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (answered || end < 0) return;
      answered = true;
      const lines = text.slice(0, end).split('\r\n');
      outcome.status = Number(lines[0].split(' ')[1]);
      outcome.bytesBeforeAnswer = sent;
      outcome.connection =
        lines
          .find((l) => /^connection:/i.test(l))
          ?.split(':')[1]
          .trim() ?? null;
      awaitClose();
    });
    // 'end' is the server's FIN; a reset shows up as an error.
    socket.on('end', () => (closed = true));
    socket.on('error', () => (closed = true));
    const pump = () => {
      if (answered || closed) return;
      if (sent >= maxBytes) {
        // The server read everything and still has not answered: give it a few seconds, then stop.
        setTimeout(() => (answered ? undefined : finish()), 3000);
        return;
      }
      socket.write(chunk, (error) => {
        if (error) return;
        sent += payload.length;
        setTimeout(pump, 1);
      });
    };
    socket.write(`POST ${url.pathname}${url.search} HTTP/1.1\r\n${head}\r\n`, () => {
      if (opts.declaredLength === undefined) pump();
      else setTimeout(() => (answered ? undefined : finish()), 5000);
    });
  });
}

const streamEndlessBody = (path: string, headers: Record<string, string>) => rawPost(path, headers);

describe('request bodies', () => {
  it('refuses an endless chunked body without a token after about 1 MB with 413 and closes the connection', async () => {
    const outcome = await streamEndlessBody('/graphql', {});
    expect(outcome.status).toBe(413);
    expect(outcome.bytesBeforeAnswer).toBeGreaterThanOrEqual(MB);
    expect(outcome.bytesBeforeAnswer).toBeLessThanOrEqual(1.5 * MB);
    expect(JSON.parse(outcome.body)).toEqual({
      errors: [{ message: 'The request body is larger than 1 MB', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    expect(outcome.connection).toBe('close');
    expect(outcome.closed).toBe(true);
  });

  it('refuses the same body from a signed-in user the same way', async () => {
    const outcome = await streamEndlessBody('/graphql', { authorization: `Bearer ${await stack.token('agent')}` });
    expect(outcome.status).toBe(413);
    expect(outcome.bytesBeforeAnswer).toBeLessThanOrEqual(1.5 * MB);
    expect(outcome.connection).toBe('close');
    expect(outcome.closed).toBe(true);
  });

  it('answers a forged or expired token with 401 before reading the body', async () => {
    const [head, payload] = (await stack.token('agent')).split('.');
    for (const token of [`${head}.${payload}.forged-signature`, 'not-a-jwt']) {
      const outcome = await streamEndlessBody('/graphql', { authorization: `Bearer ${token}` });
      expect(outcome.status).toBe(401);
      // Nothing was read: the answer came before the client had sent a quarter of the cap.
      expect(outcome.bytesBeforeAnswer).toBeLessThan(MB / 4);
      const body = answerSchema.parse(JSON.parse(outcome.body));
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(outcome.connection).toBe('close');
      expect(outcome.closed).toBe(true);
    }
  });

  it('refuses a declared length over the cap before reading anything', async () => {
    const outcome = await rawPost('/graphql', {}, { declaredLength: 120 * MB });
    expect(outcome.status).toBe(413);
    expect(outcome.bytesBeforeAnswer).toBe(0);
    expect(outcome.connection).toBe('close');
    expect(outcome.closed).toBe(true);
  });

  it('refuses an endless upload to a file route without a token before reading it', async () => {
    const outcome = await streamEndlessBody('/files/uploads/call-list-filters?filterName=x', {
      'content-type': 'application/octet-stream',
    });
    expect(outcome.status).toBe(401);
    expect(outcome.bytesBeforeAnswer).toBeLessThan(MB / 4);
    expect(JSON.parse(outcome.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(outcome.connection).toBe('close');
    expect(outcome.closed).toBe(true);
  });

  it('still serves ordinary operations and @public fields', async () => {
    expect(
      (
        await stack.gql(
          null,
          graphql(`
            query HttpEdgeHealth {
              health
            }
          `),
        )
      ).body.data,
    ).toEqual({ health: 'ok' });
    const forged = await stack.gql(
      null,
      graphql(`
        query HttpEdgeHealth2 {
          health
        }
      `),
      undefined,
      { headers: { authorization: 'Bearer not.a.token' } },
    );
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toBe('Bearer');
  });
});

describe('deeply nested JSON', () => {
  const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  /** Unsigned requests count per client address: each request here speaks for its own. */
  const from = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
  const post = (body: string, n: number) =>
    fetch(`${stack.gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...from(n) }, body });
  const stillServing = async (n: number) => {
    expect(
      (
        await stack.gql(
          null,
          graphql(`
            query HttpEdgeHealth3 {
              health
            }
          `),
          undefined,
          { headers: from(n) },
        )
      ).body.data,
    ).toEqual({ health: 'ok' });
  };

  it('refuses a POST whose variables nest 400,000 levels deep with 400 at once', async () => {
    const started = performance.now();
    const res = await post(`{"query":"{__typename}","variables":{"a":${nestedArrays(400_000)}}}`, 1);
    const ms = performance.now() - started;
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ message: 'The request body is nested deeper than 100 levels', extensions: { code: 'BAD_REQUEST' } }],
    });
    expect(ms).toBeLessThan(2_000);
    await stillServing(2);
  });

  it('reads a body nested exactly 100 levels deep, and refuses 101', async () => {
    // The body is level 1, its variables 2, the variable's value 3 and the arrays inside it below.
    const body = (depth: number) => `{"query":"{ health }","variables":{"a":${nestedArrays(depth - 2)}}}`;
    const accepted = await post(body(100), 3);
    expect(accepted.status).toBe(200);
    expect((await answerOf(accepted)).data).toEqual({ health: 'ok' });
    const refused = await post(body(101), 4);
    expect(refused.status).toBe(400);
    expect((await answerOf(refused)).errors?.[0]?.message).toBe('The request body is nested deeper than 100 levels');
  });

  it('refuses a GET whose variables nest thousands of levels deep with 400 at once', async () => {
    // As deep as a URL under the server's 16 KB header limit allows (brackets go unescaped).
    const variables = `${encodeURIComponent('{"a":')}${nestedArrays(7_000)}${encodeURIComponent('}')}`;
    const started = performance.now();
    const res = await fetch(`${stack.gatewayUrl}/graphql?query=${encodeURIComponent('{ health }')}&variables=${variables}`, {
      headers: { 'apollo-require-preflight': 'true', ...from(5) },
    });
    const ms = performance.now() - started;
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ message: 'The variables are nested deeper than 100 levels', extensions: { code: 'BAD_REQUEST' } }],
    });
    expect(ms).toBeLessThan(2_000);
    await stillServing(6);
  });

  it('answers a WebSocket subscribe whose variables nest 400,000 levels deep with an error, and keeps the socket', async () => {
    const socket = new WebSocket(`${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const received: Array<Record<string, unknown>> = [];
    let arrived: (() => void) | null = null;
    // The socket's binaryType is 'nodebuffer': each message arrives as one Buffer.
    socket.on('message', (data) => {
      received.push(z.record(z.string(), z.unknown()).parse(JSON.parse((data as Buffer).toString('utf8'))));
      arrived?.();
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    /** The next message received, or the socket's close code when it closes first. */
    const nextMessage = async () => {
      while (received.length === 0) {
        const code = await Promise.race([new Promise<null>((resolve) => (arrived = () => resolve(null))), closed]);
        if (code !== null) throw new Error(`The socket closed with ${code}`);
      }
      return received.shift()!;
    };
    try {
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${await stack.token('agent')}` } }));
      expect(await nextMessage()).toMatchObject({ type: 'connection_ack' });

      socket.send(`{"id":"deep","type":"subscribe","payload":{"query":"{__typename}","variables":{"a":${nestedArrays(400_000)}}}}`);
      expect(await nextMessage()).toEqual({
        id: 'deep',
        type: 'error',
        payload: [{ message: 'The variables are nested deeper than 100 levels', extensions: { code: 'BAD_REQUEST' } }],
      });

      socket.send(JSON.stringify({ id: 'plain', type: 'subscribe', payload: { query: '{__typename}' } }));
      expect(await nextMessage()).toEqual({ id: 'plain', type: 'next', payload: { data: { __typename: 'Query' } } });
      expect(await nextMessage()).toEqual({ id: 'plain', type: 'complete' });
    } finally {
      socket.close();
    }
    await stillServing(7);
  });
});

describe('subscriptions over HTTP', () => {
  // Sent over HTTP to be refused, and its text is reused in a document of several operations.
  const SUBSCRIPTION = 'subscription { callList(campaignId: "123") { campaignId size entries { memberId fullName } } }';
  const MESSAGE = 'Subscriptions are served over WebSocket at /graphql (graphql-transport-ws)';

  it.each(['agent2', 'opsmanager'])('refuses a callList subscription POSTed by %s before any resolver runs', async (persona) => {
    let res: Awaited<ReturnType<Stack['gql']>> | undefined;
    const { requests: upstream } = await careApiRequestsDuring(stack, async () => {
      res = await stack.gql(persona, SUBSCRIPTION);
    });
    expect(res!.status).toBe(400);
    expect(res!.body.errors).toEqual([{ message: MESSAGE, extensions: { code: 'BAD_REQUEST' } }]);
    expect(res!.body.data).toBeUndefined();
    expect(upstream.filter((r) => /call-?list|campaign/i.test(r.path))).toEqual([]);
  });

  it('picks the subscription out of a document with several operations', async () => {
    const document = `query Health { health } ${SUBSCRIPTION.replace('subscription', 'subscription Live')}`;
    const live = await stack.gql('agent2', document, undefined);
    expect(live.status).toBe(400); // no operationName with two operations: Apollo's own refusal
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await stack.token('agent2')}` },
      body: JSON.stringify({ query: document, operationName: 'Live' }),
    });
    expect(res.status).toBe(400);
    expect((await answerOf(res)).errors?.[0]?.message).toBe(MESSAGE);
    const health = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await stack.token('agent2')}` },
      body: JSON.stringify({ query: document, operationName: 'Health' }),
    });
    expect((await answerOf(health)).data).toEqual({ health: 'ok' });
  });
});

describe('request errors found before anything runs', () => {
  /** What a WebSocket operation receives: its `next` results, or the errors of an `error` message. */
  function overWebSocket(payload: { query: string; variables?: Record<string, unknown>; operationName?: string }) {
    const client = stack.ws('datamanager');
    return new Promise<{ results: ExecutionResult[] } | { errors: unknown }>((resolve) => {
      const results: ExecutionResult[] = [];
      client.subscribe(payload, {
        next: (result) => void results.push(result as ExecutionResult),
        error: (errors) => resolve({ errors }),
        complete: () => resolve({ results }),
      });
    });
  }
  const FLAGS = 'query Flags($show: Boolean!, $hide: Boolean!) { __typename @include(if: $show) @skip(if: $hide) }';

  it('answers variables that do not fit their types with BAD_USER_INPUT over both transports, with the same words', async () => {
    const http = await stack.gql('datamanager', FLAGS, { show: 'yes' });
    expect(http.status).toBe(400);
    expect(http.body.data).toBeUndefined();
    expect(http.body.errors).toEqual([
      expect.objectContaining({
        message: 'Variable "$show" got invalid value "yes"; Boolean cannot represent a non boolean value: "yes"',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
      expect.objectContaining({
        message: 'Variable "$hide" of required type "Boolean!" was not provided.',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    // Over WebSocket the same errors arrive in a `next` message, not as "Internal server error".
    expect(await overWebSocket({ query: FLAGS, variables: { show: 'yes' } })).toEqual({ results: [{ errors: http.body.errors }] });
  });

  it('answers an operation name the document lacks with OPERATION_RESOLUTION_FAILURE over both transports', async () => {
    const document = 'query A { __typename } query B { __typename }';
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await stack.token('datamanager')}` },
      body: JSON.stringify({ query: document, operationName: 'Nope' }),
    });
    expect(res.status).toBe(400);
    expect((await answerOf(res)).errors?.[0]?.extensions).toEqual({ code: 'OPERATION_RESOLUTION_FAILURE' });
    expect(await overWebSocket({ query: document, operationName: 'Nope' })).toEqual({
      errors: [{ message: 'Unable to identify operation', extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } }],
    });
  });

  it('answers a document that does not fit the schema the same over both transports', async () => {
    const http = await stack.gql('datamanager', '{ noSuchField }');
    expect(http.status).toBe(400);
    expect(http.body.errors![0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(await overWebSocket({ query: '{ noSuchField }' })).toEqual({ errors: http.body.errors });
  });

  it("answers Apollo's refusals of a persisted-query extension with BAD_REQUEST", async () => {
    const query = '{ __typename }';
    const post = async (persistedQuery: Record<string, unknown>) => {
      const res = await fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await stack.token('medrecords')}` },
        body: JSON.stringify({ query, extensions: { persistedQuery } }),
      });
      return { status: res.status, body: await answerOf(res) };
    };
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    expect(await post({ version: 2, sha256Hash })).toEqual({
      status: 400,
      body: { errors: [{ message: 'Unsupported persisted query version', extensions: { code: 'BAD_REQUEST' } }] },
    });
    expect(await post({ version: 1, sha256Hash: '0'.repeat(64) })).toEqual({
      status: 400,
      body: { errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }] },
    });
  });

  it('keeps hiding the gateway’s own failures, a scalar’s unexpected exception included', async () => {
    const formatError = createFormatError(false);
    const hidden = { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    const wrapped = new GraphQLError('connect ECONNREFUSED 10.0.0.7:5432', { originalError: new Error('connect ECONNREFUSED') });
    expect(formatError(wrapped.toJSON(), wrapped)).toEqual(hidden);
    const bare = new GraphQLError('Cannot read properties of undefined (reading "rows")');
    expect(formatError(bare.toJSON(), bare)).toEqual(hidden);

    // A variable refused because its scalar's parser threw: the refusal would repeat the exception's text.
    const Broken = new GraphQLScalarType({
      name: 'Broken',
      parseValue: () => {
        throw new Error('relation "members" does not exist');
      },
    });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { echo: { type: GraphQLString, args: { value: { type: Broken } } } } }),
    });
    const result = await execute({
      schema,
      document: parse('query ($v: Broken) { echo(value: $v) }'),
      variableValues: { v: 1 },
    });
    const [coercion] = result.errors!;
    expect(coercion.message).toContain('relation "members" does not exist');
    expect(formatError(coercion.toJSON(), coercion)).toEqual({ ...hidden, locations: coercion.locations });
  });
});

describe('security headers', () => {
  function expectSecurityHeaders(headers: Headers) {
    const csp = headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toContain("'self'");
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives.get('connect-src')).toContain(new URL(stack.issuer).origin);
    expect(directives.get('report-uri')).toEqual(['/csp-report']);
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('x-powered-by')).toBeNull();
  }

  it('are on the web client, its assets, /graphql, a file route, /config.json and the probes', async () => {
    const page = await fetch(`${stack.gatewayUrl}/members`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expectSecurityHeaders(page.headers);
    expectSecurityHeaders((await fetch(`${stack.gatewayUrl}/assets/app.js`)).headers);

    const answer = await stack.gql(
      'datamanager',
      graphql(`
        query HttpEdgeViewer2 {
          viewer {
            uid
          }
        }
      `),
    );
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer.headers);

    const file = await fetch(`${stack.gatewayUrl}/files/dnc/report`, {
      headers: { authorization: `Bearer ${await stack.token('superadmin')}` },
    });
    await file.arrayBuffer();
    expect(file.status).toBe(200);
    expectSecurityHeaders(file.headers);

    const config = await fetch(`${stack.gatewayUrl}/config.json`);
    expectSecurityHeaders(config.headers);
    expect(await config.json()).toEqual({ oidcIssuer: stack.issuer, clientId: 'luminate-web', sessionIdleTimeoutS: 600 });

    expectSecurityHeaders((await fetch(`${stack.gatewayUrl}/healthz`)).headers);
    const missing = await fetch(`${stack.gatewayUrl}/files/nothing-here`, {
      headers: { authorization: `Bearer ${await stack.token('datamanager')}` },
    });
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);
  });

  it('add HSTS and upgrade-insecure-requests only for requests that came over HTTPS', async () => {
    const res = await fetch(`${stack.gatewayUrl}/config.json`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=31536000; includeSubDomains$/);
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});

describe('CSP reports', () => {
  it('accepts both report formats with 204', async () => {
    const classic = await fetch(`${stack.gatewayUrl}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${stack.gatewayUrl}/members?q=Smith`,
          'violated-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js?id=42',
        },
      }),
    });
    expect(classic.status).toBe(204);
    const reporting = await fetch(`${stack.gatewayUrl}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([
        { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'https://tracker.example/p.gif' } },
      ]),
    });
    expect(reporting.status).toBe(204);
  });

  it('refuses a report body over 16 KB with 413', async () => {
    const res = await fetch(`${stack.gatewayUrl}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(32 * 1024) } }),
    });
    expect(res.status).toBe(413);
  });

  it('keeps only the directive and the blocked origin of a report', () => {
    expect(
      summarizeCspReports({
        'csp-report': {
          'violated-directive': "script-src-elem 'self'",
          'blocked-uri': 'https://evil.example/steal.js?name=Jane%20Doe',
          'script-sample': 'Jane Doe',
        },
      }),
    ).toEqual([{ directive: 'script-src-elem', blocked: 'https://evil.example', disposition: null }]);
    expect(blockedOrigin('inline')).toBe('inline');
    expect(blockedOrigin('data:image/png;base64,AAAA')).toBe('data');
    expect(summarizeCspReports([{ type: 'deprecation', body: {} }, 'junk', null])).toEqual([]);
  });
});

// Last: these spend the personas' and addresses' budgets.
describe('rate limits', () => {
  it('gives each user their own /graphql budget: staff gets 429 with Retry-After, superadmin is served at once', async () => {
    for (let i = 0; i < OPERATIONS_BUDGET; i++) {
      const ok = await stack.gql(
        'staff',
        graphql(`
          query HttpEdgeViewer3 {
            viewer {
              uid
            }
          }
        `),
      );
      expect(ok.status).toBe(200);
    }
    let refused: Awaited<ReturnType<Stack['gql']>> | undefined;
    const { requests: upstream } = await careApiRequestsDuring(stack, async () => {
      refused = await stack.gql(
        'staff',
        graphql(`
          query HttpEdgeMarkets {
            markets {
              id
              name
            }
          }
        `),
      );
    });
    expect(refused!.status).toBe(429);
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused!.body).toEqual({
      errors: [{ message: TRY_AGAIN_IN_SECONDS, extensions: { code: 'RATE_LIMITED' } }],
    });
    expect(refused!.headers.get('ratelimit')).toMatch(/r=0/);
    // A refused operation never reaches the Care API.
    expect(upstream).toEqual([]);

    const other = await stack.gql(
      'superadmin',
      graphql(`
        query HttpEdgeViewer4 {
          viewer {
            uid
          }
        }
      `),
    );
    expect(other.status).toBe(200);
    expect(other.body.data!.viewer.uid).toBe('superadmin');
  });

  it('counts a fresh token of the same user against the same budget', async () => {
    const fresh = await stack.token('staff', { fresh: true });
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fresh}` },
      body: JSON.stringify({ query: '{ viewer { uid } }' }),
    });
    expect(res.status).toBe(429);
  });

  it('gives each user their own file-route budget', async () => {
    const get = async (persona: string) => {
      const res = await fetch(`${stack.gatewayUrl}/files/dnc/report`, {
        headers: { authorization: `Bearer ${await stack.token(persona)}` },
      });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
    };
    // Within budget the route answers as its policy says (the file, or 403 for staff); past it, 429.
    for (let i = 0; i < FILES_BUDGET; i++) expect((await get('staff')).status).not.toBe(429);
    const refused = await get('staff');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toEqual({ message: TOO_MANY_REQUESTS, code: 'RATE_LIMITED' });
    expect((await get('superadmin')).status).toBe(200);
  });

  it('counts unsigned requests per client address, and never limits probes, static files or /config.json', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const anonymous = (address: string) =>
      stack.gql(
        null,
        graphql(`
          query HttpEdgeHealth4 {
            health
          }
        `),
        undefined,
        { headers: from(address) },
      );
    for (let i = 0; i < OPERATIONS_BUDGET; i++) expect((await anonymous('203.0.113.7')).status).toBe(200);
    const refused = await anonymous('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body.errors![0].extensions!.code).toBe('RATE_LIMITED');
    // Another address, and a signed-in user behind the same address, still have their budgets.
    expect((await anonymous('203.0.113.8')).status).toBe(200);
    expect(
      (
        await stack.gql(
          'cd',
          graphql(`
            query HttpEdgeViewer5 {
              viewer {
                uid
              }
            }
          `),
          undefined,
          { headers: from('203.0.113.7') },
        )
      ).status,
    ).toBe(200);

    for (const path of ['/healthz', '/readyz', '/config.json', '/assets/app.js']) {
      for (let i = 0; i < OPERATIONS_BUDGET + 2; i++) {
        const res = await fetch(`${stack.gatewayUrl}${path}`, { headers: from('203.0.113.7') });
        await res.arrayBuffer();
        expect(res.status, path).toBe(200);
      }
    }
  });
});
