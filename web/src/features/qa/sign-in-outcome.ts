import { ErrorResponse } from 'oidc-client-ts';

/** The query flag the QA page adds to its return address, so it knows a sign-in just finished. */
export const SIGNED_IN_FLAG = 'signin';

export const SIGNED_IN_MESSAGE = 'You have successfully signed in';

export interface AuthFailure {
  /** The OAuth/OIDC error code (`access_denied`, `login_required`, …) or the client error's name. */
  code: string;
  message: string;
}

/** An authentication failure as the QA page shows it: its code and its message. */
export function describeAuthFailure(error: unknown): AuthFailure {
  if (error instanceof ErrorResponse) {
    return { code: error.error ?? 'authentication_error', message: error.error_description ?? error.message };
  }
  if (error instanceof Error) return { code: error.name || 'Error', message: error.message || 'Sign-in failed' };
  return { code: 'Error', message: String(error) || 'Sign-in failed' };
}
