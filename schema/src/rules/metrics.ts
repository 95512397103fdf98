/**
 * The panel metrics of the Metrics Homepage and Patient Care Management: one catalogue of every
 * metric (id, label, group, the roles whose set holds it, its drill-down table and columns, its
 * hover text), where each metric's view button goes, the dashboard's windows and the role rules.
 * The Care API counts each metric with one SQL predicate per metric id (sandbox care-api/metrics.ts); the
 * gateway and the web read everything else from here.
 */
import { z } from 'zod';
import { AssignmentType } from '../constants.ts';
import { DISENGAGED_MONTHS, FREQUENT_UTILIZATION_EVENTS, FREQUENT_UTILIZATION_MONTHS, POLYPHARMACY_MEDICATIONS } from './lookups.ts';

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

/** Windows of the dashboard. */
export const RECENTLY_ENGAGED_DAYS = 14;
export const IV_AT_DOOR_DAYS = 60;
export const RECENT_VISIT_DAYS = 30;
export const RECENT_ACUTE_DAYS = 14;
/** Transition of care is suggested when ER visits plus admits in this many months reach 1. */
export const TRANSITION_OF_CARE_MONTHS = 3;
/** Suggested medication management: more than this many current medications. */
export const MEDICATION_MANAGEMENT_MEDICATIONS = 3;
/** More than this many social-work visits in SOCIAL_WORK_VISIT_MONTHS months. */
export const MANY_SOCIAL_WORK_VISITS = 10;
export const SOCIAL_WORK_VISIT_MONTHS = 6;
/**
 * High PHQ-9: the definition reads "over 10" while the card's hover text reads "10 or above". The
 * dashboard counts strictly over 10 (11 and up) and its hover text says so.
 */
export const HIGH_PHQ9_SCORE = 10;
/** Expected discharge date (EDD) of a current stay: its admission date plus this many days for its type. */
export const EXPECTED_STAY_DAYS = { Inpatient: 5, Observation: 2 } as const;
/** "Discharge expected soon": the EDD falls within this many days from today (or has passed). */
export const DISCHARGE_SOON_DAYS = 2;
/** The visit type of a social-work visit. */
export const SOCIAL_WORK_VISIT_TYPE = 'Social Work Visit';
/** Drill-down page sizes. */
export const METRIC_PAGE_SIZES = [10, 20, 50] as const;
export const METRIC_PAGE_SIZE = 10;
/** The largest One List page the graph serves (the CSV export streams every row). */
export const ONE_LIST_MAX_TAKE = 200;

export const METRIC_GROUPS = ['ACTION_NEEDED', 'POPULATION_HEALTH', 'PANEL', 'ENGAGEMENT', 'MEDICAL_COST', 'UTILIZATION', 'EDD'] as const;
export type MetricGroupName = (typeof METRIC_GROUPS)[number];
export type MetricTableName = 'MEMBERS' | 'ADMITS' | 'VISITS' | 'TASKS';
export type MetricViewTargetName = 'PLAIN' | 'ASSIGNMENTS' | 'CENSUS' | 'COST_PROFILE';
export type MetricExpansionName = 'LAST_OUTCOME' | 'DESCRIPTION' | 'NOT_AVAILABLE';
export type MetricColumnTypeName = 'TEXT' | 'NUMBER' | 'DATE' | 'DATETIME' | 'CURRENCY' | 'BOOLEAN' | 'TEXT_LIST';

