/**
 * Data management's bulk uploads through the gateway, against the real sandbox: the page's
 * choices and capabilities, Add Cohort, the templates, and the three core flows (eligibility
 * changes, new members, member ids) validated with streamed progress and submitted, each read
 * back from the database; workbooks with invalid rows (the exception workbook opened and
 * checked); every bad file refused with a clear message and nothing changed; and every route
 * and mutation refused to a persona without the right, with nothing sent to the Care API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_EXCEPTION_COLUMNS,
  BULK_FLOWS,
  BULK_MAX_BYTES,
  BULK_MAX_ROWS,
  BULK_MESSAGES,
  BULK_TEMPLATES,
  bulkValidationLineSchema,
  type BulkFlow,
  type BulkValidation,
  type BulkValidationLine,
} from '@luminate/schema/rules';
import { startStack, type Stack } from '../support/stack.ts';
import { sendUpload, uploadAnswer, XLSX, type UploadAnswer } from '../support/uploads.ts';
import { rowsOfXlsx, xlsxOf } from '../support/workbook.ts';
import { auditEventsOf, careApiRequestsDuring, dataOf, download, errorCode, fieldErrorsOf } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

const OPEN_STATUSES = `('Terminated', 'Rejected', 'Cancelled', 'Returned')`;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

// ---------------------------------------------------------------------------------------------
// Helpers.

/** A workbook whose first sheet holds `header` and then `rows`. */
const workbook = (header: readonly string[] | null, rows: unknown[][]): Promise<Buffer> => xlsxOf(header ? [header, ...rows] : rows);

const templateBook = (flow: BulkFlow, rows: unknown[][]) => workbook(BULK_TEMPLATES[flow].columns, rows);

async function readSheet(base64OrBytes: string | Buffer): Promise<string[][]> {
  const bytes = typeof base64OrBytes === 'string' ? Buffer.from(base64OrBytes, 'base64') : base64OrBytes;
  return (await rowsOfXlsx(bytes)).map((values) => values.map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')));
}

interface Posted {
  status: number;
  contentType: string | null;
  lines: BulkValidationLine[];
  body: UploadAnswer | null;
}

async function post(
  persona: string | null,
  flow: string,
  step: 'validate' | 'submit',
  query: Record<string, string>,
  body: Buffer,
  contentType = XLSX,
  requestId?: string,
): Promise<Posted> {
  const res = await sendUpload(stack, persona, `/files/uploads/data-mgmt/${flow}/${step}`, query, body, contentType, requestId);
  const text = await res.text();
  const contentTypeHeader = res.headers.get('content-type');
  if (contentTypeHeader?.startsWith('application/x-ndjson')) {
    const lines = text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => bulkValidationLineSchema.parse(JSON.parse(l)));
    return { status: res.status, contentType: contentTypeHeader, lines, body: null };
  }
  return { status: res.status, contentType: contentTypeHeader, lines: [], body: uploadAnswer(text) };
}

/** Validates and answers the result line (failing the test on any other ending). */
async function validate(persona: string, flow: BulkFlow, query: Record<string, string>, body: Buffer): Promise<BulkValidation> {
  const answer = await post(persona, flow, 'validate', query, body);
  expect(answer.status).toBe(200);
  const last = answer.lines[answer.lines.length - 1];
  if (last?.type !== 'result') throw new Error(`validation did not end with a result: ${JSON.stringify(answer.lines.slice(-1))}`);
  expect(answer.lines.filter((l) => l.type === 'progress').length).toBeGreaterThan(0);
  return last.result;
}

/** Members that can be termed: eligible, no term date, no open eligibility change. */
async function termable(n: number, offset = 0): Promise<Array<{ id: number; aaneelId: string }>> {
  const { rows } = await stack.db.query<{ id: number; aaneelId: string }>(
    `SELECT m.id, m.aaneel_id AS "aaneelId" FROM members m
     WHERE m.eligible AND m.term_dt IS NULL
       AND NOT EXISTS (SELECT 1 FROM eligibility_changes e WHERE e.member_id = m.id AND e.status NOT IN ${OPEN_STATUSES})
     ORDER BY m.id OFFSET $1 LIMIT $2`,
    [offset, n],
  );
  return rows;
}

