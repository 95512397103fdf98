import { routes, type MemberDto } from '@luminate/schema/rest';
import type { NamedRef } from './types.ts';
import type { RequestContext } from '../../context.ts';
import type { TableArgs } from '../../upstream/odata-table.ts';
import { MEMBERS_EXPORT_PAGE, membersTable } from './members-table.ts';
import { byEnglish } from '../shared/collation.ts';

export interface MemberPage {
  nodes: MemberDto[];
  totalCount: number;
}

export class MembersSource {
  constructor(private readonly ctx: RequestContext) {}

  /** One page of the members table: a single OData request with $count. */
  page(args: TableArgs): Promise<MemberPage> {
    return membersTable.fetchPage<MemberDto>(this.ctx.upstream, args);
  }

  async payers(): Promise<NamedRef[]> {
    const payers = await this.ctx.upstream.call(routes.listPayers);
    // A copy: the listing is shared reference data (frozen), and sorting works in place.
    return [...payers].sort((a, b) => byEnglish(a.name, b.name));
  }

  /** Rows [skip, skip + take) for the CSV export, in bigger pages than the interactive table allows. */
  async exportRows(args: Pick<TableArgs, 'filters' | 'sort'>, skip: number, take: number): Promise<MemberDto[]> {
    const page = await membersTable.fetchPage<MemberDto>(this.ctx.upstream, { ...args, skip, take }, MEMBERS_EXPORT_PAGE);
    return page.nodes;
  }
}
