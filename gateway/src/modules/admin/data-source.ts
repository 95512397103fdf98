/**
 * Identity-provider users, their claims and the claims workbook, through the Care API.
 */
import { CLAIMS, isClaim, type Claim } from '@luminate/schema/claims';
import { routes, type PermissionDto, type UserDto } from '@luminate/schema/rest';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import { audited, refused } from '../../audit.ts';
import { createAdminLoaders, type AdminLoaders } from './loaders.ts';
import { canGrantClaim } from './policy.ts';
import { byEnglishIgnoringCase } from '../shared/collation.ts';

export interface ClaimWording {
  claim: Claim;
  name: string;
  description: string;
}

const byDisplayName = (a: UserDto, b: UserDto) =>
  byEnglishIgnoringCase(a.displayName ?? '', b.displayName ?? '') || a.uid.localeCompare(b.uid);

/** Claims granted to the user that the tool knows, in the catalogue's order. */
export function grantedClaims(user: UserDto): Claim[] {
  return CLAIMS.map((c) => c.claim).filter((claim) => user.customClaims[claim] === true);
}

export class AdminSource {
  private readonly loaders: AdminLoaders;

  constructor(private readonly ctx: RequestContext) {
    this.loaders = createAdminLoaders(ctx.upstream);
  }

  /** Active users who have a display name, sorted by it (the Users page picker). */
  async activeUsers(): Promise<UserDto[]> {
    const users = await this.ctx.upstream.call(routes.listUsers);
    for (const user of users) this.loaders.userByUid.prime(user.uid, user);
    return users.filter((u) => !u.disabled && (u.displayName ?? '').trim() !== '').sort(byDisplayName);
  }

  user(uid: string): Promise<UserDto | null> {
    return this.loaders.userByUid.load(uid);
  }

  /**
   * The claims the Care API describes, limited to the ones the tool knows and ordered as the
   * tool's catalogue, falling back to the catalogue's wording when the API omits one.
   */
  async claimWordings(): Promise<ClaimWording[]> {
    const permissions = await this.ctx.upstream.call(routes.listPermissions);
    const byClaim = new Map<string, PermissionDto>(permissions.filter((p) => isClaim(p.claim)).map((p) => [p.claim, p]));
    return CLAIMS.map((c) => ({
      claim: c.claim,
      name: byClaim.get(c.claim)?.name ?? c.name,
      description: byClaim.get(c.claim)?.description ?? c.description,
    }));
  }

  /**
   * Grants or revokes a claim, when the policy lets the viewer grant it; the identity provider
   * puts it on the user's next token.
   */
  async setClaim(uid: string, claim: Claim, assign: boolean): Promise<UserDto> {
    const what = assign ? 'claim.grant' : 'claim.revoke';
    if (!canGrantClaim(this.ctx.viewer, claim)) {
      throw refused(this.ctx, what, `You do not have permission to grant or revoke the ${claim} claim`, { uid });
    }
    const user = await audited(this.ctx, what, { uid }, () =>
      this.ctx.upstream.call(routes.setUserClaim, { params: { uid }, query: { claim, assign: assign ? 'true' : 'false' } }),
    );
    this.loaders.userByUid.clear(uid).prime(uid, user);
    return user;
  }

  /** The workbook of users and their claims, for one claim when given. */
  claimsReport(claim?: Claim): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.claimsReport, { query: claim ? { claim } : {} });
  }
}
