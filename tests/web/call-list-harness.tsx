/**
 * What the Call List and Load Test component tests share: a signed-in oidc-client-ts session, the
 * app's providers, and an in-memory graphql-transport-ws server behind a WebSocket look-alike, so
 * the real graphql-ws client (with the app's reconnect policy) runs against it.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { graphql, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { Route, Router, Switch, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { AuthProvider } from '../../web/src/shared/auth/auth-context.tsx';
import { useViewer, ViewerProvider } from '../../web/src/shared/auth/viewer.tsx';
import { createLiveSocket, LiveSocketFactoryContext, type LiveSocketFactory } from '../../web/src/shared/lib/live-socket.ts';
import { createTestApolloClient } from './support/mock-api.ts';

export const TEST_TOKEN = 'test-access-token';

export interface ListEntry {
  memberId: string;
  aaneelId: string;
  fullName: string;
  points: number;
  primaryDriver: string | null;
  lastCallAttempt: string | null;
}

export function callList(campaignId: string, version: number, entries: ListEntry[]) {
  return {
    __typename: 'CallList',
    campaignId,
    listDate: '2025-03-14',
    version,
    generatedAt: '2025-03-14T15:04:05.000Z',
    size: entries.length,
    entries: entries.map((e) => ({ __typename: 'CallListEntry', ...e })),
  };
}

export function entry(n: number, overrides: Partial<ListEntry> = {}): ListEntry {
  return {
    memberId: String(1000 + n),
    aaneelId: `A${String(n).padStart(6, '0')}`,
    fullName: `Member ${n}`,
    points: 100 - n,
    primaryDriver: n % 2 ? 'Unengaged' : null,
    lastCallAttempt: n % 3 ? null : '2025-03-10T14:30:00.000Z',
    ...overrides,
  };
}

interface Subscription {
  socket: FakeSocket;
  id: string;
  campaignId: string;
  /** The list this subscriber was last sent (changes are computed from it). */
  held: ReturnType<typeof callList> | null;
}

type CallListShape = ReturnType<typeof callList>;

/** One Subscription.callListUpdates delivery as the fake gateway sends it. */
export interface UpdateShape {
  __typename: 'CallListUpdate';
  campaignId: string;
  version: number;
  previousVersion: number | null;
  listDate: string;
  generatedAt: string;
  size: number;
  list: CallListShape | null;
  removed: string[];
  placed: unknown[];
}

/** The whole list as a Subscription.callListUpdates delivery. */
export function wholeUpdate(list: CallListShape): UpdateShape {
  return {
    __typename: 'CallListUpdate',
    campaignId: list.campaignId,
    version: list.version,
    previousVersion: null,
    listDate: list.listDate,
    generatedAt: list.generatedAt,
    size: list.size,
    list,
    removed: [],
    placed: [],
  };
}

/**
 * The change from `held` to `list` as the gateway sends it: members gone, and members added or
 * changed at their new index; the whole list when the unchanged members were reordered.
 */
export function updateBetween(held: CallListShape | null, list: CallListShape): UpdateShape {
  if (!held) return wholeUpdate(list);
  const before = new Map(held.entries.map((e) => [e.memberId, JSON.stringify(e)]));
  const present = new Set(list.entries.map((e) => e.memberId));
  const placed = list.entries
    .map((entry, index) => ({ index, entry }))
    .filter(({ entry }) => before.get(entry.memberId) !== JSON.stringify(entry));
  const placedIds = new Set(placed.map((p) => p.entry.memberId));
  const keptNow = list.entries.filter((e) => !placedIds.has(e.memberId)).map((e) => e.memberId);
  const keptBefore = held.entries.filter((e) => present.has(e.memberId) && !placedIds.has(e.memberId)).map((e) => e.memberId);
  if (keptNow.join() !== keptBefore.join()) return wholeUpdate(list);
  return {
    ...wholeUpdate(list),
    previousVersion: held.version,
    list: null,
    removed: held.entries.filter((e) => !present.has(e.memberId)).map((e) => e.memberId),
    placed: placed.map((p) => ({ __typename: 'PlacedCallListEntry', ...p })),
  };
}

