/**
 * Bulk uploads of the Data Mgmt page and the bulk neighborhood update: the flows, their workbook
 * templates, the limits, the form rules (note, .xlsx, cohort), the per-row rules and the JSON the
 * validation and the submit answer. The web form, the gateway's file routes and the sandbox's
 * Care API all import these, so every layer refuses the same things with the same words.
 *
 * - A bulk upload is one .xlsx workbook; its first sheet's first row holds the template's column
 *   names, every following row is one change. At most BULK_MAX_BYTES and BULK_MAX_ROWS data rows.
 * - Every flow but addresses needs a note (non-blank); new members also need a cohort.
 * - The header row must hold the template's columns: a missing, renamed or unexpected column is
 *   named in the refusal. The bulk neighborhood update must match its template exactly (same
 *   columns in the same order, no filters on the sheet).
 * - Cells are read as text (numbers as written, dates as yyyy-mm-dd) before the row rules run.
 */
import { z } from 'zod';
import { controlCharacterIn, CONTROL_CHARACTER_MESSAGE, freeText } from './text.ts';
import { optionalRecordId, requiredRecordId, toRecordId } from './ids.ts';
import { addMemberRule, type AddMemberRuleContext, isCalendarDate } from './add-member.ts';
import { bulkAddressColumns, bulkEmailColumns, bulkNeighborhoodColumns, bulkPhoneColumns } from './bulk-contacts.ts';

/** The bulk flows, as they appear in URLs. */
export const BULK_FLOWS = ['eligibility-changes', 'new-members', 'member-ids', 'emails', 'phones', 'addresses', 'neighborhoods'] as const;
export type BulkFlow = (typeof BULK_FLOWS)[number];

export const isBulkFlow = (value: unknown): value is BulkFlow =>
  typeof value === 'string' && (BULK_FLOWS as readonly string[]).includes(value);

/** The largest upload accepted (bytes). */
export const BULK_MAX_BYTES = 20 * 1024 * 1024;
/** The most data rows (the header row not counted) one upload may hold. */
export const BULK_MAX_ROWS = 50_000;
/** Validation reports progress at least every this many rows read. */
export const BULK_PROGRESS_EVERY_ROWS = 2_000;
/** The validation answer lists at most this many invalid rows (the exception file holds them all). */
export const BULK_PROBLEMS_LIMIT = 200;
/** The member-ids validation table lists at most this many changes. */
export const BULK_CHANGES_LIMIT = 500;
/** The longest note. */
export const BULK_NOTE_MAX_LENGTH = 2_000;
/** The file names the web gives the returned workbooks. */
export const BULK_CLEAN_FILE_NAME = 'ValidRecords.xlsx';
export const BULK_EXCEPTION_FILE_NAME = 'InvalidRecords.xlsx';
/** The columns the exception workbook adds after the template's columns. */
export const BULK_EXCEPTION_COLUMNS = ['Row', 'Reason'] as const;

export const BULK_MESSAGES = {
  xlsx: 'Please enter a .xlsx file',
  note: 'Note is required',
  cohort: 'Choose a cohort',
  noPayer: 'No payer selected',
  cohortName: 'Cohort name is required',
  emptySheet: 'The sheet has no rows',
  tooManyRows: 'The file has more than 50,000 rows',
  tooLarge: 'The file is larger than 20 MB',
  corrupt: 'The file is not a readable .xlsx workbook',
  filters: 'Remove the filters from the sheet: the template must be matched exactly',
  validating:
    "File is being validated. Don't navigate away as the results of validation will return and need to be submitted to fully stage",
  processing: 'Changes are processing',
  memberNotFound: 'Member not found',
  duplicate: 'Duplicate of an earlier row in the file',
} as const;

export interface BulkTemplate {
  /** The header row, in order. */
  columns: readonly string[];
  /** The template's download name. */
  fileName: string;
  /** The flow needs a note. */
  needsNote: boolean;
  /** The flow needs a cohort (new members). */
  needsCohort?: boolean;
  /** Columns must match in order, with no filters on the sheet (bulk neighborhood update). */
  exact?: boolean;
  /** The validation returns a clean workbook of the valid rows that is submitted in place of the upload. */
  returnsCleanFile?: boolean;
}

