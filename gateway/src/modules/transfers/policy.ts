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
import { ALL_ROWS, coveredBy, type MineScope } from '../shared/mine-scope.ts';
import { holdsAny } from '../../auth/viewer.ts';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';

export interface TransferPolicyInput {
  claims: ReadonlySet<Claim>;
  /** The viewer's assignment types covering the member's current office. */
  viewerTypes: ReadonlySet<number>;
  changeStatus: number;
  /** The member's current office, named in a refusal; null when unknown. */
  officeName?: string | null;
}

export type TransferCapabilities = Record<TransferAction, boolean> & {
  /** The action the transfer's tab offers: the APP review while pending it, the acknowledgement after. */
  decide: Capability;
};

const awaitsAcknowledgement = (changeStatus: number) =>
  changeStatus === TransferStatus.AppApproved || changeStatus === TransferStatus.AppRejected;

const isTransferManager = (claims: ReadonlySet<Claim>) => claims.has('transfer-mgmt');

/** The APP review (save, approve, reject): the APP covering the member's office, while pending APP review. */
function appReviewDecision({ viewerTypes, changeStatus, officeName }: TransferPolicyInput): Capability {
  if (changeStatus !== TransferStatus.PendingAppReview) return refusal('This transfer is no longer pending APP review');
  if (viewerTypes.has(AssignmentType.APP)) return ALLOWED;
  return refusal(
    officeName
      ? `Only the APP of office ${officeName} may review this transfer`
      : "Only the APP of the member's office may review this transfer",
  );
}

/** Acknowledging an APP decision: a CD or RVP covering the member's office, or a transfer manager. */
function acknowledgeDecision({ claims, viewerTypes, changeStatus, officeName }: TransferPolicyInput): Capability {
  if (!awaitsAcknowledgement(changeStatus)) return refusal('This transfer is not awaiting CD/RVP acknowledgement');
  if (TRANSFER_ACKNOWLEDGER_TYPES.some((t) => viewerTypes.has(t)) || isTransferManager(claims)) return ALLOWED;
  const office = officeName ? `office ${officeName}` : "the member's office";
  return refusal(`Only the CD or RVP of ${office}, or a transfer manager, may acknowledge this transfer`);
}

/** Each action's answer, with its reason when refused. */
export function transferDecisions(input: TransferPolicyInput): Record<TransferAction, Capability> {
  const review = appReviewDecision(input);
  return { save: review, approve: review, reject: review, acknowledge: acknowledgeDecision(input) };
}

export function transferCapabilities(input: TransferPolicyInput): TransferCapabilities {
  const decisions = transferDecisions(input);
  const decide =
    input.changeStatus === TransferStatus.PendingAppReview
      ? decisions.approve
      : awaitsAcknowledgement(input.changeStatus)
        ? decisions.acknowledge
        : refusal('This transfer has already been processed');
  return {
    save: decisions.save.allowed,
    approve: decisions.approve.allowed,
    reject: decisions.reject.allowed,
    acknowledge: decisions.acknowledge.allowed,
    decide,
  };
}

/**
 * The rows of a tab whose offered action `transferCapabilities().decide` allows, as a Mine scope:
 * the APP tab's rows at offices the viewer's APP type covers; the CD/RVP tab's rows at offices
 * the viewer's CD or RVP type covers, or every one for a transfer manager.
 */
export function transferMineScope(claims: ReadonlySet<Claim>, tab: TransferTab): MineScope {
  if (tab === 'APP') return coveredBy([AssignmentType.APP]);
  return isTransferManager(claims) ? ALL_ROWS : coveredBy(TRANSFER_ACKNOWLEDGER_TYPES);
}

/** The tab that lists a transfer in this status; null once processed. */
export const transferTabOf = (changeStatus: number): TransferTab | null =>
  TRANSFER_TABS.find((t) => t.statuses.includes(changeStatus))?.tab ?? null;

/** Assignment types whose holders at the member's office are the transfer's assigned employees. */
export const transferReviewerTypes = (changeStatus: number): readonly number[] =>
  TRANSFER_TABS.find((t) => t.statuses.includes(changeStatus))?.reviewerTypes ?? [];

/** Why an action is refused, in words the drawer can show. */
export function transferRefusal(action: TransferAction, changeStatus: number, officeName: string | null = null): string {
  return (
    transferDecisions({ claims: new Set(), viewerTypes: new Set(), changeStatus, officeName })[action].reason ??
    'This action is not allowed on this transfer'
  );
}

// ——— The transfer reports ———

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
export function transferReportDecision(p: { claims: ReadonlySet<Claim>; viewerTypesAnywhere: ReadonlySet<number> }): Capability {
  if (holdsAny(p.claims, TRANSFER_REPORT_CLAIMS)) return ALLOWED;
  if (TRANSFER_QUEUE_TYPES.some((t) => p.viewerTypesAnywhere.has(t))) return ALLOWED;
  return refusal(TRANSFER_REPORT_REFUSAL);
}
