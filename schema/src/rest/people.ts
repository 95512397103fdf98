import { z } from 'zod';
import { IsoDateTime } from './common.ts';

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

/** A user of the identity provider. customClaims holds granted claims as { claim: true }. */
export const UserDto = z.object({
  uid: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  disabled: z.boolean(),
  employeeId: z.number().int().nullable(),
  customClaims: z.record(z.string(), z.boolean()),
});
export type UserDto = z.infer<typeof UserDto>;

export const PermissionDto = z.object({ claim: z.string(), name: z.string(), description: z.string() });
export type PermissionDto = z.infer<typeof PermissionDto>;
