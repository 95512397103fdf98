/**
 * The eligibility change tables: graph field enum → EligibilityChangesOdata property (member
 * columns are navigation paths like `member/fullName`, which the Care API filters and sorts
 * over its join), and the queries of a tab's page, its count and one change by id. Each is one
 * OData request; the tab's statuses are ANDed into the user's filters as a STATUS IN clause.
 */
import { assertApprovalPageSize } from '../../upstream/odata-clauses.ts';
import { APPROVAL_PAGE_SIZES, DEATTRIBUTION_TABS, type DeattributionTab } from '@luminate/schema/approvals';
import {
  BOOLEAN_MODES,
  DATE_MODES,
  defineTable,
  NUMBER_MODES,
  STRING_MODES,
  type FieldSpec,
  type MatchMode,
  type TableArgs,
  type TableFilter,
} from '../../upstream/odata-table.ts';
import type { EligibilityChangeField } from '../../generated/graphql.ts';
import { badUserInput } from '../../errors.ts';

const ID_MODES: readonly MatchMode[] = ['EQUALS', 'NOT_EQUALS', 'IN'];
const ENUM_MODES: readonly MatchMode[] = ['EQUALS', 'NOT_EQUALS', 'IN'];

const text = (property: string): FieldSpec => ({ property, type: 'string', filter: STRING_MODES, sort: true });
const id = (property: string): FieldSpec => ({ property, type: 'number', filter: ID_MODES, sort: true });
const date = (property: string): FieldSpec => ({ property, type: 'date', filter: DATE_MODES, sort: true });

/** Internal fields the gateway filters on but the graph does not offer. */
type InternalField = 'CHANGE_TYPE';

const FIELDS: Record<EligibilityChangeField | InternalField, FieldSpec> = {
  ID: { property: 'id', type: 'number', filter: NUMBER_MODES, sort: true },
  MEMBER_ID: id('memberId'),
  AANEEL_ID: text('member/aaneelId'),
  MEMBER_NAME: text('member/fullName'),
  TERM_REASON_ID: id('termReasonId'),
  DIAGNOSIS_DATE: date('diagnosisDt'),
  DATE_ENTERED: date('dateEntered'),
  COMMUNITY_ID: text('member/communityId'),
  OFFICE_ID: id('member/officeId'),
  MARKET_ID: id('member/marketId'),
  PAYER_ID: id('member/payerId'),
  ENGAGED: { property: 'member/engaged', type: 'boolean', filter: BOOLEAN_MODES, sort: true },
  STATUS: { property: 'status', type: 'string', filter: ENUM_MODES, sort: true },
  ESTIMATED_PROCESS_DATE: date('estimatedProcessDate'),
  CHANGE_TYPE: { property: 'changeType', type: 'string', filter: ENUM_MODES, sort: false },
};

/** Everything a row shows comes with the page: member (office, market), reason and log. */
export const ELIGIBILITY_CHANGE_EXPAND = ['member', 'termReason', 'eligibilityChangeLogs'] as const;
export const ENTITY_SET = 'EligibilityChangesOdata';
const MAX_PAGE = Math.max(...APPROVAL_PAGE_SIZES);

/** Oldest request first (spec: the queue is worked in order); id keeps pages stable. */
const pageTable = defineTable<EligibilityChangeField | InternalField>({
  entitySet: ENTITY_SET,
  fields: FIELDS,
  expand: ELIGIBILITY_CHANGE_EXPAND,
  defaultSort: [
    { property: 'dateEntered', direction: 'asc' },
    { property: 'id', direction: 'asc' },
  ],
  maxPageSize: MAX_PAGE,
  defaultPageSize: APPROVAL_PAGE_SIZES[0],
});

/** Counts need neither rows, expansions nor ordering. */
const countTable = defineTable<EligibilityChangeField | InternalField>({
  entitySet: ENTITY_SET,
  fields: FIELDS,
  defaultSort: [],
  maxPageSize: 0,
});

export const statusesOfTab = (tab: DeattributionTab): readonly string[] => {
  const definition = DEATTRIBUTION_TABS.find((t) => t.tab === tab);
  if (!definition) throw badUserInput(`Unknown tab ${tab}`);
  return definition.statuses;
};

const tabFilter = (tab: DeattributionTab): TableFilter => ({ field: 'STATUS', matchMode: 'IN', values: statusesOfTab(tab) });

/** `?$filter=…&$expand=…&$orderby=…&$skip=…&$top=…&$count=true` for one page of a tab. */
export function tabPageQuery(tab: DeattributionTab, args: TableArgs): string {
  const take = assertApprovalPageSize(args.take);
  return pageTable.toQuery({ ...args, take, filters: [tabFilter(tab), ...(args.filters ?? [])] });
}

/** `$top=0&$count=true` over the given filters: the count without rows. */
export function countQuery(filters: readonly TableFilter[]): string {
  return countTable.toQuery({ filters, take: 0 });
}

export const tabCountQuery = (tab: DeattributionTab) => countQuery([tabFilter(tab)]);

/** Changes by id (at most 500, the IN limit) with everything a row shows. */
export const changesByIdsQuery = (ids: readonly number[]) =>
  pageTable.toQuery({ filters: [{ field: 'ID', matchMode: 'IN', values: ids.map(String) }], take: ids.length }, ids.length);
