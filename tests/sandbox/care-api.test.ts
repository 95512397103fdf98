import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EmployeeDto, MarketDto, OfficeDto, PayerDto, routes, TermReasonDto, UserDto } from '@luminate/schema/rest';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { PERSONAS } from '../../sandbox/src/seed/personas.ts';
import { answerOf, messageOf, startTestSandbox, type TestSandbox } from './helpers.ts';
import { sheetOfXlsx } from '../support/workbook.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox(0.05);
});
afterAll(() => t?.sandbox.close());

const put = { method: 'PUT' } as const;
const post = { method: 'POST' } as const;

/** The part of the published OpenAPI document read here: its version and each path's operations. */
const OpenApiDoc = z.object({ openapi: z.string(), paths: z.record(z.string(), z.record(z.string(), z.unknown())) });
const OperationParameters = z.object({ parameters: z.array(z.object({ name: z.string() })) });

describe('authentication', () => {
  it('401 without or with a bad token, 403 when X-User-Id names someone else', async () => {
    expect(await t.json('/api/Markets', { as: null })).toEqual({ status: 401, body: { message: 'Missing bearer token' } });
    const forged = await t.json('/api/Markets', { as: null, headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.status).toBe(401);
    const other = await t.json('/api/Markets', { headers: { 'x-user-id': 'somebody-else' } });
    expect(other.status).toBe(403);
    expect((await t.json('/api/Markets', { headers: { 'x-user-id': PERSONAS.superadmin.uid } })).status).toBe(200);
  });

  it('counts every Care API request', async () => {
    t.sandbox.requests.reset();
    await t.call('/api/Payers');
    await t.call('/odata/MembersOdata?$top=1');
    expect(t.sandbox.requests.list()).toEqual([
      { method: 'GET', path: '/api/Payers', url: '/api/Payers' },
      { method: 'GET', path: '/odata/MembersOdata', url: '/odata/MembersOdata?$top=1' },
    ]);
  });
});

describe('reference and people endpoints answer their contract', () => {
  const cases: Array<[keyof typeof routes, string]> = [
    ['listMarkets', '/api/Markets'],
    ['listStates', '/api/Markets/States'],
    ['listMarketPlans', '/api/Markets/Plans'],
    ['listOffices', '/api/Offices?marketId=920001625'],
    ['listAssignmentTypes', '/api/Assignments/Types'],
    ['listPayers', '/api/Payers'],
    ['listCohorts', '/api/Members/Cohorts'],
    ['listTermReasons', '/api/Members/TermReasons'],
    ['listCounties', '/api/Counties'],
    ['listUsers', '/api/Users'],
    ['listPermissions', '/api/Users/Permissions'],
    ['listEmployees', '/api/Employees?assignmentTypeIds=1,10'],
    ['getEmployee', '/api/Employees/4'],
    ['currentEmployee', '/api/Employees/CurrentDeveloper'],
    ['employeeOffices', '/api/Employees/Offices?id=4'],
    ['getUser', '/api/Users/app'],
  ];
  it.each(cases)('%s', async (name, path) => {
    const { status, body } = await t.json(path);
    expect(status).toBe(200);
    const answer = routes[name].answer as { json: z.ZodType };
    expect(() => {
      answer.json.parse(body);
    }).not.toThrow();
  });

  it('offers the special markets and SelfPay', async () => {
    const markets = answerOf(z.array(MarketDto), (await t.json('/api/Markets')).body);
    expect(markets.map((m) => m.id)).toEqual(expect.arrayContaining([920001625, 940063, 10001]));
    expect(markets).toHaveLength(12);
    const payers = answerOf(z.array(PayerDto), (await t.json('/api/Payers')).body);
    expect(payers.map((p) => p.name)).toContain('SelfPay');
    const reasons = answerOf(z.array(TermReasonDto), (await t.json('/api/Members/TermReasons')).body);
    for (let id = 984000014; id <= 984000020; id++) expect(reasons.map((r) => r.id)).toContain(id);
  });

  it('looks employees and offices up in batches, with active assignments only', async () => {
    const employees = answerOf(z.array(EmployeeDto), (await t.json('/api/Employees?ids=4,5,6')).body);
    expect(employees.map((e) => e.id).sort()).toEqual([4, 5, 6]);
    const app = employees.find((e) => e.id === 4);
    expect(app?.marketAssignments).toEqual([expect.objectContaining({ assignmentTypeId: 1, inactiveDt: null })]);
    const inactive = await t.sandbox.db.query<{ employee_id: number }>(
      'SELECT employee_id FROM market_assignments WHERE inactive_dt IS NOT NULL LIMIT 1',
    );
    const past = answerOf(EmployeeDto, (await t.json(`/api/Employees/${inactive.rows[0].employee_id}`)).body);
    expect(past.marketAssignments.every((a) => a.inactiveDt === null)).toBe(true);

    const offices = answerOf(z.array(OfficeDto), (await t.json('/api/Offices?community=1.001')).body);
    expect(offices[0].name).toBe('1.001.000');
    const ids = offices.map((o) => o.id).slice(0, 3);
    t.sandbox.requests.reset();
    const batch = answerOf(z.array(OfficeDto), (await t.json(`/api/Offices?ids=${ids.join(',')}`)).body);
    expect(batch.map((o) => o.id)).toEqual(ids);
    expect(t.sandbox.requests.count()).toBe(1);
  });

  it('the app persona works at a neighborhood that has members', async () => {
    const { body } = await t.json('/api/Employees/Offices?id=4', { as: 'app' });
    expect(body).toEqual([expect.objectContaining({ name: '1.001.001', marketId: 920001625 })]);
    expect(answerOf(z.array(OfficeDto), body)[0].eligibleMembers).toBeGreaterThan(0);
    expect(answerOf(EmployeeDto, (await t.json('/api/Employees/CurrentDeveloper', { as: 'cd' })).body).id).toBe(PERSONAS.cd.employeeId);
  });

  it('404 for unknown ids, 400 for malformed ones', async () => {
    expect(await t.json('/api/Employees/999999')).toEqual({ status: 404, body: { message: 'Employee 999999 not found' } });
    expect((await t.json('/api/Users/nobody')).status).toBe(404);
    expect((await t.json('/api/Employees/abc')).status).toBe(400);
    expect((await t.json('/api/Employees?ids=1,x')).status).toBe(400);
    expect((await t.json('/api/Nope')).status).toBe(404);
  });
});

describe('user claims', () => {
  it('grants and revokes a claim; the next token carries it', async () => {
    const granted = await t.json('/api/Users/staff?claim=pt-mgmt&assign=true', { ...put, as: 'datamanager' });
    expect(granted.status).toBe(200);
    expect(answerOf(UserDto, granted.body).customClaims).toEqual({ 'pt-mgmt': true });
    const token = await getToken({ issuer: t.sandbox.issuer, username: 'staff', password: PERSONAS.staff.password });
    const payload = z.object({ claims: z.array(z.string()) }).parse(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()));
    expect(payload.claims).toContain('pt-mgmt');
    const revoked = await t.json('/api/Users/staff?claim=pt-mgmt&assign=false', { ...put, as: 'datamanager' });
    expect(answerOf(UserDto, revoked.body).customClaims).toEqual({});
  });

  it('403 without a permission-managing claim, or for privileged claims without superAdmin', async () => {
    const denied = await t.json('/api/Users/staff?claim=pt-mgmt&assign=true', { ...put, as: 'staff' });
    expect(denied.status).toBe(403);
    expect(messageOf(denied.body)).toMatch(/eus/);
    expect((await t.json('/api/Users/staff?claim=admin&assign=true', { ...put, as: 'datamanager' })).status).toBe(403);
    expect((await t.json('/api/Users/staff?claim=admin&assign=false', { ...put, as: 'superadmin' })).status).toBe(200);
  });

  it('422 for an unknown claim, 404 for an unknown user', async () => {
    expect(await t.json('/api/Users/staff?claim=root&assign=true', put)).toEqual({ status: 422, body: { message: 'Unknown claim: root' } });
    expect((await t.json('/api/Users/ghost?claim=eus&assign=true', put)).status).toBe(404);
  });
});

