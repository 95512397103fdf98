/**
 * SQL and column pieces the reports share: distances (great-circle miles on a sphere of
 * EARTH_RADIUS_MILES, floored to 2 decimals as everywhere in the tool), names, and the member
 * and place columns every per-member sheet starts with.
 */
import { Markets } from '@luminate/schema/constants';
import { FILE_COLUMNS as F } from '@luminate/schema/rules';
import { floorMiles as floorShownMiles, haversineTerm } from '../great-circle.ts';
import type { Column } from './sheet.ts';

/**
 * The haversine term of two points whose radians (rlat, rlng) and cos(lat) (cl) are columns of
 * the row aliases `a` and `b`: ordering by it orders by great-circle distance.
 */
export const havTerm = (a: string, b: string) => haversineTerm(`(${b}.rlat - ${a}.rlat)`, `(${b}.rlng - ${a}.rlng)`, `${a}.cl`, `${b}.cl`);
/** Floored to 2 decimals, as a float8 for the workbook's numbers. */
export const floorMiles = (miles: string) => `${floorShownMiles(miles)}::float8`;
/** Point columns for the distance helpers: the radians and the cosine of the latitude. */
export const pointColumns = (lat: string, lng: string) =>
  `${lat} AS lat, ${lng} AS lng, radians(${lat}) AS rlat, radians(${lng}) AS rlng, cos(radians(${lat})) AS cl`;

/** A person's full name from the row alias of a members or employees row. */
export const fullName = (alias: string) => `${alias}.first_name || ' ' || ${alias}.last_name`;
export const MEMBER_NAME = fullName('m');

/** The first columns of every per-member sheet: who the member is (never the internal record id). */
export const MEMBER_COLUMNS: Column[] = [
  { header: F.aaneelId, key: 'aaneelId', width: 14 },
  { header: F.memberName, key: 'name', width: 26 },
];
/** Where a member (or an office) belongs. */
export const PLACE_COLUMNS: Column[] = [
  { header: F.market, key: 'market', width: 16 },
  { header: F.office, key: 'office', width: 14 },
];
/** The member's current office, for the geodeployment sheets. */
export const CURRENT_OFFICE_COLUMN: Column = { header: F.currentOffice, key: 'currentOffice', width: 14 };

/** The live neighborhoods' current located nodes: the places an office is. */
export const ACTIVE_NODES = `
  SELECT n.id AS node_id, n.office_id, o.name AS office_name, o.market_id, n.address, ${pointColumns('n.lat', 'n.lng')}
  FROM office_nodes n JOIN offices o ON o.id = n.office_id
  WHERE n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL
    AND o.active AND NOT o.deleted AND o.name NOT LIKE '%.000' AND o.market_id <> ${Markets.HIDDEN}`;

/** The SQL of MEMBER_COLUMNS then PLACE_COLUMNS, over MEMBERS_WITH_PLACE (or the same aliases). */
export const MEMBER_AND_PLACE = `m.aaneel_id AS "aaneelId", ${MEMBER_NAME} AS name, mk.name AS market, o.name AS office`;
/** Members `m` with their market `mk` and their office `o` (if any). */
export const MEMBERS_WITH_PLACE = 'members m JOIN markets mk ON mk.id = m.market_id LEFT JOIN offices o ON o.id = m.office_id';
