/**
 * Data the panel metrics read beyond the rest of the seed, all derived from the seeded members,
 * their offices and their care teams:
 * - social-work visits: about 12% of the engaged members see their office's social worker, 1 to
 *   14 visits over the last six months (a few of them missed), so "More Than 10 SW Visits" and the
 *   SW visit tables have members; the member's last social-work visit date follows them;
 * - care-team tasks: about 9% of the eligible members have one or two tasks owned by a role
 *   (PCC, CD, SW, CMD), due from three weeks ago to a month ahead, a third of them completed;
 * - PHQ-9 screenings: about 30% of the members were screened once to three times in the last year;
 * - quality (HEDIS) gaps: about half of the members have one to three gaps this year, a quarter
 *   of them closed;
 * - paid claims of the three months before the seed's month for every member with metrics, around
 *   a twelfth of their yearly cost each month;
 * - recent engagements (about 5% of the engaged members engaged in the last 60 days, most with
 *   their initial visit done since), current hospital stays (about 1.5% of the members) and
 *   frequent ER users (about 1%), which the rest of the seed has too few of for a dashboard.
 * Set-based like the member record seed (hashint4 of the row key mixed with a salt from this data
 * set's Prng stream). Runs after the member record and lookups seeds.
 */
import { SOCIAL_WORK_VISIT_TYPE } from '@luminate/schema/rules';
import { AssignmentType } from '@luminate/schema/constants';
import type { Queryable } from '../db/index.ts';
import { localDay } from '../call-list/local-day.ts';
import { Prng } from './prng.ts';
import { sqlRandom } from './sql-random.ts';

const TASKS = {
  PCC: ['Schedule follow-up visit', 'Confirm transportation', 'Update contact details', 'Send visit reminder'],
  CD: ['Review care plan', 'Approve transfer plan', 'Escalated family concern', 'Review missed visits'],
  SW: ['Complete social needs screening', 'Arrange meal delivery', 'Housing assistance referral', 'Caregiver support call'],
  CMD: ['Review medication list', 'Sign care plan', 'Review hospital discharge', 'Consult on specialist referral'],
} as const;
const TASK_DESCRIPTIONS = [
  'Raised after the last visit.',
  'Requested by the member’s caregiver.',
  'Follow-up from the discharge summary.',
  'Flagged by the outreach team.',
];
const PRIORITIES = ['High', 'Medium', 'Medium', 'Low'];
const STAY_NOTES = ['Chest pain', 'Shortness of breath', 'CHF exacerbation', 'COPD exacerbation', 'Pneumonia', 'Fall at home'];
const QUALITY_MEASURES = [
  'Breast Cancer Screening',
  'Colorectal Cancer Screening',
  'Controlling High Blood Pressure',
  'Diabetes HbA1c Control',
  'Eye Exam for Diabetes',
  'Statin Therapy',
  'Medication Adherence',
  'Annual Wellness Visit',
];

