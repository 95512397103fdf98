/**
 * Rules of the member page's forms: Term, Return Eligible, DNC, drop-in revoke and restore,
 * Change Office, eligibility inquiry and a call's outcome. The web's forms, the gateway's
 * mutations and the sandbox check the same rules. Context a rule depends on (today, whether a
 * transition plan is required for this viewer and member) is passed in.
 */
import { z } from 'zod';
import {
  CALL_OUTCOMES,
  DIAGNOSIS_DATE_MIN,
  ELIGIBILITY_INQUIRY_DETAILS,
  ELIGIBILITY_INQUIRY_TYPES,
  RESTRICTED_TERM_REASON_ID,
  RESTRICTED_TERM_REASON_TYPES,
  TERM_REASON_IDS,
  TRANSITION_PLAN_REASON_IDS,
} from '../constants.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterIn, freeText, safeText } from './text.ts';
import { DNC_REASONS, RETURNED_DNC_REASON_ID } from '../approvals.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A typed note: not blank once trimmed, line breaks allowed, at most 4000 characters. */
const noteRequired = (message: string) =>
  z
    .string({ message })
    .refine((s) => controlCharacterIn(s, { multiline: true }) === null, CONTROL_CHARACTER_MESSAGE)
    .trim()
    .min(1, message)
    .max(4000, 'At most 4000 characters');
const optionalNote = () => freeText().trim().max(4000, 'At most 4000 characters').nullable().default(null);

/** Term reasons the viewer may choose: 984000016 only with assignment types 1, 2 or 10. */
export function termReasonIdsFor(viewerAssignmentTypeIds: readonly number[]): number[] {
  const restricted = viewerAssignmentTypeIds.some((t) => (RESTRICTED_TERM_REASON_TYPES as readonly number[]).includes(t));
  return TERM_REASON_IDS.filter((id) => id !== RESTRICTED_TERM_REASON_ID || restricted);
}

/** A transition plan is required for these reasons when the viewer holds type 1 or 10 and the member is engaged. */
export function transitionPlanRequired(ctx: { viewerAssignmentTypeIds: readonly number[]; memberEngaged: boolean }): boolean {
  return ctx.memberEngaged && ctx.viewerAssignmentTypeIds.some((t) => t === 1 || t === 10);
}
export const isTransitionPlanReason = (termReasonId: number | null | undefined) =>
  termReasonId != null && (TRANSITION_PLAN_REASON_IDS as readonly number[]).includes(termReasonId);

export interface TermRuleContext {
  /** Today as yyyy-mm-dd (see isoToday). */
  today: string;
  /** transitionPlanRequired(…) for this viewer and member. */
  requireTransitionPlan: boolean;
  /** The term reasons the viewer may choose (termReasonIdsFor); every Term reason when absent. */
  allowedTermReasonIds?: readonly number[];
}

/**
 * Term Member: a term reason, a non-blank note, a diagnosis date 2000-01-01..today, and a transition
 * plan when required. Each field is checked on its own, so a form submitted empty hears about every
 * missing field at once (the diagnosis date's too), not only about the first ones.
 */
export function memberTermRule(ctx: TermRuleContext) {
  const allowed = ctx.allowedTermReasonIds ?? TERM_REASON_IDS;
  return z
    .object({
      termReasonId: z
        .number({ message: 'Term reason is required' })
        .int()
        .positive('Term reason is required')
        .refine((id) => allowed.includes(id), 'This term reason cannot be chosen'),
      note: noteRequired('A note is required'),
      diagnosisDate: z.string({ message: 'Diagnosis date is required' }).superRefine((date, issue) => {
        if (!ISO_DATE.test(date)) issue.addIssue({ code: 'custom', message: 'Diagnosis date is required' });
        else if (date < DIAGNOSIS_DATE_MIN) issue.addIssue({ code: 'custom', message: 'Diagnosis date cannot be before 2000-01-01' });
        else if (date > ctx.today) issue.addIssue({ code: 'custom', message: 'Diagnosis date cannot be after today' });
      }),
      transitionPlan: optionalNote(),
    })
    .superRefine((v, issue) => {
      if (ctx.requireTransitionPlan && isTransitionPlanReason(v.termReasonId) && !v.transitionPlan?.trim())
        issue.addIssue({ code: 'custom', path: ['transitionPlan'], message: 'A transition plan is required for this term reason' });
    });
}

export const NOTE_REQUIRED_MESSAGE = 'Error: Must provide a note!';
/** Return Eligible and Remove DNC: a non-blank note. */
export const memberNoteRule = z.object({ note: noteRequired(NOTE_REQUIRED_MESSAGE) });

/** Reasons a DNC request may take (Returned DNC is only for a removal). */
export const DNC_REQUEST_REASON_IDS: readonly number[] = DNC_REASONS.map((r) => r.id).filter((id) => id !== RETURNED_DNC_REASON_ID);
/** Request DNC: a reason selected and a non-blank note. */
export const memberDncRule = z.object({
  reason: z
    .number({ message: 'Select a reason' })
    .int('Select a reason')
    .refine((r) => DNC_REQUEST_REASON_IDS.includes(r), 'Select a reason'),
  note: noteRequired('A note is required'),
});

/** Drop-in revoke: a reason is required, the note is optional. */
export const dropInRevokeRule = z.object({
  reason: z
    .string({ message: 'A reason is required' })
    .refine((s) => controlCharacterIn(s) === null, CONTROL_CHARACTER_MESSAGE)
    .trim()
    .min(1, 'A reason is required')
    .max(200),
  note: optionalNote(),
});

/** Drop-in restore: a non-blank note (the reason is Restore Eligibility). */
export const dropInRestoreRule = z.object({ note: noteRequired('A note is required') });

/** Change Office: an office and a non-blank note. */
export const changeOfficeRule = z.object({
  officeId: z.number({ message: 'Choose an office' }).int().positive('Choose an office'),
  note: noteRequired('A note is required'),
});

/** Eligibility inquiry: type and notes required; Request Reattribution and Confirm Eligibility need a detail from their list. */
export const eligibilityInquiryRule = z
  .object({
    inquiryType: z.enum(ELIGIBILITY_INQUIRY_TYPES, { message: 'Inquiry type is required' }),
    detail: safeText().trim().max(200).nullable().default(null),
    notes: noteRequired('Notes are required'),
  })
  .superRefine((v, issue) => {
    const details = ELIGIBILITY_INQUIRY_DETAILS[v.inquiryType];
    if (details && !(v.detail && details.includes(v.detail)))
      issue.addIssue({ code: 'custom', path: ['detail'], message: 'Detail is required' });
  });

/** A call's outcome: one of CALL_OUTCOMES; the conversation is optional. */
export const callOutcomeRule = z.object({
  outcome: z.enum(CALL_OUTCOMES, { message: 'Choose an outcome' }),
  conversation: optionalNote(),
});
