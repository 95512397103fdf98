/**
 * The member record: one member with the names of what it points to, its care team, overview
 * metrics, weather, contact details (with their validity), communications (a call's outcome is
 * recorded by its caller only), hospital census, visits, drop-in and red box logs, DNC requests and
 * the eligibility inquiry ticket. Every route answers 404 for an unknown member.
 */
import { CALL_OUTCOMES, RED_BOX_REST_DAYS, RED_BOX_REST_MESSAGE, DROP_IN_RESTORE_REASON } from '@luminate/schema/constants';
import { routes, type MemberRecordDto } from '@luminate/schema/rest';
import { dropInRestoreRule, dropInRevokeRule, eligibilityInquiryRule } from '@luminate/schema/rules';
import type { z } from 'zod';
import type { Db, Queryable } from '../db/index.ts';
import type { CallListEvents } from '../call-list/events.ts';
import { localDay } from '../call-list/local-day.ts';
import { announce, markListsChanged } from '../approvals/call-list-impact.ts';
import { DROP_IN_INELIGIBLE_REASONS } from '../seed/member-record.ts';
import { hashLabel } from '../seed/prng.ts';
import { callerEmployee } from './campaign-access.ts';
import { forbidden, implement, notFound, unprocessable, type Binding } from './http.ts';
import { queryEntitySet } from './odata/handler.ts';
import { MEMBERS_ENTITY } from './odata/members-entity.ts';
import { DNC_LOGS_ENTITY } from './odata/dnc-logs-entity.ts';

/** The first failed rule's message, or null when the input passes. */
function ruleFailure(rule: z.ZodTypeAny, input: unknown): string | null {
  const result = rule.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid input');
}

/** 404 unless the member exists. */
async function requireMember(db: Queryable, memberId: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
  if (rows.length === 0) throw notFound(`Member ${memberId} not found`);
}

/** An address on one line: street, unit, city, state and zip. */
const FORMATTED_ADDRESS = `concat_ws(', ', NULLIF(a.address1, ''), NULLIF(a.address2, ''), NULLIF(a.city, ''),
  NULLIF(concat_ws(' ', NULLIF(a.state, ''), NULLIF(a.zip, '')), ''))`;

const ADDRESS_SELECT = `a.id, ${FORMATTED_ADDRESS} AS "formattedAddress", a.address1, a.address2, a.city, a.state, a.zip,
  a.is_primary AS "primary", a.active, a.inactive_dt AS "inactiveDt"`;
const PHONE_SELECT = `p.id, p.number, p.phone_number_type AS "phoneNumberType", p.note, p.active_date AS "activeDate",
  iso_utc(p.updated_date) AS "updatedDate", p.valid`;
const EMAIL_SELECT = `e.id, e.address, e.note, e.active_date AS "activeDate", e.valid`;
const COMMUNICATION_SELECT = `c.id, iso_utc(c.communication_date) AS "communicationDate", c.purpose, c.from_person_name AS "fromPersonName",
  c.out_come AS "outCome", c.conversation, c.campaign_id AS "campaignId", camp.name AS "campaignName", c.employee_id AS "employeeId"`;
const COMMUNICATION_FROM = `communications c LEFT JOIN campaigns camp ON camp.id = c.campaign_id`;
const DROP_IN_SELECT = `l.id, l.changed_by_id AS "changedById",
  CASE WHEN ch.id IS NULL THEN NULL ELSE json_build_object('fullName', ch.first_name || ' ' || ch.last_name) END AS "changedBy",
  iso_utc(l.change_dt) AS "changeDt", l.member_id AS "memberId", l.in_eligible AS "inEligible", l.reason, l.note`;
const DROP_IN_FROM = `drop_in_logs l LEFT JOIN employees ch ON ch.id = l.changed_by_id`;
const RED_BOX_SELECT = `r.id, iso_utc(r.date_of_error) AS "dateOfError", r.submitted_by_id AS "submittedById",
  CASE WHEN s.id IS NULL THEN NULL ELSE s.first_name || ' ' || s.last_name END AS "fullName"`;
