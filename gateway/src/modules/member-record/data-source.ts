/**
 * One member's record from the Care API, one instance per request. The card costs a fixed number
 * of upstream requests whatever the member's row counts: the member itself, its office's care
 * team only when APP/PCC are asked for (and shown), the overview metrics only when the overview or
 * a drop-in detail is asked for, the weather only when it is shown. Each tab's list is one request,
 * made only when its field is asked for. Every call goes through a per-member DataLoader
 * (loaders.ts), so the same call is never made twice in a request (the record resolved by id and
 * again in a mutation's result), and a write drops what it changed.
 *
 * Writes follow the modules' order (writes.ts): the input through its shared rule
 * (BAD_USER_INPUT), the policy (FORBIDDEN, recorded), then exactly one audited upstream write,
 * never retried.
 */
import {
  routes,
  type CareTeamMemberDto,
  type DncLogDto,
  type DropInLogDto,
  type EligibilityChangeDto,
  type EmployeeRefDto,
  type HospitalCensusDto,
  type MemberAddressDto,
  type MemberAppointmentDto,
  type MemberCommunicationDto,
  type MemberEmailDto,
  type MemberOverviewDto,
  type MemberPhoneDto,
  type MemberRecordDto,
  type OfficeAssignmentDto,
  type OfficeDto,
} from '@luminate/schema/rest';
import type { Claim } from '@luminate/schema/claims';
import type { RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { changeOfficeDecision, changesOfficeAnyMarket, termReasonIds, transitionPlanReasonIds } from './policy.ts';
import { showsCareTeam, showsDropInDetails } from './domain/card.ts';
import { employeeRef, type CallListHistoryRow, type MemberActionResultParent } from './types.ts';
import { createMemberRecordLoaders, type MemberRecordLoaders } from './loaders.ts';
import * as writes from './writes.ts';
import type {
  CallOutcomeInput,
  ContactValidityInput,
  DncInput,
  DropInRevokeInput,
  InquiryInput,
  MemberRecordReads,
  NoteInput,
  OfficeChangeInput,
  TermInput,
  WriteContext,
} from './writes.ts';

export class MemberRecordSource implements MemberRecordReads {
  private readonly loaders: MemberRecordLoaders;
  private readonly writes: WriteContext;
  private viewerTypes?: Promise<ReadonlySet<number>>;

  constructor(private readonly ctx: RequestContext) {
    this.loaders = createMemberRecordLoaders(ctx.upstream);
    this.writes = { ctx, reads: this, loaders: this.loaders };
  }

  // ——— Reads ———

  /** The member; null when there is no such member. */
  record(id: number): Promise<MemberRecordDto | null> {
    return this.loaders.member.load(id);
  }

  async requireRecord(id: number): Promise<MemberRecordDto> {
    const member = await this.record(id);
    if (!member) throw notFound(`Member ${id} not found`);
    return member;
  }

  /** The office's holder of an assignment type (APP 1, PCC 26), only when the card shows the care team. */
  async careTeamMember(member: MemberRecordDto, assignmentTypeId: number): Promise<EmployeeRefDto | null> {
    if (!showsCareTeam(member) || member.officeId === null) return null;
    const team: CareTeamMemberDto[] = await this.loaders.careTeam.load(member.id);
    const holder = team.find((t) => t.assignmentTypeId === assignmentTypeId);
    return holder ? employeeRef(holder.employee) : null;
  }

  overview(member: MemberRecordDto): Promise<MemberOverviewDto> {
    return this.loaders.overview.load(member.id);
  }

  /** A drop-in detail of the overview (insurance group, PCP, clinical group), only when the card shows them. */
  async dropInDetail(member: MemberRecordDto, pick: (o: MemberOverviewDto) => string | null): Promise<string | null> {
    if (!showsDropInDetails(member)) return null;
    return pick(await this.overview(member));
  }

  /** Today's weather, only when the card shows it (eligible and not engaged). */
  async weather(member: MemberRecordDto): Promise<string | null> {
    if (!showsDropInDetails(member)) return null;
    return (await this.loaders.weather.load(member.id)).summary;
  }

  addresses(memberId: number): Promise<MemberAddressDto[]> {
    return this.loaders.addresses.load(memberId);
  }
  phones(memberId: number): Promise<MemberPhoneDto[]> {
    return this.loaders.phones.load(memberId);
  }
  emails(memberId: number): Promise<MemberEmailDto[]> {
    return this.loaders.emails.load(memberId);
  }
  communications(memberId: number): Promise<MemberCommunicationDto[]> {
    return this.loaders.communications.load(memberId);
  }
  census(memberId: number): Promise<HospitalCensusDto[]> {
    return this.loaders.census.load(memberId);
  }
  appointments(memberId: number): Promise<MemberAppointmentDto[]> {
    return this.loaders.appointments.load(memberId);
  }
  dropInLogs(memberId: number): Promise<DropInLogDto[]> {
    return this.loaders.dropInLogs.load(memberId);
  }
  dncLogs(memberId: number): Promise<DncLogDto[]> {
    return this.loaders.dncLogs.load(memberId);
  }
  eligibilityChanges(memberId: number): Promise<EligibilityChangeDto[]> {
    return this.loaders.eligibilityChanges.load(memberId);
  }
  officeAssignments(memberId: number): Promise<OfficeAssignmentDto[]> {
    return this.loaders.officeAssignments.load(memberId);
  }
  callListHistory(memberId: number): Promise<CallListHistoryRow[]> {
    return this.loaders.callListHistory.load(memberId);
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

  // ——— Writes (writes.ts) ———

  term(input: TermInput): Promise<MemberActionResultParent> {
    return writes.term(this.writes, input);
  }
  returnEligible(input: NoteInput): Promise<MemberActionResultParent> {
    return writes.returnEligible(this.writes, input);
  }
  requestDnc(input: DncInput): Promise<MemberActionResultParent> {
    return writes.requestDnc(this.writes, input);
  }
  removeDnc(input: NoteInput): Promise<MemberActionResultParent> {
    return writes.removeDnc(this.writes, input);
  }
  revokeDropIn(input: DropInRevokeInput): Promise<MemberActionResultParent> {
    return writes.revokeDropIn(this.writes, input);
  }
  restoreDropIn(input: NoteInput): Promise<MemberActionResultParent> {
    return writes.restoreDropIn(this.writes, input);
  }
  changeOffice(input: OfficeChangeInput): Promise<MemberActionResultParent> {
    return writes.changeOffice(this.writes, input);
  }
  reportRedBoxError(memberId: string): Promise<MemberActionResultParent> {
    return writes.reportRedBoxError(this.writes, memberId);
  }
  setPhoneValidity(input: ContactValidityInput): Promise<MemberPhoneDto> {
    return writes.setPhoneValidity(this.writes, input);
  }
  setEmailValidity(input: ContactValidityInput): Promise<MemberEmailDto> {
    return writes.setEmailValidity(this.writes, input);
  }
  sendEligibilityInquiry(input: InquiryInput): Promise<{ ticketNumber: number }> {
    return writes.sendEligibilityInquiry(this.writes, input);
  }
  logCallOutcome(input: CallOutcomeInput): Promise<MemberCommunicationDto> {
    return writes.logCallOutcome(this.writes, input);
  }
}
