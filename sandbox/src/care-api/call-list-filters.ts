/**
 * Call-list filters: global filters take their members off every
 * non-exclusive campaign's list; a targeted filter is the list of members its campaign may call.
 * Filters are created from an uploaded workbook of member ids and named uniquely.
 */
import ExcelJS from 'exceljs';
import { routes } from '@luminate/schema/rest';
import { FILE_COLUMNS as F, formatFileDateTime } from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import type { CallListEvents } from '../call-list/events.ts';
import { readFilterWorkbook } from '../call-list/filter-workbook.ts';
import { WorkbookError } from './workbook-input.ts';
import { bumpListVersions, campaignsAffectedByGlobalFilters } from '../call-list/ranking.ts';
import { requireCallListManager } from './campaign-access.ts';
import { implement, notFound, unprocessable, type Binding } from './http.ts';

const FILTER_SELECT = `
  f.name AS "filterName", json_build_object('fullName', f.added_by_name) AS "addedBy", iso_utc(f.added_dt) AS "addedDt",
  (SELECT count(*)::int FROM call_list_filter_members fm WHERE fm.filter_id = f.id) AS count,
  f.campaign_id AS "campaignId", c.name AS "campaignName", f.is_exclusive AS "isExclusive"`;
const FILTER_FROM = 'call_list_filters f LEFT JOIN campaigns c ON c.id = f.campaign_id';

/** Campaigns whose lists a filter changes: every non-exclusive one for a global filter, else its own. */
async function affectedCampaigns(tx: Queryable, campaignId: number | null): Promise<number[]> {
  if (campaignId === null) return campaignsAffectedByGlobalFilters(tx);
  const { rows } = await tx.query('SELECT 1 FROM campaigns WHERE id = $1 AND active', [campaignId]);
  return rows.length > 0 ? [campaignId] : [];
}

/** Resolves the workbook's ids to member ids; 422 naming how many (and a few of) the unknown ones. */
async function resolveMembers(tx: Queryable, memberIds: number[], aaneelIds: string[]): Promise<number[]> {
  const { rows } = await tx.query<{ id: number; aaneel_id: string }>(
    'SELECT id, aaneel_id FROM members WHERE id = ANY($1::int[]) OR aaneel_id = ANY($2::text[])',
    [memberIds.filter((id) => id <= 2_147_483_647), aaneelIds],
  );
  const ids = new Set(rows.map((r) => r.id));
  const aaneel = new Set(rows.map((r) => r.aaneel_id));
  const unknown = [...memberIds.filter((id) => !ids.has(id)).map(String), ...aaneelIds.filter((a) => !aaneel.has(a))];
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 5).join(', ');
    throw unprocessable(
      `${unknown.length} member id${unknown.length > 1 ? 's are' : ' is'} not known: ${shown}${unknown.length > 5 ? ', …' : ''}`,
    );
  }
  return [...ids];
}

