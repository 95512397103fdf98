/**
 * The Patient Transfer dashboard's tables: graph field → OfficeAssignmentsOdata
 * property (member columns are navigation paths over the Care API's join), each tab's statuses,
 * oldest request first.
 */
import { TRANSFER_TABS, type TransferTab } from '@luminate/schema/approvals';
import { DATE_MODES, defineTable, STRING_MODES, type FieldSpec, type MatchMode } from '../../upstream/odata-table.ts';
import type { OfficeTransferField } from '../../generated/graphql.ts';
import type { ODataFilter } from '../../upstream/odata-clauses.ts';

export const TRANSFER_ENTITY_SET = 'OfficeAssignmentsOdata';
export const TRANSFER_EXPAND = ['member', 'office', 'transferedFromOffice', 'requestedBy'] as const;

const ID_MODES: readonly MatchMode[] = ['EQUALS', 'NOT_EQUALS', 'IN'];
const text = (property: string): FieldSpec => ({ property, type: 'string', filter: STRING_MODES, sort: true });
const id = (property: string): FieldSpec => ({ property, type: 'number', filter: ID_MODES, sort: true });
const date = (property: string): FieldSpec => ({ property, type: 'date', filter: DATE_MODES, sort: true });

export const transfersTable = defineTable<OfficeTransferField>({
  entitySet: TRANSFER_ENTITY_SET,
  fields: {
    ID: id('id'),
    MEMBER_ID: id('memberId'),
    AANEEL_ID: text('member/aaneelId'),
    MEMBER_NAME: text('member/fullName'),
    DATE_OF_BIRTH: date('member/dtOfBirth'),
    COMMUNITY_ID: text('member/communityId'),
    MARKET_ID: id('member/marketId'),
    OFFICE_ID: id('officeId'),
    REQUESTED_AT: date('requestedDt'),
    CHANGE_STATUS: id('changeStatus'),
  },
  expand: TRANSFER_EXPAND,
  defaultSort: [
    { property: 'requestedDt', direction: 'asc' },
    { property: 'id', direction: 'asc' },
  ],
  maxPageSize: 160,
});

const statusesOf = (tab: TransferTab) => TRANSFER_TABS.find((t) => t.tab === tab)!.statuses;

export const transferTabFilter = (tab: TransferTab): ODataFilter => {
  const statuses = statusesOf(tab);
  return statuses.length === 1 ? { changeStatus: statuses[0] } : { changeStatus: { in: [...statuses] } };
};
