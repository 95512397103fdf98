/**
 * What every deattribution mutation does to the cache besides writing the answered change: the
 * change leaves the cached pages of its old tab and joins its new tab's first page, so lists and
 * counts follow without a refetch (the tab counts arrive normalised by tab in the same answer).
 */
import type { ApolloCache } from '@apollo/client';
import { moveBetweenTabLists } from '../../shared/lib/tab-lists.ts';

export const ELIGIBILITY_CHANGES_FIELD = 'eligibilityChanges';

export function moveDecidedChange(cache: ApolloCache, change: { id: string; tab?: string | null } | null | undefined): void {
  if (!change) return;
  moveBetweenTabLists(cache, {
    fieldName: ELIGIBILITY_CHANGES_FIELD,
    record: { __typename: 'EligibilityChange', id: change.id },
    tab: change.tab ?? null,
  });
}
