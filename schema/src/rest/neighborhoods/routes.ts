/**
 * Care API routes of neighborhoods (offices): adding and editing offices, their change and node
 * logs, and provider details. The office listing itself is the markets domain's.
 */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { recordId } from '../../rules/ids.ts';
import {
  OfficeChangeLogDto,
  OfficeCreateDto,
  OfficeNodeLogDto,
  OfficeSaveDto,
  OfficeUpdateDto,
  ProviderChangeLogDto,
  ProviderDetailDto,
  ProviderDetailsQuery,
  ProviderSettingsDto,
  ProviderUpdateDto,
} from './dtos.ts';

/** The cached office listing (GET /api/Offices) that office writes change. */
const OFFICE_LISTING = ['/api/Offices'] as const;

export const neighborhoodsRoutes = {
  createOffice: route({
    method: 'POST',
    path: '/api/Offices',
    summary: 'Add a neighborhood (and its community row when missing); answers the text to show and the offices created',
    body: OfficeCreateDto,
    answer: { json: OfficeSaveDto },
    invalidates: OFFICE_LISTING,
  }),
  updateOffice: route({
    method: 'PUT',
    path: '/api/Offices',
    summary: "Edit a neighborhood's common name, active and outreaching; answers the text to show and the office",
    body: OfficeUpdateDto,
    answer: { json: OfficeSaveDto },
    invalidates: OFFICE_LISTING,
  }),
  officeChangeLogs: route({
    method: 'GET',
    path: '/api/Offices/{id}/OfficeChngLogs',
    summary: "An office's change log, newest first",
    params: z.object({ id: recordId }),
    answer: { json: z.array(OfficeChangeLogDto) },
  }),
  officeNodeLogs: route({
    method: 'GET',
    path: '/api/Offices/{id}/OfficeNodeLogs',
    summary: "An office's node (location) log, newest first",
    params: z.object({ id: recordId }),
    answer: { json: z.array(OfficeNodeLogDto) },
  }),
  providerDetails: route({
    method: 'GET',
    path: '/api/Providers/ProviderDetails',
    summary: 'The provider rows of a market for a date range (one query for the whole market)',
    query: ProviderDetailsQuery,
    answer: { json: z.array(ProviderDetailDto) },
  }),
  updateProviderDetails: route({
    method: 'PUT',
    path: '/api/Providers/ProviderDetails',
    summary: "Edit a provider row's daily IV limit, distance and modalities",
    body: ProviderUpdateDto,
    answer: { json: ProviderSettingsDto },
  }),
  providerChangeLogs: route({
    method: 'GET',
    path: '/api/Providers/ProviderChangeLogs',
    summary: "A provider's change log, newest first",
    query: z.object({ employeeId: recordId }),
    answer: { json: z.array(ProviderChangeLogDto) },
  }),
} satisfies Record<string, RouteContract>;