/** A field of a drill-down row, as the graph's MetricRow and the Care API's rows name it. */
export const METRIC_ROW_FIELDS = {
  aaneelId: { label: 'AANEEL ID', type: 'TEXT' },
  memberFullName: { label: 'Member', type: 'TEXT' },
  office: { label: 'Office', type: 'TEXT' },
  stratification: { label: 'Stratification', type: 'TEXT' },
  isEngaged: { label: 'Engaged', type: 'BOOLEAN' },
  engagedDate: { label: 'Engaged Date', type: 'DATETIME' },
  termDate: { label: 'Term Date', type: 'DATE' },
  lastIvVisitDate: { label: 'Last IV Visit', type: 'DATE' },
  lastCompletedVisitDate: { label: 'Last Completed Visit', type: 'DATETIME' },
  nextAppointmentDate: { label: 'Next Appointment', type: 'DATETIME' },
  lastSocialWorkVisitDate: { label: 'Last SW Visit', type: 'DATE' },
  socialWorkVisitsSixMonths: { label: 'SW Visits (6 Months)', type: 'NUMBER' },
  currentNumberOfMedications: { label: 'Medications', type: 'NUMBER' },
  lastPhqScore: { label: 'Last PHQ-9', type: 'NUMBER' },
  acuteEventsSixMonths: { label: 'Acute Events (6 Months)', type: 'NUMBER' },
  lastAdmitDate: { label: 'Last Admit', type: 'DATE' },
  lastQuarterPaidPmpm: { label: 'Last Quarter Paid PMPM', type: 'CURRENCY' },
  annualCost: { label: 'Annual Cost', type: 'CURRENCY' },
  highNeedCriteria: { label: 'High Need Criteria', type: 'TEXT_LIST' },
  totalQualityGaps: { label: 'Quality Gaps', type: 'NUMBER' },
  transferOffice: { label: 'Transfer To', type: 'TEXT' },
  admissionDatetime: { label: 'Admitted', type: 'DATETIME' },
  dischargeDatetime: { label: 'Discharged', type: 'DATETIME' },
  expectedDischargeDate: { label: 'Expected Discharge', type: 'DATE' },
  servicePlace: { label: 'Service Place', type: 'TEXT' },
  visitDatetime: { label: 'Visit', type: 'DATETIME' },
  visitType: { label: 'Visit Type', type: 'TEXT' },
  lastVisitStatus: { label: 'Status', type: 'TEXT' },
  memberCurrentApp: { label: 'Current APP', type: 'TEXT' },
  title: { label: 'Task', type: 'TEXT' },
  priority: { label: 'Priority', type: 'TEXT' },
  dueDate: { label: 'Due', type: 'DATE' },
} as const satisfies Record<string, { label: string; type: MetricColumnTypeName }>;
export type MetricRowFieldName = keyof typeof METRIC_ROW_FIELDS;

/** Every drill-down table starts with these columns. */
export const LEADING_METRIC_COLUMNS = ['aaneelId', 'memberFullName', 'office'] as const satisfies readonly MetricRowFieldName[];

export interface MetricDefinition {
  id: string;
  label: string;
  group: MetricGroupName;
  roles: readonly DashboardRoleName[];
  table: MetricTableName;
  hoverText: string;
  /** Columns after the leading three. */
  columns: readonly MetricRowFieldName[];
  /** The card shows its value out of the actionable panel. */
  ofPanel?: boolean;
}

const ALL_ROLES = DASHBOARD_ROLES;

/** What a row's expansion shows: tasks and admissions their description, member rows the last outcome, visits 'N/A'. */
export const EXPANSION_BY_TABLE: Record<MetricTableName, MetricExpansionName> = {
  MEMBERS: 'LAST_OUTCOME',
  ADMITS: 'DESCRIPTION',
  VISITS: 'NOT_AVAILABLE',
  TASKS: 'DESCRIPTION',
};

/**
 * The metric catalogue, in the order cards appear within their group. The member metrics count
 * members of the chosen offices who are eligible, living and not termed (the panel); "actionable"
 * adds engaged. Each group holds at least one metric of every role.
 */
