/**
 * The eligibility change tables: graph field enum → EligibilityChangesOdata property (member
 * columns are navigation paths like `member/fullName`, which the Care API filters and sorts
 * over its join), and the queries of a tab's page, its count and one change by id. Each is one
 * OData request; the tab's statuses are ANDed into the user's filters as a STATUS IN clause.
 */
import { assertApprovalPageSize } from '../../upstream/odata-clauses.ts';
import { APPROVAL_MAX_PAGE, APPROVAL_PAGE_SIZES, DEATTRIBUTION_TABS, type DeattributionTab } from '@luminate/schema/approvals';
import {
  BOOLEAN_MODES,
  defineTable,
  NUMBER_MODES,
  type FieldSpec,
  type TableArgs,
  type TableFilter,
  column,
  ID_MODES,
} from '../../upstream/odata-table.ts';
import type { EligibilityChangeField } from '../../generated/graphql.ts';
import { badUserInput } from '../../errors.ts';
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
  STATUS: { property: 'status', type: 'string', filter: ENUM_MODES, sort: true },
  ESTIMATED_PROCESS_DATE: column.date('estimatedProcessDate'),
  CHANGE_TYPE: { property: 'changeType', type: 'string', filter: ENUM_MODES, sort: false },
};

/** Everything a row shows comes with the page: member (office, market), reason and log. */
export const ELIGIBILITY_CHANGE_EXPAND = ['member', 'termReason', 'eligibilityChangeLogs'] as const;
export const ENTITY_SET = 'EligibilityChangesOdata';

/** Oldest request first (spec: the queue is worked in order); id keeps pages stable. */
const pageTable = defineTable<EligibilityChangeField | InternalField>({
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

/** A STATUS filter value as the Care API spells it: the graph's name translated, anything else as given. */
const careStatus = (value: string): string =>
  (GRAPH_ENUM_CARE_API_VALUES.EligibilityChangeStatus as Record<string, string | undefined>)[value] ?? value;

const careFilter = (filter: TableFilter): TableFilter =>
  filter.field !== 'STATUS'
    ? filter
    : { ...filter, value: filter.value && careStatus(filter.value), values: filter.values?.map(careStatus) };

/** `?$filter=…&$expand=…&$orderby=…&$skip=…&$top=…&$count=true` for one page of a tab. */
export function tabPageQuery(tab: DeattributionTab, args: TableArgs): string {
  const take = assertApprovalPageSize(args.take);
  return pageTable.toQuery({ ...args, take, filters: [tabFilter(tab), ...(args.filters ?? []).map(careFilter)] });
}

/** `$top=0&$count=true` over the given filters: the count without rows. */
export function countQuery(filters: readonly TableFilter[]): string {
  return countTable.toQuery({ filters, take: 0 });
}

export const tabCountQuery = (tab: DeattributionTab) => countQuery([tabFilter(tab)]);

/** Changes by id (at most 500, the IN limit) with everything a row shows. */
export const changesByIdsQuery = (ids: readonly number[]) =>
  pageTable.toQuery({ filters: [{ field: 'ID', matchMode: 'IN', values: ids.map(String) }], take: ids.length }, ids.length);
