import type { Resolvers } from '../../generated/graphql.ts';

export const resolvers: Resolvers = {
  Query: {
    myWork: () => ({}),
  },
  MyWork: {
    queues: (_, __, { dataSources }) => dataSources.work.queues(),
    callLists: (_, __, { dataSources }) => dataSources.work.callLists(),
  },
};
