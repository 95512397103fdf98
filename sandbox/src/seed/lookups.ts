/**
 * Data the lookups need beyond the rest of the seed:
 * - drop-in visits: about 6% of the eligible members who are not engaged had a drop-in by their
 *   office's APP (completed), some within the last month and the rest up to half a year ago, so
 *   "Exclude Drop-In" and the last drop-in column have something to show;
 * - Cook County (IL) is a valid county, so the Chicago addresses of the time-restricted zips are
 *   otherwise in area (the gazetteer holds those addresses, and a few out-of-area ones).
 * Runs after the member record seed (visits) and the gazetteer seed.
 */
import { DROP_IN_VISIT_TYPE } from '@luminate/schema/rules';
import type { Queryable } from '../db/index.ts';
import { Prng } from './prng.ts';
import { seedLookupAddresses } from './gazetteer.ts';

/** The valid county the time-restricted zips lie in. */
const TIME_RESTRICTED_COUNTY = { county: 'Cook', state: 'IL' } as const;

export async function isLookupDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM appointments WHERE visit_type = $1 LIMIT 1`, [DROP_IN_VISIT_TYPE]);
  return rows.length > 0;
}

export async function seedLookups(tx: Queryable, now = new Date()): Promise<Record<string, number>> {
  const rnd = new Prng('lookups');
  const salt = (rnd.int(1, 2047) << 20) | 0;
  const daysSalt = (rnd.int(1, 2047) << 20) | 0;
  /** A uniform number in [0, 1) for a member, per salt. */
  const u = (s: number) => `(((hashint4(m.id # ${s}) & 2147483647) % 1000000) / 1000000.0)`;
  const today = now.toISOString().slice(0, 10);

  await tx.query(
    `WITH apps AS (
       SELECT DISTINCT ON (a.office_id) a.office_id, a.employee_id FROM market_assignments a
       WHERE a.assignment_type_id = 1 AND a.inactive_dt IS NULL ORDER BY a.office_id, a.id
     )
     INSERT INTO appointments (member_id, start, visit_with_id, visit_type, appointment_status)
     SELECT m.id,
            (($1::date - CASE WHEN ${u(daysSalt)} < 0.4 THEN 1 + floor(${u(daysSalt)} * 70)::int ELSE 31 + floor(${u(daysSalt)} * 250)::int END)::timestamp
              + make_interval(hours => 15)) AT TIME ZONE 'UTC',
            apps.employee_id, $2, 'Completed'
     FROM members m JOIN member_locations l ON l.member_id = m.id LEFT JOIN apps ON apps.office_id = m.office_id
     WHERE m.eligible AND NOT m.engaged AND ${u(salt)} < 0.06
     ORDER BY m.id`,
    [today, DROP_IN_VISIT_TYPE],
  );

  await tx.query(
    `INSERT INTO counties (county, state_abbrev)
     SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM counties WHERE state_abbrev = $2 AND lower(county) = lower($1))`,
    [TIME_RESTRICTED_COUNTY.county, TIME_RESTRICTED_COUNTY.state],
  );
  const places = await seedLookupAddresses(tx);
  const { rows } = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM appointments WHERE visit_type = $1`, [DROP_IN_VISIT_TYPE]);
  return { dropInVisits: rows[0].n, lookupAddresses: places };
}
