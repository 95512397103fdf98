/**
 * The eligibility change modal's form: values as the inputs hold them, the
 * shared eligibilityDecisionRule applied per button, and the mutation input built from them.
 */
import type { FieldErrors } from 'react-hook-form';
import { OTHER_TERM_REASON_ID } from '@luminate/schema/approvals';
import { eligibilityDecisionRule, type EligibilityDecisionContext } from '@luminate/schema/rules';
import { ruleErrors, toFormErrors } from '../../shared/lib/form-errors.ts';
import type { EligibilityDecisionInput } from '../../generated/graphql.ts';
import type { EligibilityChangeRow } from './eligibility-columns.tsx';

export interface EligibilityFormValues {
  /** '' when the change has no reason yet. */
  termReasonId: string;
  diagnosisDate: string;
  abnormalDateConfirmed: boolean;
  transitionPlan: string;
  note: string;
}

export function changeToFormValues(change: EligibilityChangeRow): EligibilityFormValues {
  return {
    termReasonId: change.termReasonId ?? '',
    diagnosisDate: change.diagnosisDate ?? '',
    abnormalDateConfirmed: false,
    transitionPlan: change.transitionPlan ?? '',
    note: '',
  };
}

/** The form's fields, named as the rule and the gateway name them. */
export const ELIGIBILITY_FORM_PLACEMENT = {
  fields: ['termReasonId', 'diagnosisDate', 'abnormalDateConfirmed', 'transitionPlan', 'note'] as const,
};

/** The shared rule's errors on the form's fields (first message per field). */
export function decisionErrors(values: EligibilityFormValues, ctx: EligibilityDecisionContext): FieldErrors<EligibilityFormValues> {
  const result = eligibilityDecisionRule(ctx).safeParse({
    termReasonId: values.termReasonId ? Number(values.termReasonId) : null,
    diagnosisDate: values.diagnosisDate || null,
    abnormalDateConfirmed: values.abnormalDateConfirmed,
    transitionPlan: values.transitionPlan.trim() || null,
    note: values.note,
  });
  const failed = ruleErrors(result, ELIGIBILITY_FORM_PLACEMENT);
  return failed ? toFormErrors<EligibilityFormValues>(failed) : {};
}

export function decisionInput(change: EligibilityChangeRow, values: EligibilityFormValues): EligibilityDecisionInput {
  return {
    id: change.id,
    termReasonId: values.termReasonId || null,
    diagnosisDate: values.diagnosisDate || null,
    abnormalDateConfirmed: values.abnormalDateConfirmed,
    transitionPlan: values.transitionPlan.trim() || null,
    note: values.note.trim(),
  };
}

/** The selector offers the change's reason and Other. */
export function termReasonOptions(
  change: EligibilityChangeRow,
  reasons: readonly { id: string; name: string }[],
): { id: string; name: string }[] {
  const other = String(OTHER_TERM_REASON_ID);
  const options: { id: string; name: string }[] = [];
  if (change.termReasonId && change.termReasonId !== other) {
    options.push({
      id: change.termReasonId,
      name: change.termReason?.name ?? reasons.find((r) => r.id === change.termReasonId)?.name ?? change.termReasonId,
    });
  }
  options.push({ id: other, name: reasons.find((r) => r.id === other)?.name ?? 'Other' });
  return options;
}

/** Whether the reason may be changed at all: not when it already is Other or the viewer may not update. */
export const termReasonLocked = (change: EligibilityChangeRow) =>
  change.termReasonId === String(OTHER_TERM_REASON_ID) || !change.viewerCan.update;

/** The requester's note and the latest note of the change log, each once. */
export function priorNote(change: EligibilityChangeRow): string {
  const latest = [...change.changeLog].reverse().find((entry) => entry.note?.trim())?.note ?? null;
  return [...new Set([change.note, latest].filter((n): n is string => Boolean(n?.trim())))].join('\n\n');
}
