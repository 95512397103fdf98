import type { Resolvers } from '../../generated/graphql.ts';
import { assertCanReadAuditTrail, canReadAuditTrail } from './policy.ts';

export const resolvers: Resolvers = {
  Query: {
    auditEvents: (_, args, { dataSources, viewer }) => {
      assertCanReadAuditTrail(viewer);
      return dataSources.audit.events(args);
    },
  },
  ViewerCapabilities: {
    readAuditTrail: (viewer) => canReadAuditTrail(viewer),
  },
};
