/**
 * The rows the panel metrics read. The panel of a set of offices is its members who are
 * eligible, living and not termed; each source (members, admits, visits, tasks of the chosen
 * offices) is a CTE over it, and a member row carries what the metrics read, computed at query
 * time from the records (visits, hospital census, PHQ-9 screenings, quality gaps, paid claims,
 * pending transfers, communications).
 */
import type { OneListSource } from '@luminate/schema/rest';
import { AssignmentType } from '@luminate/schema/constants';
import {
  EXPECTED_STAY_DAYS,
  FREQUENT_UTILIZATION_EVENTS,
  FREQUENT_UTILIZATION_MONTHS,
  POLYPHARMACY_MEDICATIONS,
  SOCIAL_WORK_VISIT_MONTHS,
  SOCIAL_WORK_VISIT_TYPE,
  TRANSITION_OF_CARE_MONTHS,
  type MetricTableName,
} from '@luminate/schema/rules';

/** The source CTE each table reads. */
export const SOURCE_BY_TABLE: Record<MetricTableName, OneListSource> = {
  MEMBERS: 'Members',
  ADMITS: 'Admits',
  VISITS: 'Visits',
  TASKS: 'Tasks',
};

/** Open stays (no discharge) of these types are current admissions; ER rows are visits, not stays. */
export const STAY_TYPES = `('Inpatient', 'Observation')`;
export const ACUTE_TYPES = `('ER', 'Inpatient')`;
const EXPECTED_DISCHARGE = `(h.admission_date + CASE h.wb_type WHEN 'Inpatient' THEN ${EXPECTED_STAY_DAYS.Inpatient} WHEN 'Observation' THEN ${EXPECTED_STAY_DAYS.Observation} ELSE 0 END)`;

/**
 * How a query reads the panel: gathered once for all sources, or narrowed to a few members (one
 * page's) and then read by each source through its indexes.
 */
export interface PanelScope {
  restrict?: string;
}

/**
 * The CTEs every query starts with. $1: office names; $2: the roles of the dashboard (ALL: the
 * four).
 */
const panelCtes = ({ restrict }: PanelScope) => `
scope AS NOT MATERIALIZED (
  -- $2 (the roles) is read by the task metrics only; naming it here types it for every query.
  SELECT o.id, o.name FROM offices o WHERE o.name = ANY($1::text[]) AND cardinality($2::text[]) >= 0
),
panel AS ${restrict ? 'NOT MATERIALIZED' : 'MATERIALIZED'} (
  SELECT m.id, m.aaneel_id, m.first_name || ' ' || m.last_name AS full_name, s.name AS office_name, m.office_id,
         m.engaged, m.engaged_dt, m.term_dt
  FROM members m JOIN scope s ON s.id = m.office_id
  WHERE m.eligible AND m.deceased_dt IS NULL AND (m.term_dt IS NULL OR m.term_dt > current_date) ${restrict ?? ''}
),
office_app AS (
  SELECT DISTINCT ON (a.office_id) a.office_id, e.first_name || ' ' || e.last_name AS app_name
  FROM market_assignments a JOIN scope s ON s.id = a.office_id JOIN employees e ON e.id = a.employee_id
  WHERE a.assignment_type_id = ${AssignmentType.APP} AND a.inactive_dt IS NULL
  ORDER BY a.office_id, a.active_dt, a.id
)`;

/**
 * The member rows. `full` adds what only the rows show (last quarter's paid PMPM and the last
 * outcome); counting leaves those out, so no predicate may read them.
 */
const memberCtes = (full: boolean) => `
appt AS (
  SELECT a.member_id,
         max(a.start) FILTER (WHERE a.appointment_status = 'Completed' AND a.start <= now()) AS last_completed,
         min(a.start) FILTER (WHERE a.appointment_status = 'Scheduled' AND a.start > now()) AS next_appt,
         count(*) FILTER (WHERE a.visit_type = '${SOCIAL_WORK_VISIT_TYPE}' AND a.appointment_status = 'Completed'
                            AND a.start <= now() AND a.start > now() - make_interval(months => ${SOCIAL_WORK_VISIT_MONTHS}))::int AS sw_visits,
         max(a.start) FILTER (WHERE a.appointment_status IN ('NoShow', 'Cancelled') AND a.start <= now()) AS last_missed
  FROM appointments a JOIN panel p ON p.id = a.member_id
  GROUP BY a.member_id
),
hosp AS (
  SELECT h.member_id,
         count(*) FILTER (WHERE h.wb_type IN ${ACUTE_TYPES}
                            AND h.admission_date >= current_date - make_interval(months => ${FREQUENT_UTILIZATION_MONTHS}))::int AS acute_6,
         count(*) FILTER (WHERE h.wb_type IN ${ACUTE_TYPES}
                            AND h.admission_date >= current_date - make_interval(months => ${TRANSITION_OF_CARE_MONTHS}))::int AS acute_3,
         max(h.admission_date) FILTER (WHERE h.wb_type = 'Inpatient') AS last_admit
  FROM hospital_census h JOIN panel p ON p.id = h.member_id
  GROUP BY h.member_id
),
phq AS (
  SELECT DISTINCT ON (s.member_id) s.member_id, s.score
  FROM member_phq_scores s JOIN panel p ON p.id = s.member_id
  ORDER BY s.member_id, s.screened_dt DESC, s.id DESC
),
gaps AS (
  SELECT g.member_id, count(*)::int AS open_gaps
  FROM member_quality_gaps g JOIN panel p ON p.id = g.member_id
  WHERE g.closed_dt IS NULL
  GROUP BY g.member_id
),
transfer AS (
  SELECT oa.member_id, o.name AS office
  FROM office_assignments oa JOIN panel p ON p.id = oa.member_id JOIN offices o ON o.id = oa.office_id
  WHERE NOT oa.processed AND oa.change_status IN (1, 3)
),${
  full
    ? `
