import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { createClient, type Client } from 'graphql-ws';
import type { UserManager } from 'oidc-client-ts';

/** Same-origin gateway endpoint; HTTP and graphql-ws share the path. */
const GRAPHQL_PATH = '/graphql';

export interface PlaygroundFetcher {
  fetcher: Fetcher;
  /** Closes the subscription socket; call when the playground unmounts. */
  dispose: () => void;
}

/** The signed-in session's current access token, read per request because renewal replaces it. */
async function bearer(userManager: Promise<UserManager>): Promise<string | null> {
  const user = await (await userManager).getUser();
  return user && !user.expired ? `Bearer ${user.access_token}` : null;
}

function websocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_PATH}`;
}

/**
 * GraphiQL's fetcher acting as the signed-in user: queries and mutations go over HTTP with the
 * session's bearer token, subscriptions over graphql-ws with the token in connectionParams
 * (the gateway authenticates the socket once in onConnect and re-checks it per operation).
 */
export function createPlaygroundFetcher(userManager: Promise<UserManager>): PlaygroundFetcher {
  const authorizedFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const authorization = await bearer(userManager);
    if (authorization) headers.set('authorization', authorization);
    return window.fetch(input, { ...init, headers });
  };

  const wsClient: Client = createClient({
    url: websocketUrl(),
    // Evaluated on every (re)connect, so a reconnect after renewal carries the fresh token.
    connectionParams: async () => {
      const authorization = await bearer(userManager);
      return authorization ? { authorization } : {};
    },
    lazy: true,
  });

  const fetcher = createGraphiQLFetcher({
    url: GRAPHQL_PATH,
    fetch: authorizedFetch,
    wsClient,
    // The gateway has no @defer/@stream; plain JSON responses keep errors readable.
    enableIncrementalDelivery: false,
  });

  return { fetcher, dispose: () => void wsClient.dispose() };
}