/** The columns of the New Members template and the add-member field each fills. */
export const NEW_MEMBER_COLUMN_FIELDS = {
  MemberId: 'memberId',
  Hcode: 'hcode',
  HcodeType: 'hcodeType',
  Empi: 'empi',
  Mbi: 'mbi',
  FirstName: 'firstName',
  LastName: 'lastName',
  DateOfBirth: 'dateOfBirth',
  Gender: 'gender',
  Address1: 'address1',
  Address2: 'address2',
  City: 'city',
  State: 'state',
  ZipCode: 'zipCode',
  County: 'county',
  MarketId: 'marketId',
  HomePhone: 'homePhone',
  Email: 'email',
} as const;

export const BULK_TEMPLATES: Record<BulkFlow, BulkTemplate> = {
  'eligibility-changes': {
    columns: ['AaneelId', 'TermReasonId', 'TermDate'],
    fileName: 'EligibilityChangesTemplate.xlsx',
    needsNote: true,
  },
  'new-members': {
    columns: Object.keys(NEW_MEMBER_COLUMN_FIELDS),
    fileName: 'NewMembersTemplate.xlsx',
    needsNote: true,
    needsCohort: true,
  },
  'member-ids': {
    columns: ['AaneelId', 'NewValue', 'Type'],
    fileName: 'MemberIdsTemplate.xlsx',
    needsNote: true,
  },
  emails: {
    columns: ['AaneelId', 'Email'],
    fileName: 'EmailsTemplate.xlsx',
    needsNote: true,
    returnsCleanFile: true,
  },
  phones: {
    columns: ['AaneelId', 'PhoneNumber', 'PhoneType'],
    fileName: 'PhoneNumbersTemplate.xlsx',
    needsNote: true,
    returnsCleanFile: true,
  },
  addresses: {
    columns: ['AaneelId', 'Address1', 'Address2', 'City', 'State', 'Zip'],
    fileName: 'AddressesTemplate.xlsx',
    needsNote: false,
  },
  neighborhoods: {
    columns: ['AaneelId', 'NewOfficeName'],
    fileName: 'BulkNeighborhoodUpdateTemplate.xlsx',
    needsNote: true,
    exact: true,
  },
};

/** The name of each flow as the pages show it. */
export const BULK_FLOW_LABELS: Record<BulkFlow, string> = {
  'eligibility-changes': 'Eligibility Changes',
  'new-members': 'New Members',
  'member-ids': 'Member Ids',
  emails: 'Emails',
  phones: 'Phone Numbers',
  addresses: 'Addresses',
  neighborhoods: 'Bulk Neighborhood Update',
};

/** Term reasons a bulk eligibility change may carry: 984000014 to 984000020. */
export const BULK_TERM_REASON_MIN = 984000014;
export const BULK_TERM_REASON_MAX = 984000020;
export const isBulkTermReason = (id: number): boolean => Number.isInteger(id) && id >= BULK_TERM_REASON_MIN && id <= BULK_TERM_REASON_MAX;
/** The earliest term date a bulk eligibility change accepts (as the Term form's diagnosis date). */
export const BULK_EARLIEST_TERM_DATE = '2000-01-01';

/** The member identifiers the Member Ids flow can change, and the member column each is. */
export const MEMBER_ID_TYPES = ['MemberId', 'MBI', 'EMPI', 'Hcode'] as const;
export const MEMBER_ID_MAX_LENGTH = 50;

// ---------------------------------------------------------------------------------------------
// The form: file name, note, cohort.

/** An upload's file name must end in .xlsx. */
export const bulkFileNameRule = z.string().regex(/\.xlsx$/i, BULK_MESSAGES.xlsx);

/** The note of a flow: required (non-blank) for every flow except addresses; at most 2,000 characters. */
export const bulkNoteRule = (flow: BulkFlow) => {
  const text = freeText().trim().max(BULK_NOTE_MAX_LENGTH, `At most ${BULK_NOTE_MAX_LENGTH} characters`);
  return BULK_TEMPLATES[flow].needsNote
    ? text.min(1, BULK_MESSAGES.note)
    : text
        .nullable()
        .optional()
        .transform((v) => v ?? '');
};

/** The web form of a flow (Validate and Submit enable only when it passes). */
export const bulkUploadFormRule = (flow: BulkFlow) =>
  z.object({
    note: bulkNoteRule(flow),
    fileName: bulkFileNameRule,
    cohortId: BULK_TEMPLATES[flow].needsCohort ? requiredRecordId(BULK_MESSAGES.cohort) : optionalRecordId(),
  });

