/**
 * File routes of medical records (bearer auth like /graphql; holders of med-records only, refused
 * before anything is read or asked of the Care API):
 * - POST /files/uploads/medical-records?ccdXml=&ccdPdf=&progNote=&justAaneel=
 *   body = the .xlsx of AaneelIds; at least one kind of file; capped, checked as a workbook,
 *   forwarded once (never retried); answers 201 with the request as the graph shows it;
 * - GET /files/medical-records/:id/extract.zip: a finished request's files (audited with the
 *   member count);
 * - GET /files/templates/medical-records.xlsx: the member id template.
 */
import type { Router } from 'express';
import {
  MEDICAL_RECORD_KINDS,
  MEDICAL_RECORD_MESSAGES,
  MEDICAL_RECORD_UPLOAD_MAX_BYTES,
  medicalRecordFlagsRule,
} from '@luminate/schema/rules';
import type { HttpHelpers } from '../../module.ts';
import { badUserInput, parseInput } from '../../errors.ts';
import { audited } from '../../audit.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { assertUploadContentType, assertXlsxWorkbook, readBodyCapped } from '../../files/upload.ts';
import { queryParam } from '../../files/query-params.ts';
import { parseId } from '../shared/ids.ts';
import { EXTRACT_ROUTE, medicalRecordRequestJson } from './domain/request-fields.ts';

export const MEDICAL_RECORD_UPLOAD_PATH = '/files/uploads/medical-records';
export const MEDICAL_RECORD_TEMPLATE_PATH = '/files/templates/medical-records.xlsx';

export function medicalRecordFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.post(MEDICAL_RECORD_UPLOAD_PATH, async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const source = ctx.dataSources.medicalRecords;
    source.assertAllowed('medicalRecords.request');
    // One audit event per upload, whatever ends it: bad query, refused file, or the Care API's answer.
    const created = await audited(
      ctx,
      'medicalRecords.request',
      {},
      async (event) => {
        const raw = Object.fromEntries(MEDICAL_RECORD_KINDS.map((k) => [k, queryParam(req, k, { blankIsAbsent: true })]));
        const flags = parseInput(medicalRecordFlagsRule, raw);
        assertUploadContentType(req);
        const workbook = await readBodyCapped(req, res, MEDICAL_RECORD_UPLOAD_MAX_BYTES);
        event.bytes = workbook.length;
        if (workbook.length === 0) throw badUserInput(MEDICAL_RECORD_MESSAGES.file);
        await assertXlsxWorkbook(workbook);
        const request = await source.request(flags, workbook);
        event.rows = request.memberFileRequests.length;
        return request;
      },
      (request) => ({ requestId: request.id }),
    );
    res.status(201).json(medicalRecordRequestJson(created));
  });

  router.get(EXTRACT_ROUTE, async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const id = parseId(req.params.id, 'medical record request');
    ctx.dataSources.medicalRecords.assertAllowed('medicalRecords.extract', { requestId: id });
    await sendUpstreamFile(res, ctx.dataSources.medicalRecords.extract(id), {
      ctx,
      what: 'medicalRecords.extract',
      targets: { requestId: id },
    });
  });

  router.get(MEDICAL_RECORD_TEMPLATE_PATH, async (req, res) => {
    const ctx = await helpers.contextFor(req);
    ctx.dataSources.medicalRecords.assertAllowed('medicalRecords.template');
    await sendUpstreamFile(res, ctx.dataSources.medicalRecords.template());
  });
}
