/**
 * Who may add and edit hospital facilities: admins (superAdmin counts as admin) and the named
 * hospital staff (HOSPITAL_EDITOR_EMPLOYEE_IDS), who hold no claim for it. The same function
 * backs `viewer.can.addHospitalFacility`, every facility's `viewerCan.edit`, the mutations and the
 * Care API's own check.
 */
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { HOSPITAL_EDITOR_EMPLOYEE_IDS } from '@luminate/schema/constants';
import type { Viewer } from '../../context.ts';
import { viewerHasAny } from '../../auth/viewer.ts';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';

export const HOSPITAL_EDIT_REFUSAL = 'Only admins and the named hospital staff may add or edit hospital facilities';

/** Adding, editing, deactivating and reactivating a facility share this one rule. */
export function hospitalEditDecision(viewer: Viewer | null): Capability {
  if (viewerHasAny(viewer, CLAIM_GROUPS.hospitalEditors)) return ALLOWED;
  if (viewer?.employeeId != null && HOSPITAL_EDITOR_EMPLOYEE_IDS.includes(viewer.employeeId)) return ALLOWED;
  return refusal(HOSPITAL_EDIT_REFUSAL);
}

/**
 * The root fields whose `@auth` list mirrors a rule of this policy: none. The hospital mutations
 * are open to every signed-in user at the schema level, because the named staff hold no claim;
 * hospitalEditDecision admits or refuses each call.
 */
export const FIELD_ACCESS = {};
