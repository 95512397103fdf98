/**
 * The DNC dashboard's tables: graph field → DncLogsOdata property (member and
 * employee columns are navigation paths the Care API filters and sorts over its joins), each
 * tab's fixed condition, and the default order: pending tabs oldest request first, History
 * newest decision first.
 */
import { APPROVAL_MAX_PAGE, type DncTab } from '@luminate/schema/approvals';
import { BOOLEAN_MODES, defineTable, type FieldSpec, type Table, column } from '../../upstream/odata-table.ts';
import type { DncRequestField } from '../../generated/graphql.ts';
import type { ODataFilter } from '../../upstream/odata-clauses.ts';

export const DNC_ENTITY_SET = 'DncLogsOdata';
export const DNC_EXPAND = ['member', 'requestedBy', 'handledBy'] as const;

const FIELDS: Record<DncRequestField, FieldSpec> = {
  ID: column.id('id'),
  MEMBER_ID: column.id('memberId'),
  AANEEL_ID: column.text('member/aaneelId'),
  MEMBER_NAME: column.text('member/fullName'),
  REASON: column.id('reason'),
  REQUESTED_AT: column.date('requestedDt'),
  REQUESTED_BY_ID: column.id('requestedById'),
  REQUESTED_BY_NAME: column.text('requestedBy/fullName'),
  HANDLED_AT: column.date('handledDt'),
  HANDLED_BY_ID: column.id('handledById'),
  HANDLED_BY_NAME: column.text('handledBy/fullName'),
  APPROVED: { property: 'approved', type: 'boolean', filter: BOOLEAN_MODES, sort: true },
  OFFICE_ID: column.id('member/officeId'),
  MARKET_ID: column.id('member/marketId'),
  COMMUNITY_ID: column.text('member/communityId'),
};

const table = (defaultSort: Table<DncRequestField>['defaultSort']) =>
  defineTable<DncRequestField>({
    entitySet: DNC_ENTITY_SET,
    fields: FIELDS,
    expand: DNC_EXPAND,
    defaultSort,
    maxPageSize: APPROVAL_MAX_PAGE,
  });

const pendingTable = table([
  { property: 'requestedDt', direction: 'asc' },
  { property: 'id', direction: 'asc' },
]);
const historyTable = table([
  { property: 'handledDt', direction: 'desc' },
  { property: 'id', direction: 'desc' },
]);

export const dncTableOf = (tab: DncTab): Table<DncRequestField> => (tab === 'HISTORY' ? historyTable : pendingTable);

/** What each tab lists: pending requests of one approval type, or every handled request (Skip included). */
export const DNC_TAB_FILTERS: Record<DncTab, ODataFilter> = {
  CD: { approved: null, approvalType: 'Cd' },
  OM: { approved: null, approvalType: 'Om' },
  HISTORY: { approved: { ne: null } },
};
