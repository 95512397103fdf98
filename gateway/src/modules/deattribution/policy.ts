/**
 * Who may do what with an eligibility change. ONE pure
 * policy backs `EligibilityChange.viewerCan`, every mutation's check and the file routes, so a
 * button and the server can never disagree. Inputs are the viewer's claims and the assignment
 * types the viewer holds at the member's office; nothing here reaches the network.
 *
 * The spec's clauses are alternatives: any one of them grants the decision.
 */
import {
  DATE_CONFIRMER_TYPES,
  DEATTRIBUTION_QUEUE_TYPES,
  DEATTRIBUTION_TABS,
  FINAL_ELIGIBILITY_CHANGE_STATUSES,
  OTHER_TERM_REASON_ID,
  PENDING_TERMINATION_REASON_EDITOR_TYPES,
  UNASSIGNED_DECIDER_TYPES,
  type DeattributionTab,
  type EligibilityChangeStatus,
} from '@luminate/schema/approvals';
import { AssignmentType } from '@luminate/schema/constants';
import { CLAIM_GROUPS, type Claim } from '@luminate/schema/claims';
import { ALL_ROWS, allOf, anyOf, coveredBy, NO_ROWS, unassignedFor, type MineScope } from '../shared/mine-scope.ts';
import { holdsAll, holdsAny } from '../../auth/viewer.ts';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';

export interface EligibilityPolicyInput {
  claims: ReadonlySet<string>;
  /** Assignment type ids the viewer holds covering the member's office. */
  viewerTypes: ReadonlySet<number>;
  /** The viewer is among the change's assigned employees. */
  isAssigned: boolean;
  /** The change has at least one assigned employee. */
  anyoneAssigned: boolean;
  /** The Care API status (an EligibilityChangeStatus, or one this gateway does not know yet). */
  status: string;
  termReasonId: number | null;
  /** The member's office and community, named in a refusal; null when unknown. */
  officeName?: string | null;
  communityId?: string | null;
}

export interface EligibilityCapabilities {
  approve: boolean;
  reject: boolean;
  update: boolean;
  cancel: boolean;
  confirmAbnormalDate: boolean;
  decide: Capability;
}

/** The statuses in which a reviewer approves or rejects. */
export const REVIEW_STATUSES: readonly EligibilityChangeStatus[] = ['PendingAppCdReview', 'PendingCmdReview', 'PendingOpsManagerReview'];
/** Statuses where an unassigned change may not be decided by the general deciders. */
const NO_UNASSIGNED_DECISION: readonly string[] = ['PendingOpsManagerReview', 'PendingTermination'];

const DEATTRIBUTION_MGMT: Claim = CLAIM_GROUPS.deattributionManagers[0];

/** The mailing-list cancellers need every claim of their group (both of them). */
const isMailingListCanceller = (claims: ReadonlySet<string>) => holdsAll(claims, CLAIM_GROUPS.mailingListCancellers);

/** The root fields whose `@auth` list mirrors a rule of this policy. */
export const FIELD_ACCESS = {
  'Query.omTermsToApprove': CLAIM_GROUPS.deattributionManagers,
  'Mutation.bulkApproveOmTerms': CLAIM_GROUPS.deattributionManagers,
};

/** True when the viewer holds at least one of the wanted assignment types. */
const holdsAnyType = (types: ReadonlySet<number>, wanted: readonly number[]) => wanted.some((t) => types.has(t));

export const isFinalStatus = (status: string) => (FINAL_ELIGIBILITY_CHANGE_STATUSES as readonly string[]).includes(status);

/** Approve and reject share one rule. */
export function canDecide(p: EligibilityPolicyInput): boolean {
  return decision(p).allowed;
}

/**
 * Approve and reject: allowed, or refused naming who decides the change at its stage. The spec's
 * clauses are alternatives: the assigned reviewers; when nobody is assigned (outside OM review),
 * an SMO or CMD covering the office or a deattribution manager; then the stage's own deciders.
 */
