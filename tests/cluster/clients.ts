/**
 * Clients of the cluster test, as a browser tab or a script behaves towards nginx: GraphQL over
 * HTTP with a bearer token (a failed query is sent again once, as a user or a script would), live
 * subscriptions over graphql-ws that reconnect and resubscribe when their socket closes, and a
 * steady query load that counts every answer.
 */
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { PERSONA_PASSWORD, type GqlBody } from '../support/stack.ts';
import { conditionWaiters } from '../gateway/support/condition-waiters.ts';
import { graphqlErrorsIn, type SubscriptionError } from '../gateway/support/subscription-errors.ts';
import type { TypedDocumentString } from '../generated/graphql.ts';

export interface Answer<R> {
  status: number;
  body: GqlBody<R>;
}

/** True for an answer a client would use: HTTP 200 with data and no error. */
export const succeeded = (answer: Answer<unknown>) => answer.status === 200 && answer.body.data != null && !answer.body.errors;

export interface Follower<T> {
  /** Every update received, in order. */
  updates: T[];
  errors: SubscriptionError[];
  /** How many times its socket was opened (1 + reconnections). */
  connections: number;
  latest(): T | undefined;
  waitFor(check: (f: Follower<T>) => boolean, timeoutMs: number, what: string): Promise<void>;
  dispose(): void;
}

export interface ClusterClients {
  token(persona: string): Promise<string>;
  /** One POST of `query` to /graphql at `baseUrl` (nginx, or one replica). */
  gql<R, V>(baseUrl: string, persona: string, query: TypedDocumentString<R, V>, variables: V, requestId?: string): Promise<Answer<R>>;
  /** Like `gql` through nginx, sent a second time when the first answer is not a success; throws when that fails too. */
  query<R, V>(persona: string, query: TypedDocumentString<R, V>, variables: V): Promise<R>;
  /** A live subscription through nginx whose single root field is the update. */
  follow<T>(persona: string, query: string, variables: Record<string, unknown>, label: string): Follower<T>;
  disposeAll(): void;
}

export function clusterClients(nginxUrl: string, issuer: string): ClusterClients {
  const tokens = new Map<string, Promise<string>>();
  const clients = new Set<Client>();

  const token = (persona: string): Promise<string> => {
    let pending = tokens.get(persona);
    if (!pending) {
      pending = getToken({ issuer, username: persona, password: PERSONA_PASSWORD });
      tokens.set(persona, pending);
    }
    return pending;
  };

  async function gql<R, V>(
    baseUrl: string,
    persona: string,
    query: TypedDocumentString<R, V>,
    variables: V,
    requestId?: string,
  ): Promise<Answer<R>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${await token(persona)}` };
    if (requestId) headers['x-request-id'] = requestId;
    try {
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: query.toString(), variables }),
      });
      const text = await res.text();
      let body: GqlBody<R> = {};
      try {
        // The gateway answers in the document's result shape; nginx's own error pages are not JSON.
        body = JSON.parse(text) as GqlBody<R>;
      } catch {
        body = {};
      }
      return { status: res.status, body };
    } catch {
      // The connection itself failed (status 0): what a browser reports as a network error.
      return { status: 0, body: {} };
    }
  }

  async function query<R, V>(persona: string, document: TypedDocumentString<R, V>, variables: V): Promise<R> {
    let answer = await gql(nginxUrl, persona, document, variables);
    if (!succeeded(answer)) answer = await gql(nginxUrl, persona, document, variables);
    if (!succeeded(answer) || answer.body.data == null) {
      throw new Error(`GraphQL failed twice (${answer.status}): ${JSON.stringify(answer.body.errors)}`);
    }
    return answer.body.data;
  }

  function follow<T>(persona: string, document: string, variables: Record<string, unknown>, label: string): Follower<T> {
    const waiters = conditionWaiters();
    const client = createClient({
      url: `${nginxUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      lazy: true,
      // A closed socket (a replica stopping with 1012, or gone: 1006) or a refused handshake:
      // connect again through nginx, which picks a replica that is up, and resubscribe.
      retryAttempts: 50,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(1000, 100 * 2 ** retries) * (0.5 + Math.random()))),
      connectionParams: async () => ({ authorization: `Bearer ${await token(persona)}` }),
    });
    clients.add(client);
    const follower: Follower<T> = {
      updates: [],
      errors: [],
      connections: 0,
      latest: () => follower.updates.at(-1),
      waitFor: (check, timeoutMs, what) =>
        waiters.until(
          () => check(follower),
          timeoutMs,
          () =>
            `${label}: ${what} not met in ${timeoutMs} ms (${follower.updates.length} updates, ${follower.connections} connections; errors ${JSON.stringify(follower.errors)})`,
        ),
      dispose: () => void client.dispose(),
    };
    client.on('connected', () => {
      follower.connections += 1;
      waiters.notify();
    });
    client.subscribe<Record<string, T>>(
      { query: document, variables },
      {
        next: (message) => {
          const update = message.data ? Object.values(message.data)[0] : undefined;
          if (update) follower.updates.push(update);
          if (message.errors) follower.errors.push(...(graphqlErrorsIn(message.errors) ?? []));
          waiters.notify();
        },
        error: (error) => {
          follower.errors.push(...(graphqlErrorsIn(error) ?? [{ message: error instanceof Error ? error.message : 'socket closed' }]));
          waiters.notify();
        },
        complete: () => waiters.notify(),
      },
    );
    return follower;
  }

  return {
    token,
    gql,
    query,
    follow,
    disposeAll: () => clients.forEach((c) => void c.dispose()),
  };
}

export interface LoadReport {
  /** Queries sent (each counted once, whether or not it needed its retry). */
  queries: number;
  /** Queries whose first answer was not a success, by that answer's HTTP status (0: no connection). */
  retried: Record<number, number>;
  /** Queries whose retry failed too. */
  failed: number;
  /** The slowest query, retry included, in ms. */
  slowestMs: number;
}

/**
 * A steady query load through nginx: `workers` loops, each sending one query as the next persona
 * of `personas` and waiting `pauseMs` before the next, until stopped. A query whose answer is not
 * a success is sent once more and counted; one that fails twice counts as failed.
 */
export function startLoad<R, V>(
  clients: ClusterClients,
  nginxUrl: string,
  document: TypedDocumentString<R, V>,
  variables: V,
  opts: { personas: readonly string[]; workers: number; pauseMs: number },
): { stop(): Promise<LoadReport> } {
  const report: LoadReport = { queries: 0, retried: {}, failed: 0, slowestMs: 0 };
  let running = true;
  let turn = 0;
  const worker = async () => {
    while (running) {
      const persona = opts.personas[turn++ % opts.personas.length];
      const started = performance.now();
      report.queries += 1;
      const first = await clients.gql(nginxUrl, persona, document, variables);
      if (!succeeded(first)) {
        report.retried[first.status] = (report.retried[first.status] ?? 0) + 1;
        if (!succeeded(await clients.gql(nginxUrl, persona, document, variables))) report.failed += 1;
      }
      report.slowestMs = Math.max(report.slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, opts.pauseMs));
    }
  };
  const workers = Array.from({ length: opts.workers }, worker);
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return report;
    },
  };
}
