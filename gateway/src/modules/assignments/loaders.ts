/**
 * Per-request DataLoaders for employees and assignment types: employees by id are batched into
 * one `GET /api/Employees?ids=…` per tick; assignment types are one cached listing.
 */
import DataLoader from 'dataloader';
import { routes, type AssignmentTypeDto, type EmployeeDto } from '@luminate/schema/rest';
import type { Upstream } from '../../context.ts';

/** The Care API accepts at most 500 ids per look-up. */
const MAX_IDS_PER_REQUEST = 500;

export interface AssignmentsLoaders {
  employeeById: DataLoader<number, EmployeeDto | null>;
  /** All assignment types (active and inactive) by id, fetched once per request. */
  assignmentTypes: () => Promise<Map<number, AssignmentTypeDto>>;
}

export function createAssignmentsLoaders(upstream: Upstream): AssignmentsLoaders {
  const employeeById = new DataLoader<number, EmployeeDto | null>(
    async (ids) => {
      const employees = await upstream.call(routes.listEmployees, { query: { ids: ids.join(',') } });
      const byId = new Map(employees.map((employee) => [employee.id, employee]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_IDS_PER_REQUEST },
  );

  let types: Promise<Map<number, AssignmentTypeDto>> | undefined;
  const assignmentTypes = () => {
    types ??= upstream.call(routes.listAssignmentTypes).then((list) => new Map(list.map((t) => [t.id, t])));
    return types;
  };

  return { employeeById, assignmentTypes };
}
