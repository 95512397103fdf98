/**
 * After a decision the transfer answer carries the transfer with its new tab and every tab's
 * count: the row leaves the tab it was on and joins the one that lists it now, without fetching a
 * list again.
 */
import type { ApolloCache } from '@apollo/client';
import { moveBetweenTabLists } from '../../shared/lib/tab-lists.ts';
import type { OfficeTransferResultFieldsFragment } from '../../generated/graphql.ts';

export function moveTransfer(cache: ApolloCache, result: OfficeTransferResultFieldsFragment | undefined): void {
  if (!result) return;
  moveBetweenTabLists(cache, {
    fieldName: 'officeTransfers',
    record: { __typename: 'OfficeTransfer', id: result.transfer.id },
    tab: result.transfer.tab ?? null,
  });
}
