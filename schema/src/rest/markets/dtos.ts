/** Care API DTOs of markets, their states, the plans offered in each, and their offices (neighborhoods) with their located nodes. */
import { z } from 'zod';
import { IsoDateTime } from '../common.ts';
import { marketEditRule } from '../../rules/index.ts';

export const StateDto = z.object({
  abbrev: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  zoom: z.number().int(),
});
export type StateDto = z.infer<typeof StateDto>;

export const MarketDto = z.object({
  id: z.number().int(),
  name: z.string(),
  officePrefix: z.string(),
  active: z.boolean(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  stateAbbrev: z.string().nullable(),
  zipCode: z.string().nullable(),
  phone: z.string().nullable(),
  faxDriveEmail: z.string().nullable(),
  faxDriveId: z.string().nullable(),
  quantaFloDriveId: z.string().nullable(),
  state: StateDto.nullable(),
});
export type MarketDto = z.infer<typeof MarketDto>;

/** PUT /api/Markets/{id} body. */
export const MarketUpdateDto = marketEditRule;
export type MarketUpdateDto = z.infer<typeof MarketUpdateDto>;

export const MarketPlanDto = z.object({
  marketId: z.number().int(),
  planId: z.number().int(),
  market: z.string(),
  plan: z.string(),
});
export type MarketPlanDto = z.infer<typeof MarketPlanDto>;

export const OfficeNodeDto = z.object({
  id: z.number().int(),
  officeId: z.number().int(),
  address: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  addedDt: IsoDateTime,
  deactivatedDt: IsoDateTime.nullable(),
});
export type OfficeNodeDto = z.infer<typeof OfficeNodeDto>;

export const OfficeDto = z.object({
  id: z.number().int(),
  /** Like 1.001.002; names ending .000 are community level. */
  name: z.string(),
  marketId: z.number().int(),
  /** Like 1.001 */
  communityId: z.string(),
  commonName: z.string().nullable(),
  active: z.boolean(),
  outreaching: z.boolean(),
  deleted: z.boolean(),
  assignedProviderId: z.number().int().nullable(),
  eligibleMembers: z.number().int(),
  engagedMembers: z.number().int(),
  officeNodes: z.array(OfficeNodeDto),
});
export type OfficeDto = z.infer<typeof OfficeDto>;
