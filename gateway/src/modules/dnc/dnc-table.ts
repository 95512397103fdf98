/**
 * The DNC dashboard's tables: graph field → DncLogsOdata property (member and
 * employee columns are navigation paths the Care API filters and sorts over its joins), each
 * tab's fixed condition, and the default order: pending tabs oldest request first, History
 * newest decision first.
 */
import type { DncTab } from '@luminate/schema/approvals';
import {
  BOOLEAN_MODES,
  DATE_MODES,
  defineTable,
  STRING_MODES,
  type FieldSpec,
  type MatchMode,
  type Table,
} from '../../upstream/odata-table.ts';
import type { DncRequestField } from '../../generated/graphql.ts';
import type { ODataFilter } from '../../upstream/odata-clauses.ts';

export const DNC_ENTITY_SET = 'DncLogsOdata';
export const DNC_EXPAND = ['member', 'requestedBy', 'handledBy'] as const;

const ID_MODES: readonly MatchMode[] = ['EQUALS', 'NOT_EQUALS', 'IN'];
const text = (property: string): FieldSpec => ({ property, type: 'string', filter: STRING_MODES, sort: true });
const id = (property: string): FieldSpec => ({ property, type: 'number', filter: ID_MODES, sort: true });
const date = (property: string): FieldSpec => ({ property, type: 'date', filter: DATE_MODES, sort: true });

const FIELDS: Record<DncRequestField, FieldSpec> = {
  ID: id('id'),
  MEMBER_ID: id('memberId'),
  AANEEL_ID: text('member/aaneelId'),
  MEMBER_NAME: text('member/fullName'),
  REASON: id('reason'),
  REQUESTED_AT: date('requestedDt'),
  REQUESTED_BY_ID: id('requestedById'),
  REQUESTED_BY_NAME: text('requestedBy/fullName'),
  HANDLED_AT: date('handledDt'),
  HANDLED_BY_ID: id('handledById'),
  HANDLED_BY_NAME: text('handledBy/fullName'),
  APPROVED: { property: 'approved', type: 'boolean', filter: BOOLEAN_MODES, sort: true },
  OFFICE_ID: id('member/officeId'),
  MARKET_ID: id('member/marketId'),
};

const table = (defaultSort: Table<DncRequestField>['defaultSort']) =>
  defineTable<DncRequestField>({
    entitySet: DNC_ENTITY_SET,
    fields: FIELDS,
    expand: DNC_EXPAND,
    defaultSort,
    maxPageSize: 160,
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
