/**
 * Observes each GraphQL operation over HTTP once: its duration and cost estimate by operation
 * name and type, the codes of the errors it answered, and the same facts on the request's span
 * (never its variables or result).
 *
 * An operation is named in metrics and spans only by a name one of the web build's trusted
 * documents carries; any other name is a client's free text (open mode runs anything) and is
 * reported as `other`, an unnamed operation as `anonymous`. So the label's values stay a short
 * list, and no text a client typed reaches the metrics or the traces.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError } from 'graphql';
import type { RequestContext } from '../context.ts';
import { ErrorCode } from '../errors.ts';
import { scopeOf } from './request-context.ts';
import { settled } from './plugin-hooks.ts';
import { SpanStatusCode } from './tracing/index.ts';
import type { GatewayMetrics } from './metrics/index.ts';

/** The code an error is counted under: its own, else the one clients are answered for an internal error. */
function errorCodeOf(error: GraphQLError): string {
  const code = error.extensions?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : ErrorCode.INTERNAL_SERVER_ERROR;
}

/** The operation's name as metrics and spans may carry it (see the file's comment). */
function reportedOperationName(name: string | null | undefined, known: ReadonlySet<string>): string {
  if (!name) return 'anonymous';
  return known.has(name) ? name : 'other';
}

export function operationTelemetryPlugin(
  metrics: GatewayMetrics | undefined,
  knownOperationNames: ReadonlySet<string>,
): ApolloServerPlugin<RequestContext> {
  return {
    requestDidStart: ({ contextValue }) =>
      settled(() => {
        const started = performance.now();
        const span = scopeOf(contextValue)?.span;
        // Only a span this gateway records is renamed; a caller's trace that merely passes through is not.
        const recording = span?.isRecording() === true ? span : undefined;
        let name = 'other';
        let type = 'unknown';
        return {
          didResolveOperation: ({ operation }) =>
            settled(() => {
              name = reportedOperationName(operation?.name?.value, knownOperationNames);
              type = operation?.operation ?? 'unknown';
              recording?.updateName(`${type} ${name}`);
              recording?.setAttributes({ 'graphql.operation.name': name, 'graphql.operation.type': type });
            }),
          didEncounterErrors: ({ errors }) =>
            settled(() => {
              const codes = errors.map(errorCodeOf);
              for (const code of codes) metrics?.errors.inc({ code });
              recording?.setStatus({ code: SpanStatusCode.ERROR, message: codes[0] });
            }),
          willSendResponse: ({ response }) =>
            settled(() => {
              metrics?.operationDuration.observe({ operation: name, type }, (performance.now() - started) / 1000);
              const cost =
                response.body.kind === 'single' ? (response.body.singleResult.extensions?.cost as { estimated?: unknown }) : undefined;
              if (typeof cost?.estimated !== 'number') return;
              metrics?.operationCost.observe({ operation: name }, cost.estimated);
              recording?.setAttribute('luminate.graphql.cost', cost.estimated);
            }),
        };
      }),
  };
}
