import type { Resolvers } from '../../generated/graphql.ts';

export const resolvers: Resolvers = {
  Query: {
    workbookEmbed: (_, { workbook, memberId, theme }, { dataSources }) =>
      dataSources.analytics.embed({ workbook, memberId, theme: theme === 'DARK' ? 'dark' : 'light' }),
  },
  ViewerCapabilities: {
    viewMedicalCost: (_, __, { dataSources }) => dataSources.analytics.viewMedicalCost(),
  },
};
