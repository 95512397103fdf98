/**
 * Provider details: the provider rows of a market for a date range, answered in one request, and
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
import { routes, type ProviderDetailDto } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { greatCircleMiles, IV_VISIT_TYPES, PROVIDER_ASSIGNMENT_TYPES, type LatLng } from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import { badRequest, forbidden, implement, notFound, type Binding, type Caller } from './http.ts';

/** Miles per degree of latitude, rounded down: a cheap window (never too narrow) before the exact distance. */
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

/** The market's providers (employees holding an APP assignment type at a live neighborhood of it today). */
const HOLDINGS_CTE = `
holdings AS (
  SELECT DISTINCT a.employee_id, o.id AS office_id, o.community_id
  FROM market_assignments a JOIN offices o ON o.id = a.office_id
  WHERE a.inactive_dt IS NULL AND a.assignment_type_id = ANY($2::int[])
    AND o.market_id = $1 AND NOT o.deleted AND o.name NOT LIKE '%.000'
)`;

/** Every figure of a row but the reach (in range, exclusive in range), which `reachOf` counts. */
const PROVIDER_ROWS_SQL = `
WITH ${HOLDINGS_CTE},
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
panels AS (
  SELECT h.employee_id, count(DISTINCT m.id) AS panel_size
  FROM (SELECT DISTINCT employee_id, office_id FROM holdings) h JOIN members m ON m.office_id = h.office_id AND m.eligible
  GROUP BY h.employee_id
),
visits AS (
  SELECT ap.visit_with_id AS employee_id, count(*) AS iv_count
  FROM appointments ap
  WHERE ap.visit_with_id IN (SELECT employee_id FROM providers) AND ap.appointment_status <> 'Cancelled'
    AND ap.visit_type = ANY($5::text[]) AND ap.start >= $3::date AND ap.start < $4::date + 1
  GROUP BY ap.visit_with_id
),
working AS (
  SELECT count(*)::int AS days FROM generate_series($3::date, $4::date, interval '1 day') d WHERE extract(isodow FROM d) < 6
)
SELECT p.employee_id AS "employeeId", p.name, p.communities,
       COALESCE(pa.panel_size, 0)::int AS "panelSize",
       p.daily_iv_limit AS "dailyIvLimit", COALESCE(v.iv_count, 0)::int AS "ivCount",
       greatest(0, p.daily_iv_limit * w.days - COALESCE(v.iv_count, 0))::int AS "ivOpportunityCount",
       CASE WHEN w.days = 0 THEN 0
            ELSE round(100.0 * greatest(0, p.daily_iv_limit * w.days - COALESCE(v.iv_count, 0)) / (p.daily_iv_limit * w.days), 1)::float8
       END AS availability,
       p.max_distance::float8 AS "maxDistanceFromHB", p.f2f AS "f2FEligible", p.telehealth AS "telehealthEligible", p.psv AS "psvEligible"
FROM providers p CROSS JOIN working w
LEFT JOIN panels pa ON pa.employee_id = p.employee_id
LEFT JOIN visits v ON v.employee_id = p.employee_id
ORDER BY p.name, p.employee_id`;

/** The providers' home bases: the current, located nodes of the offices where they hold the types. */
const HOME_BASES_SQL = `
WITH ${HOLDINGS_CTE}
SELECT DISTINCT h.employee_id AS "employeeId", n.lat::float8 AS lat, n.lng::float8 AS lng
FROM holdings h JOIN office_nodes n ON n.office_id = h.office_id
WHERE n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL`;

/** The homes of the market's eligible members. */
const HOMES_SQL = `
SELECT l.lat::float8 AS lat, l.lng::float8 AS lng
FROM members m JOIN member_locations l ON l.member_id = m.id
WHERE m.market_id = $1 AND m.eligible AND l.lat IS NOT NULL AND l.lng IS NOT NULL`;

type Reach = Pick<ProviderDetailDto, 'inRange' | 'exclusiveInRange'>;
type ProviderRow = Omit<ProviderDetailDto, keyof Reach>;

/**
 * Each provider's reach: the members whose home lies within the provider's maximum distance
 * (great-circle miles, the shared formula) of one of their home bases, and of those the members
 * in range of no other provider. Counted here rather than in SQL: the pairs of providers and
 * members in range run to six figures in a large market, which a database aggregates slowly,
 * while a loop over the homes with a latitude window counts them in a few milliseconds.
 */
function reachOf(
  providers: readonly { employeeId: number; maxDistance: number }[],
  bases: readonly (LatLng & { employeeId: number })[],
  homes: readonly LatLng[],
): Map<number, Reach> {
  const providersOf = new Uint16Array(homes.length);
  const inRangeOf = new Map<number, Uint32Array>();
  for (const provider of providers) {
    const own = bases.filter((b) => b.employeeId === provider.employeeId);
    const window = provider.maxDistance / MILES_PER_DEGREE;
    const reached: number[] = [];
    homes.forEach((home, i) => {
      const near = own.some((b) => Math.abs(home.lat - b.lat) <= window && greatCircleMiles(b, home) <= provider.maxDistance);
      if (near) reached.push(i);
    });
    for (const i of reached) providersOf[i]++;
    inRangeOf.set(provider.employeeId, Uint32Array.from(reached));
  }
  const reach = new Map<number, Reach>();
  for (const [employeeId, reached] of inRangeOf) {
    let exclusiveInRange = 0;
    for (const i of reached) if (providersOf[i] === 1) exclusiveInRange++;
    reach.set(employeeId, { inRange: reached.length, exclusiveInRange });
  }
  return reach;
}

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
      const types = [...PROVIDER_ASSIGNMENT_TYPES];
      // One snapshot for the rows, the home bases and the homes.
      const [rows, bases, homes] = await db.transaction(async (tx) => [
        (await tx.query<ProviderRow>(PROVIDER_ROWS_SQL, [query.marketId, types, query.start, query.end, IV_VISIT_TYPES])).rows,
        (await tx.query<LatLng & { employeeId: number }>(HOME_BASES_SQL, [query.marketId, types])).rows,
        (await tx.query<LatLng>(HOMES_SQL, [query.marketId])).rows,
      ]);
      const reach = reachOf(
        rows.map((r) => ({ employeeId: r.employeeId, maxDistance: r.maxDistanceFromHB })),
        bases,
        homes,
      );
      return rows.map((row) => ({ ...row, ...(reach.get(row.employeeId) ?? { inRange: 0, exclusiveInRange: 0 }) }));
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
