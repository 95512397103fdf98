/**
 * POST /api/Members against one in-process sandbox: data management only (403), malformed
 * bodies (400), the add-member rule and unknown references (422, nothing written), a duplicate
 * member id of the same payer (422), the member's rows, and its office: the neighborhood of its
 * zip, else of its county in the market, else none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Markets } from '@luminate/schema/constants';
import { CreatedMemberDto } from '@luminate/schema/rest';
import type { PersonaName } from '../../sandbox/src/seed/personas.ts';
import { answerOf, messageOf, startTestSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
const sql = async <T = Record<string, unknown>>(text: string, params?: unknown[]) => (await t.sandbox.db.query<T>(text, params)).rows;
const post = (body: unknown, as: PersonaName = 'datamanager') =>
  t.json('/api/Members', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, as });
const count = async () => (await sql<{ n: number }>('SELECT count(*)::int AS n FROM members'))[0].n;

let sequence = 0;
function body(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    payerId: 1,
    hcode: 'H7777',
    hcodeType: 'DSNP',
    marketId: Markets.DEFAULT,
    memberId: `INTAKE-${sequence}`,
    firstName: 'Rowan',
    lastName: 'Intake',
    homePhone: '7135550100',
    email: null,
    mbi: '2AB3CD4EF56',
    empi: `EMPI-${sequence}`,
    dateOfBirth: '1951-01-31',
    address1: '9 Sandbox St',
    address2: null,
    county: null,
    city: 'Houston',
    state: 'TX',
    zipCode: '00001',
    gender: 'U',
    ...overrides,
  };
}

beforeAll(async () => {
  t = await startTestSandbox(0.05);
});
afterAll(async () => {
  await t?.sandbox.close();
});

describe('POST /api/Members', () => {
  it('is for data management only', async () => {
    const before = await count();
    expect((await post(body(), 'agent')).status).toBe(403);
    expect((await post(body(), 'staff')).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers 400 for a malformed body and 422 for a broken rule or unknown reference, writing nothing', async () => {
    const before = await count();
    const { firstName: _, ...missing } = body();
    expect((await post(missing)).status).toBe(400);
    const future = await post(body({ dateOfBirth: '2999-01-01' }));
    expect(future).toEqual({ status: 422, body: { message: 'Date of birth must be in the past' } });
    expect(messageOf((await post(body({ state: 'ZZ' }))).body)).toBe('Choose a state from the list');
    expect(messageOf((await post(body({ payerId: 999_999 }))).body)).toBe('Unknown payer');
    expect(messageOf((await post(body({ marketId: 999_999 }))).body)).toBe('Unknown or inactive market');
    expect(messageOf((await post(body({ cohortId: 999_999 }))).body)).toBe('Unknown cohort');
    expect(await count()).toBe(before);
  });

  it('creates the member, its contact rows and metrics; a second one with the same member id of the payer is 422', async () => {
    const input = body({ mobilePhone: '2145550101', email: 'rowan@example.com', email2: 'rowan.care@example.com', cohortId: null });
    const { status, body: created } = await post(input);
    expect(status).toBe(200);
    const { id, aaneelId } = CreatedMemberDto.parse(created);
    expect(id).toBe((await sql<{ id: number }>('SELECT max(id) AS id FROM members'))[0].id);
    const [member] = await sql(
      `SELECT aaneel_id, eligible, engaged, office_id, member_id, hcode, hcode_type, empi, gender FROM members WHERE id = $1`,
      [id],
    );
    expect(member).toEqual({
      aaneel_id: aaneelId,
      eligible: true,
      engaged: false,
      office_id: null,
      member_id: input.memberId,
      hcode: 'H7777',
      hcode_type: 'DSNP',
      empi: input.empi,
      gender: 'U',
    });
    expect(await sql('SELECT number, phone_number_type FROM member_phones WHERE member_id = $1 ORDER BY id', [id])).toEqual([
      { number: '7135550100', phone_number_type: 'Home' },
      { number: '2145550101', phone_number_type: 'Mobile' },
    ]);
    expect(await sql('SELECT address FROM member_emails WHERE member_id = $1 ORDER BY id', [id])).toEqual([
      { address: 'rowan@example.com' },
      { address: 'rowan.care@example.com' },
    ]);
    expect(await sql('SELECT address1, zip, is_primary, active FROM member_addresses WHERE member_id = $1', [id])).toEqual([
      { address1: '9 Sandbox St', zip: '00001', is_primary: true, active: true },
    ]);
    expect(await sql('SELECT member_id FROM member_metrics WHERE member_id = $1', [id])).toHaveLength(1);

    const before = await count();
    const again = await post({ ...input, firstName: 'Another' });
    expect(again).toEqual({ status: 422, body: { message: 'This payer already has a member with this member id' } });
    expect(await count()).toBe(before);
  });

  it("puts the member in its zip's neighborhood, else its county's, in the member's market", async () => {
    const [node] = await sql<{ zip: string; office_id: number }>(
      `SELECT n.zip, n.office_id FROM office_nodes n JOIN offices o ON o.id = n.office_id
       WHERE o.market_id = $1 AND o.active AND NOT o.deleted AND o.name NOT LIKE '%.000' AND n.deactivated_dt IS NULL
         AND (SELECT count(*) FROM office_nodes x WHERE x.zip = n.zip) = 1
       ORDER BY o.name LIMIT 1`,
      [Markets.DEFAULT],
    );
    const byZip = await post(body({ zipCode: node.zip }));
    expect((await sql('SELECT office_id FROM members WHERE id = $1', [answerOf(CreatedMemberDto, byZip.body).id]))[0].office_id).toBe(
      node.office_id,
    );

    const [county] = await sql<{ county: string; office_id: number }>(
      `SELECT m.county, m.office_id FROM members m JOIN offices o ON o.id = m.office_id AND o.active AND NOT o.deleted
       WHERE m.market_id = $1 AND m.county IS NOT NULL
       GROUP BY m.county, m.office_id ORDER BY count(*) DESC, m.office_id LIMIT 1`,
      [Markets.DEFAULT],
    );
    const byCounty = await post(body({ county: county.county.toUpperCase() }));
    const [placed] = await sql<{ office_id: number | null; market_id: number }>(
      'SELECT m.office_id, o.market_id FROM members m LEFT JOIN offices o ON o.id = m.office_id WHERE m.id = $1',
      [answerOf(CreatedMemberDto, byCounty.body).id],
    );
    const anyOffice: unknown = expect.any(Number);
    expect(placed).toEqual({ office_id: anyOffice, market_id: Markets.DEFAULT });
  });
});