/** Add Cohort: a name, and a payer ('No payer selected' without one). */
export const createCohortRule = z.object({
  name: z
    .string({ message: BULK_MESSAGES.cohortName })
    .refine((s) => controlCharacterIn(s) === null, CONTROL_CHARACTER_MESSAGE)
    .trim()
    .min(1, BULK_MESSAGES.cohortName)
    .max(100, 'At most 100 characters'),
  payerId: z.union([z.number(), z.string(), z.null(), z.undefined()]).transform((value, ctx) => {
    const id = toRecordId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: BULK_MESSAGES.noPayer });
      return z.NEVER;
    }
    return id;
  }),
});
export type CreateCohortInput = z.output<typeof createCohortRule>;

// ---------------------------------------------------------------------------------------------
// The header row.

/**
 * Why a header row does not match the flow's template, or null when it does. Missing and
 * unexpected columns are named; an unexpected column standing where a missing one belongs is
 * reported as renamed. Blank header cells at the end of the row are ignored.
 */
export function bulkTemplateMismatch(flow: BulkFlow, header: readonly string[]): string | null {
  const template = BULK_TEMPLATES[flow];
  const cells = header.map((c) => c.trim());
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  const expected = template.columns;
  const present = new Set(cells);
  const known = new Set(expected);
  const missing = expected.filter((c) => !present.has(c));
  const extra = cells.filter((c) => !known.has(c));
  const renamed: string[] = [];
  const missingLeft = new Set(missing);
  const extraLeft = new Set(extra);
  cells.forEach((cell, i) => {
    const wanted = expected[i];
    if (wanted !== undefined && extraLeft.has(cell) && missingLeft.has(wanted)) {
      renamed.push(`'${cell === '' ? '(blank)' : cell}' should be '${wanted}'`);
      extraLeft.delete(cell);
      missingLeft.delete(wanted);
    }
  });
  const duplicated = cells.filter((c, i) => c !== '' && cells.indexOf(c) !== i);
  const parts: string[] = [];
  if (renamed.length > 0) parts.push(`renamed column${renamed.length > 1 ? 's' : ''} ${renamed.join(', ')}`);
  if (missingLeft.size > 0) parts.push(`missing column${missingLeft.size > 1 ? 's' : ''} ${[...missingLeft].join(', ')}`);
  const extraNamed = [...extraLeft].map((c) => (c === '' ? '(blank)' : c));
  if (extraNamed.length > 0) parts.push(`unexpected column${extraNamed.length > 1 ? 's' : ''} ${extraNamed.join(', ')}`);
  if (duplicated.length > 0) parts.push(`repeated column${duplicated.length > 1 ? 's' : ''} ${[...new Set(duplicated)].join(', ')}`);
  if (parts.length === 0 && template.exact && cells.join('\u0000') !== expected.join('\u0000')) {
    parts.push(`columns out of order (expected ${expected.join(', ')})`);
  }
  if (parts.length === 0) return null;
  return `The file does not match the ${BULK_FLOW_LABELS[flow]} template: ${parts.join('; ')}. Expected columns: ${expected.join(', ')}.`;
}

// ---------------------------------------------------------------------------------------------
// Row rules. A row is the template's columns mapped to their cell text ('' when blank).

export type BulkRow = Readonly<Record<string, string>>;
/** What the row rules depend on: today (yyyy-mm-dd) and the states list. */
export type BulkRowContext = AddMemberRuleContext;
/** A row's outcome: its normalised values, or the first problem and the column it is in. */
export type BulkRowOutcome =
  { ok: true; values: Record<string, string | number | null> } | { ok: false; column: string | null; reason: string };

const AANEEL_ID = /^[A-Za-z0-9-]{1,40}$/;
const aaneelIdCell = z
  .string()
  .trim()
  .min(1, 'AaneelId is required')
  .regex(AANEEL_ID, 'AaneelId must be letters, digits or hyphens (at most 40)');

