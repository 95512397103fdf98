/**
 * Working the lists: today's list, logging a call, the caller's history, a member's list
 * history, the campaign reports (breakdown, counts, scores, rescore) and the dialer reset.
 */
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import { routes, type LoggedCallDto } from '@luminate/schema/rest';
import { CALL_HISTORY_LIMIT, FILE_COLUMNS as F } from '@luminate/schema/rules';
import { CALL_LIST_OUTREACH_PURPOSE } from '@luminate/schema/constants';
import type { Db, Queryable } from '../db/index.ts';
import type { CallListEvents } from '../call-list/events.ts';
import { activeCampaign, CampaignUnavailableError, computeCallList } from '../call-list/compute.ts';
import { recordDialerAttempt, resetExhausted } from '../call-list/dialer.ts';
import { localDay } from '../call-list/local-day.ts';
import { bumpListVersions, listQuery, loadCampaignScope, OUTREACH_DIALER, type CampaignScope, type ListRow } from '../call-list/ranking.ts';
import { callListBreakdown, callListCounts, callListScores, memberListHistory } from '../call-list/statistics.ts';
import { callerEmployee, isCallListManager, requireCallListManager, requireCampaignWorker } from './campaign-access.ts';
import { forbidden, HttpError, implement, notFound, unprocessable, type Binding } from './http.ts';

/** Unknown campaign → 404; deactivated → 422 (it has no list). */
async function withCampaign<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CampaignUnavailableError) throw new HttpError(error.reason === 'unknown' ? 404 : 422, error.message);
    throw error;
  }
}

async function anyCampaign(db: Queryable, campaignId: number): Promise<CampaignScope> {
  const scope = await loadCampaignScope(db, campaignId);
  if (!scope) throw notFound(`Campaign ${campaignId} not found`);
  return scope;
}

/** The member's entry on a campaign's current list, or undefined. */
async function entryOf(tx: Queryable, scope: CampaignScope, day: string, memberId: number): Promise<ListRow | undefined> {
  const { sql, params } = listQuery(scope, day, 'current', memberId);
  return (await tx.query<ListRow>(sql, params)).rows[0];
}

