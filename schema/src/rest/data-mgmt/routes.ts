/**
 * Care API routes of the bulk uploads (Data Mgmt and the bulk neighborhood update), and adding a
 * cohort. Every flow has two routes, both taking the .xlsx bytes as the body and the note (and
 * options) in the query:
 * - validate: answers `application/x-ndjson`, one JSON object per line (BulkValidationLine):
 *   progress lines while rows are read, then exactly one result or error line. A wrong template
 *   or an empty sheet is refused with 422 JSON before the stream starts;
 * - submit: validates again and applies every valid row in one transaction; answers
 *   BulkSubmitResult.
 * The routes check the same rules (schema/src/rules/bulk-uploads/) and permissions again.
 */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { recordId } from '../../rules/ids.ts';
import { BULK_MAX_BYTES, bulkNoteRule, bulkSubmitResultSchema, createCohortRule, type BulkFlow } from '../../rules/bulk-uploads/index.ts';
import { CohortRecordDto } from '../reference-data/dtos.ts';
import { FILE_UPLOAD_MAX_BYTES, fileUploadRule } from '../../rules/bulk-contacts.ts';
import { FileUploadResultDto } from './dtos.ts';

/** The query of a flow's validate and submit routes. */
const bulkQuery = (flow: BulkFlow) =>
  z.object({
    note: bulkNoteRule(flow),
    skipTransferDashboard: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  });

const cohortParam = z.object({ cohortId: recordId });

function validateRoute<F extends BulkFlow, P extends string>(flow: F, path: P, what: string) {
  return route({
    method: 'POST',
    path,
    summary: `Validate a ${what} workbook: NDJSON progress lines, then the result (or an error) line; 422 JSON for a wrong template or an empty sheet`,
    query: bulkQuery(flow),
    rawBody: 'xlsx',
    rawBodyMaxBytes: BULK_MAX_BYTES,
    answer: { file: 'octet-stream' },
  } as const);
}

function submitRoute<F extends BulkFlow, P extends string>(flow: F, path: P, what: string) {
  return route({
    method: 'POST',
    path,
    summary: `Apply every valid row of a ${what} workbook in one transaction (validated again); the invalid rows are skipped`,
    query: bulkQuery(flow),
    rawBody: 'xlsx',
    rawBodyMaxBytes: BULK_MAX_BYTES,
    answer: { json: bulkSubmitResultSchema },
  } as const);
}

export const dataMgmtRoutes = {
  validateEligibilityChanges: validateRoute(
    'eligibility-changes',
    '/api/Members/EligibilityChanges/ValidateBulkRequest',
    'bulk eligibility changes',
  ),
  submitEligibilityChanges: submitRoute('eligibility-changes', '/api/Members/EligibilityChanges', 'bulk eligibility changes'),
  validateNewMembers: {
    ...validateRoute('new-members', '/api/Members/Cohorts/{cohortId}/Members/FileValidate', 'new members'),
    params: cohortParam,
  },
  submitNewMembers: {
    ...submitRoute('new-members', '/api/Members/Cohorts/{cohortId}/Members', 'new members'),
    params: cohortParam,
    // The cohorts' pending member counts change.
    invalidates: ['/api/Members/Cohorts'],
  },
  validateMemberIds: validateRoute('member-ids', '/api/Members/MemberIds/ValidateBulkRequest', 'member id changes'),
  submitMemberIds: submitRoute('member-ids', '/api/Members/MemberIdChanges', 'member id changes'),
  validateEmails: validateRoute('emails', '/api/Members/Emails/ValidateBulkRequest', 'member e-mails'),
  submitEmails: submitRoute('emails', '/api/Members/Emails/BulkRequest', 'member e-mails'),
  validatePhones: validateRoute('phones', '/api/Members/Phones/ValidateBulkRequest', 'member phone numbers'),
  submitPhones: submitRoute('phones', '/api/Members/Phones/BulkRequest', 'member phone numbers'),
  validateAddresses: validateRoute('addresses', '/api/Members/Addresses/ValidateBulkRequest', 'member addresses'),
  submitAddresses: submitRoute('addresses', '/api/Members/Addresses/BulkRequest', 'member addresses'),
  validateNeighborhoods: validateRoute(
    'neighborhoods',
    '/api/Offices/BulkNeighborhoodUpdate/ValidateBulkRequest',
    'bulk neighborhood update',
  ),
  submitNeighborhoods: submitRoute('neighborhoods', '/api/Offices/BulkNeighborhoodUpdate', 'bulk neighborhood update'),

  uploadFile: route({
    method: 'POST',
    path: '/api/Files/UploadFile',
    summary:
      "File Upload (dataMgmt): any file up to 20 MB placed in the outbound folder named after the source in lower case, and listed as the source's file",
    query: fileUploadRule,
    rawBody: 'file',
    rawBodyMaxBytes: FILE_UPLOAD_MAX_BYTES,
    answer: { json: FileUploadResultDto },
  }),

  createCohort: route({
    method: 'POST',
    path: '/api/Members/Cohorts',
    summary: "Add a cohort for a payer (dataMgmt; 422 'No payer selected' without one, or for SelfPay or an unknown payer)",
    body: createCohortRule,
    answer: { json: CohortRecordDto },
    invalidates: ['/api/Members/Cohorts'],
  }),
} satisfies Record<string, RouteContract>;

/** Each flow's validate and submit routes. */
export const BULK_FLOW_ROUTES = {
  'eligibility-changes': { validate: dataMgmtRoutes.validateEligibilityChanges, submit: dataMgmtRoutes.submitEligibilityChanges },
  'new-members': { validate: dataMgmtRoutes.validateNewMembers, submit: dataMgmtRoutes.submitNewMembers },
  'member-ids': { validate: dataMgmtRoutes.validateMemberIds, submit: dataMgmtRoutes.submitMemberIds },
  emails: { validate: dataMgmtRoutes.validateEmails, submit: dataMgmtRoutes.submitEmails },
  phones: { validate: dataMgmtRoutes.validatePhones, submit: dataMgmtRoutes.submitPhones },
  addresses: { validate: dataMgmtRoutes.validateAddresses, submit: dataMgmtRoutes.submitAddresses },
  neighborhoods: { validate: dataMgmtRoutes.validateNeighborhoods, submit: dataMgmtRoutes.submitNeighborhoods },
} as const satisfies Record<BulkFlow, { validate: RouteContract; submit: RouteContract }>;
