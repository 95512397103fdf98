/**
 * Care API DTOs of the panel metrics (One List): dashboard roles, office trees and teams, metric
 * counts, and the drill-down queries and rows.
 */
import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common.ts';
import { safeText } from '../../rules/text.ts';
import { DASHBOARD_ROLE_CHOICES, DASHBOARD_ROLES } from '../../rules/metrics/index.ts';

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
