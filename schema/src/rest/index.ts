/**
 * The Care API contract: every endpoint the gateway calls, with its parameters, body and answer.
 * The sandbox validates requests against it and publishes it as OpenAPI (openapi.ts); the gateway
 * types its calls with it.
 *
 * Layout, one way for every domain (tests/repo/contract-layout.test.ts holds it):
 * - `<domain>/dtos.ts`: the domain's DTOs as zod schemas (optional when the routes need none);
 * - `<domain>/routes.ts`: the domain's routes, one map `<domain in camelCase>Routes` of
 *   `route({ method, path, params, query, body, answer })` (contract.ts), and nothing else that is
 *   a DTO;
 * - beside the domains only `common.ts` (shapes every domain shares), `contract.ts` (the shape of
 *   a route), `openapi.ts` and this index.
 * Domains are named after the gateway module (or graph file) that calls them. A new domain gets a
 * folder and one line in each list below (its import, its re-exports, its spread into `routes`);
 * `routes` is built from the domains' maps, never by listing routes here.
 */

import type { RouteContract } from './contract.ts';
import { adminRoutes } from './admin/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { approvalQueuesRoutes } from './approval-queues/routes.ts';
import { assignmentsRoutes } from './assignments/routes.ts';
import { availabilityRoutes } from './availability/routes.ts';
import { campaignsRoutes } from './campaigns/routes.ts';
import { dataMgmtRoutes } from './data-mgmt/routes.ts';
import { deattributionRoutes } from './deattribution/routes.ts';
import { dncRoutes } from './dnc/routes.ts';
import { employeesRoutes } from './employees/routes.ts';
import { filesRoutes } from './files/routes.ts';
import { geographyRoutes } from './geography/routes.ts';
import { hospitalsRoutes } from './hospitals/routes.ts';
import { lookupsRoutes } from './lookups/routes.ts';
import { marketAssignmentsRoutes } from './market-assignments/routes.ts';
import { marketsRoutes } from './markets/routes.ts';
import { medicalRecordsRoutes } from './medical-records/routes.ts';
import { memberRecordRoutes } from './member-record/routes.ts';
import { membersRoutes } from './members/routes.ts';
import { metricsRoutes } from './metrics/routes.ts';
import { neighborhoodsRoutes } from './neighborhoods/routes.ts';
import { referenceDataRoutes } from './reference-data/routes.ts';
import { reportsRoutes } from './reports/routes.ts';
import { supportRoutes } from './support/routes.ts';
import { territoryRoutes } from './territory/routes.ts';
import { transfersRoutes } from './transfers/routes.ts';

export * from './common.ts';
export type { HttpMethod, RouteContract } from './contract.ts';

export * from './admin/dtos.ts';
export * from './analytics/dtos.ts';
export * from './approval-queues/dtos.ts';
export * from './assignments/dtos.ts';
export * from './availability/dtos.ts';
export * from './campaigns/dtos.ts';
export * from './data-mgmt/dtos.ts';
export * from './deattribution/dtos.ts';
export * from './dnc/dtos.ts';
export * from './employees/dtos.ts';
export * from './files/dtos.ts';
export * from './geography/dtos.ts';
export * from './hospitals/dtos.ts';
export * from './lookups/dtos.ts';
export * from './market-assignments/dtos.ts';
export * from './markets/dtos.ts';
export * from './medical-records/dtos.ts';
export * from './member-record/dtos.ts';
export * from './members/dtos.ts';
export * from './metrics/dtos.ts';
export * from './neighborhoods/dtos.ts';
export * from './reference-data/dtos.ts';
export * from './territory/dtos.ts';
export * from './transfers/dtos.ts';

export * from './admin/routes.ts';
export * from './analytics/routes.ts';
export * from './approval-queues/routes.ts';
export * from './assignments/routes.ts';
export * from './availability/routes.ts';
export * from './campaigns/routes.ts';
export * from './data-mgmt/routes.ts';
export * from './deattribution/routes.ts';
export * from './dnc/routes.ts';
export * from './employees/routes.ts';
export * from './files/routes.ts';
export * from './geography/routes.ts';
export * from './hospitals/routes.ts';
export * from './lookups/routes.ts';
export * from './market-assignments/routes.ts';
export * from './markets/routes.ts';
export * from './medical-records/routes.ts';
export * from './member-record/routes.ts';
export * from './members/routes.ts';
export * from './metrics/routes.ts';
export * from './neighborhoods/routes.ts';
export * from './reference-data/routes.ts';
export * from './reports/routes.ts';
export * from './support/routes.ts';
export * from './territory/routes.ts';
export * from './transfers/routes.ts';

/** Every route of the contract, by name: the domains' maps together. */
export const routes = {
  ...adminRoutes,
  ...analyticsRoutes,
  ...approvalQueuesRoutes,
  ...assignmentsRoutes,
  ...availabilityRoutes,
  ...campaignsRoutes,
  ...dataMgmtRoutes,
  ...deattributionRoutes,
  ...dncRoutes,
  ...employeesRoutes,
  ...filesRoutes,
  ...geographyRoutes,
  ...hospitalsRoutes,
  ...lookupsRoutes,
  ...marketAssignmentsRoutes,
  ...marketsRoutes,
  ...medicalRecordsRoutes,
  ...memberRecordRoutes,
  ...membersRoutes,
  ...metricsRoutes,
  ...neighborhoodsRoutes,
  ...referenceDataRoutes,
  ...reportsRoutes,
  ...supportRoutes,
  ...territoryRoutes,
  ...transfersRoutes,
} satisfies Record<string, RouteContract>;
