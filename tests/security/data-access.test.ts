/**
 * Patient data only where it must go, against the real sandbox through the gateway's own routes:
 * - every export of member rows follows the members policy (members CSV with and without
 *   filters, a market's members workbook, a campaign's call list), and the members table tells
 *   the web whether to offer its export;
 * - the approval workbooks follow the rule of the screen they belong to (termination overview
 *   of one eligibility change, the DNC report, the transfer reports);
 * - admin and superAdmin claims are hidden from non-superAdmins wherever a user's claims are
 *   listed;
 * - an uploaded workbook whose zip headers understate its parts is measured by really unpacking
 *   it, and refused before anything is forwarded.
 * A refusal is a 403 `{ message, code: 'FORBIDDEN' }` and never reaches the Care API's file route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startStack, type Stack } from '../support/stack.ts';
import { zipOf } from '../support/zip.ts';
import { xlsxOf } from '../support/workbook.ts';
import { careApiRequestsDuring, dataOf, download, type CareApiRequest } from '../modules/helpers.ts';
import { graphql } from '../generated/gql.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const VISIT_CONFIRMATION = 124;
const APP_EMPLOYEE = 4;
const today = new Date().toISOString().slice(0, 10);

let stack: Stack;
let defaultMarketId: number;
/** The office where the app persona is the APP (1.001.001). */
let appOffice: number;

beforeAll(async () => {
  stack = await startStack();
  const office = await stack.db.query<{ office_id: number; market_id: number }>(
    `SELECT a.office_id, o.market_id FROM market_assignments a JOIN offices o ON o.id = a.office_id
     WHERE a.employee_id = $1 AND a.assignment_type_id = 1 AND a.inactive_dt IS NULL`,
    [APP_EMPLOYEE],
  );
  appOffice = office.rows[0].office_id;
  defaultMarketId = office.rows[0].market_id;
});
afterAll(async () => {
  await stack?.close();
});

const json = (body: Buffer): unknown => JSON.parse(body.toString('utf8'));
const pathOnly = (r: CareApiRequest) => r.path.split('?')[0];
/** The only Care API request a refusal may cost: reading the viewer's own employee record. */
const onlyOwnEmployeeRecord = (requests: CareApiRequest[]) => requests.every((r) => r.method === 'GET' && pathOnly(r) === '/api/Employees');

/** Downloads as a persona and answers the Care API requests it caused. */
async function fetchAs(persona: string, path: string) {
  const { result, requests } = await careApiRequestsDuring(stack, () => download(stack, persona, path));
  return { ...result, requests };
}

/** A 403 FORBIDDEN with the given wording, after which the Care API's file route was never called. */
function expectRefused(res: Awaited<ReturnType<typeof fetchAs>>, message: string, fileRoute: RegExp) {
  expect(res.status).toBe(403);
  expect(json(res.body)).toEqual({ message, code: 'FORBIDDEN' });
  expect(res.requests.filter((r) => fileRoute.test(pathOnly(r)))).toEqual([]);
}

function csvLines(body: Buffer): string[] {
  return body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
}

