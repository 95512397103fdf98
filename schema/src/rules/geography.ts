/**
 * Address look-ups, shared by the address field, the gateway's geography module and the Care
 * API's geocoder: US addresses only; suggestions once at least 3 characters are typed (4 on the
 * assignment pages, which the field asks for itself) and at most 200; at most 5 suggestions.
 * A look-up carries only what was typed into the address field, never whose address it is.
 */
import { z } from 'zod';
import { safeText } from './text.ts';

/** Characters typed before suggestions are asked for. */
export const ADDRESS_SEARCH_MIN_CHARS = 3;
/** The assignment pages start suggestions one character later. */
export const ADDRESS_SEARCH_MIN_CHARS_ASSIGNMENT_PAGES = 4;
/** The longest address text looked up. */
export const ADDRESS_SEARCH_MAX_CHARS = 200;
/** Suggestions answered per look-up, best first. */
export const ADDRESS_SUGGESTIONS_MAX = 5;
/** The only country the address service answers for. */
export const ADDRESS_COUNTRY = 'US';

export const GEOGRAPHY_MESSAGES = {
  tooShort: `Type at least ${ADDRESS_SEARCH_MIN_CHARS} characters of the address`,
  tooLong: `An address search is at most ${ADDRESS_SEARCH_MAX_CHARS} characters`,
  placeId: 'Not a place id of the address service',
} as const;

/** What was typed into the address field: trimmed, 3 to 200 characters, no control characters. */
export const addressSearchInput = safeText()
  .trim()
  .min(ADDRESS_SEARCH_MIN_CHARS, GEOGRAPHY_MESSAGES.tooShort)
  .max(ADDRESS_SEARCH_MAX_CHARS, GEOGRAPHY_MESSAGES.tooLong);

export const addressSearchRule = z.object({ input: addressSearchInput });

/**
 * A place id as the address services hand them out (Google's and the sandbox's alike): letters,
 * digits, `_` and `-`, at most 300 characters. It becomes a URL path segment, so nothing else passes.
 */
export const PLACE_ID = /^[A-Za-z0-9_-]{1,300}$/;
export const placeIdRule = z.string().regex(PLACE_ID, GEOGRAPHY_MESSAGES.placeId);

/**
 * The words of an address search, for matching and for caching: lower case, accents dropped,
 * everything but letters and digits a word break, single spaces. "1234 N. Oak St," and
 * "1234 n oak st" are the same search.
 */
export function normaliseAddressSearch(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Mean Earth radius in miles: the sphere great-circle distances are measured on. */
export const EARTH_RADIUS_MILES = 3958.8;

/** Zips where a visit may be scheduled only after consulting the RVP: the APP Lookup refuses them. */
export const TIME_RESTRICTED_ZIPS: readonly string[] = ['60615', '60620', '60621', '60653', '60609', '60619', '60637'];

/** Offices the APP Lookup lists. */
export const CLOSEST_OFFICES_COUNT = 10;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle (haversine) miles between two points, unrounded. */
export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Miles as shown everywhere: floored (not rounded) to 2 decimals, so 3.4699 shows 3.46. The small
 * epsilon keeps values like 1.15 (stored as 1.1499999…) from dropping a cent.
 */
export function floorMiles(miles: number): number {
  return Math.floor(miles * 100 + 1e-9) / 100;
}
