/**
 * Care API routes of the panel metrics (One List): the employee's dashboard role, their office
 * tree and team, the metric counts of a set of offices in one request, and the drill-down rows of
 * the four sources (members, admits, visits, tasks) as OData queries sent in the body.
 */
import { z } from 'zod';
import { route, type RouteContract } from './contract.ts';
import { IsoDate, IsoDateTime } from './common.ts';
import { recordId } from '../rules/ids.ts';
import { safeText } from '../rules/text.ts';
import { DASHBOARD_ROLE_CHOICES, DASHBOARD_ROLES } from '../rules/metrics.ts';

/** The most offices one metrics request may name. */
export const MAX_METRIC_OFFICES = 500;

export const DashboardTypeDto = z.object({
  /** PCC, CD, SW or CMD: from the employee's assignment types (PCC when none gives a role). */
  dashboardType: z.enum(DASHBOARD_ROLES),
  /** The employee's active assignment types. */
  assignmentTypeIds: z.array(z.number().int()),
});
export type DashboardTypeDto = z.infer<typeof DashboardTypeDto>;

export const DashboardTeamMemberDto = z.object({
  employeeId: z.number().int(),
  fullName: z.string(),
  dashboardType: z.enum(DASHBOARD_ROLES),
});
export type DashboardTeamMemberDto = z.infer<typeof DashboardTeamMemberDto>;

/** An office of an employee's dashboard tree, with its community and market. */
export const DashboardOfficeDto = z.object({
  officeId: z.number().int(),
  officeName: z.string(),
  communityId: z.string(),
  marketId: z.number().int(),
  marketName: z.string(),
});
export type DashboardOfficeDto = z.infer<typeof DashboardOfficeDto>;

const officeNames = z.array(safeText().max(40)).max(MAX_METRIC_OFFICES);

export const MeasuresRequestDto = z.object({
  officeNames,
  role: z.enum(DASHBOARD_ROLE_CHOICES),
});
export type MeasuresRequestDto = z.infer<typeof MeasuresRequestDto>;

export const MeasuresDto = z.object({
  /** Count of every metric of the role, by metric id. */
  counts: z.record(z.string(), z.number().int()),
  actionablePanelSize: z.number().int(),
  eligibleMembers: z.number().int(),
  hedisGapCount: z.number().int(),
  acuity: z.array(z.object({ level: z.string(), count: z.number().int() })),
});
export type MeasuresDto = z.infer<typeof MeasuresDto>;

/** The sources of the drill-down rows. */
export const ONE_LIST_SOURCES = ['Members', 'Admits', 'Visits', 'Tasks'] as const;
export type OneListSource = (typeof ONE_LIST_SOURCES)[number];

/** A drill-down query: the offices and role, optionally a metric, and the OData options. */
export const OneListQueryDto = z.object({
  officeNames,
  role: z.enum(DASHBOARD_ROLE_CHOICES),
  /** The metric whose predicate picks the rows; without one, every row of the source. */
  metricId: safeText().max(60).optional(),
  $count: z.boolean().optional(),
  $filter: safeText().max(4000).optional(),
  $orderby: safeText().max(500).optional(),
  $skip: z.number().int().min(0).optional(),
  $top: z.number().int().min(0).max(5000).optional(),
  $select: safeText().max(1000).optional(),
});
export type OneListQueryDto = z.infer<typeof OneListQueryDto>;

/** One drill-down row: the fields of the member metrics row, admits, visits and tasks ($select picks). */
export const OneListRowDto = z
  .object({
    id: z.number().int(),
    memberId: z.number().int(),
    aaneelId: z.string(),
    memberFullName: z.string(),
    office: z.string().nullable(),
    stratification: z.string().nullable(),
    isEngaged: z.boolean().nullable(),
    engagedDate: IsoDateTime.nullable(),
    termDate: IsoDate.nullable(),
    lastIvVisitDate: IsoDate.nullable(),
    lastCompletedVisitDate: IsoDateTime.nullable(),
    nextAppointmentDate: IsoDateTime.nullable(),
    lastSocialWorkVisitDate: IsoDate.nullable(),
    socialWorkVisitsSixMonths: z.number().int().nullable(),
    currentNumberOfMedications: z.number().int().nullable(),
    lastPhqScore: z.number().int().nullable(),
    acuteEventsSixMonths: z.number().int().nullable(),
    lastAdmitDate: IsoDate.nullable(),
    lastQuarterPaidPmpm: z.number().nullable(),
    annualCost: z.number().nullable(),
    highNeedCriteria: z.array(z.string()).nullable(),
    totalQualityGaps: z.number().int().nullable(),
    transferOffice: z.string().nullable(),
    admissionDatetime: IsoDateTime.nullable(),
    dischargeDatetime: IsoDateTime.nullable(),
    expectedDischargeDate: IsoDate.nullable(),
    servicePlace: z.string().nullable(),
    visitDatetime: IsoDateTime.nullable(),
    visitType: z.string().nullable(),
    lastVisitStatus: z.string().nullable(),
    memberCurrentApp: z.string().nullable(),
    title: z.string().nullable(),
    priority: z.string().nullable(),
    dueDate: IsoDate.nullable(),
    lastOutcome: z.string().nullable(),
    description: z.string().nullable(),
  })
  .partial();
export type OneListRowDto = z.infer<typeof OneListRowDto>;

/** Without an employee (a user with no employee record): no assignments. */
/** One member's metrics row with the member metrics (of every role) they count in. */
export const SingleMemberMeasuresDto = OneListRowDto.extend({ metricIds: z.array(z.string()) });
export type SingleMemberMeasuresDto = z.infer<typeof SingleMemberMeasuresDto>;

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
