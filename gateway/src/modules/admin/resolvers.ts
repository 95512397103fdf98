import { claimFromEnum, claimToEnum, type ClaimEnum } from '@luminate/schema/claims';
import type { Resolvers } from '../../generated/graphql.ts';
import { grantedClaims } from './data-source.ts';
import { parseUid } from '../shared/ids.ts';
import { canExportClaims, canGrantClaim, canManageClaims, canSeeClaim, visibleClaims } from './policy.ts';

const toEnum = (claim: string) => claimToEnum(claim) as ClaimEnum;

export const resolvers: Resolvers = {
  Query: {
    users: (_, __, { dataSources }) => dataSources.admin.activeUsers(),
    user: (_, { uid }, { dataSources }) => dataSources.admin.user(parseUid(uid)),
    claims: async (_, __, { dataSources, viewer }) => {
      const wordings = await dataSources.admin.claimWordings();
      return wordings
        .filter((w) => canSeeClaim(viewer, w.claim))
        .map((w) => ({
          claim: toEnum(w.claim),
          key: w.claim,
          name: w.name,
          description: w.description,
          viewerCanGrant: canGrantClaim(viewer, w.claim),
        }));
    },
  },
  Mutation: {
    grantClaim: (_, { uid, claim }, { dataSources }) => dataSources.admin.setClaim(parseUid(uid), claimFromEnum(claim), true),
    revokeClaim: (_, { uid, claim }, { dataSources }) => dataSources.admin.setClaim(parseUid(uid), claimFromEnum(claim), false),
  },
  ViewerCapabilities: {
    exportClaims: (viewer) => canExportClaims(viewer),
  },
  User: {
    active: (user) => !user.disabled,
    employee: (user, _, { dataSources }) => (user.employeeId == null ? null : dataSources.assignments.employee(user.employeeId)),
    claims: (user, _, { viewer }) => visibleClaims(viewer, grantedClaims(user)).map(toEnum),
    viewerCan: (_, __, { viewer }) => ({ grantClaims: canManageClaims(viewer) }),
  },
};
