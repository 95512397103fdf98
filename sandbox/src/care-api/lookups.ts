/**
 * The lookups, each answered by one query:
 *
 * - Closest offices (APP Lookup): the live neighborhood offices (active, not deleted, not a
 *   community `.000` row, not of the hidden market) that have at least one current located node,
 *   measured by great-circle miles from the point to their nearest such node, floored to 2
 *   decimals, nearest first then by name; each with its member counts and its APP, backup 1-3,
 *   iAPP and CES assignees.
 * - Members closest to an address (Member Proximity): eligible members with a known home,
 *   nearest first, filtered by the tri-state flags (see the rules of the lookups for what each
 *   flag means). A 'true' filter must hold, 'false' must not, 'either' is ignored, and the 'or'
 *   filters together must have at least one that holds.
 */
import { routes, type CareTriState, type MemberProximityRequestDto } from '@luminate/schema/rest';
import { AssignmentType, Markets } from '@luminate/schema/constants';
import {
  CLOSEST_OFFICES_COUNT,
  DISENGAGED_MONTHS,
  DROP_IN_VISIT_TYPE,
  FREQUENT_UTILIZATION_EVENTS,
  FREQUENT_UTILIZATION_MONTHS,
  HIGH_NEEDS_COST_TOP_FRACTION,
  HIGH_NEEDS_CRITERIA,
  POLYPHARMACY_MEDICATIONS,
  PROVIDER_ASSIGNMENT_TYPES,
  RECENT_HOSPITAL_DAYS,
} from '@luminate/schema/rules';
import type { Db } from '../db/index.ts';
import { COST_RANKS_SQL } from './top-cost.ts';
import { floorMiles, greatCircleMiles } from './great-circle.ts';
import { badRequest, implement, type Binding } from './http.ts';
import { EMPLOYEE_SELECT, OFFICE_FROM, OFFICE_SELECT } from './dto-sql.ts';
import { MEMBERS_ENTITY } from './odata/members-entity.ts';

/** The Member DTO of member `e`, with its office, market and payer: every scalar as the members' OData answers it. */
const MEMBER_DTO_SELECT = [
  ...Object.entries(MEMBERS_ENTITY.properties).map(([name, p]) => {
    const column = p.type === 'date' ? `to_char(${p.column}, 'YYYY-MM-DD')` : p.type === 'datetime' ? `iso_utc(${p.column})` : p.column;
    return `${column} AS "${name}"`;
  }),
  ...(['office', 'market', 'payer'] as const).map((name) => `${MEMBERS_ENTITY.expands[name].json} AS "${name}"`),
].join(', ');
const MEMBER_DTO_FROM = `members e ${(['office', 'market', 'payer'] as const).map((name) => MEMBERS_ENTITY.expands[name].join).join(' ')}`;

/** The employees holding an active assignment of one type at office `o`, as Employee DTOs, by name. */
const assignees = (type: number) => `COALESCE((
    SELECT json_agg(row_to_json(x) ORDER BY x.ord)
    FROM (
      SELECT ${EMPLOYEE_SELECT}, row_number() OVER (ORDER BY held.active_dt, held.id) AS ord
      FROM market_assignments held JOIN employees e ON e.id = held.employee_id
      WHERE held.office_id = o.id AND held.assignment_type_id = ${type} AND held.inactive_dt IS NULL
    ) x
  ), '[]'::json)`;

const CLOSEST_OFFICES_SQL = `
WITH node_miles AS (
  SELECT DISTINCT ON (n.office_id) n.office_id, n.id AS node_id, ${greatCircleMiles('n.lat', 'n.lng', '$1::float8', '$2::float8')} AS miles
  FROM office_nodes n JOIN offices o ON o.id = n.office_id
  WHERE n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL
    AND o.active AND NOT o.deleted AND o.name NOT LIKE '%.000' AND o.market_id <> ${Markets.HIDDEN}
  ORDER BY n.office_id, miles, n.id
),
nearest AS (
  SELECT nm.office_id, nm.node_id, ${floorMiles('nm.miles')} AS distance, o.name
  FROM node_miles nm JOIN offices o ON o.id = nm.office_id
  ORDER BY distance, o.name COLLATE "C"
  LIMIT $3
)
SELECT
  (SELECT row_to_json(x) FROM (SELECT ${OFFICE_SELECT} FROM ${OFFICE_FROM} WHERE o.id = nearest.office_id) x) AS office,
  nearest.distance::float8 AS distance,
  (SELECT json_build_object(
     'id', n.id, 'officeId', n.office_id, 'address', n.address, 'street', n.street, 'city', n.city,
     'state', n.state, 'zip', n.zip, 'country', n.country, 'lat', n.lat, 'lng', n.lng,
     'addedDt', iso_utc(n.added_dt), 'deactivatedDt', iso_utc(n.deactivated_dt))
   FROM office_nodes n WHERE n.id = nearest.node_id) AS node,
  a.apps, a.backups1, a.backups2, a.backups3, a.iapps, a.cess
FROM nearest
JOIN offices o ON o.id = nearest.office_id
CROSS JOIN LATERAL (
  SELECT ${assignees(AssignmentType.APP)} AS apps,
         ${assignees(AssignmentType.PRIMARY_APP)} AS backups1,
         ${assignees(AssignmentType.SECONDARY_APP)} AS backups2,
         ${assignees(AssignmentType.TERTIARY_APP)} AS backups3,
         ${assignees(AssignmentType.IAPP)} AS iapps,
         ${assignees(AssignmentType.CES)} AS cess
) a
ORDER BY nearest.distance, nearest.name COLLATE "C"`;

