/**
 * The sandbox: a runnable stand-in for the organisation's systems (Care API, OData, identity
 * provider) on one port. Used by `npm start`, the tests (in-process, ephemeral port, in-memory
 * database) and the benchmark.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import express, { type RequestHandler } from 'express';
import pino, { type Logger } from 'pino';
import { createCareApi, type TokenVerifier } from './care-api/index.ts';
import { migrate, openDb, type Db } from './db/index.ts';
import { FileStore, restoreSeededFiles } from './care-api/file-store.ts';
import { loadSeedSnapshot, saveSeedSnapshot, seedSnapshotKey } from './db/seed-snapshots.ts';
import { createIdentityProvider } from './idp/index.ts';
import { buildOpenApiDocument } from '@luminate/schema/rest/openapi';
import { errorIdentity } from './error-fields.ts';
import { createRequestLog, type RequestLog } from './request-log.ts';
import { CallListEvents } from './call-list/events.ts';
import { computeCallList } from './call-list/compute.ts';
import { campaignAccessFrom, DEFAULT_HUB_PORT, startCallListHub, type CallListHub, type HubTimings } from './hub/index.ts';
import { seedIfEmpty, type SeedResult } from './seed/index.ts';
import { runMailHouse, type MailHouseRun } from './approvals/mail-house.ts';
import { ChangeFeed, type PrincipalVerifier } from './care-api/changes.ts';
import { MEDICAL_RECORD_JOB_INTERVAL_MS, runMedicalRecordJobs, type MedicalRecordJobRun } from './medical-records/jobs.ts';
import { routes } from '@luminate/schema/rest';

export type { Db } from './db/index.ts';
export type { RequestLog } from './request-log.ts';

export interface SandboxOptions {
  /** 0 picks a free port (tests). Default 4100. */
  port?: number;
  host?: string;
  /** Base URL clients use to reach the sandbox, when it differs from http://host:port. */
  publicUrl?: string;
  /** PGlite folder, or memory:// for a throw-away database. */
  dataDir?: string;
  /** Postgres server instead of PGlite. */
  databaseUrl?: string;
  /**
   * The file store's folder (the received files' bytes). Default: `<dataDir>-files` beside the PGlite folder,
   * or a temporary folder, removed on close, for a throw-away (memory://) database.
   */
  fileStoreDir?: string;
  /** Seed volume multiplier; only used when the database is empty. */
  seedScale?: number;
  /**
   * A folder of seeded-database copies (db/seed-snapshots.ts): an in-memory sandbox loads the copy
   * made for the same migrations, seed and scale instead of seeding again. Test suites set it.
   */
  seedSnapshots?: string;
  /** Log with pino to stdout (ids only, never patient data). */
  log?: boolean;
  /** Port of the call-list hub (a second listener on the same host); 0 = any free port. Default 4101, or 0 when `port` is 0. */
  hubPort?: number;
  /** Hub keep-alive and timeout intervals (tests shorten them). */
  hubTimings?: Partial<HubTimings>;
  /**
   * How often the mail house and termination run advance deattribution letters (ms); 0 = never
   * by itself (call `mailHouse.run()`). Default: every 10 minutes, or never when `port` is 0 (tests).
   */
  mailHouseIntervalMs?: number;
  /**
   * How often the medical records job loads and writes requested members' files (ms); 0 = never
   * by itself (call `medicalRecords.run()`). Default: every 4 seconds, or never when `port` is 0 (tests).
   */
  medicalRecordsIntervalMs?: number;
}

