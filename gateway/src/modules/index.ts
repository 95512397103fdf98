/**
 * The gateway's domains. Adding a domain is adding a folder under modules/ and one line in
 * each list below; the core never changes for it.
 */
import type { RequestContext } from '../context.ts';
import type { GatewayModule } from './module.ts';
import { viewerModule } from './viewer/index.ts';
import { membersModule, MembersSource } from './members/index.ts';
import { marketsModule, MarketsSource } from './markets/index.ts';
import { assignmentsModule, AssignmentsSource } from './assignments/index.ts';
import { adminModule, AdminSource } from './admin/index.ts';
import { supportModule, SupportSource } from './support/index.ts';
import { callListModule } from './call-list/index.ts';
import { campaignsModule, CampaignsSource } from './campaigns/index.ts';
import { deattributionModule, DeattributionSource } from './deattribution/index.ts';
import { dncModule, DncSource } from './dnc/index.ts';
import { transfersModule, TransfersSource } from './transfers/index.ts';
import { auditModule, AuditSource } from './audit/index.ts';

export const modules: GatewayModule[] = [
  viewerModule, membersModule, marketsModule, assignmentsModule, adminModule, supportModule, campaignsModule, callListModule,
  deattributionModule, dncModule, transfersModule,
  auditModule,
];

export interface DataSources {
  members: MembersSource;
  /** markets, states, plans and offices (with their DataLoaders) */
  markets: MarketsSource;
  /** employees and assignment types (with their DataLoaders) */
  assignments: AssignmentsSource;
  /** users and claims */
  admin: AdminSource;
  support: SupportSource;
  /** campaigns, variables, agents, call lists, calls and call-list filters (with their DataLoaders) */
  campaigns: CampaignsSource;
  /** eligibility changes (deattribution dashboard) with their policy */
  deattribution: DeattributionSource;
  /** do-not-contact requests with their policy */
  dnc: DncSource;
  /** patient transfers (office assignments) with their policy */
  transfers: TransfersSource;
  /** the audit trail's events (superAdmin) */
  audit: AuditSource;
}

/** Data sources are created on first use within a request, so a request pays only for what it touches. */
export function createDataSources(ctx: RequestContext): DataSources {
  const cache = new Map<keyof DataSources, unknown>();
  const lazy = <K extends keyof DataSources>(key: K, make: () => DataSources[K]) => ({
    get: () => {
      if (!cache.has(key)) cache.set(key, make());
      return cache.get(key) as DataSources[K];
    },
    enumerable: true,
  });
  return Object.defineProperties({} as DataSources, {
    members: lazy('members', () => new MembersSource(ctx)),
    markets: lazy('markets', () => new MarketsSource(ctx)),
    assignments: lazy('assignments', () => new AssignmentsSource(ctx)),
    admin: lazy('admin', () => new AdminSource(ctx)),
    support: lazy('support', () => new SupportSource(ctx)),
    campaigns: lazy('campaigns', () => new CampaignsSource(ctx)),
    deattribution: lazy('deattribution', () => new DeattributionSource(ctx)),
    dnc: lazy('dnc', () => new DncSource(ctx)),
    transfers: lazy('transfers', () => new TransfersSource(ctx)),
    audit: lazy('audit', () => new AuditSource(ctx)),
  });
}
