/**
 * Who may change market assignments: neighborhood management only. The same function backs the
 * page's `viewerCan.change`, the tool-wide `viewer.can.changeAssignment` and the mutation.
 */
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import type { Viewer } from '../../context.ts';
import { viewerHasAny } from '../../auth/viewer.ts';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';

/** The root fields whose `@auth` list mirrors a rule of this policy. */
export const FIELD_ACCESS = {
  'Mutation.changeAssignment': CLAIM_GROUPS.assignmentManagers,
};

export const CHANGE_ASSIGNMENT_REFUSAL = 'Only neighborhood management may change assignments';

export function changeAssignmentDecision(viewer: Viewer | null): Capability {
  return viewerHasAny(viewer, CLAIM_GROUPS.assignmentManagers) ? ALLOWED : refusal(CHANGE_ASSIGNMENT_REFUSAL);
}
