/** The drill-down rows: the metric groups, tables and view targets by name, and every field a row can show. */

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
