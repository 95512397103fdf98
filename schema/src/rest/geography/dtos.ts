/** Care API DTOs of the maps service's geocoder: suggested addresses and a resolved place. */
import { z } from 'zod';

/** One suggested address: the id to resolve it with and its text, whole and split. */
export const GeoSuggestionDto = z.object({
  placeId: z.string(),
  /** The whole address as listed: `1234 Oak St, Chicago, IL 60615, USA`. */
  description: z.string(),
  /** The street line. */
  mainText: z.string(),
  /** City, state, zip and country. */
  secondaryText: z.string().nullable(),
});
export type GeoSuggestionDto = z.infer<typeof GeoSuggestionDto>;

/** A resolved address: its parts, county and coordinates. */
export const GeoPlaceDto = z.object({
  placeId: z.string(),
  formattedAddress: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  /** Two-letter abbreviation. */
  state: z.string().nullable(),
  zip: z.string().nullable(),
  /** The county's name without the word County. */
  county: z.string().nullable(),
  /** ISO code: always US. */
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type GeoPlaceDto = z.infer<typeof GeoPlaceDto>;