/** The lookup's flag filters: [request key, SQL column of the candidate row]. */
const FLAG_COLUMNS: ReadonlyArray<[keyof MemberProximityRequestDto, string]> = [
  ['engaged', 'c.engaged'],
  ['hasVisitScheduled', 'c.visit_scheduled'],
  ['erVisit', '(c.recent_er IS NOT NULL)'],
  ['admit', '(c.recent_admit IS NOT NULL)'],
  ['cancer', 'c.cancer'],
  ['behavioralHealth', 'c.behavioral_health'],
  ['outOfRange', 'c.out_of_range'],
  ['highNeeds', 'c.high_needs'],
  ['disengaged', 'c.disengaged'],
  ['dnc', 'c.dnc'],
];

/** The WHERE clause of the tri-state filters: 'true' holds, 'false' does not, any 'or' holds. */
function flagConditions(body: MemberProximityRequestDto): string {
  const all: string[] = [];
  const any: string[] = [];
  for (const [key, column] of FLAG_COLUMNS) {
    const state = body[key] as CareTriState;
    if (state === 'true') all.push(column);
    else if (state === 'false') all.push(`NOT ${column}`);
    else if (state === 'or') any.push(column);
  }
  // Recent drop-in: 'false' leaves out a drop-in within the duration, 'true' keeps only those.
  const recentDropIn = `(c.last_drop_in IS NOT NULL AND c.last_drop_in > now() - (SELECT drop_in_window FROM provider))`;
  if (body.recentDropIn === 'true') all.push(recentDropIn);
  else if (body.recentDropIn === 'false') all.push(`NOT ${recentDropIn}`);
  else if (body.recentDropIn === 'or') any.push(recentDropIn);
  if (any.length > 0) all.push(`(${any.join(' OR ')})`);
  return all.length > 0 ? all.join(' AND ') : 'true';
}