describe('exports of member rows', () => {
  const MEMBERS_CSV = '/files/exports/members.csv';
  const filtered = `${MEMBERS_CSV}?${new URLSearchParams({ filters: JSON.stringify([{ field: 'ELIGIBLE', matchMode: 'EQUALS', value: 'true' }]) })}`;

  it('refuses the whole-membership CSV, with or without filters, to users without the right', async () => {
    for (const persona of ['staff', 'cd', 'calllistmanager', 'deattmanager']) {
      for (const path of [MEMBERS_CSV, filtered]) {
        const res = await fetchAs(persona, path);
        expectRefused(res, 'Only data managers may export members', /./);
        // Decided from the token alone: the Care API hears nothing at all.
        expect(res.requests, `${persona} ${path}`).toEqual([]);
      }
    }
  });

  it('streams every member to data managers and superAdmins', async () => {
    const { rows } = await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    for (const persona of ['datamanager', 'superadmin']) {
      const res = await download(stack, persona, MEMBERS_CSV);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const lines = csvLines(res.body);
      expect(lines[0]).toMatch(/^AaneelId,Payer Member Id,First Name,Last Name,Date of Birth,Gender,MBI,/);
      expect(lines).toHaveLength(rows[0].n + 1);
    }
  });

  it("refuses a market's members workbook without the right, and sends it with the right", async () => {
    const path = `/files/members-export?marketId=${defaultMarketId}`;
    for (const persona of ['staff', 'opsmanager']) {
      const res = await fetchAs(persona, path);
      expectRefused(res, 'Only data managers may export members', /./);
      expect(res.requests).toEqual([]);
    }
    const res = await fetchAs('datamanager', path);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.requests.some((r) => pathOnly(r) === '/api/Members/Export')).toBe(true);
  });

  it("refuses a campaign's call list CSV to agents and staff, and sends it to call-list managers", async () => {
    const path = `/files/exports/call-list/${VISIT_CONFIRMATION}.csv`;
    for (const persona of ['agent', 'staff']) {
      const res = await fetchAs(persona, path);
      expectRefused(res, 'Only call-list managers may export a call list', /./);
      expect(res.requests).toEqual([]);
    }
    const { callList } = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          query DataAccessCallList($id: ID!) {
            callList(campaignId: $id) {
              size
              entries {
                aaneelId
              }
            }
          }
        `),
        { id: String(VISIT_CONFIRMATION) },
      ),
    );
    const res = await download(stack, 'calllistmanager', path);
    expect(res.status).toBe(200);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('AaneelId,Member Name,Points,Primary Driver,Last Attempt');
    expect(lines).toHaveLength(callList.size + 1);
  });

  it('tells the members table whether the viewer may export it', async () => {
    const query = graphql(`
      query DataAccessMembers {
        members(take: 1) {
          totalCount
          viewerCan {
            export
          }
        }
      }
    `);
    expect(dataOf(await stack.gql('datamanager', query)).members.viewerCan).toEqual({ export: true });
    expect(dataOf(await stack.gql('superadmin', query)).members.viewerCan).toEqual({ export: true });
    expect(dataOf(await stack.gql('staff', query)).members.viewerCan).toEqual({ export: false });
    expect(dataOf(await stack.gql('calllistmanager', query)).members.viewerCan).toEqual({ export: false });
  });
});

describe('approval workbooks', () => {
  const OVERVIEW_REFUSAL = 'Only the reviewers of this eligibility change and deattribution managers may download its termination overview';
  const OVERVIEW_ROUTE = /\/TerminationOverview$/;
  const overview = (id: number) => `/files/deattribution/${id}/termination-overview`;

  /** A seeded Term change in this status, at the app persona's office or at an office where it holds nothing. */
  async function changeAt(status: string, where: 'appOffice' | 'elsewhere'): Promise<number> {
    const office =
      where === 'appOffice'
        ? 'm.office_id = $2'
        : 'm.office_id NOT IN (SELECT office_id FROM market_assignments WHERE employee_id = 4) AND m.office_id <> $2';
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT e.id FROM eligibility_changes e JOIN members m ON m.id = e.member_id WHERE e.status = $1 AND ${office} ORDER BY e.id LIMIT 1`,
      [status, appOffice],
    );
    if (!rows[0]) throw new Error(`No seeded ${status} change (${where})`);
    return rows[0].id;
  }

  it("sends one change's termination overview to its reviewer, deattribution managers and superAdmins", async () => {
    const mine = await changeAt('PendingAppCdReview', 'appOffice');
    for (const persona of ['app', 'deattmanager', 'superadmin']) {
      const res = await fetchAs(persona, overview(mine));
      expect(res.status, persona).toBe(200);
      expect(res.body.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(res.requests.filter((r) => OVERVIEW_ROUTE.test(pathOnly(r)))).toHaveLength(1);
    }
  });

  it('refuses it to staff before the change is even read', async () => {
    const id = await changeAt('PendingAppCdReview', 'appOffice');
    const res = await fetchAs('staff', overview(id));
    expectRefused(res, OVERVIEW_REFUSAL, OVERVIEW_ROUTE);
    expect(onlyOwnEmployeeRecord(res.requests)).toBe(true);
  });

  it('refuses a change the viewer may not see exactly like one that does not exist', async () => {
    const elsewhere = await changeAt('PendingAppCdReview', 'elsewhere');
    const { rows } = await stack.db.query<{ id: number }>('SELECT max(id)::int + 1000 AS id FROM eligibility_changes');
    const missing = rows[0].id;
    const hidden = await fetchAs('app', overview(elsewhere));
    const absent = await fetchAs('app', overview(missing));
    expectRefused(hidden, OVERVIEW_REFUSAL, OVERVIEW_ROUTE);
    expectRefused(absent, OVERVIEW_REFUSAL, OVERVIEW_ROUTE);
    expect(absent.status).toBe(hidden.status);
    expect(absent.body.equals(hidden.body)).toBe(true);
    // A deattribution manager sees every row, so nothing is hidden from one: a missing id is 404.
    expect((await download(stack, 'deattmanager', overview(missing))).status).toBe(404);
    expect((await download(stack, 'app', '/files/deattribution/abc/termination-overview')).status).toBe(400);
  });

  it('sends the DNC report to DNC managers, the CDs and OMs who work the queue and superAdmins, and no one else', async () => {
    const REPORT_ROUTE = /\/DNCLogs\/GenerateReport$/;
    for (const persona of ['staff', 'app', 'transfermanager', 'datamanager']) {
      const res = await fetchAs(persona, '/files/dnc/report');
      expectRefused(res, 'Only DNC managers and the CDs and OMs who decide DNC requests may generate the DNC report', REPORT_ROUTE);
      expect(onlyOwnEmployeeRecord(res.requests), persona).toBe(true);
    }
    for (const persona of ['dncmanager', 'cd', 'opsmanager', 'superadmin']) {
      const res = await fetchAs(persona, '/files/dnc/report');
      expect(res.status, persona).toBe(200);
      expect(res.body.subarray(0, 2).toString('latin1')).toBe('PK');
    }
  });

  it('sends the transfer reports to transfer managers, the APPs, CDs and RVPs who work transfers and superAdmins, and no one else', async () => {
    const REPORT_ROUTE = /\/(ProcessedTransfersReport|SubmittedForTransferReport)$/;
    for (const kind of ['submitted', 'processed']) {
      const path = `/files/transfers/${kind}?start=2020-01-01&end=${today}`;
      for (const persona of ['staff', 'opsmanager', 'dncmanager']) {
        const res = await fetchAs(persona, path);
        expectRefused(
          res,
          'Only transfer managers and the APPs, CDs and RVPs who work patient transfers may export transfer reports',
          REPORT_ROUTE,
        );
        expect(onlyOwnEmployeeRecord(res.requests), `${persona} ${kind}`).toBe(true);
      }
      for (const persona of ['transfermanager', 'app', 'cd', 'rvp', 'superadmin']) {
        const res = await fetchAs(persona, path);
        expect(res.status, `${persona} ${kind}`).toBe(200);
        expect(res.body.subarray(0, 2).toString('latin1')).toBe('PK');
      }
    }
  });
});

