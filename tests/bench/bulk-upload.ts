/**
 * (g) A bulk upload of 50,000 rows (bench/bulk-upload.ts): a Member Ids workbook of BULK_MAX_ROWS
 * valid rows validated through the gateway, as the Data Mgmt page sends it, with its NDJSON
 * progress read to the end. Reported: the upload's size, the time to the result line, rows per
 * second, the progress lines seen, and the peak resident memory (VmHWM) of the sandbox and of the
 * gateway while they worked — both run as their own child processes (`node --import tsx`, so
 * /proc/<pid> is the service itself), and each one's peak is reset (clear_refs 5) just before the
 * upload so the figure is the upload's, not the seeding's. A validation that ends without a
 * result, or with invalid rows, fails the run.
 *
 * Alone: `npx tsx tests/bench/bulk-upload.ts` (BENCH_SEED_SCALE, default 1).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BULK_MAX_ROWS, BULK_TEMPLATES, MEMBER_ID_TYPES, bulkValidationLineSchema, type BulkValidation } from '@luminate/schema/rules';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { freePort, REPO_ROOT } from '../support/processes.ts';
import { xlsxOf } from '../support/workbook.ts';
import { benchGatewayEnv, GATEWAY_NODE_FLAGS, runIfMain } from './bench-gateway.ts';
import { table as formatTable } from './measure.ts';

const PERSONA = 'datamanager';
const PASSWORD = 'luminate-sandbox';
const SEED_SNAPSHOTS = join(tmpdir(), 'luminate-seed-snapshots');
const SANDBOX_ENTRY = fileURLToPath(new URL('./bulk-upload-sandbox.ts', import.meta.url));
const GATEWAY_ENTRY = join(REPO_ROOT, 'gateway/src/main.ts');

export interface BulkUploadResult {
  rows: number;
  bytes: number;
  seconds: number;
  progressLines: number;
  result: BulkValidation | null;
  failure: string | null;
  sandboxPeakMb: number;
  sandboxIdleMb: number;
  gatewayPeakMb: number;
  gatewayIdleMb: number;
  /** Whether the peaks were reset before the upload (else they include start-up). */
  peaksReset: boolean;
}

