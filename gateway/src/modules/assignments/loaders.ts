/**
 * Per-request DataLoaders for employees and assignment types: employees by id are batched into
 * one `GET /api/Employees?ids=…` per tick; assignment types are one cached listing.
 */
import DataLoader from 'dataloader';
import { routes, type AssignmentTypeDto, type EmployeeDto } from '@luminate/schema/rest';
import type { Upstream } from '../../context.ts';
import { byIdsLoader } from '../../upstream/by-ids-loader.ts';


export interface AssignmentsLoaders {
  employeeById: DataLoader<number, EmployeeDto | null>;
  /** All assignment types (active and inactive) by id, fetched once per request. */
  assignmentTypes: () => Promise<Map<number, AssignmentTypeDto>>;
}

export function createAssignmentsLoaders(upstream: Upstream): AssignmentsLoaders {
  const employeeById = byIdsLoader((ids) => upstream.call(routes.listEmployees, { query: { ids } }));

  let types: Promise<Map<number, AssignmentTypeDto>> | undefined;
  const assignmentTypes = () => {
    types ??= upstream.call(routes.listAssignmentTypes).then((list) => new Map(list.map((t) => [t.id, t])));
    return types;
  };

  return { employeeById, assignmentTypes };
}
