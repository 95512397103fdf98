/**
 * The cost limit: an operation whose estimate (estimate.ts) is over it is refused before anything
 * runs, with COST_LIMIT_EXCEEDED. Over HTTP the variables are known and the estimate is reported
 * in the answer; over WebSocket every operation of the document is checked once, without them.
 */
import { GraphQLError, Kind, type ASTVisitor, type OperationDefinitionNode, type ValidationContext, type ValidationRule } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../../context.ts';
import { noteEstimatedCost } from '../execution-guard.ts';
import { settled } from '../plugin-hooks.ts';
import { estimateCost, type CostInput } from './estimate.ts';

export const COST_LIMIT_EXCEEDED = 'COST_LIMIT_EXCEEDED';

const count = (n: number) => n.toLocaleString('en-US');

export function costLimitError(estimated: number, limit: number, nodes?: readonly OperationDefinitionNode[]): GraphQLError {
  return new GraphQLError(
    `Query cost ${count(estimated)} exceeds the limit of ${count(limit)}; ask for fewer nested lists or smaller pages`,
    { nodes, extensions: { code: COST_LIMIT_EXCEEDED, cost: { estimated, limit }, http: { status: 400 } } },
  );
}

/**
 * The cost limit as a validation rule, for operations validated without their variables
 * (WebSocket): every operation of the document must fit.
 */
export function costLimitRule(limit: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    Document: {
      leave(document) {
        for (const operation of document.definitions) {
          if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
          const estimated = estimateCost({ schema: context.getSchema(), document, operation });
          if (estimated > limit) context.reportError(costLimitError(estimated, limit, [operation]));
        }
      },
    },
  });
}

/** Estimates kept per operation (its parsed node is the same object for every request of one document). */
const ESTIMATES_PER_OPERATION = 64;
const ESTIMATE_KEY_MAX_LENGTH = 2_000;
const estimates = new WeakMap<OperationDefinitionNode, Map<string, number>>();

/**
 * The estimate of an operation with these variables, remembered per parsed operation and
 * variables: the same document sent again (Apollo keeps one parsed copy per document) costs a
 * look-up, not a walk of the schema.
 */
function rememberedEstimate(input: CostInput & { operation: OperationDefinitionNode }): number {
  const key = JSON.stringify(input.variables ?? {});
  if (key.length > ESTIMATE_KEY_MAX_LENGTH) return estimateCost(input);
  let known = estimates.get(input.operation);
  if (!known) estimates.set(input.operation, (known = new Map<string, number>()));
  let estimated = known.get(key);
  if (estimated === undefined) {
    estimated = estimateCost(input);
    if (known.size >= ESTIMATES_PER_OPERATION) known.delete(known.keys().next().value!);
    known.set(key, estimated);
  }
  return estimated;
}

/**
 * The cost limit for HTTP operations, where the variables are known: refuses an operation over
 * the limit before it runs (HTTP 400, COST_LIMIT_EXCEEDED) and reports every estimate in the
 * answer's `extensions.cost` ({ estimated, limit }).
 */
export function costLimitPlugin(limit: number): ApolloServerPlugin<RequestContext> {
  return {
    requestDidStart({ contextValue }) {
      let estimated: number | undefined;
      return Promise.resolve({
        didResolveOperation: ({ schema, document, operation, request, operationName }) =>
          settled(() => {
            if (!operation) return;
            estimated = rememberedEstimate({ schema, document, operation, variables: request.variables ?? null });
            noteEstimatedCost(contextValue, estimated);
            if (estimated > limit) {
              contextValue.log.warn(
                { code: COST_LIMIT_EXCEEDED, operationName: operationName ?? null, estimated, limit },
                'operation refused',
              );
              throw costLimitError(estimated, limit);
            }
          }),
        willSendResponse: ({ response }) =>
          settled(() => {
            if (estimated === undefined || response.body.kind !== 'single') return;
            const result = response.body.singleResult;
            result.extensions = { ...result.extensions, cost: { estimated, limit } };
          }),
      });
    },
  };
}
