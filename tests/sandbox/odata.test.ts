import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEMBER_SCALARS, MemberDto, routes } from '@luminate/schema/rest';
import { MEMBERS_ENTITY } from '../../sandbox/src/care-api/odata/members-entity.ts';
import { answerOf, messageOf, pageOf, startTestSandbox, type TestSandbox } from './helpers.ts';

interface Row {
  id: number;
  lastName: string;
  firstName: string;
  dtOfBirth: string;
  officeId: number | null;
  marketId: number;
  eligible: boolean;
  email: string | null;
  engagedDt: string | null;
}

const IdRow = z.object({ id: z.number() });
/** A row with its market, payer and office expanded (the fields read of each). */
const ExpandedRow = z.looseObject({
  marketId: z.number(),
  payerId: z.number(),
  officeId: z.number().nullable(),
  market: z.looseObject({ id: z.number() }),
  payer: z.looseObject({ id: z.number() }),
  office: z.unknown(),
});

let t: TestSandbox;
let members: Row[];

beforeAll(async () => {
  t = await startTestSandbox(0.05);
  members = (
    await t.sandbox.db.query<Row>(
      `SELECT id, last_name AS "lastName", first_name AS "firstName", dt_of_birth AS "dtOfBirth", office_id AS "officeId",
            market_id AS "marketId", eligible, email, iso_utc(engaged_dt) AS "engagedDt" FROM members ORDER BY id`,
    )
  ).rows;
});
afterAll(() => t?.sandbox.close());

async function odata(query: Record<string, string>) {
  const qs = new URLSearchParams(query).toString();
  return t.json(`/odata/MembersOdata?${qs}`);
}

/** The ids the API answers for a $filter (every row, one page). */
async function idsFor(filter: string): Promise<number[]> {
  const { status, body } = await odata({ $filter: filter, $select: 'id', $top: '5000' });
  expect(status, JSON.stringify(body)).toBe(200);
  return pageOf(IdRow)
    .parse(body)
    .value.map((r) => r.id);
}

const idsWhere = (pred: (m: Row) => boolean) => members.filter(pred).map((m) => m.id);

