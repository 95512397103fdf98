/**
 * Medical record requests (the CCD & Progress Note Extract page): which kinds of file to extract,
 * and the .xlsx of member AaneelIds they are extracted for. One rule for the web's Make Request
 * dialog, the gateway's upload route and the Care API.
 */
import { z } from 'zod';
import { safeText } from './text.ts';

/** The kinds of file a request can ask for, in the dialog's order (the Care API's query flags). */
export const MEDICAL_RECORD_KINDS = ['ccdXml', 'ccdPdf', 'progNote', 'justAaneel'] as const;
export type MedicalRecordKind = (typeof MEDICAL_RECORD_KINDS)[number];

export const MEDICAL_RECORD_KIND_LABELS: Readonly<Record<MedicalRecordKind, string>> = {
  ccdXml: 'CCD XML files',
  ccdPdf: 'CCD PDF files',
  progNote: 'Progress note files',
  justAaneel: 'Just member files',
};

export const MEDICAL_RECORD_MESSAGES = {
  kinds: 'Choose at least one kind of file',
  file: 'An uploaded .xlsx file is required',
} as const;

/** The member id template: one column of AaneelIds under this header. */
export const MEDICAL_RECORD_TEMPLATE = { fileName: 'MedicalRecordRequest.xlsx', columns: ['AaneelId'] } as const;

/** The most members one request may name (the extract is built for each of them). */
export const MEDICAL_RECORD_MAX_MEMBERS = 500;
/** The largest member id workbook accepted. */
export const MEDICAL_RECORD_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** How long finished requests stay listed with their extract. */
export const MEDICAL_RECORD_LIST_DAYS = 30;
/** While a request is pending, the page reads the list again this often. */
export const MEDICAL_RECORD_POLL_MS = 3000;

/** The request: at least one kind of file, and the member id workbook (by its name here). */
export const medicalRecordRequestRule = z
  .object({
    ccdXml: z.boolean(),
    ccdPdf: z.boolean(),
    progNote: z.boolean(),
    justAaneel: z.boolean(),
    fileName: safeText()
      .trim()
      .regex(/\.xlsx$/i, MEDICAL_RECORD_MESSAGES.file),
  })
  // Checked even while the file is missing, so the dialog shows both messages at once.
  .refine((r) => MEDICAL_RECORD_KINDS.some((k) => r[k] === true), {
    message: MEDICAL_RECORD_MESSAGES.kinds,
    path: ['kinds'],
    when: () => true,
  });

const flag = (name: MedicalRecordKind) =>
  z.preprocess((v) => (v === undefined || v === '' ? 'false' : v), z.enum(['true', 'false'], { message: `${name} must be true or false` }));

/** The kinds as the query flags of the upload ('true' / 'false', absent = false), at least one of them true. */
export const medicalRecordFlagsRule = z
  .object({ ccdXml: flag('ccdXml'), ccdPdf: flag('ccdPdf'), progNote: flag('progNote'), justAaneel: flag('justAaneel') })
  .refine((q) => MEDICAL_RECORD_KINDS.some((k) => q[k] === 'true'), { message: MEDICAL_RECORD_MESSAGES.kinds, path: ['kinds'] });
export type MedicalRecordFlags = z.infer<typeof medicalRecordFlagsRule>;

/** An AaneelId as the template holds it: letters and digits. */
export const AANEEL_ID_PATTERN = /^[A-Za-z0-9]{1,40}$/;