/** An in-memory gateway speaking graphql-transport-ws for Subscription.callListUpdates. */
export class FakeLiveServer {
  readonly sockets: FakeSocket[] = [];
  readonly subscriptions: Subscription[] = [];
  readonly lists = new Map<string, ReturnType<typeof callList>>();
  /** connection_init payloads received, in order. */
  readonly inits: unknown[] = [];
  /** While true, new sockets fail before opening (the gateway is down). */
  down = false;
  /** Errors to answer a subscription to a campaign with, instead of its list. */
  readonly refuse = new Map<string, { message: string; extensions: { code: string } }>();

  readonly Socket = makeSocketClass(this);

  /** The live-socket factory the pages get: the app's real one over this server's sockets. */
  readonly factory: LiveSocketFactory = (options) => createLiveSocket(options, this.Socket);

  get openSockets(): FakeSocket[] {
    return this.sockets.filter((s) => s.readyState === 1);
  }

  /** Publishes a new list of its campaign: each subscriber gets the change from the list it holds. */
  publish(list: ReturnType<typeof callList>): void {
    this.lists.set(list.campaignId, list);
    for (const sub of this.subscriptions) {
      if (sub.campaignId !== list.campaignId) continue;
      this.send(sub, updateBetween(sub.held, list));
      sub.held = list;
    }
  }

  /** Sends one update as it is (e.g. a change for a version the subscriber does not hold). */
  sendUpdate(campaignId: string, update: UpdateShape): void {
    for (const sub of this.subscriptions) if (sub.campaignId === campaignId) this.send(sub, update);
  }

  private send(sub: Subscription, update: UpdateShape): void {
    sub.socket.reply({ id: sub.id, type: 'next', payload: { data: { callListUpdates: update } } });
  }

  /** Drops every socket as a crashed gateway would (no close frame: 1006). */
  dropAll(): void {
    for (const socket of this.openSockets) socket.serverClose(1006);
  }

  onMessage(socket: FakeSocket, message: ClientMessage): void {
    if (message.type === 'connection_init') {
      this.inits.push(message.payload);
      socket.reply({ type: 'connection_ack' });
    } else if (message.type === 'subscribe') {
      const campaignId = subscribedCampaignId(message.payload);
      const refused = this.refuse.get(campaignId);
      if (refused) {
        socket.reply({ id: message.id, type: 'error', payload: [refused] });
        return;
      }
      const list = this.lists.get(campaignId) ?? null;
      const sub: Subscription = { socket, id: message.id!, campaignId, held: list };
      this.subscriptions.push(sub);
      if (list) this.send(sub, wholeUpdate(list));
    } else if (message.type === 'complete') {
      this.unsubscribe((s) => s.socket === socket && s.id === message.id);
    }
  }

  unsubscribe(match: (s: Subscription) => boolean): void {
    for (let i = this.subscriptions.length - 1; i >= 0; i -= 1) if (match(this.subscriptions[i])) this.subscriptions.splice(i, 1);
  }
}

/** A graphql-ws message from the client (connection_init, subscribe, complete, …). */
interface ClientMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

/** The campaign a subscribe message's variables name (`String(undefined)` when they name none). */
function subscribedCampaignId(payload: unknown): string {
  const variables = typeof payload === 'object' && payload !== null && 'variables' in payload ? payload.variables : undefined;
  return String(typeof variables === 'object' && variables !== null && 'campaignId' in variables ? variables.campaignId : undefined);
}

export interface FakeSocket {
  readyState: number;
  url: string;
  reply(message: unknown): void;
  serverClose(code: number): void;
}

