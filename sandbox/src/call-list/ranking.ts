/**
 * How a campaign ranks members, shared by the day's list, the breakdown, the counts, the score
 * report and a member's list history, so they can never disagree.
 *
 * A member's points are the sum of the points of the campaign's variables that match them; the
 * primary driver is the option of the matching variable with the most (positive) points. A
 * member is on a day's list when no blocking rule and no call-log rule applies and the points
 * are above zero. Blocking rules: deceased, not eligible (or termed), pending termination, do
 * not call, no phone, a global filter (unless the campaign is exclusive), not on the targeted
 * list (Targeted/Creatio campaigns and campaigns with a targeted filter), dialer-exhausted.
 * Call-log rules: called for this campaign within its rest window, and, for the current list,
 * called today for any campaign. Only members of the campaign's market are in scope.
 *
 * Every campaign-level fact is passed as a parameter (not joined), so each filter subquery is
 * uncorrelated: Postgres runs it once into a hash instead of once per member.
 */
import { CAMPAIGN_TYPES } from '@luminate/schema/rest';
import type { Queryable } from '../db/index.ts';

export const OUTREACH_DIALER = CAMPAIGN_TYPES[3];
/** Campaign types whose list is exactly their uploaded (targeted) members. */
export const TARGETED_TYPES: readonly string[] = [CAMPAIGN_TYPES[4], CAMPAIGN_TYPES[5]];

/** A scoring variable of the campaign, with what its option compares. */
export interface ScoringVariable {
  id: number;
  optionName: string;
  /** campaign_options.member_field */
  field: string;
  valueType: string;
  value: string;
  points: number;
}

export interface CampaignScope {
  id: number;
  name: string;
  active: boolean;
  type: string;
  marketId: number | null;
  restDays: number;
  numAgentsAssigned: number;
  version: number;
  listDay: string | null;
  isDialer: boolean;
  /** Global filters do not apply. */
  isExclusive: boolean;
  /** Only members of the campaign's targeted filters are in scope. */
  targeted: boolean;
  /** Variables of active options. */
  variables: ScoringVariable[];
}

/** The campaign with its variables (one query), or null when it does not exist. */
export async function loadCampaignScope(db: Queryable, campaignId: number): Promise<CampaignScope | null> {
  const { rows } = await db.query<Omit<CampaignScope, 'isDialer' | 'targeted'> & { hasTargeted: boolean }>(
    `SELECT c.id, c.name, c.active, t.type, c.market_id AS "marketId", c.days_until_mem_resurface AS "restDays",
            c.num_agents_assigned AS "numAgentsAssigned", c.list_version AS version, c.list_day AS "listDay",
            EXISTS (SELECT 1 FROM call_list_filters f WHERE f.campaign_id = c.id AND f.is_exclusive) AS "isExclusive",
            EXISTS (SELECT 1 FROM call_list_filters f WHERE f.campaign_id = c.id) AS "hasTargeted",
            COALESCE((
              SELECT json_agg(json_build_object('id', v.id, 'optionName', o.name, 'field', o.member_field,
                       'valueType', o.value_type, 'value', v.value, 'points', v.points) ORDER BY v.id)
              FROM campaign_variables v JOIN campaign_options o ON o.id = v.option_id
              WHERE v.campaign_id = c.id AND o.active
            ), '[]'::json) AS variables
     FROM campaigns c JOIN campaign_types t ON t.id = c.type_id WHERE c.id = $1`,
    [campaignId],
  );
  const row = rows[0];
  if (!row) return null;
  const { hasTargeted, ...rest } = row;
  return { ...rest, isDialer: row.type === OUTREACH_DIALER, targeted: hasTargeted || TARGETED_TYPES.includes(row.type) };
}

export type ListMode =
  /** The list as it stands now: calls logged on the day (any campaign) remove members. */
  | 'current'
  /** The list as it stood when the day began: only earlier calls count. */
  | 'start';

export interface RankingQuery {
  sql: string;
  params: unknown[];
}

/**
 * Parameters $1–$8 are the same in every ranking query; variables' values follow. Campaign
 * facts are parameters rather than joins so each filter subquery is uncorrelated: Postgres
 * runs it once into a hash instead of once per member.
 */
class Params {
  readonly values: unknown[];
  constructor(scope: CampaignScope, day: string, memberId: number | null) {
    this.values = [scope.id, day, scope.marketId, scope.restDays, !scope.isExclusive, scope.targeted, scope.isDialer, memberId];
  }

  add(value: unknown, type: 'int' | 'text' | 'boolean' | 'float8'): string {
    return `$${this.values.push(value)}::${type}`;
  }
}

const FILTER_MEMBERS = 'SELECT fm.member_id FROM call_list_filter_members fm JOIN call_list_filters f ON f.id = fm.filter_id';

