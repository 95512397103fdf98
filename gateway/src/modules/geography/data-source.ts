/**
 * Address suggestions and resolution for one request: the input through its shared rule (3 to
 * 200 characters; a place id of the address services' shape), then the shared cache, which asks
 * the configured geocoder only for what it does not hold. Nothing here logs what was typed.
 */
import { z } from 'zod';
import { addressSearchRule, placeIdRule } from '@luminate/schema/rules';
import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import type { CachedGeocoder } from './cache.ts';
import type { AddressSuggestion, ResolvedAddress } from './types.ts';

const placeRule = z.object({ placeId: placeIdRule });

export class GeographySource {
  constructor(
    private readonly ctx: RequestContext,
    private readonly geocoder: CachedGeocoder,
  ) {}

  /** US addresses matching the typed text, best first, at most five. */
  suggestions(input: unknown): Promise<readonly AddressSuggestion[]> {
    const search = parseInput(addressSearchRule, { input });
    return this.geocoder.suggest(search.input, this.ctx);
  }

  /** A chosen suggestion's parts, county and coordinates; null for an unknown place. */
  resolve(placeId: unknown): Promise<ResolvedAddress | null> {
    const place = parseInput(placeRule, { placeId });
    return this.geocoder.resolve(place.placeId, this.ctx);
  }
}
