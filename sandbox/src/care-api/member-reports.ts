/**
 * The report workbooks of the report pages: Geodeployment Reports (closest office, member office
 * ranges, VC ranges), Membership Reporting (red box errors, drop-in ineligible members), Visit
 * Reporting (next visit, weekly conversion rate) and the submitted-for-term report.
 *
 * Each report is one SQL query (distances and counts computed by the database), then streamed to
 * the response with exceljs' streaming writer, with its row count in X-Row-Count. Distances are
 * great-circle (haversine) miles on a sphere of EARTH_RADIUS_MILES, floored to 2 decimals as
 * everywhere in the tool.
 *
 * Who may ask: the gateway decides first; these routes check the caller's claims again (and, for
 * the reports open to assignment holders, the caller's active assignments).
 */
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { routes } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { Markets } from '@luminate/schema/constants';
import { DEATTRIBUTION_QUEUE_TYPES } from '@luminate/schema/approvals';
import {
  CONVERSION_WINDOW_WEEKS,
  PROVIDER_ASSIGNMENT_TYPES,
  FILE_COLUMNS as F,
  formatFileDate,
  formatFileDateTime,
  isoToday,
  redBoxErrorsReportRule,
  submittedForTermReportRule,
} from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import { requireAnyClaim } from './auth.ts';
import { floorMiles as floorShownMiles, haversineTerm, milesOfTerm, termOfMiles } from './great-circle.ts';
import { badRequest, forbidden, implement, type Binding, type Caller } from './http.ts';

interface Column {
  header: string;
  key: string;
  width: number;
  /** A calendar day or a moment, written in the files' one format for it. */
  as?: 'date' | 'dateTime';
}

function cell(v: unknown, as: Column['as']): unknown {
  if (v === null || v === undefined) return '';
  if (as === 'date') return formatFileDate(v as string | Date);
  if (as === 'dateTime') return formatFileDateTime(v as string | Date);
  return v;
}

/** Streams one sheet of rows as `fileName`, announcing the row count first. */
async function streamSheet(res: Response, fileName: string, sheetName: string, columns: Column[], rows: Array<Record<string, unknown>>) {
  res.status(200);
  res.setHeader('Content-Type', 'application/octet-stream');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Row-Count', String(rows.length));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns;
  for (const row of rows) sheet.addRow(columns.map((c) => cell(row[c.key], c.as))).commit();
  sheet.commit();
  await workbook.commit();
}

/** `Name-yyyy-mm-dd.xlsx`: the Care API call's name and the day the report was made. */
const stamped = (name: string) => `${name}-${isoToday()}.xlsx`;

/**
 * The haversine term of two points whose radians (rlat, rlng) and cos(lat) (cl) are columns of
 * the row aliases `a` and `b`: ordering by it orders by great-circle distance.
 */
const havTerm = (a: string, b: string) => haversineTerm(`(${b}.rlat - ${a}.rlat)`, `(${b}.rlng - ${a}.rlng)`, `${a}.cl`, `${b}.cl`);
/** Floored to 2 decimals, as a float8 for the workbook's numbers. */
const floorMiles = (miles: string) => `${floorShownMiles(miles)}::float8`;
/** Point columns for the distance helpers: the radians and the cosine of the latitude. */
const pointColumns = (lat: string, lng: string) =>
  `${lat} AS lat, ${lng} AS lng, radians(${lat}) AS rlat, radians(${lng}) AS rlng, cos(radians(${lat})) AS cl`;

/** Providers without a settings row travel this far from home base (the settings table's default). */
const DEFAULT_MAX_DISTANCE_FROM_HB = 25;

/** A person's full name from the row alias of a members or employees row. */
const fullName = (alias: string) => `${alias}.first_name || ' ' || ${alias}.last_name`;
const MEMBER_NAME = fullName('m');

/** The first columns of every per-member sheet: who the member is (never the internal record id). */
const MEMBER_COLUMNS: Column[] = [
  { header: F.aaneelId, key: 'aaneelId', width: 14 },
  { header: F.memberName, key: 'name', width: 26 },
];
/** Where a member (or an office) belongs. */
const PLACE_COLUMNS: Column[] = [
  { header: F.market, key: 'market', width: 16 },
  { header: F.office, key: 'office', width: 14 },
];
/** The member's current office, for the geodeployment sheets. */
const CURRENT_OFFICE_COLUMN: Column = { header: F.currentOffice, key: 'currentOffice', width: 14 };

