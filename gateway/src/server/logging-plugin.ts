/**
 * Records the operation name and viewer on the request scope (for the one summary line per
 * request) and logs unexpected errors with their stack — never variables or results.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../context.ts';
import { isInternalError } from './format-error.ts';
import { scopeOf } from './request-context.ts';
import { settled } from './plugin-hooks.ts';

export function loggingPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    requestDidStart: ({ contextValue, request }) =>
      settled(() => {
        const scope = scopeOf(contextValue);
        if (scope) scope.operationName = request.operationName ?? null;
        return {
          didResolveOperation: ({ operationName }) =>
            settled(() => {
              if (scope) scope.operationName = operationName ?? null;
            }),
          didEncounterErrors: ({ errors }) =>
            settled(() => {
              for (const error of errors) {
                if (!isInternalError(error)) continue;
                const original = error.originalError ?? error;
                contextValue.log.error(
                  { err: { name: original.name, message: original.message, stack: original.stack }, path: error.path },
                  'unexpected error',
                );
              }
            }),
        };
      }),
  };
}