/**
 * Blocking rules, first match wins; the label is the ineligibility reason a member's history
 * shows. The member-column rules are also the predicate of members_callable_market_idx
 * (migration 003): keep the two in step, or the list scan stops using the index.
 */
const BLOCKS: Array<[reason: string, fails: string]> = [
  ['deceased', 'm.deceased_dt IS NOT NULL'],
  ['not eligible', 'NOT m.eligible OR m.term_dt IS NOT NULL'],
  ['pending termination', 'm.pending_transition'],
  ['do not call', 'm.is_pending_dnc OR m.dnc_phone'],
  ['no valid phone', 'COALESCE(m.mobile_phone, m.home_phone, m.work_phone) IS NULL'],
  ['member filter', `$5::boolean AND m.id IN (${FILTER_MEMBERS} WHERE f.campaign_id IS NULL)`],
  ['not on the targeted list', `$6::boolean AND m.id NOT IN (${FILTER_MEMBERS} WHERE f.campaign_id = $1)`],
  ['dialer exhausted', '$7::boolean AND m.id IN (SELECT x.member_id FROM dialer_exhausted_members x WHERE x.campaign_id = $1)'],
];

const CALLED_ON_DAY: [string, string] = [
  'already called today',
  'm.id IN (SELECT p.member_id FROM calls_popped p WHERE p.popped_day = $2::date)',
];
const REST_WINDOW: [string, string] = [
  'within rest window',
  // Called for this campaign on one of the rest days before the day (rest 7: called up to 7 days ago).
  'm.id IN (SELECT p.member_id FROM calls_popped p WHERE p.campaign_id = $1 AND p.popped_day < $2::date AND p.popped_day >= $2::date - $4::int)',
];
const callLogRules = (mode: ListMode) => (mode === 'current' ? [CALLED_ON_DAY, REST_WINDOW] : [REST_WINDOW]);

const SCOPE = `members m LEFT JOIN offices o ON o.id = m.office_id
  WHERE ($3::int IS NULL OR m.market_id = $3::int) AND ($8::int IS NULL OR m.id = $8::int)`;

/** SQL that is true when variable `v` matches member `m` (office `o`); values become parameters. */
function matches(v: ScoringVariable, p: Params): string {
  const whole = /^-?\d+$/.test(v.value.trim()) ? Number(v.value) : null;
  const num = /^-?\d+(\.\d+)?$/.test(v.value.trim()) ? Number(v.value) : null;
  const flag = () => p.add(v.value.trim() === 'true', 'boolean');
  const id = (column: string) => (whole === null ? 'false' : `${column} = ${p.add(whole, 'int')}`);
  // Age in whole years ≥ n  ⇔  born on or before the day n years back (index-friendly, no age() per row).
  const atLeast = (years: number) => `m.dt_of_birth <= ($2::date - make_interval(years => ${p.add(years, 'int')}))::date`;
  switch (v.field) {
    case 'unengaged':
      return `m.engaged <> ${flag()}`;
    case 'engaged':
      return `m.engaged = ${flag()}`;
    case 'dropin_ineligible':
      return `m.dropin_ineligible = ${flag()}`;
    case 'payer':
      return id('m.payer_id');
    case 'risk_type':
      return id('m.risk_type_id');
    case 'cohort':
      return id('m.cohort_id');
    case 'plan':
      return id('m.plan_id');
    case 'market':
      return id('m.market_id');
    case 'age':
      if (num === null) return 'false';
      if (v.valueType === '>') return atLeast(Math.floor(num) + 1);
      if (v.valueType === '<') return `NOT (${atLeast(Math.ceil(num))})`;
      return whole === null ? 'false' : `${atLeast(whole)} AND NOT (${atLeast(whole + 1)})`;
    case 'gender':
      return `m.gender::text = ${p.add(v.value.trim().toUpperCase(), 'text')}`;
    case 'office_prefix':
      return `starts_with(o.name, ${p.add(v.value.trim(), 'text')})`;
    case 'community':
      return `o.community_id = ${p.add(v.value.trim(), 'text')}`;
    default:
      return 'false';
  }
}

/** Points (sum of matching variables) and driver (matching variable with the most positive points). */
function scoring(scope: CampaignScope, p: Params): { points: string; driver: string } {
  const compiled = scope.variables.map((v) => ({ v, when: matches(v, p) }));
  const points =
    compiled.length === 0
      ? '0::float8'
      : compiled.map(({ v, when }) => `CASE WHEN ${when} THEN ${p.add(v.points, 'float8')} ELSE 0 END`).join(' + ');
  const ranked = compiled.filter(({ v }) => v.points > 0).sort((a, b) => b.v.points - a.v.points || a.v.id - b.v.id);
  const driver =
    ranked.length === 0
      ? 'NULL::text'
      : `CASE ${ranked.map(({ v, when }) => `WHEN ${when} THEN ${p.add(v.optionName, 'text')}`).join(' ')} END`;
  return { points: `(${points})`, driver };
}

