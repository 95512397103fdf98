/**
 * Who may see which workbook. Hedis Gaps and the One-List summary hold counts only: every
 * signed-in user (the field's bare `@auth`). The Medical Cost workbooks (High Needs list, patient
 * cost profiles) hold member names and costs: only users on a care team (an active assignment at
 * some office, whatever its type) or holding a medical cost claim (admin, superAdmin, dataMgmt).
 * The Care API applies the same rule again to the link and the export.
 */
import { CLAIM_GROUPS, type Claim } from '@luminate/schema/claims';
import { WORKBOOKS, type WorkbookName } from '@luminate/schema/rules';
import { holdsAny } from '../../auth/viewer.ts';
import type { ClaimsAndTypes } from '../shared/assignment-gate.ts';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';

/** No root field of this module is limited to a claim group: the rule above is record-level. */
export const FIELD_ACCESS: Readonly<Record<string, readonly Claim[]>> = {};

export const MEDICAL_COST_REFUSAL =
  'The Medical Cost workbooks are for care team members and for holders of the admin, superAdmin or dataMgmt permission.';

/** The Medical Cost rule, from the viewer's claims and the assignment types they hold anywhere. */
export function medicalCostDecision({ claims, viewerTypesAnywhere }: ClaimsAndTypes): Capability {
  if (holdsAny(claims, CLAIM_GROUPS.medicalCostViewers)) return ALLOWED;
  if (viewerTypesAnywhere.size > 0) return ALLOWED;
  return refusal(MEDICAL_COST_REFUSAL);
}

/** Whether a workbook needs the Medical Cost rule at all. */
export const isMedicalCost = (workbook: WorkbookName): boolean => WORKBOOKS[workbook].medicalCost;
