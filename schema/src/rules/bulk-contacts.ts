/**
 * The contact flows of Data Mgmt and the bulk neighborhood update: the rules one row of an
 * upload must pass before the database is asked anything, and the File Upload's name and source.
 * The sandbox checks every row with these rules (and then against the database: the member
 * exists, the address geocodes, the office is active, no duplicate in the file); the web and the
 * gateway use the same constants for what they show and refuse.
 *
 * - E-mails: an address of the simple pattern name@domain.tld (add member's rule).
 * - Phones: 10 digits once separators and a leading +1 are stripped (add member's phone rule),
 *   and a type of Home, Mobile or Work (the member record's phone types).
 * - Addresses: street and city, a two-letter state and a 5-digit zip (add member's address
 *   shape); the address must also resolve through the geocoder.
 * - Neighborhoods: the office (neighborhood) name the member moves to, like 1.001.002 (a
 *   community row, …000, holds no members).
 * - File Upload: any file up to 20 MB, a source from the list, a name of word characters, dots
 *   and hyphens (at most 255, not starting with a dot or hyphen): the name it is stored under.
 */
import { z } from 'zod';
import { EMAIL_MESSAGE, isEmailAddress, normalisePhone, PHONE_MESSAGE } from './add-member.ts';
import { requiredRecordId } from './ids.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterIn } from './text.ts';

/** The phone types a member's phone may have (the member record's phone types). */
export const BULK_PHONE_TYPES = ['Home', 'Mobile', 'Work'] as const;

export const BULK_CONTACT_MESSAGES = {
  email: EMAIL_MESSAGE,
  emailRequired: 'Email is required',
  phone: PHONE_MESSAGE,
  phoneRequired: 'PhoneNumber is required',
  phoneType: `PhoneType must be one of ${BULK_PHONE_TYPES.join(', ')}`,
  street: 'Address1 is required',
  city: 'City is required',
  state: 'State must be a two-letter US state',
  zip: 'Zip must be 5 digits',
  office: 'NewOfficeName must be a neighborhood name like 1.001.002',
  communityOffice: 'NewOfficeName must be a neighborhood, not a community (…000)',
  // Reasons found against the database (a missing member and a repeated row are the machinery's).
  addressUnchanged: "This is already the member's active address",
  unknownState: 'State is not a US state',
  notGeocoded: 'The address could not be found by the geocoder',
  officeNotFound: 'No office has this name',
  officeInactive: 'The office is not active',
  alreadyAtOffice: 'The member is already at this office',
  pendingTransfer: 'The member already has a pending transfer',
} as const;

/** The longest street or city a row may carry. */
const ADDRESS_PART_MAX = 200;

/** A cell as trimmed text; control characters refused. */
const cell = () =>
  z
    .string()
    .default('')
    .refine((s) => controlCharacterIn(s) === null, CONTROL_CHARACTER_MESSAGE)
    .transform((s) => s.trim());

/*
 * The row rules below are the columns of each template after AaneelId (whose rule, shared by
 * every flow, is bulk-uploads/rows.ts's): BULK_ROW_RULES puts the two together. Keys are the
 * template's column names; a blank cell arrives as ''.
 */

/** Emails template: Email. */
export const bulkEmailColumns = {
  Email: cell().transform((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: BULK_CONTACT_MESSAGES.emailRequired });
    else if (!isEmailAddress(value)) ctx.addIssue({ code: 'custom', message: BULK_CONTACT_MESSAGES.email });
    return value;
  }),
};

/** Phone Numbers template: PhoneNumber (answered as its 10 digits) and PhoneType. */
export const bulkPhoneColumns = {
  PhoneNumber: cell().transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: BULK_CONTACT_MESSAGES.phoneRequired });
      return z.NEVER;
    }
    const digits = normalisePhone(value);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: BULK_CONTACT_MESSAGES.phone });
      return z.NEVER;
    }
    return digits;
  }),
  /** Any case in the file (home, MOBILE); answered as Home, Mobile or Work. */
  PhoneType: cell().transform((value, ctx) => {
    const type = BULK_PHONE_TYPES.find((t) => t.toLowerCase() === value.toLowerCase());
    if (!type) {
      ctx.addIssue({ code: 'custom', message: BULK_CONTACT_MESSAGES.phoneType });
      return z.NEVER;
    }
    return type;
  }),
};

const addressPart = (requiredMessage: string) =>
  cell().pipe(z.string().min(1, requiredMessage).max(ADDRESS_PART_MAX, `At most ${ADDRESS_PART_MAX} characters`));

/** Addresses template: Address1, Address2 (optional), City, State, Zip. */
export const bulkAddressColumns = {
  Address1: addressPart(BULK_CONTACT_MESSAGES.street),
  Address2: cell().pipe(z.string().max(ADDRESS_PART_MAX, `At most ${ADDRESS_PART_MAX} characters`)),
  City: addressPart(BULK_CONTACT_MESSAGES.city),
  /** Answered in upper case. */
  State: cell().pipe(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, BULK_CONTACT_MESSAGES.state)
      .transform((s) => s.toUpperCase()),
  ),
  /** A zip written as a number in the sheet loses its leading zeros: 2134 is zip 02134. */
  Zip: cell().pipe(
    z
      .string()
      .transform((s) => (/^\d{3,4}$/.test(s) ? s.padStart(5, '0') : s))
      .pipe(z.string().regex(/^\d{5}$/, BULK_CONTACT_MESSAGES.zip)),
  ),
};

/** A neighborhood office name: market prefix, community and neighborhood (1.001.002). */
const NEIGHBORHOOD_OFFICE_NAME = /^\d{1,4}\.\d{3}\.\d{3}$/;

/** Bulk neighborhood update template: NewOfficeName, a neighborhood (not a community, …000). */
export const bulkNeighborhoodColumns = {
  NewOfficeName: cell().pipe(
    z
      .string()
      .regex(NEIGHBORHOOD_OFFICE_NAME, BULK_CONTACT_MESSAGES.office)
      .refine((name) => !name.endsWith('.000'), BULK_CONTACT_MESSAGES.communityOffice),
  ),
};

/** File Upload: the largest file, in bytes. */
export const FILE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** A stored file name: word characters, dots and hyphens, 1 to 255, not starting with a dot or hyphen. */
export const UPLOAD_FILE_NAME = /^(?![.-])[\w.-]{1,255}$/;

export const FILE_UPLOAD_MESSAGES = {
  source: 'Choose a file source',
  name: 'The file name may hold letters, digits, _ . and - only (at most 255 characters)',
  file: 'Choose a file to upload',
  tooLarge: 'The file is larger than 20 MB',
} as const;

export const fileUploadRule = z.object({
  sourceId: requiredRecordId(FILE_UPLOAD_MESSAGES.source),
  name: z.string({ message: FILE_UPLOAD_MESSAGES.name }).regex(UPLOAD_FILE_NAME, FILE_UPLOAD_MESSAGES.name),
});
export type FileUploadInput = z.output<typeof fileUploadRule>;

/** The outbound folder of a source: its name in lower case (a path segment: no slashes or NULs). */
export const outboundFolderOf = (sourceName: string) =>
  sourceName
    .trim()
    .toLowerCase()
    .replace(/[/\\\0]/g, '-');
