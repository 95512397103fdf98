/** Care API routes of staff assignments: the assignment types, and which assignments cover which offices. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { IntList } from '../common.ts';
import { recordId } from '../../rules/ids.ts';
import { AssignmentTypeDto, OfficeAssignmentLinkDto } from './dtos.ts';

export const assignmentsRoutes = {
  listAssignmentTypes: route({
    method: 'GET',
    path: '/api/Assignments/Types',
    summary: 'Assignment types',
    answer: { json: z.array(AssignmentTypeDto) },
    cache: 'shared',
  }),

  officeAssignmentLinks: route({
    method: 'GET',
    path: '/api/Offices/AssignmentLinks',
    summary:
      'Active assignments covering each office: at the office, at its community row (community-level types) or in its market (market-level types)',
    query: z.object({
      officeIds: IntList.describe('At most 500 office ids'),
      assignmentTypeIds: IntList.optional(),
      employeeId: recordId.optional(),
    }),
    answer: { json: z.array(OfficeAssignmentLinkDto) },
  }),
  officesWithoutHolders: route({
    method: 'GET',
    path: '/api/Offices/WithoutAssignment',
    summary:
      'Ids of the offices (deleted ones included) that no active assignment of the given types covers, by the same coverage as AssignmentLinks',
    query: z.object({ assignmentTypeIds: IntList.describe('The assignment types looked for') }),
    answer: { json: z.array(z.number().int()) },
  }),
} satisfies Record<string, RouteContract>;
