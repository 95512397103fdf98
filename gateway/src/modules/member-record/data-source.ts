/**
 * One member's record from the Care API, one instance per request. The card costs a fixed number
 * of upstream requests whatever the member's row counts: the member itself, its office's care
 * team only when APP/PCC are asked for (and shown), the overview metrics only when the overview or
 * a drop-in detail is asked for, the weather only when it is shown. Each tab's list is one request,
 * made only when its field is asked for. Every call goes through a per-member DataLoader, so the
 * same call is never made twice in a request (the record resolved by id and again in a mutation's
 * result), and a write drops what it changed.
 *
 * Writes follow the modules' order: the input through its shared rule (BAD_USER_INPUT), the policy
 * (FORBIDDEN, recorded), then exactly one audited upstream write, never retried.
 */
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { DROP_IN_RESTORE_REASON } from '@luminate/schema/constants';
import { RETURNED_DNC_REASON_ID } from '@luminate/schema/approvals';
import {
  routes,
  ContactValidityDto,
  type CareTeamMemberDto,
  type DncLogDto,
  type DropInLogDto,
  type EligibilityChangeDto,
  type EmployeeRefDto,
  type HospitalCensusDto,
  type MemberAddressDto,
  type MemberAppointmentDto,
  type MemberCallListHistoryDto,
  type MemberCommunicationDto,
  type MemberEmailDto,
  type MemberOverviewDto,
  type MemberPhoneDto,
  type MemberRecordDto,
  type OfficeAssignmentDto,
  type OfficeDto,
} from '@luminate/schema/rest';
import {
  callOutcomeRule,
  changeOfficeRule,
  dropInRestoreRule,
  dropInRevokeRule,
  eligibilityInquiryRule,
  isoToday,
  memberDncRule,
  memberNoteRule,
  memberTermRule,
} from '@luminate/schema/rules';
import type { Claim } from '@luminate/schema/claims';
import type { RequestContext } from '../../context.ts';
import { ErrorCode, notFound, parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { parseId } from '../shared/ids.ts';
import {
  changeOfficeDecision,
  changesOfficeAnyMarket,
  logCallOutcomeDecision,
  officeChoiceDecision,
  removeDncDecision,
  reportRedBoxErrorDecision,
  requestDncDecision,
  restoreDropInDecision,
  returnEligibleDecision,
  revokeDropInDecision,
  sendEligibilityInquiryDecision,
  setContactValidityDecision,
  termDecision,
  termReasonIds,
  transitionPlanReasonIds,
} from './policy.ts';
import type { Capability } from '../shared/capability.ts';
import { showsCareTeam, showsDropInDetails } from './card.ts';
import { employeeRef, type CallListHistoryRow, type MemberActionResultParent } from './types.ts';

/** The graph's inputs (ids are strings there). */
export interface TermInput {
  memberId: string;
  termReasonId: string;
  note: string;
  diagnosisDate: string;
  transitionPlan?: string | null;
}
export interface NoteInput {
  memberId: string;
  note: string;
}
export interface DncInput {
  memberId: string;
  reason: number;
  note: string;
}
export interface DropInRevokeInput {
  memberId: string;
  reason: string;
  note?: string | null;
}
export interface OfficeChangeInput {
  memberId: string;
  officeId: string;
  note: string;
}
export interface ContactValidityInput {
  memberId: string;
  id: string;
  valid: boolean;
}
export interface InquiryInput {
  memberId: string;
  inquiryType: string;
  detail?: string | null;
  notes: string;
}
export interface CallOutcomeInput {
  memberId: string;
  communicationId: string;
  outcome: string;
  conversation?: string | null;
}

const isNotFound = (error: unknown) => error instanceof GraphQLError && error.extensions?.code === ErrorCode.NOT_FOUND;

/** A cached, unbatched loader: one upstream call per member id and request. */
const perMember = <T>(fetch: (id: number) => Promise<T>) => new DataLoader<number, T>(async ([id]) => [await fetch(id)], { batch: false });

const parseMemberId = (value: string) => parseId(value, 'member');
const textOrNull = (value: string | null | undefined) => (value?.trim() ? value : null);

/** Local calendar date of a timestamp, as the list's days are. */
const localDate = (iso: string) => isoToday(new Date(iso));

/** Every campaign's list days, newest first, each with the time the member was called from it that day. */
export function callListHistoryRows(answer: MemberCallListHistoryDto): CallListHistoryRow[] {
  const popped = new Map<string, string>();
  for (const p of answer.popped) {
    const key = `${p.campaignId}|${localDate(p.poppedTime)}`;
    const known = popped.get(key);
    if (!known || known < p.poppedTime) popped.set(key, p.poppedTime);
  }
  return answer.history
    .map((h) => ({
      campaignId: h.campaignId,
      campaignName: h.campaignName,
      listDate: h.listDate,
      driver: h.driver,
      points: h.points,
      reason: h.reason,
      poppedAt: popped.get(`${h.campaignId}|${h.listDate}`) ?? null,
    }))
    .sort((a, b) => b.listDate.localeCompare(a.listDate) || a.campaignName.localeCompare(b.campaignName));
}

export class MemberRecordSource {
  private readonly member = perMember((id) =>
    this.ctx.upstream.call(routes.getMember, { params: { id } }).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    }),
  );
  private readonly careTeamOf = perMember((id) => this.ctx.upstream.call(routes.memberCareTeam, { params: { id } }));
  private readonly overviewOf = perMember((id) => this.ctx.upstream.call(routes.memberOverview, { params: { id } }));
  private readonly weatherOf = perMember((id) => this.ctx.upstream.call(routes.memberWeather, { params: { id } }));
  private readonly addressesOf = perMember((id) => this.ctx.upstream.call(routes.memberAddresses, { params: { id } }));
  private readonly phonesOf = perMember((id) => this.ctx.upstream.call(routes.memberPhones, { params: { id } }));
  private readonly emailsOf = perMember((id) => this.ctx.upstream.call(routes.memberEmails, { params: { id } }));
  private readonly communicationsOf = perMember((id) => this.ctx.upstream.call(routes.memberCommunications, { params: { id } }));
  private readonly censusOf = perMember((id) => this.ctx.upstream.call(routes.memberHospitalCensus, { params: { id } }));
  private readonly appointmentsOf = perMember((id) => this.ctx.upstream.call(routes.memberAppointments, { params: { id } }));
  private readonly dropInLogsOf = perMember((id) => this.ctx.upstream.call(routes.memberDropInLogs, { params: { id } }));
  private readonly dncLogsOf = perMember((id) => this.ctx.upstream.call(routes.memberDncLogs, { params: { id } }));
  private readonly eligibilityChangesOf = perMember((id) => this.ctx.upstream.call(routes.memberEligibilityChanges, { params: { id } }));
  private readonly officeAssignmentsOf = perMember((id) => this.ctx.upstream.call(routes.memberOfficeAssignments, { params: { id } }));
  private readonly callListHistoryOf = perMember(async (id) =>
    callListHistoryRows(await this.ctx.upstream.call(routes.memberCallListHistory, { params: { id }, query: {} })),
  );
  private viewerTypes?: Promise<ReadonlySet<number>>;

  constructor(private readonly ctx: RequestContext) {}

  // ——— Reads ———

  /** The member; null when there is no such member. */
  record(id: number): Promise<MemberRecordDto | null> {
    return this.member.load(id);
  }

  async requireRecord(id: number): Promise<MemberRecordDto> {
    const member = await this.record(id);
    if (!member) throw notFound(`Member ${id} not found`);
    return member;
  }

  /** The office's holder of an assignment type (APP 1, PCC 26), only when the card shows the care team. */
  async careTeamMember(member: MemberRecordDto, assignmentTypeId: number): Promise<EmployeeRefDto | null> {
    if (!showsCareTeam(member) || member.officeId === null) return null;
    const team: CareTeamMemberDto[] = await this.careTeamOf.load(member.id);
    const holder = team.find((t) => t.assignmentTypeId === assignmentTypeId);
    return holder ? employeeRef(holder.employee) : null;
  }

  overview(member: MemberRecordDto): Promise<MemberOverviewDto> {
    return this.overviewOf.load(member.id);
  }

  /** A drop-in detail of the overview (insurance group, PCP, clinical group), only when the card shows them. */
  async dropInDetail(member: MemberRecordDto, pick: (o: MemberOverviewDto) => string | null): Promise<string | null> {
    if (!showsDropInDetails(member)) return null;
    return pick(await this.overview(member));
  }

  /** Today's weather, only when the card shows it (eligible and not engaged). */
  async weather(member: MemberRecordDto): Promise<string | null> {
    if (!showsDropInDetails(member)) return null;
    return (await this.weatherOf.load(member.id)).summary;
  }

  addresses(memberId: number): Promise<MemberAddressDto[]> {
    return this.addressesOf.load(memberId);
  }
  phones(memberId: number): Promise<MemberPhoneDto[]> {
    return this.phonesOf.load(memberId);
  }
  emails(memberId: number): Promise<MemberEmailDto[]> {
    return this.emailsOf.load(memberId);
  }
  communications(memberId: number): Promise<MemberCommunicationDto[]> {
    return this.communicationsOf.load(memberId);
  }
  census(memberId: number): Promise<HospitalCensusDto[]> {
    return this.censusOf.load(memberId);
  }
  appointments(memberId: number): Promise<MemberAppointmentDto[]> {
    return this.appointmentsOf.load(memberId);
  }
  dropInLogs(memberId: number): Promise<DropInLogDto[]> {
    return this.dropInLogsOf.load(memberId);
  }
  dncLogs(memberId: number): Promise<DncLogDto[]> {
    return this.dncLogsOf.load(memberId);
  }
  eligibilityChanges(memberId: number): Promise<EligibilityChangeDto[]> {
    return this.eligibilityChangesOf.load(memberId);
  }
  officeAssignments(memberId: number): Promise<OfficeAssignmentDto[]> {
    return this.officeAssignmentsOf.load(memberId);
  }
  callListHistory(memberId: number): Promise<CallListHistoryRow[]> {
    return this.callListHistoryOf.load(memberId);
  }

  /** Reasons a member can be made ineligible for drop-ins (shared reference data: copied). */
  async dropInIneligibleReasons(): Promise<string[]> {
    return [...(await this.ctx.upstream.call(routes.dropInIneligibleReasons))];
  }

  /** The term reasons the viewer may choose, as named by the Care API. */
  async termReasons(): Promise<Array<{ id: number; name: string }>> {
    const allowed = termReasonIds(await this.viewerTypesAnywhere());
    const byId = new Map((await this.ctx.upstream.call(routes.listTermReasons)).map((r) => [r.id, r]));
    return allowed.flatMap((id) => {
      const reason = byId.get(id);
      return reason ? [{ id: reason.id, name: reason.name }] : [];
    });
  }

  async transitionPlanReasonIds(member: MemberRecordDto): Promise<number[]> {
    return transitionPlanReasonIds(await this.viewerTypesAnywhere(), member);
  }

  /** Any office (dataMgmt, or types 9/10): the claims decide first, the viewer's types are read only when they do not. */
  async changesOfficeAnyMarket(): Promise<boolean> {
    if (changesOfficeAnyMarket(this.claims(), new Set())) return true;
    return changesOfficeAnyMarket(this.claims(), await this.viewerTypesAnywhere());
  }

  /** Offices the viewer may move the member to: active, not deleted, neighborhood level; the member's market unless any. */
  async officeChoices(memberId: number): Promise<OfficeDto[]> {
    const member = await this.requireRecord(memberId);
    if (!changeOfficeDecision(this.claims()).allowed) return [];
    const anyMarket = await this.changesOfficeAnyMarket();
    const offices = await this.ctx.dataSources.markets.offices({
      ...(anyMarket ? {} : { marketId: member.marketId }),
      includeCommunities: false,
    });
    return offices.filter((o) => o.active && o.id !== member.officeId);
  }

  claims(): ReadonlySet<Claim> {
    return this.ctx.viewer?.claims ?? new Set();
  }

  /** The viewer's assignment types at any office, read once per request. */
  viewerTypesAnywhere(): Promise<ReadonlySet<number>> {
    this.viewerTypes ??= this.ctx.dataSources.assignments.viewerTypesAnywhere();
    return this.viewerTypes;
  }

  /** The viewer's employee id (from the token, else the Care API's record of the viewer). */
  async viewerEmployeeId(): Promise<number | null> {
    return this.ctx.viewer?.employeeId ?? (await this.ctx.dataSources.assignments.currentEmployee())?.id ?? null;
  }

  // ——— Writes ———

  /** Term Member: the Term form's rule, the policy, then one POST of a Term change. */
  async term(input: TermInput): Promise<MemberActionResultParent> {
    const memberId = parseMemberId(input.memberId);
    const member = await this.requireRecord(memberId);
    const types = await this.viewerTypesAnywhere();
    const form = parseInput(
      memberTermRule({
        today: isoToday(),
        requireTransitionPlan: transitionPlanReasonIds(types, member).length > 0,
        allowedTermReasonIds: termReasonIds(types),
      }),
      { ...input, termReasonId: Number(input.termReasonId), transitionPlan: input.transitionPlan ?? null },
    );
    this.check('term', termDecision(member), memberId);
    const change = await audited(
      this.ctx,
      'memberRecord.term',
      { memberId, termReasonId: form.termReasonId },
      () =>
        this.ctx.upstream.call(routes.createEligibilityChange, {
          params: { id: memberId },
          body: {
            memberId,
            changeType: 'Term',
            termReasonId: form.termReasonId,
            note: form.note,
            diagnosisDt: form.diagnosisDate,
            transitionPlan: textOrNull(form.transitionPlan),
          },
        }),
      (c) => ({ eligibilityChangeId: c.id }),
    );
    return { member: await this.reread(memberId), eligibilityChange: change };
  }

  /** Return Eligible: a note, admin or dataMgmt for a member who is not eligible, then one POST of a Return change. */
  async returnEligible(input: NoteInput): Promise<MemberActionResultParent> {
    const memberId = parseMemberId(input.memberId);
    const { note } = parseInput(memberNoteRule, { note: input.note });
    const member = await this.requireRecord(memberId);
    this.check('returnEligible', returnEligibleDecision(this.claims(), member), memberId);
    const change = await audited(
      this.ctx,
      'memberRecord.returnEligible',
      { memberId },
      () =>
        this.ctx.upstream.call(routes.createEligibilityChange, {
          params: { id: memberId },
          body: { memberId, changeType: 'Return', termReasonId: null, note, diagnosisDt: null, transitionPlan: null },
        }),
      (c) => ({ eligibilityChangeId: c.id }),
    );
    return { member: await this.reread(memberId), eligibilityChange: change };
  }

  /** Request DNC: a reason and a note, the policy, then one POST (dnc-mgmt's request is processed at once upstream). */
  async requestDnc(input: DncInput): Promise<MemberActionResultParent> {
    const memberId = parseMemberId(input.memberId);
    const form = parseInput(memberDncRule, { reason: input.reason, note: input.note });
    const member = await this.requireRecord(memberId);
    this.check('requestDnc', requestDncDecision(this.claims(), member), memberId);
    return this.writeDnc('memberRecord.requestDnc', memberId, { reason: form.reason, note: form.note, dncPhone: true });
  }

  /** Remove DNC: a note, the policy, then one POST with the reason Returned DNC. */
  async removeDnc(input: NoteInput): Promise<MemberActionResultParent> {
    const memberId = parseMemberId(input.memberId);
    const { note } = parseInput(memberNoteRule, { note: input.note });
    const member = await this.requireRecord(memberId);
    this.check('removeDnc', removeDncDecision(member), memberId);
    return this.writeDnc('memberRecord.removeDnc', memberId, { reason: RETURNED_DNC_REASON_ID, note, dncPhone: false });
  }

  private async writeDnc(what: string, memberId: number, body: { reason: number; note: string; dncPhone: boolean }) {
    const log = await audited(
      this.ctx,
      what,
      { memberId, reason: body.reason },
      () => this.ctx.upstream.call(routes.createDncLog, { body: { memberId, ...body } }),
      (l) => ({ dncLogId: l.id }),
    );
    return { member: await this.reread(memberId), dncRequest: log };
  }

  /** Drop-in revoke: a reason (note optional), the policy, then one POST of an ineligible log. */
  async revokeDropIn(input: DropInRevokeInput): Promise<MemberActionResultParent> {
    const memberId = parseMemberId(input.memberId);
    const form = parseInput(dropInRevokeRule, { reason: input.reason, note: input.note ?? null });
    const member = await this.requireRecord(memberId);
    this.check('revokeDropIn', revokeDropInDecision(member), memberId);
    await this.writeDropIn('memberRecord.revokeDropIn', { memberId, inEligible: true, reason: form.reason, note: form.note });
    return { member: await this.reread(memberId) };
  }

  /** Drop-in restore: a note, the policy, then one POST with the reason Restore Eligibility. */
  async restoreDropIn(input: NoteInput): Promise<MemberActionResultParent> {
    const memberId = parseMemberId(input.memberId);
    const { note } = parseInput(dropInRestoreRule, { note: input.note });
    const member = await this.requireRecord(memberId);
    this.check('restoreDropIn', restoreDropInDecision(member), memberId);
    await this.writeDropIn('memberRecord.restoreDropIn', { memberId, inEligible: false, reason: DROP_IN_RESTORE_REASON, note });
    return { member: await this.reread(memberId) };
  }

  private writeDropIn(what: string, body: { memberId: number; inEligible: boolean; reason: string; note: string | null }) {
    return audited(
      this.ctx,
      what,
      { memberId: body.memberId },
      () => this.ctx.upstream.call(routes.createDropInLog, { body }),
      (l) => ({ dropInLogId: l.id }),
    );
  }

  /**
   * Change Office: an office and a note, pt-mgmt or dataMgmt, the office in the member's market
   * unless the viewer may pick any, then one POST of the transfer the Patient Transfer dashboard processes.
   */
  async changeOffice(input: OfficeChangeInput): Promise<MemberActionResultParent> {
    const memberId = parseMemberId(input.memberId);
    const form = parseInput(changeOfficeRule, { officeId: Number(input.officeId), note: input.note });
    const member = await this.requireRecord(memberId);
    this.check('changeOffice', changeOfficeDecision(this.claims()), memberId);
    const office = await this.ctx.dataSources.markets.office(form.officeId);
    if (!office || office.deleted) throw notFound(`Office ${form.officeId} not found`);
    const choice = officeChoiceDecision(await this.changesOfficeAnyMarket(), member.marketId, office.marketId);
    this.check('changeOffice', choice, memberId, { officeId: office.id });
    const transfer = await audited(
      this.ctx,
      'memberRecord.changeOffice',
      { memberId, officeId: office.id },
      () =>
        this.ctx.upstream.call(routes.createOfficeAssignment, { params: { id: memberId }, body: { officeId: office.id, note: form.note } }),
      (t) => ({ officeAssignmentId: t.id }),
    );
    return { member: await this.reread(memberId), officeTransfer: transfer };
  }

  /** Report Red Box Error: not within 3 days of the latest one, then one POST. */
  async reportRedBoxError(memberIdArg: string): Promise<MemberActionResultParent> {
    const memberId = parseMemberId(memberIdArg);
    const member = await this.requireRecord(memberId);
    this.check('reportRedBoxError', reportRedBoxErrorDecision(member, new Date()), memberId);
    await audited(
      this.ctx,
      'memberRecord.reportRedBoxError',
      { memberId },
      () => this.ctx.upstream.call(routes.createRedBoxError, { params: { id: memberId } }),
      (e) => ({ redBoxErrorId: e.id }),
    );
    return { member: await this.reread(memberId) };
  }

  /** A phone number's validity: the policy, then one PUT (404 upstream when the phone is not the member's). */
  async setPhoneValidity(input: ContactValidityInput): Promise<MemberPhoneDto> {
    const memberId = parseMemberId(input.memberId);
    const phoneId = parseId(input.id, 'phone');
    const body = parseInput(ContactValidityDto, { valid: input.valid });
    this.check('setPhoneValidity', setContactValidityDecision(this.claims()), memberId, { phoneId });
    const phone = await audited(this.ctx, 'memberRecord.setPhoneValidity', { memberId, phoneId, valid: body.valid }, () =>
      this.ctx.upstream.call(routes.setPhoneValidity, { params: { id: memberId, phoneId }, body }),
    );
    this.phonesOf.clear(memberId);
    return phone;
  }

  /** An e-mail's validity: the policy, then one PUT. */
  async setEmailValidity(input: ContactValidityInput): Promise<MemberEmailDto> {
    const memberId = parseMemberId(input.memberId);
    const emailId = parseId(input.id, 'e-mail');
    const body = parseInput(ContactValidityDto, { valid: input.valid });
    this.check('setEmailValidity', setContactValidityDecision(this.claims()), memberId, { emailId });
    const email = await audited(this.ctx, 'memberRecord.setEmailValidity', { memberId, emailId, valid: body.valid }, () =>
      this.ctx.upstream.call(routes.setEmailValidity, { params: { id: memberId, emailId }, body }),
    );
    this.emailsOf.clear(memberId);
    return email;
  }

  /** An eligibility inquiry ticket: type, detail and notes by the rule, the policy, then one POST. */
  async sendEligibilityInquiry(input: InquiryInput): Promise<{ ticketNumber: number }> {
    const memberId = parseMemberId(input.memberId);
    const form = parseInput(eligibilityInquiryRule, { inquiryType: input.inquiryType, detail: input.detail ?? null, notes: input.notes });
    const member = await this.requireRecord(memberId);
    this.check('sendEligibilityInquiry', sendEligibilityInquiryDecision(this.claims()), memberId);
    const viewer = this.ctx.viewer;
    const ticketNumber = await audited(
      this.ctx,
      'memberRecord.sendEligibilityInquiry',
      { memberId },
      () =>
        this.ctx.upstream.call(routes.sendEligibilityInquiry, {
          body: {
            aaneelId: member.aaneelId,
            subject: `Eligibility inquiry: ${form.inquiryType}`,
            requestor: viewer?.name ?? viewer?.email ?? viewer?.uid ?? 'Unknown',
            payer: member.payer.name,
            inquiryType: form.inquiryType,
            detail: form.detail,
            notes: form.notes,
          },
        }),
      (n) => ({ ticketNumber: n }),
    );
    return { ticketNumber };
  }

  /** A call's outcome: the rule, only the caller, then one PUT of the communication. */
  async logCallOutcome(input: CallOutcomeInput): Promise<MemberCommunicationDto> {
    const memberId = parseMemberId(input.memberId);
    const communicationId = parseId(input.communicationId, 'communication');
    const form = parseInput(callOutcomeRule, { outcome: input.outcome, conversation: input.conversation ?? null });
    const communication = (await this.communications(memberId)).find((c) => c.id === communicationId);
    if (!communication) throw notFound(`Communication ${communicationId} not found`);
    this.check('logCallOutcome', logCallOutcomeDecision(await this.viewerEmployeeId(), communication.employeeId), memberId, {
      communicationId,
    });
    const updated = await audited(this.ctx, 'memberRecord.logCallOutcome', { memberId, communicationId }, () =>
      this.ctx.upstream.call(routes.updateCommunication, {
        params: { id: memberId, communicationId },
        body: { outCome: form.outcome, conversation: form.conversation },
      }),
    );
    this.communicationsOf.clear(memberId);
    return updated;
  }

  /** Refused: recorded and answered FORBIDDEN before anything is sent upstream. */
  private check(action: string, decision: Capability, memberId: number, ids: Record<string, number> = {}): void {
    if (!decision.allowed) throw refused(this.ctx, `memberRecord.${action}`, decision.reason, { memberId, ...ids });
  }

  /** After a write: what this request read of the member is stale; the member is read again for the answer. */
  private async reread(memberId: number): Promise<MemberRecordDto> {
    for (const loader of [
      this.member,
      this.careTeamOf,
      this.overviewOf,
      this.weatherOf,
      this.dropInLogsOf,
      this.dncLogsOf,
      this.eligibilityChangesOf,
      this.officeAssignmentsOf,
    ] as Array<DataLoader<number, unknown>>) {
      loader.clear(memberId);
    }
    return this.requireRecord(memberId);
  }
}