const eligibilityRow = (ctx: BulkRowContext) =>
  z.object({
    AaneelId: aaneelIdCell,
    TermReasonId: z
      .string()
      .trim()
      .min(1, 'TermReasonId is required')
      .transform((value, issue) => {
        const id = toRecordId(value);
        if (id === null || !isBulkTermReason(id)) {
          issue.addIssue({ code: 'custom', message: `TermReasonId must be one of ${BULK_TERM_REASON_MIN}–${BULK_TERM_REASON_MAX}` });
          return z.NEVER;
        }
        return id;
      }),
    TermDate: z
      .string()
      .trim()
      .min(1, 'TermDate is required')
      .superRefine((value, issue) => {
        if (!isCalendarDate(value)) issue.addIssue({ code: 'custom', message: 'TermDate must be a real date (yyyy-mm-dd)' });
        else if (value > ctx.today) issue.addIssue({ code: 'custom', message: 'TermDate cannot be after today' });
        else if (value < BULK_EARLIEST_TERM_DATE)
          issue.addIssue({ code: 'custom', message: `TermDate cannot be before ${BULK_EARLIEST_TERM_DATE}` });
      }),
  });

const memberIdsRow = z
  .object({
    AaneelId: aaneelIdCell,
    NewValue: z
      .string()
      .refine((s) => controlCharacterIn(s) === null, CONTROL_CHARACTER_MESSAGE)
      .trim()
      .min(1, 'NewValue is required')
      .max(MEMBER_ID_MAX_LENGTH, `NewValue must be at most ${MEMBER_ID_MAX_LENGTH} characters`),
    Type: z
      .string()
      .trim()
      .transform((value, issue) => {
        const type = MEMBER_ID_TYPES.find((t) => t.toLowerCase() === value.toLowerCase());
        if (!type) {
          issue.addIssue({ code: 'custom', message: `Type must be one of ${MEMBER_ID_TYPES.join(', ')}` });
          return z.NEVER;
        }
        return type;
      }),
  })
  // MBI and Hcode are kept upper case, as the add-member wizard stores them.
  .transform((row) => ({ ...row, NewValue: row.Type === 'MBI' || row.Type === 'Hcode' ? row.NewValue.toUpperCase() : row.NewValue }));

/** Gender cells: M, F, U or Male, Female, Other (any case); blank is U. */
function genderCode(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (v === '') return null;
  const byLabel: Record<string, string> = { m: 'M', male: 'M', f: 'F', female: 'F', u: 'U', other: 'U' };
  return byLabel[v] ?? value.trim();
}

/**
 * A New Members row is checked by the add-member rule (the same one the Add member wizard and
 * POST /api/Members use), with the cohort's payer as the payer.
 */
function newMemberRow(ctx: BulkRowContext & { payerId: number }) {
  const rule = addMemberRule(ctx);
  const fieldToColumn = new Map<string, string>(Object.entries(NEW_MEMBER_COLUMN_FIELDS).map(([column, field]) => [field, column]));
  return (row: BulkRow): BulkRowOutcome => {
    const input: Record<string, unknown> = { payerId: ctx.payerId };
    for (const [column, field] of Object.entries(NEW_MEMBER_COLUMN_FIELDS)) input[field] = row[column] ?? '';
    input.gender = genderCode(String(input.gender));
    input.hcodeType = String(input.hcodeType).trim().toUpperCase();
    const parsed = rule.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? '');
      return { ok: false, column: fieldToColumn.get(field) ?? null, reason: issue.message };
    }
    const v = parsed.data;
    return {
      ok: true,
      values: {
        MemberId: v.memberId,
        Hcode: v.hcode,
        HcodeType: v.hcodeType,
        Empi: v.empi,
        Mbi: v.mbi,
        FirstName: v.firstName,
        LastName: v.lastName,
        DateOfBirth: v.dateOfBirth,
        Gender: v.gender,
        Address1: v.address1,
        Address2: v.address2,
        City: v.city,
        State: v.state,
        ZipCode: v.zipCode,
        County: v.county,
        MarketId: v.marketId,
        HomePhone: v.homePhone,
        Email: v.email,
      },
    };
  };
}

/** A zod row rule as a row check: the first issue becomes the row's reason. */
function fromZod(schema: z.ZodType) {
  return (row: BulkRow): BulkRowOutcome => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return { ok: true, values: parsed.data as Record<string, string | number | null> };
    const issue = parsed.error.issues[0];
    const column = typeof issue.path[0] === 'string' ? issue.path[0] : null;
    return { ok: false, column, reason: issue.message };
  };
}

