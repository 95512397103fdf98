/**
 * Data Mgmt's contact flows (Emails, Phone Numbers, Addresses), the bulk neighborhood update and
 * File Upload through the gateway, against the real sandbox: workbooks built with exceljs from
 * BULK_TEMPLATES; each valid upload applied and read back from the database and through the member
 * record; invalid rows listed and their exception workbook opened; the clean workbook equal to
 * the valid rows and submitted as is; every route refused to a persona without the right with
 * nothing changed (database and disk).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BULK_CONTACT_MESSAGES,
  BULK_EXCEPTION_COLUMNS,
  BULK_MESSAGES,
  BULK_TEMPLATES,
  FILE_UPLOAD_MAX_BYTES,
  bulkValidationLineSchema,
  type BulkFlow,
} from '@luminate/schema/rules';
import { startStack, type Stack } from '../support/stack.ts';
import { sendUpload, uploadAnswer, XLSX, type UploadAnswer } from '../support/uploads.ts';
import { rowsOfXlsx, xlsxOf } from '../support/workbook.ts';
import { auditEventsOf, dataOf, download } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;

interface MemberRow {
  id: number;
  aaneelId: string;
  officeId: number;
}
/** Members with an active primary address, no open transfer, at an active neighborhood office. */
let members: MemberRow[];

beforeAll(async () => {
  stack = await startStack();
  const { rows } = await stack.db.query<MemberRow>(
    `SELECT m.id, m.aaneel_id AS "aaneelId", m.office_id AS "officeId" FROM members m
     JOIN offices o ON o.id = m.office_id AND o.active AND NOT o.deleted
     WHERE EXISTS (SELECT 1 FROM member_addresses a WHERE a.member_id = m.id AND a.active AND a.is_primary)
       AND NOT EXISTS (SELECT 1 FROM office_assignments t WHERE t.member_id = m.id AND NOT t.processed)
     ORDER BY m.id LIMIT 40`,
  );
  members = rows;
});
afterAll(async () => {
  await stack?.close();
});

/** A member not used by another test (each test takes its own). */
let nextMember = 0;
const takeMember = () => members[nextMember++];

function workbook(flow: BulkFlow, rows: unknown[][], opts: { columns?: string[]; filter?: boolean } = {}): Promise<Buffer> {
  return xlsxOf([opts.columns ?? BULK_TEMPLATES[flow].columns, ...rows], { filterFirstRow: opts.filter });
}

/** The first sheet's rows as text (header included). */
async function sheetRows(bytes: Buffer): Promise<string[][]> {
  // Array.from reads a blank cell's hole as undefined.
  return (await rowsOfXlsx(bytes)).map((values) =>
    Array.from(values, (v) => (v === null || v === undefined ? '' : String(v as string | number))),
  );
}

async function post(
  persona: string | null,
  path: string,
  query: Record<string, string>,
  body: Buffer,
  contentType = XLSX,
  requestId?: string,
) {
  const res = await sendUpload(stack, persona, path, query, body, contentType, requestId);
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text };
}

/** File Upload through the gateway: the source and file name in the query, any bytes of any type. */
function fileUpload(persona: string | null, query: Record<string, string>, body: Buffer, contentType: string, requestId?: string) {
  return post(persona, '/files/uploads/data-mgmt/file-upload', query, body, contentType, requestId);
}

/** Validates through the gateway; answers the NDJSON lines and the result (or the refusal's JSON). */
async function validate(persona: string, flow: BulkFlow, query: Record<string, string>, body: Buffer) {
  const res = await post(persona, `/files/uploads/data-mgmt/${flow}/validate`, query, body);
  if (!res.contentType.startsWith('application/x-ndjson'))
    return { status: res.status, body: uploadAnswer(res.text), lines: [], result: null };
  const lines = res.text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => bulkValidationLineSchema.parse(JSON.parse(l)));
  const last = lines[lines.length - 1];
  // A stream must end with its result line; anything else is reported as it came.
  if (last?.type !== 'result') throw new Error(`The validation ended without a result: ${JSON.stringify(last)}`);
  return { status: res.status, body: null, lines, result: last.result };
}

async function submit(persona: string, flow: BulkFlow, query: Record<string, string>, body: Buffer) {
  const res = await post(persona, `/files/uploads/data-mgmt/${flow}/submit`, query, body);
  return { status: res.status, body: uploadAnswer(res.text) };
}

