/**
 * Google Places (the current web service, places.googleapis.com/v1) as the geocoder, when
 * GOOGLE_MAPS_API_KEY is configured. Plain HTTPS calls, no SDK:
 *
 * - suggestions: Autocomplete (POST /v1/places:autocomplete) restricted to the US
 *   (includedRegionCodes ["us"]) and to address types (street addresses, premises, routes);
 * - a place: Place Details (GET /v1/places/{id}) with the field mask id, formattedAddress,
 *   addressComponents, location; the parts come from the address components (street number and
 *   route, locality, state, postal code, county, country). A place outside the US resolves to none.
 *
 * The key travels in the X-Goog-Api-Key header, never in a URL, and neither the key nor the typed
 * address is logged; a failure logs its HTTP status only.
 */
import { z } from 'zod';
import { ADDRESS_COUNTRY } from '@luminate/schema/rules';
import type { RequestContext } from '../../../context.ts';
import { ErrorCode, gatewayError } from '../../../errors.ts';
import type { AddressSuggestion, ResolvedAddress } from '../types.ts';
import type { Geocoder } from './geocoder.ts';

export const GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com/v1';
/** Place types of addresses (what the legacy `types=address` collection held). */
export const GOOGLE_ADDRESS_TYPES = ['street_address', 'premise', 'subpremise', 'route'] as const;
/** The Place Details fields read: the basic (cheapest) data of a place. */
export const GOOGLE_PLACE_FIELDS = 'id,formattedAddress,addressComponents,location';
export const ADDRESS_SERVICE_UNAVAILABLE = 'The address service is unavailable, try again shortly';

const Text = z.object({ text: z.string() });
const AutocompleteAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string(),
            text: Text,
            structuredFormat: z.object({ mainText: Text, secondaryText: Text.optional() }).optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

const PlaceAnswer = z.object({
  id: z.string(),
  formattedAddress: z.string().optional(),
  addressComponents: z
    .array(z.object({ longText: z.string().optional(), shortText: z.string().optional(), types: z.array(z.string()).default([]) }))
    .default([]),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
});
type PlaceAnswer = z.infer<typeof PlaceAnswer>;

export interface GoogleGeocoderOptions {
  apiKey: string;
  /** Time one call to Google may take (ms). */
  timeoutMs: number;
  baseUrl?: string;
}

export class GoogleGeocoder implements Geocoder {
  readonly name = 'google' as const;
  private readonly baseUrl: string;

  constructor(private readonly options: GoogleGeocoderOptions) {
    this.baseUrl = options.baseUrl ?? GOOGLE_PLACES_BASE_URL;
  }

  async suggest(input: string, limit: number, ctx: RequestContext): Promise<AddressSuggestion[]> {
    const answer = await this.send(ctx, 'autocomplete', `${this.baseUrl}/places:autocomplete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input, includedRegionCodes: ['us'], includedPrimaryTypes: GOOGLE_ADDRESS_TYPES, languageCode: 'en' }),
    });
    const parsed = AutocompleteAnswer.safeParse(answer);
    if (!parsed.success) throw this.unavailable(ctx, 'autocomplete', 'unexpected answer');
    const suggestions: AddressSuggestion[] = [];
    for (const { placePrediction: p } of parsed.data.suggestions ?? []) {
      if (!p) continue;
      suggestions.push({
        placeId: p.placeId,
        description: p.text.text,
        mainText: p.structuredFormat?.mainText.text ?? p.text.text,
        secondaryText: p.structuredFormat?.secondaryText?.text ?? null,
      });
    }
    return suggestions.slice(0, limit);
  }

  async resolve(placeId: string, ctx: RequestContext): Promise<ResolvedAddress | null> {
    const answer = await this.send(ctx, 'place', `${this.baseUrl}/places/${encodeURIComponent(placeId)}`, {
      method: 'GET',
      headers: { 'x-goog-fieldmask': GOOGLE_PLACE_FIELDS },
    });
    if (answer === null) return null;
    const parsed = PlaceAnswer.safeParse(answer);
    if (!parsed.success) throw this.unavailable(ctx, 'place', 'unexpected answer');
    return resolvedFromGoogle(placeId, parsed.data);
  }

  /** The JSON answer; null for an unknown place (404, or 400 for an id Google does not read). */
  private async send(ctx: RequestContext, call: string, url: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'x-goog-api-key': this.options.apiKey },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw this.unavailable(ctx, call, (error as Error)?.name === 'TimeoutError' ? 'timeout' : 'network');
    }
    if (!res.ok) {
      // The (small) error body is read and dropped, so the connection goes back to the pool; its
      // text is never logged (it may repeat what was asked).
      await res.arrayBuffer().catch(() => undefined);
      if (call === 'place' && (res.status === 404 || res.status === 400)) return null;
      throw this.unavailable(ctx, call, `status ${res.status}`);
    }
    try {
      return await res.json();
    } catch {
      throw this.unavailable(ctx, call, 'unreadable answer');
    }
  }

  private unavailable(ctx: RequestContext, call: string, failure: string) {
    ctx.log.warn({ geocoder: { service: this.name, call, failure } }, 'address service call failed');
    return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, ADDRESS_SERVICE_UNAVAILABLE);
  }
}

/** The component of a type, in its long or short form. */
function component(place: PlaceAnswer, type: string, form: 'longText' | 'shortText'): string | null {
  const found = place.addressComponents.find((c) => c.types.includes(type));
  return found?.[form] ?? found?.longText ?? found?.shortText ?? null;
}

/**
 * Google's parts in the graph's shape: the street is the number and the route's short form
 * ("1600 Amphitheatre Pkwy"), the city the locality (or the nearest stand-in), the state its
 * abbreviation, the county its name without "County" (as the counties list names it).
 */
export function resolvedFromGoogle(placeId: string, place: PlaceAnswer): ResolvedAddress | null {
  const country = component(place, 'country', 'shortText');
  if (country !== ADDRESS_COUNTRY || !place.location) return null;
  const number = component(place, 'street_number', 'longText');
  const route = component(place, 'route', 'shortText');
  const street = [number, route].filter(Boolean).join(' ') || null;
  const city =
    component(place, 'locality', 'longText') ??
    component(place, 'postal_town', 'longText') ??
    component(place, 'sublocality_level_1', 'longText') ??
    component(place, 'administrative_area_level_3', 'longText');
  const county = component(place, 'administrative_area_level_2', 'longText')?.replace(/\s+(County|Parish|Borough)$/i, '') ?? null;
  return {
    placeId: place.id || placeId,
    formattedAddress: place.formattedAddress ?? [street, city].filter(Boolean).join(', '),
    street,
    city,
    state: component(place, 'administrative_area_level_1', 'shortText'),
    zip: component(place, 'postal_code', 'longText'),
    county,
    country,
    lat: place.location.latitude,
    lng: place.location.longitude,
  };
}
