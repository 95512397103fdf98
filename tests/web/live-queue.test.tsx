// @vitest-environment jsdom
/**
 * useLiveQueue (web/src/shared/approvals/use-live-queue.ts) with a real Apollo Client over msw and
 * a scripted live socket: it subscribes with the page query's own variables (and __typename
 * selected, so the cache can identify rows), writes each update as the answers of the page and
 * tab-count queries so the list and counts change with no list request, holds no subscription
 * while the page is hidden, and fetches the page and counts once when it is shown again.
 */
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { HttpResponse } from 'msw';
import type { Client, Sink } from 'graphql-ws';
import { AuthProvider } from '../../web/src/shared/auth/auth-context.tsx';
import { LiveSocketFactoryContext, type LiveSocketFactory } from '../../web/src/shared/lib/live-socket.ts';
import { useLiveQueue } from '../../web/src/shared/approvals/use-live-queue.ts';
import { DncRequestsDocument, DncTabCountsDocument, LiveDncQueueDocument } from '../../web/src/generated/graphql.ts';
import { signedInUserManager } from './call-list-harness.tsx';
import { installDomShims } from './support/dom-shims.ts';
import { api, createTestApolloClient, mockGatewayApi } from './support/mock-api.ts';

installDomShims();
const server = mockGatewayApi();

const employee = (id: string, fullName: string) => ({ __typename: 'EmployeeRef', id, fullName });

function dncRequest(id: string) {
  return {
    __typename: 'DncRequest',
    id,
    memberId: `7${id}`,
    member: {
      __typename: 'ApprovalMember',
      id: `7${id}`,
      aaneelId: `A${id}`,
      fullName: `Member ${id}`,
      communityId: '1.001',
      nextAppointmentAt: null,
    },
    reasonId: '0',
    reason: 'Clinical concern',
    requestedAt: '2025-03-01T15:00:00.000Z',
    requestedBy: employee('40', 'Riley Requester'),
    note: null,
    approvalType: 'CD',
    approved: null,
    result: 'Pending',
    handledBy: null,
    handledAt: null,
    handlerNote: null,
    isReturn: false,
    tab: 'CD',
    assignedEmployees: [employee('5', 'Casey Director')],
    viewerCan: {
      __typename: 'DncRequestCapabilities',
      approve: true,
      reject: true,
      decide: { __typename: 'Capability', allowed: true, reason: null },
    },
  };
}

const counts = (cd: number, history: number) => [
  { __typename: 'DncTabCount', tab: 'CD', count: cd, mine: cd },
  { __typename: 'DncTabCount', tab: 'OM', count: 0, mine: null },
  { __typename: 'DncTabCount', tab: 'HISTORY', count: history, mine: null },
];

const page = (ids: string[]) => ({ __typename: 'DncRequestPage', totalCount: ids.length, nodes: ids.map(dncRequest) });

/** The gateway as msw, counting the operations sent by name. */
function serve(ids: string[], history = 0) {
  const sent: string[] = [];
  server.use(
    api.query('DncRequests', () => {
      sent.push('DncRequests');
      return HttpResponse.json({ data: { dncRequests: page(ids) } });
    }),
    api.query('DncTabCounts', () => {
      sent.push('DncTabCounts');
      return HttpResponse.json({ data: { dncTabCounts: counts(ids.length, history) } });
    }),
    api.query('LiveDncQueuePage', () => {
      sent.push('LiveDncQueuePage');
      return HttpResponse.json({ data: { dncRequests: page(ids) } });
    }),
    api.query('LiveDncQueueCounts', () => {
      sent.push('LiveDncQueueCounts');
      return HttpResponse.json({ data: { dncTabCounts: counts(ids.length, history) } });
    }),
  );
  return { sent, set: (next: string[], nextHistory: number) => ((ids = next), (history = nextHistory)) };
}

interface Subscription {
  query: string;
  variables: Record<string, unknown>;
  sink: Sink;
  closed: boolean;
}