const MEMBER_RECORD = graphql(`
  query DataMgmtContactsMemberRecord($id: ID!) {
    memberRecord(id: $id) {
      activeAddress
      homePhone
      emails {
        address
        note
        valid
        activeDate
      }
      phoneNumbers {
        number
        type
        note
        valid
      }
      addresses {
        formattedAddress
        address1
        city
        state
        zip
        primary
        active
        inactiveDate
      }
      officeChanges {
        toOffice {
          id
          name
        }
        status
        note
        processed
      }
    }
  }
`);
const memberRecord = async (id: number) => dataOf(await stack.gql('superadmin', MEMBER_RECORD, { id: String(id) })).memberRecord;

const count = async (sql: string, params: unknown[] = []) => (await stack.db.query<{ n: number }>(sql, params)).rows[0].n;

/** What a refused upload must leave unchanged. */
async function contactCounts() {
  return {
    emails: await count('SELECT count(*)::int AS n FROM member_emails'),
    phones: await count('SELECT count(*)::int AS n FROM member_phones'),
    addresses: await count('SELECT count(*)::int AS n FROM member_addresses'),
    transfers: await count('SELECT count(*)::int AS n FROM office_assignments'),
    files: await count('SELECT count(*)::int AS n FROM files'),
    staged: await count('SELECT count(*)::int AS n FROM bulk_upload_rows'),
  };
}

/** Gives a persona exactly these claims (the next token carries them). */
async function setClaims(uid: string, claims: string[]) {
  await stack.db.query('UPDATE users SET custom_claims = $2::jsonb WHERE uid = $1', [
    uid,
    JSON.stringify(Object.fromEntries(claims.map((c) => [c, true]))),
  ]);
  await stack.token(uid, { fresh: true });
}

