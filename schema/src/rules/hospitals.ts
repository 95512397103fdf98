/**
 * Hospital facility rules, shared by the edit dialog, the gateway's mutations and the Care API:
 * market, name, facility id and a US address are required; the facility id is a whole number;
 * the NPI is optional and, when given, 10 digits.
 */
import { z } from 'zod';
import { safeText, freeText } from './text.ts';
import { requiredRecordId } from './ids.ts';

export const HOSPITAL_MESSAGES = {
  market: 'Market is required',
  facilityName: 'Facility name is required',
  facilityId: 'Facility id must be a number',
  npi: 'NPI must be 10 digits',
  street: 'Street is required',
  city: 'City is required',
  state: 'State is required',
  zip: 'Zip must be 5 digits',
  ces: 'Choose community engagement specialists of the market',
} as const;

/** The largest facility id (a 32-bit whole number). */
export const FACILITY_ID_MAX = 2_147_483_647;
/** How many CESs one facility may list. */
export const FACILITY_CES_MAX = 20;

const trimmedRequired = (message: string, max = 200) => safeText().trim().min(1, message).max(max);

/** A US street address as the address form collects it: street, city, state (two letters) and a 5-digit zip. */
export const usAddressRule = z.object({
  street: trimmedRequired(HOSPITAL_MESSAGES.street),
  city: trimmedRequired(HOSPITAL_MESSAGES.city, 100),
  state: safeText()
    .trim()
    .regex(/^[A-Za-z]{2}$/, HOSPITAL_MESSAGES.state)
    .transform((s) => s.toUpperCase()),
  zip: safeText()
    .trim()
    .regex(/^\d{5}$/, HOSPITAL_MESSAGES.zip),
});
export type UsAddress = z.infer<typeof usAddressRule>;

/** The one-line address a facility shows: `street, city, ST 12345`. */
export const formatUsAddress = (a: UsAddress) => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

/** Optional NPI: blank or absent means none; otherwise exactly 10 digits. */
const optionalNpi = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null))
  .refine((v) => v === null || /^\d{10}$/.test(v), HOSPITAL_MESSAGES.npi);

/**
 * Where the facility lies, as the address service resolved its address: given together or not at
 * all. On an edit, leaving them out keeps the stored coordinates; null clears them (an address
 * typed by hand has none).
 */
export const facilityCoordinatesRule = z.object({
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
});

const facilityFields = {
  marketId: requiredRecordId(HOSPITAL_MESSAGES.market),
  facilityName: trimmedRequired(HOSPITAL_MESSAGES.facilityName),
  npi: optionalNpi,
  ...usAddressRule.shape,
  ...facilityCoordinatesRule.shape,
  communityEngagementSpecialistIds: z.array(requiredRecordId(HOSPITAL_MESSAGES.ces)).max(FACILITY_CES_MAX).default([]),
  note: freeText().trim().max(1000).nullable().optional(),
};

/** Adding a facility: its facility id as well, a positive whole number given as a number or as the graph's ID text. */
export const hospitalFacilityCreateRule = z.object({
  facilityId: requiredRecordId(HOSPITAL_MESSAGES.facilityId).pipe(z.number().max(FACILITY_ID_MAX, HOSPITAL_MESSAGES.facilityId)),
  ...facilityFields,
});
export type HospitalFacilityCreate = z.output<typeof hospitalFacilityCreateRule>;

/** Editing a facility: every field but the facility id, which stays as it was. */
export const hospitalFacilityUpdateRule = z.object(facilityFields);
export type HospitalFacilityUpdate = z.output<typeof hospitalFacilityUpdateRule>;

/** Deactivating or reactivating: an optional note for the change log. */
export const hospitalFacilityStatusRule = z.object({ note: freeText().trim().max(1000).nullable().optional() });
