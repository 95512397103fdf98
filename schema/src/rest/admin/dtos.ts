/** Care API DTOs of the identity provider's users and the claims (permissions) they can hold. */
import { z } from 'zod';

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
