/**
 * Errors of the module HTTP routes (downloads, exports) as JSON `{ message, code }` with the
 * status matching the code; unexpected errors are logged and answered generically.
 */
import type { ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../errors.ts';
import type { RequestScope } from '../logging.ts';

const STATUS: Record<string, number> = {
  [ErrorCode.BAD_USER_INPUT]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.UNPROCESSABLE]: 422,
  [ErrorCode.UPSTREAM_ERROR]: 502,
  [ErrorCode.UPSTREAM_UNAVAILABLE]: 503,
};

/**
 * The codes of the client errors known by their HTTP status alone (a body the gateway will not
 * read, in size or in kind; a file it cannot take): one table for /graphql's refusals and the
 * file routes', so a status means the same code on both.
 */
const CODE_BY_STATUS: readonly { status: number; code: string }[] = [
  { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  { status: 422, code: ErrorCode.UNPROCESSABLE },
];

/** The code answered with a client-error `status`; `otherwise` for a status without its own code (400 and the like). */
export function codeForStatus(status: number, otherwise: string): string {
  return CODE_BY_STATUS.find((entry) => entry.status === status)?.code ?? otherwise;
}

/** What a thrown value may carry besides a GraphQL error's code: http-errors' `status` and `expose`, and an Error's own fields. */
interface ThrownFields {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  status?: unknown;
  expose?: unknown;
}

const fieldsOf = (thrown: unknown): ThrownFields => (typeof thrown === 'object' && thrown !== null ? thrown : {});

export const httpErrorHandler: ErrorRequestHandler = (thrown: unknown, _req, res, _next) => {
  const scope = res.locals.scope as RequestScope | undefined;
  const graphqlError = thrown instanceof GraphQLError ? thrown : undefined;
  const error = fieldsOf(thrown);
  const code = graphqlError?.extensions?.code as string | undefined;
  const status = code ? STATUS[code] : undefined;
  if (res.headersSent) {
    // Mid-stream failure: the only honest signal left is to cut the response short.
    scope?.log.warn({ code: code ?? 'INTERNAL' }, 'response aborted mid-stream');
    res.destroy();
    return;
  }
  if (graphqlError && status) {
    if (status === 401) res.setHeader('www-authenticate', 'Bearer');
    sendJson(res, status, { message: graphqlError.message, code });
    return;
  }
  // Upload refusals, body-parser and similar errors carry a client status (4xx) and a safe
  // message; the status decides the code, as for /graphql's own refusals.
  const clientStatus = typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : undefined;
  if (clientStatus) {
    const message = error.expose ? error.message : 'Bad request';
    sendJson(res, clientStatus, { message, code: codeForStatus(clientStatus, ErrorCode.BAD_USER_INPUT) });
    return;
  }
  scope?.log.error({ err: { name: error.name, message: error.message, stack: error.stack } }, 'unexpected error');
  sendJson(res, 500, { message: 'Internal server error', code: ErrorCode.INTERNAL_SERVER_ERROR });
};

/**
 * Writes a JSON answer with Node's own response API, so the error answers work the same whether
 * the request went through Express or not (/graphql does not).
 */
function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status;
  res.setHeader('content-type', type);
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

/**
 * A GraphQL-over-HTTP error answer written before Apollo runs (refused sign-in, rate limit, body
 * too large): `{ errors: [{ message, extensions: { code } }] }` with the status given, in the
 * media type the client asked for (application/graphql-response+json when it accepts it).
 */
export function sendGraphqlHttpError(
  req: Request,
  res: Response,
  status: number,
  message: string,
  code: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // The request's summary counts the error under its code (the errors metric).
  res.locals.errorCode = code;
  const accept = req.headers.accept ?? '';
  const type = accept.includes('application/graphql-response+json') ? 'application/graphql-response+json' : 'application/json';
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  send(res, status, `${type}; charset=utf-8`, JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

/** The same refusal for the file routes and other JSON endpoints: `{ message, code }`. */
export function sendJsonHttpError(
  res: Response,
  status: number,
  message: string,
  code: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  sendJson(res, status, { message, code });
}
