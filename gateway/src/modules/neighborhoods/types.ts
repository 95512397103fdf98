/**
 * What the neighborhoods module's resolvers receive for its graph types. It imports schema types
 * only: the generated resolver types import this file (mappers.json).
 */
import type { ProviderDetailDto } from '@luminate/schema/rest';

/** A provider row with the market and range it was computed for (its graph id names all three). */
export interface ProviderRow extends ProviderDetailDto {
  marketId: number;
  start: string;
  end: string;
}