export type BulkRowCheck = (row: BulkRow) => BulkRowOutcome;
export interface BulkRowCheckContext extends BulkRowContext {
  /** The chosen cohort's payer (new members). */
  payerId?: number | null;
}

/**
 * The per-row check of each flow: well-formedness only (the sandbox then checks members exist,
 * duplicates and the flow's own rules against its database). Flows without an entry check only
 * that the AaneelId is well formed.
 */
export const BULK_ROW_RULES: Partial<Record<BulkFlow, (ctx: BulkRowCheckContext) => BulkRowCheck>> = {
  'eligibility-changes': (ctx) => fromZod(eligibilityRow(ctx)),
  'member-ids': () => fromZod(memberIdsRow),
  'new-members': (ctx) => newMemberRow({ ...ctx, payerId: ctx.payerId ?? 0 }),
  // The contact flows and the neighborhood update: their columns' rules are bulk-contacts.ts's.
  emails: () => fromZod(z.object({ AaneelId: aaneelIdCell, ...bulkEmailColumns })),
  phones: () => fromZod(z.object({ AaneelId: aaneelIdCell, ...bulkPhoneColumns })),
  addresses: () => fromZod(z.object({ AaneelId: aaneelIdCell, ...bulkAddressColumns })),
  neighborhoods: () => fromZod(z.object({ AaneelId: aaneelIdCell, ...bulkNeighborhoodColumns })),
};

const aaneelOnly = fromZod(z.object({ AaneelId: aaneelIdCell }).passthrough());

/** The row check of a flow. */
export function bulkRowCheck(flow: BulkFlow, ctx: BulkRowCheckContext): BulkRowCheck {
  const rule = BULK_ROW_RULES[flow];
  return rule ? rule(ctx) : aaneelOnly;
}

// ---------------------------------------------------------------------------------------------
// The answers.

export const bulkSummaryEntrySchema = z.object({ label: z.string(), count: z.number().int() });
export const bulkChangeSchema = z.object({ aaneelId: z.string(), newValue: z.string(), type: z.string() });
export const bulkProblemSchema = z.object({
  row: z.number().int(),
  aaneelId: z.string().nullable(),
  column: z.string().nullable(),
  reason: z.string(),
});

/** The answer of a validation (the last NDJSON line's result). */
export const bulkValidationSchema = z.object({
  flow: z.enum(BULK_FLOWS),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  message: z.string(),
  summary: z.array(bulkSummaryEntrySchema),
  changes: z.array(bulkChangeSchema),
  changesTruncated: z.boolean(),
  problems: z.array(bulkProblemSchema),
  problemsTruncated: z.boolean(),
  /** Base64 .xlsx of the valid rows (emails, phones; null otherwise). */
  cleanFile: z.string().nullable(),
  /** Base64 .xlsx of every invalid row with its Row and Reason (when there are invalid rows). */
  exceptionFile: z.string().nullable(),
});
export type BulkValidation = z.infer<typeof bulkValidationSchema>;
export type BulkSummaryEntry = z.infer<typeof bulkSummaryEntrySchema>;
export type BulkChange = z.infer<typeof bulkChangeSchema>;
export type BulkProblem = z.infer<typeof bulkProblemSchema>;

/** The answer of a submit. */
export const bulkSubmitResultSchema = z.object({
  flow: z.enum(BULK_FLOWS),
  applied: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});
export type BulkSubmitResult = z.infer<typeof bulkSubmitResultSchema>;

/** One line of the validation's NDJSON stream. */
export const bulkValidationLineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), rows: z.number().int() }),
  z.object({ type: z.literal('result'), result: bulkValidationSchema }),
  z.object({ type: z.literal('error'), status: z.union([z.literal(422), z.literal(500)]), message: z.string() }),
]);
export type BulkValidationLine = z.infer<typeof bulkValidationLineSchema>;

/** The validation's message: '48 valid records, 2 invalid records'. */
export const bulkValidationMessage = (valid: number, invalid: number): string =>
  `${valid} valid record${valid === 1 ? '' : 's'}, ${invalid} invalid record${invalid === 1 ? '' : 's'}`;

/** The submit's message: '48 changes applied' (and the rows skipped as invalid). */
export const bulkSubmitMessage = (applied: number, skipped: number): string =>
  `${applied} change${applied === 1 ? '' : 's'} applied${skipped > 0 ? `, ${skipped} invalid row${skipped === 1 ? '' : 's'} skipped` : ''}`;
