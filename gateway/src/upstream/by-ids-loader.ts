import DataLoader from 'dataloader';

/** The Care API's `ids=` look-ups accept at most this many ids per request. */
export const MAX_IDS_PER_REQUEST = 500;

/**
 * A per-request DataLoader over a Care API look-up by ids (a list endpoint's `ids=1,2,3`, or an
 * OData `id in (…)`): every id asked for within one tick becomes one upstream request; ids the
 * upstream does not return are null.
 */
export function byIdsLoader<T extends { id: number }>(
  fetchByIds: (ids: readonly number[]) => Promise<readonly T[]>,
  maxBatchSize: number = MAX_IDS_PER_REQUEST,
): DataLoader<number, T | null> {
  return new DataLoader<number, T | null>(
    async (ids) => {
      const rows = await fetchByIds(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize },
  );
}
