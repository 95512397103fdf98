/**
 * The Patient Transfer dashboard's tables: graph field → OfficeAssignmentsOdata
 * property (member columns are navigation paths over the Care API's join), each tab's statuses,
 * oldest request first.
 */
import { APPROVAL_MAX_PAGE, TRANSFER_TABS, type TransferTab } from '@luminate/schema/approvals';
import { column, defineTable } from '../../upstream/odata-table.ts';
import type { OfficeTransferField } from '../../generated/graphql.ts';
import type { ODataFilter } from '../../upstream/odata-clauses.ts';

export const TRANSFER_ENTITY_SET = 'OfficeAssignmentsOdata';
export const TRANSFER_EXPAND = ['member', 'office', 'transferedFromOffice', 'requestedBy'] as const;

export const transfersTable = defineTable<OfficeTransferField>({
  entitySet: TRANSFER_ENTITY_SET,
  fields: {
    ID: column.id('id'),
    MEMBER_ID: column.id('memberId'),
    AANEEL_ID: column.text('member/aaneelId'),
    MEMBER_NAME: column.text('member/fullName'),
    DATE_OF_BIRTH: column.date('member/dtOfBirth'),
    COMMUNITY_ID: column.text('member/communityId'),
    MARKET_ID: column.id('member/marketId'),
    OFFICE_ID: column.id('officeId'),
    REQUESTED_AT: column.date('requestedDt'),
    CHANGE_STATUS: column.id('changeStatus'),
  },
  expand: TRANSFER_EXPAND,
  defaultSort: [
    { property: 'requestedDt', direction: 'asc' },
    { property: 'id', direction: 'asc' },
  ],
  maxPageSize: APPROVAL_MAX_PAGE,
});

const statusesOf = (tab: TransferTab) => TRANSFER_TABS.find((t) => t.tab === tab)!.statuses;

export const transferTabFilter = (tab: TransferTab): ODataFilter => {
  const statuses = statusesOf(tab);
  return statuses.length === 1 ? { changeStatus: statuses[0] } : { changeStatus: { in: [...statuses] } };
};
