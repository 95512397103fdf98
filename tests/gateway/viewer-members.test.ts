import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormattedExecutionResult } from 'graphql';
import { z } from 'zod';
import { startStack, type Stack, type VariablesOf } from '../support/stack.ts';
import { uploadAnswer } from '../support/uploads.ts';
import { parseCsv } from '../support/csv.ts';
import { graphql } from '../generated/gql.ts';
import type { MemberFilter } from '../generated/graphql.ts';

let stack: Stack;

beforeAll(async () => {
  // Reference data is not kept across requests here: these tests count (or change behind the gateway's back) what the Care API itself sees.
  stack = await startStack({ gatewayEnv: { REFERENCE_CACHE_TTL_MS: '0' } });
});
afterAll(() => stack?.close());

const MEMBERS = graphql(`
  query Members($filters: [MemberFilter!], $sort: [MemberSort!], $skip: Int, $take: Int) {
    members(filters: $filters, sort: $sort, skip: $skip, take: $take) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
      }
      nodes {
        id
        firstName
        lastName
        dateOfBirth
        eligible
        marketId
        officeId
        payer {
          id
          name
        }
      }
    }
  }
`);

async function members(variables: VariablesOf<typeof MEMBERS>, persona = 'staff') {
  const { status, body } = await stack.gql(persona, MEMBERS, variables);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!.members;
}

async function exportCsv(persona: string | null, params: Record<string, unknown>) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]));
  const headers: Record<string, string> = persona ? { authorization: `Bearer ${await stack.token(persona)}` } : {};
  return fetch(`${stack.gatewayUrl}/files/exports/members.csv?${qs}`, { headers });
}

