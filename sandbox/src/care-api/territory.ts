/**
 * The Geo Dashboard's territory data: member homes (no names), a market's H3 hexagons with their
 * member counts, and the member count of chosen hexagons. Only eligible members with a geocoded
 * home (member_locations) count. Hexagons are computed from the homes on each request: one read
 * of the market's homes, then grouped by their H3 cell (a few milliseconds for a market's
 * thousands of members), so they always agree with the members as they are now.
 */
import { cellToBoundary, getResolution, isValidCell, latLngToCell } from 'h3-js';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { routes, type HexCountDto, type MemberCoordinateDto } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import { requireAnyClaim } from './auth.ts';
import { badRequest, implement, type Binding } from './http.ts';

/** A community's own office row ends in .000 and stands for all its neighborhoods. */
const COMMUNITY_OFFICE_SUFFIX = '.000';

const COORDINATES_SQL = `
WITH scope AS (
  SELECT o.id FROM offices o
  WHERE o.market_id = $1
    AND ($2::int IS NULL
         OR o.id = $2
         OR o.community_id = (SELECT c.community_id FROM offices c WHERE c.id = $2 AND c.name LIKE '%${COMMUNITY_OFFICE_SUFFIX}'))
)
SELECT m.id AS "memberId", m.aaneel_id AS "aaneelID", l.lat, l.lng, m.office_id AS "officeId",
       o.name AS office, m.engaged, o.community_id AS "nhZone"
FROM members m
JOIN member_locations l ON l.member_id = m.id
LEFT JOIN offices o ON o.id = m.office_id
WHERE m.market_id = $1 AND m.eligible
  AND ($2::int IS NULL OR m.office_id IN (SELECT id FROM scope))
ORDER BY m.id`;

interface Home {
  lat: number;
  lng: number;
}

/** Homes grouped by their H3 cell at `layer`, largest count first, then by cell id. */
export function countByHex(homes: readonly Home[], layer: number): HexCountDto[] {
  const counts = new Map<string, number>();
  for (const h of homes) {
    const hex = latLngToCell(h.lat, h.lng, layer);
    counts.set(hex, (counts.get(hex) ?? 0) + 1);
  }
  return [...counts].map(([hex, cnt]) => ({ hex, cnt })).sort((a, b) => b.cnt - a.cnt || (a.hex < b.hex ? -1 : 1));
}

/** Every id must be a real H3 cell of the layer: a clear 400 naming the first one that is not. */
function checkHexes(hexes: readonly string[], layer: number): void {
  for (const hex of hexes) {
    if (!isValidCell(hex)) throw badRequest(`${hex} is not a hexagon id`);
    if (getResolution(hex) !== layer) throw badRequest(`Hexagon ${hex} is of layer ${getResolution(hex)}, not layer ${layer}`);
  }
}

export function territoryRoutes(db: Db): Binding[] {
  return [
    implement(routes.memberCoordinates, async ({ query }) => {
      const { rows } = await db.query<MemberCoordinateDto>(COORDINATES_SQL, [query.marketId, query.officeId ?? null]);
      return rows;
    }),

    implement(routes.marketHexes, async ({ query }) => {
      const { rows } = await db.query<Home>(
        `SELECT l.lat, l.lng FROM members m JOIN member_locations l ON l.member_id = m.id
         WHERE m.market_id = $1 AND m.eligible`,
        [query.marketId],
      );
      return countByHex(rows, query.layer);
    }),

    implement(routes.hexMemberCounts, async ({ query, body, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.hexMapAdmins, 'Counting the members of hexagons');
      const wanted = new Set(body);
      checkHexes([...wanted], query.layer);
      if (wanted.size === 0) return 0;
      // Only homes inside the hexagons' bounding box can lie in them: read those, then place
      // each in its cell exactly.
      let south = 90;
      let north = -90;
      let west = 180;
      let east = -180;
      for (const hex of wanted) {
        for (const [lat, lng] of cellToBoundary(hex)) {
          south = Math.min(south, lat);
          north = Math.max(north, lat);
          west = Math.min(west, lng);
          east = Math.max(east, lng);
        }
      }
      const { rows } = await db.query<Home>(
        `SELECT l.lat, l.lng FROM members m JOIN member_locations l ON l.member_id = m.id
         WHERE m.eligible AND l.lat BETWEEN $1 AND $2 AND l.lng BETWEEN $3 AND $4`,
        [south, north, west, east],
      );
      let count = 0;
      for (const h of rows) if (wanted.has(latLngToCell(h.lat, h.lng, query.layer))) count++;
      return count;
    }),
  ];
}