/**
 * The members on a day's list, highest points first: memberId, aaneelId, fullName, points,
 * primaryDriver, lastCallAttempt (latest call for any campaign) and community. One scan of
 * the campaign's market; `memberId` narrows it to one member.
 */
export function listQuery(scope: CampaignScope, day: string, mode: ListMode, memberId: number | null = null): RankingQuery {
  const p = new Params(scope, day, memberId);
  const { points, driver } = scoring(scope, p);
  const rules = [...BLOCKS, ...callLogRules(mode)];
  const sql = `WITH pool AS (
  SELECT m.id, m.aaneel_id, m.first_name, m.last_name, o.community_id, ${points} AS points, ${driver} AS driver
  FROM ${SCOPE}
  ${rules.map(([, fails]) => `AND NOT (${fails})`).join('\n  ')}
)
SELECT p.id AS "memberId", p.aaneel_id AS "aaneelId", p.first_name || ' ' || p.last_name AS "fullName",
       p.points, p.driver AS "primaryDriver",
       iso_utc((SELECT max(c.popped_time) FROM calls_popped c WHERE c.member_id = p.id)) AS "lastCallAttempt",
       p.community_id AS community
FROM pool p WHERE p.points > 0
ORDER BY p.points DESC, p.id`;
  return { sql, params: p.values };
}

export interface ListRow {
  memberId: number;
  aaneelId: string;
  fullName: string;
  points: number;
  primaryDriver: string | null;
  lastCallAttempt: string | null;
  community: string | null;
}

/**
 * Every member in the campaign's market with why they are off the list: `block` (a blocking
 * rule), `callLog` (a call-log rule of `mode`), points, whether any variable matched, and the
 * driver. On the list ⇔ block and callLog are null and points > 0.
 */
export function evaluationQuery(scope: CampaignScope, day: string, mode: ListMode, memberId: number | null = null): RankingQuery {
  const p = new Params(scope, day, memberId);
  const { points, driver } = scoring(scope, p);
  const matchedAny = scope.variables.length === 0 ? 'false' : scope.variables.map((v) => `(${matches(v, p)})`).join(' OR ');
  const reason = (rules: Array<[string, string]>) => `CASE ${rules.map(([label, fails]) => `WHEN ${fails} THEN '${label}'`).join(' ')} END`;
  const sql = `SELECT m.id AS "memberId", m.aaneel_id AS "aaneelId", o.community_id AS community, ${reason(BLOCKS)} AS block,
       ${reason(callLogRules(mode))} AS "callLog", ${points} AS points, COALESCE(${matchedAny}, false) AS matched, ${driver} AS driver
FROM ${SCOPE}`;
  return { sql, params: p.values };
}

export interface EvaluationRow {
  memberId: number;
  aaneelId: string;
  community: string | null;
  block: string | null;
  callLog: string | null;
  points: number;
  matched: boolean;
  driver: string | null;
}

export const ZERO_SCORE_REASON = 'zero score';

/** Why an evaluated member is off the list, or null when on it. */
export const offListReason = (row: EvaluationRow): string | null => row.block ?? row.callLog ?? (row.points > 0 ? null : ZERO_SCORE_REASON);

/**
 * A member's preferred call time, one of the four time gates (8-10, 10-1, 1-3, 3-5), derived
 * deterministically from the id and weighted by the gates' lengths (2, 3, 2 and 2 hours).
 */
export type TimeGate = 'earlyMorning' | 'earlyAfternoon' | 'afternoon' | 'evening';
export function timeGateOf(memberId: number): TimeGate {
  const slot = (memberId * 7919) % 9;
  return slot < 2 ? 'earlyMorning' : slot < 5 ? 'earlyAfternoon' : slot < 7 ? 'afternoon' : 'evening';
}

/** Campaigns whose lists change when a global filter changes: active and not exclusive. */
export async function campaignsAffectedByGlobalFilters(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT c.id FROM campaigns c WHERE c.active
       AND NOT EXISTS (SELECT 1 FROM call_list_filters f WHERE f.campaign_id = c.id AND f.is_exclusive)
     ORDER BY c.id`,
  );
  return rows.map((r) => r.id);
}

/** Marks a change of these campaigns' lists (call inside the changing transaction). */
export async function bumpListVersions(db: Queryable, campaignIds: readonly number[]): Promise<void> {
  if (campaignIds.length === 0) return;
  await db.query('UPDATE campaigns SET list_version = list_version + 1 WHERE id = ANY($1::int[])', [campaignIds]);
}
