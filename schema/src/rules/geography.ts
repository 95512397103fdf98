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