describe('emails', () => {
  it('validates: message, problems, the exception file and a clean file of the valid rows, which submits as is', async () => {
    const [a, b, c] = [takeMember(), takeMember(), takeMember()];
    const rows = [
      [a.aaneelId, 'bulk.first@example.org'],
      [b.aaneelId, 'not-an-email'],
      [b.aaneelId, 'bulk.second@example.org'],
      ['A000000000', 'nobody@example.org'],
      [a.aaneelId, 'BULK.FIRST@example.org'],
      [c.aaneelId, ''],
    ];
    const v = await validate('datamanager', 'emails', { note: 'Payer e-mail refresh' }, await workbook('emails', rows));
    // With the answer's body, so a refusal says why.
    expect({ status: v.status, body: v.body }).toEqual({ status: 200, body: null });
    expect(v.lines[0]).toEqual({ type: 'progress', rows: 6 });
    const result = v.result;
    expect(result).toMatchObject({
      flow: 'emails',
      totalRows: 6,
      validRows: 2,
      invalidRows: 4,
      message: '2 valid records, 4 invalid records',
    });
    expect(result!.summary).toEqual([{ label: 'Emails', count: 2 }]);
    expect(result!.problems).toEqual([
      { row: 3, aaneelId: b.aaneelId, column: 'Email', reason: BULK_CONTACT_MESSAGES.email },
      { row: 5, aaneelId: 'A000000000', column: 'AaneelId', reason: BULK_MESSAGES.memberNotFound },
      { row: 6, aaneelId: a.aaneelId, column: 'Email', reason: 'Duplicate of row 2' },
      { row: 7, aaneelId: c.aaneelId, column: 'Email', reason: BULK_CONTACT_MESSAGES.emailRequired },
    ]);

    const exception = await sheetRows(Buffer.from(result!.exceptionFile!, 'base64'));
    expect(exception[0]).toEqual([...BULK_TEMPLATES.emails.columns, ...BULK_EXCEPTION_COLUMNS]);
    expect(exception.slice(1)).toEqual([
      [b.aaneelId, 'not-an-email', '3', BULK_CONTACT_MESSAGES.email],
      ['A000000000', 'nobody@example.org', '5', BULK_MESSAGES.memberNotFound],
      [a.aaneelId, 'BULK.FIRST@example.org', '6', 'Duplicate of row 2'],
      [c.aaneelId, '', '7', BULK_CONTACT_MESSAGES.emailRequired],
    ]);
    const clean = Buffer.from(result!.cleanFile!, 'base64');
    expect(await sheetRows(clean)).toEqual([
      [...BULK_TEMPLATES.emails.columns],
      [a.aaneelId, 'bulk.first@example.org'],
      [b.aaneelId, 'bulk.second@example.org'],
    ]);
    // Validation changes nothing.
    expect(await count(`SELECT count(*)::int AS n FROM member_emails WHERE address LIKE 'bulk.%'`)).toBe(0);

    // The clean file replaces the upload.
    const s = await submit('datamanager', 'emails', { note: 'Payer e-mail refresh' }, clean);
    expect(s).toEqual({ status: 200, body: { flow: 'emails', applied: 2, skipped: 0, message: '2 changes applied' } });
    const { rows: stored } = await stack.db.query<{ member_id: number; address: string; note: string; valid: boolean }>(
      `SELECT member_id, address, note, valid FROM member_emails WHERE address LIKE 'bulk.%' ORDER BY member_id`,
    );
    expect(stored).toEqual(
      [
        { member_id: a.id, address: 'bulk.first@example.org', note: 'Payer e-mail refresh', valid: true },
        { member_id: b.id, address: 'bulk.second@example.org', note: 'Payer e-mail refresh', valid: true },
      ].sort((x, y) => x.member_id - y.member_id),
    );
    expect((await stack.db.query('SELECT email FROM members WHERE id = $1', [a.id])).rows[0].email).toBe('bulk.first@example.org');
    const record = await memberRecord(a.id);
    expect(record!.emails).toContainEqual(
      expect.objectContaining({ address: 'bulk.first@example.org', note: 'Payer e-mail refresh', valid: true }),
    );

    // Sent again, the same address is renewed rather than added twice.
    const again = await submit('datamanager', 'emails', { note: 'Second pass' }, clean);
    expect(again.body.applied).toBe(2);
    expect(await count(`SELECT count(*)::int AS n FROM member_emails WHERE address LIKE 'bulk.%'`)).toBe(2);
    expect(await count(`SELECT count(*)::int AS n FROM member_emails WHERE address LIKE 'bulk.%' AND note = 'Second pass'`)).toBe(2);
  });

  it('needs a note, and refuses a wrong template naming its columns', async () => {
    const m = takeMember();
    const blank = await validate('datamanager', 'emails', { note: '  ' }, await workbook('emails', [[m.aaneelId, 'x@example.org']]));
    expect(blank.status).toBe(400);
    expect(blank.body!.message).toContain(BULK_MESSAGES.note);
    const renamed = await validate(
      'datamanager',
      'emails',
      { note: 'n' },
      await workbook('emails', [[m.aaneelId, 'x@example.org']], { columns: ['AaneelId', 'EmailAddress'] }),
    );
    expect(renamed.status).toBe(422);
    expect(renamed.body!.message).toContain("'EmailAddress' should be 'Email'");
  });
});

describe('phone numbers', () => {
  it('validates numbers and types, submits the clean file, and the numbers show on the member record', async () => {
    const [a, b] = [takeMember(), takeMember()];
    const rows = [
      [a.aaneelId, '(312) 999-0142', 'mobile'],
      [a.aaneelId, '+1 312.999.0143', 'Work'],
      [a.aaneelId, '3129990144', 'Mobile'],
      [b.aaneelId, '999-0100', 'Home'],
      [b.aaneelId, '3129990145', 'Fax'],
      [b.aaneelId, '3129990146', 'Home'],
    ];
    const v = await validate('datamanager', 'phones', { note: 'Phone refresh' }, await workbook('phones', rows));
    expect(v.result).toMatchObject({ validRows: 3, invalidRows: 3, message: '3 valid records, 3 invalid records' });
    expect(v.result!.summary).toEqual([
      { label: 'Home', count: 1 },
      { label: 'Mobile', count: 1 },
      { label: 'Work', count: 1 },
    ]);
    expect(v.result!.problems.map((p) => [p.row, p.column, p.reason])).toEqual([
      [4, 'PhoneType', 'Duplicate of row 2'],
      [5, 'PhoneNumber', BULK_CONTACT_MESSAGES.phone],
      [6, 'PhoneType', BULK_CONTACT_MESSAGES.phoneType],
    ]);
    const exception = await sheetRows(Buffer.from(v.result!.exceptionFile!, 'base64'));
    expect(exception.slice(1).map((r) => r[3])).toEqual(['4', '5', '6']);
    const clean = Buffer.from(v.result!.cleanFile!, 'base64');
    expect((await sheetRows(clean)).slice(1)).toEqual([rows[0], rows[1], rows[5]].map((r) => r.map(String)));

    const s = await submit('datamanager', 'phones', { note: 'Phone refresh' }, clean);
    expect(s.body).toMatchObject({ applied: 3, skipped: 0 });
    const { rows: stored } = await stack.db.query(
      `SELECT member_id AS "memberId", number, phone_number_type AS type, note FROM member_phones
       WHERE number IN ('3129990142', '3129990143', '3129990146') ORDER BY number`,
    );
    expect(stored).toEqual([
      { memberId: a.id, number: '3129990142', type: 'Mobile', note: 'Phone refresh' },
      { memberId: a.id, number: '3129990143', type: 'Work', note: 'Phone refresh' },
      { memberId: b.id, number: '3129990146', type: 'Home', note: 'Phone refresh' },
    ]);
    const member = (await stack.db.query('SELECT mobile_phone, work_phone FROM members WHERE id = $1', [a.id])).rows[0];
    expect(member).toEqual({ mobile_phone: '3129990142', work_phone: '3129990143' });
    expect((await memberRecord(b.id))!.phoneNumbers).toContainEqual(
      expect.objectContaining({ number: '3129990146', type: 'Home', valid: true }),
    );
    expect((await memberRecord(b.id))!.homePhone).toBe('3129990146');
  });
});

