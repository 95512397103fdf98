/**
 * The transfer type enum of the graph ↔ the label the Care API stores (TRANSFER_TYPES).
 */
import { TRANSFER_TYPES, type TransferType as TransferTypeLabel } from '@luminate/schema/approvals';
import type { TransferType } from '../../generated/graphql.ts';

const LABELS: Record<TransferType, TransferTypeLabel> = {
  CLINICIAN_TO_CLINICIAN_REVIEW_ONLY: 'Clinician to Clinician Review Only',
  PHONE_CALL_TO_PATIENT: 'Phone Call to Patient',
  FACE_TO_FACE_WITH_PATIENT: 'Face-to-Face with Patient',
};
const VALUES = new Map(Object.entries(LABELS).map(([value, label]) => [label, value as TransferType]));

export const transferTypeLabel = (value: TransferType | null | undefined): TransferTypeLabel | null => (value ? LABELS[value] : null);
export const transferTypeValue = (label: string | null): TransferType | null =>
  label === null ? null : (VALUES.get(label as TransferTypeLabel) ?? null);

/** The choices in the order of TRANSFER_TYPES. */
export const TRANSFER_TYPE_OPTIONS: ReadonlyArray<{ value: TransferType; label: string }> = TRANSFER_TYPES.map((label) => ({
  value: VALUES.get(label)!,
  label,
}));
