/**
 * The web app's live socket (shared/lib/live-socket.ts, with the app's reconnect policy) while the
 * replica it is connected to is rolled: two real graphql-ws servers on real `ws` servers behind a
 * TCP load balancer that sends each new connection to the next replica that accepts it (nginx's
 * proxy_next_upstream). The first replica stops as the gateway does (WebSockets closed with 1012
 * Service Restart, listener closed): the client reconnects at once, without a wait the page would
 * show as a countdown, subscribes again on the other replica and takes its whole list, with no
 * error reaching the page. The gateway's side of the same roll is tests/gateway/drain.test.ts.
 */
import { createServer, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
// graphql-ws names its server adapter like a React hook; it is none.
import { useServer as serveGraphqlWs } from 'graphql-ws/use/ws';
import { buildSchema } from 'graphql';
import { afterEach, expect, it } from 'vitest';
import { createLiveSocket, subscribeLive, type LiveSocketEvent } from '../../web/src/shared/lib/live-socket.ts';
import { applyCallListUpdate } from '../../web/src/features/call-list/call-list-updates.ts';
import { CallListLiveDocument, type CallListViewFragment } from '../../web/src/generated/graphql.ts';
import { conditionWaiters } from '../gateway/support/condition-waiters.ts';
import { callList, entry, wholeUpdate } from './call-list-harness.tsx';

/** The part of the graph the live call list selects. */
const schema = buildSchema(`
  type Query { ok: Boolean }
  type CallListEntry { memberId: ID! aaneelId: String! fullName: String! points: Int! primaryDriver: String lastCallAttempt: String }
  type CallList { campaignId: ID! listDate: String! version: Int! generatedAt: String! size: Int! entries: [CallListEntry!]! }
  type PlacedEntry { index: Int! entry: CallListEntry! }
  type CallListUpdate {
    campaignId: ID! version: Int! previousVersion: Int listDate: String! generatedAt: String! size: Int!
    list: CallList removed: [ID!]! placed: [PlacedEntry!]!
  }
  type Subscription { callListUpdates(campaignId: ID!): CallListUpdate! }
`);

interface Replica {
  url: string;
  subscribes: number;
  /** Stops as the gateway does: every WebSocket closed with 1012, then the listener. */
  stop(): Promise<void>;
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.allSettled(closers.splice(0).map((close) => close()));
});

const listen = async (server: Server | TcpServer) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

/** A replica whose call list is at `version`: each subscription gets that whole list, then waits. */
async function replica(version: number, entries: number[]): Promise<Replica> {
  const http = createServer();
  const wss = new WebSocketServer({ server: http, path: '/graphql' });
  const state = { subscribes: 0 };
  serveGraphqlWs(
    {
      schema,
      roots: {
        subscription: {
          callListUpdates: async function* ({ campaignId }: { campaignId: string }) {
            state.subscribes++;
            yield {
              callListUpdates: wholeUpdate(
                callList(
                  campaignId,
                  version,
                  entries.map((n) => entry(n)),
                ),
              ),
            };
            await new Promise(() => undefined);
          },
        },
      },
    },
    wss,
  );
  const port = await listen(http);
  const stop = async () => {
    for (const client of wss.clients) client.close(1012, 'Service Restart');
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    if (http.listening) await new Promise((resolve) => http.close(resolve));
  };
  closers.push(stop);
  return {
    url: `http://127.0.0.1:${port}`,
    get subscribes() {
      return state.subscribes;
    },
    stop,
  };
}

/** Each new connection goes to the next replica in turn, and on to the one after when it is refused. */
async function balancer(replicas: Replica[]) {
  let next = 0;
  const routed: string[] = [];
  const server = createTcpServer((client) => {
    client.on('error', () => undefined);
    const attempt = (tries: number) => {
      if (tries >= replicas.length) return client.destroy();
      const { url } = replicas[next++ % replicas.length];
      const upstream = connect(Number(new URL(url).port), '127.0.0.1');
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        routed.push(url);
        client.pipe(upstream).pipe(client);
      });
      upstream.on('error', () => (connected ? client.destroy() : attempt(tries + 1)));
      upstream.on('close', () => client.destroy());
    };
    attempt(0);
  });
  const port = await listen(server);
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `ws://127.0.0.1:${port}/graphql`, routed };
}

it('reconnects to the next replica at once after a 1012 close and shows its whole list, with no error', async () => {
  const first = await replica(1, [1, 2, 3]);
  // The list moved on while the client was away: the other replica holds version 2.
  const second = await replica(2, [2, 3, 4]);
  const lb = await balancer([first, second]);

  const events: LiveSocketEvent[] = [];
  const client = createLiveSocket(
    { url: lb.url, authorization: () => Promise.resolve('Bearer token'), onEvent: (event) => events.push(event) },
    WebSocket,
  );
  closers.push(() => client.dispose() as Promise<void>);
  const waiters = conditionWaiters();
  let held: CallListViewFragment | null = null;
  const failures: unknown[] = [];
  let completed = false;
  subscribeLive(
    client,
    CallListLiveDocument,
    { campaignId: '123' },
    {
      next: ({ callListUpdates }) => {
        const applied = applyCallListUpdate(held, callListUpdates);
        if (applied.kind === 'gap') failures.push(new Error(`gap at version ${callListUpdates.version}`));
        else held = applied.list;
        waiters.notify();
      },
      error: (error) => {
        failures.push(error);
        waiters.notify();
      },
      complete: () => (completed = true),
    },
  );
  const until = (check: () => boolean, what: string) =>
    waiters.until(check, 5_000, () => `${what} not met (events ${JSON.stringify(events)}, failures ${String(failures)})`);

  await until(() => held?.version === 1, 'first list');
  expect(lb.routed).toEqual([first.url]);
  const sinceStop = events.length;

  await first.stop();
  await until(() => held?.version === 2, 'list of the other replica');

  expect(lb.routed).toEqual([first.url, second.url]);
  expect(second.subscribes).toBe(1);
  expect(held!.entries.map((e) => e.memberId)).toEqual(['1002', '1003', '1004']);
  const after = events.slice(sinceStop);
  expect(after.find((e) => e.type === 'closed')).toEqual({ type: 'closed', code: 1012 });
  // One retry, at once: the page reads a wait of 0 as "connecting", never a reconnect countdown.
  expect(after.filter((e) => e.type === 'waiting')).toEqual([expect.objectContaining({ attempt: 0, delayMs: 0 })]);
  expect(after.filter((e) => e.type === 'connected')).toHaveLength(1);
  expect(failures).toEqual([]);
  expect(completed).toBe(false);
});
