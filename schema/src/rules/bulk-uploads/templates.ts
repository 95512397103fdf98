/** The workbook template of each bulk flow, and how a header row is checked against it. */
import { BULK_FLOW_LABELS, type BulkFlow } from './flows.ts';

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
