/** The dashboard roles: the four care-team roles with a metric set, and which role an employee's assignments give. */
import { AssignmentType } from '../../constants.ts';

/** The four care-team roles with a metric set; ALL shows the union of the four. */
export const DASHBOARD_ROLES = ['PCC', 'CD', 'SW', 'CMD'] as const;
export type DashboardRoleName = (typeof DASHBOARD_ROLES)[number];
export const DASHBOARD_ROLE_CHOICES = [...DASHBOARD_ROLES, 'ALL'] as const;
export type DashboardRoleChoice = (typeof DASHBOARD_ROLE_CHOICES)[number];

/** The dashboard role an assignment type gives; an employee without one of these opens on PCC. */
export const DASHBOARD_ROLE_BY_ASSIGNMENT_TYPE: Readonly<Record<number, DashboardRoleName>> = {
  [AssignmentType.PCC]: 'PCC',
  [AssignmentType.CD]: 'CD',
  [AssignmentType.SW]: 'SW',
  [AssignmentType.CMD]: 'CMD',
};
/** When several of the above apply, the first of this order wins. */
export const DASHBOARD_ROLE_PRECEDENCE: readonly DashboardRoleName[] = ['CMD', 'CD', 'SW', 'PCC'];
export const DEFAULT_DASHBOARD_ROLE: DashboardRoleName = 'PCC';

/** The role toggle shows for a user without assignments or with one of these assignment types (leaders and clinicians who cover several roles). */
export const ROLE_TOGGLE_ASSIGNMENT_TYPES: readonly number[] = [2, 3, 5, 8, 9, 10, 12, 13, 15, 17, 18, 25, 32, 34];
/** The team-member picker lists employees in the viewer's offices holding one of these types, or one of the toggle types. */
export const TEAM_MEMBER_ASSIGNMENT_TYPES: readonly number[] = [1, 16, 26, 31, ...ROLE_TOGGLE_ASSIGNMENT_TYPES];

/** The dashboard role of an employee from their active assignment types. */
export function dashboardRoleOf(assignmentTypeIds: readonly number[]): DashboardRoleName {
  const roles = new Set(assignmentTypeIds.map((t) => DASHBOARD_ROLE_BY_ASSIGNMENT_TYPE[t]).filter(Boolean));
  return DASHBOARD_ROLE_PRECEDENCE.find((r) => roles.has(r)) ?? DEFAULT_DASHBOARD_ROLE;
}

/** Whether the role toggle shows for a user with these active assignment types. */
export const showsRoleToggle = (assignmentTypeIds: readonly number[]) =>
  assignmentTypeIds.length === 0 || assignmentTypeIds.some((t) => ROLE_TOGGLE_ASSIGNMENT_TYPES.includes(t));

/** The roles a choice stands for: ALL is the four. */
export const rolesOf = (choice: DashboardRoleChoice): readonly DashboardRoleName[] => (choice === 'ALL' ? DASHBOARD_ROLES : [choice]);