/** The live neighborhoods' current located nodes: the places an office is. */
const ACTIVE_NODES = `
  SELECT n.id AS node_id, n.office_id, o.name AS office_name, o.market_id, n.address, ${pointColumns('n.lat', 'n.lng')}
  FROM office_nodes n JOIN offices o ON o.id = n.office_id
  WHERE n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL
    AND o.active AND NOT o.deleted AND o.name NOT LIKE '%.000' AND o.market_id <> ${Markets.HIDDEN}`;

/** The SQL of MEMBER_COLUMNS then PLACE_COLUMNS, over MEMBERS_WITH_PLACE (or the same aliases). */
const MEMBER_AND_PLACE = `m.aaneel_id AS "aaneelId", ${MEMBER_NAME} AS name, mk.name AS market, o.name AS office`;
/** Members `m` with their market `mk` and their office `o` (if any). */
const MEMBERS_WITH_PLACE = 'members m JOIN markets mk ON mk.id = m.market_id LEFT JOIN offices o ON o.id = m.office_id';

// ——— Geodeployment ———

/**
 * Closest office report: per eligible member of the market (or of the community's offices) with
 * the chosen engagement, the closest active office node of the member's market (by great-circle
 * distance from the member's geocoded home; equally near nodes: the lowest node id), its
 * distance, and the member's current office. Members without a geocoded home are listed with
 * blank closest office and distance. The nearest node is found by one hash aggregate over the
 * member × node pairs (no per-member sort).
 */
const CLOSEST_OFFICE_SQL = `
WITH nodes AS MATERIALIZED (${ACTIVE_NODES}),
chosen AS MATERIALIZED (
  SELECT m.id, m.aaneel_id, ${MEMBER_NAME} AS name, m.engaged, m.market_id, cur.name AS current_office,
         l.lat IS NOT NULL AS located, ${pointColumns('l.lat', 'l.lng')}
  FROM members m
  LEFT JOIN offices cur ON cur.id = m.office_id
  LEFT JOIN member_locations l ON l.member_id = m.id
  WHERE m.eligible
    AND ($1::int IS NULL OR m.market_id = $1)
    AND ($2::text IS NULL OR cur.community_id = $2)
    AND ($3::text = 'either' OR m.engaged = ($3::text = 'yes'))
),
nearest AS (
  SELECT c.id, min(ARRAY[${havTerm('c', 'x')}, x.node_id]) AS best
  FROM chosen c JOIN nodes x ON x.market_id = c.market_id
  WHERE c.located
  GROUP BY c.id
)
SELECT c.aaneel_id AS "aaneelId", c.name, CASE WHEN c.engaged THEN 'Yes' ELSE 'No' END AS engaged,
       c.current_office AS "currentOffice", x.office_name AS "closestOffice", x.address AS "closestAddress",
       ${floorMiles(milesOfTerm('n.best[1]'))} AS miles,
       CASE WHEN x.office_name IS NULL THEN NULL WHEN x.office_name = c.current_office THEN 'Yes' ELSE 'No' END AS "isCurrent"
FROM chosen c
LEFT JOIN nearest n ON n.id = c.id
LEFT JOIN nodes x ON x.node_id = n.best[2]::int
ORDER BY c.aaneel_id`;

const CLOSEST_OFFICE_COLUMNS: Column[] = [
  ...MEMBER_COLUMNS,
  { header: F.engaged, key: 'engaged', width: 9 },
  CURRENT_OFFICE_COLUMN,
  { header: 'Closest Office', key: 'closestOffice', width: 14 },
  { header: 'Closest Office Address', key: 'closestAddress', width: 40 },
  { header: 'Distance (Miles)', key: 'miles', width: 16 },
  { header: 'Current Office Is Closest', key: 'isCurrent', width: 22 },
];

/** The ranges reports' members: the eligible members of the market ($1) with a geocoded home. */
const MARKET_HOMES = `
  SELECT m.id, m.aaneel_id, ${MEMBER_NAME} AS name, cur.name AS current_office, ${pointColumns('l.lat', 'l.lng')}
  FROM members m JOIN member_locations l ON l.member_id = m.id LEFT JOIN offices cur ON cur.id = m.office_id
  WHERE m.market_id = $1 AND m.eligible
`;

/**
 * Member office ranges: per eligible member of the market with a geocoded home, the market's
 * live offices with an active node within `range` miles (an office counts once): how many, the
 * nearest (equally near: the lowest office id) and its distance, and their names.
 */
