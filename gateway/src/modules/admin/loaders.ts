/**
 * Per-request loader for users by uid. The Care API has no batch look-up of users, so a batch
 * of several uids is answered from one user listing instead of one request per uid.
 */
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../../errors.ts';
import { routes, type UserDto } from '@luminate/schema/rest';
import type { Upstream } from '../../context.ts';

export interface AdminLoaders {
  userByUid: DataLoader<string, UserDto | null>;
}

function isNotFound(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions?.code === ErrorCode.NOT_FOUND;
}

export function createAdminLoaders(upstream: Upstream): AdminLoaders {
  const userByUid = new DataLoader<string, UserDto | null>(async (uids) => {
    if (uids.length === 1) {
      try {
        return [await upstream.call(routes.getUser, { params: { uid: uids[0] } })];
      } catch (error) {
        if (isNotFound(error)) return [null];
        throw error;
      }
    }
    const users = await upstream.call(routes.listUsers);
    const byUid = new Map(users.map((user) => [user.uid, user]));
    return uids.map((uid) => byUid.get(uid) ?? null);
  });
  return { userByUid };
}
