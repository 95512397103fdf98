/**
 * Subscriptions are served over WebSocket only. Over plain HTTP a subscription operation would be
 * executed like a query — its fields resolved without the subscribe step, which is where the
 * subscription's own checks (e.g. who may follow a campaign's call list) live. This plugin of
 * the HTTP Apollo server refuses such operations once the operation is known and before any
 * resolver runs: 400 with a GraphQL error naming the WebSocket endpoint.
 */
import { GraphQLError, OperationTypeNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { settled } from './plugin-hooks.ts';

export const SUBSCRIPTIONS_OVER_HTTP_MESSAGE = 'Subscriptions are served over WebSocket at /graphql (graphql-transport-ws)';

export function refuseSubscriptionsOverHttp<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation: ({ operation }) =>
          settled(() => {
            if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) return;
            throw new GraphQLError(SUBSCRIPTIONS_OVER_HTTP_MESSAGE, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }),
      }),
  };
}
