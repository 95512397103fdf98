/**
 * The gateway as component tests see it: msw answers GraphQL at one URL, and a real Apollo Client
 * talks to it over HTTP, so the client's variables, cache and error handling are what is tested.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { graphql } from 'msw';
import { setupServer } from 'msw/node';
import { TYPE_POLICIES } from '../../../web/src/app/apollo.ts';

export const GRAPHQL_URL = 'http://luminate.test/graphql';
export const api = graphql.link(GRAPHQL_URL);

/**
 * One msw server for the calling test file: any request without a handler fails the test; after
 * each test the DOM is unmounted, `alsoAfterEach` runs (app-wide state such as the toast queue)
 * and the test's handlers are dropped.
 */
export type MockServer = ReturnType<typeof setupServer>;

export function mockGatewayApi(alsoAfterEach?: () => void): MockServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    alsoAfterEach?.();
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

export function createTestApolloClient(): ApolloClient {
  return new ApolloClient({ link: new HttpLink({ uri: GRAPHQL_URL }), cache: new InMemoryCache({ typePolicies: TYPE_POLICIES }) });
}

/** The viewer's tool-wide capabilities as the gateway answers them; none unless a test grants some. */
export function viewerCan(granted: Partial<Record<string, boolean>> = {}) {
  return {
    __typename: 'ViewerCapabilities',
    manageCampaigns: false,
    exportClaims: false,
    exportMembers: false,
    bulkApproveTerms: false,
    downloadMailingList: false,
    downloadTerminationOverview: false,
    downloadDncReport: false,
    downloadTransferReport: false,
    readAuditTrail: false,
    addMember: false,
    ...granted,
  };
}
