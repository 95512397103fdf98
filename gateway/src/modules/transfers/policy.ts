/**
 * Who may act on a patient transfer, judged at the member's CURRENT office (the office
 * the member leaves): the APP tab's save / approve / reject need assignment type 1 there while the
 * transfer waits for APP review; acknowledging an APP decision needs type 9 or 10 there, or
 * transfer-mgmt. `OfficeTransfer.viewerCan` and the mutations decide with these pure functions.
 */
import { AssignmentType } from '@luminate/schema/constants';
import {
  TRANSFER_ACKNOWLEDGER_TYPES,
  TRANSFER_TABS,
  TransferStatus,
  type TransferAction,
  type TransferTab,
} from '@luminate/schema/approvals';
import { CLAIM_GROUPS, type Claim } from '@luminate/schema/claims';

export interface TransferPolicyInput {
  claims: ReadonlySet<Claim>;
  /** The viewer's assignment types covering the member's current office. */
  viewerTypes: ReadonlySet<number>;
  changeStatus: number;
}

export type TransferCapabilities = Record<TransferAction, boolean>;

const awaitsAcknowledgement = (changeStatus: number) =>
  changeStatus === TransferStatus.AppApproved || changeStatus === TransferStatus.AppRejected;

export function transferCapabilities({ claims, viewerTypes, changeStatus }: TransferPolicyInput): TransferCapabilities {
  const appReview = changeStatus === TransferStatus.PendingAppReview && viewerTypes.has(AssignmentType.APP);
  const acknowledge =
    awaitsAcknowledgement(changeStatus) && (TRANSFER_ACKNOWLEDGER_TYPES.some((t) => viewerTypes.has(t)) || claims.has('transfer-mgmt'));
  return { save: appReview, approve: appReview, reject: appReview, acknowledge };
}

/** The tab that lists a transfer in this status; null once processed. */
export const transferTabOf = (changeStatus: number): TransferTab | null =>
  TRANSFER_TABS.find((t) => t.statuses.includes(changeStatus))?.tab ?? null;

/** Assignment types whose holders at the member's office are the transfer's assigned employees. */
export const transferReviewerTypes = (changeStatus: number): readonly number[] =>
  TRANSFER_TABS.find((t) => t.statuses.includes(changeStatus))?.reviewerTypes ?? [];

/** Why an action is refused, in words the drawer can show. */
export function transferRefusal(action: TransferAction, changeStatus: number): string {
  if (action === 'acknowledge') {
    return awaitsAcknowledgement(changeStatus)
      ? "Only the member's CD or RVP, or a transfer manager, may acknowledge this transfer"
      : 'This transfer is not awaiting CD/RVP acknowledgement';
  }
  return changeStatus === TransferStatus.PendingAppReview
    ? "Only the APP of the member's office may review this transfer"
    : 'This transfer is no longer pending APP review';
}

// ——— The transfer reports ———

/** A file route's answer: allowed, or refused with the reason the client is shown. */
export type FileDecision = { allowed: true } | { allowed: false; reason: string };

export const TRANSFER_REPORT_REFUSAL =
  'Only transfer managers and the APPs, CDs and RVPs who work patient transfers may export transfer reports';

/** Claims that export the transfer reports. */
export const TRANSFER_REPORT_CLAIMS: readonly Claim[] = CLAIM_GROUPS.transferReporters;

/** Assignment types that work the transfer queue: the tabs' reviewers and the acknowledgers. */
export const TRANSFER_QUEUE_TYPES: readonly number[] = [
  ...new Set([...TRANSFER_TABS.flatMap((t) => t.reviewerTypes), ...TRANSFER_ACKNOWLEDGER_TYPES]),
];

/**
 * The submitted and processed reports list members and their transfers: transfer managers,
 * superAdmin, and employees holding a transfer reviewing or acknowledging type at some office.
 */
export function transferReportDecision(p: { claims: ReadonlySet<Claim>; viewerTypesAnywhere: ReadonlySet<number> }): FileDecision {
  if (TRANSFER_REPORT_CLAIMS.some((c) => p.claims.has(c))) return { allowed: true };
  if (TRANSFER_QUEUE_TYPES.some((t) => p.viewerTypesAnywhere.has(t))) return { allowed: true };
  return { allowed: false, reason: TRANSFER_REPORT_REFUSAL };
}