/** What the bulk flows can change, counted: compared before and after a refused upload. */
async function footprint() {
  const { rows } = await stack.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM eligibility_changes) AS changes,
            (SELECT count(*)::int FROM eligibility_change_logs) AS logs,
            (SELECT count(*)::int FROM cohort_pending_members) AS pending,
            (SELECT count(*)::int FROM member_id_changes) AS "idChanges",
            (SELECT count(*)::int FROM cohorts) AS cohorts,
            (SELECT md5(string_agg(member_id || '|' || coalesce(mbi, '') || '|' || coalesce(empi, '') || '|' || coalesce(hcode, ''), ',' ORDER BY id)) FROM members) AS ids,
            (SELECT count(*)::int FROM bulk_upload_rows) AS staged,
            (SELECT count(*)::int FROM bulk_uploads) AS uploads`,
  );
  return rows[0];
}

const today = () => new Date().toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------

describe('the Data Mgmt page', () => {
  it('offers cohorts, payers without SelfPay, the bulk term reasons and the file sources', async () => {
    const { dataMgmt } = dataOf(
      await stack.gql(
        'datamanager',
        graphql(`
          query DataMgmtDataMgmt {
            dataMgmt {
              cohorts {
                id
                name
                pendingMemberCount
              }
              payers {
                id
                name
              }
              termReasons {
                id
                name
              }
              fileSources {
                id
                name
              }
            }
          }
        `),
      ),
    );
    const { rows: cohorts } = await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cohorts');
    expect(dataMgmt.cohorts).toHaveLength(cohorts[0].n);
    expect(dataMgmt.payers.length).toBeGreaterThan(0);
    expect(dataMgmt.payers.map((p) => p.name)).not.toContain('SelfPay');
    expect(dataMgmt.termReasons.map((r) => Number(r.id))).toEqual([
      984000014, 984000015, 984000016, 984000017, 984000018, 984000019, 984000020,
    ]);
    expect(dataMgmt.fileSources.length).toBeGreaterThan(0);
    expect(
      errorCode(
        await stack.gql(
          'staff',
          graphql(`
            query DataMgmtDataMgmt2 {
              dataMgmt {
                payers {
                  id
                }
              }
            }
          `),
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it('tells each persona what it may do', async () => {
    const can = async (persona: string) =>
      dataOf(
        await stack.gql(
          persona,
          graphql(`
            query DataMgmtViewer {
              viewer {
                can {
                  useDataMgmt {
                    allowed
                    reason
                  }
                  bulkUpdatePhones {
                    allowed
                    reason
                  }
                  bulkUpdateNeighborhoods {
                    allowed
                  }
                  skipTransferDashboard {
                    allowed
                    reason
                  }
                }
              }
            }
          `),
        ),
      ).viewer.can;
    const dm = await can('datamanager');
    expect(dm).toMatchObject({
      useDataMgmt: { allowed: true },
      bulkUpdatePhones: { allowed: true },
      bulkUpdateNeighborhoods: { allowed: false },
    });
    expect(dm.skipTransferDashboard.allowed).toBe(false);
    const staff = await can('staff');
    expect(staff.useDataMgmt).toMatchObject({ allowed: false, reason: expect.stringContaining('data management') as unknown });
    expect(staff.bulkUpdatePhones.allowed).toBe(false);
    const nh = await can('nhmanager');
    expect(nh).toMatchObject({
      useDataMgmt: { allowed: false },
      bulkUpdatePhones: { allowed: false },
      bulkUpdateNeighborhoods: { allowed: true },
    });
    expect((await can('superadmin')).skipTransferDashboard.allowed).toBe(true);
    expect((await can('transfermanager')).skipTransferDashboard.allowed).toBe(true);
    expect((await can('rvp')).skipTransferDashboard.allowed).toBe(true);
    expect((await can('cd')).skipTransferDashboard.allowed).toBe(true);
    expect((await can('opsmanager')).skipTransferDashboard.allowed).toBe(false);
  });

  it('serves each flow’s template, its header row from BULK_TEMPLATES', async () => {
    for (const flow of BULK_FLOWS) {
      const persona = flow === 'neighborhoods' ? 'nhmanager' : 'datamanager';
      const res = await download(stack, persona, `/files/templates/data-mgmt/${flow}.xlsx`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(BULK_TEMPLATES[flow].fileName);
      expect(await readSheet(res.body)).toEqual([[...BULK_TEMPLATES[flow].columns]]);
    }
    expect((await download(stack, 'datamanager', '/files/templates/data-mgmt/nothing.xlsx')).status).toBe(404);
  });
});

describe('Add Cohort', () => {
  it('adds a cohort for a payer, and refuses one without a payer with the page’s message', async () => {
    const { rows } = await stack.db.query<{ id: number }>("SELECT id FROM payers WHERE name <> 'SelfPay' ORDER BY id LIMIT 1");
    const payerId = rows[0].id;
    const created = dataOf(
      await stack.gql(
        'datamanager',
        graphql(`
          mutation DataMgmtCreateCohort($p: ID) {
            createCohort(input: { name: "Bulk test cohort", payerId: $p }) {
              id
              name
              pendingMemberCount
            }
          }
        `),
        {
          p: String(payerId),
        },
      ),
    ).createCohort;
    expect(created).toMatchObject({ name: 'Bulk test cohort', pendingMemberCount: 0 });
    const { rows: stored } = await stack.db.query<{ payer_id: number }>('SELECT payer_id FROM cohorts WHERE id = $1', [Number(created.id)]);
    expect(stored[0].payer_id).toBe(payerId);

    const before = await footprint();
    const noPayer = await stack.gql(
      'datamanager',
      graphql(`
        mutation DataMgmtCreateCohort2 {
          createCohort(input: { name: "No payer cohort" }) {
            id
          }
        }
      `),
    );
    expect(errorCode(noPayer)).toBe('BAD_USER_INPUT');
    expect(noPayer.body.errors![0].message).toBe(BULK_MESSAGES.noPayer);
    expect(noPayer.body.errors![0].extensions!.fieldErrors).toEqual([{ field: 'payerId', message: BULK_MESSAGES.noPayer }]);
    const taken = await stack.gql(
      'datamanager',
      graphql(`
        mutation DataMgmtCreateCohort3($p: ID) {
          createCohort(input: { name: "bulk TEST cohort", payerId: $p }) {
            id
          }
        }
      `),
      {
        p: String(payerId),
      },
    );
    expect(errorCode(taken)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(taken)[0].field).toBe('name');
    expect(await footprint()).toEqual(before);
  });
});

describe('eligibility changes', () => {
  it('validates with progress and a Term Reason / Count summary, then submits pending Term requests', async () => {
    const members = await termable(3);
    const book = await templateBook('eligibility-changes', [
      [members[0].aaneelId, 984000015, '2026-01-05'],
      [members[1].aaneelId, '984000015', new Date(Date.UTC(2026, 0, 6))],
      [members[2].aaneelId, 984000018, '2026-02-01'],
    ]);
    const before = await footprint();
    const result = await validate('datamanager', 'eligibility-changes', { note: 'Bulk terms from the payer file' }, book);
    expect(result).toMatchObject({ totalRows: 3, validRows: 3, invalidRows: 0, exceptionFile: null, cleanFile: null, problems: [] });
    const { rows: reasons } = await stack.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM term_reasons WHERE id IN (984000015, 984000018) ORDER BY id',
    );
    expect(result.summary).toEqual([
      { label: reasons[0].name, count: 2 },
      { label: reasons[1].name, count: 1 },
    ]);
    // Validation changes nothing and leaves no staged rows.
    expect(await footprint()).toEqual(before);

    const requestId = `bulk-submit-${Date.now()}`;
    const submit = await post(
      'datamanager',
      'eligibility-changes',
      'submit',
      { note: 'Bulk terms from the payer file' },
      book,
      XLSX,
      requestId,
    );
    expect(submit.status).toBe(200);
    // One audit event: the flow, bytes and rows; never the note or a cell.
    const [event] = await auditEventsOf(stack, requestId);
    expect(event).toMatchObject({ action: 'bulkUpload.submit', outcome: 'OK', rows: 3 });
    expect(event.targets).toContainEqual({ key: 'flow', value: 'eligibility-changes' });
    expect(JSON.stringify(event)).not.toContain('payer file');
    expect(JSON.stringify(event)).not.toContain(members[0].aaneelId);
    expect(submit.body).toMatchObject({ flow: 'eligibility-changes', applied: 3, skipped: 0 });
    const { rows } = await stack.db.query<{
      memberId: number;
      status: string;
      note: string;
      diagnosisDt: string;
      reason: number;
      pending: boolean;
    }>(
      `SELECT e.member_id AS "memberId", e.status, e.note, e.diagnosis_dt AS "diagnosisDt", e.term_reason_id AS reason,
              m.pending_transition AS pending
       FROM eligibility_changes e JOIN members m ON m.id = e.member_id
       WHERE e.member_id = ANY($1::int[]) AND e.status NOT IN ${OPEN_STATUSES} ORDER BY e.member_id`,
      [members.map((m) => m.id)],
    );
    expect(rows).toEqual([
      {
        memberId: members[0].id,
        status: 'PendingAppCdReview',
        note: 'Bulk terms from the payer file',
        diagnosisDt: '2026-01-05',
        reason: 984000015,
        pending: true,
      },
      {
        memberId: members[1].id,
        status: 'PendingAppCdReview',
        note: 'Bulk terms from the payer file',
        diagnosisDt: '2026-01-06',
        reason: 984000015,
        pending: true,
      },
      {
        memberId: members[2].id,
        status: 'PendingAppCdReview',
        note: 'Bulk terms from the payer file',
        diagnosisDt: '2026-02-01',
        reason: 984000018,
        pending: true,
      },
    ]);
    const { rows: logs } = await stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM eligibility_change_logs l JOIN eligibility_changes e ON e.id = l.eligibility_change_id
       WHERE e.member_id = ANY($1::int[]) AND l.status_changed_to = 'PendingAppCdReview'`,
      [members.map((m) => m.id)],
    );
    expect(logs[0].n).toBe(3);
    expect((await footprint()).staged).toBe(0);
    // The requests are on the Deattribution dashboard's APP / CD tab.
    const page = dataOf(
      await stack.gql(
        'superadmin',
        graphql(`
          query DataMgmtEligibilityChanges($f: [EligibilityChangeFilter!]) {
            eligibilityChanges(tab: APP_CD, filters: $f, take: 20) {
              totalCount
              nodes {
                note
                termReason {
                  id
                }
              }
            }
          }
        `),
        { f: [{ field: 'AANEEL_ID', matchMode: 'IN', values: members.map((m) => m.aaneelId) }] },
      ),
    ).eligibilityChanges;
    expect(page.totalCount).toBe(3);
    expect(page.nodes.every((n) => n.note === 'Bulk terms from the payer file')).toBe(true);
  });

  it('lists invalid rows with their reasons and an exception workbook, and applies only the valid ones', async () => {
    const [good, other] = await termable(2, 10);
    const { rows: termed } = await stack.db.query<{ aaneelId: string }>(
      'SELECT aaneel_id AS "aaneelId" FROM members WHERE NOT eligible OR term_dt IS NOT NULL ORDER BY id LIMIT 1',
    );
    const { rows: pending } = await stack.db.query<{ aaneelId: string }>(
      `SELECT m.aaneel_id AS "aaneelId" FROM members m JOIN eligibility_changes e ON e.member_id = m.id
       WHERE e.status NOT IN ${OPEN_STATUSES} AND m.eligible AND m.term_dt IS NULL ORDER BY m.id LIMIT 1`,
    );
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const sheet = [
      [good.aaneelId, 984000014, today()],
      ['A000NOPE', 984000014, '2026-01-05'],
      [good.aaneelId, 984000016, '2026-01-05'],
      [other.aaneelId, 984000001, '2026-01-05'],
      [termed[0].aaneelId, 984000014, '2026-01-05'],
      [pending[0].aaneelId, 984000014, '2026-01-05'],
      [other.aaneelId, 984000017, tomorrow],
    ];
    const book = await templateBook('eligibility-changes', sheet);
    const result = await validate('datamanager', 'eligibility-changes', { note: 'Mixed file' }, book);
    expect(result).toMatchObject({ totalRows: 7, validRows: 1, invalidRows: 6, message: '1 valid record, 6 invalid records' });
    expect(result.problems).toEqual([
      { row: 3, aaneelId: 'A000NOPE', column: 'AaneelId', reason: BULK_MESSAGES.memberNotFound },
      { row: 4, aaneelId: good.aaneelId, column: 'AaneelId', reason: 'Duplicate of row 2' },
      { row: 5, aaneelId: other.aaneelId, column: 'TermReasonId', reason: 'TermReasonId must be one of 984000014–984000020' },
      { row: 6, aaneelId: termed[0].aaneelId, column: 'AaneelId', reason: 'Only an eligible member can be termed' },
      { row: 7, aaneelId: pending[0].aaneelId, column: 'AaneelId', reason: 'This member already has a pending eligibility change' },
      { row: 8, aaneelId: other.aaneelId, column: 'TermDate', reason: 'TermDate cannot be after today' },
    ]);
    const exception = await readSheet(result.exceptionFile!);
    expect(exception[0]).toEqual([...BULK_TEMPLATES['eligibility-changes'].columns, ...BULK_EXCEPTION_COLUMNS]);
    expect(exception.slice(1).map((r) => [r[0], r[3], r[4]])).toEqual(result.problems.map((p) => [p.aaneelId, String(p.row), p.reason]));
    expect(exception[1][1]).toBe('984000014');

    const submit = await post('datamanager', 'eligibility-changes', 'submit', { note: 'Mixed file' }, book);
    expect(submit.body).toMatchObject({ applied: 1, skipped: 6 });
    const { rows } = await stack.db.query<{ memberId: number }>(
      'SELECT member_id AS "memberId" FROM eligibility_changes WHERE note = \'Mixed file\'',
    );
    expect(rows).toEqual([{ memberId: good.id }]);
  });
});

