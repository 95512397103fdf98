/**
 * OData pieces the modules' tables share beside odata-table.ts: the filter object every fixed
 * condition is written as (a table query ANDs such objects with the user's filters before it
 * builds its one `$filter`), the by-ids look-up that a DataLoader batches, and the approval
 * tables' page-size check. Every condition is built with odata-query, so values only ever become
 * escaped literals.
 */
import odataQuery from 'odata-query';
import { APPROVAL_PAGE_SIZES } from '@luminate/schema/approvals';
import { badUserInput } from '../errors.ts';

// Same ESM/CJS split as upstream/odata-table.ts: under ESM the default import is the function.
type BuildQuery = typeof odataQuery.default;
const buildQuery: BuildQuery = typeof odataQuery === 'function' ? odataQuery : odataQuery.default;

/** An odata-query filter object, e.g. `{ approved: null, approvalType: 'Cd' }`. */
export type ODataFilter = Record<string, unknown>;

/** odata-query escapes literals but leaves the spaces between operators: encoded for the URL. */
export const encodeSpaces = (query: string) => query.replace(/ /g, '%20');

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
