/** Care API routes of do-not-contact requests: the logs (OData), requesting, deciding, approving all pending, and the report. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { odataCollection, odataQuery } from '../common.ts';
import { freeText } from '../../rules/text.ts';
import { DncApproveAllResultDto, DncDecisionDto, DncLogCreateDto, DncLogDto } from './dtos.ts';

export const dncRoutes = {
  // Do not contact
  dncLogsOdata: route({
    method: 'GET',
    path: '/odata/DncLogsOdata',
    summary:
      'DNC logs, OData v4; $expand member (with office, market and next appointment), requestedBy, handledBy. Filter and sort also on member/fullName, member/aaneelId, member/officeId, member/marketId, member/communityId, requestedBy/fullName, handledBy/fullName',
    query: odataQuery,
    answer: { json: odataCollection(DncLogDto.partial()) },
  }),
  createDncLog: route({
    method: 'POST',
    path: '/api/Members/DNCLogs',
    summary: 'Request DNC or a return from DNC; dnc-mgmt on a non-DNC member is processed at once (Skip)',
    body: DncLogCreateDto,
    answer: { json: DncLogDto },
  }),
  decideDncLog: route({
    method: 'PUT',
    path: '/api/Members/DNCLogs',
    summary: 'Approve or decline a pending DNC request (422 when already handled)',
    body: DncDecisionDto,
    answer: { json: DncLogDto },
  }),
  approveAllPendingDnc: route({
    method: 'PUT',
    path: '/api/Members/ApproveAllPendingDNC',
    summary: 'Approve every pending DNC request (of one approval type, if given)',
    query: z.object({ handlerNote: freeText().trim().min(1).max(4000), approvalType: z.enum(['Cd', 'Om']).optional() }),
    answer: { json: DncApproveAllResultDto },
  }),
  dncReport: route({
    method: 'POST',
    path: '/api/Members/DNCLogs/GenerateReport',
    summary: 'Workbook of every DNC request and its outcome',
    answer: { file: 'octet-stream' },
  }),
} satisfies Record<string, RouteContract>;
