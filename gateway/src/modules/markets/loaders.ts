/**
 * Per-request DataLoaders for offices. Whatever the number of rows a query touches, each loader
 * makes one upstream request per tick: offices by id through `GET /api/Offices?ids=…`, offices
 * of markets through one `GET /api/Offices` (all offices, grouped here).
 */
import DataLoader from 'dataloader';
import { routes, type OfficeDto } from '@luminate/schema/rest';
import type { Upstream } from '../../context.ts';
import { byIdsLoader } from '../../upstream/by-ids-loader.ts';

export interface MarketsLoaders {
  officeById: DataLoader<number, OfficeDto | null>;
  officesByMarket: DataLoader<number, OfficeDto[]>;
}

export function createMarketsLoaders(upstream: Upstream): MarketsLoaders {
  const officeById = byIdsLoader((ids) => upstream.call(routes.listOffices, { query: { ids: ids.join(',') } }));

  const officesByMarket = new DataLoader<number, OfficeDto[]>(async (marketIds) => {
    // A single market asks only for its own offices; several markets share one full listing.
    const offices =
      marketIds.length === 1
        ? await upstream.call(routes.listOffices, { query: { marketId: marketIds[0] } })
        : await upstream.call(routes.listOffices, {});
    const byMarket = new Map<number, OfficeDto[]>();
    for (const office of offices) {
      officeById.prime(office.id, office);
      const list = byMarket.get(office.marketId);
      if (list) list.push(office);
      else byMarket.set(office.marketId, [office]);
    }
    return marketIds.map((id) => byMarket.get(id) ?? []);
  });

  return { officeById, officesByMarket };
}
