/**
 * Neighborhoods and provider details: adding and editing offices (with their change log), the
 * office change and node logs, and the provider rows of a market with their settings and log.
 */
import { routes } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import {
  communityIdOf,
  communityOfficeName,
  missingCommunityStaffMessage,
  neighborhoodEditChanges,
  neighborhoodIdProblem,
  NEIGHBORHOOD_EXISTS_MESSAGE,
  NO_CHANGE_MESSAGE,
  REQUIRED_COMMUNITY_TYPES,
} from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import { requireAnyClaim } from './auth.ts';
import { OFFICE_FROM, OFFICE_SELECT } from './dto-sql.ts';
import { implement, notFound, unprocessable, type Binding, type Caller } from './http.ts';
import { providerRoutes } from './providers.ts';

async function officesByIds(db: Queryable, ids: number[]) {
  const { rows } = await db.query(`SELECT ${OFFICE_SELECT} FROM ${OFFICE_FROM} WHERE o.id = ANY($1::int[]) ORDER BY o.name`, [ids]);
  return rows;
}

async function logOfficeChange(tx: Queryable, officeId: number, caller: Caller): Promise<void> {
  await tx.query(
    `INSERT INTO office_change_logs (office_id, common_name, active, outreaching, updated_by_id)
     SELECT o.id, o.common_name, o.active, o.outreaching, e.id
     FROM offices o LEFT JOIN employees e ON e.id = $2 WHERE o.id = $1`,
    [officeId, caller.employeeId],
  );
}

export function neighborhoodRoutes(db: Db): Binding[] {
  return [
    /*
     * Add a neighborhood: its id starts with the market's office prefix and is new; when its
     * community row (.000) is missing it is created in the same transaction (a new community has
     * no staff yet), otherwise the community must have an OM and a CD assigned.
     */
    implement(routes.createOffice, async ({ body, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.neighborhoodManagers, 'Adding a neighborhood');
      const market = await db.query<{ office_prefix: string }>('SELECT office_prefix FROM markets WHERE id = $1', [body.marketId]);
      if (market.rows.length === 0) throw notFound(`Market ${body.marketId} not found`);
      const problem = neighborhoodIdProblem(body.name, market.rows[0].office_prefix);
      if (problem) throw unprocessable(problem);

      return db.transaction(async (tx) => {
        const existing = await tx.query('SELECT 1 FROM offices WHERE name = $1', [body.name]);
        if (existing.rows.length > 0) throw unprocessable(NEIGHBORHOOD_EXISTS_MESSAGE);
        const communityName = communityOfficeName(body.name);
        const community = await tx.query<{ id: number }>('SELECT id FROM offices WHERE name = $1', [communityName]);
        if (community.rows.length > 0) {
          const held = await tx.query<{ type: number }>(
            `SELECT DISTINCT assignment_type_id AS type FROM market_assignments
             WHERE office_id = $1 AND inactive_dt IS NULL AND assignment_type_id = ANY($2::int[])`,
            [community.rows[0].id, REQUIRED_COMMUNITY_TYPES.map((t) => t.id)],
          );
          const missing = missingCommunityStaffMessage(communityName, new Set(held.rows.map((r) => r.type)));
          if (missing) throw unprocessable(missing);
        }
        const { rows: next } = await tx.query<{ id: number }>('SELECT COALESCE(max(id), 0) + 1 AS id FROM offices');
        let nextId = next[0].id;
        const created: number[] = [];
        const insert = async (name: string, commonName: string | null, active: boolean, outreaching: boolean) => {
          const id = nextId++;
          await tx.query(
            `INSERT INTO offices (id, name, market_id, community_id, common_name, active, outreaching, deleted)
             VALUES ($1, $2, $3, $4, $5, $6, $7, false)`,
            [id, name, body.marketId, communityIdOf(body.name), commonName, active, outreaching],
          );
          await logOfficeChange(tx, id, caller);
          created.push(id);
        };
        if (community.rows.length === 0) await insert(communityName, null, true, true);
        await insert(body.name, body.commonName, body.active, body.outreaching);
        const message =
          created.length > 1 ? `Neighborhood ${body.name} and community ${communityName} added.` : `Neighborhood ${body.name} added.`;
        return { message, offices: await officesByIds(tx, created) };
      });
    }),

    /** Edit a neighborhood: something must change; the change is logged. */
    implement(routes.updateOffice, async ({ body, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.neighborhoodManagers, 'Editing a neighborhood');
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ name: string; commonName: string | null; active: boolean; outreaching: boolean }>(
          `SELECT name, common_name AS "commonName", active, outreaching FROM offices WHERE id = $1 AND NOT deleted FOR UPDATE`,
          [body.id],
        );
        if (rows.length === 0) throw notFound(`Office ${body.id} not found`);
        if (!neighborhoodEditChanges(rows[0], body)) throw unprocessable(NO_CHANGE_MESSAGE);
        await tx.query('UPDATE offices SET common_name = $2, active = $3, outreaching = $4 WHERE id = $1', [
          body.id,
          body.commonName,
          body.active,
          body.outreaching,
        ]);
        await logOfficeChange(tx, body.id, caller);
        return { message: `Neighborhood ${rows[0].name} saved.`, offices: await officesByIds(tx, [body.id]) };
      });
    }),

    implement(routes.officeChangeLogs, async ({ params }) => {
      await officeMustExist(db, params.id);
      const { rows } = await db.query(
        `SELECT l.id, l.office_id AS "officeId", l.common_name AS "commonName", l.active, l.outreaching,
                l.updated_by_id AS "updatedById", e.first_name || ' ' || e.last_name AS "updatedBy", iso_utc(l.updated_dt) AS "updatedDt"
         FROM office_change_logs l LEFT JOIN employees e ON e.id = l.updated_by_id
         WHERE l.office_id = $1 ORDER BY l.updated_dt DESC, l.id DESC`,
        [params.id],
      );
      return rows;
    }),

    implement(routes.officeNodeLogs, async ({ params }) => {
      await officeMustExist(db, params.id);
      const { rows } = await db.query(
        `SELECT l.id, l.office_id AS "officeId", l.address, iso_utc(l.added_dt) AS "addedDt", l.added_by_id AS "addedById",
                e.first_name || ' ' || e.last_name AS "addedBy", iso_utc(l.deactivated_dt) AS "deactivatedDt"
         FROM office_node_logs l LEFT JOIN employees e ON e.id = l.added_by_id
         WHERE l.office_id = $1 ORDER BY l.added_dt DESC, l.id DESC`,
        [params.id],
      );
      return rows;
    }),

    ...providerRoutes(db),
  ];
}

async function officeMustExist(db: Queryable, id: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM offices WHERE id = $1', [id]);
  if (rows.length === 0) throw notFound(`Office ${id} not found`);
}