describe('addresses', () => {
  it('geocodes each address through the gazetteer, and submit makes it the active address', async () => {
    const [a, b, c, d, e, f] = [takeMember(), takeMember(), takeMember(), takeMember(), takeMember(), takeMember()];
    // Two places of the gazetteer that are not these members' addresses.
    const { rows: places } = await stack.db.query<{
      street: string;
      city: string;
      state: string;
      zip: string;
      county: string;
      lat: number;
      lng: number;
    }>(
      `SELECT street, city, state, zip, county, lat, lng FROM gazetteer_places g
       WHERE street ~ ' (St|Ave)$' AND NOT EXISTS (SELECT 1 FROM members m WHERE m.address1 = g.street AND m.zip = g.zip)
       ORDER BY id LIMIT 2`,
    );
    const [p, q] = places;
    // The second written with its suffix spelled out, as people type it.
    const spelled = q.street.replace(/ St$/, ' Street').replace(/ Ave$/, ' Avenue');
    const current = (await stack.db.query('SELECT address1, city, state, zip FROM members WHERE id = $1', [c.id])).rows[0];
    const rows = [
      [a.aaneelId, p.street, 'Apt 4', p.city, p.state.toLowerCase(), p.zip],
      [b.aaneelId, spelled, '', q.city, q.state, q.zip],
      [c.aaneelId, current.address1, '', current.city, current.state, current.zip],
      [d.aaneelId, '1 Nowhere Rd', '', 'Nowhere', 'IL', '60601'],
      [e.aaneelId, p.street, '', p.city, 'ZZ', p.zip],
      [f.aaneelId, p.street, '', p.city, p.state, '606O1'],
    ];
    // Addresses need no note.
    const v = await validate('datamanager', 'addresses', {}, await workbook('addresses', rows));
    expect(v.result).toMatchObject({ validRows: 2, invalidRows: 4, cleanFile: null });
    expect(v.result!.summary).toEqual([{ label: 'Addresses', count: 2 }]);
    expect(v.result!.problems.map((r) => [r.row, r.column, r.reason])).toEqual([
      [4, 'Address1', BULK_CONTACT_MESSAGES.addressUnchanged],
      [5, 'Address1', BULK_CONTACT_MESSAGES.notGeocoded],
      [6, 'State', BULK_CONTACT_MESSAGES.unknownState],
      [7, 'Zip', BULK_CONTACT_MESSAGES.zip],
    ]);
    const exception = await sheetRows(Buffer.from(v.result!.exceptionFile!, 'base64'));
    expect(exception[0]).toEqual([...BULK_TEMPLATES.addresses.columns, 'Row', 'Reason']);
    expect(exception.slice(1).map((r) => [r[0], r[6], r[7]])).toEqual([
      [c.aaneelId, '4', BULK_CONTACT_MESSAGES.addressUnchanged],
      [d.aaneelId, '5', BULK_CONTACT_MESSAGES.notGeocoded],
      [e.aaneelId, '6', BULK_CONTACT_MESSAGES.unknownState],
      [f.aaneelId, '7', BULK_CONTACT_MESSAGES.zip],
    ]);

    const oldAddressId = (await stack.db.query('SELECT id FROM member_addresses WHERE member_id = $1 AND active AND is_primary', [a.id]))
      .rows[0].id;
    // The upload itself is submitted: the invalid rows are skipped.
    const s = await submit('datamanager', 'addresses', {}, await workbook('addresses', rows));
    expect(s.body).toMatchObject({ flow: 'addresses', applied: 2, skipped: 4 });
    const { rows: active } = await stack.db.query(
      `SELECT member_id AS "memberId", address1, address2, city, state, zip FROM member_addresses
       WHERE member_id = ANY($1::int[]) AND active AND is_primary ORDER BY member_id`,
      [[a.id, b.id]],
    );
    expect(active).toEqual(
      [
        { memberId: a.id, address1: p.street, address2: 'Apt 4', city: p.city, state: p.state, zip: p.zip },
        { memberId: b.id, address1: spelled, address2: null, city: q.city, state: q.state, zip: q.zip },
      ].sort((x, y) => x.memberId - y.memberId),
    );
    const old = (await stack.db.query('SELECT active, inactive_dt FROM member_addresses WHERE id = $1', [oldAddressId])).rows[0];
    expect(old.active).toBe(false);
    expect(old.inactive_dt).not.toBeNull();
    // The member's home and coordinates follow the address the geocoder resolved.
    expect((await stack.db.query('SELECT address1, city, county FROM members WHERE id = $1', [a.id])).rows[0]).toEqual({
      address1: p.street,
      city: p.city,
      county: p.county,
    });
    expect((await stack.db.query('SELECT lat, lng FROM member_locations WHERE member_id = $1', [a.id])).rows[0]).toEqual({
      lat: p.lat,
      lng: p.lng,
    });
    const record = await memberRecord(a.id);
    expect(record!.activeAddress).toBe(`${p.street}, Apt 4, ${p.city}, ${p.state} ${p.zip}`);
    expect(record!.addresses[0]).toMatchObject({ address1: p.street, primary: true, active: true });
    expect(record!.addresses.some((x) => !x.active && x.inactiveDate)).toBe(true);
    // Untouched: the unchanged and the invalid rows' members.
    expect(
      await count('SELECT count(*)::int AS n FROM member_addresses WHERE member_id = ANY($1::int[]) AND active', [
        [c.id, d.id, e.id, f.id],
      ]),
    ).toBe(4);
  });
});

