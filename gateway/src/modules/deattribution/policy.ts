/**
 * Who may do what with an eligibility change (spec 2 §6, "Deattribution modal"). ONE pure
 * policy backs `EligibilityChange.viewerCan`, every mutation's check and the file routes, so a
 * button and the server can never disagree. Inputs are the viewer's claims and the assignment
 * types the viewer holds at the member's office; nothing here reaches the network.
 *
 * The spec's clauses are alternatives: any one of them grants the decision.
 */
import {
  DATE_CONFIRMER_TYPES, FINAL_ELIGIBILITY_CHANGE_STATUSES, OTHER_TERM_REASON_ID, PENDING_TERMINATION_REASON_EDITOR_TYPES,
  UNASSIGNED_DECIDER_TYPES, type EligibilityChangeStatus,
} from '@luminate/schema/approvals';
import { AssignmentType } from '@luminate/schema/constants';
import type { Claim } from '@luminate/schema/claims';

export interface EligibilityPolicyInput {
  claims: ReadonlySet<Claim | string>;
  /** Assignment type ids the viewer holds covering the member's office. */
  viewerTypes: ReadonlySet<number>;
  /** The viewer is among the change's assigned employees. */
  isAssigned: boolean;
  /** The change has at least one assigned employee. */
  anyoneAssigned: boolean;
  status: EligibilityChangeStatus | string;
  termReasonId: number | null;
}

export interface EligibilityCapabilities {
  approve: boolean;
  reject: boolean;
  update: boolean;
  cancel: boolean;
  confirmAbnormalDate: boolean;
}

/** The statuses in which a reviewer approves or rejects. */
export const REVIEW_STATUSES: readonly EligibilityChangeStatus[] = ['PendingAppCdReview', 'PendingCmdReview', 'PendingOpsManagerReview'];
/** Statuses where an unassigned change may not be decided by the general deciders. */
const NO_UNASSIGNED_DECISION: readonly string[] = ['PendingOpsManagerReview', 'PendingTermination'];

const DEATTRIBUTION_MGMT = 'deattribution-mgmt';

const holdsAny = (types: ReadonlySet<number>, wanted: readonly number[]) => wanted.some((t) => types.has(t));

export const isFinalStatus = (status: string) => (FINAL_ELIGIBILITY_CHANGE_STATUSES as readonly string[]).includes(status);

/** Approve and reject share one rule. */
export function canDecide(p: EligibilityPolicyInput): boolean {
  if (!(REVIEW_STATUSES as readonly string[]).includes(p.status)) return false;
  if (p.isAssigned) return true;
  const mgmt = p.claims.has(DEATTRIBUTION_MGMT);
  if (!p.anyoneAssigned && !NO_UNASSIGNED_DECISION.includes(p.status) && (holdsAny(p.viewerTypes, UNASSIGNED_DECIDER_TYPES) || mgmt)) {
    return true;
  }
  switch (p.status) {
    case 'PendingAppCdReview':
      return holdsAny(p.viewerTypes, [AssignmentType.CD, AssignmentType.CMD]);
    case 'PendingCmdReview':
      return p.viewerTypes.has(AssignmentType.SMO) || mgmt;
    case 'PendingOpsManagerReview':
      return mgmt;
    default:
      return false;
  }
}

/**
 * Change the term reason (Update): not once final, not when the reason is already "Other" (the
 * selector is locked then), and not for a change without a reason (a Return has none to change).
 */
export function canUpdateTermReason(p: EligibilityPolicyInput): boolean {
  if (isFinalStatus(p.status) || p.termReasonId === null || p.termReasonId === OTHER_TERM_REASON_ID) return false;
  if (p.status === 'PendingTermination') return p.isAssigned || holdsAny(p.viewerTypes, PENDING_TERMINATION_REASON_EDITOR_TYPES);
  return p.isAssigned;
}

/** Cancel (and the mailing-list cancel): end-user support together with data management. */
export function canCancel(p: Pick<EligibilityPolicyInput, 'claims' | 'status'>): boolean {
  return !isFinalStatus(p.status) && p.claims.has('eus') && p.claims.has('dataMgmt');
}

/** Confirmers must tick the abnormal-date box before approving an old diagnosis date. */
export const isDateConfirmer = (viewerTypes: ReadonlySet<number>) => holdsAny(viewerTypes, DATE_CONFIRMER_TYPES);

export function eligibilityCapabilities(p: EligibilityPolicyInput): EligibilityCapabilities {
  const decide = canDecide(p);
  return {
    approve: decide,
    reject: decide,
    update: canUpdateTermReason(p),
    cancel: canCancel(p),
    confirmAbnormalDate: isDateConfirmer(p.viewerTypes),
  };
}

/** The mailing-list workbook: whoever may cancel from the list, or deattribution managers. */
export function canDownloadMailingList(claims: ReadonlySet<Claim | string>): boolean {
  return (claims.has('eus') && claims.has('dataMgmt')) || claims.has(DEATTRIBUTION_MGMT);
}
