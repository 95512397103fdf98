import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_TYPES } from '@luminate/schema/constants';
import { migrate, openDb, type Db } from '../../sandbox/src/db/index.ts';
import { seedIfEmpty } from '../../sandbox/src/seed/index.ts';
import { PERSONAS } from '../../sandbox/src/seed/personas.ts';

async function seededDb(scale: number): Promise<Db> {
  const db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  await seedIfEmpty(db, { scale });
  return db;
}

/** A digest of a table's content (password hashes are salted per run, so they are left out). */
async function checksum(db: Db, table: string, columns = '*'): Promise<string> {
  const { rows } = await db.query<{ digest: string }>(
    `SELECT md5(string_agg(row_to_json(t)::text, '|' ORDER BY row_to_json(t)::text)) AS digest
     FROM (SELECT ${columns} FROM ${table}) t`,
  );
  return rows[0].digest;
}

const TABLES: Array<[string, string?]> = [
  ['markets'],
  ['offices'],
  ['office_nodes'],
  ['employees'],
  ['market_assignments'],
  ['members'],
  ['market_plans'],
  ['users', 'uid, username, display_name, email, disabled, employee_id, custom_claims'],
];

describe('seed', () => {
  it('is deterministic, idempotent, and migrations run once', { timeout: 120_000 }, async () => {
    const [a, b] = await Promise.all([seededDb(0.05), seededDb(0.05)]);
    try {
      for (const [table, columns] of TABLES) {
        expect(await checksum(a, table, columns), table).toBe(await checksum(b, table, columns));
      }
      expect(await seedIfEmpty(a, { scale: 0.05 })).toMatchObject({ seeded: false });
      expect(await migrate(a)).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('lays out markets, communities, neighborhoods, assignments and personas as the product expects', async () => {
    const db = await seededDb(0.1);
    try {
      const q = async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows;
      // Every office name matches its market's prefix and its community id.
      const misplaced = await q(`SELECT o.name FROM offices o JOIN markets m ON m.id = o.market_id
        WHERE split_part(o.name, '.', 1) <> m.office_prefix OR o.name NOT LIKE o.community_id || '.%'`);
      expect(misplaced).toEqual([]);
      const perMarket = await q<{ market_id: number; communities: number; neighborhoods: number }>(
        `SELECT market_id, count(*) FILTER (WHERE name LIKE '%.000')::int AS communities,
                count(*) FILTER (WHERE name NOT LIKE '%.000')::int AS neighborhoods FROM offices GROUP BY market_id`,
      );
      expect(perMarket).toHaveLength(12);
      for (const m of perMarket) {
        expect(m.communities).toBeGreaterThan(0);
        expect(m.neighborhoods).toBeGreaterThan(m.communities);
      }
      // Every assignment type is held, at an office of its level, in every market.
      const held = await q<{ assignment_type_id: number; markets: number }>(
        `SELECT a.assignment_type_id, count(DISTINCT o.market_id)::int AS markets FROM market_assignments a
         JOIN offices o ON o.id = a.office_id WHERE a.inactive_dt IS NULL GROUP BY 1`,
      );
      expect(held.map((h) => h.assignment_type_id).sort((x, y) => x - y)).toEqual(ASSIGNMENT_TYPES.map((t) => t.id).sort((x, y) => x - y));
      for (const h of held) expect(h.markets, `type ${h.assignment_type_id}`).toBe(12);
      const wrongLevel = await q(`SELECT a.id FROM market_assignments a JOIN offices o ON o.id = a.office_id
        JOIN assignment_types t ON t.id = a.assignment_type_id
        WHERE (t.level = 2) = (o.name LIKE '%.000')`);
      expect(wrongLevel).toEqual([]);
      expect(
        (await q<{ n: number }>('SELECT count(*)::int AS n FROM market_assignments WHERE inactive_dt IS NOT NULL'))[0].n,
      ).toBeGreaterThan(0);
      // Members live in neighborhoods of their own market.
      expect(
        await q(`SELECT m.id FROM members m JOIN offices o ON o.id = m.office_id
        WHERE o.market_id <> m.market_id OR o.name LIKE '%.000' OR o.deleted LIMIT 1`),
      ).toEqual([]);
      const flags = (
        await q<Record<string, number>>(`SELECT avg(eligible::int)::float8 AS eligible, avg(engaged::int)::float8 AS engaged,
        avg((term_dt IS NOT NULL)::int)::float8 AS termed, avg(pending_transition::int)::float8 AS pending,
        min(dt_of_birth)::text AS oldest, max(dt_of_birth)::text AS youngest FROM members`)
      )[0];
      expect(flags.eligible).toBeGreaterThan(0.7);
      expect(flags.engaged).toBeGreaterThan(0.3);
      expect(flags.termed).toBeGreaterThan(0.1);
      expect(flags.pending).toBeGreaterThan(0);
      expect(String(flags.oldest) >= '1930-01-01' && String(flags.youngest) <= '2005-12-31').toBe(true);
      // Personas hold exactly their declared assignments, at offices with members.
      for (const persona of Object.values(PERSONAS)) {
        const rows = await q<{ assignmentTypeId: number; officeName: string }>(
          `SELECT a.assignment_type_id AS "assignmentTypeId", o.name AS "officeName" FROM market_assignments a
           JOIN offices o ON o.id = a.office_id WHERE a.employee_id = $1 AND a.inactive_dt IS NULL ORDER BY 1`,
          [persona.employeeId],
        );
        expect(rows, persona.username).toEqual(persona.assignments);
        const user = await q<{ custom_claims: Record<string, boolean>; username: string }>(
          'SELECT username, custom_claims FROM users WHERE uid = $1',
          [persona.uid],
        );
        expect(user[0].username).toBe(persona.username);
        expect(Object.keys(user[0].custom_claims).sort()).toEqual([...persona.claims].sort());
      }
      const members = await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM members m JOIN offices o ON o.id = m.office_id WHERE o.community_id = '1.001'`,
      );
      expect(members[0].n).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });

  it('seeds the full volume at scale 1', { timeout: 120_000 }, async () => {
    const db = await openDb({ dataDir: 'memory://' });
    try {
      await migrate(db);
      const result = await seedIfEmpty(db, { scale: 1 });
      expect(result.counts).toMatchObject({ markets: 12, employees: 1500, members: 50_000 });
      expect(result.counts.offices).toBeGreaterThanOrEqual(270);
      expect(result.counts.offices).toBeLessThanOrEqual(330);
      const counts = (
        await db.query<Record<string, number>>(
          `SELECT (SELECT count(*) FROM members)::int AS members, (SELECT count(*) FROM employees)::int AS employees,
                (SELECT count(*) FROM users)::int AS users`,
        )
      ).rows[0];
      expect(counts).toEqual({ members: 50_000, employees: 1500, users: 1500 });
    } finally {
      await db.close();
    }
  });
});
