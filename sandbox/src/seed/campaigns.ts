/**
 * Outreach seed: campaign types and options, five campaigns (123 and 124 worked by the `agent`
 * and `agent2` personas), their variables and agents, filters, a little call history from
 * previous days and a few dialer-exhausted members. Runs inside the seed transaction after the
 * members exist; which members get filtered or called comes from the campaigns' own ranking, so
 * the data stays consistent with the list rules at every scale.
 *
 * Campaign 123 scores unengaged members aged 71+ of community 1.001 (Houston, the personas'
 * market); 124 engaged members aged 75+ of the same community. At scale 1 each list holds a few
 * hundred members; at scale 0.05 a few dozen (at small scales 1.001 is the market's only community).
 */
import { CAMPAIGN_TYPES } from '@luminate/schema/rest';
import { DIALER_OPTION_ID } from '@luminate/schema/rules';
import { Markets } from '@luminate/schema/constants';
import type { Queryable } from '../db/index.ts';
import { addDays, localDay, localTime } from '../call-list/local-day.ts';
import { listQuery, loadCampaignScope, type ListRow } from '../call-list/ranking.ts';
import { PERSONAS } from './personas.ts';

const HOUSTON = Markets.DEFAULT;
const DALLAS = 920001626;
const MANAGER = PERSONAS.calllistmanager;

type OptionSeed = [id: number, name: string, valueType: string, field: string, preset: string | null, active: boolean];
export const CAMPAIGN_OPTIONS: OptionSeed[] = [
  [1, 'Unengaged', 'boolean', 'unengaged', null, true],
  [2, 'Engaged', 'boolean', 'engaged', null, true],
  [3, 'Payer', 'int', 'payer', null, true],
  [4, 'Risk Type', 'int', 'risk_type', null, true],
  [5, 'Cohort', 'int', 'cohort', null, true],
  [6, 'Plan', 'product', 'plan', null, true],
  [7, 'Age greater than', '>', 'age', null, true],
  [8, 'Age less than', '<', 'age', null, true],
  [9, 'Gender', 'string', 'gender', null, true],
  [10, 'Office prefix', 'string', 'office_prefix', null, true],
  [11, 'Market', 'int', 'market', null, true],
  [12, 'Default market', 'valuePreset', 'market', String(HOUSTON), true],
  // Retired: kept because old campaigns referenced it; inactive options score nothing.
  [13, 'Drop-in ineligible', 'boolean', 'dropin_ineligible', null, false],
  [DIALER_OPTION_ID, 'Community adjustment', 'string', 'community', null, true],
];

interface CampaignSeed {
  id: number;
  name: string;
  note: string;
  type: (typeof CAMPAIGN_TYPES)[number];
  marketId: number | null;
  restDays: number;
  agents: number;
  createdDaysAgo: number;
  deactivatedDaysAgo?: number;
  variables: Array<[optionId: number, value: string, points: number]>;
}

const AVOID_OTHER_COMMUNITIES: CampaignSeed['variables'] = ['1.002', '1.003', '1.004'].map((c) => [10, c, -100]);

const CAMPAIGNS: CampaignSeed[] = [
  {
    id: 123,
    name: 'Unengaged Outreach – Houston',
    type: 'Outreach',
    marketId: HOUSTON,
    restDays: 7,
    agents: 45,
    createdDaysAgo: 60,
    note: 'Reach unengaged members aged 71 and over in community 1.001; Humana members first.',
    variables: [
      [1, 'true', 40],
      [3, '1', 45],
      [4, '1', 5],
      [10, '1.001', 20],
      ...AVOID_OTHER_COMMUNITIES,
      [2, 'true', -100],
      [8, '71', -150],
    ],
  },
  {
    id: 124,
    name: 'Visit Confirmation – Houston',
    type: 'Visit Confirmation',
    marketId: HOUSTON,
    restDays: 3,
    agents: 20,
    createdDaysAgo: 45,
    note: 'Confirm upcoming visits of engaged members aged 75 and over in community 1.001.',
    variables: [[2, 'true', 30], [5, '2', 35], [9, 'F', 5], ...AVOID_OTHER_COMMUNITIES, [1, 'true', -100], [8, '75', -150]],
  },
  {
    id: 125,
    name: 'Dialer – Houston Communities',
    type: 'Outreach-Dialer',
    marketId: HOUSTON,
    restDays: 2,
    agents: 10,
    createdDaysAgo: 30,
    note: 'Predictive dialer list; community adjustments weight 1.001 above 1.002.',
    variables: [
      [DIALER_OPTION_ID, '1.001', 60],
      [DIALER_OPTION_ID, '1.002', 35],
    ],
  },
  {
    id: 126,
    name: 'Targeted – Diabetes Care Gaps',
    type: 'Targeted',
    marketId: null,
    restDays: 14,
    agents: 5,
    createdDaysAgo: 20,
    note: 'Members on the care-gaps list from the quality team; exclusive of global filters.',
    variables: [
      [1, 'true', 20],
      [2, 'true', 10],
      [7, '64', 15],
      [12, String(HOUSTON), 5],
    ],
  },
  {
    id: 127,
    name: 'Census Unengaged – Dallas 2024',
    type: 'Census-Unengaged',
    marketId: DALLAS,
    restDays: 5,
    agents: 45,
    createdDaysAgo: 200,
    deactivatedDaysAgo: 90,
    note: 'Census-driven outreach, finished.',
    variables: [
      [1, 'true', 10],
      [11, String(DALLAS), 10],
    ],
  },
];

