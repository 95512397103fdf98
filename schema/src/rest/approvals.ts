/**
 * Approval workflows of the Care API: eligibility changes (deattribution) with
 * their logs, do-not-contact logs, office assignments (patient transfers) and the office
 * assignment links their assigned employees come from.
 */
import { z } from 'zod';
import { ELIGIBILITY_CHANGE_STATUSES, ELIGIBILITY_CHANGE_TYPES, TRANSFER_ACTIONS, TRANSFER_TYPES } from '../approvals.ts';
import { IsoDate, IsoDateTime } from './common.ts';
import { freeText } from '../rules/text.ts';
import { NamedDto } from './reference.ts';

const Id = z.number().int();

/** An employee as embedded in approval rows (changedBy, requestedBy, handledBy, link employee). */
export const EmployeeRefDto = z.object({
  id: Id,
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  archived: z.boolean(),
});
export type EmployeeRefDto = z.infer<typeof EmployeeRefDto>;

/** The member as embedded in approval rows ($expand=member): with its office and next appointment. */
export const ApprovalMemberDto = z.object({
  id: Id,
  aaneelId: z.string(),
  fullName: z.string(),
  dtOfBirth: IsoDate,
  termDt: IsoDate.nullable(),
  engaged: z.boolean(),
  eligible: z.boolean(),
  officeId: Id.nullable(),
  marketId: Id,
  payerId: Id,
  office: z
    .object({
      id: Id,
      name: z.string(),
      communityId: z.string(),
      marketId: Id,
      market: z.object({ id: Id, name: z.string() }),
    })
    .nullable(),
  /** The next upcoming appointment (DNC rows), or null. */
  nextAppointment: z.object({ start: IsoDateTime, visitType: z.string().nullable() }).nullable().optional(),
});
export type ApprovalMemberDto = z.infer<typeof ApprovalMemberDto>;

export const EligibilityChangeLogDto = z.object({
  id: Id,
  eligibilityChangeId: Id,
  changedById: Id.nullable(),
  changedBy: EmployeeRefDto.nullable(),
  changedDt: IsoDateTime,
  statusChangedTo: z.enum(ELIGIBILITY_CHANGE_STATUSES),
  note: z.string().nullable(),
});
export type EligibilityChangeLogDto = z.infer<typeof EligibilityChangeLogDto>;

/** EligibilityChangesOdata and the eligibility-change endpoints. */
export const EligibilityChangeDto = z.object({
  id: Id,
  memberId: Id,
  changeType: z.enum(ELIGIBILITY_CHANGE_TYPES),
  termReasonId: Id.nullable(),
  termDt: IsoDate.nullable(),
  processedDt: IsoDateTime.nullable(),
  note: z.string().nullable(),
  error: z.string().nullable(),
  diagnosisDt: IsoDate.nullable(),
  dateEntered: IsoDateTime,
  transitionPlan: z.string().nullable(),
  status: z.enum(ELIGIBILITY_CHANGE_STATUSES),
  statusChangedDt: IsoDateTime,
  /** Set while the change waits in PendingTermination: when the termination will be processed. */
  estimatedProcessDate: IsoDate.nullable(),
  // navigation properties, present only when expanded
  member: ApprovalMemberDto.optional(),
  termReason: NamedDto.nullable().optional(),
  /** Oldest first. */
  eligibilityChangeLogs: z.array(EligibilityChangeLogDto).optional(),
});
export type EligibilityChangeDto = z.infer<typeof EligibilityChangeDto>;

/** POST /api/Members/{id}/EligibilityChanges. */
export const EligibilityChangeCreateDto = z.object({
  memberId: Id,
  changeType: z.enum(ELIGIBILITY_CHANGE_TYPES),
  termReasonId: Id.nullable(),
  note: freeText().trim().min(1).max(4000),
  diagnosisDt: IsoDate.nullable(),
  dateEntered: IsoDateTime.optional(),
  transitionPlan: freeText().max(4000).nullable().optional(),
});
export type EligibilityChangeCreateDto = z.infer<typeof EligibilityChangeCreateDto>;

/**
 * Body of PUT /api/Members/EligibilityChanges/{id}: the change as the reviewer leaves it. The
 * query says what happened (approved=true|false, cancelled=true or update=true); the server
 * decides the next status from its transition table.
 */
export const EligibilityChangeUpdateDto = z.object({
  id: Id,
  termReasonId: Id.nullable(),
  diagnosisDt: IsoDate.nullable(),
  transitionPlan: freeText().max(4000).nullable(),
  /** The reviewer's note for this step (recorded in the change log). */
  note: freeText().trim().min(1).max(4000),
});
export type EligibilityChangeUpdateDto = z.infer<typeof EligibilityChangeUpdateDto>;

/** Answer of PUT /api/Members/BulkApproveOMTerms: the changes that moved on. */
export const BulkApproveResultDto = z.object({ approvedCount: z.number().int().min(0), changes: z.array(EligibilityChangeDto) });
export type BulkApproveResultDto = z.infer<typeof BulkApproveResultDto>;

export const EligibilityChangeStatusDto = z.object({
  status: z.enum(ELIGIBILITY_CHANGE_STATUSES),
  description: z.string(),
  final: z.boolean(),
});

// ——— DNC ———

