import type { Resolvers } from '../../generated/graphql.ts';
import { parseId } from '../shared/ids.ts';
import { canSeeFullProviderColumns, neighborhoodDecision, providerEditDecision } from './policy.ts';

/** A column only admins and provider management see: null for everyone else. */
const full = <T>(value: T, viewerSees: boolean): T | null => (viewerSees ? value : null);

export const resolvers: Resolvers = {
  Query: {
    providerDetails: (_, { marketId, start, end }, { dataSources }) =>
      dataSources.providers.providerDetails(parseId(marketId, 'market'), { start, end }),
    providerChangeLogs: (_, { employeeId }, { dataSources }) => dataSources.providers.changeLogs(parseId(employeeId, 'employee')),
  },
  Mutation: {
    addNeighborhood: (_, { input }, { dataSources }) =>
      dataSources.neighborhoods.add({ ...input, marketId: parseId(input.marketId, 'market') }),
    updateNeighborhood: (_, { id, input }, { dataSources }) => dataSources.neighborhoods.update(parseId(id, 'office'), input),
    updateProviderDetails: (_, { marketId, start, end, input }, { dataSources }) =>
      dataSources.providers.update(
        parseId(marketId, 'market'),
        { start, end },
        { ...input, employeeId: parseId(input.employeeId, 'employee') },
      ),
  },
  ViewerCapabilities: {
    addNeighborhood: (_, __, { viewer }) => neighborhoodDecision(viewer),
    seeFullProviderColumns: (_, __, { viewer }) => canSeeFullProviderColumns(viewer),
  },
  Office: {
    viewerCan: (_, __, { viewer }) => ({ update: neighborhoodDecision(viewer) }),
    staffingGap: (office, _, { dataSources }) => dataSources.neighborhoods.staffingGap(office),
    changeLogs: (office, _, { dataSources }) => dataSources.neighborhoods.changeLogs(office.id),
    nodeLogs: (office, _, { dataSources }) => dataSources.neighborhoods.nodeLogs(office.id),
  },
  OfficeChangeLog: {
    id: (log) => String(log.id),
    officeId: (log) => String(log.officeId),
  },
  OfficeNodeLog: {
    id: (log) => String(log.id),
    officeId: (log) => String(log.officeId),
  },
  ProviderDetail: {
    id: (row) => `${row.employeeId}:${row.marketId}:${row.start}:${row.end}`,
    employeeId: (row) => String(row.employeeId),
    maxDistanceFromHB: (row, _, { viewer }) => full(row.maxDistanceFromHB, canSeeFullProviderColumns(viewer)),
    f2FEligible: (row, _, { viewer }) => full(row.f2FEligible, canSeeFullProviderColumns(viewer)),
    telehealthEligible: (row, _, { viewer }) => full(row.telehealthEligible, canSeeFullProviderColumns(viewer)),
    psvEligible: (row, _, { viewer }) => full(row.psvEligible, canSeeFullProviderColumns(viewer)),
    viewerCan: (_, __, { viewer }) => ({ update: providerEditDecision(viewer) }),
  },
  ProviderChangeLog: {
    id: (log) => String(log.id),
    employeeId: (log) => String(log.employeeId),
    dailyIvLimit: (log) => log.dailyIVLimit,
    maxDistance: (log, _, { viewer }) => full(log.maxDistance, canSeeFullProviderColumns(viewer)),
    f2FEligible: (log, _, { viewer }) => full(log.f2FEligible, canSeeFullProviderColumns(viewer)),
    telehealthEligible: (log, _, { viewer }) => full(log.telehealthEligible, canSeeFullProviderColumns(viewer)),
    psvEligible: (log, _, { viewer }) => full(log.psvEligible, canSeeFullProviderColumns(viewer)),
    updatedBy: (log) => log.updatedBy?.fullName ?? null,
  },
};
