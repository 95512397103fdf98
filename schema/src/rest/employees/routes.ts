/** Care API routes of employees: the list (by assignment types, title or ids), one employee, the signed-in user's record, and the offices an employee is assigned to. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { IntList, QueryBool, idParam } from '../common.ts';
import { recordId } from '../../rules/ids.ts';
import { safeText } from '../../rules/text.ts';
import { EmployeeDto } from './dtos.ts';
import { OfficeDto } from '../markets/dtos.ts';

export const employeesRoutes = {
  listEmployees: route({
    method: 'GET',
    path: '/api/Employees',
    summary: 'Employees, filtered by assignment types, title or ids',
    query: z.object({
      assignmentTypeIds: IntList.optional(),
      type: z.coerce.number().int().optional(),
      onlyProviders: QueryBool.optional(),
      title: safeText().max(100).optional(),
      ids: IntList.optional().describe('Batch look-up by ids (at most 500)'),
    }),
    answer: { json: z.array(EmployeeDto) },
  }),
  getEmployee: route({
    method: 'GET',
    path: '/api/Employees/{id}',
    summary: 'One employee',
    params: idParam,
    answer: { json: EmployeeDto },
  }),
  currentEmployee: route({
    method: 'GET',
    path: '/api/Employees/CurrentDeveloper',
    summary: 'The employee record of the signed-in user',
    answer: { json: EmployeeDto },
  }),
  employeeOffices: route({
    method: 'GET',
    path: '/api/Employees/Offices',
    summary: 'Offices where an employee holds an active assignment',
    query: z.object({ id: recordId }),
    answer: { json: z.array(OfficeDto) },
  }),
} satisfies Record<string, RouteContract>;
