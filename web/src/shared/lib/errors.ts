import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** How an error is presented: 422 is a warning, everything else a failure. */
export type ErrorVariant = 'warning' | 'danger';

/** What the error alert and modal show for one error. */
export interface DisplayError {
  /** Short kind for the modal title '{type} Error!'. */
  type: string;
  /** The gateway's error code (or `HTTP <status>`), when the server gave one. */
  code: string | null;
  /** The server's message when it sent one, else the client's own error text. */
  message: string;
  variant: ErrorVariant;
}

/** The text when neither the server nor the client library said anything useful. */
export const FALLBACK_MESSAGE = 'Something went wrong';

/** Gateway code that marks a business refusal (upstream HTTP 422). */
export const UNPROCESSABLE_CODE = 'UNPROCESSABLE';

const TYPE_BY_CODE: Record<string, string> = {
  UNAUTHENTICATED: 'Authentication',
  FORBIDDEN: 'Permission',
  BAD_USER_INPUT: 'Validation',
  GRAPHQL_VALIDATION_FAILED: 'Validation',
  // A file route's refusal of the file itself (too large, not sent as a workbook): the user's to correct.
  PAYLOAD_TOO_LARGE: 'Validation',
  UNSUPPORTED_MEDIA_TYPE: 'Validation',
  NOT_FOUND: 'Not Found',
  CONFLICT: 'Conflict',
  UNPROCESSABLE: 'Request',
  UPSTREAM_ERROR: 'Server',
  UPSTREAM_UNAVAILABLE: 'Server',
  INTERNAL_SERVER_ERROR: 'Server',
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: UNPROCESSABLE_CODE,
};

/**
 * A non-2xx answer of one of the gateway's plain HTTP routes (file downloads, exports), which
 * answer JSON `{ message, code }`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Builds an HttpError from a failed fetch Response, keeping the server's message when it sent one. */
export async function httpErrorFrom(response: Response): Promise<HttpError> {
  const body = parseJson(await response.text().catch(() => ''));
  const message = stringField(body, 'message') ?? `Request failed (HTTP ${response.status})`;
  return new HttpError(response.status, message, stringField(body, 'code') ?? CODE_BY_STATUS[response.status] ?? null);
}

/** Turns anything a request or a component threw into what the user is shown. */
export function describeError(error: unknown): DisplayError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
    return display(code, first?.message);
  }
  if (ServerError.is(error)) {
    const body = parseJson(error.bodyText);
    const fromBody = stringField(body, 'message') ?? firstGraphQLMessage(body);
    const code = stringField(body, 'code') ?? firstGraphQLCode(body) ?? CODE_BY_STATUS[error.statusCode] ?? `HTTP ${error.statusCode}`;
    return display(code, fromBody ?? error.message);
  }
  if (error instanceof HttpError) {
    const shown = display(error.code ?? CODE_BY_STATUS[error.status] ?? `HTTP ${error.status}`, error.message);
    // A file route's 422 is a refusal of what was sent (a workbook's rows), whatever code names it.
    return error.status === 422 ? { ...shown, variant: 'warning' } : shown;
  }
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) {
    // The browser never reached the server: only the client's own text is available.
    return { type: 'Network', code: null, message: error.message || FALLBACK_MESSAGE, variant: 'danger' };
  }
  if (error instanceof Error) return { type: 'Application', code: null, message: error.message || FALLBACK_MESSAGE, variant: 'danger' };
  if (typeof error === 'string' && error.trim()) return { type: 'Application', code: null, message: error, variant: 'danger' };
  return { type: 'Application', code: null, message: FALLBACK_MESSAGE, variant: 'danger' };
}

function display(code: string | null, message: string | undefined): DisplayError {
  return {
    type: (code && TYPE_BY_CODE[code]) ?? (code?.startsWith('HTTP ') ? 'Server' : 'Application'),
    code,
    message: message?.trim() || FALLBACK_MESSAGE,
    variant: code === UNPROCESSABLE_CODE ? 'warning' : 'danger',
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function stringField(body: unknown, key: string): string | null {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

function firstGraphQLError(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== 'object') return null;
  const errors = (body as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors[0] && typeof errors[0] === 'object' ? (errors[0] as Record<string, unknown>) : null;
}

function firstGraphQLMessage(body: unknown): string | null {
  return stringField(firstGraphQLError(body), 'message');
}

function firstGraphQLCode(body: unknown): string | null {
  return stringField(firstGraphQLError(body)?.extensions, 'code');
}
