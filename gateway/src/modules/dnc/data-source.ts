/**
 * DNC requests from the Care API, one instance per request: the dashboard's tab pages (ONE
 * OData request each), tab counts, requests by id (DataLoader-batched), the assigned employees
 * and capabilities of a row (office links batched by the assignments module), the decisions and
 * the report. Mutations check the policy and the form rule BEFORE anything is written upstream.
 */
import { ApprovalQueueSource, defineApprovalQueue } from '../shared/approval-queue.ts';
import { DNC_TABS, type DncApprovalType, type DncTab } from '@luminate/schema/approvals';
import { dncDecisionRule } from '@luminate/schema/rules';
import { routes, type DncLogDto, type EmployeeRefDto } from '@luminate/schema/rest';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import { badUserInput, parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { DNC_ENTITY_SET, DNC_EXPAND, DNC_TAB_FILTERS, dncTableOf } from './table.ts';
import {
  APPROVE_ALL_REFUSAL,
  canApproveAllPendingDnc,
  dncCapabilities,
  dncMineScope,
  dncReviewerType,
  type DncCapabilities,
} from './policy.ts';

/** The DNC dashboard's queue: each tab's condition and order, and the Mine scope of dncMineScope. */
export const DNC_QUEUE = defineApprovalQueue({
  entitySet: DNC_ENTITY_SET,
  expand: DNC_EXPAND,
  noun: 'DNC request',
  tabs: DNC_TABS.map(({ tab }) => ({ tab, condition: DNC_TAB_FILTERS[tab], table: dncTableOf(tab) })),
  mineScope: dncMineScope,
});

/** The queue's pages, rows by id and tab counts (ApprovalQueueSource), and the decisions. */
export class DncSource extends ApprovalQueueSource<DncTab, DncLogDto> {
  constructor(ctx: RequestContext) {
    super(ctx, DNC_QUEUE);
  }

  /** The row with its member and requester, also when an answer came without its navigation properties. */
  async complete(request: DncLogDto): Promise<DncLogDto> {
    if (request.member) return request;
    const loaded = await this.requireRow(request.id);
    return { ...loaded, ...request, member: loaded.member, requestedBy: request.requestedBy ?? loaded.requestedBy };
  }

  /** Holders of the reviewing assignment type at the member's office, unique and by name. */
  async assignedEmployees(request: DncLogDto): Promise<EmployeeRefDto[]> {
    const reviewerType = dncReviewerType(request);
    if (reviewerType === null) return [];
    const { member } = await this.complete(request);
    return this.ctx.dataSources.assignments.holdersAt(member?.officeId ?? null, [reviewerType]);
  }

  async capabilities(request: DncLogDto): Promise<DncCapabilities> {
    const claims = this.claims();
    // Claims alone settle it for dnc-mgmt and for handled requests: no office look-up needed.
    if (request.approved !== null || claims.has('dnc-mgmt')) return dncCapabilities({ claims, viewerTypes: new Set(), request });
    const { member } = await this.complete(request);
    const viewerTypes = await this.ctx.dataSources.assignments.viewerTypesAt(member?.officeId ?? null);
    return dncCapabilities({ claims, viewerTypes, request, officeName: member?.office?.name ?? null });
  }

  /**
   * Approve or decline one request: policy (FORBIDDEN, nothing sent), the form rule
   * (BAD_USER_INPUT, nothing sent), then ONE PUT. The answer keeps the loaded member and
   * requester when the Care API answers the log alone.
   */
  async decide(id: number, approved: boolean, input: { handlerNote: string }): Promise<DncLogDto> {
    const what = approved ? 'dnc.approve' : 'dnc.reject';
    const request = await this.requireRow(id);
    const can = await this.capabilities(request);
    if (!(approved ? can.approve : can.reject)) throw refused(this.ctx, what, can.decide.reason ?? 'Not allowed', { dncLogId: id });
    const { handlerNote } = parseInput(dncDecisionRule, input);
    const decided = await audited(this.ctx, what, { dncLogId: id, memberId: request.memberId }, () =>
      this.ctx.upstream.call(routes.decideDncLog, { body: { id, approved, handlerNote } }),
    );
    this.forget([id]);
    return { ...decided, member: decided.member ?? request.member, requestedBy: decided.requestedBy ?? request.requestedBy };
  }

  /** dnc-mgmt: approve every pending request (of one approval type, if given) in ONE PUT. */
  async approveAllPending(
    handlerNote: string,
    approvalType: DncApprovalType | null,
  ): Promise<{ approvedCount: number; logs: DncLogDto[] }> {
    if (!canApproveAllPendingDnc(this.claims())) throw refused(this.ctx, 'dnc.approveAllPending', APPROVE_ALL_REFUSAL);
    if (approvalType === 'Skip') throw badUserInput('Skip requests are never pending');
    const checked = parseInput(dncDecisionRule, { handlerNote });
    const query = { handlerNote: checked.handlerNote, ...(approvalType ? { approvalType } : {}) };
    const result = await audited(
      this.ctx,
      'dnc.approveAllPending',
      { approvalType },
      () => this.ctx.upstream.call(routes.approveAllPendingDnc, { query }),
      (r) => ({ approvedCount: r.approvedCount }),
    );
    this.forget();
    return result;
  }

  /** Every DNC request and its outcome, as the Care API's workbook. */
  report(): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.dncReport);
  }
}
