import type { Resolvers } from '../../generated/graphql.ts';

export const resolvers: Resolvers = {
  Query: {
    addressSuggestions: (_, { input }, { dataSources }) => dataSources.geography.suggestions(input).then((list) => [...list]),
    resolvedAddress: (_, { placeId }, { dataSources }) => dataSources.geography.resolve(placeId),
  },
};
