/**
 * GET /files/exports/members.csv?filters=<json>&sort=<json>: every member matching the table's
 * filters, streamed as CSV page by page (bearer auth). Full member records leave the tool only
 * for those the members policy lets export them: anyone else is refused with 403 before the
 * table state is even read, and nothing is asked of the Care API.
 */
import type { Router } from 'express';
import { z } from 'zod';
import type { MemberDto } from '@luminate/schema/rest';
import { FILE_COLUMNS as F, formatFileDate } from '@luminate/schema/rules';
import type { HttpHelpers } from '../../module.ts';
import { badUserInput, parseInput } from '../../errors.ts';
import { streamCsvExport, type CsvColumn } from '../../files/csv-export.ts';
import { refused } from '../../audit.ts';
import { MEMBERS_EXPORT_PAGE, membersTable } from './table.ts';
import { memberExportDecision } from './policy.ts';

const fieldNames = Object.keys(membersTable.fields) as [string, ...string[]];
// The rule's messages are the whole answer of a failed export link, so they name the parameter.
const tableField = z.enum(fieldNames, { message: 'filters and sort name fields of the members table' });
const filtersParam = z
  .array(
    z.object({
      field: tableField,
      matchMode: z.string().max(40),
      value: z.string().max(200).nullish(),
      values: z.array(z.string().max(200)).max(500).nullish(),
    }),
  )
  .max(30);
const sortParam = z
  .array(z.object({ field: tableField, direction: z.enum(['ASC', 'DESC'], { message: 'sort direction is ASC or DESC' }).default('ASC') }))
  .max(10);

function jsonParam<T>(schema: z.ZodType<T>, raw: unknown, name: string): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badUserInput(`${name} must be given once`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badUserInput(`${name} must be JSON`);
  }
  return parseInput(schema, value);
}

const col = (header: string, value: CsvColumn<MemberDto>['value']): CsvColumn<MemberDto> => ({ header, value });

/** A member by AaneelId and name, never by the internal record id; dates as every file writes them. */
export const MEMBER_CSV_COLUMNS: CsvColumn<MemberDto>[] = [
  col(F.aaneelId, (m) => m.aaneelId),
  col(F.payerMemberId, (m) => m.memberId),
  col(F.firstName, (m) => m.firstName),
  col(F.lastName, (m) => m.lastName),
  col(F.dateOfBirth, (m) => formatFileDate(m.dtOfBirth)),
  col(F.gender, (m) => m.gender),
  col(F.mbi, (m) => m.mbi),
  col(F.homePhone, (m) => m.homePhone),
  col(F.workPhone, (m) => m.workPhone),
  col(F.mobilePhone, (m) => m.mobilePhone),
  col(F.email, (m) => m.email),
  col(F.address, (m) => m.address1),
  col(F.city, (m) => m.city),
  col(F.state, (m) => m.state),
  col(F.zip, (m) => m.zip),
  col(F.county, (m) => m.county),
  col(F.marketId, (m) => m.marketId),
  col(F.officeId, (m) => m.officeId),
  col(F.payer, (m) => m.payer?.name ?? m.payerId),
  col(F.plan, (m) => m.plan?.planName ?? m.planId),
  col(F.eligible, (m) => (m.eligible ? 'Yes' : 'No')),
  col(F.engaged, (m) => (m.engaged ? 'Yes' : 'No')),
  col(F.engagedDate, (m) => formatFileDate(m.engagedDt)),
  col(F.termDate, (m) => formatFileDate(m.termDt)),
  col(F.termReason, (m) => m.termReason?.name ?? m.termReasonId),
  col(F.pendingDnc, (m) => (m.isPendingDNC ? 'Yes' : 'No')),
];

export function membersExportRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/exports/members.csv', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const decision = memberExportDecision(ctx.viewer, 'membersTable');
    if (!decision.allowed) throw refused(ctx, 'members.export', decision.reason);
    const filters = jsonParam(filtersParam, req.query.filters, 'filters');
    const sort = jsonParam(sortParam, req.query.sort, 'sort');
    // Validate the whole table state (match modes, values) before streaming anything.
    membersTable.toQuery({ filters, sort, skip: 0, take: MEMBERS_EXPORT_PAGE }, { pageLimit: MEMBERS_EXPORT_PAGE });
    await streamCsvExport(res, {
      label: 'members',
      columns: MEMBER_CSV_COLUMNS,
      pageSize: MEMBERS_EXPORT_PAGE,
      fetchPage: (skip, take) => ctx.dataSources.members.exportRows({ filters, sort }, skip, take),
      audit: { ctx, what: 'members.export', filters },
    });
  });
}
