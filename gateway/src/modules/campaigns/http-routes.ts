/**
 * File routes of the outreach area (bearer auth like /graphql):
 * - POST /files/uploads/call-list-filters?filterName=&campaignId=&isExclusive=&sendToCreatio=
 *   body = the .xlsx bytes; capped, checked as a workbook, forwarded to the Care API; answers 201
 *   with the filter as the graph shows it (call-list managers);
 * - GET /files/call-list-filter-report: every filtered member (call-list managers);
 * - GET /files/campaigns/:id/scores: a campaign's score workbook (call-list managers);
 * - GET /files/exports/call-list/:campaignId.csv: today's list as CSV (member rows: call-list
 *   managers, by the members policy; agents work their list on screen).
 */
import type { Router } from 'express';
import { z } from 'zod';
import { FILTER_UPLOAD_MAX_BYTES, type CallListEntryDto } from '@luminate/schema/rest';
import { callListFilterRule, FILE_COLUMNS as F, formatFileDateTime } from '@luminate/schema/rules';
import type { RequestContext } from '../../context.ts';
import type { HttpHelpers } from '../../module.ts';
import { badUserInput, parseInput } from '../../errors.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { streamCsvExport, type CsvColumn } from '../../files/csv-export.ts';
import { assertUploadContentType, assertXlsxWorkbook, readBodyCapped } from '../../files/upload.ts';
import { assertMayWorkCampaign, canManageCampaigns } from './policy.ts';
import { parseId } from '../shared/ids.ts';
import { audited, refused } from '../../audit.ts';
import { callListFilterJson } from './domain/filter-fields.ts';
import { memberExportDecision } from '../shared/member-export-policy.ts';

const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const flag = (name: string) =>
  z.preprocess(blankAsUndefined, z.enum(['true', 'false'], { message: `${name} must be true or false` }).optional());

const uploadQuery = z.object({
  filterName: z.preprocess((v) => v ?? '', callListFilterRule.shape.filterName),
  campaignId: z.preprocess(
    blankAsUndefined,
    z
      .string({ message: 'campaignId must be a campaign id' })
      .regex(/^\d{1,9}$/, 'campaignId must be a campaign id')
      .transform(Number)
      .refine((id) => id > 0, 'campaignId must be a campaign id')
      .optional(),
  ),
  isExclusive: flag('isExclusive'),
  sendToCreatio: flag('sendToCreatio'),
});

const uploadQueryOf = (raw: unknown) => parseInput(uploadQuery, raw);

function requireManager(ctx: RequestContext, what: string): void {
  if (!canManageCampaigns(ctx.viewer)) throw refused(ctx, what, 'You do not have permission to manage call lists');
}

const col = (header: string, value: CsvColumn<CallListEntryDto>['value']): CsvColumn<CallListEntryDto> => ({ header, value });

/** The Call List page's columns, named as every file names them. */
export const CALL_LIST_CSV_COLUMNS: CsvColumn<CallListEntryDto>[] = [
  col(F.aaneelId, (e) => e.aaneelId),
  col(F.memberName, (e) => e.fullName),
  col(F.points, (e) => e.points),
  col(F.primaryDriver, (e) => e.primaryDriver),
  col(F.lastAttempt, (e) => formatFileDateTime(e.lastCallAttempt)),
];

const CSV_PAGE = 500;

export function campaignFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.post('/files/uploads/call-list-filters', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    requireManager(ctx, 'callListFilter.upload');
    // One audit event per upload, whatever ends it: bad query, refused file, or the Care API's answer.
    const filter = await audited(
      ctx,
      'callListFilter.upload',
      {},
      async (event) => {
        const query = uploadQueryOf(req.query);
        event.addTargets({ campaignId: query.campaignId ?? null });
        assertUploadContentType(req);
        const workbook = await readBodyCapped(req, res, FILTER_UPLOAD_MAX_BYTES);
        event.bytes = workbook.length;
        if (workbook.length === 0) throw badUserInput('Please choose a .xlsx file');
        await assertXlsxWorkbook(workbook);
        return ctx.dataSources.campaigns.createFilter(query, workbook);
      },
      (created) => ({ memberCount: created.count }),
    );
    res.status(201).json(callListFilterJson(filter));
  });

  router.get('/files/call-list-filter-report', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    requireManager(ctx, 'callListFilter.report');
    await sendUpstreamFile(res, ctx.dataSources.campaigns.filterReport(), { ctx, what: 'callListFilter.report' });
  });

  router.get('/files/campaigns/:id/scores', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    requireManager(ctx, 'campaign.scores');
    const campaignId = parseId(req.params.id, 'campaign');
    await sendUpstreamFile(res, ctx.dataSources.campaigns.scoresReport(campaignId), {
      ctx,
      what: 'campaign.scores',
      targets: { campaignId },
    });
  });

  router.get('/files/exports/call-list/:campaignId.csv', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    // Member rows leave the tool only by the members policy (call-list managers), checked first.
    const decision = memberExportDecision(ctx.viewer, 'callList');
    if (!decision.allowed) throw refused(ctx, 'callList.export', decision.reason);
    const campaignId = await assertMayWorkCampaign(ctx, req.params.campaignId);
    // The day's list is one answer: fetched once, then written in pages with backpressure.
    let entries: readonly CallListEntryDto[] | undefined;
    await streamCsvExport(res, {
      label: `call-list-${campaignId}`,
      columns: CALL_LIST_CSV_COLUMNS,
      pageSize: CSV_PAGE,
      fetchPage: async (skip, take) => {
        entries ??= (await ctx.dataSources.campaigns.callList(campaignId)).entries;
        return entries.slice(skip, skip + take);
      },
      audit: { ctx, what: 'callList.export', targets: { campaignId } },
    });
  });
}
