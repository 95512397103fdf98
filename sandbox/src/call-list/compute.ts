/**
 * A campaign's list for today: what GET /api/Campaigns/{id}/CallList answers and what the
 * call-list hub pushes. Two queries: the campaign (scope, version, variables), then the ranked list
 * (sandbox/src/call-list/ranking.ts). It runs on every change of a list, so it stays lean.
 */
import type { CallListDto } from '@luminate/schema/rest';
import type { Queryable } from '../db/index.ts';
import { localDay } from './local-day.ts';
import { listQuery, loadCampaignScope, type CampaignScope, type ListRow } from './ranking.ts';

/** The campaign does not exist or is deactivated: it has no list. */
export class CampaignUnavailableError extends Error {
  constructor(
    readonly campaignId: number,
    readonly reason: 'unknown' | 'inactive',
  ) {
    super(reason === 'unknown' ? `Campaign ${campaignId} not found` : `Campaign ${campaignId} is deactivated`);
    this.name = 'CampaignUnavailableError';
  }
}

/** The campaign, or CampaignUnavailableError when it has no list. */
export async function activeCampaign(db: Queryable, campaignId: number): Promise<CampaignScope> {
  const scope = await loadCampaignScope(db, campaignId);
  if (!scope) throw new CampaignUnavailableError(campaignId, 'unknown');
  if (!scope.active) throw new CampaignUnavailableError(campaignId, 'inactive');
  return scope;
}

export async function computeCallList(db: Queryable, campaignId: number, now = new Date()): Promise<CallListDto> {
  const day = localDay(now);
  const scope = await activeCampaign(db, campaignId);
  const version = await versionForDay(db, scope, day);
  const { sql, params } = listQuery(scope, day, 'current');
  const { rows } = await db.query<ListRow>(sql, params);
  return {
    campaignId,
    listDate: day,
    version,
    generatedAt: now.toISOString(),
    entries: rows.map(({ community: _community, ...entry }) => entry),
  };
}

/**
 * A new day is a new list even when nothing was logged: the first list of the day takes a new
 * version, so a client holding yesterday's list never treats today's as stale.
 */
async function versionForDay(db: Queryable, scope: CampaignScope, day: string): Promise<number> {
  if (scope.listDay !== null && scope.listDay >= day) return scope.version;
  const { rows } = await db.query<{ version: number }>(
    `UPDATE campaigns SET list_version = list_version + 1, list_day = $2::date
     WHERE id = $1 AND (list_day IS NULL OR list_day < $2::date) RETURNING list_version AS version`,
    [scope.id, day],
  );
  if (rows[0]) return rows[0].version;
  // Another computation rolled the day over first.
  const again = await db.query<{ version: number }>('SELECT list_version AS version FROM campaigns WHERE id = $1', [scope.id]);
  return again.rows[0]?.version ?? scope.version;
}