/** Live sockets whose subscriptions the test sees and feeds. */
function scriptedSockets() {
  const subscriptions: Subscription[] = [];
  let disposed = 0;
  const factory: LiveSocketFactory = () =>
    ({
      on: () => () => undefined,
      subscribe(payload: { query: string; variables: Record<string, unknown> }, sink: Sink) {
        const sub: Subscription = { query: payload.query, variables: payload.variables, sink, closed: false };
        subscriptions.push(sub);
        return () => {
          sub.closed = true;
        };
      },
      terminate: () => undefined,
      dispose: () => {
        disposed += 1;
        return Promise.resolve();
      },
    }) as unknown as Client;
  return { factory, subscriptions, disposed: () => disposed, open: () => subscriptions.filter((s) => !s.closed) };
}

const VARIABLES = { tab: 'CD' as const, mine: true, filters: [], sort: [], skip: 0, take: 20 };

/** A table the way the dashboards use the hook: its page query, the tab counts, and the live queue. */
function LiveTable() {
  const { data } = useQuery(DncRequestsDocument, { variables: VARIABLES });
  const { data: tabCounts } = useQuery(DncTabCountsDocument);
  useLiveQueue(LiveDncQueueDocument, { ...VARIABLES });
  return (
    <div>
      <p>CD ({tabCounts?.dncTabCounts.find((c) => c.tab === 'CD')?.count ?? '…'})</p>
      <p>History ({tabCounts?.dncTabCounts.find((c) => c.tab === 'HISTORY')?.count ?? '…'})</p>
      <ul aria-label="requests">
        {data?.dncRequests.nodes.map((r) => (
          <li key={r.id}>{r.member.fullName}</li>
        ))}
      </ul>
    </div>
  );
}

async function renderTable(factory: LiveSocketFactory) {
  const userManager = await signedInUserManager('dncmanager');
  return render(
    <AuthProvider userManager={userManager}>
      <ApolloProvider client={createTestApolloClient()}>
        <LiveSocketFactoryContext.Provider value={factory}>
          <LiveTable />
        </LiveSocketFactoryContext.Provider>
      </ApolloProvider>
    </AuthProvider>,
  );
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('useLiveQueue', () => {
  it('writes each update into the page and tab counts, with no list request', async () => {
    const { sent } = serve(['11', '12', '13']);
    const live = scriptedSockets();
    await renderTable(live.factory);
    await screen.findByText('Member 12');
    await waitFor(() => expect(live.open()).toHaveLength(1));
    const [sub] = live.open();
    expect(sub.query).toMatch(/dncQueue\(/);
    expect(sub.query).toMatch(/__typename/);
    expect(sub.variables).toEqual(VARIABLES);
    const before = [...sent];

    act(() => {
      sub.sink.next({ data: { dncQueue: { __typename: 'DncQueueUpdate', page: page(['11', '13']), tabCounts: counts(2, 1) } } });
    });
    await waitFor(() => expect(screen.queryByText('Member 12')).toBeNull());
    expect(screen.getByText('Member 13')).toBeTruthy();
    expect(screen.getByText('CD (2)')).toBeTruthy();
    expect(screen.getByText('History (1)')).toBeTruthy();

    // A row added by someone else enters the same way.
    act(() => {
      sub.sink.next({ data: { dncQueue: { __typename: 'DncQueueUpdate', page: page(['11', '13', '14']), tabCounts: counts(3, 1) } } });
    });
    await screen.findByText('Member 14');
    expect(screen.getByText('CD (3)')).toBeTruthy();
    expect(sent).toEqual(before);
  });

  it('holds no subscription while the page is hidden, and fetches once when it shows again', async () => {
    const gateway = serve(['21', '22']);
    const live = scriptedSockets();
    await renderTable(live.factory);
    await screen.findByText('Member 22');
    await waitFor(() => expect(live.open()).toHaveLength(1));

    setVisibility('hidden');
    await waitFor(() => expect(live.open()).toHaveLength(0));
    expect(live.disposed()).toBeGreaterThan(0);

    // Decided elsewhere while hidden: nothing told this page.
    gateway.set(['21'], 1);
    const sentBefore = gateway.sent.length;
    setVisibility('visible');
    await waitFor(() => expect(live.open()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Member 22')).toBeNull());
    expect(screen.getByText('CD (1)')).toBeTruthy();
    // The table's own queries run again (the gateway's trusted documents), nothing built at run time.
    expect(gateway.sent.slice(sentBefore).sort()).toEqual(['DncRequests', 'DncTabCounts']);
  });
});
