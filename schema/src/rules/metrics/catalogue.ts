/**
 * The metric catalogue: each metric's id, label, group, the roles whose set holds it, its
 * drill-down table and columns, its hover text, and where its view button goes.
 */
import { DISENGAGED_MONTHS, FREQUENT_UTILIZATION_EVENTS, FREQUENT_UTILIZATION_MONTHS, POLYPHARMACY_MEDICATIONS } from '../lookups.ts';
import { DASHBOARD_ROLES, type DashboardRoleChoice, type DashboardRoleName, rolesOf } from './roles.ts';
import {
  LEADING_METRIC_COLUMNS,
  type MetricExpansionName,
  type MetricGroupName,
  type MetricRowFieldName,
  type MetricTableName,
  type MetricViewTargetName,
} from './row-fields.ts';
import {
  DISCHARGE_SOON_DAYS,
  HIGH_PHQ9_SCORE,
  IV_AT_DOOR_DAYS,
  MANY_SOCIAL_WORK_VISITS,
  MEDICATION_MANAGEMENT_MEDICATIONS,
  RECENT_ACUTE_DAYS,
  RECENT_VISIT_DAYS,
  RECENTLY_ENGAGED_DAYS,
  SOCIAL_WORK_VISIT_MONTHS,
  TRANSITION_OF_CARE_MONTHS,
} from './thresholds.ts';

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
