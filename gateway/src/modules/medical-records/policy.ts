/**
 * Who may work with medical record requests: holders of med-records list the requests, make new
 * ones, and download the finished extracts (members' CCDs and progress notes), and no one else.
 * The Care API checks the same claim again on each of its routes.
 */
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import type { Viewer } from '../../context.ts';
import { viewerHasAny } from '../../auth/viewer.ts';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';

export const MEDICAL_RECORDS_REFUSAL = 'Only holders of the med-records permission request and download medical records';

export const FIELD_ACCESS = {
  'Query.medicalRecordRequests': CLAIM_GROUPS.medicalRecords,
};

/** Request medical records, list the requests and download their extracts. */
export function medicalRecordsDecision(viewer: Viewer | null): Capability {
  return viewerHasAny(viewer, CLAIM_GROUPS.medicalRecords) ? ALLOWED : refusal(MEDICAL_RECORDS_REFUSAL);
}
