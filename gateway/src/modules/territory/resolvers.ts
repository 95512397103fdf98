import type { Resolvers } from '../../generated/graphql.ts';
import { hexModesDecision } from './policy.ts';
import { parseId } from '../shared/ids.ts';

export const resolvers: Resolvers = {
  Query: {
    memberPoints: (_, { marketId, officeId, engagement }, { dataSources }) =>
      dataSources.territory.memberPoints(
        parseId(marketId, 'market'),
        officeId == null ? null : parseId(officeId, 'office'),
        engagement ?? 'ALL',
      ),
    memberHomes: (_, { marketId, officeId, engagement }, { dataSources }) =>
      dataSources.territory.memberHomes(
        parseId(marketId, 'market'),
        officeId == null ? null : parseId(officeId, 'office'),
        engagement ?? 'ALL',
      ),
    marketHexes: (_, { marketId, layer }, { dataSources }) => dataSources.territory.marketHexes(parseId(marketId, 'market'), layer),
    hexMemberCount: (_, { layer, hexes }, { dataSources }) => dataSources.territory.hexMemberCount(layer, hexes),
    territoryCapabilities: () => ({}),
  },
  MemberHomes: {
    memberIds: (homes) => homes.memberIds.map(String),
  },
  MemberHomeOffice: {
    officeId: (office) => String(office.officeId),
  },
  TerritoryCapabilities: {
    hexModes: (_, __, { viewer }) => hexModesDecision(viewer),
  },
};
