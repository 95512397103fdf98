/**
 * Per-request DataLoaders of a campaign's details. The Care API has no batch look-up for
 * variables, assignments, lists, breakdowns or counts, so each loader de-duplicates per campaign:
 * a page that selects the same detail of a campaign twice (or a mutation's answer after a read)
 * makes one request, and N different campaigns make N requests issued in parallel in one tick.
 */
import DataLoader from 'dataloader';
import {
  routes,
  type CallListBreakdownRowDto,
  type CallListCountsDto,
  type CallListDto,
  type CampaignAssignmentDto,
  type CampaignVariableDto,
} from '@luminate/schema/rest';
import type { Upstream } from '../../context.ts';

export interface CampaignsLoaders {
  variables: DataLoader<number, CampaignVariableDto[]>;
  assignments: DataLoader<number, CampaignAssignmentDto[]>;
  callList: DataLoader<number, CallListDto>;
  breakdown: DataLoader<number, CallListBreakdownRowDto[]>;
  counts: DataLoader<number, CallListCountsDto>;
}

/** One upstream call per distinct campaign id; a failure rejects only its own key. */
function perCampaign<T>(fetch: (campaignId: number) => Promise<T>): DataLoader<number, T> {
  return new DataLoader<number, T>((ids) =>
    Promise.all(ids.map((id) => fetch(id).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))))),
  );
}

export function createCampaignsLoaders(upstream: Upstream): CampaignsLoaders {
  return {
    variables: perCampaign((id) => upstream.call(routes.listCampaignVariables, { params: { id } })),
    assignments: perCampaign((id) => upstream.call(routes.listCampaignAssignments, { params: { id } })),
    callList: perCampaign((id) => upstream.call(routes.callList, { params: { id } })),
    breakdown: perCampaign((campaignId) => upstream.call(routes.callListBreakdown, { query: { campaignId } })),
    counts: perCampaign((id) => upstream.call(routes.callListCounts, { params: { id } })),
  };
}
