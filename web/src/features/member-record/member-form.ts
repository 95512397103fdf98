/**
 * The member page's action forms: values as the inputs hold them (text, '' when unset), each
 * checked by its shared rule before it is sent, so the browser and the gateway refuse alike.
 */
import {
  changeOfficeRule,
  dropInRestoreRule,
  dropInRevokeRule,
  eligibilityInquiryRule,
  memberDncRule,
  memberNoteRule,
  memberTermRule,
  callOutcomeRule,
  isoToday,
} from '@luminate/schema/rules';
import { ruleResolver } from '../../shared/lib/form-errors.ts';
import type { MemberCardFragment } from '../../generated/graphql.ts';

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const textOrNull = (value: string) => (value.trim() === '' ? null : value);

export interface TermFormValues {
  termReasonId: string;
  note: string;
  diagnosisDate: string;
  transitionPlan: string;
}
export const TERM_PLACEMENT = { fields: ['termReasonId', 'note', 'diagnosisDate', 'transitionPlan'] as const };

/** Term: the viewer's term reasons; a transition plan for the listed reasons when the gateway says one is required. */
export function termResolver(capabilities: MemberCardFragment['viewerCan']) {
  const rule = memberTermRule({
    today: isoToday(),
    requireTransitionPlan: capabilities.transitionPlanReasonIds.length > 0,
    allowedTermReasonIds: capabilities.termReasons.map((r) => Number(r.id)),
  });
  return ruleResolver<TermFormValues, ReturnType<typeof rule.parse>>(rule, TERM_PLACEMENT, (v) => ({
    termReasonId: numberOrNull(v.termReasonId),
    note: v.note,
    diagnosisDate: v.diagnosisDate,
    transitionPlan: textOrNull(v.transitionPlan),
  }));
}

export interface NoteFormValues {
  note: string;
}
export const NOTE_PLACEMENT = { fields: ['note'] as const };
/** Return Eligible and Remove DNC: 'Error: Must provide a note!' without a note. */
export const noteResolver = ruleResolver<NoteFormValues, { note: string }>(memberNoteRule, NOTE_PLACEMENT);
/** Restore drop-in eligibility: a non-blank note. */
export const restoreResolver = ruleResolver<NoteFormValues, { note: string }>(dropInRestoreRule, NOTE_PLACEMENT);

export interface DncFormValues {
  reason: string;
  note: string;
}
export const DNC_PLACEMENT = { fields: ['reason', 'note'] as const };
export const dncResolver = ruleResolver<DncFormValues, { reason: number; note: string }>(memberDncRule, DNC_PLACEMENT, (v) => ({
  reason: numberOrNull(v.reason),
  note: v.note,
}));

export interface RevokeFormValues {
  reason: string;
  note: string;
}
export const REVOKE_PLACEMENT = { fields: ['reason', 'note'] as const };
export const revokeResolver = ruleResolver<RevokeFormValues, { reason: string; note: string | null }>(
  dropInRevokeRule,
  REVOKE_PLACEMENT,
  (v) => ({
    reason: v.reason,
    note: textOrNull(v.note),
  }),
);

export interface OfficeFormValues {
  officeId: string;
  note: string;
}
export const OFFICE_PLACEMENT = { fields: ['officeId', 'note'] as const };
export const officeResolver = ruleResolver<OfficeFormValues, { officeId: number; note: string }>(
  changeOfficeRule,
  OFFICE_PLACEMENT,
  (v) => ({
    officeId: numberOrNull(v.officeId),
    note: v.note,
  }),
);

export interface InquiryFormValues {
  inquiryType: string;
  detail: string;
  notes: string;
}
export const INQUIRY_PLACEMENT = { fields: ['inquiryType', 'detail', 'notes'] as const };
export const inquiryResolver = ruleResolver<InquiryFormValues, { inquiryType: string; detail: string | null; notes: string }>(
  eligibilityInquiryRule,
  INQUIRY_PLACEMENT,
  (v) => ({ inquiryType: v.inquiryType || undefined, detail: textOrNull(v.detail), notes: v.notes }),
);

export interface OutcomeFormValues {
  outcome: string;
  conversation: string;
}
export const OUTCOME_PLACEMENT = { fields: ['outcome', 'conversation'] as const };
export const outcomeResolver = ruleResolver<OutcomeFormValues, { outcome: string; conversation: string | null }>(
  callOutcomeRule,
  OUTCOME_PLACEMENT,
  (v) => ({ outcome: v.outcome || undefined, conversation: textOrNull(v.conversation) }),
);