const proximitySql = (conditions: string) => `
WITH provider AS (
  SELECT COALESCE((SELECT s.max_distance_from_hb FROM provider_settings s WHERE s.employee_id = $3), 25) AS max_distance,
         make_interval(days => $5::int) AS drop_in_window
),
home_bases AS (
  SELECT DISTINCT n.lat, n.lng
  FROM market_assignments a
  JOIN offices o ON o.id = a.office_id
  JOIN office_nodes n ON n.office_id = o.id
  WHERE a.employee_id = $3 AND a.inactive_dt IS NULL AND a.assignment_type_id = ANY($6::int[])
    AND NOT o.deleted AND o.name NOT LIKE '%.000'
    AND n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL
),
costs AS (${COST_RANKS_SQL}),
candidates AS (
  SELECT m.id, l.lat, l.lng, ${greatCircleMiles('l.lat', 'l.lng', '$1::float8', '$2::float8')} AS miles,
    m.engaged, m.dnc_phone AS dnc,
    COALESCE(mm.recent_cancer_indicator, false) AS cancer,
    COALESCE(mm.recent_bh_indicator, false) AS behavioral_health,
    EXISTS (SELECT 1 FROM appointments ap WHERE ap.member_id = m.id AND ap.appointment_status = 'Scheduled' AND ap.start > now()) AS visit_scheduled,
    (SELECT max(h.admission_date) FROM hospital_census h
      WHERE h.member_id = m.id AND h.wb_type = 'ER' AND h.admission_date >= current_date - ${RECENT_HOSPITAL_DAYS}) AS recent_er,
    (SELECT max(h.admission_date) FROM hospital_census h
      WHERE h.member_id = m.id AND h.wb_type = 'Inpatient' AND h.admission_date >= current_date - ${RECENT_HOSPITAL_DAYS}) AS recent_admit,
    (SELECT max(h.admission_date) FROM hospital_census h WHERE h.member_id = m.id AND h.wb_type = 'Inpatient') AS last_admit,
    (SELECT max(ap.start) FROM appointments ap
      WHERE ap.member_id = m.id AND ap.visit_type = '${DROP_IN_VISIT_TYPE}' AND ap.appointment_status <> 'Cancelled' AND ap.start <= now()) AS last_drop_in,
    (SELECT max(ap.start) FROM appointments ap
      WHERE ap.member_id = m.id AND ap.appointment_status = 'Completed') AS last_visit,
    COALESCE(cost.cost_rank < ${HIGH_NEEDS_COST_TOP_FRACTION}, false) AS top_cost,
    (SELECT count(*) FROM hospital_census h WHERE h.member_id = m.id AND h.wb_type IN ('ER', 'Inpatient')
       AND h.admission_date >= current_date - make_interval(months => ${FREQUENT_UTILIZATION_MONTHS})) >= ${FREQUENT_UTILIZATION_EVENTS} AS frequent_utilization,
    COALESCE(mm.current_number_of_medications, 0) > ${POLYPHARMACY_MEDICATIONS} AS polypharmacy,
    NOT EXISTS (SELECT 1 FROM home_bases hb WHERE ${greatCircleMiles('l.lat', 'l.lng', 'hb.lat', 'hb.lng')} <= (SELECT max_distance FROM provider)) AS out_of_range
  FROM members m
  JOIN member_locations l ON l.member_id = m.id
  LEFT JOIN member_metrics mm ON mm.member_id = m.id
  LEFT JOIN costs cost ON cost.member_id = m.id
  WHERE m.eligible
),
flagged AS (
  SELECT c.*, (c.top_cost OR c.frequent_utilization OR c.polypharmacy) AS high_needs,
         (c.last_visit IS NULL OR c.last_visit < now() - make_interval(months => ${DISENGAGED_MONTHS})) AS disengaged
  FROM candidates c
),
chosen AS (
  SELECT c.*, ${floorMiles('c.miles')} AS distance FROM flagged c
  WHERE ${conditions}
  ORDER BY c.miles, c.id
  LIMIT $4
)
SELECT
  (SELECT row_to_json(x) FROM (SELECT ${MEMBER_DTO_SELECT} FROM ${MEMBER_DTO_FROM} WHERE e.id = c.id) x) AS member,
  c.distance::float8 AS distance, c.lat, c.lng,
  array_remove(ARRAY[
    CASE WHEN c.top_cost THEN '${HIGH_NEEDS_CRITERIA.cost}' END,
    CASE WHEN c.frequent_utilization THEN '${HIGH_NEEDS_CRITERIA.utilization}' END,
    CASE WHEN c.polypharmacy THEN '${HIGH_NEEDS_CRITERIA.polypharmacy}' END], NULL) AS "highNeedsCriteria",
  c.high_needs AS "highNeeds", c.disengaged, c.dnc, c.visit_scheduled AS "visitScheduled", c.cancer AS "cancerIndicated",
  c.behavioral_health AS "behavioralHealth", c.out_of_range AS "outOfRange",
  to_char(c.last_admit, 'YYYY-MM-DD') AS "lastAdmit", to_char(c.recent_er, 'YYYY-MM-DD') AS "recentErVisit",
  to_char(c.last_drop_in AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "lastDropIn", to_char(c.last_visit AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "lastVisit"
FROM chosen c
ORDER BY c.miles, c.id`;

export function lookupRoutes(db: Db): Binding[] {
  return [
    implement(routes.closestOffices, async ({ query }) => {
      const { rows } = await db.query<{ backups1: unknown[]; backups2: unknown[]; backups3: unknown[] }>(CLOSEST_OFFICES_SQL, [
        query.lat,
        query.lng,
        query.count ?? CLOSEST_OFFICES_COUNT,
      ]);
      // Backup 1, 2 and 3 are the first (earliest) assignee of their type.
      return rows.map(({ backups1, backups2, backups3, ...row }) => ({
        ...row,
        backup1: backups1[0] ?? null,
        backup2: backups2[0] ?? null,
        backup3: backups3[0] ?? null,
      }));
    }),

    implement(routes.membersClosestToAddress, async ({ body }) => {
      const { rows: provider } = await db.query(
        `SELECT 1 FROM market_assignments a JOIN offices o ON o.id = a.office_id
         WHERE a.employee_id = $1 AND a.inactive_dt IS NULL AND a.assignment_type_id = ANY($2::int[]) AND NOT o.deleted LIMIT 1`,
        [body.providerId, PROVIDER_ASSIGNMENT_TYPES],
      );
      if (provider.length === 0) throw badRequest('Choose a provider');
      if (body.count === 0) return [];
      const { rows } = await db.query(proximitySql(flagConditions(body)), [
        body.lat,
        body.lng,
        body.providerId,
        body.count,
        body.recentDropInDuration,
        PROVIDER_ASSIGNMENT_TYPES,
      ]);
      return rows;
    }),
  ];
}
