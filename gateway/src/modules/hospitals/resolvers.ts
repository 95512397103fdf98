import type { Resolvers } from '../../generated/graphql.ts';
import { hospitalEditDecision } from './policy.ts';
import { parseId } from '../shared/ids.ts';

/** 'F. Last' */
const shortName = (e: { firstName: string; lastName: string }) => `${e.firstName.charAt(0)}. ${e.lastName}`;

export const resolvers: Resolvers = {
  Query: {
    hospitalFacilities: (_, { marketId, showDeactivated }, { dataSources }) =>
      dataSources.hospitals.facilities(parseId(marketId, 'market'), showDeactivated ?? false),
    hospitalFacilityHistory: (_, { facilityId }, { dataSources }) =>
      dataSources.hospitals.history(parseId(facilityId, 'hospital facility')),
    communityEngagementSpecialists: (_, { marketId }, { dataSources }) =>
      dataSources.hospitals.communityEngagementSpecialists(parseId(marketId, 'market')),
  },
  Mutation: {
    createHospitalFacility: (_, { input }, { dataSources }) => dataSources.hospitals.create(input),
    updateHospitalFacility: (_, { id, input }, { dataSources }) => dataSources.hospitals.update(parseId(id, 'hospital facility'), input),
    deactivateHospitalFacility: (_, { id, input }, { dataSources }) =>
      dataSources.hospitals.setActive(parseId(id, 'hospital facility'), false, input?.note),
    reactivateHospitalFacility: (_, { id, input }, { dataSources }) =>
      dataSources.hospitals.setActive(parseId(id, 'hospital facility'), true, input?.note),
  },
  HospitalFacility: {
    market: (facility, _, { dataSources }) => dataSources.markets.market(facility.marketId),
    history: (facility, _, { dataSources }) => dataSources.hospitals.history(facility.id),
    viewerCan: (_, __, { viewer }) => ({ edit: hospitalEditDecision(viewer) }),
  },
  CommunityEngagementSpecialist: {
    fullName: (e) => e.fullName || `${e.firstName} ${e.lastName}`.trim(),
    shortName: (e) => shortName(e),
  },
  ViewerCapabilities: {
    addHospitalFacility: (_, __, { viewer }) => hospitalEditDecision(viewer),
  },
};
