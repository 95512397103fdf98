/**
 * DNC requests from the Care API, one instance per request: the dashboard's tab pages (ONE
 * OData request each), tab counts, requests by id (DataLoader-batched), the assigned employees
 * and capabilities of a row (office links batched by the assignments module), the decisions and
 * the report. Mutations check the policy and the form rule BEFORE anything is written upstream.
 */
import { approvalMineCounts, approvalPage, approvalTabCounts, mineCondition, type ApprovalTabCount } from '../shared/approval-table.ts';
import { emptyPage, type ListPage } from '../shared/paging.ts';
import type DataLoader from 'dataloader';
import { APPROVAL_MAX_PAGE, DNC_TABS, type DncApprovalType, type DncTab } from '@luminate/schema/approvals';
import { dncDecisionRule } from '@luminate/schema/rules';
import { routes, type DncLogDto, type EmployeeRefDto } from '@luminate/schema/rest';
import type { Claim } from '@luminate/schema/claims';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import type { TableArgs } from '../../upstream/odata-table.ts';
import { badUserInput, notFound, parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { assertApprovalPageSize, byIdsQuery, countQuery, withTabFilter, type ODataFilter } from '../../upstream/odata-clauses.ts';
import { byIdsLoader } from '../../upstream/by-ids-loader.ts';
import { DNC_ENTITY_SET, DNC_EXPAND, DNC_TAB_FILTERS, dncTableOf } from './table.ts';
import {
  APPROVE_ALL_REFUSAL,
  canApproveAllPendingDnc,
  dncCapabilities,
  dncMineScope,
  dncReviewerType,
  type DncCapabilities,
} from './policy.ts';

export type DncPage = ListPage<DncLogDto>;
export type DncTabCount = ApprovalTabCount<DncTab>;

/** A tab's count-only query, with the Mine condition when given. */
const dncCountQuery = (tab: DncTab, mine?: ODataFilter) => countQuery(mine ? { and: [DNC_TAB_FILTERS[tab], mine] } : DNC_TAB_FILTERS[tab]);

export class DncSource {
  private readonly byId: DataLoader<number, DncLogDto | null>;

  constructor(private readonly ctx: RequestContext) {
    this.byId = byIdsLoader(
      async (ids) => (await ctx.upstream.odata<DncLogDto>(DNC_ENTITY_SET, byIdsQuery(ids, DNC_EXPAND))).value,
      APPROVAL_MAX_PAGE,
    );
  }

  /**
   * One page of a tab: the tab's condition AND the user's filters (AND, for Mine, the rows the
   * viewer may decide), in ONE OData request.
   */
  async page(tab: DncTab, args: TableArgs, mine = false): Promise<DncPage> {
    const paging = { skip: args.skip ?? 0, take: assertApprovalPageSize(args.take) };
    let query = withTabFilter(dncTableOf(tab).toQuery({ ...args, ...paging }), DNC_TAB_FILTERS[tab]);
    if (mine) {
      const condition = await mineCondition(this.ctx, dncMineScope(this.claims(), tab));
      if (condition.kind === 'none') return emptyPage(paging);
      if (condition.kind === 'filter') query = withTabFilter(query, condition.filter);
    }
    return approvalPage<DncLogDto>(this.ctx, DNC_ENTITY_SET, query, paging, this.byId);
  }

  private claims() {
    return this.ctx.viewer?.claims ?? new Set<Claim>();
  }

  request(id: number): Promise<DncLogDto | null> {
    return this.byId.load(id);
  }

  async requireRequest(id: number): Promise<DncLogDto> {
    const request = await this.request(id);
    if (!request) throw notFound(`DNC request ${id} not found`);
    return request;
  }

  /** Every tab's count and Mine count: count-only requests, all in parallel. */
  tabCounts(): Promise<DncTabCount[]> {
    return approvalTabCounts(this.ctx, DNC_ENTITY_SET, DNC_TABS, dncCountQuery, (tab) => dncMineScope(this.claims(), tab));
  }

  /** Only the Mine counts (no request for a tab the viewer decides nothing in). */
  mineCounts(): Promise<Array<{ tab: DncTab; mine: number | null }>> {
    return approvalMineCounts(this.ctx, DNC_ENTITY_SET, DNC_TABS, dncCountQuery, (tab) => dncMineScope(this.claims(), tab));
  }

  /** The row with its member and requester, also when an answer came without its navigation properties. */
  async complete(request: DncLogDto): Promise<DncLogDto> {
    if (request.member) return request;
    const loaded = await this.requireRequest(request.id);
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
    const request = await this.requireRequest(id);
    const can = await this.capabilities(request);
    if (!(approved ? can.approve : can.reject)) throw refused(this.ctx, what, can.decide.reason ?? 'Not allowed', { dncLogId: id });
    const { handlerNote } = parseInput(dncDecisionRule, input);
    const decided = await audited(this.ctx, what, { dncLogId: id, memberId: request.memberId }, () =>
      this.ctx.upstream.call(routes.decideDncLog, { body: { id, approved, handlerNote } }),
    );
    this.byId.clear(id);
    return { ...decided, member: decided.member ?? request.member, requestedBy: decided.requestedBy ?? request.requestedBy };
  }

  /** dnc-mgmt: approve every pending request (of one approval type, if given) in ONE PUT. */
  async approveAllPending(
    handlerNote: string,
    approvalType: DncApprovalType | null,
  ): Promise<{ approvedCount: number; logs: DncLogDto[] }> {
    if (!canApproveAllPendingDnc(this.ctx.viewer?.claims ?? new Set()))
      throw refused(this.ctx, 'dnc.approveAllPending', APPROVE_ALL_REFUSAL);
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
    this.byId.clearAll();
    return result;
  }

  /** Every DNC request and its outcome, as the Care API's workbook. */
  report(): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.dncReport);
  }
}
