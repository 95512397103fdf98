/** Care API DTOs of employees and the market assignments they hold. */
import { z } from 'zod';
import { IsoDateTime } from '../common.ts';

export const MarketAssignmentDto = z.object({
  id: z.number().int(),
  officeId: z.number().int(),
  assignmentTypeId: z.number().int(),
  employeeId: z.number().int(),
  activeDt: IsoDateTime,
  inactiveDt: IsoDateTime.nullable(),
});
export type MarketAssignmentDto = z.infer<typeof MarketAssignmentDto>;

export const EmployeeDto = z.object({
  id: z.number().int(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  title: z.string().nullable(),
  npi: z.string().nullable(),
  archived: z.boolean(),
  /** Active assignments only (inactiveDt null). */
  marketAssignments: z.array(MarketAssignmentDto),
});
export type EmployeeDto = z.infer<typeof EmployeeDto>;
