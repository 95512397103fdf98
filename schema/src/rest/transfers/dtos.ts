/** Care API DTOs of patient transfers: office assignments, their review and the workbook upload's outcome. */
import { z } from 'zod';
import { TRANSFER_ACTIONS, TRANSFER_TYPES } from '../../approvals.ts';
import { IsoDate, IsoDateTime } from '../common.ts';
import { freeText } from '../../rules/text.ts';
import { ApprovalMemberDto, EmployeeRefDto } from '../approval-queues/dtos.ts';

const Id = z.number().int();

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
