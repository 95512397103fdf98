import { routes, type CreatedMemberDto, type MemberDto } from '@luminate/schema/rest';
import { addMemberRule, isoToday, unpickablePayerIds } from '@luminate/schema/rules';
import type { NamedRef } from './types.ts';
import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { ADD_MEMBER_REFUSAL, canAddMember } from './policy.ts';
import { tablePaging, type TableArgs } from '../../upstream/odata-table.ts';
import { MEMBERS_EXPORT_PAGE, membersTable } from './table.ts';
import { byEnglish } from '../shared/collation.ts';
import { listPage, type ListPage } from '../shared/paging.ts';

export type MemberPage = ListPage<MemberDto>;

export class MembersSource {
  constructor(private readonly ctx: RequestContext) {}

  /** One page of the members table: a single OData request with $count. */
  async page(args: TableArgs): Promise<MemberPage> {
    const { nodes, totalCount } = await membersTable.fetchPage<MemberDto>(this.ctx.upstream, args);
    return listPage(nodes, totalCount, tablePaging(membersTable, args));
  }

  async payers(): Promise<NamedRef[]> {
    const payers = await this.ctx.upstream.call(routes.listPayers);
    // A copy: the listing is shared reference data (frozen), and sorting works in place.
    return [...payers].sort((a, b) => byEnglish(a.name, b.name));
  }

  /**
   * Add member: the wizard's rule (against today, the states list and the payers no picker
   * offers), data management only, then ONE POST that creates the member with its address, phone
   * and e-mail rows.
   */
  async addMember(input: unknown): Promise<CreatedMemberDto> {
    const [states, payers] = await Promise.all([this.ctx.upstream.call(routes.listStates), this.ctx.upstream.call(routes.listPayers)]);
    const member = parseInput(
      addMemberRule({ today: isoToday(), stateAbbrevs: states.map((s) => s.abbrev), unpickablePayerIds: unpickablePayerIds(payers) }),
      input,
    );
    if (!canAddMember(this.ctx.viewer)) throw refused(this.ctx, 'members.add', ADD_MEMBER_REFUSAL);
    // The audit names the payer and market and the created record, never the member's identifiers.
    return audited(
      this.ctx,
      'members.add',
      { payerId: member.payerId, marketId: member.marketId },
      () => this.ctx.upstream.call(routes.createMember, { body: member }),
      (created) => ({ memberId: created.id }),
    );
  }

  /** Rows [skip, skip + take) for the CSV export, in bigger pages than the interactive table allows. */
  async exportRows(args: Pick<TableArgs, 'filters' | 'sort'>, skip: number, take: number): Promise<MemberDto[]> {
    const page = await membersTable.fetchPage<MemberDto>(this.ctx.upstream, { ...args, skip, take }, { pageLimit: MEMBERS_EXPORT_PAGE });
    return page.nodes;
  }
}
