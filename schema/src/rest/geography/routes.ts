/**
 * Care API routes: the maps service's geocoder. US addresses suggested while the user types, and
 * a chosen suggestion resolved by its place id to coordinates and address parts. Place ids are
 * opaque and carry no personal data; a look-up carries only the typed address.
 */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { ADDRESS_SUGGESTIONS_MAX, addressSearchInput, placeIdRule } from '../../rules/geography.ts';
import { GeoPlaceDto, GeoSuggestionDto } from './dtos.ts';

export const geographyRoutes = {
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