/** INSERT of JSON rows into the named columns (identity ids are left to the table). */
async function insertInto(tx: Queryable, table: string, columns: string[], rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  const list = columns.join(', ');
  await tx.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`, [
    JSON.stringify(rows),
  ]);
}

async function startOfDayList(tx: Queryable, campaignId: number, day: string): Promise<ListRow[]> {
  const scope = (await loadCampaignScope(tx, campaignId))!;
  const { sql, params } = listQuery(scope, day, 'start');
  return (await tx.query<ListRow>(sql, params)).rows;
}

/** Every `step`-th entry from `from`, at most `count`. */
const every = <T>(items: T[], from: number, step: number, count: number): T[] =>
  items.filter((_, i) => i >= from && (i - from) % step === 0).slice(0, count);

export async function isCampaignDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM campaign_types');
  return rows[0].n > 0;
}

export async function seedCampaigns(tx: Queryable, now = new Date()): Promise<Record<string, number>> {
  const today = localDay(now);
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

  await insertInto(
    tx,
    'campaign_types',
    ['id', 'type'],
    CAMPAIGN_TYPES.map((type, i) => ({ id: i + 1, type })),
  );
  await insertInto(
    tx,
    'campaign_options',
    ['id', 'name', 'value_type', 'member_field', 'preset_value', 'active'],
    CAMPAIGN_OPTIONS.map(([id, name, value_type, member_field, preset_value, active]) => ({
      id,
      name,
      value_type,
      member_field,
      preset_value,
      active,
    })),
  );
  await insertInto(
    tx,
    'campaigns',
    [
      'id',
      'name',
      'note',
      'type_id',
      'market_id',
      'days_until_mem_resurface',
      'num_agents_assigned',
      'call_list_id',
      'skill_id',
      'active',
      'created_dt',
      'created_by_id',
      'deactivated_dt',
      'deactivated_by_id',
    ],
    CAMPAIGNS.map((c) => {
      const dialer = c.type === 'Outreach-Dialer';
      return {
        id: c.id,
        name: c.name,
        note: c.note,
        type_id: CAMPAIGN_TYPES.indexOf(c.type) + 1,
        market_id: c.marketId,
        days_until_mem_resurface: c.restDays,
        num_agents_assigned: c.agents,
        call_list_id: dialer ? 9000 + c.id : null,
        skill_id: dialer ? 7000 + c.id : null,
        active: c.deactivatedDaysAgo === undefined,
        created_dt: daysAgo(c.createdDaysAgo),
        created_by_id: MANAGER.employeeId,
        deactivated_dt: c.deactivatedDaysAgo === undefined ? null : daysAgo(c.deactivatedDaysAgo),
        deactivated_by_id: c.deactivatedDaysAgo === undefined ? null : MANAGER.employeeId,
      };
    }),
  );
  await tx.query(`SELECT setval(pg_get_serial_sequence('campaigns', 'id'), (SELECT max(id) FROM campaigns))`);
  await insertInto(
    tx,
    'campaign_variables',
    ['campaign_id', 'option_id', 'value', 'points', 'created_by_id', 'created_dt'],
    CAMPAIGNS.flatMap((c) =>
      c.variables.map(([option_id, value, points]) => ({
        campaign_id: c.id,
        option_id,
        value,
        points,
        created_by_id: MANAGER.employeeId,
        created_dt: daysAgo(c.createdDaysAgo),
      })),
    ),
  );

  // Agents: both agent personas on 123 and 124, plus a few generated staff.
  const staff = (await tx.query<{ id: number }>('SELECT id FROM employees WHERE id > 100 ORDER BY id LIMIT 6')).rows.map((r) => r.id);
  const agentsOf: Record<number, number[]> = {
    123: [PERSONAS.agent.employeeId, PERSONAS.agent2.employeeId, ...staff.slice(0, 2)],
    124: [PERSONAS.agent.employeeId, PERSONAS.agent2.employeeId, ...staff.slice(2, 3)],
    125: staff.slice(3, 5),
    126: [...staff.slice(0, 1), ...staff.slice(5, 6)],
    127: staff.slice(1, 2),
  };
  await insertInto(
    tx,
    'campaign_assignments',
    ['campaign_id', 'user_id', 'created_by', 'created_dt'],
    Object.entries(agentsOf).flatMap(([campaignId, ids]) =>
      ids.map((user_id) => ({
        campaign_id: Number(campaignId),
        user_id,
        created_by: MANAGER.displayName,
        created_dt: daysAgo(14),
      })),
    ),
  );

  // The targeted campaign's list: a slice of Houston's eligible members, exclusive of global filters.
  const targeted = await tx.query<{ id: number }>(
    `INSERT INTO call_list_filters (name, campaign_id, is_exclusive, added_by_uid, added_by_name, added_dt)
     VALUES ('Diabetes care gaps – Q3', 126, true, $1, $2, $3) RETURNING id`,
    [MANAGER.uid, MANAGER.displayName, daysAgo(20)],
  );
  await tx.query(
    `INSERT INTO call_list_filter_members (filter_id, member_id)
     SELECT $1, id FROM members WHERE eligible AND market_id = $2 AND id % 37 = 0 ORDER BY id LIMIT 60`,
    [targeted.rows[0].id, HOUSTON],
  );

  const list123 = await startOfDayList(tx, 123, today);
  const list124 = await startOfDayList(tx, 124, today);
  const list125 = await startOfDayList(tx, 125, today);

  // Global filters: members who would otherwise be on 123's and 124's lists.
  const globalFilters: Array<[name: string, members: ListRow[], addedDaysAgo: number]> = [
    ['Legal hold – do not call', every(list123, 1, 3, 4), 10],
    ['Hospice referrals', every(list124, 1, 4, 3), 6],
  ];
  for (const [name, members, addedDaysAgo] of globalFilters) {
    const filter = await tx.query<{ id: number }>(
      `INSERT INTO call_list_filters (name, added_by_uid, added_by_name, added_dt) VALUES ($1, $2, $3, $4) RETURNING id`,
      [name, MANAGER.uid, MANAGER.displayName, daysAgo(addedDaysAgo)],
    );
    await insertInto(
      tx,
      'call_list_filter_members',
      ['filter_id', 'member_id'],
      members.map((m) => ({ filter_id: filter.rows[0].id, member_id: m.memberId })),
    );
  }

  // Calls of previous days (none today: today's lists start intact). 123 rests members for 7
  // days, so its called members stay off; 124 rests 3, so its older calls are back on its list.
  const calls: object[] = [];
  const log = (campaignId: number, entries: ListRow[], employeeId: number, days: number[]) =>
    entries.forEach((e, i) => {
      const day = addDays(today, -days[i % days.length]);
      const at = localTime(day, 9 + (i % 8), (i * 13) % 60);
      calls.push({
        campaign_id: campaignId,
        member_id: e.memberId,
        employee_id: employeeId,
        popped_points: e.points,
        driver: e.primaryDriver,
        popped_time: at.toISOString(),
        popped_day: day,
      });
    });
  log(123, every(list123, 12, 5, 8), PERSONAS.agent.employeeId, [1, 2, 3, 5, 6]);
  log(124, every(list124, 12, 5, 4), PERSONAS.agent.employeeId, [2, 4, 5, 6]);
  log(123, every(list123, 14, 5, 4), PERSONAS.agent2.employeeId, [1, 3]);
  await insertInto(
    tx,
    'calls_popped',
    ['campaign_id', 'member_id', 'employee_id', 'popped_points', 'driver', 'popped_time', 'popped_day'],
    calls,
  );

  const exhausted = every(list125, 0, 7, 5);
  await insertInto(
    tx,
    'dialer_exhausted_members',
    ['campaign_id', 'member_id', 'exhausted_at'],
    exhausted.map((m) => ({ campaign_id: 125, member_id: m.memberId, exhausted_at: daysAgo(2) })),
  );

  return {
    campaigns: CAMPAIGNS.length,
    campaignVariables: CAMPAIGNS.reduce((n, c) => n + c.variables.length, 0),
    callsPopped: calls.length,
  };
}
