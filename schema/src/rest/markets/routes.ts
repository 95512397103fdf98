/** Care API routes of markets: the list (cached), editing one, the states, the plans per market, and the offices (cached) with their report. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { IntList, idParam } from '../common.ts';
import { communityId } from '../../rules/ids.ts';
import { MarketDto, MarketPlanDto, MarketUpdateDto, OfficeDto, StateDto } from './dtos.ts';

export const marketsRoutes = {
  listMarkets: route({
    method: 'GET',
    path: '/api/Markets',
    summary: 'All markets',
    answer: { json: z.array(MarketDto) },
    cache: 'shared',
  }),
  updateMarket: route({
    method: 'PUT',
    path: '/api/Markets/{id}',
    summary: 'Edit a market',
    params: idParam,
    body: MarketUpdateDto,
    answer: { json: MarketDto },
    invalidates: ['/api/Markets'],
  }),
  listStates: route({
    method: 'GET',
    path: '/api/Markets/States',
    summary: 'States',
    answer: { json: z.array(StateDto) },
    cache: 'shared',
  }),
  listMarketPlans: route({
    method: 'GET',
    path: '/api/Markets/Plans',
    summary: 'Plans offered per market',
    answer: { json: z.array(MarketPlanDto) },
    cache: 'shared',
  }),

  // Offices
  listOffices: route({
    method: 'GET',
    path: '/api/Offices',
    summary: 'Offices (neighborhoods), by market, community or ids',
    query: z.object({
      marketId: z.coerce.number().int().optional(),
      community: communityId.optional(),
      ids: IntList.optional().describe('Batch look-up by ids (at most 500)'),
    }),
    answer: { json: z.array(OfficeDto) },
    cache: 'shared',
  }),
  officesReport: route({ method: 'GET', path: '/api/Offices/Report', summary: 'Offices report as a zip', answer: { file: 'zip' } }),
} satisfies Record<string, RouteContract>;
