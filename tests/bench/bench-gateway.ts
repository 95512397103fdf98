/**
 * How the benchmark starts a gateway: as deployed (production mode, the Node flags `npm start`
 * and the Docker image use), quiet, and with the per-user rate limits out of the way — the load
 * comes from one user on purpose, and those limits would refuse most of it. Trusted documents
 * are open (the scenarios post documents of their own), unless a table starts one with its own
 * manifest (`benchTrustedDocuments`), as production runs.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSandbox } from '../../sandbox/src/index.ts';
import { freePort, runTs, waitForHttp, type Service } from '../support/processes.ts';

/** The Node flags the gateway runs with in production (`npm start`, the Docker image). */
export const GATEWAY_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=128'];

export interface BenchGateway {
  port: number;
  careApiUrl: string;
  issuer: string;
  /** Variables of this table's own (e.g. the hub URL, the reference cache off). */
  extra?: Record<string, string>;
}

/** The gateway's environment for one benchmark table. */
export function benchGatewayEnv(gateway: BenchGateway): Record<string, string> {
  return {
    PORT: String(gateway.port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // The scenarios post documents of their own.
    TRUSTED_DOCUMENTS: 'open',
    CARE_API_URL: gateway.careApiUrl,
    // The sandbox serves the embedded workbooks on its own origin.
    ANALYTICS_EMBED_ORIGIN: new URL(gateway.careApiUrl).origin,
    OIDC_ISSUER: gateway.issuer,
    OIDC_AUDIENCE: 'luminate-api',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_OPERATIONS: '1000000',
    RATE_LIMIT_FILES: '1000000',
    AUDIT_LOG_FILE: join(tmpdir(), `luminate-bench-audit-${process.pid}-${gateway.port}.jsonl`),
    ...gateway.extra,
  };
}

/** A manifest of trusted documents for a bench gateway, in a folder of its own. */
export interface BenchTrustedDocuments {
  /** The gateway's variables: trusted documents required, WEB_DIST the manifest's folder. */
  extra: Record<string, string>;
  /** The hash a client sends for each document (the hex sha256 of its text). */
  hashOf(query: string): string;
  /** Removes the folder. */
  remove(): void;
}

/**
 * Writes `persisted-documents.json` as the web build does (each document's text under the hex
 * sha256 of that text, which is what the gateway checks when it reads the file) into a new
 * temporary folder, for a gateway started with trusted documents required.
 */
export function benchTrustedDocuments(documents: readonly string[]): BenchTrustedDocuments {
  const hashes = new Map(documents.map((text) => [text, createHash('sha256').update(text).digest('hex')]));
  const webDist = mkdtempSync(join(tmpdir(), 'luminate-bench-trusted-'));
  writeFileSync(
    join(webDist, 'persisted-documents.json'),
    JSON.stringify(Object.fromEntries([...hashes].map(([text, hash]) => [hash, text]))),
  );
  return {
    extra: { TRUSTED_DOCUMENTS: 'required', WEB_DIST: webDist },
    hashOf(query) {
      const hash = hashes.get(query);
      if (hash === undefined) throw new Error(`Not in the bench's manifest: ${query}`);
      return hash;
    },
    remove: () => rmSync(webDist, { recursive: true, force: true }),
  };
}

/** The Node flags for a bench gateway: production's, plus a CPU profile when BENCH_CPU_PROF_DIR is set. */
export function benchGatewayFlags(): string[] {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return [...GATEWAY_NODE_FLAGS, ...(dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [])];
}

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/**
 * Runs one benchmark scenario alone (`npx tsx tests/bench/<scenario>.ts`): a fresh in-memory
 * sandbox seeded at BENCH_SEED_SCALE (1 unless set) and a bench gateway in front of it, both
 * stopped afterwards. The scenario answers the process's exit code.
 */
export async function runScenarioAlone(
  scenario: (stack: { sandbox: Sandbox; gatewayUrl: string }) => Promise<number>,
  extra?: Record<string, string>,
): Promise<number> {
  const seedScale = Number(process.env.BENCH_SEED_SCALE ?? 1);
  console.log(`Seeding the sandbox (SEED_SCALE ${seedScale}) …`);
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir: 'memory://', seedScale, log: false });
  let gateway: Service | undefined;
  try {
    const port = await freePort();
    const gatewayUrl = `http://127.0.0.1:${port}`;
    gateway = runTs(
      'gateway/src/main.ts',
      [],
      benchGatewayEnv({ port, careApiUrl: sandbox.url, issuer: sandbox.issuer, extra }),
      benchGatewayFlags(),
    );
    await waitForHttp(`${gatewayUrl}/healthz`, gateway);
    return await scenario({ sandbox, gatewayUrl });
  } finally {
    await gateway?.stop();
    await sandbox.close();
  }
}

/** Calls `main` when `moduleUrl`'s file is the one run by Node, exiting with its code. */
export function runIfMain(moduleUrl: string, main: () => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
