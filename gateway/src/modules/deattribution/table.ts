/**
 * The eligibility change table: graph field enum → EligibilityChangesOdata property (member
 * columns are navigation paths like `member/fullName`, which the Care API filters and sorts
 * over its join; STATUS values as the graph spells them become the Care API's words), each
 * tab's statuses as its condition, and the count of the changes matching some filters.
 */
import { APPROVAL_MAX_PAGE, APPROVAL_PAGE_SIZES } from '@luminate/schema/approvals';
import {
  BOOLEAN_MODES,
  defineTable,
  NUMBER_MODES,
  type FieldSpec,
  type TableFilter,
  column,
  ID_MODES,
} from '../../upstream/odata-table.ts';
import type { ODataFilter } from '../../upstream/odata-clauses.ts';
import type { EligibilityChangeField } from '../../generated/graphql.ts';
import { GRAPH_ENUM_CARE_API_VALUES } from '@luminate/schema/graph-enum-values';

const ENUM_MODES = ID_MODES;

/** Internal fields the gateway filters on but the graph does not offer. */
type InternalField = 'CHANGE_TYPE';

const FIELDS: Record<EligibilityChangeField | InternalField, FieldSpec> = {
  ID: { property: 'id', type: 'number', filter: NUMBER_MODES, sort: true },
  MEMBER_ID: column.id('memberId'),
  AANEEL_ID: column.text('member/aaneelId'),
  MEMBER_NAME: column.text('member/fullName'),
  TERM_REASON_ID: column.id('termReasonId'),
  DIAGNOSIS_DATE: column.date('diagnosisDt'),
  DATE_ENTERED: column.date('dateEntered'),
  COMMUNITY_ID: column.text('member/communityId'),
  OFFICE_ID: column.id('member/officeId'),
  MARKET_ID: column.id('member/marketId'),
  PAYER_ID: column.id('member/payerId'),
  ENGAGED: { property: 'member/engaged', type: 'boolean', filter: BOOLEAN_MODES, sort: true },
  STATUS: {
    property: 'status',
    type: 'string',
    filter: ENUM_MODES,
    sort: true,
    values: GRAPH_ENUM_CARE_API_VALUES.EligibilityChangeStatus,
  },
  ESTIMATED_PROCESS_DATE: column.date('estimatedProcessDate'),
  CHANGE_TYPE: { property: 'changeType', type: 'string', filter: ENUM_MODES, sort: false },
};

/** Everything a row shows comes with the page: member (office, market), reason and log. */
export const ELIGIBILITY_CHANGE_EXPAND = ['member', 'termReason', 'eligibilityChangeLogs'] as const;
export const ENTITY_SET = 'EligibilityChangesOdata';

/** Oldest request first (spec: the queue is worked in order); id keeps pages stable. */
export const eligibilityChangesTable = defineTable<EligibilityChangeField | InternalField>({
  entitySet: ENTITY_SET,
  fields: FIELDS,
  expand: ELIGIBILITY_CHANGE_EXPAND,
  defaultSort: [
    { property: 'dateEntered', direction: 'asc' },
    { property: 'id', direction: 'asc' },
  ],
  maxPageSize: APPROVAL_MAX_PAGE,
  defaultPageSize: APPROVAL_PAGE_SIZES[0],
});

/** The rows of a tab: a change whose status is one of the tab's. */
export const deattributionTabFilter = (statuses: readonly string[]): ODataFilter => ({ status: { in: [...statuses] } });

/** `$top=0&$count=true` over the given filters: the count without rows. */
export function countQuery(filters: readonly TableFilter[]): string {
  return eligibilityChangesTable.countQuery({ filters });
}
