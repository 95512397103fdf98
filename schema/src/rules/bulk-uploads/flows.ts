/** The bulk flows, their limits, the words they refuse with, their labels and the values their rows may carry. */

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
