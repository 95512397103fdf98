/**
 * The signed-in user as the graph sees it, and the tiny claim helpers module policies use for
 * record-level rules (which stay in each module's policy.ts, never in a directive).
 */
import type { JWTPayload } from 'jose';
import { isClaim, type Claim } from '@luminate/schema/claims';
import { isUserId, toRecordId, USER_ID_MESSAGE } from '@luminate/schema/rules';
import type { Viewer } from '../context.ts';
import { readClaimPath, type ClaimPath } from './claim-path.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * Where a token keeps the user's identity (TOKEN_USER_ID_PATH, TOKEN_EMPLOYEE_ID_PATH,
 * TOKEN_CLAIMS_PATH, TOKEN_CLAIM_MAP): the sandbox's shape by default.
 */
export interface TokenShape {
  userId: ClaimPath;
  employeeId: ClaimPath;
  claims: ClaimPath;
  /**
   * The organisation's claim names and the Luminate claim each stands for. Null: the token
   * carries Luminate's own claim names. Set: only the names it lists count.
   */
  claimMap: ReadonlyMap<string, Claim> | null;
}

const DEFAULT_TOKEN_SHAPE: TokenShape = { userId: ['sub'], employeeId: ['employeeId'], claims: ['claims'], claimMap: null };

/** A verified token that does not carry a usable identity; `reason` is safe to log. */
export class UnusableIdentityError extends Error {
  constructor(readonly reason: string) {
    super(`Unusable identity: ${reason}`);
    this.name = 'UnusableIdentityError';
  }
}

/**
 * The claim names a token holds at the claims path: an array of names, or an object whose keys
 * set to `true` are the names held (Firebase's custom claims).
 */
function claimNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((c): c is string => typeof c === 'string');
  if (typeof value === 'object' && value !== null) return Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] === true);
  return [];
}

/**
 * Builds the viewer from a verified token payload, reading it in `shape`. Claim names Luminate
 * does not know (or, with a claim map, that the map does not list) are ignored. The user id is
 * kept exactly as the token carries it; one outside the shared user-id rule refuses the token.
 */
export function viewerFromPayload(payload: JWTPayload, token: string, shape: TokenShape = DEFAULT_TOKEN_SHAPE): Viewer {
  const uid = readClaimPath(payload, shape.userId);
  if (typeof uid !== 'string' || !uid) throw new UnusableIdentityError('no user id at the user id path');
  if (!isUserId(uid)) throw new UnusableIdentityError(`the user id ${USER_ID_MESSAGE}`);
  const names = claimNames(readClaimPath(payload, shape.claims));
  const claims = new Set<Claim>();
  for (const name of names) {
    const claim = shape.claimMap ? shape.claimMap.get(name) : isClaim(name) ? name : undefined;
    if (claim) claims.add(claim);
  }
  return {
    uid,
    name: text(payload.name),
    email: text(payload.email),
    employeeId: toRecordId(readClaimPath(payload, shape.employeeId)),
    claims,
    token,
  };
}

export function viewerHas(viewer: Viewer | null | undefined, claim: Claim): boolean {
  return !!viewer && viewer.claims.has(claim);
}

/** True when the claim set holds at least one claim of `group` (never for an empty group). */
export function holdsAny(claims: ReadonlySet<string>, group: readonly Claim[]): boolean {
  return group.some((c) => claims.has(c));
}

/** True when the claim set holds every claim of `group`. */
export function holdsAll(claims: ReadonlySet<string>, group: readonly Claim[]): boolean {
  return group.every((c) => claims.has(c));
}

export function viewerHasAny(viewer: Viewer | null | undefined, claims: readonly Claim[]): boolean {
  return !!viewer && holdsAny(viewer.claims, claims);
}

export function viewerHasAll(viewer: Viewer | null | undefined, claims: readonly Claim[]): boolean {
  return !!viewer && holdsAll(viewer.claims, claims);
}
