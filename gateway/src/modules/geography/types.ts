/**
 * The geography module's graph shapes, whichever address service answers (clients/): what the
 * resolvers receive for AddressSuggestion and ResolvedAddress (mappers.json). It imports nothing:
 * the generated resolver types import this file.
 */

/** A US address suggested while the user types. */
export interface AddressSuggestion {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string | null;
}

/** A suggestion resolved to its parts, county and coordinates. */
export interface ResolvedAddress {
  placeId: string;
  formattedAddress: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  county: string | null;
  country: string;
  lat: number;
  lng: number;
}
