/**
 * What the signed-in user may do on a member's page. One pure function per action, each answering
 * `{ allowed, reason }`: `MemberRecord.viewerCan` shows them, and every mutation asks the same
 * function again before anything is written, so a button shown is a call allowed. Inputs are the
 * viewer's claims, the assignment types the viewer holds at any office, and the member as the
 * Care API answers it; nothing here reaches the network.
 */
import { CLAIM_GROUPS, type Claim } from '@luminate/schema/claims';
import { AssignmentType, RED_BOX_REST_DAYS, RED_BOX_REST_MESSAGE, TRANSITION_PLAN_REASON_IDS } from '@luminate/schema/constants';
import type { MemberRecordDto } from '@luminate/schema/rest';
import { termReasonIdsFor, transitionPlanRequired } from '@luminate/schema/rules';
import { holdsAny } from '../../auth/viewer.ts';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';

/** The member's fields the rules read. */
export type MemberState = Pick<
  MemberRecordDto,
  | 'eligible'
  | 'engaged'
  | 'termDt'
  | 'pendingTransition'
  | 'isPendingDNC'
  | 'dncPhone'
  | 'dropinIneligible'
  | 'lastRedBoxErrorDt'
  | 'marketId'
>;

type Claims = ReadonlySet<Claim>;

/**
 * Every root field of the member record is `@auth` for any signed-in user: each rule depends on
 * the member (or on assignment types), so it is decided here per record, not by a claim list.
 */
export const FIELD_ACCESS: Readonly<Record<string, readonly Claim[]>> = {};

/** Term Member: only while the member has no term date and no pending transition. */
export function termDecision(member: MemberState): Capability {
  if (member.pendingTransition) return refusal('This member already has a pending eligibility change.');
  if (member.termDt !== null) return refusal('This member is already termed.');
  return ALLOWED;
}

/** Return Eligible: admin or data management, and only for a member who is not eligible. */
export function returnEligibleDecision(claims: Claims, member: MemberState): Capability {
  if (!holdsAny(claims, CLAIM_GROUPS.eligibilityReturners))
    return refusal('Only admins and data management may return a member to eligibility.');
  if (member.eligible) return refusal('This member is already eligible.');
  if (member.pendingTransition) return refusal('This member already has a pending eligibility change.');
  return ALLOWED;
}

/** The DNC buttons show only for an eligible member without a pending DNC request. */
function dncButtons(member: MemberState): Capability | null {
  if (!member.eligible) return refusal('DNC can only be changed for an eligible member.');
  if (member.isPendingDNC) return refusal('This member already has a pending DNC request.');
  return null;
}

/** Request DNC: a member not on DNC; a member who is not engaged needs dnc-mgmt. */
export function requestDncDecision(claims: Claims, member: MemberState): Capability {
  const buttons = dncButtons(member);
  if (buttons) return buttons;
  if (member.dncPhone) return refusal('This member is already on DNC.');
  if (!member.engaged && !holdsAny(claims, CLAIM_GROUPS.dncManagers))
    return refusal('Only DNC managers may request DNC for a member who is not engaged.');
  return ALLOWED;
}

/** Remove DNC: only a member on DNC (the reason is always Returned DNC). */
export function removeDncDecision(member: MemberState): Capability {
  const buttons = dncButtons(member);
  if (buttons) return buttons;
  if (!member.dncPhone) return refusal('This member is not on DNC.');
  return ALLOWED;
}

/** dnc-mgmt requesting DNC is processed at once (approval type Skip). */
export const skipsDncReview = (claims: Claims) => holdsAny(claims, CLAIM_GROUPS.dncManagers);

/** Revoke drop-ins: only a member who is eligible for drop-ins. */
export function revokeDropInDecision(member: MemberState): Capability {
  return member.dropinIneligible ? refusal('This member is already ineligible for drop-ins.') : ALLOWED;
}

/** Restore drop-ins: only a member who is ineligible for drop-ins. */
export function restoreDropInDecision(member: MemberState): Capability {
  return member.dropinIneligible ? ALLOWED : refusal('This member is already eligible for drop-ins.');
}

/** Change Office: patient management or data management. */
export function changeOfficeDecision(claims: Claims): Capability {
  return holdsAny(claims, CLAIM_GROUPS.officeChangers)
    ? ALLOWED
    : refusal('Only patient management and data management may change a member’s office.');
}

/** Assignment types that may move a member to an office of any market: RVP (9) and CD (10). */
export const ANY_MARKET_OFFICE_TYPES: readonly number[] = [AssignmentType.RVP, AssignmentType.CD];

/** Any office, not only the member's market: data management or assignment types 9/10. */
export function changesOfficeAnyMarket(claims: Claims, viewerTypesAnywhere: ReadonlySet<number>): boolean {
  return holdsAny(claims, CLAIM_GROUPS.anyMarketOfficeChangers) || ANY_MARKET_OFFICE_TYPES.some((t) => viewerTypesAnywhere.has(t));
}

/** The chosen office: in the member's market unless the viewer may pick any office. */
export function officeChoiceDecision(anyMarket: boolean, memberMarketId: number, officeMarketId: number): Capability {
  return anyMarket || memberMarketId === officeMarketId
    ? ALLOWED
    : refusal('You may only move this member to an office in the member’s market.');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Report Red Box Error rests for 3 days after the latest error. */
export function reportRedBoxErrorDecision(member: Pick<MemberState, 'lastRedBoxErrorDt'>, now: Date): Capability {
  if (member.lastRedBoxErrorDt === null) return ALLOWED;
  const since = now.getTime() - new Date(member.lastRedBoxErrorDt).getTime();
  return since < RED_BOX_REST_DAYS * DAY_MS ? refusal(RED_BOX_REST_MESSAGE) : ALLOWED;
}

/** Phone and e-mail validity: patient management or data management. */
export function setContactValidityDecision(claims: Claims): Capability {
  return holdsAny(claims, CLAIM_GROUPS.memberContactEditors)
    ? ALLOWED
    : refusal('Only patient management and data management may mark phone numbers and e-mails valid or invalid.');
}

/** Eligibility inquiry tickets: admins, data management and deattribution management. */
export function sendEligibilityInquiryDecision(claims: Claims): Capability {
  return holdsAny(claims, CLAIM_GROUPS.eligibilityInquirers)
    ? ALLOWED
    : refusal('Only admins, data management and deattribution management may send an eligibility inquiry.');
}

/** A call's outcome: only the employee who made the call. */
export function logCallOutcomeDecision(viewerEmployeeId: number | null, callerEmployeeId: number | null): Capability {
  return viewerEmployeeId !== null && viewerEmployeeId === callerEmployeeId
    ? ALLOWED
    : refusal('Only the employee who made this call may log its outcome.');
}

/** Term reasons the viewer may choose: 984000014–20, 984000016 only with assignment types 1, 2 or 10. */
export function termReasonIds(viewerTypesAnywhere: ReadonlySet<number>): number[] {
  return termReasonIdsFor([...viewerTypesAnywhere]);
}

/** Reasons that need a transition plan: 984000015, 16, 18, 19 when the viewer holds type 1 or 10 and the member is engaged. */
export function transitionPlanReasonIds(viewerTypesAnywhere: ReadonlySet<number>, member: Pick<MemberState, 'engaged'>): number[] {
  return transitionPlanRequired({ viewerAssignmentTypeIds: [...viewerTypesAnywhere], memberEngaged: member.engaged })
    ? [...TRANSITION_PLAN_REASON_IDS].sort((a, b) => a - b)
    : [];
}
