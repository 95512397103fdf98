/**
 * Helpers for the live approval queue tests: a graphql-ws subscriber that records every update
 * (page and tab counts) and error it receives, with the time each arrived, and can wait for a
 * condition; and the gateway's change-feed state from /readyz.
 */
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { conditionWaiters } from './condition-waiters.ts';
import { graphqlErrorsIn } from './subscription-errors.ts';
import { graphql } from '../../generated/gql.ts';

export const DNC_QUEUE_SUBSCRIPTION = `
  subscription LiveDnc($tab: DncTab!, $mine: Boolean, $filters: [DncRequestFilter!], $take: Int) {
    dncQueue(tab: $tab, mine: $mine, filters: $filters, take: $take) {
      page { totalCount pageInfo { hasNextPage hasPreviousPage } nodes { id tab viewerCan { approve decide { allowed reason } } } }
      tabCounts { tab count mine }
    }
  }`;

export const DNC_PAGE_QUERY = graphql(`
  query Dnc($tab: DncTab!, $mine: Boolean, $filters: [DncRequestFilter!], $take: Int) {
    dncRequests(tab: $tab, mine: $mine, filters: $filters, take: $take) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
      }
      nodes {
        id
        tab
        viewerCan {
          approve
          decide {
            allowed
            reason
          }
        }
      }
    }
    dncTabCounts {
      tab
      count
      mine
    }
  }
`);

export const DEATTRIBUTION_QUEUE_SUBSCRIPTION = `
  subscription LiveDeattribution($tab: DeattributionTab!, $take: Int) {
    eligibilityChangeQueue(tab: $tab, take: $take) {
      page { totalCount nodes { id status } }
      tabCounts { tab count }
    }
  }`;

export interface QueueUpdate {
  page: { totalCount: number; nodes: Array<{ id: string; viewerCan?: { approve?: boolean } } & Record<string, unknown>> };
  tabCounts: Array<{ tab: string; count: number; mine?: number | null }>;
}

export interface QueueSubscriber {
  updates: QueueUpdate[];
  /** performance.now() when each update arrived. */
  arrivedAt: number[];
  errors: Array<{ message: string; extensions?: { code?: string } }>;
  completed: boolean;
  latest(): QueueUpdate | undefined;
  /** Resolves once `check` holds for what was received; rejects after `timeoutMs`. */
  waitFor(check: (s: QueueSubscriber) => boolean, timeoutMs?: number, what?: string): Promise<void>;
  dispose(): void;
}

/** A graphql-ws client on the gateway at `gatewayUrl`, signed in with `token` (none: no token). */
export function liveClient(gatewayUrl: string, token: string | null): Client {
  return createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: true,
    retryAttempts: 0,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Subscribes `query` on `client`; the subscription's single root field is the update. */
export function subscribeQueue(client: Client, query: string, variables: Record<string, unknown>, label = 'subscriber'): QueueSubscriber {
  const waiters = conditionWaiters();
  const { notify } = waiters;
  const sub: QueueSubscriber = {
    updates: [],
    arrivedAt: [],
    errors: [],
    completed: false,
    latest: () => sub.updates.at(-1),
    waitFor: (check, timeoutMs = 10_000, what = 'condition') =>
      waiters.until(
        () => check(sub),
        timeoutMs,
        () => `${label}: ${what} not met in ${timeoutMs} ms (${sub.updates.length} updates; errors ${JSON.stringify(sub.errors)})`,
      ),
    dispose: () => void client.dispose(),
  };
  client.subscribe<Record<string, QueueUpdate>>(
    { query, variables },
    {
      next: (message) => {
        const update = message.data ? Object.values(message.data)[0] : undefined;
        if (update) {
          sub.updates.push(update);
          sub.arrivedAt.push(performance.now());
        }
        if (message.errors) sub.errors.push(...(message.errors as QueueSubscriber['errors']));
        notify();
      },
      error: (error) => {
        const closed = error as { code?: unknown; reason?: unknown };
        const message =
          error instanceof Error ? error.message : typeof closed?.code === 'number' ? `socket closed ${closed.code}` : String(error);
        sub.errors.push(...(graphqlErrorsIn(error) ?? [{ message }]));
        notify();
      },
      complete: () => {
        sub.completed = true;
        notify();
      },
    },
  );
  return sub;
}

/** The count of one tab in an update's (or a query's) tab counts. */
export const countOf = (counts: QueueUpdate['tabCounts'], tab: string): number => counts.find((c) => c.tab === tab)?.count ?? NaN;

export interface ApprovalChangesState {
  transport: 'memory' | 'redis';
  reading: boolean;
  seq: number | null;
  published: number;
}

/** Whether this gateway reads the change feed, from /readyz. */
export async function approvalChangesState(gatewayUrl: string): Promise<ApprovalChangesState> {
  const res = await fetch(`${gatewayUrl}/readyz`);
  return ((await res.json()) as { approvalChanges: ApprovalChangesState }).approvalChanges;
}

/** Waits until `check` holds, polling every 100 ms; rejects after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what} not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
