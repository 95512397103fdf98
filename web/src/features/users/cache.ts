import type { ApolloCache } from '@apollo/client';
import { UserClaimsDocument, type UserAccessFragment } from '../../generated/graphql.ts';

/**
 * Users are keyed by uid, not id, so Apollo cannot merge the mutation's answer by itself: write it
 * over the page's `user(uid)` entry so the checkboxes show what the identity provider now holds.
 */
export function storeUser(cache: ApolloCache, user: UserAccessFragment | undefined): void {
  if (user) cache.writeQuery({ query: UserClaimsDocument, variables: { uid: user.uid }, data: { user } });
}
