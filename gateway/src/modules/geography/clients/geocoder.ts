/**
 * What the gateway asks of an address service, whichever answers: the Care API's maps service
 * (the sandbox's gazetteer in development and tests) or Google Places when a key is configured.
 * Both answer the graph's shapes, so switching is configuration only. A look-up carries the typed
 * address or a place id, never whose address it is.
 */
import type { RequestContext } from '../../../context.ts';
import type { AddressSuggestion, ResolvedAddress } from '../types.ts';

export interface Geocoder {
  /** Which service answers, for logs. */
  readonly name: 'care-api' | 'google';
  /** At most `limit` US addresses matching `input` (already validated), best first. */
  suggest(input: string, limit: number, ctx: RequestContext): Promise<AddressSuggestion[]>;
  /** The place, or null when the service does not know the id (or it is not a US address). */
  resolve(placeId: string, ctx: RequestContext): Promise<ResolvedAddress | null>;
}
