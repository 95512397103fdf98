/**
 * What the browser bench opens each page on: the biggest of everything in the seeded sandbox, so
 * every page is measured with the most data a user of it can have. Chosen from the sandbox's
 * database before the browser starts, so every run at one seed scale opens the same pages.
 */
import { AVAILABILITY_PROVIDER_TYPES } from '@luminate/schema/rules';
import type { Queryable } from '../../../sandbox/src/db/index.ts';
import { computeCallList } from '../../../sandbox/src/call-list/compute.ts';
import { memberHistoryRowsSql } from '../member-page.ts';

export interface Subjects {
  /** The market with the most members (Geo Dashboard, Market Assignments, Provider Details). */
  membersMarket: { id: number; name: string; members: number };
  /** The market with the most active providers (App Availability's grid). */
  providersMarket: { id: number; name: string; providers: number };
  /** The member with the most history rows behind the member page's tabs. */
  member: { id: number; rows: number };
  /** The active campaign with the longest call list, and an agent assigned to it who can sign in. */
  campaign: { id: number; name: string; entries: number; agent: string };
}

async function membersMarket(db: Queryable): Promise<Subjects['membersMarket']> {
  const { rows } = await db.query<{ id: number; name: string; members: number }>(
    `SELECT mk.id, mk.name, count(m.id)::int AS members
     FROM markets mk JOIN offices o ON o.market_id = mk.id JOIN members m ON m.office_id = o.id
     WHERE mk.active GROUP BY mk.id, mk.name ORDER BY members DESC, mk.id LIMIT 1`,
  );
  if (!rows[0]) throw new Error('The sandbox has no market with members');
  return rows[0];
}

async function providersMarket(db: Queryable): Promise<Subjects['providersMarket']> {
  // Providers as App Availability lists them: active assignments of a provider type in active offices.
  const { rows } = await db.query<{ id: number; name: string; providers: number }>(
    `SELECT mk.id, mk.name, count(DISTINCT a.employee_id)::int AS providers
     FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN markets mk ON mk.id = o.market_id
     WHERE a.inactive_dt IS NULL AND a.assignment_type_id = ANY($1::int[]) AND o.active AND NOT o.deleted AND mk.active
     GROUP BY mk.id, mk.name ORDER BY providers DESC, mk.id LIMIT 1`,
    [AVAILABILITY_PROVIDER_TYPES],
  );
  if (!rows[0]) throw new Error('The sandbox has no market with providers');
  return rows[0];
}

async function busiestMember(db: Queryable): Promise<Subjects['member']> {
  const counts = await memberHistoryRowsSql(db);
  const { rows } = await db.query<{ id: number; rows: string }>(
    `SELECT m.id, ${counts} AS rows FROM members m ORDER BY 2 DESC, m.id LIMIT 1`,
  );
  if (!rows[0]) throw new Error('The sandbox has no members');
  return { id: rows[0].id, rows: Number(rows[0].rows) };
}

async function longestCallList(db: Queryable): Promise<Subjects['campaign']> {
  const campaigns = (await db.query<{ id: number; name: string }>(`SELECT id, name FROM campaigns WHERE active ORDER BY id`)).rows;
  let best: { id: number; name: string; entries: number } | null = null;
  for (const c of campaigns) {
    const entries = (await computeCallList(db, c.id)).entries.length;
    if (!best || entries > best.entries) best = { ...c, entries };
  }
  if (!best) throw new Error('The sandbox has no active campaign');
  // An agent of that campaign whose account signs in (generated users share the persona password).
  const { rows } = await db.query<{ username: string }>(
    `SELECT u.username FROM campaign_assignments a JOIN users u ON u.employee_id = a.user_id
     WHERE a.campaign_id = $1 AND NOT u.disabled AND u.password_hash IS NOT NULL ORDER BY a.user_id LIMIT 1`,
    [best.id],
  );
  if (!rows[0]) throw new Error(`Campaign ${best.id} has no agent who can sign in`);
  return { ...best, agent: rows[0].username };
}

export async function chooseSubjects(db: Queryable): Promise<Subjects> {
  return {
    membersMarket: await membersMarket(db),
    providersMarket: await providersMarket(db),
    member: await busiestMember(db),
    campaign: await longestCallList(db),
  };
}
