import { useCallback } from 'react';
import { useSearchParams } from '../lib/router.ts';

/**
 * The selected market tab of a market-level page, kept in the address (`?market=920001625`) so a
 * link or a reload opens the same tab and Back returns to the previous one.
 */
export function useMarketTab(param = 'market'): [string | null, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (id: string) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set(param, id);
        return next;
      }),
    [setParams, param],
  );
  return [params.get(param), set];
}
