/**
 * Rules that admit a viewer by claim or by an assignment type held at some office are decided
 * with the claims first: the viewer's own assignments are looked up (one Care API call, shared by
 * the request) only when the claims alone do not admit them.
 */
import type { Claim } from '@luminate/schema/claims';
import type { RequestContext } from '../../context.ts';
import type { Capability } from './capability.ts';

export interface ClaimsAndTypes {
  claims: ReadonlySet<Claim>;
  /** Assignment types the viewer holds at any office. */
  viewerTypesAnywhere: ReadonlySet<number>;
}

export async function decideByClaimsThenTypes(
  ctx: Pick<RequestContext, 'viewer' | 'dataSources'>,
  decide: (p: ClaimsAndTypes) => Capability,
): Promise<Capability> {
  const claims = ctx.viewer?.claims ?? new Set<Claim>();
  const byClaims = decide({ claims, viewerTypesAnywhere: new Set<number>() });
  if (byClaims.allowed) return byClaims;
  return decide({ claims, viewerTypesAnywhere: await ctx.dataSources.assignments.viewerTypesAnywhere() });
}
