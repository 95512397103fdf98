import DataLoader from 'dataloader';

/** The Care API's `ids=` look-ups accept at most this many ids per request. */
export const MAX_IDS_PER_REQUEST = 500;

/**
 * A per-request DataLoader over a Care API list endpoint that takes `ids=1,2,3`: every id asked
 * for within one tick becomes one upstream request; ids the upstream does not return are null.
 */
export function byIdsLoader<T extends { id: number }>(fetchByIds: (ids: string) => Promise<T[]>): DataLoader<number, T | null> {
  return new DataLoader<number, T | null>(
    async (ids) => {
      const rows = await fetchByIds(ids.join(','));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_IDS_PER_REQUEST },
  );
}
