import type { Resolvers } from '../../generated/graphql.ts';
import { canUpdateMarket } from './policy.ts';
import { isCommunityOffice } from './data-source.ts';
import { parseId } from '../shared/ids.ts';

export const resolvers: Resolvers = {
  Query: {
    markets: (_, { includeHidden }, { dataSources }) => dataSources.markets.markets(includeHidden ?? false),
    market: (_, { id }, { dataSources }) => dataSources.markets.market(parseId(id, 'market')),
    states: (_, __, { dataSources }) => dataSources.markets.states(),
    marketPlans: (_, { marketId }, { dataSources }) =>
      dataSources.markets.marketPlans(marketId == null ? undefined : parseId(marketId, 'market')),
    offices: (_, { marketId, community, includeCommunities }, { dataSources }) =>
      dataSources.markets.offices({
        marketId: marketId == null ? undefined : parseId(marketId, 'market'),
        community: community ?? undefined,
        includeCommunities: includeCommunities ?? true,
      }),
    office: (_, { id }, { dataSources }) => dataSources.markets.office(parseId(id, 'office')),
  },
  Mutation: {
    updateMarket: (_, { id, input }, { dataSources }) => dataSources.markets.updateMarket(parseId(id, 'market'), input),
  },
  Market: {
    offices: (market, _, { dataSources }) => dataSources.markets.officesOfMarket(market.id),
    viewerCan: (_, __, { viewer }) => ({ update: canUpdateMarket(viewer) }),
  },
  Office: {
    market: (office, _, { dataSources }) => dataSources.markets.market(office.marketId),
    isCommunity: (office) => isCommunityOffice(office),
  },
};
