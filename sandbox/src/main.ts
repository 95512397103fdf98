/**
 * `npm start -w @luminate/sandbox`: the sandbox as a long-running process.
 * Environment: SANDBOX_PORT (4100), SANDBOX_HOST (127.0.0.1), SANDBOX_PUBLIC_URL
 * (http://localhost:<port>), SANDBOX_HUB_PORT (4101, the call-list hub), DATABASE_URL (Postgres; else PGlite in SANDBOX_DATA_DIR,
 * default sandbox/.data/pglite), SANDBOX_FILES_DIR (the file store; default `<SANDBOX_DATA_DIR>-files`),
 * SEED_SCALE (1; used only when the database is empty).
 */
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { z } from 'zod';
import { errorField } from './error-fields.ts';
import { startSandbox } from './index.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const Env = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  SANDBOX_HUB_PORT: z.coerce.number().int().min(0).max(65535).default(4101),
  SANDBOX_PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SANDBOX_DATA_DIR: z.string().min(1).default(`${REPO_ROOT}sandbox/.data/pglite`),
  SANDBOX_FILES_DIR: z.string().min(1).optional(),
  SEED_SCALE: z.coerce.number().positive().max(20).default(1),
});

const logger = pino({ name: 'sandbox' });
const parsed = Env.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== '')));
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`Invalid ${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const env = parsed.data;

try {
  const sandbox = await startSandbox({
    port: env.SANDBOX_PORT,
    host: env.SANDBOX_HOST,
    publicUrl: env.SANDBOX_PUBLIC_URL ?? `http://localhost:${env.SANDBOX_PORT}`,
    dataDir: env.SANDBOX_DATA_DIR,
    fileStoreDir: env.SANDBOX_FILES_DIR,
    databaseUrl: env.DATABASE_URL,
    seedScale: env.SEED_SCALE,
    hubPort: env.SANDBOX_HUB_PORT,
    log: true,
  });
  logger.info({ url: sandbox.url, issuer: sandbox.issuer, hub: sandbox.hub.url, openapi: `${sandbox.url}/openapi.json` }, 'ready');
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    sandbox.close().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: { name: errorField(error, 'name'), message: errorField(error, 'message') } }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  const e = error as NodeJS.ErrnoException;
  logger.error({ err: { name: e.name, code: e.code, message: e.message } }, 'sandbox failed to start');
  process.exit(1);
}
