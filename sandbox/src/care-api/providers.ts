/**
 * Provider details: the provider rows of a market for a date range, computed in one query, and
 * the edit of a provider's visit settings with its change log.
 *
 * A provider is an employee holding an APP assignment type (APP, primary, secondary, tertiary
 * APP, iAPP) at a live neighborhood of the market today. For a range from `start` to `end`
 * (both days included):
 * - panel size: the eligible members of the offices where the provider holds those types;
 * - in range: the market's eligible members whose home lies within the provider's maximum
 *   distance (great-circle miles) of a current location of one of those offices (home bases);
 * - exclusive in range: those of them in range of no other provider of the market;
 * - IV count: the provider's appointments (not cancelled) that start within the range;
 * - IV opportunity: daily IV limit × working days (Monday to Friday) of the range − IV count,
 *   never below zero;
 * - availability: the open visit slots as a percentage of all slots of the range
 *   (opportunity ÷ (limit × working days) × 100, one decimal; 0 when the range has no working day).
 */
import { routes } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { IV_VISIT_TYPES, PROVIDER_ASSIGNMENT_TYPES } from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import { greatCircleMiles } from './great-circle.ts';
import { badRequest, forbidden, implement, notFound, type Binding, type Caller } from './http.ts';

/** Miles per degree of latitude: a cheap bounding box before the exact distance. */
const MILES_PER_DEGREE = 69;

/** Provider rows may be edited by holders of both nh-mgmt and provider-mgmt, or by an admin. */
export function requireProviderEditor(caller: Caller): void {
  const both = CLAIM_GROUPS.providerEditors.every((c) => caller.claims.has(c));
  const admin = CLAIM_GROUPS.providerAdminEditors.some((c) => caller.claims.has(c));
  if (!both && !admin) {
    throw forbidden(
      `Editing a provider requires both claims ${CLAIM_GROUPS.providerEditors.join(' and ')}, or one of ${CLAIM_GROUPS.providerAdminEditors.join(', ')}`,
    );
  }
}

const PROVIDER_DETAILS_SQL = `
WITH holdings AS (
  SELECT DISTINCT a.employee_id, o.id AS office_id, o.community_id
  FROM market_assignments a JOIN offices o ON o.id = a.office_id
  WHERE a.inactive_dt IS NULL AND a.assignment_type_id = ANY($4::int[])
    AND o.market_id = $1 AND NOT o.deleted AND o.name NOT LIKE '%.000'
),
providers AS (
  SELECT h.employee_id, e.first_name || ' ' || e.last_name AS name,
         array_agg(DISTINCT h.community_id ORDER BY h.community_id) AS communities,
         COALESCE(s.daily_iv_limit, 2) AS daily_iv_limit,
         COALESCE(s.max_distance_from_hb, 25) AS max_distance,
         COALESCE(s.f2f_eligible, true) AS f2f, COALESCE(s.telehealth_eligible, true) AS telehealth,
         COALESCE(s.psv_eligible, false) AS psv
  FROM holdings h JOIN employees e ON e.id = h.employee_id
  LEFT JOIN provider_settings s ON s.employee_id = h.employee_id
  GROUP BY h.employee_id, e.first_name, e.last_name, s.daily_iv_limit, s.max_distance_from_hb, s.f2f_eligible, s.telehealth_eligible, s.psv_eligible
),
home_bases AS (
  SELECT DISTINCT h.employee_id, n.lat, n.lng
  FROM holdings h JOIN office_nodes n ON n.office_id = h.office_id
  WHERE n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL
),
homes AS (
  SELECT m.id, l.lat, l.lng FROM members m JOIN member_locations l ON l.member_id = m.id
  WHERE m.market_id = $1 AND m.eligible
),
in_range AS (
  SELECT DISTINCT p.employee_id, mh.id AS member_id
  FROM providers p
  JOIN home_bases hb ON hb.employee_id = p.employee_id
  JOIN homes mh ON abs(mh.lat - hb.lat) <= p.max_distance / ${MILES_PER_DEGREE}.0
  WHERE ${greatCircleMiles('mh.lat', 'mh.lng', 'hb.lat', 'hb.lng')} <= p.max_distance
),
member_reach AS (
  SELECT member_id, count(*) AS providers FROM in_range GROUP BY member_id
),
reach AS (
  SELECT r.employee_id, count(*) AS in_range, count(*) FILTER (WHERE mr.providers = 1) AS exclusive_in_range
  FROM in_range r JOIN member_reach mr ON mr.member_id = r.member_id
  GROUP BY r.employee_id
),
panels AS (
  SELECT h.employee_id, count(DISTINCT m.id) AS panel_size
  FROM (SELECT DISTINCT employee_id, office_id FROM holdings) h JOIN members m ON m.office_id = h.office_id AND m.eligible
  GROUP BY h.employee_id
),
visits AS (
  SELECT ap.visit_with_id AS employee_id, count(*) AS iv_count
  FROM appointments ap
  WHERE ap.visit_with_id IN (SELECT employee_id FROM providers) AND ap.appointment_status <> 'Cancelled'
    AND ap.visit_type = ANY($5::text[]) AND ap.start >= $2::date AND ap.start < $3::date + 1
  GROUP BY ap.visit_with_id
),
working AS (
  SELECT count(*)::int AS days FROM generate_series($2::date, $3::date, interval '1 day') d WHERE extract(isodow FROM d) < 6
)
SELECT p.employee_id AS "employeeId", p.name, p.communities,
       COALESCE(pa.panel_size, 0)::int AS "panelSize",
       COALESCE(r.in_range, 0)::int AS "inRange", COALESCE(r.exclusive_in_range, 0)::int AS "exclusiveInRange",
       p.daily_iv_limit AS "dailyIvLimit", COALESCE(v.iv_count, 0)::int AS "ivCount",
       greatest(0, p.daily_iv_limit * w.days - COALESCE(v.iv_count, 0))::int AS "ivOpportunityCount",
       CASE WHEN w.days = 0 THEN 0
            ELSE round(100.0 * greatest(0, p.daily_iv_limit * w.days - COALESCE(v.iv_count, 0)) / (p.daily_iv_limit * w.days), 1)::float8
       END AS availability,
       p.max_distance::float8 AS "maxDistanceFromHB", p.f2f AS "f2FEligible", p.telehealth AS "telehealthEligible", p.psv AS "psvEligible"
FROM providers p CROSS JOIN working w
LEFT JOIN reach r ON r.employee_id = p.employee_id
LEFT JOIN panels pa ON pa.employee_id = p.employee_id
LEFT JOIN visits v ON v.employee_id = p.employee_id
ORDER BY p.name, p.employee_id`;