/** The call-list hub's listener, as tests and the bench drive it. */
export interface SandboxHub {
  /** e.g. http://localhost:4101/hubs/callList */
  url: string;
  /** Drops every hub socket abruptly (no close frame) and stops listening: a crashed hub host. */
  kill(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Open hub connections and followers per campaign. */
  stats: CallListHub['stats'];
}

export interface Sandbox {
  url: string;
  issuer: string;
  db: Db;
  requests: RequestLog;
  seed: SeedResult;
  /** Campaign list changes, as the Care API reports them. */
  callListEvents: CallListEvents;
  hub: SandboxHub;
  /** The mail house: moves every letter one step and terminates the changes that are due (sandbox/src/approvals/mail-house.ts). */
  mailHouse: { run(now?: Date): Promise<MailHouseRun> };
  /** The medical records job: one run loads and writes the next members of pending requests (medical-records/jobs.ts). */
  medicalRecords: { run(now?: Date): Promise<MedicalRecordJobRun> };
  /** The file store holding the received files' bytes (care-api/file-store.ts). */
  fileStore: FileStore;
  close(): Promise<void>;
}

const MAIL_HOUSE_INTERVAL_MS = 10 * 60 * 1000;

export const DEFAULT_DATA_DIR = 'sandbox/.data/pglite';

export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const logger: Logger = pino({ name: 'sandbox', enabled: opts.log ?? false });
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
  const scale = opts.seedScale ?? 1;
  // Only a throw-away database starts from a copy; a kept one is seeded once in its own folder.
  const snapshots = opts.seedSnapshots && !opts.databaseUrl && dataDir.startsWith('memory://') ? opts.seedSnapshots : null;
  const snapshotKey = snapshots ? await seedSnapshotKey(scale) : null;
  const loadDataDir = snapshots && snapshotKey ? ((await loadSeedSnapshot(snapshots, snapshotKey)) ?? undefined) : undefined;
  const db = await openDb({ databaseUrl: opts.databaseUrl, dataDir, loadDataDir });
  let fileStore: FileStore | undefined;
  try {
    const applied = await migrate(db);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    const seed = await seedIfEmpty(db, { scale });
    if (seed.seeded) logger.info({ ms: seed.ms, counts: seed.counts }, 'database seeded');
    if (snapshots && snapshotKey && !loadDataDir && db.snapshot) await saveSeedSnapshot(snapshots, snapshotKey, await db.snapshot());
    fileStore = await FileStore.open(opts.fileStoreDir ?? FileStore.folderFor(opts.dataDir, DEFAULT_DATA_DIR));
    // A kept store gets its missing seeded files now; a temporary one as each is first used.
    const restored = fileStore.isTemporary ? 0 : await restoreSeededFiles(db, fileStore);
    if (restored > 0) logger.info({ restored, fileStore: fileStore.root }, 'seeded files written to the file store');
    const files = fileStore;

    let url = '';
    let verifier: TokenVerifier | null = null;
    let principalVerifier: PrincipalVerifier | null = null;
    // The identity provider needs its issuer URL, which needs the real port: it is mounted
    // through this placeholder once the server listens.
    let oidc: RequestHandler = (_req, res) => {
      res.status(503).json({ message: 'The identity provider is starting' });
    };

    const requestLog = createRequestLog();
    const callListEvents = new CallListEvents();
    const changeFeed = new ChangeFeed(db);
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', false);
    app.get('/healthz', (_req, res) => {
      res.json({ status: 'ok', engine: db.engine });
    });
    app.get('/openapi.json', (_req, res) => {
      res.json(buildOpenApiDocument({ serverUrl: url }));
    });
    // The change feed's long polls are the gateway's background traffic, not requests made for an
    // operation: they are left out of the count tests and the benchmark read.
    app.use(['/api', '/odata', '/files'], (req, res, next) =>
      req.originalUrl.split('?')[0] === routes.approvalChanges.path ? next() : requestLog.middleware(req, res, next),
    );
    app.use('/oidc', (req, res, next) => oidc(req, res, next));
    app.use(
      createCareApi({
        db,
        verifier: () => verifier,
        principalVerifier: () => principalVerifier,
        publicUrl: () => url,
        logger,
        callListEvents,
        changeFeed,
        fileStore: files,
      }),
    );

    const server = createServer(app);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? 4100, opts.host ?? '127.0.0.1', () => resolve());
    });
    const address = server.address() as AddressInfo;
    url = (opts.publicUrl ?? `http://${hostForUrl(opts.host ?? '127.0.0.1')}:${address.port}`).replace(/\/+$/, '');
    const issuer = `${url}/oidc`;
    const idp = await createIdentityProvider({ db, issuer });
    oidc = idp.router;
    verifier = (token) => idp.verifyAccessToken(token);
    principalVerifier = (token) => idp.verifyPrincipal(token);
    logger.info({ url, issuer, engine: db.engine }, 'sandbox listening');

    let hub: CallListHub;
    try {
      hub = await startCallListHub({
        host: opts.host ?? '127.0.0.1',
        // A sandbox on a free port (tests, bench) gets its hub on a free port too.
        port: opts.hubPort ?? (opts.port === 0 ? 0 : DEFAULT_HUB_PORT),
        // Same host name as the sandbox's public URL, on the hub's own port.
        publicHost: new URL(url).hostname,
        verify: () => (token) => idp.verifyPrincipal(token),
        callListEvents,
        compute: (campaignId) => computeCallList(db, campaignId),
        access: campaignAccessFrom(db),
        logger,
        timings: opts.hubTimings,
      });
    } catch (error) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      throw error;
    }

    const mailHouse = {
      run: async (now?: Date) => {
        const run = await runMailHouse(db, now ?? new Date(), callListEvents);
        changeFeed.poke();
        return run;
      },
    };
    const mailHouseEvery = opts.mailHouseIntervalMs ?? (opts.port === 0 ? 0 : MAIL_HOUSE_INTERVAL_MS);
    const mailHouseTimer =
      mailHouseEvery > 0
        ? setInterval(() => {
            mailHouse.run().then(
              (run) => logger.info(run, 'mail house run'),
              (error) => logger.error({ err: errorIdentity(error) }, 'mail house run failed'),
            );
          }, mailHouseEvery).unref()
        : null;

    // One run at a time: a run the timer starts while the last one works is skipped.
    let medicalRecordsRunning: Promise<MedicalRecordJobRun> | null = null;
    const medicalRecords = {
      run: async (now?: Date) => {
        while (medicalRecordsRunning) await medicalRecordsRunning.catch(() => undefined);
        medicalRecordsRunning = runMedicalRecordJobs(db, now ?? new Date());
        try {
          return await medicalRecordsRunning;
        } finally {
          medicalRecordsRunning = null;
        }
      },
    };
    const medicalRecordsEvery = opts.medicalRecordsIntervalMs ?? (opts.port === 0 ? 0 : MEDICAL_RECORD_JOB_INTERVAL_MS);
    const medicalRecordsTimer =
      medicalRecordsEvery > 0
        ? setInterval(() => {
            if (medicalRecordsRunning) return;
            medicalRecords.run().then(
              (run) => {
                if (run.loaded + run.processed > 0) logger.info(run, 'medical records job run');
              },
              (error) => logger.error({ err: errorIdentity(error) }, 'medical records job run failed'),
            );
          }, medicalRecordsEvery).unref()
        : null;

    return {
      url,
      issuer,
      db,
      requests: requestLog.log,
      seed,
      callListEvents,
      hub: {
        url: hub.url,
        kill: () => hub.kill(),
        start: () => hub.start(),
        stats: () => hub.stats(),
      },
      mailHouse,
      medicalRecords,
      fileStore: files,
      async close() {
        if (mailHouseTimer) clearInterval(mailHouseTimer);
        if (medicalRecordsTimer) clearInterval(medicalRecordsTimer);
        await medicalRecordsRunning?.catch(() => undefined);
        changeFeed.close();
        await hub.close();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await db.close();
        await files.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    await fileStore?.close().catch(() => undefined);
    throw error;
  }
}

/** The URL host for a listen address: wildcard addresses are reached through localhost. */
function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
