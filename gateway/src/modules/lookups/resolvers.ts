import type { Resolvers } from '../../generated/graphql.ts';
import { isTimeRestrictedZip } from './data-source.ts';

export const resolvers: Resolvers = {
  Query: {
    closestOffices: (_, args, { dataSources }) => dataSources.lookups.closestOffices(args),
    membersNearAddress: (_, { input }, { dataSources }) => dataSources.lookups.membersNearAddress(input),
  },
  ResolvedAddress: {
    countyActive: (place, _, { dataSources }) => dataSources.lookups.countyActive(place),
    timeRestricted: (place) => isTimeRestrictedZip(place.zip),
  },
};
