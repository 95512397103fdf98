/**
 * Who sees which panel metrics. Every signed-in user has a dashboard (the fields' bare `@auth`):
 * their own, over the offices of their dashboard tree (the offices their assignments cover, or
 * every live office outside the hidden market when they have none). On top of that:
 * - a dashboard for offices outside that tree is refused (queries, drill-downs, One List and its
 *   CSV export alike), so member rows are only seen by those whose dashboard holds them;
 * - another employee's dashboard may be opened only by a viewer who may pick team members (the
 *   same users the role toggle shows for) and only for someone on their team list.
 */
import type { Claim } from '@luminate/schema/claims';
import { METRICS_MESSAGES, showsRoleToggle } from '@luminate/schema/rules';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';

/** No root field of this module is limited to a claim group. */
export const FIELD_ACCESS: Readonly<Record<string, readonly Claim[]>> = {};

/** Whether the viewer may pick a team member's dashboard: with no assignments or a role-toggle type. */
export const canPickTeamMember = (viewerAssignmentTypes: readonly number[]) => showsRoleToggle(viewerAssignmentTypes);

/** Whether the viewer may open employee `employeeId`'s dashboard. */
export function teamMemberDecision(args: {
  viewerEmployeeId: number | null;
  viewerAssignmentTypes: readonly number[];
  teamEmployeeIds: readonly number[];
  employeeId: number;
}): Capability {
  if (args.employeeId === args.viewerEmployeeId) return ALLOWED;
  if (!canPickTeamMember(args.viewerAssignmentTypes)) return refusal(METRICS_MESSAGES.teamMemberNotAllowed);
  return args.teamEmployeeIds.includes(args.employeeId) ? ALLOWED : refusal(METRICS_MESSAGES.teamMemberNotAllowed);
}

/** Whether every requested office is on the dashboard's tree. */
export function officesDecision(treeOfficeIds: ReadonlySet<number>, requested: readonly number[]): Capability {
  return requested.every((id) => treeOfficeIds.has(id)) ? ALLOWED : refusal(METRICS_MESSAGES.officeNotAllowed);
}