describe('MembersOdata $filter', () => {
  it('declares every MemberDto scalar and nothing else', () => {
    expect(Object.keys(MEMBERS_ENTITY.properties).sort()).toEqual([...MEMBER_SCALARS].sort());
  });

  it('eq and ne (ne keeps rows whose value is null)', async () => {
    const name = members[0].lastName;
    expect(await idsFor(`lastName eq '${name.replace(/'/g, "''")}'`)).toEqual(idsWhere((m) => m.lastName === name));
    const office = members.find((m) => m.officeId !== null)!.officeId!;
    expect(await idsFor(`officeId ne ${office}`)).toEqual(idsWhere((m) => m.officeId !== office));
    expect(await idsFor('officeId eq null')).toEqual(idsWhere((m) => m.officeId === null));
  });

  it('gt ge lt le on integers and dates (dates compare as dates)', async () => {
    const mid = members[Math.floor(members.length / 2)].id;
    expect(await idsFor(`id gt ${mid}`)).toEqual(idsWhere((m) => m.id > mid));
    expect(await idsFor(`id ge ${mid}`)).toEqual(idsWhere((m) => m.id >= mid));
    expect(await idsFor(`id lt ${mid}`)).toEqual(idsWhere((m) => m.id < mid));
    expect(await idsFor(`id le ${mid}`)).toEqual(idsWhere((m) => m.id <= mid));
    expect(await idsFor('dtOfBirth ge 1950-01-01')).toEqual(idsWhere((m) => m.dtOfBirth >= '1950-01-01'));
    // The gateway's query builder writes dates as date-times.
    expect(await idsFor('dtOfBirth lt 1950-01-01T00:00:00.000Z')).toEqual(idsWhere((m) => m.dtOfBirth < '1950-01-01'));
    expect(await idsFor('engagedDt gt 2022-06-01T00:00:00Z')).toEqual(
      idsWhere((m) => m.engagedDt !== null && m.engagedDt > '2022-06-01T00:00:00.000Z'),
    );
  });

  it('contains, startswith and endswith ignore case', async () => {
    expect(await idsFor("contains(lastName,'AR')")).toEqual(idsWhere((m) => m.lastName.toLowerCase().includes('ar')));
    expect(await idsFor("startswith(firstName,'ma')")).toEqual(idsWhere((m) => m.firstName.toLowerCase().startsWith('ma')));
    expect(await idsFor("endswith(lastName,'SON')")).toEqual(idsWhere((m) => m.lastName.toLowerCase().endsWith('son')));
  });

  it('treats LIKE wildcards in the value literally', async () => {
    expect(await idsFor("contains(lastName,'%')")).toEqual([]);
    expect(await idsFor("startswith(email,'_')")).toEqual([]);
  });

  it('in, alone and combined with and/or', async () => {
    const names = [members[0].lastName, members[1].lastName, "O'Brien"];
    const literal = names.map((n) => `'${n.replace(/'/g, "''")}'`).join(',');
    expect(await idsFor(`lastName in (${literal})`)).toEqual(idsWhere((m) => names.includes(m.lastName)));
    expect(await idsFor(`lastName in (${literal}) and eligible eq true`)).toEqual(
      idsWhere((m) => names.includes(m.lastName) && m.eligible),
    );
    const few = members.slice(0, 3).map((m) => m.id);
    expect(await idsFor(`id in (${few.join(',')}) or id eq ${members[10].id}`)).toEqual(
      idsWhere((m) => few.includes(m.id) || m.id === members[10].id),
    );
    expect(await idsFor(`eligible eq false and id in (${few.join(',')}) and id in (${few[0]})`)).toEqual(
      idsWhere((m) => !m.eligible && m.id === few[0]),
    );
  });

  it('and, or, not and parentheses', async () => {
    const market = members[0].marketId;
    expect(await idsFor(`marketId eq ${market} and eligible eq true`)).toEqual(idsWhere((m) => m.marketId === market && m.eligible));
    expect(await idsFor(`marketId eq ${market} or eligible eq false`)).toEqual(idsWhere((m) => m.marketId === market || !m.eligible));
    expect(await idsFor(`not (marketId eq ${market})`)).toEqual(idsWhere((m) => m.marketId !== market));
    expect(await idsFor("not contains(email,'a')")).toEqual(idsWhere((m) => !(m.email ?? '').includes('a')));
    expect(await idsFor(`eligible eq true and (marketId eq ${market} or startswith(lastName,'s'))`)).toEqual(
      idsWhere((m) => m.eligible && (m.marketId === market || m.lastName.toLowerCase().startsWith('s'))),
    );
  });

  it('keeps SQL injection in a string literal as data: no rows, no error', async () => {
    for (const attack of ["x'' OR 1=1 --", "'; DROP TABLE members; --", "x\\' OR '1'='1"]) {
      const { status, body } = await odata({ $filter: `lastName eq '${attack.replace(/'/g, "''")}'`, $count: 'true' });
      expect(status).toBe(200);
      expect(body).toEqual({ '@odata.count': 0, value: [] });
    }
    expect((await t.sandbox.db.query('SELECT count(*)::int AS n FROM members')).rows[0]).toEqual({ n: members.length });
  });

  it('answers 400 with a message for unknown properties, bad syntax and type mismatches', async () => {
    const bad = async (filter: string, message: RegExp) => {
      const { status, body } = await odata({ $filter: filter });
      expect(status).toBe(400);
      expect(messageOf(body)).toMatch(message);
      expect(messageOf(body)).not.toMatch(/select|from|where/i);
    };
    await bad('ssn eq 1', /Unknown property ssn/);
    await bad("lastName eq 'x' and", /Invalid \$filter/);
    await bad("id eq 'seven'", /Expected a int value/);
    await bad('lastName eq 7', /Expected a string value/);
    await bad("substringof('a',lastName)", /Unsupported/);
    const order = await odata({ $orderby: 'secret desc' });
    expect(order.status).toBe(400);
    expect(messageOf(order.body)).toBe('Unknown property secret');
  });
});

