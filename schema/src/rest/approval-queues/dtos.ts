/**
 * Care API DTOs shared by the approval queues (deattribution, dnc, transfers): the employee and the
 * member as embedded in their rows; and the queues' change feed.
 */
import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common.ts';

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

/**
 * The approval queues whose rows the Care API's change feed reports: deattribution (eligibility
 * changes), dnc (DNC logs), transfers (office assignments) and assignments (the staff assignments
 * that decide who may act on a row, so every queue's Mine view and capabilities follow them).
 */
export const APPROVAL_QUEUES = ['deattribution', 'dnc', 'transfers', 'assignments'] as const;
export const ApprovalQueueDto = z.enum(APPROVAL_QUEUES);
export type ApprovalQueue = z.infer<typeof ApprovalQueueDto>;

/** Most changes one answer of the feed lists; a client asks again from the last one for more. */
export const APPROVAL_CHANGES_PAGE = 500;
/** Longest wait one request of the feed may ask for (ms). */
export const APPROVAL_CHANGES_MAX_WAIT_MS = 25_000;

/** One changed row: its number in the feed, its queue and its id in that queue. */
export const ApprovalChangeDto = z.object({
  seq: z.number().int().min(1),
  queue: ApprovalQueueDto,
  rowId: z.number().int(),
});
export type ApprovalChangeDto = z.infer<typeof ApprovalChangeDto>;

/**
 * An answer of the feed: the changes after the position asked for, oldest first, and the position
 * to ask from next (the last change listed, or the feed's newest when none is listed).
 */
export const ApprovalChangesDto = z.object({
  seq: z.number().int().min(0),
  changes: z.array(ApprovalChangeDto),
});
export type ApprovalChangesDto = z.infer<typeof ApprovalChangesDto>;

export const ApprovalChangesQuery = z.object({
  after: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe('The position the client holds; without it the answer is at once, with the newest position and no changes'),
  waitMs: z.coerce
    .number()
    .int()
    .min(0)
    .max(APPROVAL_CHANGES_MAX_WAIT_MS)
    .default(0)
    .describe('How long to wait for a change when there is none yet (long poll)'),
});
