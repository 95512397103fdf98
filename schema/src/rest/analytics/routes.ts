/**
 * Care API routes of the embedded analytics: a one-time, signed link to a workbook page drawn in
 * the asked theme, and the workbook's table as an .xlsx file.
 */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { EMBED_STR_PATTERN, WORKBOOK_THEMES, WORKBOOKS } from '../../rules/analytics.ts';
import { WorkbookEmbedDto } from './dtos.ts';

const workbookIds = Object.values(WORKBOOKS).map((w) => w.workbookId) as [string, ...string[]];

export const analyticsRoutes = {
  workbookEmbed: route({
    method: 'GET',
    path: '/api/Dashboards/SigmaWorkbook/{embedStr}',
    summary:
      'A signed embed URL for a workbook (embedStr: hedis-gaps, one-list, high-needs, or patient-cost-profiles.<member id>), to be opened once within 60 seconds; 403 for the medical cost workbooks unless the caller is on a care team or holds a medical cost claim',
    params: z.object({ embedStr: z.string().regex(EMBED_STR_PATTERN, 'must name a workbook') }),
    query: z.object({ theme: z.enum(WORKBOOK_THEMES).optional() }),
    answer: { json: WorkbookEmbedDto },
  }),
  workbookExport: route({
    method: 'POST',
    path: '/api/Dashboards/SigmaWorkbook/{workbookId}',
    summary: "The workbook's table as an .xlsx file (memberId for the cost profiles); the same access rule as the embed URL",
    params: z.object({ workbookId: z.enum(workbookIds) }),
    query: z.object({ memberId: z.coerce.number().int().positive().optional() }),
    answer: { file: 'octet-stream' },
  }),
} satisfies Record<string, RouteContract>;
