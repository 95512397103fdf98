/**
 * Patient transfers (office assignments) from the Care API, one instance per request: the
 * dashboard's tab pages (ONE OData request each), tab counts, transfers by id (DataLoader-
 * batched), assigned employees and capabilities (office links batched by the assignments
 * module), the four drawer actions and the two reports. Actions check the policy and the
 * drawer's rule BEFORE anything is written upstream.
 */
import { ApprovalQueueSource, defineApprovalQueue } from '../shared/approval-queue.ts';
import { TRANSFER_MESSAGES, TRANSFER_TABS, TransferStatus, type TransferAction, type TransferTab } from '@luminate/schema/approvals';
import { transferActionRule, transferReportRule, isoToday } from '@luminate/schema/rules';
import { routes, type EmployeeRefDto, type OfficeAssignmentDto } from '@luminate/schema/rest';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import type { OfficeTransferInput } from '../../generated/graphql.ts';
import { parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { TRANSFER_ENTITY_SET, TRANSFER_EXPAND, transferTabFilter, transfersTable } from './table.ts';
import {
  transferCapabilities,
  transferDecisions,
  transferMineScope,
  transferReviewerTypes,
  type TransferCapabilities,
  type TransferPolicyInput,
} from './policy.ts';

export interface TransferActionResult {
  transfer: OfficeAssignmentDto;
  message: string;
}

function messageOf(action: TransferAction, statusBefore: number): string {
  if (action !== 'acknowledge') return TRANSFER_MESSAGES[action];
  return statusBefore === TransferStatus.AppApproved ? TRANSFER_MESSAGES.acknowledgeApproved : TRANSFER_MESSAGES.acknowledgeRejected;
}

/** Navigation properties a write's answer may leave out: kept from the row as loaded. */
function withNavigation(answer: OfficeAssignmentDto, loaded: OfficeAssignmentDto): OfficeAssignmentDto {
  return {
    ...answer,
    member: answer.member ?? loaded.member,
    office: answer.office ?? loaded.office,
    transferedFromOffice: answer.transferedFromOffice !== undefined ? answer.transferedFromOffice : loaded.transferedFromOffice,
    requestedBy: answer.requestedBy !== undefined ? answer.requestedBy : loaded.requestedBy,
  };
}

/**
 * The Patient Transfer dashboard's queue: each tab's statuses, oldest request first, and for
 * Mine the rows whose offered action the viewer may take (transferMineScope).
 */
export const TRANSFER_QUEUE = defineApprovalQueue({
  entitySet: TRANSFER_ENTITY_SET,
  expand: TRANSFER_EXPAND,
  noun: 'Transfer',
  tabs: TRANSFER_TABS.map(({ tab }) => ({ tab, condition: transferTabFilter(tab), table: transfersTable })),
  mineScope: transferMineScope,
});

/** The queue's pages, rows by id and tab counts (ApprovalQueueSource), and the drawer's actions. */
export class TransfersSource extends ApprovalQueueSource<TransferTab, OfficeAssignmentDto> {
  constructor(ctx: RequestContext) {
    super(ctx, TRANSFER_QUEUE);
  }

  /** The row with its member, offices and requester, also when an answer came without them. */
  async complete(transfer: OfficeAssignmentDto): Promise<OfficeAssignmentDto> {
    if (transfer.member && transfer.office) return transfer;
    return withNavigation(transfer, await this.requireRow(transfer.id));
  }

  /** APPs of the member's office while pending APP review, its CDs while awaiting acknowledgement; none after. */
  async assignedEmployees(transfer: OfficeAssignmentDto): Promise<EmployeeRefDto[]> {
    const types = transferReviewerTypes(transfer.changeStatus);
    if (types.length === 0) return [];
    const { member } = await this.complete(transfer);
    return this.ctx.dataSources.assignments.holdersAt(member?.officeId ?? null, types);
  }

  /** What the policy judges a transfer by: the viewer's types at the member's current office. */
  private async policyInput(transfer: OfficeAssignmentDto): Promise<TransferPolicyInput> {
    const claims = this.claims();
    if (transferReviewerTypes(transfer.changeStatus).length === 0) {
      // Processed transfers allow nothing: no office look-up needed.
      return { claims, viewerTypes: new Set(), changeStatus: transfer.changeStatus };
    }
    const { member } = await this.complete(transfer);
    const viewerTypes = await this.ctx.dataSources.assignments.viewerTypesAt(member?.officeId ?? null);
    return { claims, viewerTypes, changeStatus: transfer.changeStatus, officeName: member?.office?.name ?? null };
  }

  async capabilities(transfer: OfficeAssignmentDto): Promise<TransferCapabilities> {
    return transferCapabilities(await this.policyInput(transfer));
  }

  /**
   * One drawer action: policy (FORBIDDEN, nothing sent), the drawer's rule (BAD_USER_INPUT,
   * nothing sent), then ONE PUT; the Care API decides the next status. Acknowledging sends the
   * transfer as the APP left it: notes, checkboxes and type are edited only on the APP tab.
   */
  async act(action: TransferAction, id: number, input: OfficeTransferInput): Promise<TransferActionResult> {
    const what = `transfer.${action}`;
    const loaded = await this.requireRow(id);
    const decision = transferDecisions(await this.policyInput(loaded))[action];
    if (!decision.allowed) throw refused(this.ctx, what, decision.reason, { officeAssignmentId: id });

    const values =
      action === 'acknowledge'
        ? {
            transitionNotes: loaded.transitionNotes,
            chartReview: loaded.chartReview,
            medReview: loaded.medReview,
            acuityLevel: loaded.acuityLevel,
            transferType: loaded.transferType,
          }
        : {
            transitionNotes: input.transitionNotes ?? null,
            chartReview: input.chartReview,
            medReview: input.medReview,
            acuityLevel: input.acuityLevel,
            transferType: input.transferType ?? null,
          };
    const checked = parseInput(transferActionRule(action), values);

    const answer = await audited(this.ctx, what, { officeAssignmentId: id, memberId: loaded.memberId }, () =>
      this.ctx.upstream.call(routes.updateOfficeAssignment, { query: { action }, body: { id, ...checked } }),
    );
    this.forget([id]);
    return { transfer: withNavigation(answer, loaded), message: messageOf(action, loaded.changeStatus) };
  }

  /** Transfers processed (or requested) between two dates, as the Care API's workbook. */
  report(kind: 'processed' | 'submitted', dates: { start: unknown; end: unknown }): Promise<UpstreamFile> {
    const query = parseInput(transferReportRule(isoToday()), dates, { firstMessageOnly: true });
    const route = kind === 'processed' ? routes.processedTransfersReport : routes.submittedTransfersReport;
    return this.ctx.upstream.download(route, { query });
  }
}
