/**
 * Per-request DataLoaders for employees and assignment types: employees by id are batched into
 * one `GET /api/Employees?ids=…` per tick; assignment types are one cached listing.
 */
import DataLoader from 'dataloader';
import { routes, type AssignmentTypeDto, type EmployeeDto, type OfficeAssignmentLinkDto } from '@luminate/schema/rest';
import type { Upstream } from '../../context.ts';
import { byIdsLoader, MAX_IDS_PER_REQUEST } from '../../upstream/by-ids-loader.ts';

export interface AssignmentsLoaders {
  employeeById: DataLoader<number, EmployeeDto | null>;
  /**
   * Active assignments covering an office (at it, at its community row, or market-level in its
   * market): every office asked for within one tick is one `GET /api/Offices/AssignmentLinks`.
   */
  officeLinks: DataLoader<number, OfficeAssignmentLinkDto[]>;
  /** All assignment types (active and inactive) by id, fetched once per request. */
  assignmentTypes: () => Promise<Map<number, AssignmentTypeDto>>;
}

export function createAssignmentsLoaders(upstream: Upstream): AssignmentsLoaders {
  const employeeById = byIdsLoader((ids) => upstream.call(routes.listEmployees, { query: { ids: ids.join(',') } }));

  let types: Promise<Map<number, AssignmentTypeDto>> | undefined;
  const assignmentTypes = () => {
    types ??= upstream.call(routes.listAssignmentTypes).then((list) => new Map(list.map((t) => [t.id, t])));
    return types;
  };

  const officeLinks = new DataLoader<number, OfficeAssignmentLinkDto[]>(
    async (officeIds) => {
      const links = await upstream.call(routes.officeAssignmentLinks, { query: { officeIds: officeIds.join(',') } });
      const byOffice = new Map<number, OfficeAssignmentLinkDto[]>(officeIds.map((id) => [id, []]));
      for (const link of links) byOffice.get(link.officeId)?.push(link);
      return officeIds.map((id) => byOffice.get(id)!);
    },
    { maxBatchSize: MAX_IDS_PER_REQUEST },
  );

  return { employeeById, assignmentTypes, officeLinks };
}