export const METRICS: readonly MetricDefinition[] = [
  // Action needed
  {
    id: 'patientsRequiringTransfer',
    label: 'Patients Requiring Transfer',
    group: 'ACTION_NEEDED',
    roles: ['PCC', 'CD', 'CMD'],
    table: 'MEMBERS',
    hoverText: 'Members with an office transfer that is not processed yet.',
    columns: ['transferOffice', 'stratification', 'isEngaged'],
  },
  {
    id: 'openTasks',
    label: 'Open Tasks',
    group: 'ACTION_NEEDED',
    roles: ALL_ROLES,
    table: 'TASKS',
    hoverText: "Open tasks for the role's care team on the panel's members.",
    columns: ['title', 'priority', 'dueDate'],
  },
  {
    id: 'overdueTasks',
    label: 'Overdue Tasks',
    group: 'ACTION_NEEDED',
    roles: ALL_ROLES,
    table: 'TASKS',
    hoverText: 'Open tasks whose due date has passed.',
    columns: ['title', 'priority', 'dueDate'],
  },
  {
    id: 'missedVisitNotRescheduled',
    label: 'Missed Visit Not Rescheduled',
    group: 'ACTION_NEEDED',
    roles: ['PCC', 'CMD'],
    table: 'MEMBERS',
    hoverText: 'Engaged members whose latest past visit was a no-show or cancelled, with no visit scheduled.',
    columns: ['lastCompletedVisitDate', 'lastIvVisitDate', 'stratification'],
  },
  // Population health
  {
    id: 'highPhq9',
    label: 'High PHQ-9 Score',
    group: 'POPULATION_HEALTH',
    roles: ['SW', 'CD', 'CMD'],
    table: 'MEMBERS',
    hoverText: `Members whose latest PHQ-9 score is over ${HIGH_PHQ9_SCORE}.`,
    columns: ['lastPhqScore', 'lastSocialWorkVisitDate', 'isEngaged'],
  },
  {
    id: 'polypharmacy',
    label: 'Polypharmacy',
    group: 'POPULATION_HEALTH',
    roles: ['PCC', 'CMD'],
    table: 'MEMBERS',
    hoverText: `Members taking more than ${POLYPHARMACY_MEDICATIONS} medications.`,
    columns: ['currentNumberOfMedications', 'stratification', 'lastCompletedVisitDate'],
  },
  {
    id: 'suggestedMedicationManagement',
    label: 'Suggested Medication Management',
    group: 'POPULATION_HEALTH',
    roles: ['PCC', 'CD', 'CMD'],
    table: 'MEMBERS',
    hoverText: `Engaged members taking more than ${MEDICATION_MANAGEMENT_MEDICATIONS} medications.`,
    columns: ['currentNumberOfMedications', 'lastIvVisitDate', 'nextAppointmentDate'],
  },
  {
    id: 'behavioralHealthNeeds',
    label: 'Behavioral Health Needs',
    group: 'POPULATION_HEALTH',
    roles: ['SW', 'PCC'],
    table: 'MEMBERS',
    hoverText: 'Members with a recent behavioral-health indicator.',
    columns: ['lastPhqScore', 'lastSocialWorkVisitDate', 'socialWorkVisitsSixMonths'],
  },
  // Panel
  {
    id: 'actionablePanel',
    label: 'Actionable Panel',
    group: 'PANEL',
    roles: ALL_ROLES,
    table: 'MEMBERS',
    hoverText: 'Eligible, engaged, living members of the selected offices.',
    columns: ['stratification', 'engagedDate', 'lastCompletedVisitDate'],
  },
  {
    id: 'unengagedPanel',
    label: 'Unengaged Members',
    group: 'PANEL',
    roles: ['PCC', 'CD'],
    table: 'MEMBERS',
    hoverText: 'Eligible members of the selected offices who are not engaged yet.',
    columns: ['stratification', 'termDate', 'lastCompletedVisitDate'],
  },
  // Engagement
  {
    id: 'recentlyEngaged',
    label: 'Recently Engaged',
    group: 'ENGAGEMENT',
    roles: ['PCC', 'CD', 'SW', 'CMD'],
    table: 'MEMBERS',
    hoverText: `Members engaged in the last ${RECENTLY_ENGAGED_DAYS / 7} weeks.`,
    columns: ['engagedDate', 'lastIvVisitDate', 'nextAppointmentDate'],
  },
  {
    id: 'ivCompleteAtDoor',
    label: 'IV Complete at Door',
    group: 'ENGAGEMENT',
    roles: ['PCC', 'CD'],
    table: 'MEMBERS',
    hoverText: `Members engaged in the last ${IV_AT_DOOR_DAYS} days whose initial visit is complete.`,
    columns: ['engagedDate', 'lastIvVisitDate'],
  },
  {
    id: 'disengaged',
    label: 'Disengaged',
    group: 'ENGAGEMENT',
    roles: ['PCC', 'CD', 'CMD'],
    table: 'MEMBERS',
    hoverText: `Engaged members without a completed visit in ${DISENGAGED_MONTHS} months.`,
    columns: ['lastCompletedVisitDate', 'nextAppointmentDate', 'stratification'],
    ofPanel: true,
  },
  {
    id: 'manySocialWorkVisits',
    label: `More Than ${MANY_SOCIAL_WORK_VISITS} SW Visits`,
    group: 'ENGAGEMENT',
    roles: ['SW'],
    table: 'MEMBERS',
    hoverText: `Members with more than ${MANY_SOCIAL_WORK_VISITS} completed social-work visits in ${SOCIAL_WORK_VISIT_MONTHS} months.`,
    columns: ['socialWorkVisitsSixMonths', 'lastSocialWorkVisitDate', 'lastPhqScore'],
  },
  {
    id: 'recentSocialWorkVisits',
    label: 'SW Visits (30 Days)',
    group: 'ENGAGEMENT',
    roles: ['SW'],
    table: 'VISITS',
    hoverText: `Social-work visits of the last ${RECENT_VISIT_DAYS} days.`,
    columns: ['visitDatetime', 'visitType', 'lastVisitStatus', 'memberCurrentApp'],
  },
  {
    id: 'recentVisits',
    label: 'Visits (30 Days)',
    group: 'ENGAGEMENT',
    roles: ['CMD', 'PCC'],
    table: 'VISITS',
    hoverText: `Clinician visits (not social work) of the last ${RECENT_VISIT_DAYS} days, completed or missed.`,
    columns: ['visitDatetime', 'visitType', 'lastVisitStatus', 'memberCurrentApp'],
  },
  // Medical cost
  {
    id: 'highNeedsPatients',
    label: 'High Needs Patients',
    group: 'MEDICAL_COST',
    roles: ALL_ROLES,
    table: 'MEMBERS',
    hoverText: `Engaged members in the top 20% of cost, with ${FREQUENT_UTILIZATION_EVENTS}+ acute events in ${FREQUENT_UTILIZATION_MONTHS} months, or more than ${POLYPHARMACY_MEDICATIONS} medications.`,
    columns: ['highNeedCriteria', 'annualCost', 'lastQuarterPaidPmpm'],
    ofPanel: true,
  },
  // Utilization
  {
    id: 'recentAcuteUtilization',
    label: 'Recent Acute Utilization',
    group: 'UTILIZATION',
    roles: ALL_ROLES,
    table: 'ADMITS',
    hoverText: `ER visits and inpatient admissions of the last ${RECENT_ACUTE_DAYS / 7} weeks.`,
    columns: ['admissionDatetime', 'dischargeDatetime', 'servicePlace'],
  },
  {
    id: 'frequentUtilization',
    label: 'Frequent Utilization',
    group: 'UTILIZATION',
    roles: ['PCC', 'CD', 'CMD'],
    table: 'MEMBERS',
    hoverText: `Members with ${FREQUENT_UTILIZATION_EVENTS} or more ER visits and admissions in ${FREQUENT_UTILIZATION_MONTHS} months.`,
    columns: ['acuteEventsSixMonths', 'lastAdmitDate', 'stratification'],
  },
  {
    id: 'transitionOfCare',
    label: 'Transition of Care Suggested',
    group: 'UTILIZATION',
    roles: ['PCC', 'SW'],
    table: 'MEMBERS',
    hoverText: `Members with an ER visit or admission in the last ${TRANSITION_OF_CARE_MONTHS} months.`,
    columns: ['lastAdmitDate', 'acuteEventsSixMonths', 'nextAppointmentDate'],
  },
  // Expected discharge
  {
    id: 'currentlyAdmitted',
    label: 'Currently Admitted',
    group: 'EDD',
    roles: ALL_ROLES,
    table: 'ADMITS',
    hoverText: 'Inpatient and observation stays without a discharge, with their expected discharge date.',
    columns: ['admissionDatetime', 'expectedDischargeDate', 'servicePlace'],
  },
  {
    id: 'dischargeExpectedSoon',
    label: 'Discharge Expected Soon',
    group: 'EDD',
    roles: ['PCC', 'CD', 'SW'],
    table: 'ADMITS',
    hoverText: `Current stays whose expected discharge date is within ${DISCHARGE_SOON_DAYS} days or has passed.`,
    columns: ['admissionDatetime', 'expectedDischargeDate', 'servicePlace'],
  },
];

