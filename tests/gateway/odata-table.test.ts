import { describe, expect, it } from 'vitest';
import { defineTable, STRING_MODES, DATE_MODES } from '../../gateway/src/upstream/odata-table.ts';
import { membersTable } from '../../gateway/src/modules/members/table.ts';
import { badInput, params } from './support/query-strings.ts';

const table = defineTable({
  entitySet: 'ThingsOdata',
  fields: {
    NAME: { property: 'name', type: 'string', filter: STRING_MODES, sort: true },
    SIZE: { property: 'size', type: 'number', filter: ['EQUALS', 'GREATER_THAN', 'IN'], sort: false },
    ACTIVE: { property: 'active', type: 'boolean', filter: ['EQUALS'], sort: true },
    BORN: { property: 'bornDt', type: 'date', filter: DATE_MODES, sort: true },
  },
  expand: ['owner'],
  defaultSort: [{ property: 'id', direction: 'asc' }],
  maxPageSize: 50,
});

describe('OData table queries', () => {
  it('turns filters, sort and page into one escaped OData query with $count', () => {
    const qs = table.toQuery({
      filters: [
        { field: 'NAME', matchMode: 'CONTAINS', value: "O'Brien & Sons" },
        { field: 'SIZE', matchMode: 'GREATER_THAN', value: '10' },
        { field: 'ACTIVE', matchMode: 'EQUALS', value: 'true' },
        { field: 'BORN', matchMode: 'DATE_BEFORE', value: '1950-04-01' },
        { field: 'NAME', matchMode: 'NOT_CONTAINS', value: 'test' },
        { field: 'SIZE', matchMode: 'IN', values: ['1', '2'] },
      ],
      sort: [{ field: 'NAME', direction: 'DESC' }],
      skip: 40,
      take: 20,
    });
    expect(qs).not.toContain(' ');
    expect(params(qs)).toEqual({
      $filter:
        "((contains(name,'O''Brien & Sons')) and (size gt 10) and (active eq true) and (bornDt lt 1950-04-01) and (not (contains(name,'test'))) and (size in (1,2)))",
      $orderby: 'name desc,id asc',
      $expand: 'owner',
      $count: 'true',
      $skip: '40',
      $top: '20',
    });
  });

  it('keeps user text inside a string literal (no OData injection)', () => {
    const qs = table.toQuery({ filters: [{ field: 'NAME', matchMode: 'EQUALS', value: "x') or (1 eq 1" }] });
    expect(params(qs).$filter).toBe("((name eq 'x'') or (1 eq 1'))");
  });

  it('ignores empty filter boxes and always sorts by the unique key last', () => {
    expect(params(table.toQuery({ filters: [{ field: 'NAME', matchMode: 'CONTAINS', value: '' }] }))).toEqual({
      $orderby: 'id asc',
      $expand: 'owner',
      $count: 'true',
      $top: '20',
      $skip: '0',
    });
  });

  it("rejects a match mode the field doesn't support with 'Unsupported match mode'", () => {
    expect(badInput(() => table.toQuery({ filters: [{ field: 'ACTIVE', matchMode: 'CONTAINS', value: 'x' }] }))).toBe(
      'Unsupported match mode',
    );
    expect(badInput(() => membersTable.toQuery({ filters: [{ field: 'DATE_OF_BIRTH', matchMode: 'STARTS_WITH', value: '19' }] }))).toBe(
      'Unsupported match mode',
    );
  });

  it('validates values per field type', () => {
    expect(badInput(() => table.toQuery({ filters: [{ field: 'SIZE', matchMode: 'EQUALS', value: '1 or 1' }] }))).toMatch(
      /expects a number/,
    );
    expect(badInput(() => table.toQuery({ filters: [{ field: 'ACTIVE', matchMode: 'EQUALS', value: 'yes' }] }))).toMatch(/true or false/);
    expect(badInput(() => table.toQuery({ filters: [{ field: 'BORN', matchMode: 'DATE_IS', value: '1950-02-30' }] }))).toMatch(/date/);
    expect(badInput(() => table.toQuery({ filters: [{ field: 'NOPE', matchMode: 'EQUALS', value: '1' }] }))).toMatch(/Unknown field/);
  });

  it('rejects unsortable fields and pages beyond the limit', () => {
    expect(badInput(() => table.toQuery({ sort: [{ field: 'SIZE', direction: 'ASC' }] }))).toMatch(/cannot be sorted/);
    expect(badInput(() => table.toQuery({ take: 51 }))).toBe('take must be between 0 and 50');
    expect(badInput(() => table.toQuery({ skip: -1 }))).toMatch(/skip/);
    expect(params(table.toQuery({ take: 500 }, { pageLimit: 1000 })).$top).toBe('500');
  });

  it('ANDs fixed conditions (filter objects) with the user filters in the one $filter, before it is built', () => {
    const where = [{ state: { in: ['a', "b' or 1 eq 1"] } }, { or: [{ ownerId: 7 }, { ownerId: null }] }];
    const qs = table.toQuery({ filters: [{ field: 'NAME', matchMode: 'STARTS_WITH', value: 'x' }], take: 10 }, { where });
    expect(qs).not.toContain(' ');
    const p = params(qs);
    expect(p.$filter).toBe("((state in ('a','b'' or 1 eq 1')) and (((ownerId eq 7) or (ownerId eq null))) and (startswith(name,'x')))");
    expect(new URLSearchParams(qs.slice(1)).getAll('$filter')).toHaveLength(1);
    expect(params(table.toQuery({ take: 10 }, { where: [{ state: 'a' }] })).$filter).toBe("((state eq 'a'))");
  });

  it('counts rows matching conditions and filters without rows, expansions or order', () => {
    expect(params(table.countQuery({ filters: [{ field: 'SIZE', matchMode: 'IN', values: ['1'] }] }, [{ state: 'a' }]))).toEqual({
      $filter: "((state eq 'a') and (size in (1)))",
      $top: '0',
      $count: 'true',
    });
    expect(params(table.countQuery({}))).toEqual({ $top: '0', $count: 'true' });
    expect(badInput(() => table.countQuery({ filters: [{ field: 'SIZE', matchMode: 'EQUALS', value: 'x' }] }))).toMatch(/number/);
  });

  it('allows a members page of 160 but not 201', () => {
    expect(params(membersTable.toQuery({ take: 160 })).$top).toBe('160');
    expect(badInput(() => membersTable.toQuery({ take: 201 }))).toBe('take must be between 0 and 200');
  });
});