/** A WebSocket look-alike (the parts graphql-ws uses); replies are asynchronous like a network's. */
function makeSocketClass(server: FakeLiveServer) {
  return class FakeWebSocket implements FakeSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readyState = 0;
    readonly protocol: string;
    onopen: ((event: unknown) => void) | null = null;
    onmessage: ((event: { data: string }) => void) | null = null;
    onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;

    constructor(
      readonly url: string,
      protocol: string,
    ) {
      this.protocol = protocol;
      server.sockets.push(this);
      queueMicrotask(() => {
        if (server.down) this.serverClose(1006);
        else {
          this.readyState = 1;
          this.onopen?.({});
        }
      });
    }

    send(data: string): void {
      if (this.readyState !== 1) return;
      server.onMessage(this, JSON.parse(data) as ClientMessage);
    }

    close(code = 1000, reason = ''): void {
      if (this.readyState >= 2) return;
      this.readyState = 2;
      server.unsubscribe((s) => s.socket === this);
      queueMicrotask(() => {
        this.readyState = 3;
        this.onclose?.({ code, reason, wasClean: true });
      });
    }

    reply(message: unknown): void {
      queueMicrotask(() => {
        if (this.readyState === 1) this.onmessage?.({ data: JSON.stringify(message) });
      });
    }

    serverClose(code: number): void {
      if (this.readyState === 3) return;
      this.readyState = 3;
      server.unsubscribe((s) => s.socket === this);
      queueMicrotask(() => this.onclose?.({ code, reason: '', wasClean: false }));
    }
  };
}

/** A user manager with a stored, unexpired session for `uid` (no network: nothing renews). */
export async function signedInUserManager(uid: string): Promise<UserManager> {
  const userManager = new UserManager({
    authority: 'http://idp.test/oidc',
    client_id: 'luminate-web',
    redirect_uri: 'http://luminate.test/auth/callback',
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
  await userManager.storeUser(
    new User({
      access_token: TEST_TOKEN,
      token_type: 'Bearer',
      profile: { sub: uid, iss: 'http://idp.test/oidc', aud: 'luminate-web', exp: 0, iat: 0, name: 'Alex Agent' },
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    }),
  );
  return userManager;
}

/** msw answer for the viewer record the shell loads before any page. */
export function serveViewer(server: SetupServer, uid: string, claims: string[] = []): void {
  server.use(
    graphql.query('Viewer', () =>
      HttpResponse.json({ data: { viewer: { __typename: 'Viewer', uid, name: 'Alex Agent', email: null, claims, employee: null } } }),
    ),
  );
}

/** Like the shell's route page: guarded pages render once the viewer record is in. */
function AfterViewer({ children }: { children: ReactNode }) {
  const { loading, viewer } = useViewer();
  return loading || !viewer ? null : <>{children}</>;
}

function LocationProbe() {
  // The in-memory location keeps a navigation's hash in its path.
  const [location] = useLocation();
  return <div data-testid="location">{location}</div>;
}

/** Renders a page at `path` with the app's providers and the fake live server's sockets. */
export async function renderLivePage(page: ReactNode, opts: { uid: string; live: FakeLiveServer; path: string }) {
  const userManager = await signedInUserManager(opts.uid);
  const client = createTestApolloClient();
  return render(
    <ChakraProvider value={defaultSystem}>
      <AuthProvider userManager={userManager}>
        <ApolloProvider client={client}>
          <ViewerProvider>
            <LiveSocketFactoryContext.Provider value={opts.live.factory}>
              <Router hook={memoryLocation({ path: opts.path }).hook}>
                <Switch>
                  <Route path={opts.path}>
                    <AfterViewer>{page}</AfterViewer>
                  </Route>
                  <Route>
                    <LocationProbe />
                  </Route>
                </Switch>
              </Router>
            </LiveSocketFactoryContext.Provider>
          </ViewerProvider>
        </ApolloProvider>
      </AuthProvider>
    </ChakraProvider>,
  );
}
