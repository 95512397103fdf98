/**
 * The panel metrics (One List): every metric is one SQL predicate over the rows of its source
 * (members, admits, visits or tasks of the chosen offices), and both the counts (Measures) and the
 * drill-down rows (/odata/Onelist{Source}/$query) are built from the same source CTEs and the same
 * predicate, so a card's count always equals its drill-down's total.
 *
 * The panel of a set of offices: its members who are eligible, living and not termed. A member
 * row carries what the metrics read, computed at query time from the records (visits, hospital
 * census, PHQ-9 screenings, quality gaps, paid claims, pending transfers, communications).
 */
import { routes, type OneListSource } from '@luminate/schema/rest';
import { AssignmentType, Markets } from '@luminate/schema/constants';
import {
  ACUITY_LEVELS,
  DISCHARGE_SOON_DAYS,
  DISENGAGED_MONTHS,
  EXPECTED_STAY_DAYS,
  FREQUENT_UTILIZATION_EVENTS,
  FREQUENT_UTILIZATION_MONTHS,
  HIGH_NEEDS_CRITERIA,
  HIGH_PHQ9_SCORE,
  IV_AT_DOOR_DAYS,
  MANY_SOCIAL_WORK_VISITS,
  MEDICATION_MANAGEMENT_MEDICATIONS,
  METRICS,
  METRICS_BY_ID,
  POLYPHARMACY_MEDICATIONS,
  RECENT_ACUTE_DAYS,
  RECENT_VISIT_DAYS,
  RECENTLY_ENGAGED_DAYS,
  SOCIAL_WORK_VISIT_MONTHS,
  SOCIAL_WORK_VISIT_TYPE,
  TEAM_MEMBER_ASSIGNMENT_TYPES,
  TRANSITION_OF_CARE_MONTHS,
  dashboardRoleOf,
  metricsForRole,
  rolesOf,
  type MetricTableName,
} from '@luminate/schema/rules';
import type { Db } from '../db/index.ts';
import { costCut } from './top-cost.ts';
import { badRequest, implement, notFound, type Binding } from './http.ts';
import { compileFilter, compileNameList, compileOrderBy, SqlParams } from './odata/compile.ts';
import { outputExpression, type EntityDef, type PropertyDef } from './odata/entity.ts';

/** The source CTE each table reads. */
const SOURCE_BY_TABLE: Record<MetricTableName, OneListSource> = { MEMBERS: 'Members', ADMITS: 'Admits', VISITS: 'Visits', TASKS: 'Tasks' };

/** Open stays (no discharge) of these types are current admissions; ER rows are visits, not stays. */
const STAY_TYPES = `('Inpatient', 'Observation')`;
const ACUTE_TYPES = `('ER', 'Inpatient')`;
const EXPECTED_DISCHARGE = `(h.admission_date + CASE h.wb_type WHEN 'Inpatient' THEN ${EXPECTED_STAY_DAYS.Inpatient} WHEN 'Observation' THEN ${EXPECTED_STAY_DAYS.Observation} ELSE 0 END)`;

/**
 * How a query reads the panel: gathered once for all sources, or narrowed to a few members (one
 * page's) and then read by each source through its indexes.
 */
