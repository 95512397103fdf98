/** Care API DTOs of deattribution: eligibility changes with their logs and statuses. */
import { z } from 'zod';
import { ELIGIBILITY_CHANGE_STATUSES, ELIGIBILITY_CHANGE_TYPES } from '../../approvals.ts';
import { IsoDate, IsoDateTime, NamedDto } from '../common.ts';
import { freeText } from '../../rules/text.ts';
import { ApprovalMemberDto, EmployeeRefDto } from '../approval-queues/dtos.ts';

const Id = z.number().int();

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
