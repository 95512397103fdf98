/**
 * Defence in depth: the Care API trusts nothing the gateway already checked. Every /api and
 * /odata request carries a bearer token signed by the sandbox identity provider, and the
 * optional X-User-Id header must name the token's subject.
 */
import type { RequestHandler } from 'express';
import { HttpError, forbidden, type Caller } from './http.ts';

export type TokenVerifier = (token: string) => Promise<{ uid: string; claims: readonly string[]; employeeId: number | null }>;

/** `verify` is null until the identity provider is up (it is created after the port is known). */
export function requireBearer(getVerifier: () => TokenVerifier | null): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return next(new HttpError(401, 'Missing bearer token'));
    const verify = getVerifier();
    if (!verify) return next(new HttpError(503, 'The identity provider is starting'));
    let caller: Caller;
    try {
      const token = await verify(match[1]);
      caller = { uid: token.uid, claims: new Set(token.claims), employeeId: token.employeeId };
    } catch {
      return next(new HttpError(401, 'Invalid or expired token'));
    }
    const claimedUser = req.get('x-user-id');
    if (claimedUser !== undefined && claimedUser !== caller.uid) {
      return next(forbidden('X-User-Id does not match the token subject'));
    }
    res.locals.caller = caller;
    next();
  };
}

/** 403 unless the caller holds at least one of `claims`. */
export function requireAnyClaim(caller: Caller, claims: readonly string[], action: string): void {
  if (!claims.some((c) => caller.claims.has(c))) {
    throw forbidden(`${action} requires one of the claims: ${claims.join(', ')}`);
  }
}
