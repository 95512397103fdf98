/** Care API routes of patient transfers (office assignments): OData, per member, requesting, reviewing, the workbook upload and the reports. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { IsoDate, QueryBool, idParam, odataCollection, odataQuery } from '../common.ts';
import { freeText } from '../../rules/text.ts';
import {
  OfficeAssignmentCreateDto,
  OfficeAssignmentDto,
  OfficeAssignmentUpdateDto,
  OfficeAssignmentUploadResultDto,
  TransferActionDto,
} from './dtos.ts';

const dateRange = z.object({ start: IsoDate, end: IsoDate });

export const transfersRoutes = {
  // Patient transfers (office assignments)
  officeAssignmentsOdata: route({
    method: 'GET',
    path: '/odata/OfficeAssignmentsOdata',
    summary:
      'Office assignments (transfers), OData v4; $expand member (with office and market), office, transferedFromOffice, requestedBy. Filter and sort also on member/fullName, member/aaneelId, member/dtOfBirth, member/officeId, member/communityId, member/marketId, office/communityId, office/marketId',
    query: odataQuery,
    answer: { json: odataCollection(OfficeAssignmentDto.partial()) },
  }),
  memberOfficeAssignments: route({
    method: 'GET',
    path: '/api/Members/{id}/OfficeAssignments',
    summary: "A member's office assignments, newest first",
    params: idParam,
    answer: { json: z.array(OfficeAssignmentDto) },
  }),
  createOfficeAssignment: route({
    method: 'POST',
    path: '/api/Members/{id}/OfficeAssignments',
    summary: 'Request a move to another office (pending APP review; 422 while one is pending)',
    params: idParam,
    body: OfficeAssignmentCreateDto,
    answer: { json: OfficeAssignmentDto },
  }),
  updateOfficeAssignment: route({
    method: 'PUT',
    path: '/api/Members/OfficeAssignment',
    summary:
      'Save, approve, reject (APP) or acknowledge (CD/RVP) a transfer; the server decides the status, an illegal step is 422. Answers the transfer with member and offices',
    query: z.object({ action: TransferActionDto }),
    body: OfficeAssignmentUpdateDto,
    answer: { json: OfficeAssignmentDto },
  }),
  validateOfficeAssignmentUpload: route({
    method: 'POST',
    path: '/api/Members/OfficeAssignments',
    summary: 'Check a transfer workbook (columns memberId, officeId) without changing anything',
    rawBody: 'xlsx',
    answer: { json: OfficeAssignmentUploadResultDto },
  }),
  uploadOfficeAssignments: route({
    method: 'PUT',
    path: '/api/Members/OfficeAssignments',
    summary:
      'Request the transfers of a workbook; with skipApproval they are processed at once. Nothing is created unless every row is valid',
    query: z.object({ note: freeText().trim().min(1).max(4000), skipApproval: QueryBool.optional() }),
    rawBody: 'xlsx',
    answer: { json: OfficeAssignmentUploadResultDto },
  }),
  processedTransfersReport: route({
    method: 'GET',
    path: '/api/Members/ProcessedTransfersReport',
    summary: 'Workbook of transfers processed between the dates',
    query: dateRange,
    answer: { file: 'octet-stream' },
  }),
  submittedTransfersReport: route({
    method: 'GET',
    path: '/api/Members/SubmittedForTransferReport',
    summary: 'Workbook of transfers requested between the dates',
    query: dateRange,
    answer: { file: 'octet-stream' },
  }),
} satisfies Record<string, RouteContract>;
