import { useQuery } from '@apollo/client/react';
import { ReportAccessDocument, ReportMarketsDocument, type ReportAccessQuery } from '../../generated/graphql.ts';
import type { MarketChoice } from './market-select.tsx';

export type ReportCapabilities = Omit<ReportAccessQuery['viewer']['can'], '__typename'>;

export interface ReportPageData {
  /** Who may run which report; undefined until the gateway answers, null when it could not be asked. */
  can: ReportCapabilities | null | undefined;
  markets: readonly MarketChoice[];
  /** The first failure of the page's two questions. */
  error: unknown;
}

/** The two questions every report page asks once: which reports the viewer may run, and the markets to pick from. */
export function useReportPageData({ markets: needsMarkets }: { markets: boolean }): ReportPageData {
  const access = useQuery(ReportAccessDocument, { fetchPolicy: 'cache-first' });
  const markets = useQuery(ReportMarketsDocument, { skip: !needsMarkets });
  return {
    can: access.data?.viewer.can ?? (access.error ? null : undefined),
    markets: markets.data?.markets ?? [],
    error: access.error ?? markets.error ?? null,
  };
}
