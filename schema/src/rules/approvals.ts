/**
 * Rules of the approval forms: the web's eligibility change, bulk
 * approve, mailing-list cancel, DNC decision, transfer drawer and transfer report forms, and the
 * gateway mutations behind them. Context the rules depend on (today, the viewer's role for this
 * record) is passed in, so both sides decide the same way.
 */
import { z } from 'zod';
import {
  ABNORMAL_DATE_LABEL,
  ABNORMAL_DIAGNOSIS_YEARS,
  EARLIEST_DIAGNOSIS_DATE,
  HAND_OFF_PLAN_REASON_IDS,
  TRANSFER_TYPES,
  type TransferAction,
} from '../approvals.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterIn, freeText } from './text.ts';
import { PAYER_NOT_PICKABLE_MESSAGE } from './payers.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const noteRequired = (message: string) =>
  z
    .string({ message })
    .refine((s) => controlCharacterIn(s, { multiline: true }) === null, CONTROL_CHARACTER_MESSAGE)
    .trim()
    .min(1, message)
    .max(4000, 'At most 4000 characters');
/** Optional free text (a plan or transition notes typed into a text area). */
const optionalFreeText = () => freeText().max(4000, 'At most 4000 characters').nullable().default(null);

/** Today's calendar date (yyyy-mm-dd) in the local time zone of whoever checks. */
export function isoToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date `years` before an ISO date (29 February falls back to the 28th). */
export function yearsBefore(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y - years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** More than three years before today: the exact third anniversary is still normal. */
export const isAbnormalDiagnosisDate = (diagnosisDate: string, today: string) =>
  diagnosisDate < yearsBefore(today, ABNORMAL_DIAGNOSIS_YEARS);

export const requiresHandOffPlan = (termReasonId: number | null | undefined) =>
  termReasonId != null && (HAND_OFF_PLAN_REASON_IDS as readonly number[]).includes(termReasonId);

export type EligibilityAction = 'approve' | 'reject' | 'update' | 'cancel';

export interface EligibilityDecisionContext {
  action: EligibilityAction;
  today: string;
  /** The viewer holds type 2 or 13 at the member's office. */
  isDateConfirmer: boolean;
  /** The member is engaged and the viewer is among the change's assigned employees. */
  engagedAndAssigned: boolean;
  /** A Return (back to eligible) has no term reason or diagnosis date to check. Default Term. */
  changeType?: 'Term' | 'Return';
}

/** The eligibility change modal, per button. */
export function eligibilityDecisionRule(ctx: EligibilityDecisionContext) {
  return z
    .object({
      termReasonId: z.number({ message: 'Term reason is required' }).int().positive('Term reason is required').nullable(),
      diagnosisDate: z.string().nullable(),
      abnormalDateConfirmed: z.boolean().default(false),
      transitionPlan: optionalFreeText(),
      note: noteRequired('Notes are required'),
    })
    .superRefine((v, issue) => {
      if (ctx.action === 'cancel' || ctx.changeType === 'Return') return;
      if ((ctx.action === 'approve' || ctx.action === 'update') && v.termReasonId == null) {
        issue.addIssue({ code: 'custom', path: ['termReasonId'], message: 'Term reason is required' });
      }
      const date = v.diagnosisDate ?? '';
      if (!ISO_DATE.test(date)) {
        issue.addIssue({ code: 'custom', path: ['diagnosisDate'], message: 'Date of Deattribution Diagnosis is required' });
        return;
      }
      if (date > ctx.today)
        issue.addIssue({ code: 'custom', path: ['diagnosisDate'], message: 'Date of Deattribution Diagnosis cannot be after today' });
      if (date < EARLIEST_DIAGNOSIS_DATE)
        issue.addIssue({ code: 'custom', path: ['diagnosisDate'], message: 'Date of Deattribution Diagnosis cannot be before 2000-01-01' });
      if (ctx.action !== 'approve') return;
      if (ctx.isDateConfirmer && isAbnormalDiagnosisDate(date, ctx.today) && !v.abnormalDateConfirmed) {
        issue.addIssue({ code: 'custom', path: ['abnormalDateConfirmed'], message: ABNORMAL_DATE_LABEL });
      }
      if (ctx.engagedAndAssigned && requiresHandOffPlan(v.termReasonId) && !v.transitionPlan?.trim()) {
        issue.addIssue({
          code: 'custom',
          path: ['transitionPlan'],
          message: 'External Patient Care Hand Off Plan is required for this term reason',
        });
      }
    });
}

/**
 * Bulk Approve Terms: a note and a term reason; the payer is optional, and when given it is one a
 * payer picker offers (never SelfPay). `unpickablePayerIds` are those payers' ids (see payers.ts).
 */
export const bulkApproveRule = (unpickablePayerIds: readonly number[] = []) =>
  z.object({
    note: noteRequired('A note is required'),
    termReasonId: z.number({ message: 'Term reason is required' }).int().positive('Term reason is required'),
    payerId: z
      .number()
      .int()
      .positive()
      .nullable()
      .default(null)
      .refine((id) => id === null || !unpickablePayerIds.includes(id), PAYER_NOT_PICKABLE_MESSAGE),
  });
export const NO_TERMS_TO_APPROVE = 'There are no terms to approve for this term reason';

/** Mailing-list cancel. */
export const mailingListCancelRule = z.object({ note: noteRequired('A note is required') });

/** DNC decision: a handler note for either decision. */
export const dncDecisionRule = z.object({ handlerNote: noteRequired('Handler note is required') });

/** The transfer drawer, per action. */
export function transferActionRule(action: TransferAction) {
  return z
    .object({
      chartReview: z.boolean().default(false),
      medReview: z.boolean().default(false),
      acuityLevel: z.boolean().default(false),
      transferType: z.enum(TRANSFER_TYPES).nullable().default(null),
      transitionNotes: optionalFreeText(),
    })
    .superRefine((v, issue) => {
      const notes = v.transitionNotes?.trim() ?? '';
      if (action === 'approve') {
        if (!v.chartReview) issue.addIssue({ code: 'custom', path: ['chartReview'], message: 'Chart review must be completed' });
        if (!v.medReview) issue.addIssue({ code: 'custom', path: ['medReview'], message: 'Med review must be completed' });
        if (!v.acuityLevel) issue.addIssue({ code: 'custom', path: ['acuityLevel'], message: 'Acuity level must be reviewed' });
        if (!v.transferType) issue.addIssue({ code: 'custom', path: ['transferType'], message: 'Choose a transfer type' });
        if (!notes) issue.addIssue({ code: 'custom', path: ['transitionNotes'], message: 'Notes are required' });
      }
      if (action === 'reject' && !notes)
        issue.addIssue({ code: 'custom', path: ['transitionNotes'], message: 'A reason is required to reject' });
    });
}

export const END_BEFORE_START_MESSAGE = 'End date must be after start date';

/** Transfer report dates: both required, not after today, end not before start. */
export function transferReportRule(today: string) {
  const day = (label: string) =>
    z
      .string({ message: `${label} is required` })
      .regex(ISO_DATE, `${label} is required`)
      .refine((d) => d <= today, `${label} cannot be after today`);
  return z
    .object({ start: day('Start date'), end: day('End date') })
    .refine((v) => v.end >= v.start, { path: ['end'], message: END_BEFORE_START_MESSAGE });
}
