/**
 * App Availability, each answered by one query.
 *
 * The providers listed are the employees holding a provider assignment type (APP, primary,
 * secondary, tertiary APP, iAPP) or the clinical practice educator type at a live office of the
 * markets asked for (every active market but the hidden one when none is named). Each is listed
 * once, under the community where they hold the most offices (the lowest community id on a tie).
 * Their type mark: iAPP when they hold the iAPP type, CPE when they hold the educator type.
 *
 * A provider's day (UTC dates; the working day is 13:00 to 22:00 UTC, 540 minutes):
 * - events: their appointments that are not cancelled (visits of VISIT_MINUTES, each followed by
 *   15 to 45 minutes of travel fixed per appointment) and their rows of availability_events;
 * - IVs: the appointments of an IV visit type; opportunities: the daily IV limit (2 without
 *   settings) less the IVs, never below zero;
 * - availability: the minutes not taken by events or travel, as a percentage of the working day;
 * - optimization: the minutes of visits and the travel after them, as a percentage (at most 100).
 */
import { routes, type AvailabilityMarketDto, type EngineerDayDto } from '@luminate/schema/rest';
import {
  AVAILABILITY_PROVIDER_TYPES,
  CPE_ASSIGNMENT_TYPE,
  ENGINEER_TYPE_CPE,
  ENGINEER_TYPE_IAPP,
  IV_VISIT_TYPES,
  VISIT_MINUTES,
  WORKDAY_MINUTES,
  availabilityDayRule,
  availabilityRangeRule,
} from '@luminate/schema/rules';
import { AssignmentType, Markets } from '@luminate/schema/constants';
import type { Db } from '../db/index.ts';
import { badRequest, implement, notFound, type Binding } from './http.ts';

/** Minutes of travel after an appointment: 15, 25, 35 or 45, fixed by its id. */
const appointmentTravel = (id: string) => `(15 + (hashint4(${id}) & 3) * 10)`;

/** The provider's type code: iAPP first, then CPE, else none. */
const ENGINEER_TYPE_SQL = `CASE WHEN bool_or(a.assignment_type_id = ${AssignmentType.IAPP}) THEN ${ENGINEER_TYPE_IAPP}
  WHEN bool_or(a.assignment_type_id = ${CPE_ASSIGNMENT_TYPE}) THEN ${ENGINEER_TYPE_CPE} END`;

/** Every event of the providers in `home` from $1 to $2 (dates, both included): appointments and the other events. */
const EVENTS_SQL = `
  SELECT ap.visit_with_id AS employee_id, (ap.start AT TIME ZONE 'UTC')::date AS day, ${VISIT_MINUTES} AS minutes,
         ${appointmentTravel('ap.id')} AS travel, true AS is_visit, ap.visit_type = ANY($5::text[]) AS is_iv
  FROM appointments ap JOIN home h ON h.employee_id = ap.visit_with_id
  WHERE ap.appointment_status <> 'Cancelled'
    AND ap.start >= ($1::date)::timestamp AT TIME ZONE 'UTC' AND ap.start < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
  UNION ALL
  SELECT ev.employee_id, (ev.start AT TIME ZONE 'UTC')::date, (extract(epoch FROM ev.finish - ev.start) / 60)::int,
         ev.travel_minutes, ev.is_visit, false
  FROM availability_events ev JOIN home h ON h.employee_id = ev.employee_id
  WHERE ev.start >= ($1::date)::timestamp AT TIME ZONE 'UTC' AND ev.start < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`;

