/**
 * What a client may see of an error: messages the gateway wrote for it (GraphQLErrors with a
 * known code) pass through, and so do the request errors graphql-js, graphql-ws and Apollo raise
 * without a code before anything runs (given the code Apollo answers them with over HTTP);
 * anything else becomes "Internal server error" — its details are logged with the request id by
 * the logging plugin, never sent.
 */
import { GraphQLError, Kind, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ErrorCode } from '../errors.ts';

const SUGGESTION = / ?Did you mean .+\?$/;
/** Extensions a client may receive besides `code`: the upstream's status, and a rule's field errors (the web's forms put them on their fields). */
const PUBLIC_EXTENSIONS = ['upstreamStatus', 'fieldErrors'] as const;

/**
 * graphql-js's refusal of the variables: one variable definition as its node, and a message that
 * starts by naming that variable (`Variable "$id" got invalid value …`, `… of required type …`).
 * Raised before any field runs, so it has no path. The same test Apollo applies over HTTP.
 */
function isVariableError(error: GraphQLError): boolean {
  const nodes = error.nodes ?? [];
  const node = nodes[0];
  return (
    !error.path &&
    nodes.length === 1 &&
    node.kind === Kind.VARIABLE_DEFINITION &&
    error.message.startsWith(`Variable "$${node.variable.name.value}" `)
  );
}

/** True when something in the error's chain of causes is not a GraphQLError: an exception nobody meant for the client. */
function wrapsUnexpected(error: GraphQLError): boolean {
  for (let cause: unknown = error.originalError; cause; cause = cause instanceof GraphQLError ? cause.originalError : undefined) {
    if (!(cause instanceof GraphQLError)) return true;
  }
  return false;
}

/**
 * The operation the request names is not in its document (graphql-js's execute, or graphql-ws
 * before it): Apollo's OPERATION_RESOLUTION_FAILURE over HTTP. Matched by graphql-js's and
 * graphql-ws's own words, as those errors have nothing else to tell them apart.
 */
const OPERATION_RESOLUTION =
  /^(?:Must provide an operation\.|Must provide operation name if query contains multiple operations\.|Unknown operation named ".*"\.|Unable to identify operation)$/;

/**
 * Apollo's refusals of a `persistedQuery` extension it cannot use ("Unsupported persisted query
 * version", "provided sha does not match query") come without a code, only with HTTP 400. An
 * error Apollo itself answers with a 4xx status is the request's fault: BAD_REQUEST. The two
 * messages are known too, in case the status stops riding on the error.
 */
const PERSISTED_QUERY_REFUSALS = new Set(['unsupported persisted query version', 'provided sha does not match query']);

function clientStatusOf(error: GraphQLError): number | undefined {
  const status = (error.extensions?.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * The code of a request error raised without one before anything ran, as Apollo answers it over
 * HTTP; undefined for every other error (a coded one, or one from a resolver).
 */
function requestErrorCode(error: unknown): string | undefined {
  if (!(error instanceof GraphQLError) || error.extensions?.code !== undefined || error.path) return undefined;
  if (isVariableError(error)) return wrapsUnexpected(error) ? undefined : ErrorCode.BAD_USER_INPUT;
  if (error.originalError) return undefined;
  if (!error.nodes?.length && OPERATION_RESOLUTION.test(error.message)) return 'OPERATION_RESOLUTION_FAILURE';
  if (clientStatusOf(error) !== undefined || PERSISTED_QUERY_REFUSALS.has(error.message.trim().toLowerCase())) return 'BAD_REQUEST';
  return undefined;
}

export function isInternalError(error: unknown): boolean {
  const original = unwrapResolverError(error);
  if (!(original instanceof GraphQLError)) return true;
  // A refusal of the variables whose cause is an unexpected exception (a scalar's parser that
  // failed) would repeat that exception's text: internal, whatever code it was given.
  if (isVariableError(original) && wrapsUnexpected(original)) return true;
  // A GraphQLError that only wraps an unexpected exception (e.g. from graphql-js) is internal too.
  return !!original.originalError && !(original.originalError instanceof GraphQLError) && !original.extensions?.code;
}

export function createFormatError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    // Apollo fills in INTERNAL_SERVER_ERROR for an error without a code: a request error is given its own first.
    const code =
      requestErrorCode(unwrapResolverError(error)) ?? (formatted.extensions?.code as string | undefined) ?? ErrorCode.INTERNAL_SERVER_ERROR;
    if (code === ErrorCode.INTERNAL_SERVER_ERROR || isInternalError(error)) {
      return {
        message: 'Internal server error',
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
      };
    }
    const extensions: Record<string, unknown> = { code };
    for (const key of PUBLIC_EXTENSIONS) if (formatted.extensions?.[key] !== undefined) extensions[key] = formatted.extensions[key];
    return {
      message: production ? formatted.message.replace(SUGGESTION, '') : formatted.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions,
    };
  };
}
