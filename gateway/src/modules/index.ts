/**
 * The registry: the gateway's domains, one line each. Adding a domain is adding a folder under
 * modules/ (see README.md beside this file) and one line here; the core never changes for it.
 * Modules that need configuration receive their part of it here.
 */
import type { GatewayConfig } from '../config.ts';
import type { GatewayModule } from '../module.ts';
import { viewerModule } from './viewer/index.ts';
import { membersModule } from './members/index.ts';
import { marketsModule } from './markets/index.ts';
import { assignmentsModule } from './assignments/index.ts';
import { adminModule } from './admin/index.ts';
import { supportModule } from './support/index.ts';
import { campaignsModule } from './campaigns/index.ts';
import { deattributionModule } from './deattribution/index.ts';
import { dncModule } from './dnc/index.ts';
import { transfersModule } from './transfers/index.ts';
import { memberRecordModule } from './member-record/index.ts';
import { auditModule } from './audit/index.ts';
import { sharedModule } from './shared/index.ts';
import { approvalQueuesModule } from './approval-queues/index.ts';
import { workModule } from './work/index.ts';
import { marketAssignmentsModule } from './market-assignments/index.ts';
import { hospitalsModule } from './hospitals/index.ts';
import { neighborhoodsModule } from './neighborhoods/index.ts';
import { referenceDataModule } from './reference-data/index.ts';
import { geographyModule } from './geography/index.ts';
import { lookupsModule } from './lookups/index.ts';
import { metricsModule } from './metrics/index.ts';
import { territoryModule } from './territory/index.ts';
import { availabilityModule } from './availability/index.ts';
import { analyticsModule } from './analytics/index.ts';
import { filesModule } from './files/index.ts';
import { medicalRecordsModule } from './medical-records/index.ts';
import { reportsModule } from './reports/index.ts';
import { dataMgmtModule } from './data-mgmt/index.ts';

export function gatewayModules(
  config: Pick<GatewayConfig, 'CAMPAIGN_DOCS_BASE_URL' | 'GOOGLE_MAPS_API_KEY' | 'UPSTREAM_TIMEOUT_MS' | 'ANALYTICS_EMBED_ORIGIN'>,
): GatewayModule[] {
  return [
    viewerModule,
    membersModule,
    marketsModule,
    assignmentsModule(),
    adminModule,
    supportModule,
    campaignsModule({ docsBaseUrl: config.CAMPAIGN_DOCS_BASE_URL }),
    deattributionModule,
    dncModule,
    transfersModule,
    memberRecordModule,
    auditModule,
    sharedModule,
    workModule,
    approvalQueuesModule,
    marketAssignmentsModule,
    hospitalsModule,
    neighborhoodsModule,
    referenceDataModule,
    geographyModule({ googleMapsApiKey: config.GOOGLE_MAPS_API_KEY, timeoutMs: config.UPSTREAM_TIMEOUT_MS }),
    lookupsModule,
    metricsModule,
    territoryModule,
    availabilityModule,
    analyticsModule({ embedOrigin: config.ANALYTICS_EMBED_ORIGIN }),
    filesModule,
    medicalRecordsModule,
    reportsModule,
    dataMgmtModule,
  ];
}