describe('admin claims', () => {
  const PRIVILEGED = ['ADMIN', 'SUPER_ADMIN'];
  const hasPrivileged = (claims: string[]) => claims.some((c) => PRIVILEGED.includes(c));

  it("hides admin and superAdmin from a data manager's view of a user", async () => {
    const { user } = dataOf(
      await stack.gql(
        'datamanager',
        graphql(`
          query DataAccessUser {
            user(uid: "superadmin") {
              uid
              claims
            }
          }
        `),
      ),
    );
    expect(user!.claims).toContain('DATA_MGMT');
    expect(hasPrivileged(user!.claims)).toBe(false);
  });

  it('hides them in the users list', async () => {
    const { users } = dataOf(
      await stack.gql(
        'datamanager',
        graphql(`
          query DataAccessUsers {
            users {
              uid
              claims
            }
          }
        `),
      ),
    );
    expect(users.find((u) => u.uid === 'superadmin')).toBeTruthy();
    expect(users.filter((u) => hasPrivileged(u.claims))).toEqual([]);
  });

  it('hides them in the answer of a grant and a revoke', async () => {
    const GRANT = graphql(`
      mutation DataAccessGrantClaim($uid: ID!) {
        grantClaim(uid: $uid, claim: OS_TEAM) {
          uid
          claims
        }
      }
    `);
    const REVOKE = graphql(`
      mutation DataAccessRevokeClaim($uid: ID!) {
        revokeClaim(uid: $uid, claim: OS_TEAM) {
          uid
          claims
        }
      }
    `);
    const granted = dataOf(await stack.gql('datamanager', GRANT, { uid: 'superadmin' })).grantClaim;
    expect(granted.claims).toContain('OS_TEAM');
    expect(hasPrivileged(granted.claims)).toBe(false);
    try {
      const revoked = dataOf(await stack.gql('datamanager', REVOKE, { uid: 'superadmin' })).revokeClaim;
      expect(revoked.claims).not.toContain('OS_TEAM');
      expect(hasPrivileged(revoked.claims)).toBe(false);
    } finally {
      dataOf(await stack.gql('superadmin', GRANT, { uid: 'superadmin' }));
    }
  });

  it('shows them to a superAdmin', async () => {
    const { user } = dataOf(
      await stack.gql(
        'superadmin',
        graphql(`
          query DataAccessUser2 {
            user(uid: "superadmin") {
              claims
            }
          }
        `),
      ),
    );
    expect(user!.claims).toEqual(expect.arrayContaining(PRIVILEGED));
    const { users } = dataOf(
      await stack.gql(
        'superadmin',
        graphql(`
          query DataAccessUsers2 {
            users {
              uid
              claims
            }
          }
        `),
      ),
    );
    expect(users.find((u) => u.uid === 'superadmin')!.claims).toEqual(expect.arrayContaining(PRIVILEGED));
  });
});

