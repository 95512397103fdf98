/**
 * Member record seed: phones, addresses and e-mails from the members' own contact columns,
 * communications (one for every logged call, plus other outreach), hospital census rows, drop-in
 * logs that agree with members.dropin_ineligible, red box errors, visits of engaged members and
 * the overview metrics of every member. Runs inside the seed transaction after the campaign and
 * approval seeds (it reads calls_popped and appointments).
 *
 * Set-based: every table is one INSERT … SELECT over members, so the seed's cost grows little with
 * its scale. Per-row choices come from hashint4 of the row's key mixed with a salt drawn from this
 * data set's Prng stream: the same members always get the same rows. Dates are whole days
 * relative to the local day the seed runs, times fixed hours of those days (UTC).
 */
import { CALL_LIST_OUTREACH_PURPOSE, CALL_OUTCOMES, DROP_IN_RESTORE_REASON } from '@luminate/schema/constants';
import type { Queryable } from '../db/index.ts';
import { localDay } from '../call-list/local-day.ts';
import { LAST_NAMES, STREET_NAMES, STREET_SUFFIXES } from './names.ts';
import { Prng } from './prng.ts';
import { sqlRandom } from './sql-random.ts';

/** Reasons a member can be made ineligible for drop-ins (GET /api/Members/DropInIneligibleReasons). */
export const DROP_IN_INELIGIBLE_REASONS = [
  'Member declined drop-ins',
  'Unsafe environment',
  'Address could not be verified',
  'Gated or restricted access',
  'Member in a facility',
  'Aggressive animal at the address',
  'Other',
] as const;

const OTHER_PURPOSES = [
  'Welcome call',
  'Appointment reminder',
  'Care coordination',
  'Medication review',
  'Post-discharge follow-up',
  'Transportation arrangement',
];
const CONVERSATIONS = [
  'Confirmed the next visit.',
  'Member asked for a call back next week.',
  'Reviewed medications with the caregiver.',
  'Discussed transportation to the visit.',
  'No concerns raised.',
];
const FACILITY_SUFFIXES = ['General Hospital', 'Medical Center', 'Regional Medical Center', 'Memorial Hospital', 'Community Hospital'];
const SERVICE_TYPES = ['Medical', 'Surgical', 'Cardiology', 'Pulmonary', 'Orthopedic', 'Behavioral Health'];
const ADMISSION_NOTES = [
  'Chest pain',
  'Shortness of breath',
  'Fall at home',
  'CHF exacerbation',
  'COPD exacerbation',
  'Pneumonia',
  'Urinary tract infection',
  'Syncope',
];
const STRATIFICATIONS = ['Low', 'Moderate', 'High', 'Very High'];
const IV_STATUSES = ['Completed', 'Completed', 'Completed', 'Cancelled', 'NoShow'];
const GROUP_NAMES = [
  'Lakeside Medical Group',
  'Prairie Health Partners',
  'Riverbend Physicians',
  'Summit Primary Care',
  'Northgate Clinic',
];
const VISIT_TYPES = ['Home Visit', 'Telehealth Visit', 'Follow-up Visit', 'Annual Wellness Visit'];

export async function isMemberRecordDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM member_metrics LIMIT 1');
  return rows.length > 0;
}

/** Tables this seed fills. */
const TABLES = [
  'member_phones',
  'member_addresses',
  'member_emails',
  'communications',
  'hospital_census',
  'drop_in_logs',
  'red_box_errors',
  'member_metrics',
  'appointments',
];

/**
 * Runs bulk inserts with the tables' foreign keys checked once at the end instead of row by row
 * (several times faster): the keys are dropped and added back, which validates every row in
 * one pass, all inside the seed's transaction.
 */