describe('markets', () => {
  const body = { phone: '7135550100', address: '1 Main St', city: 'Houston', zipCode: '77002', stateAbbrev: 'TX' };
  const send = (b: unknown, as: 'superadmin' | 'staff' | 'datamanager' = 'superadmin', id = 920001625) =>
    t.json(`/api/Markets/${id}`, { ...put, as, headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });

  it('edits a market with admin, superAdmin or eus', async () => {
    const { status, body: market } = await send(body, 'datamanager');
    expect(status).toBe(200);
    expect(market).toMatchObject({ id: 920001625, phone: '7135550100', address: '1 Main St', state: { abbrev: 'TX' } });
    expect((await send(body, 'staff')).status).toBe(403);
  });

  it('422 on business rules, 400 on malformed bodies, 404 on unknown markets', async () => {
    const short = await send({ ...body, phone: '12345' });
    expect(short).toEqual({ status: 422, body: { message: 'body.phone: Phone must be exactly 10 digits' } });
    expect((await send({ ...body, stateAbbrev: 'ZZ' })).body).toEqual({ message: 'Unknown state: ZZ' });
    expect((await send({ ...body, phone: 7135550100 })).status).toBe(400);
    const broken = await t.json('/api/Markets/920001625', { ...put, headers: { 'content-type': 'application/json' }, body: '{"phone":' });
    expect(broken).toEqual({ status: 400, body: { message: 'Malformed JSON body' } });
    expect((await send(body, 'superadmin', 123)).status).toBe(404);
  });
});