/** The score report: each scored member by AaneelId and name (one query for the names), points descending. */
async function scoreWorkbook(
  db: Queryable,
  res: Response,
  campaignId: number,
  rows: Awaited<ReturnType<typeof callListScores>>,
): Promise<void> {
  const { rows: names } = await db.query<{ id: number; name: string }>(
    `SELECT id, first_name || ' ' || last_name AS name FROM members WHERE id = ANY($1::int[])`,
    [rows.map((r) => r.memberId)],
  );
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  res.status(200);
  res.setHeader('Content-Type', 'application/octet-stream');
  res.setHeader('Content-Disposition', `attachment; filename="CampaignScores-${campaignId}.xlsx"`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Scores');
  sheet.columns = [
    { header: F.aaneelId, key: 'aaneelId', width: 14 },
    { header: F.memberName, key: 'name', width: 26 },
    { header: F.points, key: 'points', width: 10 },
    { header: F.primaryDriver, key: 'primaryDriver', width: 24 },
  ];
  for (const r of rows) sheet.addRow({ ...r, name: nameOf.get(r.memberId) ?? '', primaryDriver: r.primaryDriver ?? '' }).commit();
  sheet.commit();
  await workbook.commit();
}

export function callListRoutes(db: Db, events: CallListEvents): Binding[] {
  return [
    implement(routes.callList, async ({ params, caller }) => {
      await requireCampaignWorker(db, caller, params.id);
      return withCampaign(() => computeCallList(db, params.id));
    }),

    implement(routes.logCall, async ({ params, query, caller }) => {
      const employeeId = callerEmployee(caller, 'Logging a call');
      await requireCampaignWorker(db, caller, params.campaignId);
      const now = new Date();
      const day = localDay(now);
      const { answer, changed } = await withCampaign(() =>
        db.transaction(async (tx) => {
          const scope = await activeCampaign(tx, params.campaignId);
          // Serialises calls of one member, so two agents pressing Call at once log one call.
          const member = await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [query.memberId]);
          if (member.rows.length === 0) throw notFound(`Member ${query.memberId} not found`);
          const entry = await entryOf(tx, scope, day, query.memberId);
          if (!entry) throw unprocessable("Member is not on today's list");

          // A call today takes the member off every list they are on, not just this one.
          const { rows: others } = await tx.query<{ id: number }>(
            `SELECT c.id FROM campaigns c JOIN members m ON m.id = $2
           WHERE c.active AND c.id <> $1 AND (c.market_id IS NULL OR c.market_id = m.market_id) ORDER BY c.id`,
            [scope.id, query.memberId],
          );
          const changed = [scope.id];
          for (const { id } of others) {
            const other = await loadCampaignScope(tx, id);
            if (other && (await entryOf(tx, other, day, query.memberId))) changed.push(id);
          }

          await tx.query(
            `INSERT INTO calls_popped (campaign_id, member_id, employee_id, popped_points, driver, popped_time, popped_day)
           VALUES ($1, $2, $3, $4, $5, $6, $7::date)`,
            [scope.id, query.memberId, employeeId, entry.points, entry.primaryDriver, now.toISOString(), day],
          );
          // The call shows in the member's Communications; its caller records the outcome later.
          const communication = await tx.query<{ id: number }>(
            `INSERT INTO communications (member_id, communication_date, purpose, from_person_name, out_come, conversation, campaign_id, employee_id)
             SELECT $1, $2::timestamptz, $3, e.first_name || ' ' || e.last_name, NULL, NULL, $4, e.id FROM employees e WHERE e.id = $5
             RETURNING id`,
            [query.memberId, now.toISOString(), CALL_LIST_OUTREACH_PURPOSE, scope.id, employeeId],
          );
          if (scope.type === OUTREACH_DIALER) await recordDialerAttempt(tx, scope.id, query.memberId, now);
          await bumpListVersions(tx, changed);
          const answer: LoggedCallDto = {
            campaignId: scope.id,
            memberId: query.memberId,
            poppedPoints: entry.points,
            primaryDriver: entry.primaryDriver,
            poppedTime: now.toISOString(),
            communicationId: communication.rows[0].id,
          };
          return { answer, changed };
        }),
      );
      for (const id of changed) events.changed(id, 'call-logged');
      return answer;
    }),

    // The caller's lists with today's sizes: one count over the same ranking as the list itself per
    // campaign, all inside this one request.
    implement(routes.myCallLists, async ({ caller }) => {
      const manager = isCallListManager(caller);
      if (!manager && caller.employeeId === null) return [];
      const { rows: campaigns } = await db.query<{ id: number; name: string }>(
        manager
          ? 'SELECT c.id, c.name FROM campaigns c WHERE c.active ORDER BY c.name, c.id'
          : `SELECT c.id, c.name FROM campaigns c WHERE c.active
               AND EXISTS (SELECT 1 FROM campaign_assignments a WHERE a.campaign_id = c.id AND a.user_id = $1)
             ORDER BY c.name, c.id`,
        manager ? [] : [caller.employeeId],
      );
      const day = localDay(new Date());
      const sizes = [];
      for (const campaign of campaigns) {
        const scope = await loadCampaignScope(db, campaign.id);
        if (!scope?.active) continue;
        const { sql, params } = listQuery(scope, day, 'current');
        const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) list`, params);
        sizes.push({ campaignId: campaign.id, campaignName: campaign.name, listSize: rows[0].n });
      }
      return sizes;
    }),

    implement(routes.callsPopped, async ({ caller }) => {
      const employeeId = callerEmployee(caller, 'Loading call logs');
      if (!isCallListManager(caller)) {
        const assigned = await db.query('SELECT 1 FROM campaign_assignments WHERE user_id = $1 LIMIT 1', [employeeId]);
        if (assigned.rows.length === 0) throw forbidden('Not assigned to a call list campaign');
      }
      return (
        await db.query(
          `SELECT p.campaign_id AS "campaignId", c.name AS "campaignName",
                json_build_object(
                  'id', m.id, 'aaneelId', m.aaneel_id, 'fullName', m.first_name || ' ' || m.last_name,
                  'office', CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('id', o.id, 'name', o.name) END,
                  'payer', json_build_object('id', py.id, 'name', py.name)) AS member,
                p.popped_points AS "poppedPoints", p.driver AS "primaryDriver", iso_utc(p.popped_time) AS "poppedTime"
         FROM calls_popped p JOIN campaigns c ON c.id = p.campaign_id JOIN members m ON m.id = p.member_id
         JOIN payers py ON py.id = m.payer_id LEFT JOIN offices o ON o.id = m.office_id
         WHERE p.employee_id = $1 ORDER BY p.popped_time DESC, p.id DESC LIMIT $2`,
          [employeeId, CALL_HISTORY_LIMIT],
        )
      ).rows;
    }),

    implement(routes.memberCallListHistory, async ({ params, query, caller }) => {
      if (query.campaignId !== undefined) {
        // One campaign: for those who work its list.
        await requireCampaignWorker(db, caller, query.campaignId);
        const scope = await anyCampaign(db, query.campaignId);
        const member = await db.query('SELECT 1 FROM members WHERE id = $1', [params.id]);
        if (member.rows.length === 0) throw notFound(`Member ${params.id} not found`);
        return memberListHistory(db, [scope], params.id, { single: true });
      }
      // Every campaign (the member record's tab): the active campaigns covering the member's
      // market, and any campaign the member was called from.
      const member = await db.query<{ marketId: number }>('SELECT market_id AS "marketId" FROM members WHERE id = $1', [params.id]);
      if (!member.rows[0]) throw notFound(`Member ${params.id} not found`);
      const { rows } = await db.query<{ id: number }>(
        `SELECT c.id FROM campaigns c
         WHERE (c.active AND (c.market_id IS NULL OR c.market_id = $2))
            OR EXISTS (SELECT 1 FROM calls_popped p WHERE p.campaign_id = c.id AND p.member_id = $1)
         ORDER BY c.id`,
        [params.id, member.rows[0].marketId],
      );
      const scopes: CampaignScope[] = [];
      for (const { id } of rows) {
        const scope = await loadCampaignScope(db, id);
        if (scope) scopes.push(scope);
      }
      return memberListHistory(db, scopes, params.id, { single: false });
    }),

    implement(routes.callListBreakdown, async ({ query, caller }) => {
      requireCallListManager(caller, 'The call list breakdown');
      return callListBreakdown(db, await anyCampaign(db, query.campaignId));
    }),

    implement(routes.callListCounts, async ({ params, caller }) => {
      requireCallListManager(caller, 'List counts');
      return callListCounts(db, await anyCampaign(db, params.id));
    }),

    implement(routes.callListScores, async ({ query, caller, res }) => {
      requireCallListManager(caller, 'Pulling the campaign score report');
      const rows = await callListScores(db, await anyCampaign(db, query.campaignId));
      await scoreWorkbook(db, res, query.campaignId, rows);
    }),

    implement(routes.rescoreCampaign, async ({ query, caller }) => {
      requireCallListManager(caller, 'Rescoring a campaign');
      const scores = await withCampaign(() =>
        db.transaction(async (tx) => {
          const scope = await activeCampaign(tx, query.campaignId);
          const rows = await callListScores(tx, scope);
          await bumpListVersions(tx, [scope.id]);
          return rows.map(({ memberId, primaryDriver, points }) => ({ memberId, primaryDriver, points }));
        }),
      );
      events.changed(query.campaignId, 'rescored');
      return scores;
    }),

    implement(routes.setDialerStatus, async ({ query, caller }) => {
      requireCallListManager(caller, 'Resetting exhausted members');
      const membersReset = await withCampaign(() =>
        db.transaction(async (tx) => {
          const scope = await activeCampaign(tx, query.campaignId);
          if (scope.type !== OUTREACH_DIALER) throw unprocessable('Only Outreach-Dialer campaigns have exhausted members');
          const reset = await resetExhausted(tx, scope.id);
          await bumpListVersions(tx, [scope.id]);
          return reset;
        }),
      );
      events.changed(query.campaignId, 'dialer-reset');
      return { campaignId: query.campaignId, membersReset };
    }),
  ];
}