const OFFICE_RANGES_SQL = `
WITH nodes AS MATERIALIZED (${ACTIVE_NODES} AND o.market_id = $1),
homes AS MATERIALIZED (${MARKET_HOMES}),
pairs AS (
  SELECT h.id AS member_id, x.office_id, x.office_name, ${havTerm('h', 'x')} AS hv
  FROM homes h JOIN nodes x ON ${havTerm('h', 'x')} <= ${termOfMiles('$2::float8')}
),
per_member AS (
  SELECT member_id, count(DISTINCT office_id)::int AS offices, min(ARRAY[hv, office_id]) AS best,
         string_agg(DISTINCT office_name, ', ') AS names
  FROM pairs GROUP BY member_id
)
SELECT h.aaneel_id AS "aaneelId", h.name, h.current_office AS "currentOffice",
       COALESCE(p.offices, 0) AS count, o.name AS nearest, ${floorMiles(milesOfTerm('p.best[1]'))} AS "nearestMiles", p.names
FROM homes h LEFT JOIN per_member p ON p.member_id = h.id LEFT JOIN offices o ON o.id = p.best[2]::int
ORDER BY h.aaneel_id`;

const OFFICE_RANGES_COLUMNS: Column[] = [
  ...MEMBER_COLUMNS,
  CURRENT_OFFICE_COLUMN,
  { header: 'Offices In Range', key: 'count', width: 16 },
  { header: 'Nearest Office', key: 'nearest', width: 14 },
  { header: 'Nearest Office Distance (Miles)', key: 'nearestMiles', width: 28 },
  { header: 'Offices Within Range', key: 'names', width: 60 },
];

/**
 * VC ranges: per eligible member of the market with a geocoded home, the market's providers
 * (holders of an APP type at a live neighborhood of the market) with a home base (a current
 * node of such an office) within `range` miles: how many, the nearest provider (equally near:
 * the lowest employee id) and the distance to their nearest home base, and how many of them
 * reach the member within their own maximum distance from home base.
 */
const VC_RANGES_SQL = `
WITH holdings AS (
  SELECT DISTINCT a.employee_id, a.office_id
  FROM market_assignments a JOIN offices o ON o.id = a.office_id
  WHERE a.inactive_dt IS NULL AND a.assignment_type_id = ANY($3::int[])
    AND o.market_id = $1 AND o.active AND NOT o.deleted AND o.name NOT LIKE '%.000'
),
home_bases AS MATERIALIZED (
  SELECT DISTINCT h.employee_id, ${termOfMiles(`COALESCE(s.max_distance_from_hb, ${DEFAULT_MAX_DISTANCE_FROM_HB})::float8`)} AS hreach,
         ${pointColumns('n.lat', 'n.lng')}
  FROM holdings h JOIN office_nodes n ON n.office_id = h.office_id
  LEFT JOIN provider_settings s ON s.employee_id = h.employee_id
  WHERE n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL
),
homes AS MATERIALIZED (${MARKET_HOMES}),
pairs AS (
  SELECT h.id AS member_id, b.employee_id, ${havTerm('h', 'b')} AS hv, b.hreach
  FROM homes h JOIN home_bases b ON ${havTerm('h', 'b')} <= ${termOfMiles('$2::float8')}
),
per_member AS (
  SELECT member_id, count(DISTINCT employee_id)::int AS providers, min(ARRAY[hv, employee_id]) AS best,
         count(DISTINCT employee_id) FILTER (WHERE hv <= hreach)::int AS reaching
  FROM pairs GROUP BY member_id
)
SELECT h.aaneel_id AS "aaneelId", h.name, h.current_office AS "currentOffice",
       COALESCE(p.providers, 0) AS count, ${fullName('e')} AS nearest,
       ${floorMiles(milesOfTerm('p.best[1]'))} AS "nearestMiles", COALESCE(p.reaching, 0) AS reaching
FROM homes h LEFT JOIN per_member p ON p.member_id = h.id LEFT JOIN employees e ON e.id = p.best[2]::int
ORDER BY h.aaneel_id`;

const VC_RANGES_COLUMNS: Column[] = [
  ...MEMBER_COLUMNS,
  CURRENT_OFFICE_COLUMN,
  { header: 'Providers In Range', key: 'count', width: 18 },
  { header: 'Nearest Provider', key: 'nearest', width: 26 },
  { header: 'Nearest Home Base Distance (Miles)', key: 'nearestMiles', width: 32 },
  { header: 'Providers Within Their Max Distance', key: 'reaching', width: 32 },
];

// ——— Membership ———

