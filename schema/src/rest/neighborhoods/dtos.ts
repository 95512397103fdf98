/** Care API DTOs of neighborhoods (office writes and logs) and provider details. */
import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common.ts';
import { neighborhoodAddRule, neighborhoodEditRule, providerEditRule } from '../../rules/neighborhoods.ts';
import { recordId } from '../../rules/ids.ts';
import { OfficeDto } from '../markets/dtos.ts';

/** POST /api/Offices body: the office prefix is checked by the Care API against the market. */
export const OfficeCreateDto = neighborhoodAddRule();
export type OfficeCreateDto = z.infer<typeof OfficeCreateDto>;

/** PUT /api/Offices body. */
export const OfficeUpdateDto = neighborhoodEditRule.extend({ id: z.number().int().positive() });
export type OfficeUpdateDto = z.infer<typeof OfficeUpdateDto>;

/** What an office write answers: the text shown to the user, and every office it created or changed. */
export const OfficeSaveDto = z.object({
  message: z.string(),
  offices: z.array(OfficeDto),
});
export type OfficeSaveDto = z.infer<typeof OfficeSaveDto>;

/** One entry of an office's change log: the values after the change. */
export const OfficeChangeLogDto = z.object({
  id: z.number().int(),
  officeId: z.number().int(),
  commonName: z.string().nullable(),
  active: z.boolean(),
  outreaching: z.boolean(),
  updatedById: z.number().int().nullable(),
  updatedBy: z.string().nullable(),
  updatedDt: IsoDateTime,
});
export type OfficeChangeLogDto = z.infer<typeof OfficeChangeLogDto>;

/** One entry of an office's node log: a location added (and perhaps deactivated). */
export const OfficeNodeLogDto = z.object({
  id: z.number().int(),
  officeId: z.number().int(),
  address: z.string(),
  addedDt: IsoDateTime,
  addedById: z.number().int().nullable(),
  addedBy: z.string().nullable(),
  deactivatedDt: IsoDateTime.nullable(),
});
export type OfficeNodeLogDto = z.infer<typeof OfficeNodeLogDto>;

export const ProviderDetailsQuery = z.object({ marketId: recordId, start: IsoDate, end: IsoDate });

/** A provider's row for a market and a date range (see the sandbox for how each figure is computed). */
export const ProviderDetailDto = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  /** Community ids (like 1.001) where the provider holds an APP assignment. */
  communities: z.array(z.string()),
  panelSize: z.number().int(),
  inRange: z.number().int(),
  exclusiveInRange: z.number().int(),
  dailyIvLimit: z.number().int(),
  ivCount: z.number().int(),
  ivOpportunityCount: z.number().int(),
  /** Open in-home visit slots of the range, as a percentage of all its slots (0–100). */
  availability: z.number(),
  maxDistanceFromHB: z.number(),
  f2FEligible: z.boolean(),
  telehealthEligible: z.boolean(),
  psvEligible: z.boolean(),
});
export type ProviderDetailDto = z.infer<typeof ProviderDetailDto>;

/** PUT api/Providers/ProviderDetails body: one provider row's editable values. */
export const ProviderUpdateDto = providerEditRule;
export type ProviderUpdateDto = z.infer<typeof ProviderUpdateDto>;

/** The provider's editable values after a save. */
export const ProviderSettingsDto = z.object({
  employeeId: z.number().int(),
  dailyIvLimit: z.number().int(),
  maxDistanceFromHB: z.number(),
  f2FEligible: z.boolean(),
  telehealthEligible: z.boolean(),
  psvEligible: z.boolean(),
});
export type ProviderSettingsDto = z.infer<typeof ProviderSettingsDto>;

/** One entry of a provider's change log: the values after the change. */
export const ProviderChangeLogDto = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  dailyIVLimit: z.number().int(),
  maxDistance: z.number(),
  f2FEligible: z.boolean(),
  telehealthEligible: z.boolean(),
  psvEligible: z.boolean(),
  updatedDt: IsoDateTime,
  updatedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
});
export type ProviderChangeLogDto = z.infer<typeof ProviderChangeLogDto>;
