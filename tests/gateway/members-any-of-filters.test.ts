/**
 * The members table's any-of filters: PHONE (advanced member search) matches one
 * number against home, work OR mobile phone; NAME_OR_AANEEL_ID (the search box) matches the
 * full name or the Aaneel id. Each is an OData `or` built with odata-query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersTable } from '../../gateway/src/modules/members/table.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { params } from './support/query-strings.ts';
import { graphql } from '../generated/gql.ts';
import type { MemberFilter } from '../generated/graphql.ts';
import { dataOf } from '../modules/helpers.ts';

describe('PHONE filter query', () => {
  it('ORs the three phone properties and ANDs the result with the other filters', () => {
    const qs = membersTable.toQuery({
      filters: [
        { field: 'LAST_NAME', matchMode: 'CONTAINS', value: 'Smith' },
        { field: 'PHONE', matchMode: 'CONTAINS', value: "555'1&2" },
      ],
      take: 10,
    });
    expect(qs).not.toContain(' ');
    expect(params(qs).$filter).toBe(
      "((((contains(homePhone,'555''1&2')) or (contains(workPhone,'555''1&2')) or (contains(mobilePhone,'555''1&2')))) and (contains(lastName,'Smith')))",
    );
    expect(params(qs).$top).toBe('10');
  });

  it('is the only filter when no other is given, and an empty box adds nothing', () => {
    expect(params(membersTable.toQuery({ filters: [{ field: 'PHONE', matchMode: 'CONTAINS', value: '555' }] })).$filter).toBe(
      "((((contains(homePhone,'555')) or (contains(workPhone,'555')) or (contains(mobilePhone,'555')))))",
    );
    expect(params(membersTable.toQuery({ filters: [{ field: 'PHONE', matchMode: 'CONTAINS', value: '' }] })).$filter).toBeUndefined();
  });

  it('matches the search box against full name or Aaneel id', () => {
    expect(params(membersTable.toQuery({ filters: [{ field: 'NAME_OR_AANEEL_ID', matchMode: 'CONTAINS', value: 'A10' }] })).$filter).toBe(
      "((((contains(fullName,'A10')) or (contains(aaneelId,'A10')))))",
    );
  });

  it('accepts only CONTAINS and cannot be sorted', () => {
    expect(() => membersTable.toQuery({ filters: [{ field: 'PHONE', matchMode: 'EQUALS', value: '5' }] })).toThrow(
      'Unsupported match mode',
    );
    expect(() => membersTable.toQuery({ sort: [{ field: 'PHONE', direction: 'ASC' }] })).toThrow('PHONE cannot be sorted');
  });
});

describe('PHONE filter against the sandbox', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  const QUERY = graphql(`
    query MembersAnyOfFiltersMembers($filters: [MemberFilter!], $take: Int) {
      members(filters: $filters, take: $take) {
        totalCount
        nodes {
          id
          homePhone
          workPhone
          mobilePhone
        }
      }
    }
  `);
  type Phones = { id: string; homePhone: string | null; workPhone: string | null; mobilePhone: string | null };

  async function members(filters: MemberFilter[]): Promise<{ totalCount: number; nodes: Phones[] }> {
    const { status, body } = await stack.gql('staff', QUERY, { filters, take: 200 });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    return body.data!.members;
  }

  it('finds members by a name fragment or an Aaneel id through one search field', async () => {
    const all = await members([]);
    const someone = all.nodes[3];
    const { body } = await stack.gql(
      'staff',
      graphql(`
        query MembersAnyOfFiltersMembers2 {
          members(take: 1, skip: 3) {
            nodes {
              id
              aaneelId
              lastName
            }
          }
        }
      `),
    );
    const { id, aaneelId, lastName } = body.data!.members.nodes[0];
    expect(id).toBe(someone.id);

    const byId = await members([{ field: 'NAME_OR_AANEEL_ID', matchMode: 'CONTAINS', value: aaneelId }]);
    expect(byId.nodes.map((m) => m.id)).toEqual([id]);
    const byName = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MembersAnyOfFiltersByName($name: String) {
            members(take: 200, filters: [{ field: NAME_OR_AANEEL_ID, matchMode: CONTAINS, value: $name }]) {
              totalCount
              nodes {
                id
                lastName
                firstName
              }
            }
          }
        `),
        { name: lastName },
      ),
    );
    expect(byName.members.nodes.map((m) => m.id)).toContain(id);
    for (const m of byName.members.nodes) expect(`${m.firstName} ${m.lastName}`).toContain(lastName);
  });

  it.each(['workPhone', 'mobilePhone', 'homePhone'] as const)('finds a member by a digit run of their %s', async (property) => {
    const all = await members([]);
    const withPhone = all.nodes.find((m) => m[property]);
    expect(withPhone, `a seeded member with ${property}`).toBeDefined();
    const digits = withPhone![property]!.slice(-7);

    const found = await members([{ field: 'PHONE', matchMode: 'CONTAINS', value: digits }]);
    expect(found.nodes.map((m) => m.id)).toContain(withPhone!.id);
    for (const m of found.nodes) {
      expect([m.homePhone, m.workPhone, m.mobilePhone].some((p) => p?.includes(digits))).toBe(true);
    }
  });
});
