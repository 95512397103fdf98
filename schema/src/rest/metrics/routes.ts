/**
 * Care API routes of the panel metrics (One List): the employee's dashboard role, their office
 * tree and team, the metric counts of a set of offices in one request, and the drill-down rows of
 * the four sources (members, admits, visits, tasks) as OData queries sent in the body.
 */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { recordId } from '../../rules/ids.ts';
import {
  DashboardOfficeDto,
  DashboardTeamMemberDto,
  DashboardTypeDto,
  MeasuresDto,
  MeasuresRequestDto,
  OneListQueryDto,
  OneListRowDto,
  SingleMemberMeasuresDto,
} from './dtos.ts';
import { ONE_LIST_SOURCES } from './dtos.ts';

const employeeIdQuery = z.object({ employeeId: recordId.optional() });

export const metricsRoutes = {
  oneListDashboardType: route({
    method: 'GET',
    path: '/api/OneList/DashboardType',
    summary: "An employee's dashboard role, from their active assignment types",
    query: employeeIdQuery,
    answer: { json: DashboardTypeDto },
  }),
  oneListTeamMembers: route({
    method: 'GET',
    path: '/api/OneList/TeamMembers',
    summary:
      'Employees in the offices of an employee holding a team-member assignment type (1, 16, 26, 31 or a role-toggle type), the employee first',
    query: employeeIdQuery,
    answer: { json: z.array(DashboardTeamMemberDto) },
  }),
  oneListOffices: route({
    method: 'GET',
    path: '/api/OneList/Offices',
    summary:
      "The offices of an employee's dashboard: those their active assignments cover, or with none every active, non-deleted office outside market 940063",
    query: employeeIdQuery,
    answer: { json: z.array(DashboardOfficeDto) },
  }),
  oneListMeasures: route({
    method: 'POST',
    path: '/api/OneList/Measures',
    summary: 'Every metric count of a role for a list of offices (by name), with the actionable panel, acuity and quality gaps: one query',
    body: MeasuresRequestDto,
    answer: { json: MeasuresDto },
  }),
  oneListSingleMemberMeasures: route({
    method: 'GET',
    path: '/api/OneList/GetSingleMemberMeasures/{id}',
    summary:
      "A panel member's metrics row and the member metrics they count in (404 when not in a panel: not eligible, deceased or termed)",
    params: z.object({ id: recordId }),
    answer: { json: SingleMemberMeasuresDto },
  }),
  oneListQuery: route({
    method: 'POST',
    path: '/odata/Onelist{source}/$query',
    summary: 'Drill-down rows of a source (Members, Admits, Visits, Tasks) for offices, a role and a metric, with OData options',
    params: z.object({ source: z.enum(ONE_LIST_SOURCES) }),
    body: OneListQueryDto,
    answer: { json: z.object({ value: z.array(OneListRowDto), '@odata.count': z.number().int().optional() }) },
  }),
} satisfies Record<string, RouteContract>;
