/**
 * Patient transfers (office assignments) from the Care API, one instance per request: the
 * dashboard's tab pages (ONE OData request each), tab counts, transfers by id (DataLoader-
 * batched), assigned employees and capabilities (office links batched by the assignments
 * module), the four drawer actions and the two reports. Actions check the policy and the
 * drawer's rule BEFORE anything is written upstream.
 */
import { approvalMineCounts, approvalPage, approvalTabCounts, mineCondition, type ApprovalTabCount } from '../shared/approval-table.ts';
import { emptyPage, type ListPage } from '../shared/paging.ts';
import type DataLoader from 'dataloader';
import {
  APPROVAL_MAX_PAGE,
  TRANSFER_MESSAGES,
  TRANSFER_TABS,
  TransferStatus,
  type TransferAction,
  type TransferTab,
} from '@luminate/schema/approvals';
import { transferActionRule, transferReportRule, isoToday } from '@luminate/schema/rules';
import { routes, type EmployeeRefDto, type OfficeAssignmentDto } from '@luminate/schema/rest';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import type { TableArgs } from '../../upstream/odata-table.ts';
import type { OfficeTransferInput } from '../../generated/graphql.ts';
import { notFound, parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { assertApprovalPageSize, byIdsQuery, countQuery, withTabFilter, type ODataFilter } from '../../upstream/odata-clauses.ts';
import { byIdsLoader } from '../../upstream/by-ids-loader.ts';
import { TRANSFER_ENTITY_SET, TRANSFER_EXPAND, transferTabFilter, transfersTable } from './table.ts';
import {
  transferCapabilities,
  transferDecisions,
  transferMineScope,
  transferReviewerTypes,
  type TransferCapabilities,
  type TransferPolicyInput,
} from './policy.ts';
import type { Claim } from '@luminate/schema/claims';
import { transferTypeLabel } from './transfer-types.ts';

export type TransferPage = ListPage<OfficeAssignmentDto>;
export type TransferTabCount = ApprovalTabCount<TransferTab>;
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

/** A tab's count-only query, with the Mine condition when given. */
const transferCountQuery = (tab: TransferTab, mine?: ODataFilter) =>
  countQuery(mine ? { and: [transferTabFilter(tab), mine] } : transferTabFilter(tab));

export class TransfersSource {
  private readonly byId: DataLoader<number, OfficeAssignmentDto | null>;

  constructor(private readonly ctx: RequestContext) {
    this.byId = byIdsLoader(
      async (ids) => (await ctx.upstream.odata<OfficeAssignmentDto>(TRANSFER_ENTITY_SET, byIdsQuery(ids, TRANSFER_EXPAND))).value,
      APPROVAL_MAX_PAGE,
    );
  }

  /**
   * One page of a tab: the tab's statuses AND the user's filters (AND, for Mine, the rows whose
   * offered action the viewer may take), in ONE OData request.
   */
  async page(tab: TransferTab, args: TableArgs, mine = false): Promise<TransferPage> {
    const paging = { skip: args.skip ?? 0, take: assertApprovalPageSize(args.take) };
    let query = withTabFilter(transfersTable.toQuery({ ...args, ...paging }), transferTabFilter(tab));
    if (mine) {
      const condition = await mineCondition(this.ctx, transferMineScope(this.claims(), tab));
      if (condition.kind === 'none') return emptyPage(paging);
      if (condition.kind === 'filter') query = withTabFilter(query, condition.filter);
    }
    return approvalPage<OfficeAssignmentDto>(this.ctx, TRANSFER_ENTITY_SET, query, paging, this.byId);
  }

  private claims() {
    return this.ctx.viewer?.claims ?? new Set<Claim>();
  }

  transfer(id: number): Promise<OfficeAssignmentDto | null> {
    return this.byId.load(id);
  }

  async requireTransfer(id: number): Promise<OfficeAssignmentDto> {
    const transfer = await this.transfer(id);
    if (!transfer) throw notFound(`Transfer ${id} not found`);
    return transfer;
  }

  /** Every tab's count and Mine count: count-only requests, all in parallel. */
  tabCounts(): Promise<TransferTabCount[]> {
    return approvalTabCounts(this.ctx, TRANSFER_ENTITY_SET, TRANSFER_TABS, transferCountQuery, (tab) =>
      transferMineScope(this.claims(), tab),
    );
  }

  /** Only the Mine counts (no request for a tab the viewer acts on nothing in). */
  mineCounts(): Promise<Array<{ tab: TransferTab; mine: number | null }>> {
    return approvalMineCounts(this.ctx, TRANSFER_ENTITY_SET, TRANSFER_TABS, transferCountQuery, (tab) =>
      transferMineScope(this.claims(), tab),
    );
  }

  /** The row with its member, offices and requester, also when an answer came without them. */
  async complete(transfer: OfficeAssignmentDto): Promise<OfficeAssignmentDto> {
    if (transfer.member && transfer.office) return transfer;
    return withNavigation(transfer, await this.requireTransfer(transfer.id));
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
    const loaded = await this.requireTransfer(id);
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
            transferType: transferTypeLabel(input.transferType),
          };
    const checked = parseInput(transferActionRule(action), values);

    const answer = await audited(this.ctx, what, { officeAssignmentId: id, memberId: loaded.memberId }, () =>
      this.ctx.upstream.call(routes.updateOfficeAssignment, { query: { action }, body: { id, ...checked } }),
    );
    this.byId.clear(id);
    return { transfer: withNavigation(answer, loaded), message: messageOf(action, loaded.changeStatus) };
  }

  /** Transfers processed (or requested) between two dates, as the Care API's workbook. */
  report(kind: 'processed' | 'submitted', dates: { start: unknown; end: unknown }): Promise<UpstreamFile> {
    const query = parseInput(transferReportRule(isoToday()), dates, { firstMessageOnly: true });
    const route = kind === 'processed' ? routes.processedTransfersReport : routes.submittedTransfersReport;
    return this.ctx.upstream.download(route, { query });
  }
}
