/**
 * The gateway as component tests see it: msw answers GraphQL at one URL, and a real Apollo Client
 * talks to it over HTTP, so the client's variables, cache and error handling are what is tested.
 */
import { cleanup } from '@testing-library/react';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { graphql, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { TYPE_POLICIES } from '../../../web/src/app/apollo.ts';
import { NO_CAPABILITIES } from '../../../web/src/shared/auth/viewer.tsx';
import { mockHttp } from '../../support/msw.ts';

export const GRAPHQL_URL = 'http://luminate.test/graphql';
export const api = graphql.link(GRAPHQL_URL);

/**
 * One msw server for the calling test file: any request without a handler fails the test; after
 * each test the DOM is unmounted, `alsoAfterEach` runs (app-wide state such as the toast queue)
 * and the test's handlers are dropped.
 */
export type MockServer = SetupServer;

export function mockGatewayApi(alsoAfterEach?: () => void): MockServer {
  return mockHttp([], {
    afterEachTest: () => {
      alsoAfterEach?.();
      cleanup();
    },
  });
}

export function createTestApolloClient(): ApolloClient {
  return new ApolloClient({ link: new HttpLink({ uri: GRAPHQL_URL }), cache: new InMemoryCache({ typePolicies: TYPE_POLICIES }) });
}

/**
 * The viewer's tool-wide capabilities as the gateway answers them; none unless a test grants some.
 * A granted report capability (`runNextVisitReport: true`, …) answers `{ allowed: true }`.
 */
export function viewerCan(granted: Partial<Record<string, boolean>> = {}): Record<string, unknown> {
  const known = Object.entries(NO_CAPABILITIES).map(([name, none]): [string, unknown] => {
    const on = granted[name];
    if (typeof none === 'boolean') return [name, on ?? none];
    return [name, on ? { __typename: 'Capability', allowed: true, reason: null } : none];
  });
  return { __typename: 'ViewerCapabilities', ...granted, ...Object.fromEntries(known) };
}

export interface MockViewer {
  uid: string;
  name: string;
  claims?: string[];
  /** The viewer's employee record id; none means a user without one. */
  employeeId?: string | null;
  /** Assignment type ids of the employee's market assignments. */
  assignmentTypes?: number[];
  /** Tool-wide capabilities granted (see `viewerCan`). */
  can?: Partial<Record<string, boolean>>;
}

/** The two questions every signed-in page asks first, answered for one viewer: who they are and what they may do. */
export function viewerHandlers({ uid, name, claims = [], employeeId = null, assignmentTypes = [], can = {} }: MockViewer) {
  const employee = employeeId
    ? {
        __typename: 'Employee',
        id: employeeId,
        fullName: name,
        marketAssignments: assignmentTypes.map((type, i) => ({
          __typename: 'MarketAssignment',
          id: String(900 + i),
          // Type ids are IDs: the graph sends them as text.
          assignmentTypeId: String(type),
        })),
      }
    : null;
  return [
    api.query('Viewer', () => HttpResponse.json({ data: { viewer: { __typename: 'Viewer', uid, name, email: null, claims, employee } } })),
    api.query('ViewerCapabilities', () => HttpResponse.json({ data: { viewer: { __typename: 'Viewer', can: viewerCan(can) } } })),
  ];
}