describe('MembersOdata paging, ordering, select and expand', () => {
  it('orders by several keys', async () => {
    const { body } = await odata({ $orderby: 'lastName asc,dtOfBirth desc', $select: 'id,lastName,dtOfBirth', $top: '5000' });
    const expected = [...members].sort((a, b) =>
      a.lastName < b.lastName
        ? -1
        : a.lastName > b.lastName
          ? 1
          : a.dtOfBirth < b.dtOfBirth
            ? 1
            : a.dtOfBirth > b.dtOfBirth
              ? -1
              : a.id - b.id,
    );
    // Postgres collation may order some names differently from JS; compare within each name.
    const keyOf = (r: { lastName: string; dtOfBirth: string }) => `${r.lastName}|${r.dtOfBirth}`;
    const answered = pageOf(z.object({ id: z.number(), lastName: z.string(), dtOfBirth: z.string() })).parse(body).value;
    expect(answered).toHaveLength(members.length);
    for (let i = 1; i < answered.length; i++) {
      const [a, b] = [answered[i - 1], answered[i]];
      if (a.lastName === b.lastName) expect(a.dtOfBirth >= b.dtOfBirth).toBe(true);
    }
    expect(new Set(answered.map(keyOf))).toEqual(new Set(expected.map(keyOf)));
  });

  it('pages with $skip/$top and counts every match', async () => {
    const filter = 'eligible eq true';
    const total = idsWhere((m) => m.eligible);
    const first = await odata({ $filter: filter, $top: '10', $skip: '0', $count: 'true', $select: 'id' });
    const second = await odata({ $filter: filter, $top: '10', $skip: '10', $count: 'true', $select: 'id' });
    const [firstPage, secondPage] = [pageOf(IdRow).parse(first.body), pageOf(IdRow).parse(second.body)];
    expect(firstPage['@odata.count']).toBe(total.length);
    expect(firstPage.value.map((r) => r.id)).toEqual(total.slice(0, 10));
    expect(secondPage.value.map((r) => r.id)).toEqual(total.slice(10, 20));
    const none = await odata({ $top: '0', $count: 'true' });
    expect(none.body).toEqual({ '@odata.count': members.length, value: [] });
    expect((await odata({ $top: '5001' })).status).toBe(400);
  });

  it('answers full MemberDto rows, only the selected properties, and the expanded relations', async () => {
    const full = await odata({ $top: '3', $expand: 'office,market,payer,plan,termReason,riskType,cohort' });
    expect(full.status).toBe(200);
    for (const row of pageOf(z.unknown()).parse(full.body).value) expect(() => MemberDto.parse(row)).not.toThrow();
    expect(() => routes.membersOdata.answer.json.parse(full.body)).not.toThrow();
    const first = answerOf(pageOf(ExpandedRow), full.body).value[0];
    expect(first.market.id).toBe(first.marketId);
    expect(first.payer.id).toBe(first.payerId);
    if (first.officeId !== null) expect(first.office).toMatchObject({ id: first.officeId, marketId: first.marketId });

    const some = await odata({ $top: '2', $select: 'id,fullName,dtOfBirth', $expand: 'office' });
    const selected = answerOf(pageOf(z.record(z.string(), z.unknown())), some.body).value[0];
    expect(Object.keys(selected).sort()).toEqual(['dtOfBirth', 'fullName', 'id', 'office']);
    expect(selected.dtOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(messageOf((await odata({ $select: 'id,password' })).body)).toBe('Unknown property password');
    expect(messageOf((await odata({ $expand: 'employees' })).body)).toBe('Unknown navigation property employees');
  });

  it('requires a bearer token', async () => {
    expect((await t.json('/odata/MembersOdata?$top=1', { as: null })).status).toBe(401);
  });
});