describe('viewer', () => {
  it('is the signed-in superadmin with every claim and an employee record', async () => {
    const { status, body } = await stack.gql(
      'superadmin',
      graphql(`
        query ViewerMembersViewer {
          viewer {
            uid
            name
            claims
            employeeId
            employee {
              id
              fullName
            }
          }
        }
      `),
    );
    expect(status).toBe(200);
    expect(body.data!.viewer).toMatchObject({ uid: 'superadmin', name: 'Sam Super' });
    expect(body.data!.viewer.claims).toEqual(expect.arrayContaining(['SUPER_ADMIN', 'ADMIN', 'DATA_MGMT', 'EUS']));
    expect(body.data!.viewer.claims).toHaveLength(13);
    expect(body.data!.viewer.employee?.id).toBe(String(body.data!.viewer.employeeId));
  });

  it('shows a staff member without claims', async () => {
    const { body } = await stack.gql(
      'staff',
      graphql(`
        query ViewerMembersViewer2 {
          viewer {
            uid
            name
            claims
          }
        }
      `),
    );
    expect(body.data!.viewer).toEqual({ uid: 'staff', name: 'Stevie Staff', claims: [] });
  });

  it('answers HTTP 401 without a token, but serves @public fields', async () => {
    const denied = await stack.gql(
      null,
      graphql(`
        query ViewerMembersViewer3 {
          viewer {
            uid
          }
        }
      `),
    );
    expect(denied.status).toBe(401);
    expect(denied.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(denied.body.data).toBeUndefined();

    const forged = await stack.gql(
      null,
      graphql(`
        query ViewerMembersViewer4 {
          viewer {
            uid
          }
        }
      `),
      undefined,
      { headers: { authorization: 'Bearer not.a.token' } },
    );
    expect(forged.status).toBe(401);

    const open = await stack.gql(
      null,
      graphql(`
        query ViewerMembersHealth {
          health
        }
      `),
    );
    expect(open.status).toBe(200);
    expect(open.body.data).toEqual({ health: 'ok' });

    // A private field hidden behind a fragment is still private.
    const sneaky = await stack.gql(
      null,
      graphql(`
        query ViewerMembersHealth2 {
          health
          ...F
        }
        fragment F on Query {
          viewer {
            uid
          }
        }
      `),
    );
    expect(sneaky.status).toBe(401);
  });
});

describe('members table', () => {
  it('pages with a total count', async () => {
    const all = await members({ take: 20 });
    expect(all.totalCount).toBeGreaterThan(20);
    expect(all.nodes).toHaveLength(20);
    const first = await members({ take: 10 });
    const second = await members({ skip: 10, take: 10 });
    expect([...first.nodes, ...second.nodes].map((m) => m.id)).toEqual(all.nodes.map((m) => m.id));
    expect(second.totalCount).toBe(all.totalCount);
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    expect(second.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    const last = await members({ skip: all.totalCount - 5, take: 10 });
    expect(last.nodes).toHaveLength(5);
    expect(last.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    // A page of size 0 asks for the count alone: nothing follows it.
    expect((await members({ take: 0 })).pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
  });

  it('filters, and the filtered counts add up', async () => {
    const all = await members({ take: 1 });
    const eligible = await members({ take: 50, filters: [{ field: 'ELIGIBLE', matchMode: 'EQUALS', value: 'true' }] });
    const ineligible = await members({ take: 1, filters: [{ field: 'ELIGIBLE', matchMode: 'EQUALS', value: 'false' }] });
    expect(eligible.totalCount + ineligible.totalCount).toBe(all.totalCount);
    expect(eligible.nodes.every((m) => m.eligible === true)).toBe(true);

    const sample = eligible.nodes[0];
    const byName = await members({
      take: 50,
      filters: [
        { field: 'LAST_NAME', matchMode: 'CONTAINS', value: sample.lastName.slice(1, 4).toUpperCase() },
        { field: 'MARKET_ID', matchMode: 'IN', values: [String(sample.marketId)] },
      ],
    });
    expect(byName.nodes.map((m) => m.id)).toContain(sample.id);
    expect(byName.nodes.every((m) => m.lastName.toLowerCase().includes(sample.lastName.slice(1, 4).toLowerCase()))).toBe(true);

    const born = await members({ take: 50, filters: [{ field: 'DATE_OF_BIRTH', matchMode: 'DATE_BEFORE', value: '1950-01-01' }] });
    expect(born.nodes.every((m) => m.dateOfBirth < '1950-01-01')).toBe(true);
  });

  it('sorts on the server', async () => {
    const asc = await members({ take: 50, sort: [{ field: 'DATE_OF_BIRTH', direction: 'ASC' }] });
    const dates = asc.nodes.map((m) => m.dateOfBirth);
    expect(dates).toEqual([...dates].sort());
    const desc = await members({ take: 1, sort: [{ field: 'DATE_OF_BIRTH', direction: 'DESC' }] });
    expect(desc.nodes[0].dateOfBirth >= dates[dates.length - 1]).toBe(true);
  });

  it("answers 'Unsupported match mode' for a mode the field lacks", async () => {
    const { status, body } = await stack.gql('staff', MEMBERS, { filters: [{ field: 'ELIGIBLE', matchMode: 'CONTAINS', value: 'x' }] });
    expect(status).toBe(200);
    expect(body.errors![0]).toMatchObject({ message: 'Unsupported match mode', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('allows a page of 160 but not more than 200', async () => {
    expect((await members({ take: 160 })).nodes.length).toBe(160);
    const { body } = await stack.gql('staff', MEMBERS, { take: 201 });
    expect(body.errors![0].message).toBe('take must be between 0 and 200');
  });

  it('resolves offices and markets with a constant number of upstream requests', async () => {
    const query = graphql(`
      query ViewerMembersMembers($take: Int) {
        members(take: $take) {
          nodes {
            id
            office {
              id
              name
            }
            market {
              id
              name
            }
          }
        }
      }
    `);
    const counts: number[] = [];
    for (const take of [20, 160]) {
      stack.upstreamRequests.reset();
      const { body } = await stack.gql('staff', query, { take });
      expect(body.errors).toBeUndefined();
      expect(body.data!.members.nodes.filter((m) => m.office).length).toBeGreaterThan(0);
      expect(body.data!.members.nodes.every((m) => m.market?.name)).toBe(true);
      counts.push(stack.upstreamRequests.count());
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[1]).toBeLessThanOrEqual(3); // the page, one batched office look-up, one market listing
  });
});

describe('members CSV export', () => {
  it('streams every matching row with a BOM and a header', async () => {
    const filters: MemberFilter[] = [{ field: 'ELIGIBLE', matchMode: 'EQUALS', value: 'true' }];
    const { totalCount } = await members({ take: 1, filters });
    const res = await exportCsv('datamanager', { filters, sort: [{ field: 'LAST_NAME', direction: 'ASC' }] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="members-\d{8}-\d{6}\.csv"/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));
    expect(records[0].slice(0, 4)).toEqual(['AaneelId', 'Payer Member Id', 'First Name', 'Last Name']);
    expect(records.length - 1).toBe(totalCount);
    expect(records.slice(1).every((r) => r[records[0].indexOf('Eligible')] === 'Yes')).toBe(true);
  });

  it('neutralises a formula in a member field', async () => {
    const { nodes } = await members({ take: 1 });
    const id = Number(nodes[0].id);
    const original = nodes[0].firstName;
    await stack.db.query('UPDATE members SET first_name = $1 WHERE id = $2', ['=HYPERLINK("http://x")', id]);
    try {
      const res = await exportCsv('datamanager', { filters: [{ field: 'ID', matchMode: 'EQUALS', value: String(id) }] });
      const records = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
      expect(records).toHaveLength(2);
      expect(records[1][records[0].indexOf('First Name')]).toBe(`'=HYPERLINK("http://x")`);
    } finally {
      await stack.db.query('UPDATE members SET first_name = $1 WHERE id = $2', [original, id]);
    }
  });

  it('requires a token and valid table state', async () => {
    const anonymous = await exportCsv(null, {});
    expect(anonymous.status).toBe(401);
    expect(uploadAnswer(await anonymous.text()).code).toBe('UNAUTHENTICATED');
    const bad = await exportCsv('datamanager', { filters: [{ field: 'ELIGIBLE', matchMode: 'CONTAINS', value: 'x' }] });
    expect(bad.status).toBe(400);
    expect(uploadAnswer(await bad.text()).message).toBe('Unsupported match mode');
    const unknownField = await exportCsv('datamanager', { sort: [{ field: 'SHOE_SIZE', direction: 'ASC' }] });
    expect(unknownField.status).toBe(400);
    expect(uploadAnswer(await unknownField.text())).toEqual({
      message: 'filters and sort name fields of the members table',
      code: 'BAD_USER_INPUT',
    });
    const badDirection = await exportCsv('datamanager', { sort: [{ field: 'ELIGIBLE', direction: 'UP' }] });
    expect(uploadAnswer(await badDirection.text()).message).toBe('sort direction is ASC or DESC');
  });
});

describe('query limits and WebSocket', () => {
  const deep = `{ members { nodes { office { market { offices { market { offices { market { offices { market { offices { market { offices { id } } } } } } } } } } } } } }`;
  const aliases = `{ ${Array.from({ length: 21 }, (_, i) => `a${i}: health`).join(' ')} }`;

  it('rejects too deep and too many aliases over HTTP', async () => {
    const tooDeep = await stack.gql('staff', deep);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors![0].message).toMatch(/depth/i);
    const tooMany = await stack.gql('staff', aliases);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors![0].message).toMatch(/alias/i);
    const tooLong = await stack.gql('staff', `{ ${'health '.repeat(3001)} }`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors![0].extensions!.code).toBe('GRAPHQL_PARSE_FAILED');
    const broken = await stack.gql('staff', '{ viewer { uid }');
    expect(broken.status).toBe(400);
    expect(broken.body.errors![0].message).toMatch(/Syntax Error/);
  });

  it('runs operations over WebSocket with a token', async () => {
    const result = await new Promise<FormattedExecutionResult>((resolve, reject) => {
      stack
        .ws('datamanager')
        .subscribe({ query: '{ viewer { uid claims } }' }, { next: resolve, error: reject, complete: () => undefined });
    });
    expect(result.data!.viewer).toEqual({ uid: 'datamanager', claims: expect.arrayContaining(['DATA_MGMT', 'EUS']) as unknown });
  });

  it('closes the socket with 4403 without a token', async () => {
    const error = await new Promise<unknown>((resolve) => {
      stack.ws(null).subscribe({ query: '{ health }' }, { next: () => undefined, error: resolve, complete: () => resolve(null) });
    });
    // The socket's close event carries the close code.
    expect(typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined).toBe(4403);
  });

  it('applies the same limits over WebSocket', async () => {
    const client = stack.ws('staff');
    for (const [query, pattern] of [
      [deep, /depth/i],
      [aliases, /alias/i],
    ] as const) {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe({ query }, { next: (r) => resolve(r.errors), error: resolve, complete: () => undefined });
      });
      const answered = z.array(z.object({ message: z.string() })).safeParse(errors);
      expect(answered.success ? answered.data[0].message : String(errors)).toMatch(pattern);
    }
  });

  it('allows introspection outside production', async () => {
    const { status, body } = await stack.gql(
      'staff',
      graphql(`
        query ViewerMembers_Schema {
          __schema {
            queryType {
              name
            }
          }
        }
      `),
    );
    expect(status).toBe(200);
    expect(body.data!.__schema.queryType.name).toBe('Query');
  });
});

describe('production defaults', () => {
  let prod: Stack;
  beforeAll(async () => {
    prod = await startStack({ nodeEnv: 'production' });
  });
  afterAll(() => prod?.close());

  it('closes introspection except for superAdmins', async () => {
    const staff = await prod.gql(
      'staff',
      graphql(`
        query ViewerMembers_Schema2 {
          __schema {
            queryType {
              name
            }
          }
        }
      `),
    );
    expect(staff.status).toBe(400);
    expect(staff.body.errors![0].message).toBe('Introspection is not allowed');
    const admin = await prod.gql(
      'superadmin',
      graphql(`
        query ViewerMembers_Schema3 {
          __schema {
            queryType {
              name
            }
          }
        }
      `),
    );
    expect(admin.status).toBe(200);
    expect(admin.body.data!.__schema.queryType.name).toBe('Query');
  });

  it('gives no field suggestions', async () => {
    const { status, body } = await prod.gql('staff', '{ viewr { uid } }');
    expect(status).toBe(400);
    expect(body.errors![0].message).not.toMatch(/Did you mean/);
  });
});
