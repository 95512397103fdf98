/**
 * The Hospital Assignments table filters, sorts and pages the market's facilities in the browser
 * with the shared table's state: each match mode, numbers compared as numbers, blank filters
 * ignored, and the shared create rule's messages for the form.
 */
import { describe, expect, it } from 'vitest';
import { hospitalFacilityCreateRule, fieldErrorsOf } from '@luminate/schema/rules';
import { applyLocalTable } from '../../web/src/features/hospitals/local-table.ts';
import { initialTableState, withFilter, withSorting, type MatchMode } from '../../web/src/shared/ui/data-table/index.ts';

interface Row {
  name: string;
  admissions: number;
}
const ROWS: Row[] = [
  { name: 'Houston General Hospital', admissions: 40 },
  { name: 'Houston Memorial Hospital', admissions: 9 },
  { name: 'Houston Medical Center', admissions: 120 },
  { name: 'Houston Specialty Hospital', admissions: 0 },
];
const VALUES = { name: (r: Row) => r.name, admissions: (r: Row) => r.admissions };
const names = (rows: Row[]) => rows.map((r) => r.name);

describe('applyLocalTable', () => {
  it('keeps every row without filters, in the given order, one page at a time', () => {
    const { page, totalCount } = applyLocalTable(ROWS, { ...initialTableState(2), pageIndex: 1 }, VALUES);
    expect(totalCount).toBe(4);
    expect(names(page)).toEqual(['Houston Medical Center', 'Houston Specialty Hospital']);
  });

  it('filters text by each match mode, ignoring case, and ignores a blank box', () => {
    const run = (matchMode: MatchMode, value: string) =>
      names(applyLocalTable(ROWS, withFilter(initialTableState(10), 'name', { matchMode, value }), VALUES).page);
    expect(run('CONTAINS', 'memorial')).toEqual(['Houston Memorial Hospital']);
    expect(run('NOT_CONTAINS', 'hospital')).toEqual(['Houston Medical Center']);
    expect(run('STARTS_WITH', 'houston s')).toEqual(['Houston Specialty Hospital']);
    expect(run('ENDS_WITH', 'center')).toEqual(['Houston Medical Center']);
    expect(run('EQUALS', 'houston general hospital')).toEqual(['Houston General Hospital']);
    expect(run('CONTAINS', '   ')).toHaveLength(4);
  });

  it('compares and sorts numbers as numbers', () => {
    const more = applyLocalTable(ROWS, withFilter(initialTableState(10), 'admissions', { matchMode: 'GREATER_THAN', value: '9' }), VALUES);
    expect(names(more.page)).toEqual(['Houston General Hospital', 'Houston Medical Center']);
    const sorted = applyLocalTable(ROWS, withSorting(initialTableState(10), [{ id: 'admissions', desc: true }]), VALUES);
    expect(sorted.page.map((r) => r.admissions)).toEqual([120, 40, 9, 0]);
  });
});

describe('the facility form rule', () => {
  it("answers the rule's messages by field, and takes a facility without an NPI", () => {
    const result = hospitalFacilityCreateRule.safeParse({
      marketId: '',
      facilityId: Number.NaN,
      facilityName: ' ',
      npi: '123',
      street: '',
      city: '',
      state: '',
      zip: '1234',
      communityEngagementSpecialistIds: [],
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual(
      expect.arrayContaining([
        { field: 'marketId', message: 'Market is required' },
        { field: 'facilityId', message: 'Facility id must be a number' },
        { field: 'facilityName', message: 'Facility name is required' },
        { field: 'npi', message: 'NPI must be 10 digits' },
        { field: 'zip', message: 'Zip must be 5 digits' },
      ]),
    );
    const ok = hospitalFacilityCreateRule.parse({
      marketId: '920001625',
      facilityId: 12,
      facilityName: 'A',
      npi: '',
      street: '1 Main St',
      city: 'Houston',
      state: 'tx',
      zip: '77002',
    });
    expect(ok).toMatchObject({ marketId: 920001625, npi: null, state: 'TX', communityEngagementSpecialistIds: [] });
  });
});