const SETTINGS_SELECT = `employee_id AS "employeeId", daily_iv_limit AS "dailyIvLimit", max_distance_from_hb::float8 AS "maxDistanceFromHB",
  f2f_eligible AS "f2FEligible", telehealth_eligible AS "telehealthEligible", psv_eligible AS "psvEligible"`;

async function isProvider(db: Queryable, employeeId: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM market_assignments WHERE employee_id = $1 AND inactive_dt IS NULL AND assignment_type_id = ANY($2::int[]) LIMIT 1',
    [employeeId, [...PROVIDER_ASSIGNMENT_TYPES]],
  );
  return rows.length > 0;
}

export function providerRoutes(db: Db): Binding[] {
  return [
    implement(routes.providerDetails, async ({ query }) => {
      if (query.end < query.start) throw badRequest('end must not be before start');
      const { rows } = await db.query(PROVIDER_DETAILS_SQL, [
        query.marketId,
        query.start,
        query.end,
        [...PROVIDER_ASSIGNMENT_TYPES],
        IV_VISIT_TYPES,
      ]);
      return rows;
    }),

    implement(routes.updateProviderDetails, async ({ body, caller }) => {
      requireProviderEditor(caller);
      if (!(await isProvider(db, body.employeeId))) throw notFound(`Employee ${body.employeeId} is not a provider`);
      return db.transaction(async (tx) => {
        const { rows } = await tx.query(
          `INSERT INTO provider_settings (employee_id, daily_iv_limit, max_distance_from_hb, f2f_eligible, telehealth_eligible, psv_eligible)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (employee_id) DO UPDATE SET daily_iv_limit = EXCLUDED.daily_iv_limit, max_distance_from_hb = EXCLUDED.max_distance_from_hb,
             f2f_eligible = EXCLUDED.f2f_eligible, telehealth_eligible = EXCLUDED.telehealth_eligible, psv_eligible = EXCLUDED.psv_eligible
           RETURNING ${SETTINGS_SELECT}`,
          [body.employeeId, body.dailyIvLimit, body.maxDistanceFromHB, body.f2FEligible, body.telehealthEligible, body.psvEligible],
        );
        await tx.query(
          `INSERT INTO provider_change_logs (employee_id, daily_iv_limit, max_distance, f2f_eligible, telehealth_eligible, psv_eligible, updated_by_id)
           SELECT $1, $2, $3, $4, $5, $6, e.id FROM (SELECT 1) one LEFT JOIN employees e ON e.id = $7`,
          [
            body.employeeId,
            body.dailyIvLimit,
            body.maxDistanceFromHB,
            body.f2FEligible,
            body.telehealthEligible,
            body.psvEligible,
            caller.employeeId,
          ],
        );
        return rows[0];
      });
    }),

    implement(routes.providerChangeLogs, async ({ query }) => {
      const { rows } = await db.query(
        `SELECT l.id, l.employee_id AS "employeeId", l.daily_iv_limit AS "dailyIVLimit", l.max_distance::float8 AS "maxDistance",
                l.f2f_eligible AS "f2FEligible", l.telehealth_eligible AS "telehealthEligible", l.psv_eligible AS "psvEligible",
                iso_utc(l.updated_dt) AS "updatedDt",
                CASE WHEN e.id IS NULL THEN NULL ELSE json_build_object('id', e.id, 'fullName', e.first_name || ' ' || e.last_name) END AS "updatedBy"
         FROM provider_change_logs l LEFT JOIN employees e ON e.id = l.updated_by_id
         WHERE l.employee_id = $1 ORDER BY l.updated_dt DESC, l.id DESC`,
        [query.employeeId],
      );
      return rows;
    }),
  ];
}
