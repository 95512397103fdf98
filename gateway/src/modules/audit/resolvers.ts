import type { Resolvers } from '../../generated/graphql.ts';
import { assertCanReadAuditTrail, canReadAuditTrail } from './policy.ts';

export const resolvers: Resolvers = {
  Query: {
    auditEvents: (_, { filter, skip, take }, { dataSources, viewer }) => {
      assertCanReadAuditTrail(viewer);
      return dataSources.audit.events(filter, skip, take);
    },
  },
  ViewerCapabilities: {
    readAuditTrail: (viewer) => canReadAuditTrail(viewer),
  },
};
