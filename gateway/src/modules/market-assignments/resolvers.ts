import type { Resolvers } from '../../generated/graphql.ts';
import { parseId } from '../shared/ids.ts';
import { changeAssignmentDecision } from './policy.ts';

const optionalId = (value: string | null | undefined, what: string) => (value == null ? null : parseId(value, what));

export const resolvers: Resolvers = {
  Query: {
    marketAssignmentTable: (_, { marketId }, { dataSources }) => dataSources.marketAssignments.table(parseId(marketId, 'market')),
    neighborhoodAssignments: (_, { officeId }, { dataSources }) => dataSources.marketAssignments.row(parseId(officeId, 'office')),
    clinicianAssignments: (_, __, { dataSources }) => dataSources.marketAssignments.clinicianRows(),
  },
  Mutation: {
    changeAssignment: (_, { input }, { dataSources }) =>
      dataSources.marketAssignments.change({
        assignmentTypeId: parseId(input.assignmentTypeId, 'assignment type'),
        unassign: input.unassign ?? false,
        employeeId: optionalId(input.employeeId, 'employee'),
        marketId: optionalId(input.marketId, 'market'),
        officeId: optionalId(input.officeId, 'office'),
        clinicianId: optionalId(input.clinicianId, 'clinician'),
      }),
  },
  ViewerCapabilities: {
    changeAssignment: (_, __, { viewer }) => changeAssignmentDecision(viewer),
  },
  MarketAssignment: {
    // The table's listing carries the holder; an assignment read elsewhere looks them up (batched).
    employee: async (assignment, _, { dataSources }) =>
      'employee' in assignment && assignment.employee
        ? (assignment.employee as { id: number; firstName: string; lastName: string })
        : ((await dataSources.assignments.employee(assignment.employeeId)) ?? {
            id: assignment.employeeId,
            firstName: '',
            lastName: 'Unknown',
          }),
  },
  MarketAssignmentTable: {
    id: (table) => String(table.market.id),
    market: (table) => table.market,
    viewerCan: (_, __, { viewer }) => ({ change: changeAssignmentDecision(viewer) }),
  },
  NeighborhoodAssignments: {
    id: (row) => String(row.office.id),
    office: (row) => row.office,
  },
  ClinicianAssignments: {
    id: (row) => String(row.clinician.id),
    clinician: (row) => row.clinician,
    market: (row, _, { dataSources }) => dataSources.markets.market(row.clinician.marketId),
    physiciansRequired: (row) => row.clinician.physiciansRequired,
  },
  ClinicianAssignment: {
    assignmentType: (a, _, { dataSources }) => dataSources.assignments.assignmentType(a.assignmentTypeId),
  },
};
