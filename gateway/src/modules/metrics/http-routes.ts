/**
 * CSV exports of the panel metrics (byte-order mark, timestamped name), fetched page by page with
 * the same query as the table on the page, under the same rules: refused (403, audited) for
 * offices outside the dashboard's tree or a team member the viewer may not pick. The rows hold
 * member names, so each export is audited: who and how many rows (and the metric), never a name
 * or the search text.
 * - GET /files/exports/one-list.csv?officeIds=1,2&employeeId=&search=&metricId=&sort=FIELD:ASC:
 *   every One List row of the offices;
 * - GET /files/exports/metric-rows.csv?metricId=&officeIds=1,2&role=&employeeId=&sort=FIELD:ASC:
 *   every row of a metric's drill-down, with the metric's columns; named after the metric.
 */
import type { Request, Router } from 'express';
import {
  DASHBOARD_ROLE_CHOICES,
  FILE_COLUMNS,
  formatFileDate,
  formatFileDateTime,
  METRIC_ROW_FIELDS,
  ONE_LIST_COLUMNS,
  metricColumns,
  type DashboardRoleChoice,
  type MetricRowFieldName,
} from '@luminate/schema/rules';
import type { OneListRowDto } from '@luminate/schema/rest';
import type { HttpHelpers } from '../../module.ts';
import { queryParam } from '../../files/query-params.ts';
import { streamCsvExport, type CsvColumn } from '../../files/csv-export.ts';
import { badUserInput } from '../../errors.ts';
import type { MetricRowField } from '../../generated/graphql.ts';
import { type OneListArgs } from './data-source.ts';

/** Rows per upstream page of the export. */
const EXPORT_PAGE_SIZE = 1000;

/** Where a file names a column the way every file does, rather than by the table's own label. */
const FILE_LABELS: Partial<Record<MetricRowFieldName, string>> = {
  aaneelId: FILE_COLUMNS.aaneelId,
  memberFullName: FILE_COLUMNS.memberName,
  office: FILE_COLUMNS.office,
  isEngaged: FILE_COLUMNS.engaged,
  engagedDate: FILE_COLUMNS.engagedDate,
  termDate: FILE_COLUMNS.termDate,
};

/** A cell as files write it: lists joined, flags Yes / No, calendar days and moments in the files' formats. */
function cell(row: OneListRowDto, key: MetricRowFieldName): string | number | boolean | null | undefined {
  const value = row[key];
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const type: string = METRIC_ROW_FIELDS[key].type;
  if (type === 'DATE' && typeof value === 'string') return formatFileDate(value);
  if (type === 'DATETIME' && typeof value === 'string') return formatFileDateTime(value);
  return value;
}

const csvColumns = (keys: readonly MetricRowFieldName[]): ReadonlyArray<CsvColumn<OneListRowDto>> =>
  keys.map((key) => ({ header: FILE_LABELS[key] ?? METRIC_ROW_FIELDS[key].label, value: (row) => cell(row, key) }));

const ONE_LIST_CSV_COLUMNS = csvColumns(ONE_LIST_COLUMNS);

/** A query-string value; an empty one (a cleared search) counts as not given. */
const param = (req: Request, name: string) => queryParam(req, name, { blankIsAbsent: true });

function officeIdsParam(req: Request): string[] {
  const officeIds = (param(req, 'officeIds') ?? '').split(',').filter(Boolean);
  if (officeIds.length === 0) throw badUserInput('Choose at least one office');
  return officeIds;
}

/** `sort=FIELD:ASC` (or `:DESC`) as the one sort key; the field is checked against the table's columns later. */
function sortParam(req: Request): OneListArgs['sort'] {
  const sortText = param(req, 'sort');
  if (!sortText) return null;
  const [field, direction = 'ASC'] = sortText.split(':');
  if (direction !== 'ASC' && direction !== 'DESC') throw badUserInput('sort is FIELD:ASC or FIELD:DESC');
  return [{ field: field as MetricRowField, direction }];
}

/** The export's query string as the One List's arguments. */
function oneListArgsFromQuery(req: Request): OneListArgs {
  return {
    officeIds: officeIdsParam(req),
    employeeId: param(req, 'employeeId'),
    search: param(req, 'search'),
    metricId: param(req, 'metricId'),
    sort: sortParam(req),
  };
}

function roleParam(req: Request): DashboardRoleChoice {
  const role = param(req, 'role');
  if (!role || !(DASHBOARD_ROLE_CHOICES as readonly string[]).includes(role)) throw badUserInput('role is PCC, CD, SW, CMD or ALL');
  return role as DashboardRoleChoice;
}

export function metricsFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/exports/one-list.csv', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const args = oneListArgsFromQuery(req);
    const { metrics } = ctx.dataSources;
    // The same checks as the table: a team member's dashboard only when the viewer may pick them,
    // offices only from that dashboard's tree (FORBIDDEN, audited, before any row is read).
    const subject = await metrics.subject(args.employeeId);
    const officeNames = await metrics.officeNames(subject, args.officeIds, 'oneList.export');
    await streamCsvExport(res, {
      label: 'one-list',
      columns: ONE_LIST_CSV_COLUMNS,
      pageSize: EXPORT_PAGE_SIZE,
      fetchPage: async (skip, take) => (await metrics.oneListQuery(officeNames, args, skip, take, false)).nodes,
      audit: { ctx, what: 'oneList.export', targets: args.metricId ? { metricId: args.metricId } : undefined },
    });
  });

  router.get('/files/exports/metric-rows.csv', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const role = roleParam(req);
    const { metric, officeNames, $orderby } = await ctx.dataSources.metrics.metricQuery(
      {
        metricId: param(req, 'metricId') ?? '',
        officeIds: officeIdsParam(req),
        role,
        employeeId: param(req, 'employeeId'),
        sort: sortParam(req),
      },
      'metricRows.export',
    );
    await streamCsvExport(res, {
      label: metric.label.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, ''),
      columns: csvColumns(metricColumns(metric)),
      pageSize: EXPORT_PAGE_SIZE,
      fetchPage: async (skip, take) =>
        (await ctx.dataSources.metrics.metricRowsPage(metric, role, officeNames, $orderby, skip, take, false)).nodes,
      audit: { ctx, what: 'metricRows.export', targets: { metricId: metric.id } },
    });
  });
}