interface PanelScope {
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
const SOURCE_TABLE: Record<OneListSource, string> = {
  Members: 'members_src',
  Admits: 'admits_src',
  Visits: 'visits_src',
  Tasks: 'tasks_src',
};

const isOpenTask = `r.completed_dt IS NULL AND r.owner_role = ANY($2::text[])`;
const isCurrentStay = `r.discharge_date IS NULL AND r.wb_type IN ${STAY_TYPES}`;
const isRecentVisit = `r.start <= now() AND r.start > now() - make_interval(days => ${RECENT_VISIT_DAYS}) AND r.appointment_status IN ('Completed', 'NoShow')`;

/**
 * The predicate of each metric over a row `r` of its source. The member metrics read the panel's
 * member rows; tasks belong to the dashboard's roles ($2).
 */
const PREDICATES: Record<string, string> = {
  patientsRequiringTransfer: `r.transfer_office IS NOT NULL`,
  openTasks: isOpenTask,
  overdueTasks: `${isOpenTask} AND r.due_date < current_date`,
  missedVisitNotRescheduled: `r.engaged AND r.last_visit_missed AND r.next_appt IS NULL`,
  highPhq9: `r.phq_score > ${HIGH_PHQ9_SCORE}`,
  polypharmacy: `r.polypharmacy`,
  suggestedMedicationManagement: `r.engaged AND COALESCE(r.medications, 0) > ${MEDICATION_MANAGEMENT_MEDICATIONS}`,
  behavioralHealthNeeds: `r.bh`,
  actionablePanel: `r.engaged`,
  unengagedPanel: `NOT r.engaged`,
  recentlyEngaged: `r.engaged AND r.engaged_dt >= now() - make_interval(days => ${RECENTLY_ENGAGED_DAYS})`,
  ivCompleteAtDoor: `r.engaged AND r.engaged_dt >= now() - make_interval(days => ${IV_AT_DOOR_DAYS})
    AND r.last_iv_visit_status = 'Completed' AND r.last_iv_visit_date >= (r.engaged_dt AT TIME ZONE 'UTC')::date`,
  disengaged: `r.engaged AND (r.last_completed IS NULL OR r.last_completed < now() - make_interval(months => ${DISENGAGED_MONTHS}))`,
  manySocialWorkVisits: `r.sw_visits > ${MANY_SOCIAL_WORK_VISITS}`,
  recentSocialWorkVisits: `r.visit_type = '${SOCIAL_WORK_VISIT_TYPE}' AND ${isRecentVisit}`,
  recentVisits: `r.visit_type <> '${SOCIAL_WORK_VISIT_TYPE}' AND ${isRecentVisit}`,
  highNeedsPatients: `r.engaged AND (r.top_cost OR r.frequent_utilization OR r.polypharmacy)`,
  recentAcuteUtilization: `r.wb_type IN ${ACUTE_TYPES} AND r.admission_date >= current_date - ${RECENT_ACUTE_DAYS}`,
  frequentUtilization: `r.frequent_utilization`,
  transitionOfCare: `r.acute_3 >= 1`,
  currentlyAdmitted: isCurrentStay,
  dischargeExpectedSoon: `${isCurrentStay} AND r.expected_discharge <= current_date + ${DISCHARGE_SOON_DAYS}`,
};

for (const id of METRICS_BY_ID.keys()) if (!PREDICATES[id]) throw new Error(`Metric ${id} has no predicate`);

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
const ENTITIES: Record<OneListSource, EntityDef> = {
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
const LIST_OUTPUTS: Partial<Record<OneListSource, Record<string, string>>> = { Members: { highNeedCriteria } };

/** The WITH clause of a query reading these sources (`full`: see memberCtes). */
const withSources = (sources: readonly OneListSource[], full: boolean, scope: PanelScope) =>
  `WITH ${[panelCtes(scope), ...sources.map((s) => sourceCtes(s, full))].map((c) => c.trim()).join(',\n')}`;

/** Row fields that only the full member rows hold: a query filtering or sorting on one needs them. */
const FULL_ONLY = /\b(lastOutcome|lastQuarterPaidPmpm)\b/;

const MEASURE_SOURCES: OneListSource[] = ['Members', 'Admits', 'Visits', 'Tasks'];

const KNOWN_LEVELS = ACUITY_LEVELS.map((a) => `'${a.level}'`).join(', ');
const acuityLevel = `CASE WHEN r.stratification IN (${KNOWN_LEVELS}) THEN r.stratification ELSE 'Unknown' END`;
/** Keys of the panel figures among the member counts (no metric id looks like them). */
const PANEL_KEY = '_actionablePanel';
const GAPS_KEY = '_openGaps';
const ACUITY_KEY = '_acuity:';

/**
 * Counts of every metric of a role, plus the panel, quality gaps and acuity: one statement, one
 * pass over each source's rows.
 */
function measuresSql(metricIds: string[], scope: PanelScope): string {
  const bySource = new Map<OneListSource, string[]>();
  for (const id of metricIds) {
    const source = SOURCE_BY_TABLE[METRICS_BY_ID.get(id)!.table];
    bySource.set(source, [...(bySource.get(source) ?? []), id]);
  }
  const counts = MEASURE_SOURCES.map((source) => {
    const ids = bySource.get(source) ?? [];
    const pairs = ids.map((id) => `'${id}', count(*) FILTER (WHERE ${PREDICATES[id]})`);
    if (source === 'Members') {
      const actionable = PREDICATES.actionablePanel;
      pairs.push(`'${PANEL_KEY}', count(*) FILTER (WHERE ${actionable})`);
      pairs.push(`'${GAPS_KEY}', COALESCE(sum(r.open_gaps) FILTER (WHERE ${actionable}), 0)`);
      for (const { level } of ACUITY_LEVELS) {
        pairs.push(`'${ACUITY_KEY}${level}', count(*) FILTER (WHERE ${actionable} AND ${acuityLevel} = '${level}')`);
      }
    }
    if (pairs.length === 0) return `'{}'::json AS "${source}"`;
    return `(SELECT json_build_object(${pairs.join(', ')}) FROM ${SOURCE_TABLE[source]} r) AS "${source}"`;
  });
  return `${withSources(MEASURE_SOURCES, false, scope)}
SELECT ${counts.join(',\n  ')}, (SELECT count(*)::int FROM panel) AS "eligibleMembers"`;
}

/** The offices of an employee's dashboard (see the route's summary); $1 employee id. */
const DASHBOARD_OFFICES_SQL = `
WITH held AS (
  SELECT h.id, h.market_id, h.community_id, h.name, t.level
  FROM market_assignments a
  JOIN assignment_types t ON t.id = a.assignment_type_id
  JOIN offices h ON h.id = a.office_id
  WHERE a.employee_id = $1::int AND a.inactive_dt IS NULL
)
SELECT o.id AS "officeId", o.name AS "officeName", o.community_id AS "communityId", o.market_id AS "marketId", mk.name AS "marketName"
FROM offices o JOIN markets mk ON mk.id = o.market_id
WHERE o.active AND NOT o.deleted AND o.name NOT LIKE '%.000'
  AND CASE WHEN EXISTS (SELECT 1 FROM held)
    THEN EXISTS (SELECT 1 FROM held h WHERE h.market_id = o.market_id
                  AND (h.id = o.id OR (h.level = 1 AND h.community_id = o.community_id AND h.name LIKE '%.000') OR h.level = 0))
    ELSE o.market_id <> ${Markets.HIDDEN}
  END
ORDER BY mk.name, o.market_id, o.community_id, o.name`;

/** Active assignment types of an employee. */
const ASSIGNMENT_TYPES_SQL = `SELECT DISTINCT a.assignment_type_id AS id FROM market_assignments a
  WHERE a.employee_id = $1::int AND a.inactive_dt IS NULL ORDER BY 1`;

/**
 * The team of an employee: employees still on staff whose active assignments of the team-member
 * types cover one of the employee's dashboard offices (same coverage as the office tree), with
 * every active assignment type of theirs (for their role).
 */
const TEAM_SQL = `
WITH mine AS (${DASHBOARD_OFFICES_SQL.replace(/ORDER BY[^]*$/, '')}),
team AS (
  SELECT DISTINCT a.employee_id
  FROM mine q
  JOIN offices h ON h.market_id = q."marketId"
  JOIN market_assignments a ON a.office_id = h.id AND a.inactive_dt IS NULL
  JOIN assignment_types t ON t.id = a.assignment_type_id
  WHERE a.assignment_type_id = ANY($2::int[])
    AND (h.id = q."officeId" OR (t.level = 1 AND h.community_id = q."communityId" AND h.name LIKE '%.000') OR t.level = 0)
)
SELECT e.id AS "employeeId", e.first_name || ' ' || e.last_name AS "fullName",
       COALESCE((SELECT array_agg(DISTINCT a.assignment_type_id) FROM market_assignments a
                 WHERE a.employee_id = e.id AND a.inactive_dt IS NULL), '{}') AS types
FROM employees e
WHERE NOT e.archived AND (e.id = $1::int OR e.id IN (SELECT employee_id FROM team))
ORDER BY (e.id = $1::int) IS TRUE DESC, e.last_name, e.first_name, e.id`;

export function metricsRoutes(db: Db): Binding[] {
  return [
    implement(routes.oneListDashboardType, async ({ query }) => {
      const { rows } = await db.query<{ id: number }>(ASSIGNMENT_TYPES_SQL, [query.employeeId ?? null]);
      const assignmentTypeIds = rows.map((r) => r.id);
      return { dashboardType: dashboardRoleOf(assignmentTypeIds), assignmentTypeIds };
    }),

    implement(routes.oneListOffices, async ({ query }) => {
      const { rows } = await db.query(DASHBOARD_OFFICES_SQL, [query.employeeId ?? null]);
      return rows;
    }),

    implement(routes.oneListTeamMembers, async ({ query }) => {
      const { rows } = await db.query<{ employeeId: number; fullName: string; types: number[] }>(TEAM_SQL, [
        query.employeeId ?? null,
        TEAM_MEMBER_ASSIGNMENT_TYPES,
      ]);
      return rows.map((r) => ({ employeeId: r.employeeId, fullName: r.fullName, dashboardType: dashboardRoleOf(r.types) }));
    }),

    implement(routes.oneListMeasures, async ({ body }) => {
      const metrics = metricsForRole(body.role).map((m) => m.id);
      const { rows } = await db.query<Record<OneListSource, Record<string, number>> & { eligibleMembers: number }>(
        measuresSql(metrics, {}),
        [body.officeNames, rolesOf(body.role), await costCut(db)],
      );
      const row = rows[0];
      const counts: Record<string, number> = {};
      for (const id of metrics) counts[id] = Number(row[SOURCE_BY_TABLE[METRICS_BY_ID.get(id)!.table]][id] ?? 0);
      const members = row.Members;
      return {
        counts,
        actionablePanelSize: Number(members[PANEL_KEY] ?? 0),
        eligibleMembers: row.eligibleMembers,
        hedisGapCount: Number(members[GAPS_KEY] ?? 0),
        acuity: ACUITY_LEVELS.map(({ level }) => ({ level, count: Number(members[`${ACUITY_KEY}${level}`] ?? 0) })),
      };
    }),

    implement(routes.oneListSingleMemberMeasures, async ({ params }) => {
      const { rows: office } = await db.query<{ name: string }>(
        `SELECT o.name FROM members m JOIN offices o ON o.id = m.office_id WHERE m.id = $1`,
        [params.id],
      );
      if (office.length === 0) throw notFound('Member not found in any panel');
      const entity = ENTITIES.Members;
      const columns = [
        ...Object.entries(entity.properties).map(([name, property]) => `${outputExpression(property)} AS "${name}"`),
        ...Object.entries(LIST_OUTPUTS.Members ?? {}).map(([name, sql]) => `${sql} AS "${name}"`),
      ];
      const memberMetrics = METRICS.filter((m) => m.table === 'MEMBERS');
      const met = `array_remove(ARRAY[${memberMetrics.map((m) => `CASE WHEN ${PREDICATES[m.id]} THEN '${m.id}' END`).join(', ')}], NULL)`;
      const { rows } = await db.query<Record<string, unknown>>(
        `${withSources(['Members'], true, { restrict: 'AND m.id = $4::int' })}
         SELECT ${columns.join(', ')}, ${met} AS "metricIds" FROM ${entity.from}`,
        [[office[0].name], rolesOf('ALL'), await costCut(db), params.id],
      );
      if (rows.length === 0) throw notFound('Member not found in any panel');
      return rows[0];
    }),

    implement(routes.oneListQuery, async ({ params, body }) => {
      const source = params.source;
      const entity = ENTITIES[source];
      let predicate = 'true';
      if (body.metricId !== undefined) {
        const metric = METRICS_BY_ID.get(body.metricId);
        if (!metric) throw badRequest(`Unknown metric ${body.metricId}`);
        if (SOURCE_BY_TABLE[metric.table] !== source)
          throw badRequest(`Metric ${body.metricId} reads Onelist${SOURCE_BY_TABLE[metric.table]}`);
        predicate = PREDICATES[metric.id];
      }
      const sqlParams = new SqlParams();
      sqlParams.add(body.officeNames);
      sqlParams.add(rolesOf(body.role));
      // The member rows read the top-cost cut as $3.
      const cut = source === 'Members' ? await costCut(db) : null;
      if (source === 'Members') sqlParams.add(cut);
      const where = body.$filter ? compileFilter(entity, body.$filter, sqlParams) : 'true';
      const filterParams = [...sqlParams.values];
      const lists = LIST_OUTPUTS[source] ?? {};
      const known = { ...entity.properties, ...lists };
      const selected = body.$select ? compileNameList(body.$select, known, 'select') : Object.keys(known);
      const columns = selected.map((name) =>
        name in lists ? `${lists[name]} AS "${name}"` : `${outputExpression(entity.properties[name])} AS "${name}"`,
      );
      const order = body.$orderby ? compileOrderBy(entity, body.$orderby, sqlParams) : [];
      const orderSql = [...order.map((o) => `${o.sql} ${o.descending ? 'DESC' : 'ASC'} NULLS LAST`), 'r.id ASC'].join(', ');
      const limit = sqlParams.add(body.$top ?? 5000, 'int');
      const offset = sqlParams.add(body.$skip ?? 0, 'int');
      const conditions = `(${predicate}) AND ${where}`;
      // Member rows: the page's members are picked from the lean rows (unless the filter or the
      // order reads a field only the full rows hold), then only they get their full rows.
      const full = source !== 'Members' || FULL_ONLY.test(`${body.$filter ?? ''} ${body.$orderby ?? ''}`);
      const scope: PanelScope = {};
      const pick = (select: string) => `${withSources([source], full, scope)}
         SELECT ${select} FROM ${entity.from}
         WHERE ${conditions}
         ORDER BY ${orderSql}
         LIMIT ${limit} OFFSET ${offset}`;
      const page = async (): Promise<Record<string, unknown>[]> => {
        if (full) return (await db.query<Record<string, unknown>>(pick(columns.join(', ')), sqlParams.values)).rows;
        const { rows: picked } = await db.query<{ id: number }>(pick('r.id'), sqlParams.values);
        if (picked.length === 0) return [];
        const ids = picked.map((r) => r.id);
        const { rows } = await db.query<Record<string, unknown>>(
          `${withSources([source], true, { restrict: 'AND m.id = ANY($4::int[])' })}
           SELECT ${columns.join(', ')}, r.id AS "_rowId" FROM ${entity.from}`,
          [body.officeNames, rolesOf(body.role), cut, ids],
        );
        const byId = new Map(rows.map(({ _rowId, ...row }) => [_rowId as number, row]));
        return ids.map((id) => byId.get(id)!);
      };
      const count = body.$count
        ? db.query<{ n: number }>(
            `${withSources([source], full, scope)} SELECT count(*)::int AS n FROM ${entity.from} WHERE ${conditions}`,
            filterParams,
          )
        : undefined;
      const [rows, total] = await Promise.all([page(), count]);
      return total ? { '@odata.count': total.rows[0].n, value: rows } : { value: rows };
    }),
  ];
}
