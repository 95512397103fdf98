/**
 * OData pieces the modules' tables share beside odata-table.ts: a fixed condition (a dashboard
 * tab's) ANDed into a built table query, the count-only request (`$top=0&$count=true`), the
 * by-ids look-up that a DataLoader batches, and the approval tables' page-size check.
 * Every condition is built with odata-query, so values only ever become escaped literals.
 */
import odataQuery from 'odata-query';
import { APPROVAL_PAGE_SIZES } from '@luminate/schema/approvals';
import { badUserInput } from '../errors.ts';

// Same ESM/CJS split as upstream/odata-table.ts: under ESM the default import is the function.
type BuildQuery = typeof odataQuery.default;
const buildQuery: BuildQuery = typeof odataQuery === 'function' ? odataQuery : odataQuery.default;

/** An odata-query filter object, e.g. `{ approved: null, approvalType: 'Cd' }`. */
export type ODataFilter = Record<string, unknown>;

const encodeSpaces = (query: string) => query.replace(/ /g, '%20');

/** The URL-ready `$filter` value of a filter object. */
export function encodedFilter(filter: ODataFilter): string {
  return encodeSpaces(buildQuery({ filter })).replace(/^\?\$filter=/, '');
}

/**
 * ANDs a tab's condition into a built table query. odata-query percent-encodes the literals
 * inside `$filter`, so the option's value ends at the next `&`.
 */
export function withTabFilter(query: string, filter: ODataFilter): string {
  return withClause(query, encodedFilter(filter));
}

/** ANDs an already encoded `$filter` clause into a built query string. */
export function withClause(query: string, clause: string): string {
  const existing = /([?&])\$filter=([^&]*)/.exec(query);
  if (!existing) return `?$filter=${clause}&${query.replace(/^\?/, '')}`;
  const [whole, separator, current] = existing;
  return query.replace(whole, () => `${separator}$filter=(${clause})%20and%20(${current})`);
}

/** Only the number of rows matching the filter: no rows, no expansions. */
export function countQuery(filter: ODataFilter): string {
  return `?$filter=${encodedFilter(filter)}&$top=0&$count=true`;
}

/** The rows with these ids, with their navigation properties, in one request. */
export function byIdsQuery(ids: readonly number[], expand: readonly string[]): string {
  return encodeSpaces(buildQuery({ filter: { id: { in: [...ids] } }, expand: [...expand], top: ids.length }));
}

/** Approval tables page by 20, 40, 80 or 160 rows. */
export function assertApprovalPageSize(take: number | null | undefined): number {
  const size = take ?? APPROVAL_PAGE_SIZES[0];
  if (!(APPROVAL_PAGE_SIZES as readonly number[]).includes(size)) {
    throw badUserInput(`take must be one of ${APPROVAL_PAGE_SIZES.join(', ')}`);
  }
  return size;
}
