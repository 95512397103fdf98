/**
 * A member-page action that creates a request puts it where its approval dashboard will look:
 * the mutation answers the request as the dashboard's row (shared/approvals/approval-rows.graphql)
 * and every tab's count of that dashboard. Apollo writes the row and the counts (normalised by
 * tab, so the dashboard's tab labels follow); the `update` below adds the row to the cached first
 * unfiltered page of its tab. Opening the dashboard afterwards is then answered from the cache,
 * with no list request. A dashboard never opened in this session has nothing cached, and fetches
 * as usual.
 */
import type { ApolloCache } from '@apollo/client';
import { insertIntoTabList } from '../../shared/lib/tab-lists.ts';

/** The dashboards' list fields, one per request type. */
const LIST_FIELD = {
  EligibilityChange: 'eligibilityChanges',
  DncRequest: 'dncRequests',
  OfficeTransfer: 'officeTransfers',
} as const;

type CreatedRequest = { __typename?: keyof typeof LIST_FIELD; id: string; tab?: string | null };

/** What an action answered besides the member: at most one request, of one dashboard. */
export interface CreatedRequests {
  eligibilityChange?: CreatedRequest | null;
  dncRequest?: CreatedRequest | null;
  officeTransfer?: CreatedRequest | null;
}

const created = (result: CreatedRequests): Array<{ typename: keyof typeof LIST_FIELD; request: CreatedRequest }> => [
  ...(result.eligibilityChange ? [{ typename: 'EligibilityChange' as const, request: result.eligibilityChange }] : []),
  ...(result.dncRequest ? [{ typename: 'DncRequest' as const, request: result.dncRequest }] : []),
  ...(result.officeTransfer ? [{ typename: 'OfficeTransfer' as const, request: result.officeTransfer }] : []),
];

/** The mutation's `update`: each created request joins its dashboard's cached list for its tab. */
export function addCreatedRequests(cache: ApolloCache, result: CreatedRequests | null | undefined): void {
  if (!result) return;
  for (const { typename, request } of created(result)) {
    insertIntoTabList(cache, {
      fieldName: LIST_FIELD[typename],
      record: { __typename: typename, id: request.id },
      tab: request.tab ?? null,
    });
  }
}