export const DncLogDto = z.object({
  id: Id,
  memberId: Id,
  /** DNC reason id. */
  reason: z.number().int(),
  requestedDt: IsoDateTime,
  requestedById: Id,
  note: z.string().nullable(),
  approvalType: z.enum(['Cd', 'Om', 'Skip']),
  /** Null while pending; true approved, false declined. */
  approved: z.boolean().nullable(),
  handledById: Id.nullable(),
  handledDt: IsoDateTime.nullable(),
  handlerNote: z.string().nullable(),
  /** True for a request to put the member on DNC; false for a return from DNC. */
  dncPhone: z.boolean(),
  // navigation properties
  member: ApprovalMemberDto.optional(),
  requestedBy: EmployeeRefDto.optional(),
  handledBy: EmployeeRefDto.nullable().optional(),
});
export type DncLogDto = z.infer<typeof DncLogDto>;

/** POST /api/Members/DNCLogs: a request (or, for dnc-mgmt on a non-DNC member, an immediate DNC). */
export const DncLogCreateDto = z.object({
  memberId: Id,
  reason: z.number().int().min(0).max(20),
  note: freeText().trim().min(1).max(4000),
  /** True to put the member on DNC, false to return the member from DNC. */
  dncPhone: z.boolean(),
});
export type DncLogCreateDto = z.infer<typeof DncLogCreateDto>;

/** PUT /api/Members/DNCLogs: the handler's decision on a pending request. */
export const DncDecisionDto = z.object({
  id: Id,
  approved: z.boolean(),
  handlerNote: freeText().trim().min(1).max(4000),
});
export type DncDecisionDto = z.infer<typeof DncDecisionDto>;

export const DncApproveAllResultDto = z.object({ approvedCount: z.number().int().min(0), logs: z.array(DncLogDto) });

// ——— Transfers ———

export const OfficeAssignmentDto = z.object({
  id: Id,
  memberId: Id,
  /** The office the member moves to. */
  officeId: Id,
  effectiveDt: IsoDate.nullable(),
  note: z.string().nullable(),
  requestedById: Id.nullable(),
  requestedDt: IsoDateTime,
  assignedEmployeeId: Id.nullable(),
  approved: z.boolean().nullable(),
  /** TransferStatus (schema/src/approvals.ts): 1 pending APP review, 3, 4, 5, 6. */
  changeStatus: z.number().int(),
  statusChangedDt: IsoDateTime.nullable(),
  transitionNotes: z.string().nullable(),
  chartReview: z.boolean(),
  medReview: z.boolean(),
  acuityLevel: z.boolean(),
  transferType: z.enum(TRANSFER_TYPES).nullable(),
  processed: z.boolean(),
  processedDt: IsoDateTime.nullable(),
  transferedFromOfficeId: Id.nullable(),
  error: z.string().nullable(),
  // navigation properties
  member: ApprovalMemberDto.optional(),
  office: z.object({ id: Id, name: z.string(), communityId: z.string(), marketId: Id }).optional(),
  transferedFromOffice: z.object({ id: Id, name: z.string(), communityId: z.string(), marketId: Id }).nullable().optional(),
  requestedBy: EmployeeRefDto.nullable().optional(),
});
export type OfficeAssignmentDto = z.infer<typeof OfficeAssignmentDto>;

/** POST /api/Members/{id}/OfficeAssignments: request a move to another office. */
export const OfficeAssignmentCreateDto = z.object({ officeId: Id, note: freeText().trim().min(1).max(4000) });

/**
 * PUT /api/Members/OfficeAssignment?action=…: the assignment as the reviewer leaves it. The
 * server checks the action against the transfer's status and decides the next one.
 */
export const OfficeAssignmentUpdateDto = z.object({
  id: Id,
  transitionNotes: freeText().max(4000).nullable(),
  chartReview: z.boolean(),
  medReview: z.boolean(),
  acuityLevel: z.boolean(),
  transferType: z.enum(TRANSFER_TYPES).nullable(),
});
export type OfficeAssignmentUpdateDto = z.infer<typeof OfficeAssignmentUpdateDto>;
export const TransferActionDto = z.enum(TRANSFER_ACTIONS);

/** One row of a transfer upload (PUT/POST /api/Members/OfficeAssignments workbook): its outcome. */
export const OfficeAssignmentUploadRowDto = z.object({
  row: z.number().int(),
  memberId: Id.nullable(),
  officeId: Id.nullable(),
  error: z.string().nullable(),
});
export const OfficeAssignmentUploadResultDto = z.object({
  valid: z.boolean(),
  created: z.number().int().min(0),
  rows: z.array(OfficeAssignmentUploadRowDto),
});

// ——— Office assignment links ———

/**
 * An active assignment that covers an office: held at the office itself, at its community row
 * (community-level types) or anywhere in its market (market-level types). `officeId` is the
 * office asked about; `heldAtOfficeId` is where the assignment is recorded.
 */
export const OfficeAssignmentLinkDto = z.object({
  officeId: Id,
  heldAtOfficeId: Id,
  employeeId: Id,
  assignmentTypeId: Id,
  employee: EmployeeRefDto,
});
export type OfficeAssignmentLinkDto = z.infer<typeof OfficeAssignmentLinkDto>;