export function callListFilterRoutes(db: Db, events: CallListEvents): Binding[] {
  return [
    implement(routes.listCallListFilters, async ({ caller }) => {
      requireCallListManager(caller, 'Call-list filters');
      return (await db.query(`SELECT ${FILTER_SELECT} FROM ${FILTER_FROM} ORDER BY f.campaign_id NULLS FIRST, f.added_dt DESC, f.id DESC`))
        .rows;
    }),

    implement(routes.createCallListFilter, async ({ query, body, caller }) => {
      requireCallListManager(caller, 'Creating a call-list filter');
      let workbook;
      try {
        workbook = await readFilterWorkbook(body);
      } catch (error) {
        if (error instanceof WorkbookError) throw unprocessable(error.message);
        throw error;
      }
      const campaignId = query.campaignId ?? null;
      const exclusive = query.isExclusive ?? false;
      if (campaignId === null && exclusive) throw unprocessable('Only a targeted (campaign) filter can be exclusive');

      const { answer, changed } = await db.transaction(async (tx) => {
        if (campaignId !== null) {
          const campaign = await tx.query('SELECT 1 FROM campaigns WHERE id = $1', [campaignId]);
          if (campaign.rows.length === 0) throw unprocessable(`Unknown campaign: ${campaignId}`);
        }
        const taken = await tx.query('SELECT 1 FROM call_list_filters WHERE lower(name) = lower($1)', [query.filterName]);
        if (taken.rows.length > 0) throw unprocessable(`A filter named "${query.filterName}" already exists`);
        const members = await resolveMembers(tx, workbook.memberIds, workbook.aaneelIds);
        const user = await tx.query<{ name: string }>('SELECT COALESCE(display_name, uid) AS name FROM users WHERE uid = $1', [caller.uid]);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO call_list_filters (name, campaign_id, is_exclusive, send_to_creatio, added_by_uid, added_by_name)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [query.filterName, campaignId, exclusive, query.sendToCreatio ?? false, caller.uid, user.rows[0]?.name ?? caller.uid],
        );
        const filterId = rows[0].id;
        await tx.query('INSERT INTO call_list_filter_members (filter_id, member_id) SELECT $1, unnest($2::int[])', [filterId, members]);
        const changed = await affectedCampaigns(tx, campaignId);
        await bumpListVersions(tx, changed);
        const answer = (await tx.query(`SELECT ${FILTER_SELECT} FROM ${FILTER_FROM} WHERE f.id = $1`, [filterId])).rows[0];
        return { answer, changed };
      });
      for (const id of changed) events.changed(id, 'filters');
      return answer;
    }),

    implement(routes.deleteCallListFilter, async ({ query, caller }) => {
      requireCallListManager(caller, 'Deleting a call-list filter');
      const { answer, changed } = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number; campaignId: number | null }>(
          `SELECT f.id, f.campaign_id AS "campaignId", ${FILTER_SELECT} FROM ${FILTER_FROM} WHERE lower(f.name) = lower($1)`,
          [query.id],
        );
        const found = rows[0];
        if (!found) throw notFound(`No filter named "${query.id}"`);
        // Affected campaigns are read first: deleting an exclusive filter makes its campaign non-exclusive.
        const changed = await affectedCampaigns(tx, found.campaignId);
        await tx.query('DELETE FROM call_list_filters WHERE id = $1', [found.id]);
        await bumpListVersions(tx, changed);
        const { id: _id, ...answer } = found;
        return { answer, changed };
      });
      for (const id of changed) events.changed(id, 'filters');
      return answer;
    }),

    implement(routes.callListFilterReport, async ({ caller, res }) => {
      requireCallListManager(caller, 'Exporting filtered members');
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT f.name AS "filterName", COALESCE(c.name, 'Global') AS scope, f.is_exclusive AS "isExclusive",
                m.aaneel_id AS "aaneelId", m.first_name || ' ' || m.last_name AS "fullName",
                f.added_by_name AS "addedBy", iso_utc(f.added_dt) AS "addedDt"
         FROM call_list_filters f LEFT JOIN campaigns c ON c.id = f.campaign_id
         JOIN call_list_filter_members fm ON fm.filter_id = f.id JOIN members m ON m.id = fm.member_id
         ORDER BY f.campaign_id NULLS FIRST, f.name, m.id`,
      );
      res.status(200);
      res.setHeader('Content-Type', 'application/octet-stream');
      res.setHeader('Content-Disposition', 'attachment; filename="FilteredMembers.xlsx"');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
      const sheet = workbook.addWorksheet('Filtered Members');
      sheet.columns = [
        { header: F.filterName, key: 'filterName', width: 28 },
        { header: F.campaign, key: 'scope', width: 28 },
        { header: F.isExclusive, key: 'isExclusive', width: 12 },
        { header: F.aaneelId, key: 'aaneelId', width: 14 },
        { header: F.memberName, key: 'fullName', width: 26 },
        { header: F.addedBy, key: 'addedBy', width: 20 },
        { header: F.addedDate, key: 'addedDt', width: 20 },
      ];
      for (const r of rows)
        sheet.addRow({ ...r, isExclusive: r.isExclusive ? 'Yes' : 'No', addedDt: formatFileDateTime(r.addedDt as string | null) }).commit();
      sheet.commit();
      await workbook.commit();
    }),
  ];
}
