/**
 * Keeping a market's cached facility lists right after a change, without asking for them again:
 * the changed facility itself is normalised by Apollo (the mutation answers it whole); these add a
 * new or reactivated facility to the lists that should show it and take a deactivated one out of
 * the list of active facilities.
 */
import type { ApolloCache } from '@apollo/client';
import { HospitalFacilitiesDocument } from '../../generated/graphql.ts';
import type { HospitalFacilityRow } from './hospital-columns.tsx';

const byName = (a: HospitalFacilityRow, b: HospitalFacilityRow) =>
  a.facilityName.localeCompare(b.facilityName) || Number(a.id) - Number(b.id);

/** Puts the facility into the market's cached lists that show it (both when active, the full one when not). */
export function showInMarketLists(cache: ApolloCache, facility: HospitalFacilityRow): void {
  for (const showDeactivated of facility.active ? [false, true] : [true]) {
    cache.updateQuery({ query: HospitalFacilitiesDocument, variables: { marketId: facility.marketId, showDeactivated } }, (data) => {
      if (!data || data.hospitalFacilities.some((f) => f.id === facility.id)) return undefined;
      return { hospitalFacilities: [...data.hospitalFacilities, facility].sort(byName) };
    });
  }
}

/** Takes a facility out of a market's cached lists: the active one, or both. */
function removeFromMarketLists(cache: ApolloCache, marketId: string, facilityId: string, lists: readonly boolean[]): void {
  for (const showDeactivated of lists) {
    cache.updateQuery({ query: HospitalFacilitiesDocument, variables: { marketId, showDeactivated } }, (data) => {
      if (!data || !data.hospitalFacilities.some((f) => f.id === facilityId)) return undefined;
      return { hospitalFacilities: data.hospitalFacilities.filter((f) => f.id !== facilityId) };
    });
  }
}

/** Takes a deactivated facility out of the market's cached list of active facilities. */
export function hideFromActiveList(cache: ApolloCache, facility: HospitalFacilityRow): void {
  removeFromMarketLists(cache, facility.marketId, facility.id, [false]);
}

/** A facility moved to another market leaves the old market's lists and joins the new one's. */
export function moveBetweenMarkets(cache: ApolloCache, fromMarketId: string, facility: HospitalFacilityRow): void {
  if (fromMarketId === facility.marketId) return;
  removeFromMarketLists(cache, fromMarketId, facility.id, [false, true]);
  showInMarketLists(cache, facility);
}