interface Child {
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

function startChild(entry: string, env: Record<string, string>, nodeFlags: readonly string[] = []): Child {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitFor<T>(what: string, child: Child, probe: () => Promise<T | null> | T | null, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.process.exitCode !== null) throw new Error(`${what}: the process exited:\n${child.output().slice(-2_000)}`);
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs} ms:\n${child.output().slice(-2_000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const statusKb = (pid: number, field: 'VmHWM' | 'VmRSS'): number => {
  const match = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
};

/** Resets the process's peak RSS to its current RSS (Linux: clear_refs 5); false when not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Aaneel ids of the sandbox's members, read through the Care API's OData (pages of 5,000). */
async function aaneelIds(careApiUrl: string, token: string, uid: string): Promise<string[]> {
  const ids: string[] = [];
  for (let skip = 0; ; skip += 5_000) {
    const res = await fetch(`${careApiUrl}/odata/MembersOdata?$select=aaneelId&$orderby=id&$top=5000&$skip=${skip}`, {
      headers: { authorization: `Bearer ${token}`, 'x-user-id': uid },
    });
    if (res.status !== 200) throw new Error(`members: HTTP ${res.status}`);
    const page = ((await res.json()) as { value: Array<{ aaneelId: string }> }).value;
    ids.push(...page.map((m) => m.aaneelId));
    if (page.length < 5_000) return ids;
  }
}

/**
 * BULK_MAX_ROWS rows, all valid: every (member, type) pair once — each member first with a new
 * EMPI, then (when there are fewer members than rows) an MBI, an Hcode and a member id.
 */
function memberIdsWorkbook(ids: readonly string[]): Promise<Buffer> {
  const types = ['EMPI', 'MBI', 'Hcode', 'MemberId'] as const satisfies ReadonlyArray<(typeof MEMBER_ID_TYPES)[number]>;
  if (ids.length * types.length < BULK_MAX_ROWS) throw new Error(`only ${ids.length} members: too few for ${BULK_MAX_ROWS} distinct rows`);
  const rows = Array.from({ length: BULK_MAX_ROWS }, (_, i) => {
    const type = types[Math.floor(i / ids.length)];
    return [ids[i % ids.length], `BENCH${type.toUpperCase()}${String(i).padStart(6, '0')}`, type];
  });
  return xlsxOf([BULK_TEMPLATES['member-ids'].columns, ...rows]);
}

export async function benchBulkUpload(log: (line: string) => void = console.log): Promise<BulkUploadResult> {
  const seedScale = process.env.BENCH_SEED_SCALE ?? '1';
  const sandboxPort = await freePort();
  const hubPort = await freePort();
  log(`(g) Starting a sandbox process (SEED_SCALE ${seedScale}) and a gateway process for the bulk upload …`);
  const sandbox = startChild(SANDBOX_ENTRY, {
    BULK_BENCH_PORT: String(sandboxPort),
    BULK_BENCH_HUB_PORT: String(hubPort),
    BULK_BENCH_SEED_SCALE: seedScale,
    BULK_BENCH_SNAPSHOTS: SEED_SNAPSHOTS,
  });
  let gateway: Child | undefined;
  try {
    const ready = await waitFor(
      'sandbox',
      sandbox,
      () => {
        const line = /^BULK_BENCH_READY (.+)$/m.exec(sandbox.output());
        return line ? (JSON.parse(line[1]) as { url: string; issuer: string }) : null;
      },
      900_000,
    );
    const careApiUrl = ready.url.replace(/\/$/, '');
    const gatewayPort = await freePort();
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    gateway = startChild(
      GATEWAY_ENTRY,
      benchGatewayEnv({ port: gatewayPort, careApiUrl: ready.url, issuer: ready.issuer }),
      GATEWAY_NODE_FLAGS,
    );
    await waitFor(
      'gateway',
      gateway,
      async () => {
        try {
          return (await fetch(`${gatewayUrl}/healthz`)).status === 200 ? true : null;
        } catch {
          return null;
        }
      },
      90_000,
    );
    const token = await getToken({ issuer: ready.issuer, username: PERSONA, password: PASSWORD });
    const uid = z.object({ sub: z.string() }).parse(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))).sub;
    const book = await memberIdsWorkbook(await aaneelIds(careApiUrl, token, uid));
    log(
      `(g) Validating ${BULK_MAX_ROWS.toLocaleString('en-US')} rows (${(book.length / 1024 / 1024).toFixed(1)} MB) through the gateway …`,
    );

    const sandboxPid = sandbox.process.pid!;
    const gatewayPid = gateway.process.pid!;
    // Let start-up garbage settle, then measure from the current footprint.
    await new Promise((r) => setTimeout(r, 1_000));
    const peaksReset = resetPeak(sandboxPid) && resetPeak(gatewayPid);
    const sandboxIdleKb = statusKb(sandboxPid, 'VmRSS');
    const gatewayIdleKb = statusKb(gatewayPid, 'VmRSS');

    const started = performance.now();
    const res = await fetch(`${gatewayUrl}/files/uploads/data-mgmt/member-ids/validate?note=bench`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      body: new Uint8Array(book),
    });
    let progressLines = 0;
    let result: BulkValidation | null = null;
    let failure: string | null = null;
    if (res.status !== 200 || !res.body) failure = `HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`;
    else {
      const decoder = new TextDecoder();
      let pending = '';
      for await (const chunk of res.body) {
        pending += decoder.decode(chunk, { stream: true });
        let newline: number;
        while ((newline = pending.indexOf('\n')) >= 0) {
          const line = pending.slice(0, newline);
          pending = pending.slice(newline + 1);
          if (!line.trim()) continue;
          const parsed = bulkValidationLineSchema.parse(JSON.parse(line));
          if (parsed.type === 'progress') progressLines += 1;
          else if (parsed.type === 'result') result = parsed.result;
          else failure = `error line ${parsed.status}: ${parsed.message}`;
        }
      }
      if (!result && !failure) failure = 'the stream ended without a result line';
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      rows: BULK_MAX_ROWS,
      bytes: book.length,
      seconds,
      progressLines,
      result,
      failure,
      sandboxPeakMb: statusKb(sandboxPid, 'VmHWM') / 1024,
      sandboxIdleMb: sandboxIdleKb / 1024,
      gatewayPeakMb: statusKb(gatewayPid, 'VmHWM') / 1024,
      gatewayIdleMb: gatewayIdleKb / 1024,
      peaksReset,
    };
  } finally {
    await gateway?.stop();
    await sandbox.stop();
  }
}

/** Prints the figures; false (fails the run) when the validation did not end with every row valid. */
export function reportBulkUpload(r: BulkUploadResult, table: typeof formatTable = formatTable): boolean {
  const mb = (n: number) => n.toFixed(0);
  console.log(`(g) Bulk upload: ${r.rows.toLocaleString('en-US')}-row Member Ids workbook validated through the gateway`);
  console.log(
    table(
      ['rows', 'MB', 'seconds', 'rows/s', 'progress lines', 'sandbox RSS MB (before → peak)', 'gateway RSS MB (before → peak)'],
      [
        [
          String(r.rows),
          (r.bytes / 1024 / 1024).toFixed(1),
          r.seconds.toFixed(1),
          (r.rows / r.seconds).toFixed(0),
          String(r.progressLines),
          `${mb(r.sandboxIdleMb)} → ${mb(r.sandboxPeakMb)}`,
          `${mb(r.gatewayIdleMb)} → ${mb(r.gatewayPeakMb)}`,
        ],
      ],
    ),
  );
  if (!r.peaksReset) console.log('  (peak RSS could not be reset: the peaks include start-up)');
  if (r.failure) {
    console.error(`FAIL: bulk validation: ${r.failure}`);
    return false;
  }
  if (r.result && r.result.validRows !== r.rows) {
    console.error(`FAIL: bulk validation found ${r.result.invalidRows} invalid rows (first: ${JSON.stringify(r.result.problems[0])})`);
    return false;
  }
  return true;
}

runIfMain(import.meta.url, async () => (reportBulkUpload(await benchBulkUpload()) ? 0 : 1));