/**
 * Where a drill-down row's view button goes, by metric: Patients Requiring Transfer opens the
 * member page at its assignments, Recent Acute Utilization at its census, and High Needs Patients
 * shows the member's Patient Cost Profiles inside the modal. Every other metric opens the plain
 * member page.
 */
export const METRIC_VIEW_TARGETS: Readonly<Record<string, Exclude<MetricViewTargetName, 'PLAIN'>>> = {
  patientsRequiringTransfer: 'ASSIGNMENTS',
  recentAcuteUtilization: 'CENSUS',
  highNeedsPatients: 'COST_PROFILE',
};

/** The view target of a metric's rows (the plain member page unless the table above names another). */
export const metricViewTarget = (metricId: string): MetricViewTargetName => METRIC_VIEW_TARGETS[metricId] ?? 'PLAIN';

export const METRICS_BY_ID: ReadonlyMap<string, MetricDefinition> = new Map(METRICS.map((m) => [m.id, m]));

/** The metrics of a role choice, in catalogue order (ALL: those of any role). */
export function metricsForRole(choice: DashboardRoleChoice): MetricDefinition[] {
  const roles = rolesOf(choice);
  return METRICS.filter((m) => m.roles.some((r) => roles.includes(r)));
}

/** Whether a metric belongs to a role choice. */
export const metricAppliesTo = (metric: MetricDefinition, choice: DashboardRoleChoice) =>
  rolesOf(choice).some((r) => metric.roles.includes(r));