const ENGINEER_EVENTS_SQL = `
WITH holdings AS (
  SELECT a.employee_id, o.market_id, o.community_id, count(DISTINCT o.id) AS offices
  FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN markets mk ON mk.id = o.market_id
  WHERE a.inactive_dt IS NULL AND a.assignment_type_id = ANY($3::int[]) AND NOT o.deleted AND o.active
    AND CASE WHEN cardinality($4::int[]) = 0 THEN mk.active AND mk.id <> ${Markets.HIDDEN} ELSE o.market_id = ANY($4::int[]) END
  GROUP BY a.employee_id, o.market_id, o.community_id
),
home AS (
  SELECT DISTINCT ON (employee_id) employee_id, market_id, community_id
  FROM holdings ORDER BY employee_id, offices DESC, community_id
),
kinds AS (
  SELECT a.employee_id, ${ENGINEER_TYPE_SQL} AS engineer_type
  FROM market_assignments a JOIN home h ON h.employee_id = a.employee_id
  WHERE a.inactive_dt IS NULL GROUP BY a.employee_id
),
events AS (${EVENTS_SQL}),
per_day AS (
  SELECT employee_id, day, count(*) FILTER (WHERE is_iv)::int AS ivs, count(*)::int AS n,
         sum(minutes)::int AS event_time, sum(travel)::int AS drive_time,
         COALESCE(sum(minutes + travel) FILTER (WHERE is_visit), 0)::int AS visit_time
  FROM events GROUP BY employee_id, day
),
days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') d),
engineers AS (
  SELECT h.employee_id, h.market_id, h.community_id, COALESCE(s.daily_iv_limit, 2) AS daily_iv_limit,
         json_agg(json_build_object(
           'date', to_char(d.day, 'YYYY-MM-DD'),
           'ivCount', COALESCE(p.ivs, 0),
           'ivOpportunityCount', greatest(0, COALESCE(s.daily_iv_limit, 2) - COALESCE(p.ivs, 0)),
           'availabilityPercentage', round(100.0 * greatest(0, ${WORKDAY_MINUTES} - COALESCE(p.event_time, 0) - COALESCE(p.drive_time, 0)) / ${WORKDAY_MINUTES}, 1)::float8,
           'optimizationPercentage', round(100.0 * least(${WORKDAY_MINUTES}, COALESCE(p.visit_time, 0)) / ${WORKDAY_MINUTES}, 1)::float8,
           'eventCount', COALESCE(p.n, 0),
           'totalEventTime', COALESCE(p.event_time, 0),
           'totalDriveTime', COALESCE(p.drive_time, 0)
         ) ORDER BY d.day) AS days
  FROM home h CROSS JOIN days d
  LEFT JOIN per_day p ON p.employee_id = h.employee_id AND p.day = d.day
  LEFT JOIN provider_settings s ON s.employee_id = h.employee_id
  GROUP BY h.employee_id, h.market_id, h.community_id, s.daily_iv_limit
)
SELECT en.market_id AS "marketId", mk.name AS "marketName", en.community_id AS "communityId",
       COALESCE(c.common_name, c.name, en.community_id) AS "communityName",
       en.employee_id AS "engineerId", e.first_name || ' ' || e.last_name AS "engineerName",
       k.engineer_type AS "engineerType", en.daily_iv_limit AS "dailyIVLimit", en.days
FROM engineers en
JOIN employees e ON e.id = en.employee_id
JOIN markets mk ON mk.id = en.market_id
JOIN kinds k ON k.employee_id = en.employee_id
LEFT JOIN offices c ON c.name = en.community_id || '.000'
ORDER BY mk.office_prefix, en.community_id, e.last_name, e.first_name, en.employee_id`;

const DAY_EVENTS_SQL = `
WITH events AS (
  SELECT ap.start, ap.start + make_interval(mins => ${VISIT_MINUTES}) AS finish, ap.visit_type AS event_type,
         ${appointmentTravel('ap.id')} AS travel, true AS is_visit, ap.visit_type = ANY($3::text[]) AS is_iv, ap.id AS ord
  FROM appointments ap
  WHERE ap.visit_with_id = $2 AND ap.appointment_status <> 'Cancelled'
    AND ap.start >= ($1::date)::timestamp AT TIME ZONE 'UTC' AND ap.start < ($1::date + 1)::timestamp AT TIME ZONE 'UTC'
  UNION ALL
  SELECT ev.start, ev.finish, ev.event_type, ev.travel_minutes, ev.is_visit, false, -ev.id
  FROM availability_events ev
  WHERE ev.employee_id = $2
    AND ev.start >= ($1::date)::timestamp AT TIME ZONE 'UTC' AND ev.start < ($1::date + 1)::timestamp AT TIME ZONE 'UTC'
)
SELECT event_type AS "eventType", iso_utc(start) AS start, iso_utc(finish) AS finish,
       (extract(epoch FROM finish - start) / 60)::int AS duration, travel AS "travelTimeAfter",
       is_iv AS "isIV", is_visit AS "isVisit"
FROM events ORDER BY start, ord`;