export function decision(p: EligibilityPolicyInput): Capability {
  if (!(REVIEW_STATUSES as readonly string[]).includes(p.status)) {
    return refusal(
      isFinalStatus(p.status)
        ? 'This eligibility change has already been handled'
        : 'This eligibility change is past review: nothing is left to decide',
    );
  }
  if (p.isAssigned) return ALLOWED;
  const mgmt = p.claims.has(DEATTRIBUTION_MGMT);
  if (!p.anyoneAssigned && !NO_UNASSIGNED_DECISION.includes(p.status) && (holdsAnyType(p.viewerTypes, UNASSIGNED_DECIDER_TYPES) || mgmt)) {
    return ALLOWED;
  }
  const office = p.officeName ? `office ${p.officeName}` : "the member's office";
  const community = p.communityId ? `community ${p.communityId}` : "the member's community";
  switch (p.status) {
    case 'PendingAppCdReview':
      if (holdsAnyType(p.viewerTypes, [AssignmentType.CD, AssignmentType.CMD])) return ALLOWED;
      return refusal(
        p.anyoneAssigned
          ? `Waiting for the APP or CD of ${office} (or its CMD)`
          : `Nobody is assigned at ${office}: waiting for its CD, CMD or SMO, or a deattribution manager`,
      );
    case 'PendingCmdReview':
      if (p.viewerTypes.has(AssignmentType.SMO) || mgmt) return ALLOWED;
      return refusal(`Waiting for the CMD of ${community} (or an SMO or a deattribution manager)`);
    default:
      if (mgmt) return ALLOWED;
      return refusal(`Waiting for the OM or PCT supervisor of ${community}, or a deattribution manager`);
  }
}

/**
 * The rows of a tab `decision` allows, as a Mine scope (the same clauses, over the member's
 * office): the review tabs list one status each; Mailing List and Pending Termination hold
 * nothing to decide.
 */
export function eligibilityMineScope(claims: ReadonlySet<string>, tab: DeattributionTab): MineScope {
  const definition = DEATTRIBUTION_TABS.find((t) => t.tab === tab);
  const status = definition?.statuses.find((s) => REVIEW_STATUSES.includes(s));
  if (!definition || !status) return NO_ROWS;
  const reviewers = definition.reviewerTypes;
  const mgmt = claims.has(DEATTRIBUTION_MGMT);
  const clauses: MineScope[] = [coveredBy(reviewers)];
  if (!NO_UNASSIGNED_DECISION.includes(status)) {
    clauses.push(allOf(unassignedFor(reviewers), mgmt ? ALL_ROWS : coveredBy(UNASSIGNED_DECIDER_TYPES)));
  }
  if (status === 'PendingAppCdReview') clauses.push(coveredBy([AssignmentType.CD, AssignmentType.CMD]));
  else if (status === 'PendingCmdReview') clauses.push(mgmt ? ALL_ROWS : coveredBy([AssignmentType.SMO]));
  else if (mgmt) clauses.push(ALL_ROWS);
  return anyOf(...clauses);
}

/**
 * Change the term reason (Update): not once final, not when the reason is already "Other" (the
 * selector is locked then), and not for a change without a reason (a Return has none to change).
 */
export function canUpdateTermReason(p: EligibilityPolicyInput): boolean {
  if (isFinalStatus(p.status) || p.termReasonId === null || p.termReasonId === OTHER_TERM_REASON_ID) return false;
  if (p.status === 'PendingTermination') return p.isAssigned || holdsAnyType(p.viewerTypes, PENDING_TERMINATION_REASON_EDITOR_TYPES);
  return p.isAssigned;
}

/** Cancel (and the mailing-list cancel): end-user support together with data management. */
export function canCancel(p: Pick<EligibilityPolicyInput, 'claims' | 'status'>): boolean {
  return !isFinalStatus(p.status) && isMailingListCanceller(p.claims);
}