describe('uploaded workbooks are measured by unpacking them', () => {
  /** The upload route's JSON answer (the stored filter or the refusal), its members still to be asserted. */
  const uploadAnswer = z.record(z.string(), z.unknown());

  async function upload(body: Buffer, filterName: string) {
    const headers = { 'content-type': XLSX, authorization: `Bearer ${await stack.token('calllistmanager')}` };
    const url = `${stack.gatewayUrl}/files/uploads/call-list-filters?${new URLSearchParams({ filterName })}`;
    const { result, requests } = await careApiRequestsDuring(stack, async () => {
      const started = performance.now();
      const res = await fetch(url, { method: 'POST', headers, body: new Uint8Array(body) });
      const text = await res.text();
      return { status: res.status, body: uploadAnswer.parse(JSON.parse(text)), ms: performance.now() - started };
    });
    return { ...result, requests };
  }

  it('refuses a workbook whose headers claim 4 KB parts that unpack to 200 MB, quickly and without forwarding it', async () => {
    // Six sheets of 35 MB each (under the per-part limit, 210 MB in all), every part declared as 4 KB.
    const bomb = withDeclaredSizes(
      zipOf([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        ...Array.from({ length: SHEET_PARTS }, (_, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: SPACES_35_MB })),
      ]),
      4096,
    );
    expect(bomb.length).toBeLessThan(250_000);
    expect(declaredSizes(bomb).every((size) => size === 4096)).toBe(true);

    const res = await upload(bomb, 'Lying workbook');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The workbook is larger than 50 MB when unpacked', code: 'PAYLOAD_TOO_LARGE' });
    expect(res.requests).toEqual([]);
    // It stops inflating at the 50 MB limit instead of unpacking all 210 MB: well under a second.
    expect(res.ms).toBeLessThan(1000);
  });

  it('refuses one lying part that alone unpacks beyond the per-part limit', async () => {
    const bomb = withDeclaredSizes(
      zipOf([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        { name: 'xl/worksheets/sheet1.xml', data: Buffer.concat([SPACES_35_MB, SPACES_35_MB]) },
      ]),
      4096,
    );
    const res = await upload(bomb, 'Lying part');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'A part of the workbook is larger than 40 MB when unpacked', code: 'PAYLOAD_TOO_LARGE' });
    expect(res.requests).toEqual([]);
  });

  it('refuses a small workbook whose parts unpack to other sizes than declared', async () => {
    const book = await workbook([['MemberId'], [1], [2]]);
    const res = await upload(withDeclaredSizes(book, 4096), 'Mislabelled workbook');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The workbook is damaged: a part does not unpack to the size and checksum its zip headers declare');
    expect(res.requests).toEqual([]);
  });

  it('still uploads a normal workbook', async () => {
    const { rows } = await stack.db.query<{ id: number }>('SELECT id FROM members ORDER BY id LIMIT 3');
    const res = await upload(await workbook([['MemberId'], ...rows.map((r) => [r.id])]), 'Honest workbook');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Honest workbook', memberCount: 3 });
    expect(res.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

const SPACES_35_MB = Buffer.alloc(35 * 1024 * 1024, 0x20);
const SHEET_PARTS = 6;

const workbook = (rows: unknown[][]): Promise<Buffer> => xlsxOf(rows, { sheet: 'Members' });

/** Walks a zip's central directory: each record's offset in the file. */
function centralRecords(zip: Buffer): number[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  const records: number[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    records.push(at);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return records;
}

/** A copy of the zip whose every part claims `size` unpacked bytes, in the central directory and the local headers. */
function withDeclaredSizes(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (const record of centralRecords(out)) {
    out.writeUInt32LE(size, record + 24);
    const local = out.readUInt32LE(record + 42);
    expect(out.readUInt32LE(local)).toBe(0x04034b50);
    out.writeUInt32LE(size, local + 22);
  }
  return out;
}

function declaredSizes(zip: Buffer): number[] {
  return centralRecords(zip).flatMap((record) => [zip.readUInt32LE(record + 24), zip.readUInt32LE(zip.readUInt32LE(record + 42) + 22)]);
}