/** Red box errors logged on the days startDate..endDate (UTC), of one market or all, oldest first. */
const RED_BOX_SQL = `
SELECT r.id, iso_utc(r.date_of_error) AS "dateOfError",
       ${MEMBER_AND_PLACE}, ${fullName('e')} AS "submittedBy"
FROM red_box_errors r JOIN members m ON m.id = r.member_id JOIN markets mk ON mk.id = m.market_id
LEFT JOIN offices o ON o.id = m.office_id LEFT JOIN employees e ON e.id = r.submitted_by_id
WHERE r.date_of_error >= ($1::date)::timestamp AT TIME ZONE 'UTC'
  AND r.date_of_error < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
  AND ($3::int IS NULL OR m.market_id = $3)
ORDER BY r.date_of_error, r.id`;

const RED_BOX_COLUMNS: Column[] = [
  { header: F.errorId, key: 'id', width: 10 },
  { header: F.dateOfError, key: 'dateOfError', width: 20, as: 'dateTime' },
  ...MEMBER_COLUMNS,
  ...PLACE_COLUMNS,
  { header: F.submittedBy, key: 'submittedBy', width: 24 },
];

/** Members drop-in ineligible now, with the log that made them so (their latest), by office then AaneelId. */
const DROP_INELIGIBLE_SQL = `
SELECT ${MEMBER_AND_PLACE},
       CASE WHEN m.engaged THEN 'Yes' ELSE 'No' END AS engaged,
       to_char(lg.change_dt AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS since, lg.reason, ${fullName('e')} AS "changedBy", lg.note
FROM ${MEMBERS_WITH_PLACE}
LEFT JOIN LATERAL (
  SELECT d.change_dt, d.reason, d.note, d.changed_by_id FROM drop_in_logs d
  WHERE d.member_id = m.id ORDER BY d.change_dt DESC, d.id DESC LIMIT 1
) lg ON true
LEFT JOIN employees e ON e.id = lg.changed_by_id
WHERE m.dropin_ineligible
ORDER BY o.name NULLS LAST, m.aaneel_id`;

const DROP_INELIGIBLE_COLUMNS: Column[] = [
  ...MEMBER_COLUMNS,
  ...PLACE_COLUMNS,
  { header: F.engaged, key: 'engaged', width: 9 },
  { header: 'Ineligible Since', key: 'since', width: 16, as: 'date' },
  { header: F.reason, key: 'reason', width: 36 },
  { header: F.changedBy, key: 'changedBy', width: 24 },
  { header: F.note, key: 'note', width: 40 },
];

// ——— Visits ———

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

// ——— Deattribution ———

/** Term requests entered on the days start..end (UTC), oldest first, with where they stand. */
const SUBMITTED_FOR_TERM_SQL = `
SELECT c.id, m.aaneel_id AS "aaneelId", ${MEMBER_NAME} AS name, o.name AS office,
       tr.name AS "termReason", to_char(c.term_dt, 'YYYY-MM-DD') AS "termDate",
       ${fullName('rb')} AS "requestedBy", iso_utc(c.date_entered) AS "dateEntered",
       c.status, iso_utc(c.status_changed_dt) AS "statusChanged", c.note
FROM eligibility_changes c JOIN members m ON m.id = c.member_id LEFT JOIN offices o ON o.id = m.office_id
LEFT JOIN term_reasons tr ON tr.id = c.term_reason_id LEFT JOIN employees rb ON rb.id = c.requested_by_id
WHERE c.change_type = 'Term'
  AND c.date_entered >= ($1::date)::timestamp AT TIME ZONE 'UTC'
  AND c.date_entered < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
ORDER BY c.date_entered, c.id`;

const SUBMITTED_FOR_TERM_COLUMNS: Column[] = [
  { header: F.changeId, key: 'id', width: 10 },
  ...MEMBER_COLUMNS,
  { header: F.office, key: 'office', width: 12 },
  { header: F.termReason, key: 'termReason', width: 36 },
  { header: F.termDate, key: 'termDate', width: 12, as: 'date' },
  { header: F.requestedBy, key: 'requestedBy', width: 24 },
  { header: F.dateEntered, key: 'dateEntered', width: 20, as: 'dateTime' },
  { header: F.status, key: 'status', width: 24 },
  { header: F.statusChanged, key: 'statusChanged', width: 20, as: 'dateTime' },
  { header: F.note, key: 'note', width: 40 },
];

/**
 * Runs a report query whose member × place pairs are aggregated, with enough sort and hash
 * memory for them to stay in memory (the default spills them to disk). Read-only; the setting
 * ends with the transaction.
 */
async function pairsQuery(db: Db, sql: string, params: unknown[]): Promise<Array<Record<string, unknown>>> {
  return db.transaction(async (tx) => {
    await tx.query(`SET LOCAL work_mem = '${PAIRS_WORK_MEM}'`);
    return (await tx.query(sql, params)).rows;
  });
}
const PAIRS_WORK_MEM = '32MB';

