/** The OData entity of each metric source: its row fields as the graph's MetricRow names them. */
import type { OneListSource } from '@luminate/schema/rest';
import { HIGH_NEEDS_CRITERIA } from '@luminate/schema/rules';
import type { EntityDef, PropertyDef } from '../odata/entity.ts';

const p = (column: string, type: PropertyDef['type']): PropertyDef => ({ column, type });

/** Row fields every source has. */
const COMMON_PROPERTIES = {
  id: p('r.id', 'int'),
  memberId: p('r.member_id', 'int'),
  aaneelId: p('r.aaneel_id', 'string'),
  memberFullName: p('r.full_name', 'string'),
  office: p('r.office_name', 'string'),
};

const highNeedCriteria = `array_remove(ARRAY[
    CASE WHEN r.top_cost THEN '${HIGH_NEEDS_CRITERIA.cost}' END,
    CASE WHEN r.frequent_utilization THEN '${HIGH_NEEDS_CRITERIA.utilization}' END,
    CASE WHEN r.polypharmacy THEN '${HIGH_NEEDS_CRITERIA.polypharmacy}' END], NULL)`;

/** The OData entity of each source: its row fields as the graph's MetricRow names them. */
export const ENTITIES: Record<OneListSource, EntityDef> = {
  Members: {
    name: 'OnelistMembers',
    from: 'members_src r',
    key: 'id',
    properties: {
      ...COMMON_PROPERTIES,
      stratification: p('r.stratification', 'string'),
      isEngaged: p('r.engaged', 'boolean'),
      engagedDate: p('r.engaged_dt', 'datetime'),
      termDate: p('r.term_dt', 'date'),
      lastIvVisitDate: p('r.last_iv_visit_date', 'date'),
      lastCompletedVisitDate: p('r.last_completed', 'datetime'),
      nextAppointmentDate: p('r.next_appt', 'datetime'),
      lastSocialWorkVisitDate: p('r.last_social_work_visit_date', 'date'),
      socialWorkVisitsSixMonths: p('r.sw_visits', 'int'),
      currentNumberOfMedications: p('r.medications', 'int'),
      lastPhqScore: p('r.phq_score', 'int'),
      acuteEventsSixMonths: p('r.acute_6', 'int'),
      lastAdmitDate: p('r.last_admit', 'date'),
      lastQuarterPaidPmpm: p('r.pmpm', 'number'),
      annualCost: p('r.annual_cost', 'number'),
      totalQualityGaps: p('r.open_gaps', 'int'),
      transferOffice: p('r.transfer_office', 'string'),
      lastOutcome: p('r.last_outcome', 'string'),
    },
    expands: {},
  },
  Admits: {
    name: 'OnelistAdmits',
    from: 'admits_src r',
    key: 'id',
    properties: {
      ...COMMON_PROPERTIES,
      admissionDatetime: p(`(r.admission_date::timestamp AT TIME ZONE 'UTC')`, 'datetime'),
      dischargeDatetime: p(`(r.discharge_date::timestamp AT TIME ZONE 'UTC')`, 'datetime'),
      expectedDischargeDate: p('r.expected_discharge', 'date'),
      servicePlace: p('r.service_place', 'string'),
      description: p('r.admission_note', 'string'),
    },
    expands: {},
  },
  Visits: {
    name: 'OnelistVisits',
    from: 'visits_src r',
    key: 'id',
    properties: {
      ...COMMON_PROPERTIES,
      visitDatetime: p('r.start', 'datetime'),
      visitType: p('r.visit_type', 'string'),
      lastVisitStatus: p('r.appointment_status', 'string'),
      memberCurrentApp: p('r.app_name', 'string'),
    },
    expands: {},
  },
  Tasks: {
    name: 'OnelistTasks',
    from: 'tasks_src r',
    key: 'id',
    properties: {
      ...COMMON_PROPERTIES,
      title: p('r.title', 'string'),
      priority: p('r.priority', 'string'),
      dueDate: p('r.due_date', 'date'),
      description: p('r.description', 'string'),
    },
    expands: {},
  },
};

/** Fields only answered, never filtered or sorted on (a list). */
export const LIST_OUTPUTS: Partial<Record<OneListSource, Record<string, string>>> = { Members: { highNeedCriteria } };
