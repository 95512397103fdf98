/**
 * What a client may see of an error: messages the gateway wrote for it (GraphQLErrors with a
 * known code) pass through; anything else becomes "Internal server error" — its details are
 * logged with the request id by the logging plugin, never sent.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ErrorCode } from '../errors.ts';

const SUGGESTION = / ?Did you mean .+\?$/;
/** Extensions a client may receive besides `code`: the upstream's status, and a rule's field errors (the web's forms put them on their fields). */
const PUBLIC_EXTENSIONS = ['upstreamStatus', 'fieldErrors'] as const;

export function isInternalError(error: unknown): boolean {
  const original = unwrapResolverError(error);
  if (!(original instanceof GraphQLError)) return true;
  // A GraphQLError that only wraps an unexpected exception (e.g. from graphql-js) is internal too.
  return !!original.originalError && !(original.originalError instanceof GraphQLError) && !original.extensions?.code;
}

export function createFormatError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = (formatted.extensions?.code as string | undefined) ?? ErrorCode.INTERNAL_SERVER_ERROR;
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
