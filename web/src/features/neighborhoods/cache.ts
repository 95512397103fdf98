import type { ApolloCache } from '@apollo/client';
import { NeighborhoodsDocument, type NeighborhoodRowFragment } from '../../generated/graphql.ts';

/**
 * The offices an addition created (the neighborhood, and the community row when it was created
 * too) join the market's cached list, so the table shows them without asking for the list again;
 * an office already listed is not added twice.
 */
export function addToMarketOffices(cache: ApolloCache, marketId: string, added: readonly NeighborhoodRowFragment[]): void {
  cache.updateQuery({ query: NeighborhoodsDocument, variables: { marketId } }, (existing) =>
    existing ? { offices: [...existing.offices, ...added.filter((a) => !existing.offices.some((o) => o.id === a.id))] } : existing,
  );
}