/** A metric's columns in order, the leading three first. */
export const metricColumns = (metric: MetricDefinition): MetricRowFieldName[] => [...LEADING_METRIC_COLUMNS, ...metric.columns];

/** The One List table's columns: the member metrics row. */
export const ONE_LIST_COLUMNS: readonly MetricRowFieldName[] = [
  ...LEADING_METRIC_COLUMNS,
  'stratification',
  'isEngaged',
  'lastIvVisitDate',
  'lastCompletedVisitDate',
  'nextAppointmentDate',
  'currentNumberOfMedications',
  'lastPhqScore',
  'acuteEventsSixMonths',
  'lastAdmitDate',
  'highNeedCriteria',
  'lastQuarterPaidPmpm',
  'totalQualityGaps',
];

/** Acuity levels of the pie chart (the member's risk stratification; Unknown when none), with a colour each. */
export const ACUITY_LEVELS = [
  { level: 'Very High', color: 'red' },
  { level: 'High', color: 'orange' },
  { level: 'Moderate', color: 'yellow' },
  { level: 'Low', color: 'green' },
  { level: 'Unknown', color: 'gray' },
] as const;

/** A slice's percent: its count out of the actionable panel, rounded to a whole percent (0 for an empty panel). */
export const acuityPercent = (count: number, panel: number) => (panel > 0 ? Math.round((count * 100) / panel) : 0);

export const METRICS_MESSAGES = {
  noMetrics: 'No metrics available for this role.',
  noEligibleMembers: 'There are no eligible members in the selected offices.',
  unknownMetric: 'Unknown metric',
  metricNotInRole: 'This metric is not on the chosen role’s dashboard',
  officeNotAllowed: 'These offices are not on your dashboard',
  teamMemberNotAllowed: 'You may only open your own dashboard or a team member’s',
  tooManyOffices: 'Choose at most 500 offices',
} as const;

/** Rows skipped before a page: none or more. */
const skipRule = z.number().int().min(0, 'skip is 0 or more').default(0);
/** The drill-down and One List tables sort by one column at a time: at most one sort key. */
const sortKeysRule = z.array(z.unknown()).max(1, 'These rows sort by one column at a time').default([]);

/** The metric drill-down request. */
export const metricRowsRule = z.object({
  metricId: z.string().refine((id) => METRICS_BY_ID.has(id), METRICS_MESSAGES.unknownMetric),
  skip: skipRule,
  take: z
    .number()
    .int()
    .refine((n) => (METRIC_PAGE_SIZES as readonly number[]).includes(n), 'Page size is 10, 20 or 50')
    .default(METRIC_PAGE_SIZE),
  sort: sortKeysRule,
});

/** The One List request's paging, search and sort. */
export const oneListPagingRule = z.object({
  skip: skipRule,
  take: z
    .number()
    .int()
    .min(1, 'Page size is at least 1')
    .max(ONE_LIST_MAX_TAKE, `Page size is at most ${ONE_LIST_MAX_TAKE}`)
    .default(METRIC_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  sort: sortKeysRule,
});
