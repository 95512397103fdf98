import { badUserInput } from '../../errors.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { parseId } from '../shared/ids.ts';

const parseEmployeeId = (value: string) => parseId(value, 'employee');

export const resolvers: Resolvers = {
  Query: {
    employees: (_, { assignmentTypeIds, title, onlyProviders }, { dataSources }) => {
      const trimmedTitle = title?.trim();
      if (trimmedTitle && trimmedTitle.length > 100) {
        throw badUserInput('Title is at most 100 characters');
      }
      return dataSources.assignments.employees({
        assignmentTypeIds: assignmentTypeIds?.map((typeId) => parseId(typeId, 'assignment type')),
        title: trimmedTitle || undefined,
        onlyProviders: onlyProviders ?? undefined,
      });
    },
    employee: (_, { id }, { dataSources }) => dataSources.assignments.employee(parseEmployeeId(id)),
    assignmentTypes: (_, { includeInactive }, { dataSources }) => dataSources.assignments.assignmentTypes(includeInactive ?? false),
  },
  MarketAssignment: {
    office: (assignment, _, { dataSources }) => dataSources.markets.office(assignment.officeId),
    assignmentType: (assignment, _, { dataSources }) => dataSources.assignments.assignmentType(assignment.assignmentTypeId),
  },
};