async function withForeignKeysCheckedAfter<T>(tx: Queryable, tables: readonly string[], work: () => Promise<T>): Promise<T> {
  const { rows: keys } = await tx.query<{ tbl: string; name: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def
     FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY($1::text[]) ORDER BY c.oid`,
    [tables],
  );
  for (const k of keys) await tx.query(`ALTER TABLE ${k.tbl} DROP CONSTRAINT ${k.name}`);
  const result = await work();
  for (const k of keys) await tx.query(`ALTER TABLE ${k.tbl} ADD CONSTRAINT ${k.name} ${k.def}`);
  return result;
}

export async function seedMemberRecords(tx: Queryable, now = new Date()): Promise<Record<string, number>> {
  return withForeignKeysCheckedAfter(tx, TABLES, () => insertMemberRecords(tx, now));
}

async function insertMemberRecords(tx: Queryable, now: Date): Promise<Record<string, number>> {
  const { u, int, pick } = sqlRandom(new Prng('member-record'));
  /** A timestamptz at `hour` UTC on the day `daysExpr` days after today. */
  const at = (daysExpr: string, hour: string) =>
    `((($1::date + ${daysExpr})::timestamp + make_interval(hours => ${hour})) AT TIME ZONE 'UTC')`;
  const today = localDay(now);
  const run = async (sql: string, params: unknown[] = []) => {
    await tx.query(sql, [today, ...params]);
  };

  // Phones: one row per phone column the member has; about 1 in 12 marked invalid.
  await run(
    `INSERT INTO member_phones (member_id, number, phone_number_type, note, active_date, updated_date, valid)
     SELECT m.id, p.number, p.kind,
            CASE WHEN ${u('phoneNote', 'm.id * 4 + p.ord')} < 0.08 THEN 'Preferred' WHEN ${u('phoneNote', 'm.id * 4 + p.ord')} < 0.11 THEN 'Caregiver' END,
            $1::date - ${int('phoneActive', 30, 1800, 'm.id * 4 + p.ord')},
            ${at(`- ${int('phoneUpdated', 1, 400, 'm.id * 4 + p.ord')}`, '15')},
            ${u('phoneValid', 'm.id * 4 + p.ord')} >= 0.08
     FROM members m
     CROSS JOIN LATERAL (VALUES (1, 'Home', m.home_phone), (2, 'Mobile', m.mobile_phone), (3, 'Work', m.work_phone)) AS p(ord, kind, number)
     WHERE p.number IS NOT NULL
     ORDER BY m.id, p.ord`,
  );

  // Addresses: the member's own address is the active primary one; some members have older,
  // inactive addresses in the same city.
  await run(
    `INSERT INTO member_addresses (member_id, address1, address2, city, state, zip, is_primary, active, inactive_dt)
     SELECT member_id, address1, address2, city, state, zip, is_primary, active, inactive_dt FROM (
       SELECT m.id AS member_id, 0 AS ord, m.address1, NULL::text AS address2, m.city, m.state, m.zip,
              true AS is_primary, true AS active, NULL::date AS inactive_dt
       FROM members m WHERE m.address1 IS NOT NULL
       UNION ALL
       SELECT m.id, o.n, ${int('oldNumber', 100, 19999, 'm.id * 3 + o.n')} || ' ' || ${pick('oldStreet', '$2::text[]', 'm.id * 3 + o.n')} || ' ' || ${pick('oldSuffix', '$3::text[]', 'm.id * 3 + o.n')},
              CASE WHEN ${u('oldApt', 'm.id * 3 + o.n')} < 0.3 THEN 'Apt ' || ${int('aptNumber', 1, 40, 'm.id * 3 + o.n')} END,
              m.city, m.state, left(m.zip, 3) || lpad(${int('oldZip', 0, 99, 'm.id * 3 + o.n')}::text, 2, '0'),
              ${u('oldPrimary', 'm.id * 3 + o.n')} < 0.5, false, $1::date - (o.n - 1) * 700 - ${int('oldInactive', 30, 690, 'm.id * 3 + o.n')}
       FROM members m CROSS JOIN generate_series(1, 2) AS o(n)
       WHERE ${u('oldAddresses')} < CASE o.n WHEN 1 THEN 0.2 ELSE 0.05 END
     ) a ORDER BY member_id, ord`,
    [STREET_NAMES, STREET_SUFFIXES],
  );

  // E-mails: the member's own address; about 1 in 16 marked invalid.
  await run(
    `INSERT INTO member_emails (member_id, address, note, active_date, valid)
     SELECT m.id, m.email, CASE WHEN ${u('emailNote')} < 0.05 THEN 'Caregiver e-mail' END,
            $1::date - ${int('emailActive', 30, 1800)}, ${u('emailValid')} >= 0.06
     FROM members m WHERE m.email IS NOT NULL ORDER BY m.id`,
  );

  // Communications: every logged call (the caller, the campaign; calls of earlier days carry an
  // outcome), then other outreach for about 15% of the members by a staff member.
  await run(
    `INSERT INTO communications (member_id, communication_date, purpose, from_person_name, out_come, conversation, campaign_id, employee_id)
     SELECT p.member_id, p.popped_time, $2::text, e.first_name || ' ' || e.last_name,
            CASE WHEN p.popped_day < $1::date THEN ${pick('callOutcome', '$3::text[]', 'p.id')} END,
            CASE WHEN p.popped_day < $1::date AND ${u('callConversation', 'p.id')} < 0.6 THEN ${pick('callConversationText', '$4::text[]', 'p.id')} END,
            p.campaign_id, p.employee_id
     FROM calls_popped p JOIN employees e ON e.id = p.employee_id
     ORDER BY p.popped_time, p.id`,
    [CALL_LIST_OUTREACH_PURPOSE, CALL_OUTCOMES, CONVERSATIONS],
  );
  await run(
    `WITH staff AS (SELECT array_agg(id ORDER BY id) AS ids FROM employees WHERE NOT archived)
     INSERT INTO communications (member_id, communication_date, purpose, from_person_name, out_come, conversation, campaign_id, employee_id)
     SELECT c.member_id, c.at, c.purpose, e.first_name || ' ' || e.last_name, c.outcome, c.conversation, NULL, e.id
     FROM (
       SELECT m.id AS member_id, k.n,
              ${at(`- ${int('commDay', 1, 700, 'm.id * 4 + k.n')}`, int('commHour', 14, 22, 'm.id * 4 + k.n'))} AS at,
              ${pick('commPurpose', '$2::text[]', 'm.id * 4 + k.n')} AS purpose,
              ${pick('commOutcome', '$3::text[]', 'm.id * 4 + k.n')} AS outcome,
              CASE WHEN ${u('commConversation', 'm.id * 4 + k.n')} < 0.5 THEN ${pick('commConversationText', '$4::text[]', 'm.id * 4 + k.n')} END AS conversation,
              ${pick('commBy', 'staff.ids', 'm.id * 4 + k.n')} AS employee_id
       FROM members m CROSS JOIN staff CROSS JOIN generate_series(1, 3) AS k(n)
       WHERE ${u('commMembers')} < 0.15 AND k.n <= ${int('commCount', 1, 3)}
     ) c JOIN employees e ON e.id = c.employee_id
     ORDER BY c.at, c.member_id`,
    [OTHER_PURPOSES, CALL_OUTCOMES, CONVERSATIONS],
  );

  // Hospital census: about 15% of the members have 1–3 stays in the last 400 days, and about 4%
  // an admission in the last 30 days (the census tab's warning). Discharges after today are open.
  await run(
    `INSERT INTO hospital_census (member_id, admission_date, discharge_date, wb_type, service_place, source_hospital_facility_name,
                                  attending_doctor_name, service_type, admission_note)
     SELECT s.member_id, s.admitted,
            CASE WHEN s.admitted + s.los <= $1::date THEN s.admitted + s.los END,
            s.wb_type,
            CASE s.wb_type WHEN 'Inpatient' THEN 'Inpatient Hospital' WHEN 'ER' THEN 'Emergency Room - Hospital' ELSE 'Observation Unit' END,
            s.city || ' ' || ${pick('facility', '$2::text[]', 's.key')},
            'Dr. ' || ${pick('doctor', '$3::text[]', 's.key')},
            ${pick('serviceType', '$4::text[]', 's.key')},
            ${pick('admissionNote', '$5::text[]', 's.key')}
     FROM (
       SELECT m.id AS member_id, m.id * 4 + k.n AS key, m.city,
              $1::date - CASE WHEN k.n = 0 THEN ${int('recentAdmit', 0, 29, 'm.id * 4 + k.n')} ELSE ${int('admit', 30, 400, 'm.id * 4 + k.n')} END AS admitted,
              CASE WHEN ${u('wbType', 'm.id * 4 + k.n')} < 0.45 THEN 'Inpatient' WHEN ${u('wbType', 'm.id * 4 + k.n')} < 0.9 THEN 'ER' ELSE 'Observation' END AS wb_type,
              ${int('los', 0, 9, 'm.id * 4 + k.n')} AS los
       FROM members m CROSS JOIN generate_series(0, 3) AS k(n)
       WHERE (k.n = 0 AND ${u('recentAdmits')} < 0.04)
          OR (k.n > 0 AND ${u('censusMembers')} < 0.15 AND k.n <= ${int('censusCount', 1, 3)})
     ) s
     ORDER BY s.member_id, s.admitted`,
    [FACILITY_SUFFIXES, LAST_NAMES, SERVICE_TYPES, ADMISSION_NOTES],
  );

  // Drop-in logs: every member ineligible for drop-ins has the revoke that made them so (some
  // after an earlier revoke and restore); about 1% of the others were revoked and later restored.
  await run(
    `WITH staff AS (SELECT array_agg(id ORDER BY id) AS ids FROM employees WHERE NOT archived)
     INSERT INTO drop_in_logs (member_id, changed_by_id, change_dt, in_eligible, reason, note)
     SELECT member_id, changed_by_id, change_dt, in_eligible, reason, note FROM (
       SELECT m.id AS member_id, ${pick('dropInBy', 'staff.ids', 'm.id * 2')} AS changed_by_id,
              ${at(`- ${int('dropInRevoked', 5, 300)}`, '16')} AS change_dt, true AS in_eligible,
              ${pick('dropInReason', '$2::text[]')} AS reason,
              CASE WHEN ${u('dropInNote')} < 0.5 THEN 'Reported by the visiting clinician' END AS note
       FROM members m CROSS JOIN staff WHERE m.dropin_ineligible
       UNION ALL
       SELECT m.id, ${pick('dropInBy', 'staff.ids', 'm.id * 2 + 1')},
              ${at(`- ${int('dropInEarlier', 320, 600)}`, '16')}, true, ${pick('dropInReason', '$2::text[]', 'm.id * 2 + 1')}, NULL
       FROM members m CROSS JOIN staff
       WHERE (m.dropin_ineligible AND ${u('dropInHistory')} < 0.2) OR (NOT m.dropin_ineligible AND ${u('dropInRestored')} < 0.01)
       UNION ALL
       SELECT m.id, ${pick('dropInBy', 'staff.ids', 'm.id * 2')}, ${at(`- ${int('dropInRestoredAt', 310, 319)}`, '16')}, false, $3::text,
              'Member agreed to drop-ins again'
       FROM members m CROSS JOIN staff
       WHERE (m.dropin_ineligible AND ${u('dropInHistory')} < 0.2) OR (NOT m.dropin_ineligible AND ${u('dropInRestored')} < 0.01)
     ) l ORDER BY member_id, change_dt`,
    [DROP_IN_INELIGIBLE_REASONS, DROP_IN_RESTORE_REASON],
  );

  // Red box errors: about 1% of the members, a few of them reported in the last 2 days (the
  // report button rests).
  await run(
    `WITH staff AS (SELECT array_agg(id ORDER BY id) AS ids FROM employees WHERE NOT archived)
     INSERT INTO red_box_errors (member_id, date_of_error, submitted_by_id)
     SELECT m.id, ${at(`- CASE WHEN k.n = 0 THEN ${int('redBoxRecent', 0, 2)} ELSE ${int('redBoxDay', 4, 300, 'm.id * 2 + k.n')} END`, '17')},
            ${pick('redBoxBy', 'staff.ids', 'm.id * 2 + k.n')}
     FROM members m CROSS JOIN staff CROSS JOIN generate_series(0, 1) AS k(n)
     WHERE (k.n = 0 AND ${u('redBoxRecentMembers')} < 0.003) OR (k.n = 1 AND ${u('redBoxMembers')} < 0.012)
     ORDER BY m.id, k.n DESC`,
  );

  // Visits of engaged members who have none yet: most had a completed visit in the last six
  // months, some an older one, a no-show, or a visit scheduled ahead; with their office's APP.
  await run(
    `WITH apps AS (
       SELECT DISTINCT ON (a.office_id) a.office_id, a.employee_id FROM market_assignments a
       WHERE a.assignment_type_id = 1 AND a.inactive_dt IS NULL ORDER BY a.office_id, a.id
     ), visits AS (
       SELECT m.id AS member_id, m.office_id, m.id * 4 + k.n AS key,
              CASE k.n WHEN 0 THEN -${int('visitRecent', 10, 170, 'm.id * 4')} WHEN 1 THEN -${int('visitOld', 180, 500, 'm.id * 4 + 1')}
                       WHEN 2 THEN -${int('visitMissed', 5, 80, 'm.id * 4 + 2')} ELSE ${int('visitNext', 1, 40, 'm.id * 4 + 3')} END AS offset_days,
              CASE k.n WHEN 2 THEN 'NoShow' WHEN 3 THEN 'Scheduled' ELSE 'Completed' END AS status
       FROM members m CROSS JOIN generate_series(0, 3) AS k(n)
       WHERE m.engaged AND ${u('visit', 'm.id * 4 + k.n')} < CASE k.n WHEN 0 THEN 0.85 WHEN 1 THEN 0.3 WHEN 2 THEN 0.06 ELSE 0.35 END
         AND m.id NOT IN (SELECT x.member_id FROM appointments x)
     )
     INSERT INTO appointments (member_id, start, visit_with_id, visit_type, appointment_status)
     SELECT v.member_id, ${at('v.offset_days', int('visitHour', 13, 21, 'v.key'))}, apps.employee_id, ${pick('visitType', '$2::text[]', 'v.key')}, v.status
     FROM visits v LEFT JOIN apps ON apps.office_id = v.office_id
     ORDER BY v.member_id, v.offset_days`,
    [VISIT_TYPES],
  );

  // Overview metrics of every member. Outreach attempts include the member's logged calls.
  await run(
    `INSERT INTO member_metrics (member_id, stratification, current_number_of_medications, recent_cancer_indicator, recent_bh_indicator,
       raf_delta, total_risk_engaged_months, outreach_first_attempted_dt, outreach_last_attempted_dt, outreach_first_contacted_dt,
       outreach_last_contacted_dt, last_iv_visit_date, last_iv_visit_status, last_social_work_visit_date, psv_eligible, f2f_eligible,
       group_name, pcp_name_from_quality, pcp_group_name_from_quality)
     SELECT m.id,
            CASE WHEN ${u('stratified')} < 0.9 THEN ${pick('stratification', '$2::text[]')} END,
            CASE WHEN ${u('medsKnown')} < 0.9 THEN ${int('meds', 0, 14)} END,
            ${u('cancer')} < 0.08, ${u('bh')} < 0.15,
            CASE WHEN ${u('rafKnown')} < 0.85 THEN round((${u('raf')} * 1.3 - 0.5)::numeric, 3)::float8 END,
            CASE WHEN m.engaged THEN ${int('engagedMonths', 1, 60)} END,
            LEAST(c.first_call, o.first_attempt), GREATEST(c.last_call, o.last_attempt),
            o.first_contact, o.last_contact,
            CASE WHEN m.engaged AND ${u('ivKnown')} < 0.7 THEN $1::date - ${int('ivDay', 7, 700)} END,
            CASE WHEN m.engaged AND ${u('ivKnown')} < 0.7 THEN ${pick('ivStatus', '$3::text[]')} END,
            CASE WHEN ${u('socialWork')} < 0.2 THEN $1::date - ${int('socialWorkDay', 3, 500)} END,
            ${u('psv')} < 0.3, ${u('f2f')} < 0.4,
            CASE WHEN ${u('groupKnown')} < 0.8 THEN ${pick('group', '$4::text[]')} END,
            CASE WHEN ${u('pcpKnown')} < 0.75 THEN 'Dr. ' || ${pick('pcp', '$5::text[]')} END,
            CASE WHEN ${u('pcpKnown')} < 0.75 THEN ${pick('pcpGroup', '$4::text[]')} END
     FROM members m
     LEFT JOIN (SELECT member_id, min(popped_time) AS first_call, max(popped_time) AS last_call FROM calls_popped GROUP BY member_id) c
       ON c.member_id = m.id
     CROSS JOIN LATERAL (
       SELECT CASE WHEN a.attempted THEN ${at(`- ${int('firstAttempt', 200, 700)}`, '15')} END AS first_attempt,
              CASE WHEN a.attempted THEN ${at(`- ${int('lastAttempt', 1, 199)}`, '18')} END AS last_attempt,
              CASE WHEN a.attempted AND a.contacted THEN ${at(`- ${int('firstContact', 150, 199)}`, '16')} END AS first_contact,
              CASE WHEN a.attempted AND a.contacted THEN ${at(`- ${int('lastContact', 1, 149)}`, '17')} END AS last_contact
       FROM (SELECT ${u('attempted')} < 0.5 AS attempted, ${u('contacted')} < 0.6 AS contacted) a
     ) o
     ORDER BY m.id`,
    [STRATIFICATIONS, IV_STATUSES, GROUP_NAMES, LAST_NAMES],
  );

  const { rows } = await tx.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM member_phones)::int AS "memberPhones", (SELECT count(*) FROM member_addresses)::int AS "memberAddresses",
            (SELECT count(*) FROM member_emails)::int AS "memberEmails", (SELECT count(*) FROM communications)::int AS communications,
            (SELECT count(*) FROM hospital_census)::int AS "hospitalCensus", (SELECT count(*) FROM drop_in_logs)::int AS "dropInLogs",
            (SELECT count(*) FROM red_box_errors)::int AS "redBoxErrors", (SELECT count(*) FROM member_metrics)::int AS "memberMetrics",
            (SELECT count(*) FROM appointments)::int AS appointments`,
  );
  return rows[0];
}
