/**
 * The contact flows of Data Mgmt, over an upload's staged rows (bulk_upload_rows): e-mails,
 * phone numbers and addresses. The machinery has already checked each row's shape with the
 * shared row rules (its normalised values are `data`), found its member by aaneel id and marked
 * the rows it refused; what is left here are the flows' own checks against the database and
 * their one-statement-per-step apply, all in SQL over the whole upload (no row is held in memory).
 *
 * Who may use them: e-mails and addresses need dataMgmt; phone numbers need dataMgmt and pt-mgmt.
 *
 * - E-mails: the same member and address (any case) twice in a file is a duplicate. Applying
 *   adds the address to the member's e-mails (or, when the member already has it, marks it valid
 *   again), with the upload's note and today as its active date, and makes it the member's e-mail.
 * - Phones: two rows of one member with the same type are a duplicate (a member has one number
 *   of each type). Applying adds the number to the member's phone numbers (or marks the same
 *   number and type valid again) and makes it the member's number of that type.
 * - Addresses: the state must be a US state and the address must resolve through the geocoder
 *   (the gazetteer the maps service answers from: street, city, state and zip, with spelled-out
 *   suffixes and directions read as their abbreviations); one address per member per file (a
 *   second is a duplicate); the member's current active address again is no change. Applying
 *   makes it the member's active primary address (the earlier active primary one becomes
 *   inactive as of today) and moves the member's home, county and coordinates to it.
 */
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { BULK_CONTACT_MESSAGES, BULK_PHONE_TYPES } from '@luminate/schema/rules';
import type { Queryable } from '../../db/index.ts';
import { forbidden, type Caller } from '../http.ts';
import { requireAnyClaim } from '../auth.ts';
import { countValidBy, markInvalid, VALID_ROWS, type BulkFlowModule } from './flow.ts';

/** What applying needs: the upload, its note (blank for addresses) and today (yyyy-mm-dd, the sandbox's local day). */
interface ApplyInput {
  uploadId: number;
  note: string;
  today: string;
}

