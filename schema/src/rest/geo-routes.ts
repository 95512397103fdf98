/**
 * Care API routes: the maps service's geocoder. US addresses suggested while the user types, and
 * a chosen suggestion resolved by its place id to coordinates and address parts. Place ids are
 * opaque and carry no personal data; a look-up carries only the typed address.
 */
import { z } from 'zod';
import { route, type RouteContract } from './contract.ts';
import { ADDRESS_SUGGESTIONS_MAX, addressSearchInput, placeIdRule } from '../rules/geography.ts';

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

export const geoRoutes = {
  geoSuggestions: route({
    method: 'GET',
    path: '/api/Geo/Suggestions',
    summary: 'US addresses matching typed text (word prefixes of house number, street, city, state and zip), best first',
    query: z.object({
      input: addressSearchInput,
      limit: z.coerce.number().int().min(1).max(ADDRESS_SUGGESTIONS_MAX).optional(),
    }),
    answer: { json: z.array(GeoSuggestionDto) },
  }),
  geoPlace: route({
    method: 'GET',
    path: '/api/Geo/Places/{placeId}',
    summary: "A suggested address's parts, county and coordinates; 404 for an unknown place id",
    params: z.object({ placeId: placeIdRule }),
    answer: { json: GeoPlaceDto },
  }),
} satisfies Record<string, RouteContract>;
