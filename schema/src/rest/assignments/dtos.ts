/** Care API DTOs of staff assignments: the assignment types, and the active assignments that cover an office. */
import { z } from 'zod';
import { EmployeeRefDto } from '../approval-queues/dtos.ts';

const Id = z.number().int();

export const AssignmentTypeDto = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  /** 0 market, 1 community, 2 neighborhood */
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  active: z.boolean(),
});
export type AssignmentTypeDto = z.infer<typeof AssignmentTypeDto>;

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
