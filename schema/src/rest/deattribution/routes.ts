/** Care API routes of deattribution: eligibility changes (OData and per member), their review, bulk approval and reports. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { QueryBool, idParam, odataCollection, odataQuery } from '../common.ts';
import { recordId } from '../../rules/ids.ts';
import { freeText } from '../../rules/text.ts';
import {
  BulkApproveResultDto,
  EligibilityChangeCreateDto,
  EligibilityChangeDto,
  EligibilityChangeStatusDto,
  EligibilityChangeUpdateDto,
} from './dtos.ts';

export const deattributionRoutes = {
  // Deattribution (eligibility changes)
  eligibilityChangesOdata: route({
    method: 'GET',
    path: '/odata/EligibilityChangesOdata',
    summary:
      'Eligibility changes, OData v4; $expand member (with office and market), termReason, eligibilityChangeLogs (with changedBy). Filter and sort also on member/fullName, member/aaneelId, member/officeId, member/marketId, member/payerId, member/engaged, member/communityId',
    query: odataQuery,
    answer: { json: odataCollection(EligibilityChangeDto.partial()) },
  }),
  eligibilityChangeStatuses: route({
    method: 'GET',
    path: '/api/Members/EligibilityChanges/Statuses',
    summary: 'Every eligibility change status, in workflow order',
    answer: { json: z.array(EligibilityChangeStatusDto) },
  }),
  memberEligibilityChanges: route({
    method: 'GET',
    path: '/api/Members/{id}/EligibilityChanges',
    summary: "A member's eligibility changes with their logs, newest first",
    params: idParam,
    answer: { json: z.array(EligibilityChangeDto) },
  }),
  createEligibilityChange: route({
    method: 'POST',
    path: '/api/Members/{id}/EligibilityChanges',
    summary: 'Request a Term or Return change for a member (422 while one is pending)',
    params: idParam,
    body: EligibilityChangeCreateDto,
    answer: { json: EligibilityChangeDto },
  }),
  updateEligibilityChange: route({
    method: 'PUT',
    path: '/api/Members/EligibilityChanges/{id}',
    summary:
      'Approve (approved=true), reject (approved=false), cancel (cancelled=true) or change the term reason (update=true); exactly one. The server decides the next status; an illegal step is 422. Answers the change with member, termReason and logs',
    params: idParam,
    query: z.object({ approved: QueryBool.optional(), cancelled: QueryBool.optional(), update: QueryBool.optional() }),
    body: EligibilityChangeUpdateDto,
    answer: { json: EligibilityChangeDto },
  }),
  bulkApproveOmTerms: route({
    method: 'PUT',
    path: '/api/Members/BulkApproveOMTerms',
    summary: 'Approve every Term change in PendingOpsManagerReview with the term reason (and the member payer, if given)',
    query: z.object({ note: freeText().trim().min(1).max(4000), termReasonId: recordId, payerId: recordId.optional() }),
    answer: { json: BulkApproveResultDto },
  }),
  terminationOverview: route({
    method: 'GET',
    path: '/api/Members/EligibilityChanges/{id}/TerminationOverview',
    summary: 'Workbook: one change, its member and its log',
    params: idParam,
    answer: { file: 'octet-stream' },
  }),
  deattributionMailingList: route({
    method: 'GET',
    path: '/api/Members/DeattributionMailingList',
    summary: 'Workbook of the members whose letters are due (Mailing List statuses)',
    answer: { file: 'octet-stream' },
  }),
} satisfies Record<string, RouteContract>;