interface EngineerRow {
  marketId: number;
  marketName: string;
  communityId: string;
  communityName: string;
  engineerId: number;
  engineerName: string;
  engineerType: number | null;
  dailyIVLimit: number;
  days: EngineerDayDto[];
}

/** The flat rows (already in market, community, name order) nested market → community → provider. */
function nest(rows: EngineerRow[]): AvailabilityMarketDto[] {
  const markets: AvailabilityMarketDto[] = [];
  for (const row of rows) {
    let market = markets.at(-1);
    if (market?.id !== row.marketId) {
      market = { id: row.marketId, name: row.marketName, comms: [] };
      markets.push(market);
    }
    let comm = market.comms.at(-1);
    if (comm?.id !== row.communityId) {
      comm = { id: row.communityId, name: row.communityName, engineers: [] };
      market.comms.push(comm);
    }
    comm.engineers.push({
      engineerId: row.engineerId,
      engineerName: row.engineerName,
      engineerType: row.engineerType,
      dailyIVLimit: row.dailyIVLimit,
      days: row.days,
    });
  }
  return markets;
}

/** The server's today, one day of tolerance for a browser in another time zone. */
const rangeRule = () => availabilityRangeRule(new Date().toISOString().slice(0, 10), 1);

export function availabilityRoutes(db: Db): Binding[] {
  return [
    implement(routes.engineerEvents, async ({ query }) => {
      const checked = rangeRule().safeParse({ start: query.start, end: query.end });
      if (!checked.success) throw badRequest(checked.error.issues.map((i) => i.message).join('; '));
      const { rows } = await db.query<EngineerRow>(ENGINEER_EVENTS_SQL, [
        query.start,
        query.end,
        AVAILABILITY_PROVIDER_TYPES,
        query.marketIds ?? [],
        IV_VISIT_TYPES,
      ]);
      return nest(rows);
    }),

    implement(routes.engineerDayEvents, async ({ query }) => {
      if (!availabilityDayRule.safeParse({ date: query.date }).success) throw badRequest('Choose a date');
      const { rows: provider } = await db.query<{ engineerName: string; engineerType: number | null; dailyIVLimit: number }>(
        `SELECT e.first_name || ' ' || e.last_name AS "engineerName", ${ENGINEER_TYPE_SQL} AS "engineerType",
                COALESCE(max(s.daily_iv_limit), 2) AS "dailyIVLimit"
         FROM market_assignments a JOIN employees e ON e.id = a.employee_id
         LEFT JOIN provider_settings s ON s.employee_id = a.employee_id
         WHERE a.employee_id = $1 AND a.inactive_dt IS NULL
         GROUP BY e.id HAVING bool_or(a.assignment_type_id = ANY($2::int[]))`,
        [query.engineerId, AVAILABILITY_PROVIDER_TYPES],
      );
      if (provider.length === 0) throw notFound('No such provider');
      const { rows: events } = await db.query<{ duration: number; travelTimeAfter: number }>(DAY_EVENTS_SQL, [
        query.date,
        query.engineerId,
        IV_VISIT_TYPES,
      ]);
      return {
        engineerId: query.engineerId,
        ...provider[0],
        date: query.date,
        events,
        totalEventTime: events.reduce((sum, e) => sum + e.duration, 0),
        totalDriveTime: events.reduce((sum, e) => sum + e.travelTimeAfter, 0),
      };
    }),
  ];
}
