/**
 * The signed-in user as the graph sees it, and the tiny claim helpers module policies use for
 * record-level rules (which stay in each module's policy.ts, never in a directive).
 */
import type { JWTPayload } from 'jose';
import { isClaim, type Claim } from '@luminate/schema/claims';
import type { Viewer } from '../context.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** Builds the viewer from a verified token payload; unknown claim keys are ignored. */
export function viewerFromPayload(payload: JWTPayload, token: string): Viewer {
  const raw = Array.isArray(payload.claims) ? payload.claims : [];
  const claims = new Set<Claim>(raw.filter((c): c is Claim => typeof c === 'string' && isClaim(c)));
  const employeeId = payload.employeeId;
  return {
    uid: String(payload.sub),
    name: text(payload.name),
    email: text(payload.email),
    employeeId: typeof employeeId === 'number' && Number.isInteger(employeeId) ? employeeId : null,
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
