/** Care API DTOs of do-not-contact requests: the logs, a new request and a handler's decision. */
import { z } from 'zod';
import { IsoDateTime } from '../common.ts';
import { freeText } from '../../rules/text.ts';
import { ApprovalMemberDto, EmployeeRefDto } from '../approval-queues/dtos.ts';

const Id = z.number().int();

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