paid AS (
  SELECT c.member_id, round(sum(c.paid_amount) / 3, 2)::float8 AS pmpm
  FROM member_paid_claims c JOIN panel p ON p.id = c.member_id
  WHERE c.paid_month >= (date_trunc('month', current_date) - interval '3 months')::date
    AND c.paid_month < date_trunc('month', current_date)::date
  GROUP BY c.member_id
),
outcome AS (
  SELECT DISTINCT ON (c.member_id) c.member_id, c.out_come
  FROM communications c JOIN panel p ON p.id = c.member_id
  WHERE c.out_come IS NOT NULL
  ORDER BY c.member_id, c.communication_date DESC, c.id DESC
),`
    : ''
}
members_src AS (
  SELECT p.id, p.id AS member_id, p.aaneel_id, p.full_name, p.office_name,
         mm.stratification, p.engaged, p.engaged_dt, p.term_dt,
         mm.last_iv_visit_date, mm.last_iv_visit_status, ap.last_completed, ap.next_appt,
         mm.last_social_work_visit_date, COALESCE(ap.sw_visits, 0) AS sw_visits,
         (ap.last_missed IS NOT NULL AND (ap.last_completed IS NULL OR ap.last_missed > ap.last_completed)) AS last_visit_missed,
         mm.current_number_of_medications AS medications, COALESCE(mm.recent_bh_indicator, false) AS bh,
         phq.score AS phq_score, COALESCE(hosp.acute_6, 0) AS acute_6, COALESCE(hosp.acute_3, 0) AS acute_3, hosp.last_admit,
         ${full ? 'paid.pmpm' : 'NULL::float8 AS pmpm'}, mm.annual_cost::float8 AS annual_cost, COALESCE(gaps.open_gaps, 0) AS open_gaps,
         transfer.office AS transfer_office, ${full ? 'outcome.out_come AS last_outcome' : 'NULL::text AS last_outcome'},
         COALESCE(mm.annual_cost >= $3::numeric, false) AS top_cost,
         COALESCE(hosp.acute_6, 0) >= ${FREQUENT_UTILIZATION_EVENTS} AS frequent_utilization,
         COALESCE(mm.current_number_of_medications, 0) > ${POLYPHARMACY_MEDICATIONS} AS polypharmacy
  FROM panel p
  LEFT JOIN member_metrics mm ON mm.member_id = p.id
  LEFT JOIN appt ap ON ap.member_id = p.id
  LEFT JOIN hosp ON hosp.member_id = p.id
  LEFT JOIN phq ON phq.member_id = p.id
  LEFT JOIN gaps ON gaps.member_id = p.id
  LEFT JOIN transfer ON transfer.member_id = p.id${
    full
      ? `
  LEFT JOIN paid ON paid.member_id = p.id
  LEFT JOIN outcome ON outcome.member_id = p.id`
      : ''
  }
)`;

const ADMITS_CTE = `
admits_src AS (
  SELECT h.id, p.id AS member_id, p.aaneel_id, p.full_name, p.office_name, h.wb_type,
         h.admission_date, h.discharge_date, h.service_place, h.admission_note,
         CASE WHEN h.discharge_date IS NULL AND h.wb_type IN ${STAY_TYPES} THEN ${EXPECTED_DISCHARGE} END AS expected_discharge
  FROM hospital_census h JOIN panel p ON p.id = h.member_id
)`;

const VISITS_CTE = `
visits_src AS (
  SELECT a.id, p.id AS member_id, p.aaneel_id, p.full_name, p.office_name,
         a.start, a.visit_type, a.appointment_status, oa.app_name
  FROM appointments a JOIN panel p ON p.id = a.member_id
  LEFT JOIN office_app oa ON oa.office_id = p.office_id
)`;

const TASKS_CTE = `
tasks_src AS (
  SELECT t.id, p.id AS member_id, p.aaneel_id, p.full_name, p.office_name,
         t.owner_role, t.title, t.priority, t.description, t.due_date, t.completed_dt
  FROM member_tasks t JOIN panel p ON p.id = t.member_id
)`;

const sourceCtes = (source: OneListSource, full: boolean): string =>
  ({ Members: memberCtes(full), Admits: ADMITS_CTE, Visits: VISITS_CTE, Tasks: TASKS_CTE })[source];
export const SOURCE_TABLE: Record<OneListSource, string> = {
  Members: 'members_src',
  Admits: 'admits_src',
  Visits: 'visits_src',
  Tasks: 'tasks_src',
};

/** The WITH clause of a query reading these sources (`full`: see memberCtes). */
export const withSources = (sources: readonly OneListSource[], full: boolean, scope: PanelScope) =>
  `WITH ${[panelCtes(scope), ...sources.map((s) => sourceCtes(s, full))].map((c) => c.trim()).join(',\n')}`;

/** Row fields that only the full member rows hold: a query filtering or sorting on one needs them. */
export const FULL_ONLY = /\b(lastOutcome|lastQuarterPaidPmpm)\b/;
