import { CLAIM_GROUPS, claimToEnum, type ClaimGroup } from '@luminate/schema/claims';
import type { Claim } from '../generated/graphql.ts';

/** Claim names as the gateway's GraphQL `Claim` enum spells them. */
export type { Claim };

/**
 * Navigation by permission: a route or menu needing any of `anyOf` (none: every signed-in user)
 * shows when the user holds one of them. The one check the shell makes from claims; actions on
 * pages follow the gateway's `viewer.can` instead.
 */
export function hasAnyClaim(held: readonly Claim[], anyOf: readonly Claim[] | undefined): boolean {
  return !anyOf || anyOf.length === 0 || anyOf.some((c) => held.includes(c));
}

/** The named claim groups (the one list of each rule), spelled as the graph's `Claim` enum. */
export const CLAIMS_OF = Object.fromEntries(
  Object.entries(CLAIM_GROUPS).map(([group, claims]) => [group, claims.map((c) => claimToEnum(c) as Claim)]),
) as unknown as Record<ClaimGroup, readonly Claim[]>;
