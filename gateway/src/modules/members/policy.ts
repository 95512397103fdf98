/**
 * The members module's rules: who may take member rows out of the tool is a rule several
 * modules enforce (members table, a market's members, a campaign's call list), so it is written
 * once in the shared folder and used here for the members table. Adding a member is data
 * management's: the Add member button (`viewer.can.addMember`), the `addMember` mutation's
 * `@auth` list and its check before the write all decide with `canAddMember`.
 */
import { CLAIM_GROUPS, type Claim } from '@luminate/schema/claims';
import type { Viewer } from '../../context.ts';
import { viewerHasAny } from '../../auth/viewer.ts';

export { canExportMembers, memberExportDecision, memberListCapabilities } from '../shared/member-export-policy.ts';

/** Add a member: data management only. */
export const canAddMember = (viewer: Viewer | null): boolean => viewerHasAny(viewer, CLAIM_GROUPS.memberAdders);

export const ADD_MEMBER_REFUSAL = 'Only data management may add members';

/** The root fields whose `@auth` list mirrors a rule of this policy. */
export const FIELD_ACCESS: Readonly<Record<string, readonly Claim[]>> = {
  'Mutation.addMember': CLAIM_GROUPS.memberAdders,
};
