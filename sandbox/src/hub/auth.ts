/**
 * Who may use the hub: the access token comes from `Authorization: Bearer` (negotiate, and the
 * WebSocket request of non-browser clients) or from the `access_token` query parameter (what
 * browsers send, since they cannot set headers on a WebSocket request).
 */
import type { IncomingMessage } from 'node:http';
import { CALL_LIST_HUB_SCOPE } from '../idp/clients.ts';
import type { VerifiedPrincipal } from '../idp/verify.ts';
import type { CampaignAccess } from './campaign-access.ts';
import { CALL_LIST_MANAGER_CLAIMS } from '../call-list/access.ts';

export type HubPrincipal = VerifiedPrincipal;
export type PrincipalVerifier = (token: string) => Promise<VerifiedPrincipal>;

export function tokenFrom(req: IncomingMessage, url: URL): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (match) return match[1];
  const query = url.searchParams.get('access_token');
  return query && query.length > 0 ? query : null;
}

/** Verifies the token; null for anything that must be answered with 401. */
export async function authenticate(verify: PrincipalVerifier | null, token: string | null): Promise<HubPrincipal | null> {
  if (!verify || !token) return null;
  try {
    const principal = await verify(token);
    // A service token is only good for the hub when it was issued for the hub.
    if (principal.kind === 'service' && !principal.scopes.includes(CALL_LIST_HUB_SCOPE)) return null;
    return principal;
  } catch {
    return null;
  }
}

/** Same identity on both requests of a connection (negotiate and the WebSocket). */
export function samePrincipal(a: HubPrincipal, b: HubPrincipal): boolean {
  if (a.kind === 'service' || b.kind === 'service') {
    return a.kind === 'service' && b.kind === 'service' && a.clientId === b.clientId;
  }
  return a.uid === b.uid;
}

/** A short id for logs: never a name or email. */
export function principalLabel(principal: HubPrincipal): { kind: string; employeeId?: number | null } {
  return principal.kind === 'service' ? { kind: 'service' } : { kind: 'user', employeeId: principal.employeeId };
}

/** The gateway's service token, managers and assigned agents may follow a campaign's list. */
export async function mayFollowCampaign(principal: HubPrincipal, campaignId: number, access: CampaignAccess): Promise<boolean> {
  if (principal.kind === 'service') return true;
  if (CALL_LIST_MANAGER_CLAIMS.some((claim) => principal.claims.includes(claim))) return true;
  if (principal.employeeId === null) return false;
  return access.isAssigned(campaignId, principal.employeeId);
}
