/**
 * Every paged list of the graph answers the same page: its items (`nodes`), how many items match
 * over every page (`totalCount`), and where the page stands (`pageInfo`), worked out here, once,
 * from the list's skip and take.
 */
import type { PageInfo } from '../../generated/graphql.ts';

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
