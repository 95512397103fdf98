/**
 * Eligibility changes (the Deattribution dashboard) from the Care API, one instance per
 * request. Reads are one OData request each (a tab's page, a count, changes by id batched by a
 * DataLoader); every row's assigned employees and the viewer's types at the member's office come
 * from the assignments module's batched office-links loader, so a page costs the same number of
 * upstream requests whatever its size. Writes check the policy and the form rules first and
 * reach the Care API only when both pass: one PUT, never retried, audited.
 */
import { ApprovalQueueSource, defineApprovalQueue, type ApprovalTabCount } from '../shared/approval-queue.ts';
import {
  DEATTRIBUTION_TABS,
  DEFAULT_TERM_REASON_IDS,
  OTHER_TERM_REASON_ID,
  reviewerTypesOf,
  type DeattributionTab,
} from '@luminate/schema/approvals';
import { routes, type ApprovalMemberDto, type EligibilityChangeDto, type EmployeeRefDto } from '@luminate/schema/rest';
import {
  bulkApproveRule,
  eligibilityDecisionRule,
  isoToday,
  mailingListCancelRule,
  NO_TERMS_TO_APPROVE,
  unpickablePayerIds,
  type EligibilityAction,
} from '@luminate/schema/rules';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import { badUserInput, gatewayError, ErrorCode, parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { MAX_IDS_PER_REQUEST } from '../../upstream/by-ids-loader.ts';
import { parseId } from '../shared/ids.ts';
import {
  BULK_APPROVE_REFUSAL,
  canBulkApproveTerms,
  eligibilityCapabilities,
  eligibilityMineScope,
  isDateConfirmer,
  type EligibilityCapabilities,
  type EligibilityPolicyInput,
} from './policy.ts';
import { countQuery, deattributionTabFilter, ELIGIBILITY_CHANGE_EXPAND, eligibilityChangesTable, ENTITY_SET } from './table.ts';

export type DeattributionTabCount = ApprovalTabCount<DeattributionTab>;

/** What the viewer sees and may do for one change; computed once per change object and request. */
export interface ChangeAccess {
  assignedEmployees: EmployeeRefDto[];
  viewerIsAssigned: boolean;
  viewerTypes: ReadonlySet<number>;
  policy: EligibilityPolicyInput;
  can: EligibilityCapabilities;
}

/** The graph's EligibilityDecisionInput (ids are strings there). */
export interface DecisionInput {
  id: string;
  termReasonId?: string | null;
  diagnosisDate?: string | null;
  abnormalDateConfirmed?: boolean | null;
  transitionPlan?: string | null;
  note: string;
}

export interface EligibilityChangeResult {
  change: EligibilityChangeDto;
  tabCounts: DeattributionTabCount[];
}

type Decision = Exclude<EligibilityAction, 'cancel'>;

const DECISION_QUERY: Record<EligibilityAction, { approved?: 'true' | 'false'; update?: 'true'; cancelled?: 'true' }> = {
  approve: { approved: 'true' },
  reject: { approved: 'false' },
  update: { update: 'true' },
  cancel: { cancelled: 'true' },
};

const REFUSALS: Record<EligibilityAction, string> = {
  approve: 'You may not approve this eligibility change at its current stage',
  reject: 'You may not reject this eligibility change at its current stage',
  update: 'You may not change the term reason of this eligibility change',
  cancel: 'Only users with both End User Support and Data Management may cancel an eligibility change',
};

/** A graph id that may be absent; BAD_USER_INPUT when present but not a positive integer. */
const optionalId = (value: string | null | undefined, what: string): number | null | undefined =>
  value === undefined || value === null ? value : parseId(value, what);

const parseChangeId = (value: string) => parseId(value, 'eligibility change');

/**
 * The Deattribution dashboard's queue: each tab's statuses, oldest request first, and for Mine
 * the rows the viewer may decide at their stage (eligibilityMineScope).
 */
export const DEATTRIBUTION_QUEUE = defineApprovalQueue({
  entitySet: ENTITY_SET,
  expand: ELIGIBILITY_CHANGE_EXPAND,
  noun: 'Eligibility change',
  // Bulk Approve Terms answers every change it moved, and their members are read again by id.
  idsPerRequest: MAX_IDS_PER_REQUEST,
  tabs: DEATTRIBUTION_TABS.map(({ tab, statuses }) => ({
    tab,
    condition: deattributionTabFilter(statuses),
    table: eligibilityChangesTable,
  })),
  mineScope: eligibilityMineScope,
});

/** The queue's pages, changes by id and tab counts (ApprovalQueueSource), the dashboard's other reads and the decisions. */
export class DeattributionSource extends ApprovalQueueSource<DeattributionTab, EligibilityChangeDto> {
  private readonly accessByChange = new WeakMap<EligibilityChangeDto, Promise<ChangeAccess>>();

  constructor(ctx: RequestContext) {
    super(ctx, DEATTRIBUTION_QUEUE);
  }

  // ——— Reads ———

  /** The change's member; changes answered without it (e.g. by a bulk write) are re-read by id. */
  async memberOf(change: EligibilityChangeDto): Promise<ApprovalMemberDto> {
    if (change.member) return change.member;
    const full = await this.row(change.id);
    if (!full?.member) throw gatewayError(ErrorCode.UPSTREAM_ERROR, 'The Care API answered an eligibility change without its member');
    return full.member;
  }

  /** The selector's reasons, in the order the dashboard lists them. */
  async termReasons(): Promise<Array<{ id: number; name: string }>> {
    const byId = new Map((await this.ctx.upstream.call(routes.listTermReasons)).map((r) => [r.id, r]));
    return DEFAULT_TERM_REASON_IDS.flatMap((id) => {
      const reason = byId.get(id);
      return reason ? [reason] : [];
    });
  }

  /** How many Term changes Bulk Approve Terms would approve: one OData count. */
  async omTermsToApprove(termReasonId: number, payerId: number | null): Promise<number> {
    const filters = [
      { field: 'STATUS', matchMode: 'EQUALS', value: 'PendingOpsManagerReview' },
      { field: 'CHANGE_TYPE', matchMode: 'EQUALS', value: 'Term' },
      { field: 'TERM_REASON_ID', matchMode: 'EQUALS', value: String(termReasonId) },
      ...(payerId === null ? [] : [{ field: 'PAYER_ID', matchMode: 'EQUALS', value: String(payerId) }]),
    ];
    return (await this.ctx.upstream.odata(ENTITY_SET, countQuery(filters))).count;
  }

  /**
   * The assigned employees (holders of the status's reviewing types covering the member's
   * office), whether the viewer is one, and the policy's answer. The office links of every row
   * of the request arrive in one batched upstream call.
   */
  access(change: EligibilityChangeDto): Promise<ChangeAccess> {
    let access = this.accessByChange.get(change);
    if (!access) {
      access = this.computeAccess(change);
      this.accessByChange.set(change, access);
    }
    return access;
  }

  private async computeAccess(change: EligibilityChangeDto): Promise<ChangeAccess> {
    const { assignments } = this.ctx.dataSources;
    const member = await this.memberOf(change);
    const reviewerTypes = reviewerTypesOf(change.status);
    const [assignedEmployees, viewerTypes] = await Promise.all([
      assignments.holdersAt(member.officeId, reviewerTypes),
      assignments.viewerTypesAt(member.officeId),
    ]);
    // The viewer's types are its own links at this office, so holding a reviewing type is
    // exactly being among the assigned employees.
    const viewerIsAssigned = reviewerTypes.some((t) => viewerTypes.has(t));
    const policy: EligibilityPolicyInput = {
      claims: this.claims(),
      viewerTypes,
      isAssigned: viewerIsAssigned,
      anyoneAssigned: assignedEmployees.length > 0,
      status: change.status,
      termReasonId: change.termReasonId,
      officeName: member.office?.name ?? null,
      communityId: member.office?.communityId ?? null,
    };
    return {
      assignedEmployees,
      viewerIsAssigned,
      viewerTypes,
      policy,
      can: eligibilityCapabilities(policy),
    };
  }

  // ——— Writes ———

  /** Approve, reject or change the term reason: policy, then the modal's rules, then one PUT. */
  async decide(action: Decision, input: DecisionInput): Promise<EligibilityChangeResult> {
    const changeId = parseChangeId(input.id);
    const what = `eligibilityChange.${action}`;
    const change = await this.requireRow(changeId);
    const access = await this.access(change);
    if (!access.can[action]) {
      const reason = action === 'update' ? REFUSALS.update : (access.can.decide.reason ?? REFUSALS[action]);
      throw refused(this.ctx, what, reason, { changeId, status: change.status });
    }

    const termReasonId = optionalId(input.termReasonId, 'term reason') ?? (action === 'update' ? null : change.termReasonId);
    if (termReasonId !== null && termReasonId !== change.termReasonId) {
      // The selector offers only the stored reason and "Other".
      if (termReasonId !== OTHER_TERM_REASON_ID) throw badUserInput('The term reason can only be changed to Other');
      if (!access.can.update) throw refused(this.ctx, what, REFUSALS.update, { changeId, status: change.status });
    }
    if (action === 'update' && termReasonId === change.termReasonId) throw badUserInput('Choose a different term reason to update');

    const member = await this.memberOf(change);
    const form = {
      termReasonId,
      diagnosisDate: input.diagnosisDate === undefined ? change.diagnosisDt : input.diagnosisDate,
      abnormalDateConfirmed: input.abnormalDateConfirmed ?? false,
      transitionPlan: input.transitionPlan === undefined ? change.transitionPlan : input.transitionPlan,
      note: input.note,
    };
    parseInput(
      eligibilityDecisionRule({
        action,
        today: isoToday(),
        isDateConfirmer: isDateConfirmer(access.viewerTypes),
        engagedAndAssigned: member.engaged && access.viewerIsAssigned,
        changeType: change.changeType,
      }),
      form,
    );

    return this.write(action, change, {
      id: changeId,
      termReasonId: form.termReasonId,
      diagnosisDt: form.diagnosisDate ?? null,
      transitionPlan: form.transitionPlan?.trim() ? form.transitionPlan : null,
      note: form.note.trim(),
    });
  }

  /** Cancel (the modal's Cancel and the mailing-list cancel). */
  async cancel(input: { id: string; note: string }): Promise<EligibilityChangeResult> {
    const changeId = parseChangeId(input.id);
    const change = await this.requireRow(changeId);
    const access = await this.access(change);
    if (!access.can.cancel) throw refused(this.ctx, 'eligibilityChange.cancel', REFUSALS.cancel, { changeId, status: change.status });
    const { note } = parseInput(mailingListCancelRule, { note: input.note });
    return this.write('cancel', change, {
      id: changeId,
      termReasonId: change.termReasonId,
      diagnosisDt: change.diagnosisDt,
      transitionPlan: change.transitionPlan,
      note,
    });
  }

  /** Bulk Approve Terms: deattribution managers only, checked here as well as by the field's @auth. */
  async bulkApproveOmTerms(input: { note: string; termReasonId: string; payerId?: string | null }) {
    if (!canBulkApproveTerms(this.claims())) {
      throw refused(this.ctx, 'eligibilityChange.bulkApproveOmTerms', BULK_APPROVE_REFUSAL);
    }
    // A payer is checked against the payers list only when one is given (the list is shared reference data).
    const hasPayer = input.payerId != null && input.payerId !== '';
    const unpickable = hasPayer ? unpickablePayerIds(await this.ctx.upstream.call(routes.listPayers)) : [];
    const { note, termReasonId, payerId } = parseInput(bulkApproveRule(unpickable), {
      note: input.note,
      termReasonId: Number(input.termReasonId),
      payerId: hasPayer ? Number(input.payerId) : null,
    });
    if ((await this.omTermsToApprove(termReasonId, payerId)) === 0) throw badUserInput(NO_TERMS_TO_APPROVE);

    const result = await audited(
      this.ctx,
      'eligibilityChange.bulkApproveOmTerms',
      { termReasonId, payerId },
      () => this.ctx.upstream.call(routes.bulkApproveOmTerms, { query: { note, termReasonId, ...(payerId === null ? {} : { payerId }) } }),
      (answer) => ({ approvedCount: answer.approvedCount }),
    );
    this.forget(result.changes.map((c) => c.id));
    return { approvedCount: result.approvedCount, changes: result.changes, tabCounts: await this.tabCounts() };
  }

  private async write(
    action: EligibilityAction,
    change: EligibilityChangeDto,
    body: { id: number; termReasonId: number | null; diagnosisDt: string | null; transitionPlan: string | null; note: string },
  ): Promise<EligibilityChangeResult> {
    const updated = await audited(
      this.ctx,
      `eligibilityChange.${action}`,
      { changeId: change.id, memberId: change.memberId, from: change.status },
      () => this.ctx.upstream.call(routes.updateEligibilityChange, { params: { id: change.id }, query: DECISION_QUERY[action], body }),
      (answer) => ({ to: answer.status }),
    );
    this.forget([change.id]);
    return { change: updated, tabCounts: await this.tabCounts() };
  }

  // ——— Files ———

  mailingList(): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.deattributionMailingList);
  }

  terminationOverview(changeId: number): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.terminationOverview, { params: { id: changeId } });
  }
}