/** True when the caller's employee record holds an active assignment (of one of `types`, when given). */
async function holdsAssignment(db: Queryable, caller: Caller, types?: readonly number[]): Promise<boolean> {
  if (caller.employeeId === null) return false;
  const { rows } = await db.query(
    `SELECT 1 FROM market_assignments a JOIN offices o ON o.id = a.office_id
     WHERE a.employee_id = $1 AND a.inactive_dt IS NULL AND NOT o.deleted AND ($2::int[] IS NULL OR a.assignment_type_id = ANY($2::int[]))
     LIMIT 1`,
    [caller.employeeId, types ? [...types] : null],
  );
  return rows.length > 0;
}

/** A report's query checked by its rule as of today; the first problem found is a 400. */
function checkedAsOfToday<S extends z.ZodType>(rule: (today: string) => S, query: unknown): z.output<S> {
  const checked = rule(isoToday()).safeParse(query);
  if (!checked.success) throw badRequest(checked.error.issues[0].message);
  return checked.data;
}

const holdsAll = (caller: Caller, claims: readonly string[]) => claims.every((c) => caller.claims.has(c));
const holdsAny = (caller: Caller, claims: readonly string[]) => claims.some((c) => caller.claims.has(c));

export function memberReportRoutes(db: Db): Binding[] {
  return [
    implement(routes.closestOfficeReport, async ({ query, caller, res }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.geodeploymentReporters, 'The closest office report');
      if (query.marketId === undefined && query.communityId === undefined) throw badRequest('Choose a market or a community');
      // The community decides when both are given.
      const marketId = query.communityId !== undefined ? null : query.marketId;
      const rows = await pairsQuery(db, CLOSEST_OFFICE_SQL, [marketId, query.communityId ?? null, query.engagement]);
      await streamSheet(res, stamped('ClosestOfficeReport'), 'Closest Office', CLOSEST_OFFICE_COLUMNS, rows);
    }),

    implement(routes.memberOfficeRangesReport, async ({ query, caller, res }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.geodeploymentReporters, 'The member office ranges report');
      const rows = await pairsQuery(db, OFFICE_RANGES_SQL, [query.marketId, query.range]);
      await streamSheet(res, stamped('MemberOfficeRangesReport'), 'Member Office Ranges', OFFICE_RANGES_COLUMNS, rows);
    }),

    implement(routes.vcRangesReport, async ({ query, caller, res }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.geodeploymentReporters, 'The VC ranges report');
      const rows = await pairsQuery(db, VC_RANGES_SQL, [query.marketId, query.range, [...PROVIDER_ASSIGNMENT_TYPES]]);
      await streamSheet(res, stamped('VcRangesReport'), 'VC Ranges', VC_RANGES_COLUMNS, rows);
    }),

    implement(routes.redBoxErrorsReport, async ({ query, caller, res }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.memberExporters, 'The red box errors report');
      const { startDate, endDate, marketId } = checkedAsOfToday(redBoxErrorsReportRule, query);
      const { rows } = await db.query(RED_BOX_SQL, [startDate, endDate, marketId]);
      await streamSheet(res, `RedBoxErrorsReport-${startDate}-${endDate}.xlsx`, 'Red Box Errors', RED_BOX_COLUMNS, rows);
    }),

    implement(routes.dropIneligibleReport, async ({ caller, res }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.memberExporters, 'The drop-in ineligible report');
      const { rows } = await db.query(DROP_INELIGIBLE_SQL);
      await streamSheet(res, stamped('DropIneligibleReport'), 'Drop-In Ineligible', DROP_INELIGIBLE_COLUMNS, rows);
    }),

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

    implement(routes.submittedForTermReport, async ({ query, caller, res }) => {
      const sees =
        holdsAny(caller, CLAIM_GROUPS.eligibilityOverseers) ||
        holdsAll(caller, CLAIM_GROUPS.mailingListCancellers) ||
        (await holdsAssignment(db, caller, DEATTRIBUTION_QUEUE_TYPES));
      if (!sees) throw forbidden("The submitted-for-term report is for those who see the Deattribution dashboard's data");
      const { start, end } = checkedAsOfToday(submittedForTermReportRule, query);
      const { rows } = await db.query(SUBMITTED_FOR_TERM_SQL, [start, end]);
      await streamSheet(res, `SubmittedForTermReport-${start}-${end}.xlsx`, 'Submitted For Term', SUBMITTED_FOR_TERM_COLUMNS, rows);
    }),
  ];
}
