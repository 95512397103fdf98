/**
 * The members table: graph field enum → MembersOdata property, its type and the match modes
 * and sorting it supports. Payer, plan, term reason, risk type and cohort come with the page
 * ($expand); office and market are resolved through the markets module's batched loaders.
 *
 * PHONE and NAME_OR_AANEEL_ID are not properties: each matches one value against several
 * properties (ANY_OF_FIELDS below), so their CONTAINS filters become an `or` of `contains`
 * clauses: filter objects the generic table ANDs with its filters before odata-query builds the
 * one `$filter`, so the value only ever becomes an escaped string literal. PHONE is the advanced
 * member search (home, work or mobile phone); NAME_OR_AANEEL_ID the members page's search box
 * (full name or Aaneel id).
 */
import {
  defineTable,
  type FieldSpec,
  type Table,
  type TableArgs,
  type TableFilter,
  type TableQueryOptions,
  column,
} from '../../upstream/odata-table.ts';
import type { MemberField } from '../../generated/graphql.ts';
import type { Upstream } from '../../context.ts';
import { badUserInput } from '../../errors.ts';
import type { ODataFilter } from '../../upstream/odata-clauses.ts';

const ANY_OF_FIELDS = {
  PHONE: ['homePhone', 'workPhone', 'mobilePhone'],
  NAME_OR_AANEEL_ID: ['fullName', 'aaneelId'],
} as const;
type AnyOfField = keyof typeof ANY_OF_FIELDS;

const isAnyOfField = (field: string): field is AnyOfField => Object.hasOwn(ANY_OF_FIELDS, field);

const MAX_TEXT = 200;

/** `contains(a,'…') or contains(b,'…') …` as a filter object; null for an empty box. */
function anyOfFilterClause(filter: TableFilter & { field: AnyOfField }): ODataFilter | null {
  if (filter.matchMode !== 'CONTAINS') throw badUserInput('Unsupported match mode');
  const value = filter.value;
  if (value == null || value === '') return null;
  if (value.length > MAX_TEXT) throw badUserInput(`${filter.field} filter is longer than ${MAX_TEXT} characters`);
  return { or: ANY_OF_FIELDS[filter.field].map((property) => ({ [property]: { contains: value } })) };
}

export const MEMBERS_MAX_PAGE = 200;
export const MEMBERS_EXPORT_PAGE = 1000;

const propertyTable = defineTable<Exclude<MemberField, AnyOfField>>({
  entitySet: 'MembersOdata',
  fields: {
    ID: column.id('id'),
    AANEEL_ID: column.text('aaneelId'),
    FIRST_NAME: column.text('firstName'),
    LAST_NAME: column.text('lastName'),
    FULL_NAME: column.text('fullName'),
    DATE_OF_BIRTH: column.date('dtOfBirth'),
    GENDER: { property: 'gender', type: 'string', filter: ['EQUALS', 'NOT_EQUALS', 'IN'], sort: true },
    MEMBER_ID: column.text('memberId'),
    MBI: column.text('mbi'),
    HOME_PHONE: column.text('homePhone'),
    WORK_PHONE: column.text('workPhone'),
    MOBILE_PHONE: column.text('mobilePhone'),
    EMAIL: column.text('email'),
    ADDRESS: column.text('address1'),
    CITY: column.text('city'),
    STATE: column.text('state'),
    ZIP: column.text('zip'),
    COUNTY: column.text('county'),
    MARKET_ID: column.id('marketId'),
    OFFICE_ID: column.id('officeId'),
    PAYER_ID: column.id('payerId'),
    PLAN_ID: column.id('planId'),
    COHORT_ID: column.id('cohortId'),
    RISK_TYPE_ID: column.id('riskTypeId'),
    ELIGIBLE: column.flag('eligible'),
    ENGAGED: column.flag('engaged'),
    ENGAGED_DATE: column.date('engagedDt'),
    TERM_DATE: column.date('termDt'),
    TERM_REASON_ID: column.id('termReasonId'),
    DECEASED_DATE: column.date('deceasedDt'),
    PENDING_TRANSITION: column.flag('pendingTransition'),
    PENDING_DNC: column.flag('isPendingDNC'),
    DNC_PHONE: column.flag('dncPhone'),
    DROPIN_INELIGIBLE: column.flag('dropinIneligible'),
  },
  expand: ['payer', 'plan', 'termReason', 'riskType', 'cohort'],
  defaultSort: [{ property: 'id', direction: 'asc' }],
  maxPageSize: MEMBERS_MAX_PAGE,
});

/** Filter-only fields; `property` is the first of the properties they match. */
const anyOfSpec = (field: AnyOfField): FieldSpec => ({
  property: ANY_OF_FIELDS[field][0],
  type: 'string',
  filter: ['CONTAINS'],
  sort: false,
});
const ANY_OF_SPECS: Record<AnyOfField, FieldSpec> = { PHONE: anyOfSpec('PHONE'), NAME_OR_AANEEL_ID: anyOfSpec('NAME_OR_AANEEL_ID') };
/** A search sends one of each; a few leave room for table filters without unbounded ORs. */
const MAX_ANY_OF_FILTERS = 4;

/** The property filters stay the generic table's; the any-of filters join its fixed conditions. */
function splitFilters(args: TableArgs, options: TableQueryOptions): { args: TableArgs; options: TableQueryOptions } {
  const anyOfFilters: Array<TableFilter & { field: AnyOfField }> = [];
  const propertyFilters: TableFilter[] = [];
  for (const f of args.filters ?? []) {
    if (isAnyOfField(f.field)) anyOfFilters.push({ ...f, field: f.field });
    else propertyFilters.push(f);
  }
  if (anyOfFilters.length > MAX_ANY_OF_FILTERS) throw badUserInput(`At most ${MAX_ANY_OF_FILTERS} PHONE or NAME_OR_AANEEL_ID filters`);
  const unsortable = (args.sort ?? []).find((s) => isAnyOfField(s.field));
  if (unsortable) throw badUserInput(`${unsortable.field} cannot be sorted`);

  const anyOf = anyOfFilters.map(anyOfFilterClause).filter((c) => c !== null);
  return { args: { ...args, filters: propertyFilters }, options: { ...options, where: [...(options.where ?? []), ...anyOf] } };
}

function toQuery(args: TableArgs, options: TableQueryOptions = {}): string {
  const split = splitFilters(args, options);
  return propertyTable.toQuery(split.args, split.options);
}

export const membersTable: Table<MemberField> = {
  ...propertyTable,
  fields: { ...propertyTable.fields, ...ANY_OF_SPECS },
  toQuery,
  countQuery(args, where = []) {
    const split = splitFilters(args, { where });
    return propertyTable.countQuery(split.args, split.options.where);
  },
  async fetchPage<T>(upstream: Upstream, args: TableArgs, options?: TableQueryOptions) {
    const page = await upstream.odata<T>(propertyTable.entitySet, toQuery(args, options));
    return { nodes: page.value, totalCount: page.count };
  },
};
