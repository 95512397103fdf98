/**
 * Care API routes of medical record requests: the requests with their per-member progress, a new
 * request from an .xlsx of member AaneelIds, and the finished extract (a zip of the members' files).
 */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { recordId } from '../../rules/ids.ts';
import { medicalRecordFlagsRule } from '../../rules/medical-records.ts';
import { MedicalRecordRequestDto } from './dtos.ts';

export const medicalRecordsRoutes = {
  pendingMedicalRecordRequests: route({
    method: 'GET',
    path: '/api/MedicalRecords/PendingFileRequests',
    summary:
      'Medical record requests still pending and those finished in the last 30 days, newest first, with each member’s files loaded and files at the download location (med-records)',
    answer: { json: z.array(MedicalRecordRequestDto) },
  }),
  requestMedicalRecords: route({
    method: 'POST',
    path: '/api/MedicalRecords/RequestCCDandProgNotes',
    summary:
      'Request CCD XML, CCD PDF, progress note files and/or the member file list for the AaneelIds of an .xlsx (column A, header optional); 422 on a bad workbook or unknown ids, nothing created (med-records)',
    query: medicalRecordFlagsRule,
    rawBody: 'xlsx',
    answer: { json: MedicalRecordRequestDto },
  }),
  medicalRecordTemplate: route({
    method: 'GET',
    path: '/api/MedicalRecords/Template',
    summary: 'The member id template of a request: an .xlsx with the AaneelId header and no rows (med-records)',
    answer: { file: 'octet-stream' },
  }),
  medicalRecordExtract: route({
    method: 'GET',
    path: '/api/MedicalRecords/{id}/Extract',
    summary: 'The finished request’s files as a zip, one folder per member (med-records); 422 while the request is pending',
    params: z.object({ id: recordId }),
    answer: { file: 'zip' },
  }),
} satisfies Record<string, RouteContract>;
