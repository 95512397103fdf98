/**
 * The transfer drawer's values and their check per action. The graph's transfer
 * type is an enum; the shared rule speaks the labels, so values are translated before checking.
 */
import { TRANSFER_TYPES, type TransferAction } from '@luminate/schema/approvals';
import { transferActionRule } from '@luminate/schema/rules';
import { ruleErrors } from '../../shared/lib/form-errors.ts';
import type { OfficeTransferInput, TransferType } from '../../generated/graphql.ts';
import type { TransferRow } from './transfer-columns.tsx';

export interface TransferFormValues {
  chartReview: boolean;
  medReview: boolean;
  acuityLevel: boolean;
  transferType: TransferType | '';
  transitionNotes: string;
}

export type TransferFormErrors = Partial<Record<keyof TransferFormValues, string>>;

/** The drawer's fields, named as the rule and the gateway name them. */
export const TRANSFER_FORM_PLACEMENT = { fields: ['chartReview', 'medReview', 'acuityLevel', 'transferType', 'transitionNotes'] as const };

/** Graph enum value ↔ the label the rule and the Care API use, in TRANSFER_TYPES order. */
export const TRANSFER_TYPE_LABELS: Readonly<Record<TransferType, (typeof TRANSFER_TYPES)[number]>> = {
  CLINICIAN_TO_CLINICIAN_REVIEW_ONLY: TRANSFER_TYPES[0],
  PHONE_CALL_TO_PATIENT: TRANSFER_TYPES[1],
  FACE_TO_FACE_WITH_PATIENT: TRANSFER_TYPES[2],
};

export function transferToFormValues(transfer: TransferRow): TransferFormValues {
  return {
    chartReview: transfer.chartReview,
    medReview: transfer.medReview,
    acuityLevel: transfer.acuityLevel,
    transferType: transfer.transferType ?? '',
    transitionNotes: transfer.transitionNotes ?? '',
  };
}

/** The rule's messages per field for this action; empty when the action may be sent. */
export function checkTransferAction(action: TransferAction, values: TransferFormValues): TransferFormErrors {
  const result = transferActionRule(action).safeParse({
    chartReview: values.chartReview,
    medReview: values.medReview,
    acuityLevel: values.acuityLevel,
    transferType: values.transferType ? TRANSFER_TYPE_LABELS[values.transferType] : null,
    transitionNotes: values.transitionNotes,
  });
  return ruleErrors(result, TRANSFER_FORM_PLACEMENT)?.fields ?? {};
}

export function toTransferInput(id: string, values: TransferFormValues): OfficeTransferInput {
  const notes = values.transitionNotes.trim();
  return {
    id,
    chartReview: values.chartReview,
    medReview: values.medReview,
    acuityLevel: values.acuityLevel,
    transferType: values.transferType || null,
    transitionNotes: notes === '' ? null : values.transitionNotes,
  };
}
