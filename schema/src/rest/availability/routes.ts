/**
 * Care API routes of App Availability: the providers' (engineers') days of a date range for one
 * or more markets, grouped market → community → provider, in one request; and the events of one
 * provider's day for its summary.
 */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { IntList, IsoDate } from '../common.ts';
import { AvailabilityMarketDto, EngineerDaySummaryDto } from './dtos.ts';

export const availabilityRoutes = {
  engineerEvents: route({
    method: 'GET',
    path: '/api/Availability/EngineerEvents',
    summary:
      "The providers' days from start to end (dates, both included, at most 92 days) of the given markets (all active markets when none), grouped market → community → provider; page is the view name (IVOpportunity, Availability or Optimization), and every view's figures are in the answer",
    query: z.object({
      start: IsoDate,
      end: IsoDate,
      page: z.enum(['IVOpportunity', 'Availability', 'Optimization']).optional(),
      marketIds: IntList.optional(),
    }),
    answer: { json: z.array(AvailabilityMarketDto) },
  }),
  engineerDayEvents: route({
    method: 'GET',
    path: '/api/Availability/EngineerDayEvents',
    summary: "One provider's events of one day, in start order, with the day's totals; 404 when the employee is not a provider",
    query: z.object({ engineerId: z.coerce.number().int().positive(), date: IsoDate }),
    answer: { json: EngineerDaySummaryDto },
  }),
} satisfies Record<string, RouteContract>;
