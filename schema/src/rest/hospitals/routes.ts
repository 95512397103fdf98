/** Care API routes: Hospital facilities, their CESs and change history. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { QueryBool } from '../common.ts';
import { recordId } from '../../rules/ids.ts';
import { HospitalFacilityChangeLogDto, HospitalFacilityCreateDto, HospitalFacilityDto, HospitalFacilityUpdateDto } from './dtos.ts';

export const hospitalsRoutes = {
  listHospitalFacilities: route({
    method: 'GET',
    path: '/api/HospitalFacilities',
    summary: 'Hospital facilities of a market (active ones unless showDeactivated), with their CESs and 12-month admissions',
    query: z.object({ marketId: recordId.optional(), showDeactivated: QueryBool.optional() }),
    answer: { json: z.array(HospitalFacilityDto) },
  }),
  createHospitalFacility: route({
    method: 'POST',
    path: '/api/HospitalFacilities',
    summary: 'Adds a hospital facility (admins and the named hospital staff)',
    body: HospitalFacilityCreateDto,
    answer: { json: HospitalFacilityDto },
  }),
  updateHospitalFacility: route({
    method: 'PUT',
    path: '/api/HospitalFacilities',
    summary: 'Edits, deactivates or reactivates a hospital facility; its facility id never changes',
    body: HospitalFacilityUpdateDto,
    answer: { json: HospitalFacilityDto },
  }),
  listHospitalFacilityChangeLogs: route({
    method: 'GET',
    path: '/api/HospitalFacilities/ChangeLogs',
    summary: "A facility's change history, newest first",
    query: z.object({ facilityId: recordId }),
    answer: { json: z.array(HospitalFacilityChangeLogDto) },
  }),
  hospitalFacilitiesReport: route({
    method: 'GET',
    path: '/api/HospitalFacilities/Report',
    summary: 'The hospital facilities workbook (xlsx), of one market or all',
    query: z.object({ marketId: recordId.optional(), showDeactivated: QueryBool.optional() }),
    answer: { file: 'octet-stream' },
  }),
} satisfies Record<string, RouteContract>;
