/**
 * The Care API stand-in: every route of the contract (schema/src/rest/index.ts) behind bearer
 * authentication, the OData entity sets, and the signed file downloads.
 */
import express, { Router, type ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import type { CallListEvents } from '../call-list/events.ts';
import { requireBearer, type TokenVerifier } from './auth.ts';
import { callListFilterRoutes } from './call-list-filters.ts';
import { callListRoutes } from './call-list.ts';
import { campaignRoutes } from './campaigns.ts';
import { employeeRoutes } from './employees.ts';
import { bindAll, HttpError, implement } from './http.ts';
import { marketRoutes } from './markets.ts';
import { FileSigner, memberExportRoutes, signedFilesRouter } from './member-export.ts';
import { MEMBERS_ENTITY } from './odata/members-entity.ts';
import { queryEntitySet } from './odata/handler.ts';
import { officeRoutes } from './offices.ts';
import { referenceRoutes } from './reference.ts';
import { ticketRoutes } from './tickets.ts';
import { userRoutes } from './users.ts';
import { approvalOdataRoutes } from './approvals-odata.ts';
import { officeLinkRoutes } from './office-links.ts';
import { deattributionRoutes } from './deattribution.ts';
import { dncRoutes } from './dnc.ts';
import { transferRoutes } from './transfers.ts';
import { memberRecordRoutes } from './member-record.ts';
import { memberIntakeRoutes } from './member-intake.ts';
import { marketAssignmentRoutes } from './market-assignments.ts';
import { hospitalRoutes } from './hospitals.ts';
import { neighborhoodRoutes } from './neighborhoods.ts';
import { referenceDataRoutes } from './reference-data.ts';
import { geoRoutes } from './geo.ts';
import { lookupRoutes } from './lookups.ts';
import { metricsRoutes } from './metrics/index.ts';
import { availabilityRoutes } from './availability.ts';
import { territoryRoutes } from './territory.ts';
import { fileRoutes } from './files/index.ts';
import type { FileStore } from './file-store.ts';
import { dashboardRoutes } from './dashboards.ts';
import { bulkRoutes } from './bulk/index.ts';
import { memberReportRoutes } from './member-reports/index.ts';
import { uploadFileRoutes } from './bulk/upload-file.ts';
import { medicalRecordRoutes } from './medical-records.ts';
import { EMBED_PATH, WorkbookLinks } from '../workbooks/links.ts';
import { workbookPagesRouter } from '../workbooks/server.ts';
import { errorField, errorIdentity } from '../error-fields.ts';
import { changeFeedRouter, pokeAfterWrites, type ChangeFeed, type PrincipalVerifier } from './changes.ts';

export type { TokenVerifier } from './auth.ts';

export interface CareApiOptions {
  db: Db;
  /** Null while the identity provider is starting. */
  verifier: () => TokenVerifier | null;
  /** Absolute base URL for links the API hands out (signed download URLs). */
  publicUrl: () => string;
  logger?: Logger;
  /** Notified whenever a campaign's day list changes; the call-list hub listens. */
  callListEvents: CallListEvents;
  /** The approval queues' change feed (GET /api/Changes), woken after every write request. */
  changeFeed: ChangeFeed;
  /** Verifies service tokens too (the change feed's reader is the gateway); null while starting. */
  principalVerifier: () => PrincipalVerifier | null;
  /** The file store holding the received files' bytes (Files routes). */
  fileStore: FileStore;
}

/** Routes for /api, /odata and /files; mount at the root. */
export function createCareApi({
  db,
  verifier,
  publicUrl,
  logger,
  callListEvents,
  changeFeed,
  principalVerifier,
  fileStore,
}: CareApiOptions): Router {
  const signer = new FileSigner();
  const workbookLinks = new WorkbookLinks(publicUrl);
  const authenticated = Router();
  authenticated.use(express.json({ limit: '2mb' }));
  // The change feed takes a service token, not a user's: it is bound apart, before requireBearer.
  const { approvalChanges: _feed, ...userTokenRoutes } = routes;
  bindAll(authenticated, userTokenRoutes, [
    ...employeeRoutes(db),
    ...marketRoutes(db),
    ...officeRoutes(db),
    ...referenceRoutes(db),
    ...userRoutes(db),
    ...ticketRoutes(db),
    ...memberExportRoutes(db, signer, publicUrl),
    ...campaignRoutes(db, callListEvents),
    ...callListRoutes(db, callListEvents),
    ...callListFilterRoutes(db, callListEvents),
    implement(routes.membersOdata, ({ query }) => queryEntitySet(db, MEMBERS_ENTITY, query)),
    ...approvalOdataRoutes(db),
    ...officeLinkRoutes(db),
    ...deattributionRoutes(db, callListEvents),
    ...dncRoutes(db, callListEvents),
    ...transferRoutes(db, callListEvents),
    ...memberRecordRoutes(db, callListEvents),
    ...memberIntakeRoutes(db),
    ...marketAssignmentRoutes(db),
    ...hospitalRoutes(db),
    ...neighborhoodRoutes(db),
    ...referenceDataRoutes(db),
    ...geoRoutes(db),
    ...lookupRoutes(db),
    ...metricsRoutes(db),
    ...availabilityRoutes(db),
    ...territoryRoutes(db),
    ...fileRoutes(db, fileStore),
    ...dashboardRoutes(db, workbookLinks),
    ...bulkRoutes(db, callListEvents, logger),
    ...memberReportRoutes(db),
    ...uploadFileRoutes(db, fileStore),
    ...medicalRecordRoutes(db),
  ]);

  const router = Router();
  router.use('/files', signedFilesRouter(db, signer));
  // Workbook pages are opened by the browser inside a frame: the signed link is their only credential.
  router.use(EMBED_PATH, workbookPagesRouter(db, workbookLinks, logger));
  router.use(changeFeedRouter(changeFeed, principalVerifier));
  router.use('/api', pokeAfterWrites(changeFeed));
  router.use(['/api', '/odata'], requireBearer(verifier));
  router.use(authenticated);
  router.use(['/api', '/odata'], (_req, _res, next) => next(new HttpError(404, 'No such endpoint')));
  router.use(errorHandler(logger));
  return router;
}

function errorHandler(logger?: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) {
      // A file was already streaming: all that is left is to cut the connection.
      logger?.error({ path: req.path, err: errorIdentity(error) }, 'failed while streaming');
      res.destroy();
      return;
    }
    if (error instanceof HttpError) {
      res.status(error.status).json({ message: error.message });
      return;
    }
    if (errorField(error, 'type') === 'entity.parse.failed') {
      res.status(400).json({ message: 'Malformed JSON body' });
      return;
    }
    if (errorField(error, 'type') === 'entity.too.large') {
      res.status(413).json({ message: 'Request body too large' });
      return;
    }
    // Database errors can quote row values: log only what identifies the failure.
    logger?.error({ method: req.method, path: req.path, err: errorIdentity(error) }, 'care api error');
    res.status(500).json({ message: 'Internal error' });
  };
}