const RED_BOX_FROM = `red_box_errors r LEFT JOIN employees s ON s.id = r.submitted_by_id`;

/**
 * The overview. Admits and ER visits count the member's census rows by admission date within
 * the last 30, 90 and 365 days (today included): Inpatient rows are acute admits, ER rows ER
 * visits. Appointments: the last is the latest completed visit that started, the next the
 * earliest scheduled one ahead. Disengaged: engaged without a completed visit in 6 months.
 * Missed visit, not scheduled: a no-show or cancelled visit in the last 90 days and none scheduled.
 */
/** The call outcome that counts as a contact with the member. */
const REACHED_OUTCOME: (typeof CALL_OUTCOMES)[number] = 'Reached member';

const OVERVIEW_SQL = `
  WITH census AS (
    SELECT
      count(*) FILTER (WHERE wb_type = 'Inpatient' AND admission_date >= $2::date - 30)::int AS admits30,
      count(*) FILTER (WHERE wb_type = 'Inpatient' AND admission_date >= $2::date - 90)::int AS admits90,
      count(*) FILTER (WHERE wb_type = 'Inpatient' AND admission_date >= $2::date - 365)::int AS admits365,
      count(*) FILTER (WHERE wb_type = 'ER' AND admission_date >= $2::date - 30)::int AS er30,
      count(*) FILTER (WHERE wb_type = 'ER' AND admission_date >= $2::date - 90)::int AS er90,
      count(*) FILTER (WHERE wb_type = 'ER' AND admission_date >= $2::date - 365)::int AS er365
    FROM hospital_census WHERE member_id = $1 AND admission_date <= $2::date
  ),
  last_admit AS (
    SELECT admission_date, wb_type FROM hospital_census WHERE member_id = $1 ORDER BY admission_date DESC, id DESC LIMIT 1
  ),
  last_visit AS (
    SELECT start, visit_type FROM appointments
    WHERE member_id = $1 AND appointment_status = 'Completed' AND start <= now() ORDER BY start DESC, id DESC LIMIT 1
  ),
  next_visit AS (
    SELECT start, visit_type FROM appointments
    WHERE member_id = $1 AND appointment_status = 'Scheduled' AND start > now() ORDER BY start, id LIMIT 1
  )
  SELECT mm.stratification, mm.current_number_of_medications AS "currentNumberOfMedications",
         COALESCE(mm.recent_cancer_indicator, false) AS "recentCancerIndicator", COALESCE(mm.recent_bh_indicator, false) AS "recentBhIndicator",
         mm.raf_delta AS "rafDelta", mm.total_risk_engaged_months AS "totalRiskEngagedMonths",
         -- Outreach dates take in the calls logged from call lists (attempts) and the calls whose
         -- outcome reached the member (contacts), beside the organisation's earlier history.
         iso_utc(LEAST(mm.outreach_first_attempted_dt, (SELECT min(popped_time) FROM calls_popped WHERE member_id = $1))) AS "outreachFirstAttemptedDt",
         iso_utc(GREATEST(mm.outreach_last_attempted_dt, (SELECT max(popped_time) FROM calls_popped WHERE member_id = $1))) AS "outreachLastAttemptedDt",
         iso_utc(LEAST(mm.outreach_first_contacted_dt, (SELECT min(communication_date) FROM communications
           WHERE member_id = $1 AND out_come = '${REACHED_OUTCOME}'))) AS "outreachFirstContactedDt",
         iso_utc(GREATEST(mm.outreach_last_contacted_dt, (SELECT max(communication_date) FROM communications
           WHERE member_id = $1 AND out_come = '${REACHED_OUTCOME}'))) AS "outreachLastContactedDt",
         mm.last_iv_visit_date AS "lastIvVisitDate", mm.last_iv_visit_status AS "lastIvVisitStatus",
         m.engaged AS "isEngaged",
         (m.engaged AND NOT EXISTS (SELECT 1 FROM appointments x WHERE x.member_id = $1 AND x.appointment_status = 'Completed'
                                      AND x.start <= now() AND x.start > now() - interval '6 months')) AS disengaged,
         (EXISTS (SELECT 1 FROM appointments x WHERE x.member_id = $1 AND x.appointment_status IN ('NoShow', 'Cancelled')
                    AND x.start <= now() AND x.start > now() - interval '90 days')
          AND NOT EXISTS (SELECT 1 FROM next_visit)) AS "missedVisitNotScheduledIndicator",
         census.admits30 AS "acuteAdmitsLastMonth", census.admits90 AS "acuteAdmits3Months", census.admits365 AS "acuteAdmits12Months",
         census.er30 AS "erVisitsLastMonth", census.er90 AS "erVisits3Months", census.er365 AS "erVisits12Months",
         EXISTS (SELECT 1 FROM appointments x WHERE x.member_id = $1 AND x.appointment_status = 'Completed'
                   AND x.start <= now() AND x.start >= date_trunc('year', $2::date)) AS "ivAvIndicatorCurrentYear",
         iso_utc((SELECT start FROM last_visit)) AS "lastAppointmentDt", (SELECT visit_type FROM last_visit) AS "lastAppointmentType",
         iso_utc((SELECT start FROM next_visit)) AS "nextAppointmentDt", (SELECT visit_type FROM next_visit) AS "nextAppointmentType",
         mm.last_social_work_visit_date AS "lastSocialWorkVisitDate",
         (SELECT admission_date FROM last_admit) AS "lastAdmitDate", (SELECT wb_type FROM last_admit) AS "lastAdmitType",
         COALESCE(mm.psv_eligible, false) AS "psvEligible", COALESCE(mm.f2f_eligible, false) AS "f2FEligible",
         mm.group_name AS "groupName", mm.pcp_name_from_quality AS "pcpNameFromQuality",
         mm.pcp_group_name_from_quality AS "pcpGroupNameFromQuality",
         mk.name AS "marketDesc"
  FROM members m CROSS JOIN census LEFT JOIN member_metrics mm ON mm.member_id = m.id LEFT JOIN markets mk ON mk.id = m.market_id
  WHERE m.id = $1`;

