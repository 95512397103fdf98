/**
 * Who may decide a DNC request: while it is pending, dnc-mgmt or an employee assigned
 * to it — one holding the approval type's assignment type (10 for Cd, 13 for Om) at the member's
 * office. `DncRequest.viewerCan`, the mutations and the assigned column all decide with these
 * pure functions, so a button shown is a call allowed.
 */
import { DNC_TABS, type DncApprovalType, type DncTab } from '@luminate/schema/approvals';
import { CLAIM_GROUPS, type Claim } from '@luminate/schema/claims';
import { ALL_ROWS, coveredBy, NO_ROWS, type MineScope } from '../shared/mine-scope.ts';
import { holdsAny } from '../../auth/viewer.ts';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';

export interface DncPolicyInput {
  claims: ReadonlySet<Claim>;
  /** The viewer's assignment types covering the member's office. */
  viewerTypes: ReadonlySet<number>;
  request: { approved: boolean | null; approvalType: DncApprovalType };
  /** The member's office, named in a refusal; null when unknown. */
  officeName?: string | null;
}

export interface DncCapabilities {
  approve: boolean;
  reject: boolean;
  decide: Capability;
}

export const isPendingDnc = (request: { approved: boolean | null }) => request.approved === null;

/** The assignment type whose holders decide a pending request; none for Skip and handled requests. */
export function dncReviewerType(request: DncPolicyInput['request']): number | null {
  if (!isPendingDnc(request)) return null;
  return DNC_TABS.find((t) => t.approvalType === request.approvalType)?.reviewerType ?? null;
}

/** The tab that lists the request now. */
export function dncTabOf(request: DncPolicyInput['request']): DncTab {
  if (!isPendingDnc(request)) return 'HISTORY';
  return DNC_TABS.find((t) => t.approvalType === request.approvalType)?.tab ?? 'HISTORY';
}

export function dncViewerIsAssigned({ viewerTypes, request }: Omit<DncPolicyInput, 'claims'>): boolean {
  const reviewerType = dncReviewerType(request);
  return reviewerType !== null && viewerTypes.has(reviewerType);
}

const isDncManager = (claims: ReadonlySet<Claim>) => holdsAny(claims, CLAIM_GROUPS.dncManagers);

const DNC_HANDLED_REFUSAL = 'This DNC request has already been handled';

/**
 * Approve and reject share one rule: while the request is pending, a DNC manager, or an employee
 * holding the approval type's reviewing type (CD for Cd, OM for Om) covering the member's office.
 */
export function dncDecision(input: DncPolicyInput): Capability {
  if (!isPendingDnc(input.request)) return refusal(DNC_HANDLED_REFUSAL);
  if (isDncManager(input.claims) || dncViewerIsAssigned(input)) return ALLOWED;
  if (dncReviewerType(input.request) === null) return refusal('Only a DNC manager may decide this request');
  // The pending tabs are named after their reviewing type: CD and OM.
  const reviewer = dncTabOf(input.request);
  const office = input.officeName ? `office ${input.officeName}` : "the member's office";
  return refusal(`Only the ${reviewer} of ${office} or a DNC manager may decide this request`);
}

export function dncCapabilities(input: DncPolicyInput): DncCapabilities {
  const decide = dncDecision(input);
  return { approve: decide.allowed, reject: decide.allowed, decide };
}

/**
 * The rows of a tab dncDecision allows, as a Mine scope: every pending row for a DNC manager,
 * else the rows whose member office the tab's reviewing type of the viewer's covers; History
 * holds nothing to decide.
 */
export function dncMineScope(claims: ReadonlySet<Claim>, tab: DncTab): MineScope {
  const reviewerType = DNC_TABS.find((t) => t.tab === tab)?.reviewerType ?? null;
  if (reviewerType === null) return NO_ROWS;
  return isDncManager(claims) ? ALL_ROWS : coveredBy([reviewerType]);
}

// ——— The DNC report ———

export const DNC_REPORT_REFUSAL = 'Only DNC managers and the CDs and OMs who decide DNC requests may generate the DNC report';

/** Claims that generate the report of every DNC request. */
export const DNC_REPORT_CLAIMS: readonly Claim[] = CLAIM_GROUPS.dncReporters;

/** Approving every pending request at once: DNC managers only. */
export function canApproveAllPendingDnc(claims: ReadonlySet<Claim>): boolean {
  return holdsAny(claims, CLAIM_GROUPS.dncManagers);
}

export const APPROVE_ALL_REFUSAL = 'Only DNC managers may approve every pending request';

/** The root fields whose `@auth` list mirrors a rule of this policy. */
export const FIELD_ACCESS = {
  'Mutation.approveAllPendingDncRequests': CLAIM_GROUPS.dncManagers,
};

/** Assignment types that work the DNC queue: the reviewers of its CD and OM tabs. */
export const DNC_QUEUE_TYPES: readonly number[] = DNC_TABS.flatMap((t) => (t.reviewerType === null ? [] : [t.reviewerType]));

/**
 * The report lists every DNC request and its member: DNC managers, superAdmin, and employees
 * who hold a DNC reviewing type at some office (the dashboard's CD and OM queues).
 */
export function dncReportDecision(p: { claims: ReadonlySet<Claim>; viewerTypesAnywhere: ReadonlySet<number> }): Capability {
  if (holdsAny(p.claims, DNC_REPORT_CLAIMS)) return ALLOWED;
  if (DNC_QUEUE_TYPES.some((t) => p.viewerTypesAnywhere.has(t))) return ALLOWED;
  return refusal(DNC_REPORT_REFUSAL);
}
