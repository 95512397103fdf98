/**
 * A whole Luminate stack for tests: an in-memory sandbox (Care API + identity provider) and a
 * gateway pointed at it, both on ephemeral loopback ports so test files can start their own
 * stacks in parallel. Tests talk to the gateway exactly as the browser does (HTTP + graphql-ws
 * with a bearer token) and may look behind it through the sandbox's request log and database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import type { GraphQLFormattedError } from 'graphql';
import { startSandbox } from '../../sandbox/src/index.ts';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { startGateway, type StartOptions } from '../../gateway/src/index.ts';
import type { TypedDocumentString } from '../generated/graphql.ts';

/** Where the suite keeps its seeded-database copies (shared by the test files of one machine). */
export const SEED_SNAPSHOTS = join(tmpdir(), 'luminate-seed-snapshots');

/** Every sandbox persona signs in with this password. */
export const PERSONA_PASSWORD = 'luminate-sandbox';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

export interface StackOptions {
  /** Fraction of the full sandbox data set to seed; small keeps start-up fast. */
  seedScale?: number;
  /** NODE_ENV given to the gateway (production turns on the production security defaults). */
  nodeEnv?: string;
  /** Extra gateway environment (e.g. limits under test); wins over the defaults. */
  gatewayEnv?: Record<string, string | undefined>;
  /** Where the gateway's log lines go instead of stdout (with a LOG_LEVEL in `gatewayEnv`). */
  gatewayLog?: StartOptions['logDestination'];
}

/** A GraphQL-over-HTTP answer's JSON: `R` is the operation's result type (`unknown` for a plain-text document). */
export interface GqlBody<R = unknown> {
  data?: R | null;
  errors?: GraphQLFormattedError[];
  extensions?: Record<string, unknown>;
}

/** The variables a typed document takes (e.g. a helper's parameter: `VariablesOf<typeof PAGE>['filters']`). */
export type VariablesOf<D> = D extends TypedDocumentString<unknown, infer V> ? V : never;
/** The data a typed document answers. */
export type ResultOf<D> = D extends TypedDocumentString<infer R, never> ? R : never;

export interface GqlResponse<R = unknown> {
  status: number;
  /** The parsed JSON object; empty when the answer is not a JSON object (see `text`). */
  body: GqlBody<R>;
  /** The answer's raw text (e.g. a proxy or framework error page that is not JSON). */
  text: string;
  headers: Headers;
}

/**
 * A document for `gql`: a typed document from `graphql(\`…\`)` (tests/generated), whose answer
 * and variables are typed, or plain text (a document sent to be rejected), answered as `unknown`.
 */
export interface GqlOperation {
  <R, V>(
    persona: string | null,
    query: TypedDocumentString<R, V>,
    variables?: V,
    opts?: { headers?: Record<string, string> },
  ): Promise<GqlResponse<R>>;
  (
    persona: string | null,
    query: string,
    variables?: Record<string, unknown>,
    opts?: { headers?: Record<string, string> },
  ): Promise<GqlResponse>;
}

export interface Stack {
  gatewayUrl: string;
  sandboxUrl: string;
  issuer: string;
  /** An access token for a persona, cached per persona unless `fresh` is asked for. */
  token(persona: string, opts?: { fresh?: boolean }): Promise<string>;
  /** POSTs a GraphQL operation to the gateway; `persona` null sends no Authorization header. */
  gql: GqlOperation;
  /**
   * POSTs any GraphQL-over-HTTP body (e.g. a persisted query's hash without its text) to /graphql;
   * `R` is the result type the caller expects (unchecked: `unknown` unless given).
   */
  postGraphql<R = unknown>(
    persona: string | null,
    operation: Record<string, unknown>,
    opts?: { headers?: Record<string, string> },
  ): Promise<GqlResponse<R>>;
  /** A graphql-ws client on the gateway's /graphql; closed with the stack. */
  ws(persona: string | null): Client;
  /** Requests the Care API received (the gateway's upstream traffic). */
  upstreamRequests: Sandbox['requests'];
  /** The gateway's metrics listener (GET /metrics), when `gatewayEnv` sets METRICS_PORT. */
  metricsUrl?: string;
  /** The gateway's audit trail file (JSON lines) for this stack. */
  auditLogFile: string;
  /** The sandbox database, for asserting state a mutation left behind. */
  db: Sandbox['db'];
  /** The whole in-process sandbox (e.g. `sandbox.hub.kill()` / `start()` / `stats()`, `callListEvents`). */
  sandbox: Sandbox;
  close(): Promise<void>;
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const sandbox = await startSandbox({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    seedScale: opts.seedScale ?? 0.05,
    // Each scale is seeded once per run of the suite; later stacks load a copy of that database.
    seedSnapshots: SEED_SNAPSHOTS,
    log: false,
    hubPort: 0,
  });