describe('bulk neighborhood update', () => {
  it('validates offices and counts, and submit creates pending transfers on the Patient Transfer dashboard', async () => {
    const [a, b, c, d, e] = [takeMember(), takeMember(), takeMember(), takeMember(), takeMember()];
    const { rows: offices } = await stack.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM offices WHERE active AND NOT deleted AND name NOT LIKE '%.000' AND id <> ALL($1::int[]) ORDER BY id LIMIT 2`,
      [[a.officeId, b.officeId, c.officeId, d.officeId]],
    );
    const inactive = await stack.db.query<{ name: string }>(`SELECT name FROM offices WHERE NOT active AND name NOT LIKE '%.000' LIMIT 1`);
    const current = (await stack.db.query<{ name: string }>('SELECT name FROM offices WHERE id = $1', [c.officeId])).rows[0].name;
    const rows = [
      [a.aaneelId, offices[0].name],
      [b.aaneelId, offices[1].name],
      [c.aaneelId, current],
      [d.aaneelId, '9.999.999'],
      [d.aaneelId, '1.001.000'],
      [a.aaneelId, offices[1].name],
      ...(inactive.rows[0] ? [[e.aaneelId, inactive.rows[0].name]] : []),
    ];
    const bytes = await workbook('neighborhoods', rows);
    const v = await validate('nhmanager', 'neighborhoods', { note: 'Rebalance panels' }, bytes);
    expect(v.result).toMatchObject({ validRows: 2, invalidRows: rows.length - 2 });
    expect(v.result!.summary).toEqual(
      [
        { label: offices[0].name, count: 1 },
        { label: offices[1].name, count: 1 },
      ].sort((x, y) => x.label.localeCompare(y.label)),
    );
    const reasons = v.result!.problems.map((p) => [p.row, p.reason]);
    expect(reasons.slice(0, 4)).toEqual([
      [4, BULK_CONTACT_MESSAGES.alreadyAtOffice],
      [5, BULK_CONTACT_MESSAGES.officeNotFound],
      [6, BULK_CONTACT_MESSAGES.communityOffice],
      [7, 'Duplicate of row 2'],
    ]);
    if (inactive.rows[0]) expect(reasons[4]).toEqual([8, BULK_CONTACT_MESSAGES.officeInactive]);
    const exception = await sheetRows(Buffer.from(v.result!.exceptionFile!, 'base64'));
    expect(exception.length).toBe(rows.length - 2 + 1);

    const s = await submit('nhmanager', 'neighborhoods', { note: 'Rebalance panels' }, bytes);
    expect(s.body).toMatchObject({ flow: 'neighborhoods', applied: 2 });
    const { rows: transfers } = await stack.db.query(
      `SELECT member_id AS "memberId", office_id AS "officeId", change_status AS status, processed, note, transfered_from_office_id AS "fromId"
       FROM office_assignments WHERE member_id = ANY($1::int[]) AND NOT processed ORDER BY member_id`,
      [[a.id, b.id]],
    );
    expect(transfers).toEqual(
      [
        { memberId: a.id, officeId: offices[0].id, status: 1, processed: false, note: 'Rebalance panels', fromId: a.officeId },
        { memberId: b.id, officeId: offices[1].id, status: 1, processed: false, note: 'Rebalance panels', fromId: b.officeId },
      ].sort((x, y) => x.memberId - y.memberId),
    );
    // Pending: the members stay where they are until the transfer is processed.
    expect((await stack.db.query('SELECT office_id FROM members WHERE id = $1', [a.id])).rows[0].office_id).toBe(a.officeId);
    const record = await memberRecord(a.id);
    expect(record!.officeChanges[0]).toMatchObject({ toOffice: { id: String(offices[0].id) }, processed: false, note: 'Rebalance panels' });
    // A second upload for the same members now finds their open transfers.
    const again = await validate(
      'nhmanager',
      'neighborhoods',
      { note: 'Again' },
      await workbook('neighborhoods', [[a.aaneelId, offices[1].name]]),
    );
    expect(again.result!.problems[0].reason).toBe(BULK_CONTACT_MESSAGES.pendingTransfer);
  });

  it('moves the members at once with the skip-transfer-dashboard option (superAdmin, or an RVP holding nh-mgmt)', async () => {
    const [a, b] = [takeMember(), takeMember()];
    const office = (
      await stack.db.query<{ id: number; name: string; market_id: number }>(
        `SELECT id, name, market_id FROM offices WHERE active AND NOT deleted AND name NOT LIKE '%.000' AND id <> ALL($1::int[]) ORDER BY id DESC LIMIT 1`,
        [[a.officeId, b.officeId]],
      )
    ).rows[0];
    const s = await submit(
      'superadmin',
      'neighborhoods',
      { note: 'Direct move', skipTransferDashboard: 'true' },
      await workbook('neighborhoods', [[a.aaneelId, office.name]]),
    );
    expect(s.body).toMatchObject({ applied: 1, skipped: 0 });
    expect((await stack.db.query('SELECT office_id, market_id FROM members WHERE id = $1', [a.id])).rows[0]).toEqual({
      office_id: office.id,
      market_id: office.market_id,
    });
    const processed = (
      await stack.db.query(
        'SELECT change_status, processed, approved FROM office_assignments WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
        [a.id],
      )
    ).rows[0];
    expect(processed).toEqual({ change_status: 5, processed: true, approved: true });

    // The RVP persona holds assignment type 9; with nh-mgmt it may skip too.
    await setClaims('rvp', ['nh-mgmt']);
    const byRvp = await submit(
      'rvp',
      'neighborhoods',
      { note: 'Direct move', skipTransferDashboard: 'true' },
      await workbook('neighborhoods', [[b.aaneelId, office.name]]),
    );
    expect(byRvp.body).toMatchObject({ applied: 1 });
    expect((await stack.db.query('SELECT office_id FROM members WHERE id = $1', [b.id])).rows[0].office_id).toBe(office.id);
  });

  it('refuses filters on the sheet and any extra column', async () => {
    const m = takeMember();
    const filtered = await validate(
      'nhmanager',
      'neighborhoods',
      { note: 'n' },
      await workbook('neighborhoods', [[m.aaneelId, '1.001.001']], { filter: true }),
    );
    expect(filtered.status).toBe(422);
    expect(filtered.body!.message).toBe(BULK_MESSAGES.filters);
    const extra = await validate(
      'nhmanager',
      'neighborhoods',
      { note: 'n' },
      await workbook('neighborhoods', [[m.aaneelId, '1.001.001', 'x']], { columns: ['AaneelId', 'NewOfficeName', 'Comment'] }),
    );
    expect(extra.status).toBe(422);
    expect(extra.body!.message).toContain('unexpected column Comment');
  });
});

describe('file upload', () => {
  it('places any file in the outbound folder named after the source, and lists it as the source’s file', async () => {
    const source = (
      await stack.db.query<{ id: number; name: string }>(`SELECT id, name FROM file_sources WHERE name ~ ' ' ORDER BY id LIMIT 1`)
    ).rows[0];
    const bytes = Buffer.from('record_key,value\nK1,42\n');
    const res = await fileUpload(
      'datamanager',
      { sourceId: String(source.id), name: '../Weekly roster (final).csv' },
      bytes,
      'text/csv',
      'file-upload-audit',
    );
    expect(res.status).toBe(201);
    const body = uploadAnswer(res.text);
    const folder = source.name.toLowerCase();
    expect(body).toEqual({
      fileId: expect.any(Number) as unknown,
      name: 'Weekly_roster_final.csv',
      sourceId: source.id,
      folder,
      bytes: bytes.length,
    });
    const onDisk = join(stack.sandbox.fileStore.root, 'outbound', folder, String(body.name));
    expect(readFileSync(onDisk)).toEqual(bytes);
    const file = (
      await stack.db.query('SELECT name, source_id, storage_path, size_bytes, category_id FROM files WHERE id = $1', [body.fileId])
    ).rows[0];
    expect(file).toEqual({
      name: body.name,
      source_id: source.id,
      storage_path: `outbound/${folder}/${String(body.name)}`,
      size_bytes: bytes.length,
      category_id: null,
    });
    expect((await stack.db.query(`SELECT action, employee_id FROM file_jobs WHERE file_id = $1`, [body.fileId])).rows).toEqual([
      { action: 'Received', employee_id: 2 },
    ]);
    // The File Dashboard lists it as the source's newest file (uncategorised), and downloads its bytes.
    const dashboard = dataOf(
      await stack.gql(
        'datamanager',
        graphql(`
          query DataMgmtContactsFiles($s: ID) {
            files(sourceId: $s, take: 1) {
              nodes {
                id
                name
                category {
                  id
                }
                storageLocation
                size
              }
            }
          }
        `),
        {
          s: String(source.id),
        },
      ),
    ).files.nodes;
    expect(dashboard).toEqual([
      {
        id: String(body.fileId),
        name: body.name,
        category: null,
        storageLocation: `outbound/${folder}/${String(body.name)}`,
        size: bytes.length,
      },
    ]);
    const downloaded = await download(stack, 'datamanager', `/files/data-files/${String(body.fileId)}`);
    expect(downloaded.status).toBe(200);
    expect(downloaded.body).toEqual(bytes);
    // Audited: who, the source and the file's id, never its name.
    const events = await auditEventsOf(stack, 'file-upload-audit');
    expect(events).toEqual([
      expect.objectContaining({
        action: 'fileUpload.upload',
        uid: 'datamanager',
        outcome: 'OK',
        targets: expect.arrayContaining([
          { key: 'sourceId', value: String(source.id) },
          { key: 'fileId', value: String(body.fileId) },
        ]) as unknown,
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain('Weekly');
  });

  it('refuses a file over 20 MB, an unknown source and a missing name, writing nothing', async () => {
    const before = await contactCounts();
    const big = await fileUpload(
      'datamanager',
      { sourceId: '1', name: 'big.bin' },
      Buffer.alloc(FILE_UPLOAD_MAX_BYTES + 1),
      'application/octet-stream',
    );
    expect(big.status).toBe(413);
    expect(uploadAnswer(big.text).message).toBe('The file is larger than 20 MB');
    const unknown = await fileUpload('datamanager', { sourceId: '99999', name: 'a.txt' }, Buffer.from('a'), 'text/plain');
    expect(unknown.status).toBe(422);
    const noName = await fileUpload('datamanager', { sourceId: '1' }, Buffer.from('a'), 'text/plain');
    expect(noName.status).toBe(400);
    expect(await contactCounts()).toEqual(before);
    expect(existsSync(join(stack.sandbox.fileStore.root, 'outbound', 'humana', 'big.bin'))).toBe(false);
  });
});

describe('permissions: FORBIDDEN with nothing changed', () => {
  const refusedBody = (res: { status: number; body: UploadAnswer | null }) => {
    expect(res.status).toBe(403);
    expect(res.body?.code).toBe('FORBIDDEN');
  };

  it('refuses every contact flow to staff, and phone numbers to data management without pt-mgmt', async () => {
    const m = takeMember();
    const before = await contactCounts();
    const books = {
      emails: await workbook('emails', [[m.aaneelId, 'denied@example.org']]),
      phones: await workbook('phones', [[m.aaneelId, '3125550199', 'Home']]),
      addresses: await workbook('addresses', [[m.aaneelId, '1 Main St', '', 'Chicago', 'IL', '60601']]),
    };
    for (const flow of ['emails', 'phones', 'addresses'] as const) {
      refusedBody(await validate('staff', flow, { note: 'n' }, books[flow]));
      refusedBody(await submit('staff', flow, { note: 'n' }, books[flow]));
    }
    // A data manager without pt-mgmt (and a holder of neither): phone numbers only.
    await setClaims('hospitalstaff', ['dataMgmt']);
    refusedBody(await validate('hospitalstaff', 'phones', { note: 'n' }, books.phones));
    refusedBody(await submit('hospitalstaff', 'phones', { note: 'n' }, books.phones));
    refusedBody(await submit('nhmanager', 'phones', { note: 'n' }, books.phones));
    // The Care API refuses it too, whoever calls it.
    const direct = await fetch(`${stack.sandboxUrl}/api/Members/Phones/BulkRequest?note=n`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await stack.token('hospitalstaff')}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(books.phones),
    });
    expect(direct.status).toBe(403);
    expect(await contactCounts()).toEqual(before);
    expect(await count(`SELECT count(*)::int AS n FROM member_phones WHERE number = '3125550199'`)).toBe(0);
  });

  it('refuses the neighborhood update without nh-mgmt, and its skip option without the right (gateway and Care API)', async () => {
    const m = takeMember();
    const office = (
      await stack.db.query<{ name: string }>(
        `SELECT name FROM offices WHERE active AND NOT deleted AND name NOT LIKE '%.000' AND id <> $1 LIMIT 1`,
        [m.officeId],
      )
    ).rows[0];
    const bytes = await workbook('neighborhoods', [[m.aaneelId, office.name]]);
    const before = await contactCounts();
    refusedBody(await validate('datamanager', 'neighborhoods', { note: 'n' }, bytes));
    refusedBody(await submit('datamanager', 'neighborhoods', { note: 'n' }, bytes));
    refusedBody(await submit('nhmanager', 'neighborhoods', { note: 'n', skipTransferDashboard: 'true' }, bytes));
    refusedBody(await validate('nhmanager', 'neighborhoods', { note: 'n', skipTransferDashboard: 'true' }, bytes));
    const direct = await fetch(`${stack.sandboxUrl}/api/Offices/BulkNeighborhoodUpdate?note=n&skipTransferDashboard=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await stack.token('nhmanager')}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    });
    expect(direct.status).toBe(403);
    expect(await contactCounts()).toEqual(before);
    expect((await stack.db.query('SELECT office_id FROM members WHERE id = $1', [m.id])).rows[0].office_id).toBe(m.officeId);
  });

  it('refuses File Upload to staff, writing nothing to the database or the disk', async () => {
    const before = await contactCounts();
    const res = await fileUpload('staff', { sourceId: '1', name: 'denied.txt' }, Buffer.from('x'), 'text/plain');
    expect(res.status).toBe(403);
    expect(uploadAnswer(res.text).code).toBe('FORBIDDEN');
    const direct = await fetch(`${stack.sandboxUrl}/api/Files/UploadFile?sourceId=1&name=denied.txt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await stack.token('staff')}`, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(direct.status).toBe(403);
    expect(await contactCounts()).toEqual(before);
    expect(existsSync(join(stack.sandbox.fileStore.root, 'outbound', 'humana', 'denied.txt'))).toBe(false);
  });
});