/**
 * Who covers the member's office: assignments held at the office itself, at its community row
 * (…000) for community-level types, anywhere in its market for market-level types; active
 * assignments of employees on staff only.
 */
const CARE_TEAM_SQL = `
  SELECT a.assignment_type_id AS "assignmentTypeId", json_build_object('id', emp.id, 'fullName', emp.first_name || ' ' || emp.last_name) AS employee
  FROM members m
  JOIN offices q ON q.id = m.office_id
  JOIN offices h ON h.market_id = q.market_id
  JOIN market_assignments a ON a.office_id = h.id AND a.inactive_dt IS NULL
  JOIN assignment_types t ON t.id = a.assignment_type_id
  JOIN employees emp ON emp.id = a.employee_id AND NOT emp.archived
  WHERE m.id = $1
    AND (h.id = q.id OR (t.level = 1 AND h.community_id = q.community_id AND h.name LIKE '%.000') OR t.level = 0)
  ORDER BY a.assignment_type_id, emp.last_name, emp.first_name, emp.id`;

const SKIES = ['Sunny', 'Mostly sunny', 'Partly cloudy', 'Cloudy', 'Light rain', 'Showers', 'Thunderstorms', 'Windy'];
/** Typical highs (°F) per month. */
const MONTH_HIGHS = [36, 40, 50, 62, 72, 81, 85, 83, 76, 64, 51, 40];

/** A synthetic forecast: the same zip on the same day always gets the same weather. */
export function syntheticWeather(zip: string | null, day: string): string {
  if (!zip) return 'Weather unavailable';
  const h = hashLabel(`${zip}:${day}`);
  const month = Number(day.slice(5, 7)) - 1;
  const high = MONTH_HIGHS[month] + ((h >>> 8) % 15) - 7;
  return `${SKIES[h % SKIES.length]}, high ${high}°F`;
}