  // Each stack keeps its own audit trail, removed with the stack.
  const auditDir = mkdtempSync(join(tmpdir(), 'luminate-audit-'));
  const auditLogFile = join(auditDir, 'audit.jsonl');

  let gateway: Awaited<ReturnType<typeof startGateway>>;
  try {
    gateway = await startGateway(
      {
        PORT: '0',
        CARE_API_URL: sandbox.url,
        OIDC_ISSUER: sandbox.issuer,
        OIDC_AUDIENCE: 'luminate-api',
        CALL_LIST_HUB_URL: sandbox.hub.url,
        // The sandbox serves the embedded analytics workbooks too.
        ANALYTICS_EMBED_ORIGIN: sandbox.url,
        NODE_ENV: opts.nodeEnv ?? 'test',
        // Test files post documents of their own; the trusted-documents tests and the browser stacks require them.
        TRUSTED_DOCUMENTS: 'open',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        AUDIT_LOG_FILE: auditLogFile,
        // Test files ask far more per minute than a person does; the rate-limit tests set their own budget.
        RATE_LIMIT_OPERATIONS: '1000000',
        RATE_LIMIT_FILES: '1000000',
        // A test's stop needs no readiness grace (production stacks would otherwise wait 5 s).
        DRAIN_GRACE_MS: '0',
        ...opts.gatewayEnv,
      },
      { logDestination: opts.gatewayLog },
    );
  } catch (error) {
    await sandbox.close();
    throw error;
  }

  const gatewayUrl = gateway.url.replace(/\/$/, '');
  const graphqlUrl = `${gatewayUrl}/graphql`;
  const tokens = new Map<string, Promise<string>>();
  const clients = new Set<Client>();

  const token = (persona: string, tokenOpts: { fresh?: boolean } = {}): Promise<string> => {
    const cached = tokens.get(persona);
    if (cached && !tokenOpts.fresh) return cached;
    const pending = getToken({ issuer: sandbox.issuer, username: persona, password: PERSONA_PASSWORD });
    // A failed sign-in must not poison the cache for the next attempt.
    pending.catch(() => tokens.delete(persona));
    tokens.set(persona, pending);
    return pending;
  };

  const postGraphql = async <R = unknown>(
    persona: string | null,
    operation: Record<string, unknown>,
    gqlOpts: { headers?: Record<string, string> } = {},
  ): Promise<GqlResponse<R>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...gqlOpts.headers };
    if (persona) headers.authorization = `Bearer ${await token(persona)}`;
    const res = await fetch(graphqlUrl, { method: 'POST', headers, body: JSON.stringify(operation) });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (e.g. a proxy or framework error page): the assertion reads `text`.
    }
    // The gateway's answers follow the operation's result type; only their JSON shape is checked here.
    const body = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as GqlBody<R>) : {};
    return { status: res.status, body, text, headers: res.headers };
  };
  const gql: GqlOperation = (
    persona: string | null,
    query: string | TypedDocumentString<unknown, unknown>,
    variables?: unknown,
    gqlOpts?: { headers?: Record<string, string> },
  ) => postGraphql(persona, { query: query.toString(), variables }, gqlOpts);

  const ws = (persona: string | null): Client => {
    const client = createClient({
      url: graphqlUrl.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      lazy: true,
      retryAttempts: 0,
      connectionParams: async () => (persona ? { authorization: `Bearer ${await token(persona)}` } : {}),
    });
    clients.add(client);
    return client;
  };

  let closed: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closed ??= (async () => {
      await Promise.allSettled([...clients].map(async (c) => c.dispose()));
      try {
        await gateway.close();
      } finally {
        await sandbox.close();
        rmSync(auditDir, { recursive: true, force: true });
      }
    })();
    return closed;
  };

  return {
    gatewayUrl,
    sandboxUrl: sandbox.url.replace(/\/$/, ''),
    issuer: sandbox.issuer,
    token,
    gql,
    postGraphql,
    ws,
    upstreamRequests: sandbox.requests,
    metricsUrl: gateway.metricsUrl,
    auditLogFile,
    db: sandbox.db,
    sandbox,
    close,
  };
}
