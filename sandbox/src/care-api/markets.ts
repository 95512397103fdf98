import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { requireAnyClaim } from './auth.ts';
import { MARKET_FROM, MARKET_SELECT } from './dto-sql.ts';
import { implement, notFound, unprocessable, type Binding } from './http.ts';

/** Body field → column for PUT /api/Markets/{id}; absent fields keep their value. */
const EDITABLE: Record<string, string> = {
  phone: 'phone',
  address: 'address',
  city: 'city',
  zipCode: 'zip_code',
  stateAbbrev: 'state_abbrev',
  faxDriveEmail: 'fax_drive_email',
  faxDriveId: 'fax_drive_id',
  quantaFloDriveId: 'quanta_flo_drive_id',
};

export function marketRoutes(db: Db): Binding[] {
  const one = async (id: number) => {
    const { rows } = await db.query(`SELECT ${MARKET_SELECT} FROM ${MARKET_FROM} WHERE m.id = $1`, [id]);
    if (rows.length === 0) throw notFound(`Market ${id} not found`);
    return rows[0];
  };

  return [
    implement(routes.listMarkets, async () => (await db.query(`SELECT ${MARKET_SELECT} FROM ${MARKET_FROM} ORDER BY m.name`)).rows),

    implement(routes.updateMarket, async ({ params, body, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.marketEditors, 'Editing a market');
      await one(params.id);
      const sets: string[] = [];
      const values: unknown[] = [params.id];
      for (const [field, column] of Object.entries(EDITABLE)) {
        const value = (body as Record<string, unknown>)[field];
        if (value === undefined) continue;
        const stored = typeof value === 'string' ? value.trim() || null : value;
        sets.push(`${column} = $${values.push(field === 'stateAbbrev' && typeof stored === 'string' ? stored.toUpperCase() : stored)}`);
      }
      if (typeof body.stateAbbrev === 'string') {
        const known = await db.query('SELECT 1 FROM states WHERE abbrev = $1', [body.stateAbbrev.trim().toUpperCase()]);
        if (known.rows.length === 0) throw unprocessable(`Unknown state: ${body.stateAbbrev}`);
      }
      if (sets.length > 0) await db.query(`UPDATE markets SET ${sets.join(', ')} WHERE id = $1`, values);
      return one(params.id);
    }),

    implement(routes.listStates, async () => (await db.query('SELECT abbrev, name, lat, lng, zoom FROM states ORDER BY name')).rows),

    implement(
      routes.listMarketPlans,
      async () =>
        (
          await db.query(
            `SELECT mp.market_id AS "marketId", mp.plan_id AS "planId", m.name AS market, p.name AS plan
         FROM market_plans mp JOIN markets m ON m.id = mp.market_id JOIN plans p ON p.id = mp.plan_id
         ORDER BY m.name, p.name`,
          )
        ).rows,
    ),
  ];
}
