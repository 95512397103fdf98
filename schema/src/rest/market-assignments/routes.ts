/** Care API routes: Market assignments: who covers which office, and their history. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { IntList, QueryBool } from '../common.ts';
import { recordId } from '../../rules/ids.ts';
import { AssignUserDto, AssignUserResultDto, ClinicianAssignmentsDto, MarketAssignmentEntryDto } from './dtos.ts';

export const marketAssignmentsRoutes = {
  listMarketAssignments: route({
    method: 'GET',
    path: '/api/Assignments/MarketAssignments',
    summary: 'Assignments of a market or an office with their employees, current ones unless includeInactive',
    query: z.object({
      marketId: recordId.optional(),
      officeId: recordId.optional(),
      assignmentTypeIds: IntList.optional(),
      includeInactive: QueryBool.optional(),
    }),
    answer: { json: z.array(MarketAssignmentEntryDto) },
  }),
  assignUser: route({
    method: 'POST',
    path: '/api/Assignments/AssignUser',
    summary: "Ends the current holder's assignment at the target and starts the new one (or only ends it), in one transaction",
    body: AssignUserDto,
    answer: { json: AssignUserResultDto },
  }),
  listClinicianAssignments: route({
    method: 'GET',
    path: '/api/Assignments/ClinicianAssignments',
    summary: 'Clinicians (APPs) and their collaborating and designated physicians, current ones unless includeInactive',
    query: z.object({ includeInactive: QueryBool.optional() }),
    answer: { json: ClinicianAssignmentsDto },
  }),
  marketAssignmentsReport: route({
    method: 'GET',
    path: '/api/Markets/MarketAssignmentsReport',
    summary: 'Current assignments of every market (or one) as a CSV file',
    query: z.object({ marketId: recordId.optional() }),
    answer: { file: 'octet-stream' },
  }),
} satisfies Record<string, RouteContract>;
