/**
 * Who may decide a DNC request: while it is pending, dnc-mgmt or an employee assigned
 * to it — one holding the approval type's assignment type (10 for Cd, 13 for Om) at the member's
 * office. `DncRequest.viewerCan`, the mutations and the assigned column all decide with these
 * pure functions, so a button shown is a call allowed.
 */
import { DNC_TABS, type DncApprovalType, type DncTab } from '@luminate/schema/approvals';
import { CLAIM_GROUPS, type Claim } from '@luminate/schema/claims';

export interface DncPolicyInput {
  claims: ReadonlySet<Claim>;
  /** The viewer's assignment types covering the member's office. */
  viewerTypes: ReadonlySet<number>;
  request: { approved: boolean | null; approvalType: DncApprovalType };
}

export interface DncCapabilities {
  approve: boolean;
  reject: boolean;
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

export function dncCapabilities(input: DncPolicyInput): DncCapabilities {
  const may = isPendingDnc(input.request) && (CLAIM_GROUPS.dncManagers.some((c) => input.claims.has(c)) || dncViewerIsAssigned(input));
  return { approve: may, reject: may };
}

/** Why a decision is refused, in words the dialog can show. */
export function dncRefusal(request: DncPolicyInput['request']): string {
  return isPendingDnc(request)
    ? 'Only DNC managers and the employees assigned to this request may decide it'
    : 'This DNC request has already been handled';
}

// ——— The DNC report ———

/** A file route's answer: allowed, or refused with the reason the client is shown. */
export type FileDecision = { allowed: true } | { allowed: false; reason: string };

export const DNC_REPORT_REFUSAL = 'Only DNC managers and the CDs and OMs who decide DNC requests may generate the DNC report';

/** Claims that generate the report of every DNC request. */
export const DNC_REPORT_CLAIMS: readonly Claim[] = CLAIM_GROUPS.dncReporters;

/** Approving every pending request at once: DNC managers only. */
export function canApproveAllPendingDnc(claims: ReadonlySet<Claim>): boolean {
  return CLAIM_GROUPS.dncManagers.some((c) => claims.has(c));
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
export function dncReportDecision(p: { claims: ReadonlySet<Claim>; viewerTypesAnywhere: ReadonlySet<number> }): FileDecision {
  if (DNC_REPORT_CLAIMS.some((c) => p.claims.has(c))) return { allowed: true };
  if (DNC_QUEUE_TYPES.some((t) => p.viewerTypesAnywhere.has(t))) return { allowed: true };
  return { allowed: false, reason: DNC_REPORT_REFUSAL };
}
