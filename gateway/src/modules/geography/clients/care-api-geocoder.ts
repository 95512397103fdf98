/**
 * The Care API's maps service as the geocoder (GET /api/Geo/Suggestions and /api/Geo/Places/{id}),
 * called with the signed-in user's token like every Care API read.
 */
import { GraphQLError } from 'graphql';
import { routes } from '@luminate/schema/rest';
import type { RequestContext } from '../../../context.ts';
import { ErrorCode } from '../../../errors.ts';
import type { AddressSuggestion, ResolvedAddress } from '../types.ts';
import type { Geocoder } from './geocoder.ts';

const isNotFound = (error: unknown) => error instanceof GraphQLError && error.extensions?.code === ErrorCode.NOT_FOUND;

export class CareApiGeocoder implements Geocoder {
  readonly name = 'care-api' as const;

  suggest(input: string, limit: number, ctx: RequestContext): Promise<AddressSuggestion[]> {
    return ctx.upstream.call(routes.geoSuggestions, { query: { input, limit } });
  }

  async resolve(placeId: string, ctx: RequestContext): Promise<ResolvedAddress | null> {
    try {
      return await ctx.upstream.call(routes.geoPlace, { params: { placeId } });
    } catch (error) {
      // An unknown place id is an answer (no such place), not a failure.
      if (isNotFound(error)) return null;
      throw error;
    }
  }
}
