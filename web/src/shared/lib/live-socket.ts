/**
 * Live GraphQL subscriptions over graphql-ws on the gateway's same-origin /graphql, with the
 * call-list reconnect policy (waits 0, 2, 10, 30 s, then 30 s for as long as it
 * takes). Used by the Call List page and the Load Test page.
 */
import { createContext, useCallback, useContext } from 'react';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@apollo/client';
import { CALL_LIST_RECONNECT_DELAYS_MS } from '@luminate/schema/rules';
import { useAuth } from '../auth/auth-context.tsx';
import { persistedQueryExtension, trustedDocumentHash } from './trusted-documents.ts';

const GRAPHQL_PATH = '/graphql';

/** What a live socket reports while it lives; the pages turn these into status and statistics. */
export type LiveSocketEvent =
  | { type: 'connecting'; reconnect: boolean }
  | { type: 'connected' }
  | { type: 'closed'; code: number | null }
  /** The socket reported an error (a close follows). */
  | { type: 'error' }
  /** A reconnect wait started: the next attempt is at `until` (epoch ms). */
  | { type: 'waiting'; attempt: number; delayMs: number; until: number };

export interface LiveSocketOptions {
  /** The `Authorization` value, read at every (re)connect so a renewed token is used. */
  authorization: () => Promise<string | null>;
  onEvent?: (event: LiveSocketEvent) => void;
  /** Defaults to ws(s)://<this origin>/graphql. */
  url?: string;
  delaysMs?: readonly number[];
}

/** Creates the graphql-ws client of one live connection; component tests inject their own. */
export type LiveSocketFactory = (options: LiveSocketOptions) => Client;

/** The wait before reconnect attempt `attempt` (0-based); after the listed waits the last one repeats. */
export function reconnectDelayMs(attempt: number, delaysMs: readonly number[] = CALL_LIST_RECONNECT_DELAYS_MS): number {
  if (delaysMs.length === 0) return 0;
  return delaysMs[Math.min(Math.max(attempt, 0), delaysMs.length - 1)];
}

export function sameOriginWebSocketUrl(path = GRAPHQL_PATH): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${path}`;
}

/**
 * A graphql-ws client that connects when something subscribes, retries without limit with the
 * reconnect policy, and re-sends every active subscription after a reconnect (graphql-ws does
 * that for subscriptions that are still open). `webSocketImpl` lets tests supply a socket.
 */
export function createLiveSocket(options: LiveSocketOptions, webSocketImpl?: unknown): Client {
  const emit = (event: LiveSocketEvent) => options.onEvent?.(event);
  return createClient({
    url: options.url ?? sameOriginWebSocketUrl(),
    webSocketImpl,
    lazy: true,
    connectionParams: async () => {
      const authorization = await options.authorization();
      return authorization ? { authorization } : {};
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    // Every close and socket error is worth another attempt: the gateway or the network may come back.
    shouldRetry: () => true,
    // graphql-ws counts attempts from 0 since the last successful connection.
    retryWait: (attempt) => {
      const delayMs = reconnectDelayMs(attempt, options.delaysMs);
      emit({ type: 'waiting', attempt, delayMs, until: Date.now() + delayMs });
      return new Promise((resolve) => setTimeout(resolve, delayMs));
    },
    on: {
      connecting: (reconnect) => emit({ type: 'connecting', reconnect }),
      connected: () => emit({ type: 'connected' }),
      closed: (event) => emit({ type: 'closed', code: closeCode(event) }),
      error: () => emit({ type: 'error' }),
    },
  });
}

function closeCode(event: unknown): number | null {
  return event && typeof event === 'object' && typeof (event as { code?: unknown }).code === 'number'
    ? (event as { code: number }).code
    : null;
}

/** The socket closed for good with a code graphql-ws does not retry (e.g. 4500); the caller may start over. */
export class LiveSocketClosedError extends Error {
  constructor(readonly code: number | null) {
    super(code === null ? 'The live connection failed' : `The live connection closed (code ${code})`);
    this.name = 'LiveSocketClosedError';
  }
}

export interface LiveSink<TData> {
  next: (data: TData) => void;
  /** GraphQL errors arrive as Apollo's CombinedGraphQLErrors (the error alert understands them). */
  error: (error: unknown) => void;
  complete?: () => void;
}

/**
 * Subscribes a typed document; returns the unsubscribe function. A generated document also
 * carries its trusted hash, which the gateway runs (graphql-ws always sends the text too).
 */
export function subscribeLive<TData, TVariables extends Record<string, unknown>>(
  client: Client,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  sink: LiveSink<TData>,
): () => void {
  const hash = trustedDocumentHash(document);
  return client.subscribe<TData>(
    { query: print(document), variables, ...(hash ? { extensions: persistedQueryExtension(hash) } : {}) },
    {
      next: (result) => {
        if (result.errors?.length) sink.error(new CombinedGraphQLErrors({ data: result.data, errors: result.errors }));
        else if (result.data) sink.next(result.data);
      },
      error: (error) => {
        if (Array.isArray(error)) sink.error(new CombinedGraphQLErrors({ errors: error }));
        else if (error instanceof Error) sink.error(error);
        else sink.error(new LiveSocketClosedError(closeCode(error)));
      },
      complete: () => sink.complete?.(),
    },
  );
}

/** Which factory live pages use; the app uses the real one, component tests provide theirs. */
export const LiveSocketFactoryContext = createContext<LiveSocketFactory>((options) => createLiveSocket(options));

export function useLiveSocketFactory(): LiveSocketFactory {
  return useContext(LiveSocketFactoryContext);
}

/** The signed-in session's `Authorization` value, read per call because renewal replaces the token. */
export function useLiveAuthorization(): () => Promise<string | null> {
  const { userManager } = useAuth();
  return useCallback(async () => {
    const user = await (await userManager).getUser();
    return user && !user.expired ? `Bearer ${user.access_token}` : null;
  }, [userManager]);
}
