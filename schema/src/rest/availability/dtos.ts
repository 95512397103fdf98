/** Care API DTOs of App Availability: providers' days grouped market → community → provider, and a day's events. */
import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common.ts';

/** One provider's day: IVs, open IV slots, free and used shares of the working day, event totals. */
export const EngineerDayDto = z.object({
  date: IsoDate,
  /** Initial visits (appointments of an IV visit type, not cancelled) that start this day. */
  ivCount: z.number().int(),
  /** Open IV slots: the daily IV limit less the IVs, never below zero. */
  ivOpportunityCount: z.number().int(),
  /** The working day's minutes not taken by events or travel, as a percentage (one decimal). */
  availabilityPercentage: z.number(),
  /** The working day's minutes spent on visits and the travel after them, as a percentage (one decimal, at most 100). */
  optimizationPercentage: z.number(),
  eventCount: z.number().int(),
  /** Minutes of the day's events and of the travel after them. */
  totalEventTime: z.number().int(),
  totalDriveTime: z.number().int(),
});
export type EngineerDayDto = z.infer<typeof EngineerDayDto>;

export const EngineerDto = z.object({
  engineerId: z.number().int(),
  engineerName: z.string(),
  /** 640860160 for an iAPP, 640802816 for a CPE, null for an APP. */
  engineerType: z.number().int().nullable(),
  dailyIVLimit: z.number().int(),
  days: z.array(EngineerDayDto),
});
export type EngineerDto = z.infer<typeof EngineerDto>;

export const AvailabilityCommunityDto = z.object({
  /** The community id, e.g. 1.001. */
  id: z.string(),
  name: z.string(),
  engineers: z.array(EngineerDto),
});
export type AvailabilityCommunityDto = z.infer<typeof AvailabilityCommunityDto>;

export const AvailabilityMarketDto = z.object({
  id: z.number().int(),
  name: z.string(),
  comms: z.array(AvailabilityCommunityDto),
});
export type AvailabilityMarketDto = z.infer<typeof AvailabilityMarketDto>;

/** One event of a provider's day. Durations and travel are in minutes. */
export const EngineerEventDto = z.object({
  eventType: z.string(),
  start: IsoDateTime,
  finish: IsoDateTime,
  duration: z.number().int(),
  travelTimeAfter: z.number().int(),
  isIV: z.boolean(),
  isVisit: z.boolean(),
});
export type EngineerEventDto = z.infer<typeof EngineerEventDto>;

export const EngineerDaySummaryDto = z.object({
  engineerId: z.number().int(),
  engineerName: z.string(),
  engineerType: z.number().int().nullable(),
  dailyIVLimit: z.number().int(),
  date: IsoDate,
  events: z.array(EngineerEventDto),
  totalEventTime: z.number().int(),
  totalDriveTime: z.number().int(),
});
export type EngineerDaySummaryDto = z.infer<typeof EngineerDaySummaryDto>;