export async function isMetricsDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM member_paid_claims LIMIT 1`);
  return rows.length > 0;
}

export async function seedMetrics(tx: Queryable, now = new Date()): Promise<Record<string, number>> {
  const { u, int, pick } = sqlRandom(new Prng('metrics'));
  const today = localDay(now);
  const run = async (sql: string, params: unknown[] = []) => tx.query(sql, [today, ...params]);

  // Social-work visits with the social worker of the member's office (any, when the office has none).
  await run(
    `WITH sws AS (
       SELECT DISTINCT ON (a.office_id) a.office_id, a.employee_id FROM market_assignments a
       WHERE a.assignment_type_id = ${AssignmentType.SW} AND a.inactive_dt IS NULL ORDER BY a.office_id, a.id
     ), anyone AS (
       SELECT min(employee_id) AS employee_id FROM market_assignments WHERE assignment_type_id = ${AssignmentType.SW} AND inactive_dt IS NULL
     ), visits AS (
       SELECT m.id AS member_id, m.office_id, m.id * 16 + k.n AS key
       FROM members m CROSS JOIN generate_series(1, 14) AS k(n)
       WHERE m.engaged AND m.eligible AND ${u('swMembers')} < 0.12
         AND k.n <= CASE WHEN ${u('swMany')} < 0.15 THEN ${int('swManyCount', 11, 14)} ELSE ${int('swCount', 1, 6)} END
     )
     INSERT INTO appointments (member_id, start, visit_with_id, visit_type, appointment_status)
     SELECT v.member_id,
            ((($1::date - ${int('swDay', 1, 175, 'v.key')})::timestamp + make_interval(hours => ${int('swHour', 13, 21, 'v.key')})) AT TIME ZONE 'UTC'),
            COALESCE(sws.employee_id, anyone.employee_id), $2,
            CASE WHEN ${u('swMissed', 'v.key')} < 0.08 THEN 'NoShow' ELSE 'Completed' END
     FROM visits v CROSS JOIN anyone LEFT JOIN sws ON sws.office_id = v.office_id
     ORDER BY v.member_id, v.key`,
    [SOCIAL_WORK_VISIT_TYPE],
  );
  await tx.query(
    `UPDATE member_metrics mm SET last_social_work_visit_date = GREATEST(mm.last_social_work_visit_date, sw.last_visit)
     FROM (SELECT member_id, max(start)::date AS last_visit FROM appointments
           WHERE visit_type = $1 AND appointment_status = 'Completed' GROUP BY member_id) sw
     WHERE sw.member_id = mm.member_id`,
    [SOCIAL_WORK_VISIT_TYPE],
  );

  // Recent engagements: about 5% of the engaged members were engaged in the last 60 days (the
  // rest of the seed engages members years ago); 60% of those had their initial visit completed
  // since, a few days after engaging.
  await run(
    `UPDATE members m SET engaged_dt = ((($1::date - ${int('engagedDay', 1, 59)})::timestamp + make_interval(hours => 15)) AT TIME ZONE 'UTC')
     WHERE m.engaged AND m.eligible AND ${u('recentlyEngaged')} < 0.05`,
  );
  await run(
    `UPDATE member_metrics mm
     SET last_iv_visit_date = LEAST($1::date, (m.engaged_dt AT TIME ZONE 'UTC')::date + ${int('ivAfter', 2, 20)}), last_iv_visit_status = 'Completed'
     FROM members m
     WHERE m.id = mm.member_id AND m.engaged AND m.engaged_dt >= $1::date - 60 AND ${u('ivAtDoor')} < 0.6`,
  );

  // Current stays: about 1.5% of the eligible members are in hospital now (inpatient or
  // observation, admitted in the last week, no discharge yet), at a facility the census names in
  // their market.
  // About 1% had three ER visits in the last six months (frequent utilization).
  await run(
    `WITH facilities AS (
       SELECT x.market_id, array_agg(DISTINCT c.source_hospital_facility_name ORDER BY c.source_hospital_facility_name) AS names
       FROM hospital_census c JOIN members x ON x.id = c.member_id
       WHERE c.source_hospital_facility_name IS NOT NULL GROUP BY x.market_id
     ), doctors AS (
       SELECT array_agg(DISTINCT attending_doctor_name ORDER BY attending_doctor_name) AS names
       FROM hospital_census WHERE attending_doctor_name IS NOT NULL
     ), stays AS (
       SELECT m.id AS member_id, m.market_id, m.id * 4 AS key, $1::date - ${int('stayDay', 0, 6)} AS admitted,
              CASE WHEN ${u('stayType')} < 0.7 THEN 'Inpatient' ELSE 'Observation' END AS wb_type, NULL::date AS discharged
       FROM members m WHERE m.eligible AND ${u('currentStay')} < 0.015
       UNION ALL
       SELECT m.id, m.market_id, m.id * 4 + k.n, $1::date - ${int('frequentDay', 3, 175, 'm.id * 4 + k.n')}, 'ER',
              $1::date - ${int('frequentDay', 3, 175, 'm.id * 4 + k.n')}
       FROM members m CROSS JOIN generate_series(1, 3) AS k(n)
       WHERE m.eligible AND ${u('frequentUse')} < 0.01
     )
     INSERT INTO hospital_census (member_id, admission_date, discharge_date, wb_type, service_place, source_hospital_facility_name,
                                  attending_doctor_name, service_type, admission_note)
     SELECT s.member_id, s.admitted, s.discharged, s.wb_type,
            CASE s.wb_type WHEN 'Inpatient' THEN 'Inpatient Hospital' WHEN 'ER' THEN 'Emergency Room - Hospital' ELSE 'Observation Unit' END,
            ${pick('stayFacility', 'f.names', 's.key')}, ${pick('stayDoctor', 'd.names', 's.key')}, $2,
            ${pick('stayNote', '$3::text[]', 's.key')}
     FROM stays s LEFT JOIN facilities f ON f.market_id = s.market_id CROSS JOIN doctors d
     ORDER BY s.member_id, s.admitted`,
    ['Medical', STAY_NOTES],
  );

  // Care-team tasks.
  const roles = Object.keys(TASKS);
  await run(
    `INSERT INTO member_tasks (member_id, owner_role, title, priority, description, due_date, created_dt, completed_dt)
     SELECT t.member_id, t.role,
            (CASE t.role WHEN 'PCC' THEN $3::text[] WHEN 'CD' THEN $4::text[] WHEN 'SW' THEN $5::text[] ELSE $6::text[] END)
              [1 + floor(${u('taskTitle', 't.key')} * 4)::int],
            ${pick('taskPriority', '$7::text[]', 't.key')},
            ${pick('taskDescription', '$8::text[]', 't.key')},
            $1::date + t.due_offset,
            (($1::date + t.due_offset - ${int('taskLead', 7, 30, 't.key')})::timestamp + make_interval(hours => 14)) AT TIME ZONE 'UTC',
            CASE WHEN ${u('taskDone', 't.key')} < 0.33 THEN (($1::date - ${int('taskDoneDay', 0, 5, 't.key')})::timestamp + make_interval(hours => 20)) AT TIME ZONE 'UTC' END
     FROM (
       SELECT m.id AS member_id, m.id * 2 + k.n AS key, ${pick('taskRole', '$2::text[]', 'm.id * 2 + k.n')} AS role,
              ${int('taskDue', -21, 30, 'm.id * 2 + k.n')} AS due_offset
       FROM members m CROSS JOIN generate_series(0, 1) AS k(n)
       WHERE m.eligible AND ${u('taskMembers')} < 0.09 AND (k.n = 0 OR ${u('taskSecond')} < 0.35)
     ) t
     ORDER BY t.member_id, t.key`,
    [roles, TASKS.PCC, TASKS.CD, TASKS.SW, TASKS.CMD, PRIORITIES, TASK_DESCRIPTIONS],
  );

  // PHQ-9 screenings: most scores low, about a fifth of the screened above 10.
  await run(
    `INSERT INTO member_phq_scores (member_id, screened_dt, score)
     SELECT m.id, $1::date - ${int('phqDay', 1, 360, 'm.id * 4 + k.n')},
            CASE WHEN ${u('phqHigh', 'm.id * 4 + k.n')} < 0.22 THEN ${int('phqHighScore', 11, 27, 'm.id * 4 + k.n')}
                 ELSE ${int('phqScore', 0, 10, 'm.id * 4 + k.n')} END
     FROM members m CROSS JOIN generate_series(1, 3) AS k(n)
     WHERE ${u('phqMembers')} < 0.3 AND k.n <= ${int('phqCount', 1, 3)}
     ORDER BY m.id, k.n`,
  );

  // Quality gaps of this year.
  await run(
    `INSERT INTO member_quality_gaps (member_id, measure, gap_year, closed_dt)
     SELECT m.id, ($2::text[])[1 + ((${int('gapFirst', 0, 7)} + k.n * 3) % array_length($2::text[], 1))],
            extract(year FROM $1::date)::int,
            CASE WHEN ${u('gapClosed', 'm.id * 4 + k.n')} < 0.25 THEN $1::date - ${int('gapClosedDay', 1, 120, 'm.id * 4 + k.n')} END
     FROM members m CROSS JOIN generate_series(0, 2) AS k(n)
     WHERE ${u('gapMembers')} < 0.5 AND k.n < ${int('gapCount', 1, 3)}
     ORDER BY m.id, k.n`,
    [QUALITY_MEASURES],
  );

  // Paid claims of the last three whole months: a twelfth of the yearly cost, 40% to 160% of it.
  await run(
    `INSERT INTO member_paid_claims (member_id, paid_month, paid_amount)
     SELECT mm.member_id, (date_trunc('month', $1::date) - make_interval(months => k.n))::date,
            round((mm.annual_cost / 12 * (0.4 + 1.2 * ${u('paid', 'mm.member_id * 4 + k.n')}))::numeric, 2)
     FROM member_metrics mm CROSS JOIN generate_series(1, 3) AS k(n)
     ORDER BY mm.member_id, k.n`,
  );

  const count = async (sql: string, params: unknown[] = []) => (await tx.query<{ n: number }>(sql, params)).rows[0].n;
  return {
    socialWorkVisits: await count(`SELECT count(*)::int AS n FROM appointments WHERE visit_type = $1`, [SOCIAL_WORK_VISIT_TYPE]),
    memberTasks: await count(`SELECT count(*)::int AS n FROM member_tasks`),
    phqScreenings: await count(`SELECT count(*)::int AS n FROM member_phq_scores`),
    qualityGaps: await count(`SELECT count(*)::int AS n FROM member_quality_gaps`),
    paidClaimMonths: await count(`SELECT count(*)::int AS n FROM member_paid_claims`),
  };
}