export function memberRecordRoutes(db: Db, callListEvents: CallListEvents): Binding[] {
  return [
    implement(routes.getMember, async ({ params }) => {
      const { value } = await queryEntitySet(db, MEMBERS_ENTITY, {
        $filter: `id eq ${params.id}`,
        $expand: 'office,market,payer,plan,termReason,riskType',
      });
      const member = value[0];
      if (!member) throw notFound(`Member ${params.id} not found`);
      const { rows } = await db.query<Pick<MemberRecordDto, 'activeAddress' | 'lastRedBoxErrorDt' | 'lastAdmissionDt'>>(
        `SELECT (SELECT ${FORMATTED_ADDRESS} FROM member_addresses a WHERE a.member_id = $1 AND a.active AND a.is_primary ORDER BY a.id DESC LIMIT 1) AS "activeAddress",
                iso_utc((SELECT max(date_of_error) FROM red_box_errors WHERE member_id = $1)) AS "lastRedBoxErrorDt",
                (SELECT max(admission_date) FROM hospital_census WHERE member_id = $1) AS "lastAdmissionDt"`,
        [params.id],
      );
      return { ...member, ...rows[0] };
    }),

    implement(routes.memberCareTeam, async ({ params }) => {
      await requireMember(db, params.id);
      return (await db.query(CARE_TEAM_SQL, [params.id])).rows;
    }),

    implement(routes.memberOverview, async ({ params }) => {
      const { rows } = await db.query(OVERVIEW_SQL, [params.id, localDay(new Date())]);
      if (!rows[0]) throw notFound(`Member ${params.id} not found`);
      return rows[0];
    }),

    implement(routes.memberWeather, async ({ params }) => {
      const { rows } = await db.query<{ zip: string | null }>('SELECT zip FROM members WHERE id = $1', [params.id]);
      if (!rows[0]) throw notFound(`Member ${params.id} not found`);
      return { summary: syntheticWeather(rows[0].zip, localDay(new Date())) };
    }),

    implement(routes.memberAddresses, async ({ params }) => {
      await requireMember(db, params.id);
      return (
        await db.query(
          `SELECT ${ADDRESS_SELECT} FROM member_addresses a WHERE a.member_id = $1
           ORDER BY a.active DESC, a.is_primary DESC, a.inactive_dt DESC NULLS FIRST, a.id`,
          [params.id],
        )
      ).rows;
    }),

    implement(routes.memberPhones, async ({ params }) => {
      await requireMember(db, params.id);
      return (await db.query(`SELECT ${PHONE_SELECT} FROM member_phones p WHERE p.member_id = $1 ORDER BY p.id`, [params.id])).rows;
    }),

    implement(routes.setPhoneValidity, async ({ params, body }) => {
      await requireMember(db, params.id);
      const { rows } = await db.query(
        `UPDATE member_phones p SET valid = $3, updated_date = now() WHERE p.id = $2 AND p.member_id = $1 RETURNING ${PHONE_SELECT}`,
        [params.id, params.phoneId, body.valid],
      );
      if (!rows[0]) throw notFound(`Phone number ${params.phoneId} is not one of member ${params.id}'s`);
      return rows[0];
    }),

    implement(routes.memberEmails, async ({ params }) => {
      await requireMember(db, params.id);
      return (await db.query(`SELECT ${EMAIL_SELECT} FROM member_emails e WHERE e.member_id = $1 ORDER BY e.id`, [params.id])).rows;
    }),

    implement(routes.setEmailValidity, async ({ params, body }) => {
      await requireMember(db, params.id);
      const { rows } = await db.query(
        `UPDATE member_emails e SET valid = $3 WHERE e.id = $2 AND e.member_id = $1 RETURNING ${EMAIL_SELECT}`,
        [params.id, params.emailId, body.valid],
      );
      if (!rows[0]) throw notFound(`E-mail ${params.emailId} is not one of member ${params.id}'s`);
      return rows[0];
    }),

    implement(routes.memberCommunications, async ({ params }) => {
      await requireMember(db, params.id);
      return (
        await db.query(
          `SELECT ${COMMUNICATION_SELECT} FROM ${COMMUNICATION_FROM} WHERE c.member_id = $1 ORDER BY c.communication_date DESC, c.id DESC`,
          [params.id],
        )
      ).rows;
    }),

    implement(routes.updateCommunication, async ({ params, body, caller }) => {
      await requireMember(db, params.id);
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ employeeId: number | null }>(
          'SELECT employee_id AS "employeeId" FROM communications WHERE id = $1 AND member_id = $2 FOR UPDATE',
          [params.communicationId, params.id],
        );
        if (!rows[0]) throw notFound(`Communication ${params.communicationId} is not one of member ${params.id}'s`);
        // Only the employee who made the call records how it went.
        if (caller.employeeId === null || rows[0].employeeId !== caller.employeeId)
          throw forbidden('Only the employee who made the call can record its outcome');
        await tx.query('UPDATE communications SET out_come = $2, conversation = $3 WHERE id = $1', [
          params.communicationId,
          body.outCome,
          body.conversation?.trim() || null,
        ]);
        return (await tx.query(`SELECT ${COMMUNICATION_SELECT} FROM ${COMMUNICATION_FROM} WHERE c.id = $1`, [params.communicationId]))
          .rows[0];
      });
    }),

    implement(routes.memberHospitalCensus, async ({ params }) => {
      await requireMember(db, params.id);
      return (
        await db.query(
          `SELECT h.id, h.admission_date AS "admissionDate", h.discharge_date AS "dischargeDate", h.wb_type AS "wbType",
                  h.service_place AS "servicePlace", h.source_hospital_facility_name AS "sourceHospitalFacilityName",
                  h.attending_doctor_name AS "attendingDoctorName", h.service_type AS "serviceType", h.admission_note AS "admissionNote"
           FROM hospital_census h WHERE h.member_id = $1 ORDER BY h.admission_date DESC, h.id DESC`,
          [params.id],
        )
      ).rows;
    }),

    implement(routes.memberAppointments, async ({ params }) => {
      await requireMember(db, params.id);
      return (
        await db.query(
          `SELECT a.id, iso_utc(a.start) AS start,
                  CASE WHEN e.id IS NULL THEN NULL ELSE json_build_object('id', e.id, 'fullName', e.first_name || ' ' || e.last_name) END AS "visitWith",
                  a.visit_type AS "visitType", a.appointment_status AS "appointmentStatus"
           FROM appointments a LEFT JOIN employees e ON e.id = a.visit_with_id
           WHERE a.member_id = $1 ORDER BY a.start DESC, a.id DESC`,
          [params.id],
        )
      ).rows;
    }),

    implement(routes.memberDropInLogs, async ({ params }) => {
      await requireMember(db, params.id);
      return (
        await db.query(`SELECT ${DROP_IN_SELECT} FROM ${DROP_IN_FROM} WHERE l.member_id = $1 ORDER BY l.change_dt DESC, l.id DESC`, [
          params.id,
        ])
      ).rows;
    }),

    implement(routes.createDropInLog, async ({ body, caller }) => {
      const employeeId = callerEmployee(caller, 'Changing drop-in eligibility');
      // Revoking needs a reason from the list (the note is optional); restoring needs a note.
      const failure = body.inEligible ? ruleFailure(dropInRevokeRule, body) : ruleFailure(dropInRestoreRule, body);
      if (failure) throw unprocessable(failure);
      if (body.inEligible && !(DROP_IN_INELIGIBLE_REASONS as readonly string[]).includes(body.reason?.trim() ?? ''))
        throw unprocessable('Choose a reason from the drop-in ineligibility reasons');
      const { id, campaigns } = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ dropinIneligible: boolean }>(
          'SELECT dropin_ineligible AS "dropinIneligible" FROM members WHERE id = $1 FOR UPDATE',
          [body.memberId],
        );
        if (!rows[0]) throw notFound(`Member ${body.memberId} not found`);
        if (rows[0].dropinIneligible === body.inEligible)
          throw unprocessable(
            body.inEligible ? 'The member is already ineligible for drop-ins' : 'The member is already eligible for drop-ins',
          );
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO drop_in_logs (member_id, changed_by_id, change_dt, in_eligible, reason, note)
           VALUES ($1, $2, now(), $3, $4, $5) RETURNING id`,
          [
            body.memberId,
            employeeId,
            body.inEligible,
            body.inEligible ? (body.reason ?? '').trim() : body.reason?.trim() || DROP_IN_RESTORE_REASON,
            body.note?.trim() || null,
          ],
        );
        await tx.query('UPDATE members SET dropin_ineligible = $2 WHERE id = $1', [body.memberId, body.inEligible]);
        // Drop-in eligibility can score members on call lists.
        return { id: inserted.rows[0].id, campaigns: await markListsChanged(tx, [body.memberId]) };
      });
      announce(callListEvents, campaigns);
      return (await db.query(`SELECT ${DROP_IN_SELECT} FROM ${DROP_IN_FROM} WHERE l.id = $1`, [id])).rows[0];
    }),

    implement(routes.dropInIneligibleReasons, () => Promise.resolve([...DROP_IN_INELIGIBLE_REASONS])),

    implement(routes.memberRedBoxErrors, async ({ params }) => {
      await requireMember(db, params.id);
      return (
        await db.query(`SELECT ${RED_BOX_SELECT} FROM ${RED_BOX_FROM} WHERE r.member_id = $1 ORDER BY r.date_of_error DESC, r.id DESC`, [
          params.id,
        ])
      ).rows;
    }),

    implement(routes.createRedBoxError, async ({ params, caller }) => {
      const employeeId = callerEmployee(caller, 'Reporting a red box error');
      const id = await db.transaction(async (tx) => {
        const member = await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [params.id]);
        if (member.rows.length === 0) throw notFound(`Member ${params.id} not found`);
        // Reporting rests for RED_BOX_REST_DAYS after the latest error.
        const { rows } = await tx.query(
          `SELECT 1 FROM red_box_errors WHERE member_id = $1 AND date_of_error > now() - make_interval(days => $2::int)`,
          [params.id, RED_BOX_REST_DAYS],
        );
        if (rows.length > 0) throw unprocessable(RED_BOX_REST_MESSAGE);
        const inserted = await tx.query<{ id: number }>(
          'INSERT INTO red_box_errors (member_id, date_of_error, submitted_by_id) VALUES ($1, now(), $2) RETURNING id',
          [params.id, employeeId],
        );
        return inserted.rows[0].id;
      });
      return (await db.query(`SELECT ${RED_BOX_SELECT} FROM ${RED_BOX_FROM} WHERE r.id = $1`, [id])).rows[0];
    }),

    implement(routes.memberDncLogs, async ({ params }) => {
      await requireMember(db, params.id);
      const { value } = await queryEntitySet(db, DNC_LOGS_ENTITY, {
        $filter: `memberId eq ${params.id}`,
        $orderby: 'requestedDt desc,id desc',
        $expand: 'member,requestedBy,handledBy',
      });
      return value;
    }),

    implement(routes.sendEligibilityInquiry, async ({ body, caller }) => {
      const failure = ruleFailure(eligibilityInquiryRule, body);
      if (failure) throw unprocessable(failure);
      const member = await db.query<{ id: number }>('SELECT id FROM members WHERE aaneel_id = $1', [body.aaneelId]);
      if (!member.rows[0]) throw notFound(`No member with aaneel id ${body.aaneelId}`);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO eligibility_inquiries (member_id, aaneel_id, subject, requestor, payer, inquiry_type, detail, notes, requested_by_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          member.rows[0].id,
          body.aaneelId,
          body.subject,
          body.requestor,
          body.payer,
          body.inquiryType,
          body.detail,
          body.notes,
          caller.employeeId,
        ],
      );
      return rows[0].id;
    }),
  ];
}
