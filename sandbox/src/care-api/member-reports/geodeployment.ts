/**
 * Geodeployment Reports: closest office, member office ranges and VC ranges. Distances and
 * nearest places are computed by the database over member × place pairs.
 */
import { routes } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { FILE_COLUMNS as F, PROVIDER_ASSIGNMENT_TYPES } from '@luminate/schema/rules';
import type { Db } from '../../db/index.ts';
import { requireAnyClaim } from '../auth.ts';
import { milesOfTerm, termOfMiles } from '../great-circle.ts';
import { badRequest, implement, type Binding } from '../http.ts';
import {
  ACTIVE_NODES,
  CURRENT_OFFICE_COLUMN,
  floorMiles,
  fullName,
  havTerm,
  MEMBER_COLUMNS,
  MEMBER_NAME,
  pointColumns,
} from './fragments.ts';
import { stamped, streamSheet, type Column } from './sheet.ts';

/** Providers without a settings row travel this far from home base (the settings table's default). */
const DEFAULT_MAX_DISTANCE_FROM_HB = 25;

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

export function geodeploymentReportRoutes(db: Db): Binding[] {
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
  ];
}
