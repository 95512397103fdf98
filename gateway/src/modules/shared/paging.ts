/**
 * Every paged list of the graph answers the same page: its items (`nodes`), how many items match
 * over every page (`totalCount`), and where the page stands (`pageInfo`), worked out here, once,
 * from the list's skip and take.
 */

/**
 * Where a page stands, as the graph's `PageInfo` (schema/graph/core.graphql) answers it. It is
 * declared here rather than taken from the generated types, because those import the page parents
 * built on `ListPage` (mappers.json), and a file they import must not lead back to them. The
 * resolvers returning a `ListPage` are still checked against the generated `PageInfo`: a non-null
 * field added to the graph's type fails the typecheck until it is added here.
 */
interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** Where a page starts and how many items it may hold, after the list's defaults are applied. */
export interface Paging {
  skip: number;
  take: number;
}

/** One page of a list, as every `…Page` type of the graph holds it. */
export interface ListPage<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: PageInfo;
}

/**
 * A next page exists while the items before and on this page are fewer than the matching ones (a
 * page of size 0 asks only for the count, so nothing follows it); a previous page exists when this
 * one skips items and the list has any.
 */
export function pageInfoOf({ skip, take }: Paging, totalCount: number): PageInfo {
  return {
    hasNextPage: take > 0 && skip + take < totalCount,
    hasPreviousPage: skip > 0 && totalCount > 0,
  };
}

/** A list's page: its items and count with their page info. */
export function listPage<T>(nodes: T[], totalCount: number, paging: Paging): ListPage<T> {
  return { nodes, totalCount, pageInfo: pageInfoOf(paging, totalCount) };
}

/** An empty page (a list the viewer may see nothing of), at the place asked. */
export function emptyPage<T>(paging: Paging): ListPage<T> {
  return listPage<T>([], 0, paging);
}