/** Confirmers must tick the abnormal-date box before approving an old diagnosis date. */
export const isDateConfirmer = (viewerTypes: ReadonlySet<number>) => holdsAnyType(viewerTypes, DATE_CONFIRMER_TYPES);

export function eligibilityCapabilities(p: EligibilityPolicyInput): EligibilityCapabilities {
  const decide = decision(p);
  return {
    decide,
    approve: decide.allowed,
    reject: decide.allowed,
    update: canUpdateTermReason(p),
    cancel: canCancel(p),
    confirmAbnormalDate: isDateConfirmer(p.viewerTypes),
  };
}

/** Bulk Approve Terms decides many changes at once: deattribution managers only. */
export function canBulkApproveTerms(claims: ReadonlySet<string>): boolean {
  return claims.has(DEATTRIBUTION_MGMT);
}

export const BULK_APPROVE_REFUSAL = 'Only deattribution managers may bulk approve terms';

/** The mailing-list workbook: whoever may cancel from the list, or deattribution managers. */
export function canDownloadMailingList(claims: ReadonlySet<string>): boolean {
  return isMailingListCanceller(claims) || claims.has(DEATTRIBUTION_MGMT);
}

// ——— The termination overview workbook ———

/**
 * One wording for every refusal of a termination overview, so the answer for a change that does
 * not exist cannot be told apart from the answer for a change the viewer may not see.
 */
export const TERMINATION_OVERVIEW_REFUSAL =
  'Only the reviewers of this eligibility change and deattribution managers may download its termination overview';

const REFUSED = refusal(TERMINATION_OVERVIEW_REFUSAL);

/** Claims that see every change's dashboard row, and so every change's termination overview. */
export const SEES_EVERY_ELIGIBILITY_CHANGE: readonly Claim[] = CLAIM_GROUPS.eligibilityOverseers;

export const seesEveryEligibilityChange = (claims: ReadonlySet<string>) => holdsAny(claims, SEES_EVERY_ELIGIBILITY_CHANGE);

/**
 * The first gate, decided before any change is read: the viewer works the queue at all (a
 * deattribution manager, superAdmin, a user who may cancel changes, or a holder of a queue type
 * at any office). Everyone else is refused without the Care API being asked about the change.
 */
export function terminationOverviewGate(p: { claims: ReadonlySet<string>; viewerTypesAnywhere: ReadonlySet<number> }): Capability {
  if (seesEveryEligibilityChange(p.claims)) return ALLOWED;
  if (isMailingListCanceller(p.claims)) return ALLOWED;
  return holdsAnyType(p.viewerTypesAnywhere, DEATTRIBUTION_QUEUE_TYPES) ? ALLOWED : REFUSED;
}

/**
 * One change's termination overview goes to whoever may see that change's dashboard row: its
 * assigned reviewers, whoever the row offers a decision, a reason change or a cancel, the types
 * watching the termination stage at the member's office, deattribution managers and superAdmin.
 * `null` stands for a change that does not exist: refused with the same answer.
 */
export function terminationOverviewDecision(p: EligibilityPolicyInput | null): Capability {
  if (!p) return REFUSED;
  if (seesEveryEligibilityChange(p.claims) || p.isAssigned) return ALLOWED;
  const can = eligibilityCapabilities(p);
  if (can.approve || can.reject || can.update || can.cancel) return ALLOWED;
  if (p.status === 'PendingTermination' && holdsAnyType(p.viewerTypes, PENDING_TERMINATION_REASON_EDITOR_TYPES)) return ALLOWED;
  return REFUSED;
}

export const MAILING_LIST_REFUSAL = 'Only data managers with End User Support or deattribution managers may download the mailing list';

export function mailingListDecision(claims: ReadonlySet<string>): Capability {
  return canDownloadMailingList(claims) ? ALLOWED : refusal(MAILING_LIST_REFUSAL);
}
