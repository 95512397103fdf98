/**
 * Campaign reporting built on the same ranking as the day's list: the breakdown per community,
 * the list counts, the scores and a member's list history.
 */
import type { CallListBreakdownRowDto, CallListCountsDto, CallListScoreDto, MemberCallListHistoryDto } from '@luminate/schema/rest';
import type { Queryable } from '../db/index.ts';
import { addDays, localDay } from './local-day.ts';
import {
  evaluationQuery,
  listQuery,
  offListReason,
  timeGateOf,
  type CampaignScope,
  type EvaluationRow,
  type ListMode,
  type ListRow,
} from './ranking.ts';

/** Days of list history shown for a member, today included. */
export const HISTORY_DAYS = 14;
const NO_COMMUNITY = 'No community';

async function list(db: Queryable, scope: CampaignScope, day: string, mode: ListMode): Promise<ListRow[]> {
  const { sql, params } = listQuery(scope, day, mode);
  return (await db.query<ListRow>(sql, params)).rows;
}

async function evaluate(
  db: Queryable,
  scope: CampaignScope,
  day: string,
  mode: ListMode,
  memberId: number | null = null,
): Promise<EvaluationRow[]> {
  const { sql, params } = evaluationQuery(scope, day, mode, memberId);
  return (await db.query<EvaluationRow>(sql, params)).rows;
}

async function calledOn(db: Queryable, day: string, campaignId?: number): Promise<Set<number>> {
  const { rows } = await db.query<{ member_id: number }>(
    `SELECT DISTINCT member_id FROM calls_popped WHERE popped_day = $1::date AND ($2::int IS NULL OR campaign_id = $2::int)`,
    [day, campaignId ?? null],
  );
  return new Set(rows.map((r) => r.member_id));
}

/**
 * Per community: today's opening list (numEligibleMembers), split into members already on
 * yesterday's opening list and new additions (their sum is the day's total); calls
 * logged today for the campaign (eligible − called = the remaining members the exhaust
 * forecast divides among agents); and the members still to call per time gate.
 */
export async function callListBreakdown(db: Queryable, scope: CampaignScope, now = new Date()): Promise<CallListBreakdownRowDto[]> {
  const today = localDay(now);
  const opening = await list(db, scope, today, 'start');
  const yesterday = new Set((await list(db, scope, addDays(today, -1), 'start')).map((r) => r.memberId));
  const calledToday = await calledOn(db, today);
  const { rows: calls } = await db.query<{ community: string | null; n: number }>(
    `SELECT o.community_id AS community, count(DISTINCT p.member_id)::int AS n
     FROM calls_popped p JOIN members m ON m.id = p.member_id LEFT JOIN offices o ON o.id = m.office_id
     WHERE p.campaign_id = $1 AND p.popped_day = $2::date GROUP BY o.community_id`,
    [scope.id, today],
  );

  const rows = new Map<string, CallListBreakdownRowDto>();
  const row = (community: string | null) => {
    const key = community ?? NO_COMMUNITY;
    let r = rows.get(key);
    if (!r) {
      r = {
        community: key,
        numEligibleMembers: 0,
        numCalledToday: 0,
        onListYesterday: 0,
        newAdditionsToList: 0,
        earlyMorningTimeGate: 0,
        earlyAfternoonTimeGate: 0,
        afternoonTimeGate: 0,
        eveningTimeGate: 0,
      };
      rows.set(key, r);
    }
    return r;
  };
  for (const entry of opening) {
    const r = row(entry.community);
    r.numEligibleMembers++;
    if (yesterday.has(entry.memberId)) r.onListYesterday++;
    else r.newAdditionsToList++;
    if (!calledToday.has(entry.memberId)) r[`${timeGateOf(entry.memberId)}TimeGate`]++;
  }
  for (const c of calls) row(c.community).numCalledToday += c.n;
  return [...rows.values()].sort((a, b) => a.community.localeCompare(b.community));
}

/**
 * The campaign's market split four ways: members called today for the campaign (wasCalled),
 * on the list (listSize), kept off by a rule (ineligMembers: a blocking rule, the rest window
 * or a call today for another campaign), and eligible but scoring 0 or less (ineligMembers0score).
 */
export async function callListCounts(db: Queryable, scope: CampaignScope, now = new Date()): Promise<CallListCountsDto> {
  const today = localDay(now);
  const calledHere = await calledOn(db, today, scope.id);
  const counts: CallListCountsDto = { wasCalled: calledHere.size, listSize: 0, ineligMembers0score: 0, ineligMembers: 0 };
  for (const row of await evaluate(db, scope, today, 'current')) {
    if (calledHere.has(row.memberId)) continue;
    if (row.block !== null || row.callLog !== null) counts.ineligMembers++;
    else if (row.points > 0) counts.listSize++;
    else counts.ineligMembers0score++;
  }
  return counts;
}

export interface ScoreRow extends CallListScoreDto {
  aaneelId: string;
}

/** Every member no blocking rule excludes and at least one variable scores, points descending. */
export async function callListScores(db: Queryable, scope: CampaignScope, now = new Date()): Promise<ScoreRow[]> {
  const rows = await evaluate(db, scope, localDay(now), 'start');
  return rows
    .filter((r) => r.block === null && r.matched)
    .map((r) => ({ memberId: r.memberId, aaneelId: r.aaneelId, primaryDriver: r.driver, points: r.points }))
    .sort((a, b) => b.points - a.points || a.memberId - b.memberId);
}

/**
 * A member's last HISTORY_DAYS days on campaigns' lists, newest day first (campaigns in the given
 * order within a day): each day as it opened (today: as it stands), scored with the campaign's
 * current variables, plus every call logged for the member. Members outside a campaign's market
 * show 'market mismatch'. `campaign` names the campaign when exactly one was asked for.
 */
export async function memberListHistory(
  db: Queryable,
  scopes: readonly CampaignScope[],
  memberId: number,
  options: { single: boolean },
  now = new Date(),
): Promise<MemberCallListHistoryDto> {
  const today = localDay(now);
  const history: MemberCallListHistoryDto['history'] = [];
  for (let back = 0; back < HISTORY_DAYS; back++) {
    const day = addDays(today, -back);
    for (const scope of scopes) {
      const [row] = await evaluate(db, scope, day, back === 0 ? 'current' : 'start', memberId);
      const named = { campaignId: scope.id, campaignName: scope.name, listDate: day };
      history.push(
        row
          ? { ...named, driver: row.driver, points: row.points, reason: offListReason(row) }
          : { ...named, driver: null, points: 0, reason: 'market mismatch' },
      );
    }
  }
  const { rows: popped } = await db.query<{ campaignId: number; poppedCampaign: string; poppedTime: string }>(
    `SELECT c.id AS "campaignId", c.name AS "poppedCampaign", iso_utc(p.popped_time) AS "poppedTime"
     FROM calls_popped p JOIN campaigns c ON c.id = p.campaign_id WHERE p.member_id = $1 ORDER BY p.popped_time DESC, p.id DESC`,
    [memberId],
  );
  const only = options.single ? scopes[0] : undefined;
  return { campaign: only ? { campaignId: only.id, campaignName: only.name } : null, history, popped };
}
