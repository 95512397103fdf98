/** Visit Reporting: the next visit of each engaged member, and the weekly conversion rate. */
import { routes } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { Markets } from '@luminate/schema/constants';
import { CONVERSION_WINDOW_WEEKS } from '@luminate/schema/rules';
import type { Db } from '../../db/index.ts';
import { requireAnyClaim } from '../auth.ts';
import { forbidden, implement, type Binding } from '../http.ts';
import { holdsAny, holdsAssignment } from './access.ts';
import { fullName, MEMBER_AND_PLACE, MEMBER_COLUMNS, MEMBERS_WITH_PLACE, PLACE_COLUMNS } from './fragments.ts';
import { stamped, streamSheet, type Column } from './sheet.ts';

/**
 * Per engaged member, the next scheduled visit (status Scheduled, starting from now on) and the
 * whole days from today (UTC) to its day; soonest first, members with none last (by AaneelId).
 */
const NEXT_VISIT_SQL = `
WITH next_visits AS (
  SELECT DISTINCT ON (a.member_id) a.member_id, a.start, a.visit_type, a.visit_with_id FROM appointments a
  WHERE a.appointment_status = 'Scheduled' AND a.start >= now()
  ORDER BY a.member_id, a.start, a.id
)
SELECT ${MEMBER_AND_PLACE},
       iso_utc(nv.start) AS "nextVisit", nv.visit_type AS "visitType",
       ${fullName('e')} AS clinician,
       ((nv.start AT TIME ZONE 'UTC')::date - (now() AT TIME ZONE 'UTC')::date) AS "daysUntil"
FROM ${MEMBERS_WITH_PLACE}
LEFT JOIN next_visits nv ON nv.member_id = m.id
LEFT JOIN employees e ON e.id = nv.visit_with_id
WHERE m.engaged
ORDER BY nv.start NULLS LAST, m.aaneel_id`;

const NEXT_VISIT_COLUMNS: Column[] = [
  ...MEMBER_COLUMNS,
  ...PLACE_COLUMNS,
  { header: 'Next Visit', key: 'nextVisit', width: 20, as: 'dateTime' },
  { header: 'Visit Type', key: 'visitType', width: 22 },
  { header: 'Clinician', key: 'clinician', width: 24 },
  { header: 'Days Until', key: 'daysUntil', width: 11 },
];

/**
 * Weekly conversion rate, per live neighborhood and week (Monday to Sunday, UTC) of the
 * CONVERSION_WINDOW_WEEKS weeks ending with the current one:
 * - eligible unengaged at the week's start: the office's members eligible then (eligible now,
 *   or termed after the week started) and not engaged then (never engaged, or engaged from the
 *   week's start on);
 * - converted: those of them who became engaged during the week (engaged date within it);
 * - rate: converted ÷ eligible unengaged × 100, 2 decimals (blank when nobody was).
 */
const CONVERSION_SQL = `
WITH weeks AS (
  SELECT w::date AS week_start, (w::timestamp AT TIME ZONE 'UTC') AS starts_at, ((w + interval '7 days')::timestamp AT TIME ZONE 'UTC') AS ends_at
  FROM generate_series(date_trunc('week', now() AT TIME ZONE 'UTC') - ($1::int - 1) * interval '7 days',
                       date_trunc('week', now() AT TIME ZONE 'UTC'), interval '7 days') AS w
),
live AS (
  SELECT o.id, o.name, mk.name AS market FROM offices o JOIN markets mk ON mk.id = o.market_id
  WHERE o.active AND NOT o.deleted AND o.name NOT LIKE '%.000' AND o.market_id <> ${Markets.HIDDEN}
),
counts AS (
  SELECT m.office_id, w.week_start,
         count(*) AS base,
         count(*) FILTER (WHERE m.engaged_dt < w.ends_at) AS converted
  FROM members m JOIN live ON live.id = m.office_id
  JOIN weeks w ON (m.eligible OR m.term_dt > w.week_start) AND (m.engaged_dt IS NULL OR m.engaged_dt >= w.starts_at)
  GROUP BY m.office_id, w.week_start
)
SELECT live.market, live.name AS office, to_char(w.week_start, 'YYYY-MM-DD') AS "weekStart",
       COALESCE(c.base, 0)::int AS base, COALESCE(c.converted, 0)::int AS converted,
       CASE WHEN COALESCE(c.base, 0) = 0 THEN NULL ELSE round(100.0 * c.converted / c.base, 2)::float8 END AS rate
FROM live CROSS JOIN weeks w LEFT JOIN counts c ON c.office_id = live.id AND c.week_start = w.week_start
ORDER BY live.name, w.week_start`;

const CONVERSION_COLUMNS: Column[] = [
  ...PLACE_COLUMNS,
  { header: 'Week Start', key: 'weekStart', width: 12, as: 'date' },
  { header: 'Eligible Unengaged At Week Start', key: 'base', width: 30 },
  { header: 'Converted', key: 'converted', width: 11 },
  { header: 'Conversion Rate (%)', key: 'rate', width: 18 },
];

export function visitReportRoutes(db: Db): Binding[] {
  return [
    implement(routes.nextVisitReport, async ({ caller, res }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.memberExporters, 'The next visit report');
      const { rows } = await db.query(NEXT_VISIT_SQL);
      await streamSheet(res, stamped('NextVisitReport'), 'Next Visit', NEXT_VISIT_COLUMNS, rows);
    }),

    implement(routes.weeklyConversionRateReport, async ({ caller, res }) => {
      if (!holdsAny(caller, CLAIM_GROUPS.conversionReporters) && !(await holdsAssignment(db, caller))) {
        throw forbidden(
          'The weekly conversion rate report requires an assignment at some office, or one of the claims: ' +
            CLAIM_GROUPS.conversionReporters.join(', '),
        );
      }
      const { rows } = await db.query(CONVERSION_SQL, [CONVERSION_WINDOW_WEEKS]);
      await streamSheet(res, stamped('WeeklyConversionRateReport'), 'Weekly Conversion Rate', CONVERSION_COLUMNS, rows);
    }),
  ];
}