/** How many valid rows the upload holds. */
async function validCount(q: Queryable, uploadId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${VALID_ROWS}`, [uploadId]);
  return rows[0].n;
}

const PHONES_REFUSAL = 'Bulk phone number updates require dataMgmt and pt-mgmt';

/** Phone numbers: dataMgmt and pt-mgmt, both. */
function requirePhoneUpdater(caller: Caller): void {
  requireAnyClaim(caller, CLAIM_GROUPS.dataManagers, 'Bulk phone number updates');
  if (!CLAIM_GROUPS.bulkPhoneUpdaters.some((c) => caller.claims.has(c))) throw forbidden(PHONES_REFUSAL);
}

// ---------------------------------------------------------------------------------------------
// E-mails

/** Applies every valid row; answers how many rows were applied. */
async function applyEmails(tx: Queryable, ctx: ApplyInput): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `WITH v AS (
       SELECT member_id, data->>'Email' AS email FROM bulk_upload_rows WHERE upload_id = $1 AND reason IS NULL),
     renewed AS (
       UPDATE member_emails e SET valid = true, note = COALESCE(NULLIF($2, ''), e.note), active_date = $3::date
       FROM v WHERE e.member_id = v.member_id AND lower(e.address) = lower(v.email)
       RETURNING e.id),
     added AS (
       INSERT INTO member_emails (member_id, address, note, active_date, valid)
       SELECT v.member_id, v.email, NULLIF($2, ''), $3::date, true FROM v
       WHERE NOT EXISTS (SELECT 1 FROM member_emails e WHERE e.member_id = v.member_id AND lower(e.address) = lower(v.email))
       RETURNING id)
     SELECT (SELECT count(*) FROM v)::int AS n`,
    [ctx.uploadId, ctx.note.trim(), ctx.today],
  );
  // The member's e-mail is the last one the file gives it.
  await tx.query(
    `UPDATE members m SET email = x.email
     FROM (SELECT DISTINCT ON (member_id) member_id, data->>'Email' AS email FROM bulk_upload_rows
           WHERE upload_id = $1 AND reason IS NULL ORDER BY member_id, row_no DESC) x
     WHERE m.id = x.member_id`,
    [ctx.uploadId],
  );
  return rows[0].n;
}

// ---------------------------------------------------------------------------------------------
// Phones

/** The members column holding a member's number of each phone type. */
const PHONE_COLUMNS: Record<(typeof BULK_PHONE_TYPES)[number], string> = {
  Home: 'home_phone',
  Mobile: 'mobile_phone',
  Work: 'work_phone',
};

async function applyPhones(tx: Queryable, ctx: ApplyInput): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `WITH v AS (
       SELECT member_id, data->>'PhoneNumber' AS number, data->>'PhoneType' AS kind
       FROM bulk_upload_rows WHERE upload_id = $1 AND reason IS NULL),
     renewed AS (
       UPDATE member_phones p SET valid = true, note = COALESCE(NULLIF($2, ''), p.note), active_date = $3::date, updated_date = now()
       FROM v WHERE p.member_id = v.member_id AND p.number = v.number AND p.phone_number_type = v.kind
       RETURNING p.id),
     added AS (
       INSERT INTO member_phones (member_id, number, phone_number_type, note, active_date, updated_date, valid)
       SELECT v.member_id, v.number, v.kind, NULLIF($2, ''), $3::date, now(), true FROM v
       WHERE NOT EXISTS (SELECT 1 FROM member_phones p
                         WHERE p.member_id = v.member_id AND p.number = v.number AND p.phone_number_type = v.kind)
       RETURNING id)
     SELECT (SELECT count(*) FROM v)::int AS n`,
    [ctx.uploadId, ctx.note.trim(), ctx.today],
  );
  // One row per member and type is valid (duplicates are refused), so each type's column takes it.
  const sets = BULK_PHONE_TYPES.map((type) => `${PHONE_COLUMNS[type]} = COALESCE(x.numbers->>'${type}', m.${PHONE_COLUMNS[type]})`).join(
    ', ',
  );
  await tx.query(
    `UPDATE members m SET ${sets}
     FROM (SELECT member_id, jsonb_object_agg(data->>'PhoneType', data->>'PhoneNumber') AS numbers
           FROM bulk_upload_rows WHERE upload_id = $1 AND reason IS NULL GROUP BY member_id) x
     WHERE m.id = x.member_id`,
    [ctx.uploadId],
  );
  return rows[0].n;
}

// ---------------------------------------------------------------------------------------------
// Addresses

/**
 * Spelled-out street suffixes and directions and the abbreviation the gazetteer's streets use,
 * so "1200 North Oak Street" finds "1200 N Oak St".
 */
const ABBREVIATIONS: ReadonlyArray<[spelled: string, abbreviation: string]> = [
  ['street', 'st'],
  ['avenue', 'ave'],
  ['boulevard', 'blvd'],
  ['drive', 'dr'],
  ['lane', 'ln'],
  ['road', 'rd'],
  ['court', 'ct'],
  ['place', 'pl'],
  ['parkway', 'pkwy'],
  ['highway', 'hwy'],
  ['north', 'n'],
  ['south', 's'],
  ['east', 'e'],
  ['west', 'w'],
];

/**
 * The gazetteer's key of a row's address: street, city, state and zip in lower case, letters
 * and digits only, single spaces (as seed/gazetteer.ts builds search_text).
 */
const ADDRESS_KEY = `btrim(regexp_replace(
  lower(concat_ws(' ', r.data->>'Address1', r.data->>'City', r.data->>'State', r.data->>'Zip')), '[^a-z0-9]+', ' ', 'g'))`;

/** The same key with every spelled-out word replaced by its abbreviation (\m and \M: a word's start and end). */
const ABBREVIATED_KEY = ABBREVIATIONS.reduce(
  (sql, [spelled, abbreviation]) => `regexp_replace(${sql}, '\\m${spelled}\\M', '${abbreviation}', 'g')`,
  ADDRESS_KEY,
);

/**
 * Looks every still-valid row's address up in the gazetteer and keeps the place in `data.place`
 * (its id, county and coordinates), then marks the rows whose state is unknown, whose address
 * does not resolve, or that are already the member's active address.
 */
async function checkAddresses(tx: Queryable, uploadId: number): Promise<void> {
  await markInvalid(
    tx,
    uploadId,
    `NOT EXISTS (SELECT 1 FROM states s WHERE s.abbrev = r.data->>'State')`,
    BULK_CONTACT_MESSAGES.unknownState,
    'State',
  );
  // One join on the gazetteer's unique search_text per key: the address as written, then (for
  // the rows still unresolved) with its spelled-out words abbreviated.
  for (const key of [ADDRESS_KEY, ABBREVIATED_KEY]) {
    await tx.query(
      `UPDATE bulk_upload_rows r
       SET data = r.data || jsonb_build_object('place', jsonb_build_object('id', g.id, 'county', g.county, 'lat', g.lat, 'lng', g.lng))
       FROM gazetteer_places g
       WHERE r.upload_id = $1 AND r.reason IS NULL AND NOT (r.data ? 'place') AND g.search_text = ${key}`,
      [uploadId],
    );
  }
  await markInvalid(tx, uploadId, `NOT (r.data ? 'place')`, BULK_CONTACT_MESSAGES.notGeocoded, 'Address1');
  await markInvalid(
    tx,
    uploadId,
    `EXISTS (SELECT 1 FROM member_addresses a WHERE a.member_id = r.member_id AND a.active AND a.is_primary
       AND lower(btrim(a.address1)) = lower(r.data->>'Address1') AND lower(COALESCE(a.address2, '')) = lower(r.data->>'Address2')
       AND lower(btrim(a.city)) = lower(r.data->>'City') AND upper(a.state) = r.data->>'State' AND a.zip = r.data->>'Zip')`,
    BULK_CONTACT_MESSAGES.addressUnchanged,
    'Address1',
  );
}

async function applyAddresses(tx: Queryable, ctx: ApplyInput): Promise<number> {
  await tx.query(
    `UPDATE member_addresses a SET active = false, inactive_dt = $2::date
     FROM bulk_upload_rows r
     WHERE r.upload_id = $1 AND r.reason IS NULL AND a.member_id = r.member_id AND a.active AND a.is_primary`,
    [ctx.uploadId, ctx.today],
  );
  const { rows } = await tx.query<{ n: number }>(
    `WITH added AS (
       INSERT INTO member_addresses (member_id, address1, address2, city, state, zip, is_primary, active)
       SELECT member_id, data->>'Address1', NULLIF(data->>'Address2', ''), data->>'City', data->>'State', data->>'Zip', true, true
       FROM bulk_upload_rows WHERE upload_id = $1 AND reason IS NULL ORDER BY row_no
       RETURNING id)
     SELECT count(*)::int AS n FROM added`,
    [ctx.uploadId],
  );
  await tx.query(
    `UPDATE members m SET address1 = r.data->>'Address1', city = r.data->>'City', state = r.data->>'State', zip = r.data->>'Zip',
       county = COALESCE(r.data->'place'->>'county', m.county)
     FROM bulk_upload_rows r WHERE r.upload_id = $1 AND r.reason IS NULL AND m.id = r.member_id`,
    [ctx.uploadId],
  );
  // Where the member lives, for the distances of the lookups and reports.
  await tx.query(
    `INSERT INTO member_locations (member_id, lat, lng)
     SELECT member_id, (data->'place'->>'lat')::float8, (data->'place'->>'lng')::float8
     FROM bulk_upload_rows WHERE upload_id = $1 AND reason IS NULL
     ON CONFLICT (member_id) DO UPDATE SET lat = EXCLUDED.lat, lng = EXCLUDED.lng`,
    [ctx.uploadId],
  );
  return rows[0].n;
}

// ---------------------------------------------------------------------------------------------
// The flows.

export const emailsFlow: BulkFlowModule = {
  flow: 'emails',
  authorize(caller) {
    requireAnyClaim(caller, CLAIM_GROUPS.dataManagers, 'Bulk e-mail updates');
  },
  // A member may get several e-mail addresses from one file, each once.
  duplicateKey: { sql: `r.member_id::text || '|' || lower(r.data->>'Email')`, column: 'Email' },
  async summary(q, uploadId) {
    return [{ label: 'Emails', count: await validCount(q, uploadId) }];
  },
  apply: (tx, uploadId, ctx) => applyEmails(tx, { uploadId, note: ctx.note, today: ctx.today }),
};

export const phonesFlow: BulkFlowModule = {
  flow: 'phones',
  authorize: requirePhoneUpdater,
  // One number of each type per member.
  duplicateKey: { sql: `r.member_id::text || '|' || (r.data->>'PhoneType')`, column: 'PhoneType' },
  async summary(q, uploadId) {
    const rows = await countValidBy(q, uploadId, `r.data->>'PhoneType'`);
    return BULK_PHONE_TYPES.map((type) => rows.find((r) => r.label === type)).filter((r) => r !== undefined);
  },
  apply: (tx, uploadId, ctx) => applyPhones(tx, { uploadId, note: ctx.note, today: ctx.today }),
};

export const addressesFlow: BulkFlowModule = {
  flow: 'addresses',
  authorize(caller) {
    requireAnyClaim(caller, CLAIM_GROUPS.dataManagers, 'Bulk address updates');
  },
  validate: (q, uploadId) => checkAddresses(q, uploadId),
  async summary(q, uploadId) {
    return [{ label: 'Addresses', count: await validCount(q, uploadId) }];
  },
  apply: (tx, uploadId, ctx) => applyAddresses(tx, { uploadId, note: ctx.note, today: ctx.today }),
};
