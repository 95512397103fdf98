/**
 * The member page's writes, in the modules' order: the input through its shared rule
 * (BAD_USER_INPUT), the policy (FORBIDDEN, recorded), then exactly one audited upstream write,
 * never retried. Each answers with what it changed, read again: a write clears what this request
 * had read of the member (loaders.ts) before the member is read for the answer.
 */
import { DROP_IN_RESTORE_REASON } from '@luminate/schema/constants';
import { RETURNED_DNC_REASON_ID } from '@luminate/schema/approvals';
import {
  routes,
  ContactValidityDto,
  type MemberCommunicationDto,
  type MemberEmailDto,
  type MemberPhoneDto,
  type MemberRecordDto,
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
import { notFound, parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { parseId } from '../shared/ids.ts';
import type { Capability } from '../shared/capability.ts';
import {
  changeOfficeDecision,
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
import { clearMember, type MemberRecordLoaders } from './loaders.ts';
import type { MemberActionResultParent } from './types.ts';

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

/** The data source's reads a write decides with. */
export interface MemberRecordReads {
  requireRecord(id: number): Promise<MemberRecordDto>;
  communications(memberId: number): Promise<MemberCommunicationDto[]>;
  claims(): ReadonlySet<Claim>;
  viewerTypesAnywhere(): Promise<ReadonlySet<number>>;
  changesOfficeAnyMarket(): Promise<boolean>;
  viewerEmployeeId(): Promise<number | null>;
}

/** What a write runs in: the request, the data source's reads and its loaders (cleared after the write). */
export interface WriteContext {
  ctx: RequestContext;
  reads: MemberRecordReads;
  loaders: MemberRecordLoaders;
}

const parseMemberId = (value: string) => parseId(value, 'member');
const textOrNull = (value: string | null | undefined) => (value?.trim() ? value : null);

/** Refused: recorded and answered FORBIDDEN before anything is sent upstream. */
function check(w: WriteContext, action: string, decision: Capability, memberId: number, ids: Record<string, number> = {}): void {
  if (!decision.allowed) throw refused(w.ctx, `memberRecord.${action}`, decision.reason, { memberId, ...ids });
}

/** After a write: what this request read of the member is stale; the member is read again for the answer. */
function reread(w: WriteContext, memberId: number): Promise<MemberRecordDto> {
  clearMember(w.loaders, memberId);
  return w.reads.requireRecord(memberId);
}

/** Term Member: the Term form's rule, the policy, then one POST of a Term change. */
export async function term(w: WriteContext, input: TermInput): Promise<MemberActionResultParent> {
  const memberId = parseMemberId(input.memberId);
  const member = await w.reads.requireRecord(memberId);
  const types = await w.reads.viewerTypesAnywhere();
  const form = parseInput(
    memberTermRule({
      today: isoToday(),
      requireTransitionPlan: transitionPlanReasonIds(types, member).length > 0,
      allowedTermReasonIds: termReasonIds(types),
    }),
    { ...input, termReasonId: Number(input.termReasonId), transitionPlan: input.transitionPlan ?? null },
  );
  check(w, 'term', termDecision(member), memberId);
  const change = await audited(
    w.ctx,
    'memberRecord.term',
    { memberId, termReasonId: form.termReasonId },
    () =>
      w.ctx.upstream.call(routes.createEligibilityChange, {
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
  return { member: await reread(w, memberId), eligibilityChange: change };
}

/** Return Eligible: a note, admin or dataMgmt for a member who is not eligible, then one POST of a Return change. */
export async function returnEligible(w: WriteContext, input: NoteInput): Promise<MemberActionResultParent> {
  const memberId = parseMemberId(input.memberId);
  const { note } = parseInput(memberNoteRule, { note: input.note });
  const member = await w.reads.requireRecord(memberId);
  check(w, 'returnEligible', returnEligibleDecision(w.reads.claims(), member), memberId);
  const change = await audited(
    w.ctx,
    'memberRecord.returnEligible',
    { memberId },
    () =>
      w.ctx.upstream.call(routes.createEligibilityChange, {
        params: { id: memberId },
        body: { memberId, changeType: 'Return', termReasonId: null, note, diagnosisDt: null, transitionPlan: null },
      }),
    (c) => ({ eligibilityChangeId: c.id }),
  );
  return { member: await reread(w, memberId), eligibilityChange: change };
}

/** Request DNC: a reason and a note, the policy, then one POST (dnc-mgmt's request is processed at once upstream). */
export async function requestDnc(w: WriteContext, input: DncInput): Promise<MemberActionResultParent> {
  const memberId = parseMemberId(input.memberId);
  const form = parseInput(memberDncRule, { reason: input.reason, note: input.note });
  const member = await w.reads.requireRecord(memberId);
  check(w, 'requestDnc', requestDncDecision(w.reads.claims(), member), memberId);
  return writeDnc(w, 'memberRecord.requestDnc', memberId, { reason: form.reason, note: form.note, dncPhone: true });
}

/** Remove DNC: a note, the policy, then one POST with the reason Returned DNC. */
export async function removeDnc(w: WriteContext, input: NoteInput): Promise<MemberActionResultParent> {
  const memberId = parseMemberId(input.memberId);
  const { note } = parseInput(memberNoteRule, { note: input.note });
  const member = await w.reads.requireRecord(memberId);
  check(w, 'removeDnc', removeDncDecision(member), memberId);
  return writeDnc(w, 'memberRecord.removeDnc', memberId, { reason: RETURNED_DNC_REASON_ID, note, dncPhone: false });
}

async function writeDnc(
  w: WriteContext,
  what: string,
  memberId: number,
  body: { reason: number; note: string; dncPhone: boolean },
): Promise<MemberActionResultParent> {
  const log = await audited(
    w.ctx,
    what,
    { memberId, reason: body.reason },
    () => w.ctx.upstream.call(routes.createDncLog, { body: { memberId, ...body } }),
    (l) => ({ dncLogId: l.id }),
  );
  return { member: await reread(w, memberId), dncRequest: log };
}

/** Drop-in revoke: a reason (note optional), the policy, then one POST of an ineligible log. */
export async function revokeDropIn(w: WriteContext, input: DropInRevokeInput): Promise<MemberActionResultParent> {
  const memberId = parseMemberId(input.memberId);
  const form = parseInput(dropInRevokeRule, { reason: input.reason, note: input.note ?? null });
  const member = await w.reads.requireRecord(memberId);
  check(w, 'revokeDropIn', revokeDropInDecision(member), memberId);
  await writeDropIn(w, 'memberRecord.revokeDropIn', { memberId, inEligible: true, reason: form.reason, note: form.note });
  return { member: await reread(w, memberId) };
}

/** Drop-in restore: a note, the policy, then one POST with the reason Restore Eligibility. */
export async function restoreDropIn(w: WriteContext, input: NoteInput): Promise<MemberActionResultParent> {
  const memberId = parseMemberId(input.memberId);
  const { note } = parseInput(dropInRestoreRule, { note: input.note });
  const member = await w.reads.requireRecord(memberId);
  check(w, 'restoreDropIn', restoreDropInDecision(member), memberId);
  await writeDropIn(w, 'memberRecord.restoreDropIn', { memberId, inEligible: false, reason: DROP_IN_RESTORE_REASON, note });
  return { member: await reread(w, memberId) };
}

function writeDropIn(w: WriteContext, what: string, body: { memberId: number; inEligible: boolean; reason: string; note: string | null }) {
  return audited(
    w.ctx,
    what,
    { memberId: body.memberId },
    () => w.ctx.upstream.call(routes.createDropInLog, { body }),
    (l) => ({ dropInLogId: l.id }),
  );
}

/**
 * Change Office: an office and a note, pt-mgmt or dataMgmt, the office in the member's market
 * unless the viewer may pick any, then one POST of the transfer the Patient Transfer dashboard processes.
 */
export async function changeOffice(w: WriteContext, input: OfficeChangeInput): Promise<MemberActionResultParent> {
  const memberId = parseMemberId(input.memberId);
  const form = parseInput(changeOfficeRule, { officeId: Number(input.officeId), note: input.note });
  const member = await w.reads.requireRecord(memberId);
  check(w, 'changeOffice', changeOfficeDecision(w.reads.claims()), memberId);
  const office = await w.ctx.dataSources.markets.office(form.officeId);
  if (!office || office.deleted) throw notFound(`Office ${form.officeId} not found`);
  const choice = officeChoiceDecision(await w.reads.changesOfficeAnyMarket(), member.marketId, office.marketId);
  check(w, 'changeOffice', choice, memberId, { officeId: office.id });
  const transfer = await audited(
    w.ctx,
    'memberRecord.changeOffice',
    { memberId, officeId: office.id },
    () => w.ctx.upstream.call(routes.createOfficeAssignment, { params: { id: memberId }, body: { officeId: office.id, note: form.note } }),
    (t) => ({ officeAssignmentId: t.id }),
  );
  return { member: await reread(w, memberId), officeTransfer: transfer };
}

/** Report Red Box Error: not within 3 days of the latest one, then one POST. */
export async function reportRedBoxError(w: WriteContext, memberIdArg: string): Promise<MemberActionResultParent> {
  const memberId = parseMemberId(memberIdArg);
  const member = await w.reads.requireRecord(memberId);
  check(w, 'reportRedBoxError', reportRedBoxErrorDecision(member, new Date()), memberId);
  await audited(
    w.ctx,
    'memberRecord.reportRedBoxError',
    { memberId },
    () => w.ctx.upstream.call(routes.createRedBoxError, { params: { id: memberId } }),
    (e) => ({ redBoxErrorId: e.id }),
  );
  return { member: await reread(w, memberId) };
}

/** A phone number's validity: the policy, then one PUT (404 upstream when the phone is not the member's). */
export async function setPhoneValidity(w: WriteContext, input: ContactValidityInput): Promise<MemberPhoneDto> {
  const memberId = parseMemberId(input.memberId);
  const phoneId = parseId(input.id, 'phone');
  const body = parseInput(ContactValidityDto, { valid: input.valid });
  check(w, 'setPhoneValidity', setContactValidityDecision(w.reads.claims()), memberId, { phoneId });
  const phone = await audited(w.ctx, 'memberRecord.setPhoneValidity', { memberId, phoneId, valid: body.valid }, () =>
    w.ctx.upstream.call(routes.setPhoneValidity, { params: { id: memberId, phoneId }, body }),
  );
  w.loaders.phones.clear(memberId);
  return phone;
}

/** An e-mail's validity: the policy, then one PUT. */
export async function setEmailValidity(w: WriteContext, input: ContactValidityInput): Promise<MemberEmailDto> {
  const memberId = parseMemberId(input.memberId);
  const emailId = parseId(input.id, 'e-mail');
  const body = parseInput(ContactValidityDto, { valid: input.valid });
  check(w, 'setEmailValidity', setContactValidityDecision(w.reads.claims()), memberId, { emailId });
  const email = await audited(w.ctx, 'memberRecord.setEmailValidity', { memberId, emailId, valid: body.valid }, () =>
    w.ctx.upstream.call(routes.setEmailValidity, { params: { id: memberId, emailId }, body }),
  );
  w.loaders.emails.clear(memberId);
  return email;
}

/** An eligibility inquiry ticket: type, detail and notes by the rule, the policy, then one POST. */
export async function sendEligibilityInquiry(w: WriteContext, input: InquiryInput): Promise<{ ticketNumber: number }> {
  const memberId = parseMemberId(input.memberId);
  const form = parseInput(eligibilityInquiryRule, { inquiryType: input.inquiryType, detail: input.detail ?? null, notes: input.notes });
  const member = await w.reads.requireRecord(memberId);
  check(w, 'sendEligibilityInquiry', sendEligibilityInquiryDecision(w.reads.claims()), memberId);
  const viewer = w.ctx.viewer;
  const ticketNumber = await audited(
    w.ctx,
    'memberRecord.sendEligibilityInquiry',
    { memberId },
    () =>
      w.ctx.upstream.call(routes.sendEligibilityInquiry, {
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
export async function logCallOutcome(w: WriteContext, input: CallOutcomeInput): Promise<MemberCommunicationDto> {
  const memberId = parseMemberId(input.memberId);
  const communicationId = parseId(input.communicationId, 'communication');
  const form = parseInput(callOutcomeRule, { outcome: input.outcome, conversation: input.conversation ?? null });
  const communication = (await w.reads.communications(memberId)).find((c) => c.id === communicationId);
  if (!communication) throw notFound(`Communication ${communicationId} not found`);
  check(w, 'logCallOutcome', logCallOutcomeDecision(await w.reads.viewerEmployeeId(), communication.employeeId), memberId, {
    communicationId,
  });
  const updated = await audited(w.ctx, 'memberRecord.logCallOutcome', { memberId, communicationId }, () =>
    w.ctx.upstream.call(routes.updateCommunication, {
      params: { id: memberId, communicationId },
      body: { outCome: form.outcome, conversation: form.conversation },
    }),
  );
  w.loaders.communications.clear(memberId);
  return updated;
}
