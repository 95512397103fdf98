/** Care API routes of user administration: identity-provider users, granting and revoking claims, and the claims report. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { QueryBool } from '../common.ts';
import { userId } from '../../rules/ids.ts';
import { safeText } from '../../rules/text.ts';
import { PermissionDto, UserDto } from './dtos.ts';

const uidParam = z.object({ uid: userId });

export const adminRoutes = {
  listUsers: route({ method: 'GET', path: '/api/Users', summary: 'Identity-provider users', answer: { json: z.array(UserDto) } }),
  getUser: route({ method: 'GET', path: '/api/Users/{uid}', summary: 'One user', params: uidParam, answer: { json: UserDto } }),
  setUserClaim: route({
    method: 'PUT',
    path: '/api/Users/{uid}',
    summary: 'Grant (assign=true) or revoke a claim; effective in the next token',
    params: uidParam,
    query: z.object({ claim: safeText().min(1).max(64), assign: QueryBool }),
    answer: { json: UserDto },
  }),
  listPermissions: route({
    method: 'GET',
    path: '/api/Users/Permissions',
    summary: 'Every claim with its name and description',
    answer: { json: z.array(PermissionDto) },
  }),
  claimsReport: route({
    method: 'POST',
    path: '/api/Users/FirebaseClaimsReport',
    summary: 'Workbook of users and their claims, optionally for one claim',
    query: z.object({ claim: safeText().min(1).max(64).optional() }),
    answer: { file: 'octet-stream' },
  }),
} satisfies Record<string, RouteContract>;
