/**
 * CSV exports of the lookups, for any signed-in user (as the lookups themselves), written by the
 * gateway from the same single Care API request the page's query makes:
 * - GET /files/exports/closest-offices.csv?lat=&lng=: the ten closest offices as the APP Lookup
 *   lists them (reference data: offices and who serves them);
 * - GET /files/exports/members-near-address.csv?providerId=&lat=&lng=&count=&…: the Member
 *   Proximity results, with the table's columns in its order and formats. They hold member names
 *   and addresses, so the export is audited (never the point or the names: the audit keeps the
 *   provider id and the row count).
 * The query string carries the lookup's input as the page sends it to the graph; booleans are
 * `true`/`false`, filters YES/NO/EITHER/OR.
 */
import type { Request, Router } from 'express';
import { CLOSEST_OFFICES_COUNT, MEMBER_PROXIMITY_COLUMNS, PROXIMITY_FILTERS } from '@luminate/schema/rules';
import type { ClosestOfficeDto, EmployeeDto, NearbyMemberDto } from '@luminate/schema/rest';
import type { HttpHelpers } from '../../module.ts';
import { queryParam } from '../../files/query-params.ts';
import { streamCsvExport, type CsvColumn } from '../../files/csv-export.ts';
import { proximityRequest } from './data-source.ts';

const names = (employees: readonly EmployeeDto[]) => employees.map((e) => e.fullName).join('; ');
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const CLOSEST_OFFICES_CSV_COLUMNS: ReadonlyArray<CsvColumn<ClosestOfficeDto>> = [
  { header: 'Office', value: (r) => r.office.name },
  { header: 'Office Address', value: (r) => r.node.address },
  { header: 'APP', value: (r) => names(r.apps) },
  { header: 'Distance', value: (r) => r.distance.toFixed(2) },
  { header: 'Engaged Members', value: (r) => r.office.engagedMembers },
  { header: 'Panel Size', value: (r) => r.office.eligibleMembers },
  { header: 'Backup 1', value: (r) => r.backup1?.fullName ?? '' },
  { header: 'Backup 2', value: (r) => r.backup2?.fullName ?? '' },
  { header: 'Backup 3', value: (r) => r.backup3?.fullName ?? '' },
  { header: 'iAPP', value: (r) => names(r.iapps) },
  { header: 'CES', value: (r) => names(r.cess) },
];

/** A calendar day (yyyy-mm-dd) as the page's table shows it: MM/DD/YYYY. */
const csvDate = (day: string | null) => (day ? day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1') : '');

/** The page's table, column for column: the same list, values and formats (a missing value is an empty cell). */
const MEMBER_PROXIMITY_CSV_COLUMNS: ReadonlyArray<CsvColumn<NearbyMemberDto>> = MEMBER_PROXIMITY_COLUMNS.map((column) => ({
  header: column.header,
  value: (row: NearbyMemberDto) => {
    switch (column.kind) {
      case 'date':
        return csvDate(column.value(row));
      case 'flag':
        return yesNo(column.value(row));
      case 'text':
        return column.value(row) ?? '';
    }
  },
}));

const numberParam = (req: Request, name: string) => {
  const value = queryParam(req, name);
  return value === undefined || value.trim() === '' ? undefined : Number(value);
};

const booleanParam = (req: Request, name: string) => {
  const value = queryParam(req, name);
  return value === undefined ? undefined : value === 'true';
};

/** The proximity input from the query string, in the shape the graph's input has. */
function proximityInputFromQuery(req: Request): Record<string, unknown> {
  const input: Record<string, unknown> = {
    providerId: queryParam(req, 'providerId'),
    lat: numberParam(req, 'lat'),
    lng: numberParam(req, 'lng'),
    count: numberParam(req, 'count'),
    excludeDnc: booleanParam(req, 'excludeDnc'),
    excludeRecentDropIn: booleanParam(req, 'excludeRecentDropIn'),
    recentDropInDays: numberParam(req, 'recentDropInDays'),
  };
  for (const { key } of PROXIMITY_FILTERS) input[key] = queryParam(req, key);
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

export function lookupFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/exports/closest-offices.csv', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const lat = numberParam(req, 'lat');
    const lng = numberParam(req, 'lng');
    let rows: readonly ClosestOfficeDto[] | undefined;
    await streamCsvExport(res, {
      label: 'closest-offices',
      columns: CLOSEST_OFFICES_CSV_COLUMNS,
      pageSize: CLOSEST_OFFICES_COUNT,
      fetchPage: async (skip, take) => {
        rows ??= await ctx.dataSources.lookups.closestOffices({ lat: lat as number, lng: lng as number, count: CLOSEST_OFFICES_COUNT });
        return rows.slice(skip, skip + take);
      },
      // Staff names and office addresses: audited like every export (who and how many rows, never the point).
      audit: { ctx, what: 'closestOffices.export' },
    });
  });

  router.get('/files/exports/members-near-address.csv', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const body = proximityRequest(proximityInputFromQuery(req));
    let rows: readonly NearbyMemberDto[] | undefined;
    await streamCsvExport(res, {
      label: 'member-proximity',
      columns: MEMBER_PROXIMITY_CSV_COLUMNS,
      pageSize: 100,
      fetchPage: async (skip, take) => {
        rows ??= await ctx.dataSources.lookups.nearbyMembers(body);
        return rows.slice(skip, skip + take);
      },
      audit: { ctx, what: 'memberProximity.export', targets: { providerId: body.providerId } },
    });
  });
}
