import type { ApolloCache } from '@apollo/client';
import type { CallListFilterRowFragment } from '../../generated/graphql.ts';

/**
 * A deletion answers the remaining filters: they replace the page's cached list, so the tables
 * follow without another request. (modify, not writeQuery: a shorter list is a replacement, not
 * data to merge.)
 */
export function replaceFilterList(cache: ApolloCache, remaining: readonly CallListFilterRowFragment[]): void {
  cache.modify({
    fields: { callListFilters: (_existing, { toReference }) => remaining.flatMap((f) => toReference(f) ?? []) },
  });
}