describe('new members', () => {
  it('validates a member count for a cohort and stages the members (the cohort’s pending count grows)', async () => {
    const { rows: cohort } = await stack.db.query<{ id: number; payerId: number }>(
      'SELECT id, payer_id AS "payerId" FROM cohorts WHERE payer_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const { rows: market } = await stack.db.query<{ id: number }>('SELECT id FROM markets WHERE active ORDER BY id LIMIT 1');
    const { rows: existing } = await stack.db.query<{ memberId: string }>(
      'SELECT member_id AS "memberId" FROM members WHERE payer_id = $1 LIMIT 1',
      [cohort[0].payerId],
    );
    const row = (memberId: string, firstName = 'Ada', zip = '30301') => [
      memberId,
      'h1234',
      'MA',
      'E-1',
      '1eg4te5mk72',
      firstName,
      'Lovelace',
      '1950-03-04',
      'Female',
      '1 Main St',
      '',
      'Atlanta',
      'GA',
      zip,
      'Fulton',
      market[0].id,
      '404-555-0101',
      'ada@example.com',
    ];
    const book = await templateBook('new-members', [
      row('BULK-NEW-1'),
      row('BULK-NEW-2', 'Grace'),
      row('BULK-NEW-1', 'Dup'),
      row('BULK-NEW-3', ''),
      row(existing[0].memberId),
      row('BULK-NEW-4', 'Zip', '3030'),
    ]);
    const cohortId = String(cohort[0].id);
    const count = async () =>
      dataOf(
        await stack.gql(
          'datamanager',
          graphql(`
            query DataMgmtCohorts {
              cohorts {
                id
                pendingMemberCount
              }
            }
          `),
        ),
      ).cohorts.find((c) => c.id === cohortId)!.pendingMemberCount;
    const pendingBefore = await count();

    const result = await validate('datamanager', 'new-members', { note: 'Q3 intake', cohortId }, book);
    expect(result.summary).toEqual([{ label: 'Members', count: 2 }]);
    expect(result.problems.map((p) => [p.row, p.column, p.reason])).toEqual([
      [4, 'MemberId', 'Duplicate of row 2'],
      [5, 'FirstName', 'First name is required'],
      [6, 'MemberId', 'This payer already has a member with this member id'],
      [7, 'ZipCode', 'Zip must be 5 digits'],
    ]);

    const submit = await post('datamanager', 'new-members', 'submit', { note: 'Q3 intake', cohortId }, book);
    expect(submit.body).toMatchObject({ applied: 2, skipped: 4 });
    expect(await count()).toBe(pendingBefore + 2);
    const { rows } = await stack.db.query<{ memberId: string; note: string; details: unknown }>(
      'SELECT member_id AS "memberId", note, details FROM cohort_pending_members WHERE cohort_id = $1 AND member_id LIKE \'BULK-NEW-%\' ORDER BY member_id',
      [cohort[0].id],
    );
    expect(rows.map((r) => [r.memberId, r.note])).toEqual([
      ['BULK-NEW-1', 'Q3 intake'],
      ['BULK-NEW-2', 'Q3 intake'],
    ]);
    expect(rows[1].details).toMatchObject({ FirstName: 'Grace', HomePhone: '4045550101', Gender: 'F', PayerId: cohort[0].payerId });

    // Staged already: the same file again is all invalid.
    const again = await validate('datamanager', 'new-members', { note: 'Q3 intake', cohortId }, book);
    expect(again.validRows).toBe(0);
  });

  it('needs a cohort, and a cohort with a payer', async () => {
    const book = await templateBook('new-members', [['X']]);
    const noCohort = await post('datamanager', 'new-members', 'validate', { note: 'n' }, book);
    expect(noCohort).toMatchObject({ status: 400, body: { message: BULK_MESSAGES.cohort } });
    await stack.db.query("INSERT INTO cohorts (id, name) VALUES (9901, 'Payerless cohort') ON CONFLICT DO NOTHING");
    const payerless = await post('datamanager', 'new-members', 'validate', { note: 'n', cohortId: '9901' }, book);
    expect(payerless).toMatchObject({ status: 422, body: { message: BULK_MESSAGES.noPayer } });
  });
});

describe('member ids', () => {
  it('validates a table of aaneel id / new value / type and changes the ids', async () => {
    const { rows: members } = await stack.db.query<{ id: number; aaneelId: string; memberId: string; mbi: string | null }>(
      'SELECT id, aaneel_id AS "aaneelId", member_id AS "memberId", mbi FROM members ORDER BY id DESC LIMIT 3',
    );
    const book = await templateBook('member-ids', [
      [members[0].aaneelId, 'NEWMID-0001', 'MemberId'],
      [members[0].aaneelId, '9ab8cd7ef65', 'mbi'],
      [members[1].aaneelId, 'EMPI-777', 'EMPI'],
      [members[1].aaneelId, 'EMPI-778', 'EMPI'],
      [members[2].aaneelId, 'X', 'SSN'],
      [members[2].aaneelId, members[2].memberId, 'MemberId'],
    ]);
    const result = await validate('datamanager', 'member-ids', { note: 'Payer re-keyed ids' }, book);
    expect(result.changes).toEqual([
      { aaneelId: members[0].aaneelId, newValue: 'NEWMID-0001', type: 'MemberId' },
      { aaneelId: members[0].aaneelId, newValue: '9AB8CD7EF65', type: 'MBI' },
      { aaneelId: members[1].aaneelId, newValue: 'EMPI-777', type: 'EMPI' },
    ]);
    expect(result.problems.map((p) => [p.row, p.column, p.reason])).toEqual([
      [5, 'AaneelId', 'Duplicate of row 4'],
      [6, 'Type', 'Type must be one of MemberId, MBI, EMPI, Hcode'],
      [7, 'NewValue', 'The member already has this value'],
    ]);
    const submit = await post('datamanager', 'member-ids', 'submit', { note: 'Payer re-keyed ids' }, book);
    expect(submit.body).toMatchObject({ applied: 3, skipped: 3 });
    const { rows } = await stack.db.query<{ id: number; memberId: string; mbi: string; empi: string }>(
      'SELECT id, member_id AS "memberId", mbi, empi FROM members WHERE id = ANY($1::int[]) ORDER BY id DESC',
      [members.map((m) => m.id)],
    );
    expect(rows[0]).toMatchObject({ memberId: 'NEWMID-0001', mbi: '9AB8CD7EF65' });
    expect(rows[1]).toMatchObject({ memberId: members[1].memberId, empi: 'EMPI-777' });
    expect(rows[2]).toMatchObject({ memberId: members[2].memberId });
    const { rows: log } = await stack.db.query<{ type: string; old: string | null; value: string }>(
      'SELECT id_type AS type, old_value AS old, new_value AS value FROM member_id_changes WHERE member_id = $1 ORDER BY id',
      [members[0].id],
    );
    expect(log).toEqual([
      { type: 'MemberId', old: members[0].memberId, value: 'NEWMID-0001' },
      { type: 'MBI', old: members[0].mbi, value: '9AB8CD7EF65' },
    ]);
  });
});

describe('bad files', () => {
  const note = { note: 'should not apply' };

  it('refuses each bad file with a clear message and changes nothing', async () => {
    const [member] = await termable(1, 30);
    const before = await footprint();
    const goodRow = [member.aaneelId, 984000014, '2026-01-05'];

    const notXlsx = await post(
      'datamanager',
      'eligibility-changes',
      'validate',
      note,
      Buffer.from('AaneelId,TermReasonId,TermDate\n'),
      'application/octet-stream',
    );
    expect(notXlsx).toMatchObject({ status: 400, body: { message: BULK_MESSAGES.xlsx, code: 'BAD_USER_INPUT' } });

    const missing = await post(
      'datamanager',
      'eligibility-changes',
      'validate',
      note,
      await workbook(['AaneelId', 'TermReasonId'], [goodRow]),
    );
    expect(missing.status).toBe(422);
    expect(missing.body!.message).toContain('missing column TermDate');

    const renamed = await post(
      'datamanager',
      'eligibility-changes',
      'validate',
      note,
      await workbook(['AaneelId', 'Term Reason', 'TermDate'], [goodRow]),
    );
    expect(renamed.status).toBe(422);
    expect(renamed.body!.message).toContain("'Term Reason' should be 'TermReasonId'");

    const extra = await post(
      'datamanager',
      'eligibility-changes',
      'submit',
      note,
      await workbook(['AaneelId', 'TermReasonId', 'TermDate', 'Notes'], [goodRow]),
    );
    expect(extra.status).toBe(422);
    expect(extra.body!.message).toContain('unexpected column Notes');

    const headerOnly = await post('datamanager', 'eligibility-changes', 'validate', note, await templateBook('eligibility-changes', []));
    expect(headerOnly).toMatchObject({ status: 422, body: { message: BULK_MESSAGES.emptySheet } });
    const blank = await post('datamanager', 'eligibility-changes', 'submit', note, await workbook(null, []));
    expect(blank).toMatchObject({ status: 422, body: { message: BULK_MESSAGES.emptySheet } });

    const good = await templateBook('eligibility-changes', [goodRow]);
    const truncated = await post('datamanager', 'eligibility-changes', 'submit', note, good.subarray(0, Math.floor(good.length * 0.7)));
    expect(truncated).toMatchObject({ status: 400, body: { message: BULK_MESSAGES.xlsx } });
    // A zip whose central directory is intact but whose sheet bytes are damaged.
    const damaged = Buffer.from(good);
    const at = damaged.indexOf(Buffer.from('xl/worksheets/sheet1.xml')) + 60;
    for (let i = at; i < at + 40; i++) damaged[i] ^= 0xff;
    const corrupt = await post('datamanager', 'eligibility-changes', 'submit', note, damaged);
    expect([400, 422]).toContain(corrupt.status);
    expect(corrupt.body!.message).toBeTruthy();

    const oversized = await post('datamanager', 'eligibility-changes', 'validate', note, Buffer.alloc(BULK_MAX_BYTES + 1, 1));
    expect(oversized.status).toBe(413);
    expect(oversized.body!.message).toContain('larger than 20 MB');

    const blankNote = await post('datamanager', 'eligibility-changes', 'submit', { note: '   ' }, good);
    expect(blankNote).toMatchObject({ status: 400, body: { message: BULK_MESSAGES.note } });

    expect(await footprint()).toEqual(before);
  });

  it(`refuses more than ${BULK_MAX_ROWS.toLocaleString('en-US')} rows after streaming progress, and changes nothing`, async () => {
    const [member] = await termable(1, 40);
    const before = await footprint();
    const rows = Array.from({ length: BULK_MAX_ROWS + 1 }, () => [member.aaneelId, 984000014, '2026-01-05']);
    const book = await templateBook('eligibility-changes', rows);
    const answer = await post('datamanager', 'eligibility-changes', 'validate', note, book);
    expect(answer.status).toBe(200);
    const progress = answer.lines.filter((l) => l.type === 'progress');
    expect(progress.length).toBeGreaterThanOrEqual(BULK_MAX_ROWS / 2_000);
    expect(answer.lines[answer.lines.length - 1]).toEqual({ type: 'error', status: 422, message: BULK_MESSAGES.tooManyRows });
    const submit = await post('datamanager', 'eligibility-changes', 'submit', note, book);
    expect(submit).toMatchObject({ status: 422, body: { message: BULK_MESSAGES.tooManyRows } });
    expect(await footprint()).toEqual(before);
  }, 240_000);
});

describe('an abandoned validation', () => {
  it('stops the Care API’s work and leaves nothing staged when the browser leaves', async () => {
    const [member] = await termable(1, 60);
    const book = await templateBook(
      'eligibility-changes',
      Array.from({ length: 30_000 }, () => [member.aaneelId, 984000014, '2026-01-05']),
    );
    const controller = new AbortController();
    const res = await fetch(`${stack.gatewayUrl}/files/uploads/data-mgmt/eligibility-changes/validate?note=gone`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await stack.token('datamanager')}`, 'content-type': XLSX },
      body: new Uint8Array(book),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(JSON.parse(first.split('\n')[0])).toMatchObject({ type: 'progress' });
    controller.abort();
    // The sandbox notices, stops reading and deletes what it staged.
    const deadline = Date.now() + 20_000;
    let left = await footprint();
    while ((left.staged > 0 || left.uploads > 0) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      left = await footprint();
    }
    expect({ staged: left.staged, uploads: left.uploads }).toEqual({ staged: 0, uploads: 0 });
  }, 60_000);
});

describe('permissions', () => {
  it('refuses every bulk route and Add Cohort to a persona without the right, sending nothing to the Care API', async () => {
    const [member] = await termable(1, 50);
    const books: Record<string, Buffer> = {};
    for (const flow of BULK_FLOWS) books[flow] = await templateBook(flow, [[member.aaneelId]]);
    const before = await footprint();

    const attempts: Array<[string, string, string, Record<string, string>]> = [];
    for (const flow of BULK_FLOWS) {
      for (const step of ['validate', 'submit'])
        attempts.push(['staff', flow, step, { note: 'x', ...(flow === 'new-members' ? { cohortId: '1' } : {}) }]);
    }
    // Phones need pt-mgmt as well as dataMgmt (dncmanager is given dataMgmt alone here); the neighborhood update needs nh-mgmt.
    await stack.db.query(`UPDATE users SET custom_claims = '{"dataMgmt": true}'::jsonb WHERE uid = 'dncmanager'`);
    await stack.token('dncmanager', { fresh: true });
    const dataOnly = dataOf(
      await stack.gql(
        'dncmanager',
        graphql(`
          query DataMgmtViewer2 {
            viewer {
              can {
                useDataMgmt {
                  allowed
                }
                bulkUpdatePhones {
                  allowed
                }
              }
            }
          }
        `),
      ),
    );
    expect(dataOnly.viewer.can).toEqual({ useDataMgmt: { allowed: true }, bulkUpdatePhones: { allowed: false } });
    attempts.push(['dncmanager', 'phones', 'validate', { note: 'x' }], ['dncmanager', 'phones', 'submit', { note: 'x' }]);
    attempts.push(['nhmanager', 'phones', 'validate', { note: 'x' }]);
    attempts.push(['datamanager', 'neighborhoods', 'validate', { note: 'x' }], ['datamanager', 'neighborhoods', 'submit', { note: 'x' }]);
    // The skip option needs superAdmin, transfer-mgmt or types 9/10.
    attempts.push(['nhmanager', 'neighborhoods', 'submit', { note: 'x', skipTransferDashboard: 'true' }]);

    const { result, requests } = await careApiRequestsDuring(stack, async () => {
      const answers = [];
      for (const [persona, flow, step, query] of attempts) {
        answers.push({ persona, flow, step, ...(await post(persona, flow, step as 'validate' | 'submit', query, books[flow])) });
      }
      const template = await download(stack, 'staff', '/files/templates/data-mgmt/member-ids.xlsx');
      answers.push({
        persona: 'staff',
        flow: 'template',
        step: 'get',
        status: template.status,
        body: uploadAnswer(template.body.toString('utf8')),
      });
      const cohort = await stack.gql(
        'staff',
        graphql(`
          mutation DataMgmtCreateCohort4 {
            createCohort(input: { name: "Staff cohort", payerId: "1" }) {
              id
            }
          }
        `),
      );
      return { answers, cohort };
    });
    for (const a of result.answers) {
      expect({ who: `${a.persona} ${a.flow} ${a.step}`, status: a.status, code: a.body?.code }).toEqual({
        who: `${a.persona} ${a.flow} ${a.step}`,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    expect(errorCode(result.cohort)).toBe('FORBIDDEN');
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(await footprint()).toEqual(before);

    // No token at all.
    expect((await post(null, 'member-ids', 'validate', { note: 'x' }, books['member-ids'])).status).toBe(401);
  });

  it('has the Care API refuse a caller without the claims too', async () => {
    const token = await stack.token('staff');
    const res = await fetch(`${stack.sandboxUrl}/api/Members/EligibilityChanges?note=x`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(await templateBook('eligibility-changes', [['A1', 984000014, '2026-01-05']])),
    });
    expect(res.status).toBe(403);
    const cohort = await fetch(`${stack.sandboxUrl}/api/Members/Cohorts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Staff cohort', payerId: 1 }),
    });
    expect(cohort.status).toBe(403);
  });
});
