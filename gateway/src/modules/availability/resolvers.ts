import { engineerTypeMark, rangeDates } from '@luminate/schema/rules';
import type { EngineerDto } from '@luminate/schema/rest';
import type { ProviderTypeMark, Resolvers } from '../../generated/graphql.ts';

/** The graph's mark of a Care API type code. */
const typeMark = (engineerType: number | null): ProviderTypeMark | null => {
  const mark = engineerTypeMark(engineerType);
  return mark === 'iAPP' ? 'IAPP' : mark;
};

const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0);
const providerIvs = (p: EngineerDto) => sum(p.days, (d) => d.ivCount);
const providerOpportunities = (p: EngineerDto) => sum(p.days, (d) => d.ivOpportunityCount);

export const resolvers: Resolvers = {
  Query: {
    appAvailability: (_, { input }, { dataSources }) => dataSources.availability.grid(input),
    availabilityDaySummary: (_, { providerId, date }, { dataSources }) => dataSources.availability.daySummary(providerId, date),
  },
  AvailabilityGrid: {
    dates: (grid) => rangeDates(grid.start, grid.end),
  },
  AvailabilityMarket: {
    marketId: (m) => String(m.id),
    communities: (m) => m.comms,
    ivCount: (m) => sum(m.comms, (c) => sum(c.engineers, providerIvs)),
    ivOpportunityCount: (m) => sum(m.comms, (c) => sum(c.engineers, providerOpportunities)),
  },
  AvailabilityCommunity: {
    communityId: (c) => c.id,
    providers: (c) => c.engineers,
    ivCount: (c) => sum(c.engineers, providerIvs),
    ivOpportunityCount: (c) => sum(c.engineers, providerOpportunities),
  },
  AvailabilityProvider: {
    providerId: (p) => String(p.engineerId),
    name: (p) => p.engineerName,
    engineerType: (p) => p.engineerType,
    typeMark: (p) => typeMark(p.engineerType),
    dailyIvLimit: (p) => p.dailyIVLimit,
    ivCount: providerIvs,
    ivOpportunityCount: providerOpportunities,
  },
  AvailabilityDaySummary: {
    providerId: (s) => String(s.engineerId),
    name: (s) => s.engineerName,
    dailyIvLimit: (s) => s.dailyIVLimit,
    typeMark: (s) => typeMark(s.engineerType),
  },
};
