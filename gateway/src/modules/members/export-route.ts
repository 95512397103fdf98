/**
 * GET /files/exports/members.csv?filters=<json>&sort=<json>: every member matching the table's
 * filters, streamed as CSV page by page (bearer auth). Full member records leave the tool only
 * for those the members policy lets export them: anyone else is refused with 403 before the
 * table state is even read, and nothing is asked of the Care API.
 */
import type { Router } from 'express';
import { z } from 'zod';
import type { MemberDto } from '@luminate/schema/rest';
import type { HttpHelpers } from '../../module.ts';
import { badUserInput } from '../../errors.ts';
import { streamCsvExport, type CsvColumn } from '../../files/csv-export.ts';
import { refused } from '../../audit.ts';
import { MEMBERS_EXPORT_PAGE, membersTable } from './members-table.ts';
import { memberExportDecision } from './policy.ts';

const fieldNames = Object.keys(membersTable.fields) as [string, ...string[]];
const filtersParam = z
  .array(
    z.object({
      field: z.enum(fieldNames),
      matchMode: z.string().max(40),
      value: z.string().max(200).nullish(),
      values: z.array(z.string().max(200)).max(500).nullish(),
    }),
  )
  .max(30);
const sortParam = z.array(z.object({ field: z.enum(fieldNames), direction: z.enum(['ASC', 'DESC']).default('ASC') })).max(10);

function jsonParam<T>(schema: z.ZodType<T>, raw: unknown, name: string): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw badUserInput(`${name} must be given once`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badUserInput(`${name} must be JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw badUserInput(`Invalid ${name}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

const col = (header: string, value: CsvColumn<MemberDto>['value']): CsvColumn<MemberDto> => ({ header, value });

export const MEMBER_CSV_COLUMNS: CsvColumn<MemberDto>[] = [
  col('Id', (m) => m.id),
  col('Aaneel Id', (m) => m.aaneelId),
  col('Member Id', (m) => m.memberId),
  col('First Name', (m) => m.firstName),
  col('Last Name', (m) => m.lastName),
  col('Date Of Birth', (m) => m.dtOfBirth),
  col('Gender', (m) => m.gender),
  col('MBI', (m) => m.mbi),
  col('Home Phone', (m) => m.homePhone),
  col('Work Phone', (m) => m.workPhone),
  col('Mobile Phone', (m) => m.mobilePhone),
  col('Email', (m) => m.email),
  col('Address', (m) => m.address1),
  col('City', (m) => m.city),
  col('State', (m) => m.state),
  col('Zip', (m) => m.zip),
  col('County', (m) => m.county),
  col('Market Id', (m) => m.marketId),
  col('Office Id', (m) => m.officeId),
  col('Payer', (m) => m.payer?.name ?? m.payerId),
  col('Plan', (m) => m.plan?.planName ?? m.planId),
  col('Eligible', (m) => (m.eligible ? 'Yes' : 'No')),
  col('Engaged', (m) => (m.engaged ? 'Yes' : 'No')),
  col('Engaged Date', (m) => m.engagedDt),
  col('Term Date', (m) => m.termDt),
  col('Term Reason', (m) => m.termReason?.name ?? m.termReasonId),
  col('Pending DNC', (m) => (m.isPendingDNC ? 'Yes' : 'No')),
];

export function membersExportRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/exports/members.csv', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    const decision = memberExportDecision(ctx.viewer, 'membersTable');
    if (!decision.allowed) throw refused(ctx, 'members.export', decision.reason);
    const filters = jsonParam(filtersParam, req.query.filters, 'filters');
    const sort = jsonParam(sortParam, req.query.sort, 'sort');
    // Validate the whole table state (match modes, values) before streaming anything.
    membersTable.toQuery({ filters, sort, skip: 0, take: MEMBERS_EXPORT_PAGE }, MEMBERS_EXPORT_PAGE);
    await streamCsvExport(res, {
      label: 'members',
      columns: MEMBER_CSV_COLUMNS,
      pageSize: MEMBERS_EXPORT_PAGE,
      fetchPage: (skip, take) => ctx.dataSources.members.exportRows({ filters, sort }, skip, take),
      audit: { ctx, what: 'members.export', filters },
    });
  });
}