describe('support tickets', () => {
  it('stores the ticket and answers its id', async () => {
    const qs = new URLSearchParams({ subject: 'Broken page', requestor: 'app', userNotes: 'Open the page', erroredTool: 'Dashboard' });
    const { status, body } = await t.json(`/api/FreshService/SendTicket?${qs}`, {
      ...post,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(['log line']),
    });
    expect(status).toBe(200);
    expect(typeof body).toBe('number');
    const stored = await t.sandbox.db.query('SELECT subject, logs, created_by FROM support_tickets WHERE id = $1', [body]);
    expect(stored.rows[0]).toEqual({ subject: 'Broken page', logs: ['log line'], created_by: 'superadmin' });
    expect((await t.json('/api/FreshService/SendTicket?subject=x', post)).status).toBe(400);
  });
});

describe('files', () => {
  it('claims report: xlsx for superAdmin only', async () => {
    const res = await t.call('/api/Users/FirebaseClaimsReport?claim=eus', post);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toContain('.xlsx');
    const content = await res.arrayBuffer();
    expect(Buffer.from(content).subarray(0, 2).toString()).toBe('PK');
    const uids = (await sheetOfXlsx(content)).getColumn(1).values.slice(2);
    expect(uids).toContain('datamanager');
    expect(uids).not.toContain('staff');
    expect((await t.json('/api/Users/FirebaseClaimsReport', { ...post, as: 'datamanager' })).status).toBe(403);
    expect((await t.json('/api/Users/FirebaseClaimsReport?claim=nope', post)).status).toBe(422);
  });

  it('offices report: a zip holding the offices CSV', async () => {
    const res = await t.call('/api/Offices/Report');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await res.arrayBuffer());
    const JSZip = (await import('jszip')).default;
    const zip = await JSZip.loadAsync(bytes);
    const csv = await zip.file('offices.csv')!.async('string');
    expect(csv.split('\n')[0]).toMatch(/^Office Id,Office,Market,/);
    expect(csv).toContain('1.001.001');
  });

  it('members export: a signed URL that streams the market CSV without a token and expires', async () => {
    const res = await t.call('/api/Members/Export?marketId=920001625', post);
    expect(res.status).toBe(200);
    const url = res.headers.get('x-signed-url')!;
    expect(url.startsWith(`${t.sandbox.url}/files/signed/`)).toBe(true);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    const lines = (await file.text()).trim().split('\n');
    const { rows } = await t.sandbox.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE market_id = 920001625');
    expect(lines.length - 1).toBe(rows[0].n);
    expect((await fetch(`${url.slice(0, -3)}xyz`)).status).toBe(403);
    expect((await t.json('/api/Members/Export?marketId=1', post)).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('publishes every contract route without authentication', async () => {
    const res = await fetch(`${t.sandbox.url}/openapi.json`);
    const doc = OpenApiDoc.parse(await res.json());
    expect(doc.openapi).toBe('3.1.0');
    for (const route of Object.values(routes)) {
      expect(doc.paths[route.path]?.[route.method.toLowerCase()], route.path).toBeDefined();
    }
    expect(OperationParameters.parse(doc.paths['/api/Employees'].get).parameters.map((p) => p.name)).toContain('ids');
  });
});

describe('office member counts', () => {
  const liveCounts = async () =>
    (
      await t.sandbox.db.query<{ id: number; eligible: number; engaged: number }>(
        `SELECT o.id, count(m.id) FILTER (WHERE m.eligible)::int AS eligible, count(m.id) FILTER (WHERE m.engaged)::int AS engaged
       FROM offices o LEFT JOIN members m ON m.office_id = o.id WHERE NOT o.deleted GROUP BY o.id ORDER BY o.id`,
      )
    ).rows;
  const answered = async () =>
    answerOf(z.array(OfficeDto), (await t.json('/api/Offices')).body)
      .map((o) => ({ id: o.id, eligible: o.eligibleMembers, engaged: o.engagedMembers }))
      .sort((a, b) => a.id - b.id);

  it('follow inserts, moves, eligibility changes and deletes of members', async () => {
    expect(await answered()).toEqual(await liveCounts());
    const { rows } = await t.sandbox.db.query<{ id: number; office_id: number }>(
      // Members without approval rows or appointments, so one of them can be deleted and put back.
      `SELECT id, office_id FROM members m WHERE office_id IS NOT NULL AND eligible
         AND NOT EXISTS (SELECT 1 FROM eligibility_changes x WHERE x.member_id = m.id)
         AND NOT EXISTS (SELECT 1 FROM dnc_logs x WHERE x.member_id = m.id)
         AND NOT EXISTS (SELECT 1 FROM office_assignments x WHERE x.member_id = m.id)
         AND NOT EXISTS (SELECT 1 FROM appointments x WHERE x.member_id = m.id)
       ORDER BY id LIMIT 3`,
    );
    const target = (
      await t.sandbox.db.query<{ id: number }>(`SELECT id FROM offices WHERE name NOT LIKE '%.000' AND id <> $1 ORDER BY id LIMIT 1`, [
        rows[0].office_id,
      ])
    ).rows[0].id;
    const before = await answered();
    await t.sandbox.db.transaction(async (tx) => {
      await tx.query('UPDATE members SET office_id = $1 WHERE id = $2', [target, rows[0].id]);
      await tx.query('UPDATE members SET eligible = false, engaged = false WHERE id = $1', [rows[1].id]);
      await tx.query('CREATE TEMP TABLE removed_member AS SELECT * FROM members WHERE id = $1', [rows[2].id]);
      await tx.query('DELETE FROM members WHERE id = $1', [rows[2].id]);
    });
    expect(await answered()).not.toEqual(before);
    expect(await answered()).toEqual(await liveCounts());
    await t.sandbox.db.query('INSERT INTO members SELECT * FROM removed_member');
    await t.sandbox.db.query('DROP TABLE removed_member');
    expect(await answered()).toEqual(await liveCounts());
  });
});
