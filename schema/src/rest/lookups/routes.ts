/**
 * Care API routes of the lookups: the offices closest to a point (APP Lookup, the closest-office
 * panel) and the members closest to an address for a provider's drop-ins (Member Proximity).
 * Both answer in one request what the pages show, with the offices, employees and members as the
 * DTOs the other routes answer, so the gateway resolves them without further requests.
 */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { latitudeRule, longitudeRule } from '../../rules/lookups.ts';
import { ClosestOfficeDto, MemberProximityRequestDto, NearbyMemberDto } from './dtos.ts';

/** A query-string number: `lat=41.8` arrives as text. */
const coordinate = (rule: z.ZodNumber) => z.coerce.number().pipe(rule);

export const lookupsRoutes = {
  closestOffices: route({
    method: 'GET',
    path: '/api/Offices/GetClosest',
    summary:
      'The active neighborhood offices nearest a point (count 1-50, default 10), by great-circle miles to their nearest active node (floored to 2 decimals), then name; with member counts and the APP, backup, iAPP and CES assignees',
    query: z.object({
      lat: coordinate(latitudeRule),
      lng: coordinate(longitudeRule),
      count: z.coerce.number().int().min(1).max(50).optional(),
    }),
    answer: { json: z.array(ClosestOfficeDto) },
  }),
  membersClosestToAddress: route({
    method: 'POST',
    path: '/api/Members/GetClosestToAddress',
    summary:
      'Eligible members nearest a point, by great-circle miles (floored to 2 decimals), filtered by the tri-state flags, at most count; 400 when providerId is not a provider',
    body: MemberProximityRequestDto,
    answer: { json: z.array(NearbyMemberDto) },
  }),
} satisfies Record<string, RouteContract>;
