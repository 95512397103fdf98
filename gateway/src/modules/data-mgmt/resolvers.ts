import type { Resolvers } from '../../generated/graphql.ts';
import { bulkNeighborhoodsDecision, bulkPhonesDecision, useDataMgmtDecision } from './policy.ts';

export const resolvers: Resolvers = {
  Query: {
    dataMgmt: () => ({}),
  },
  Mutation: {
    createCohort: (_, { input }, { dataSources }) => dataSources.dataMgmt.createCohort({ name: input.name, payerId: input.payerId }),
  },
  DataMgmt: {
    cohorts: (_, __, { dataSources }) => dataSources.dataMgmt.cohorts(),
    payers: (_, __, { dataSources }) => dataSources.dataMgmt.payers(),
    termReasons: (_, __, { dataSources }) => dataSources.dataMgmt.termReasons(),
    fileSources: (_, __, { dataSources }) => dataSources.dataMgmt.fileSources(),
  },
  ViewerCapabilities: {
    useDataMgmt: (viewer) => useDataMgmtDecision(viewer),
    bulkUpdatePhones: (viewer) => bulkPhonesDecision(viewer),
    bulkUpdateNeighborhoods: (viewer) => bulkNeighborhoodsDecision(viewer),
    skipTransferDashboard: (_, __, { dataSources }) => dataSources.dataMgmt.skipTransferDashboard(),
  },
};
