/**
 * Helpers for the live call-list tests: a graphql-ws subscriber of Subscription.callList that
 * records what it receives and can wait for a condition, a Care API LogCall with a persona's
 * token, and the gateway's hub counters from /readyz.
 */
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import type { Stack } from '../../support/stack.ts';
import { conditionWaiters } from './condition-waiters.ts';
import { graphqlErrorsIn } from './subscription-errors.ts';

export const CALL_LIST_SUBSCRIPTION = `
  subscription LiveCallList($campaignId: ID!) {
    callList(campaignId: $campaignId) { campaignId version size entries { memberId points } }
  }`;

export interface LiveList {
  campaignId: number;
  version: number;
  size: number;
  entries: Array<{ memberId: string; points: number }>;
}

export interface LiveSubscriber {
  lists: LiveList[];
  errors: Array<{ message: string; extensions?: { code?: string } }>;
  completed: boolean;
  /** Date.now() when the first error arrived; null until then. */
  erroredAt: number | null;
  latest(): LiveList | undefined;
  /** Resolves once `check` holds for what was received; rejects after `timeoutMs`. */
  waitFor(check: (s: LiveSubscriber) => boolean, timeoutMs?: number, what?: string): Promise<void>;
  dispose(): void;
}

/** A graphql-ws client on the gateway that authenticates with exactly this token. */
export function wsWithToken(stack: Stack, token: string): Client {
  return createClient({
    url: `${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: true,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${token}` },
  });
}

/** Subscribes as `persona` (its cached token), or with `opts.token` on a connection of its own. */
export function subscribeCallList(
  stack: Stack,
  persona: string,
  campaignId: number | string,
  opts: { token?: string } = {},
): LiveSubscriber {
  const client = opts.token ? wsWithToken(stack, opts.token) : stack.ws(persona);
  const waiters = conditionWaiters();
  const { notify } = waiters;
  const sub: LiveSubscriber = {
    lists: [],
    errors: [],
    completed: false,
    erroredAt: null,
    latest: () => sub.lists.at(-1),
    waitFor: (check, timeoutMs = 10_000, what = 'condition') =>
      waiters.until(
        () => check(sub),
        timeoutMs,
        () =>
          `${persona}: ${what} not met in ${timeoutMs} ms (versions ${sub.lists.map((l) => l.version).join(',')}; errors ${JSON.stringify(sub.errors)})`,
      ),
    dispose: () => void client.dispose(),
  };
  client.subscribe<{ callList: LiveList }>(
    { query: CALL_LIST_SUBSCRIPTION, variables: { campaignId: String(campaignId) } },
    {
      next: (message) => {
        if (message.data?.callList) sub.lists.push(message.data.callList);
        if (message.errors) {
          sub.erroredAt ??= Date.now();
          sub.errors.push(...(message.errors as LiveSubscriber['errors']));
        }
        notify();
      },
      error: (error) => {
        sub.erroredAt ??= Date.now();
        const closed = error as { code?: unknown; reason?: unknown };
        const message =
          error instanceof Error
            ? error.message
            : typeof closed?.code === 'number'
              ? `socket closed ${closed.code} ${typeof closed.reason === 'string' ? closed.reason : ''}`.trim()
              : String(error);
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

/** Logs a call straight at the Care API (what the hub reacts to), as `persona`. */
export async function logCallAtCareApi(stack: Stack, persona: string, campaignId: number, memberId: number | string): Promise<void> {
  const res = await fetch(`${stack.sandboxUrl}/api/Campaigns/${campaignId}/LogCall?memberId=${memberId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await stack.token(persona)}` },
  });
  if (res.status !== 200) throw new Error(`LogCall answered ${res.status}: ${await res.text()}`);
}

/** The Care API's current list of a campaign, as `persona`. */
export async function careApiCallList(
  stack: Stack,
  persona: string,
  campaignId: number,
): Promise<{ version: number; entries: Array<{ memberId: number }> }> {
  const res = await fetch(`${stack.sandboxUrl}/api/Campaigns/${campaignId}/CallList`, {
    headers: { authorization: `Bearer ${await stack.token(persona)}` },
  });
  if (res.status !== 200) throw new Error(`CallList answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { version: number; entries: Array<{ memberId: number }> };
}

export interface GatewayHubCounters {
  connections: number;
  connected: number;
  subscribers: number;
  reconnects: number;
  executions: number;
  serialisations: number;
  deliveries: number;
}

/** The gateway's hub pool and shared-subscription counters (from /readyz). */
export async function gatewayHubCounters(stack: Stack): Promise<GatewayHubCounters> {
  const res = await fetch(`${stack.gatewayUrl}/readyz`);
  const body = (await res.json()) as { callListHub: GatewayHubCounters };
  return body.callListHub;
}

/** Polls until `check` holds (for counters that settle asynchronously, e.g. closed connections). */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not met in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const memberIds = (list: { entries: Array<{ memberId: string | number }> } | undefined) =>
  (list?.entries ?? []).map((e) => String(e.memberId));
