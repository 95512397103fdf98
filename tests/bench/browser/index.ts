/**
 * Bench (i), every route in the browser: how long each page of the web client takes, from the
 * start of its navigation until its main data is on screen (routes.ts says what that is per
 * page), cold (a fresh signed-in browser context, empty HTTP cache), warm (away within the app
 * and back: the median and the slowest of three) and reloaded (the address loaded again in the
 * same tab: the median of three), with the GraphQL operations the page sent on the way. A route
 * whose warm median or reload median is over WARM_TARGET_MS, or whose main data never shows,
 * fails the run: both are warm visits (code cached), one with the app's data cache and one
 * fetching its data afresh, as the first visit of a working day does.
 *
 * The stack is the bench's: the sandbox seeded at BENCH_SEED_SCALE, and a gateway in production
 * mode (trusted documents required, as deployed) serving the production web build. The browser
 * is the headless Chromium the browser tests drive (support/chromium.ts).
 *
 * Alone: `cd tests && npx tsx bench/browser/index.ts`; BENCH_BROWSER_ROUTES=/geo-dashboard,/
 * measures only those routes (as web/src/app/routes.ts writes them), BENCH_WEB_DIST reuses a build.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { startSandbox } from '../../../sandbox/src/index.ts';
import { PERSONA_PASSWORD } from '../../../sandbox/src/seed/personas.ts';
import { chromiumPath, HEADLESS_CHROMIUM_ARGS } from '../../support/chromium.ts';
import { freePort, runTs, waitForHttp, type Service } from '../../support/processes.ts';
import { benchGatewayEnv, benchGatewayFlags, runIfMain } from '../bench-gateway.ts';
import { median, table as textTable } from '../measure.ts';
import { buildWeb } from '../web-bundle.ts';
import { ROUTE_CHECKS, SKIPPED_ROUTES, type RouteCheck, type Who } from './routes.ts';
import { chooseSubjects, type Subjects } from './subjects.ts';
import { measureRoute, signIn, type RouteResult, type Session, type VisitResult } from './visit.ts';

/** The slowest a route may be warm (median of its warm visits, and median of its reloads) before the run fails. */
export const WARM_TARGET_MS = 1_500;
/** Warm visits (and reloads) per route. */
const WARM_VISITS = 3;
/** A session is signed in again when its access token has less than this left. */
const SESSION_MARGIN_MS = 120_000;

const ROUTES_FILE = fileURLToPath(new URL('../../../web/src/app/routes.ts', import.meta.url));

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

export interface BrowserRow {
  check: RouteCheck;
  persona: string;
  path: string;
  result?: RouteResult;
  error?: string;
}

export interface BrowserBenchResult {
  subjects: Subjects;
  rows: BrowserRow[];
  /** Routes of the route table that the bench neither measures nor skips on purpose. */
  uncovered: string[];
}

/**
 * Chooses the port of the browser bench's gateway and lets the sandbox's identity provider send
 * signed-in users back to it. Must run before the sandbox starts (it reads its redirect URIs then).
 */
export async function reserveBrowserPort(): Promise<number> {
  const port = await freePort();
  const uris = [process.env.SANDBOX_REDIRECT_URIS, `http://127.0.0.1:${port}/auth/callback`].filter(Boolean);
  process.env.SANDBOX_REDIRECT_URIS = uris.join(',');
  return port;
}

/** The routes of the web client's route table (web/src/app/routes.ts). */
function appRoutes(): string[] {
  return [...readFileSync(ROUTES_FILE, 'utf8').matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]);
}

/** The checks to run: all, or those BENCH_BROWSER_ROUTES names. */
function selectedChecks(): RouteCheck[] {
  const raw = process.env.BENCH_BROWSER_ROUTES?.trim();
  if (!raw) return [...ROUTE_CHECKS];
  const wanted = raw.split(',').map((r) => r.trim());
  const unknown = wanted.filter((r) => !ROUTE_CHECKS.some((c) => c.route === r));
  if (unknown.length > 0) {
    throw new Error(`BENCH_BROWSER_ROUTES names routes the bench has no check for: ${unknown.join(', ')}`);
  }
  return ROUTE_CHECKS.filter((c) => wanted.includes(c.route));
}

/** The browser the browser tests drive (support/chromium.ts). */
async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, timeout: 60_000, args: HEADLESS_CHROMIUM_ARGS });
}

export async function benchBrowser(opts: { sandbox: Sandbox; webDist: string; port: number }): Promise<BrowserBenchResult> {
  const checks = selectedChecks();
  const known = new Set([...ROUTE_CHECKS.map((c) => c.route), ...SKIPPED_ROUTES.keys()]);
  const uncovered = appRoutes().filter((r) => !known.has(r));
  const subjects = await chooseSubjects(opts.sandbox.db);
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  let gateway: Service | undefined;
  let browser: Browser | undefined;
  try {
    gateway = runTs(
      'gateway/src/main.ts',
      [],
      benchGatewayEnv({
        port: opts.port,
        careApiUrl: opts.sandbox.url,
        issuer: opts.sandbox.issuer,
        // As deployed: the client sends the build's trusted documents by hash.
        extra: { TRUSTED_DOCUMENTS: 'required', WEB_DIST: opts.webDist, CALL_LIST_HUB_URL: opts.sandbox.hub.url },
      }),
      benchGatewayFlags(),
    );
    await waitForHttp(`${baseUrl}/healthz`, gateway);
    browser = await launchChromium();
    const usernames: Record<Who, string> = { superadmin: 'superadmin', agent: subjects.campaign.agent };
    const sessions = new Map<Who, Session>();
    const sessionOf = async (who: Who): Promise<Session> => {
      const held = sessions.get(who);
      if (held && held.expiresAt - Date.now() > SESSION_MARGIN_MS) return held;
      const fresh = await signIn(browser!, baseUrl, usernames[who], PERSONA_PASSWORD);
      sessions.set(who, fresh);
      return fresh;
    };
    const rows: BrowserRow[] = [];
    for (const check of checks) {
      const path = check.path(subjects);
      const row: BrowserRow = { check, persona: usernames[check.who], path };
      console.log(`(i) ${check.route} as ${row.persona}: ${path} …`);
      try {
        row.result = await measureRoute(browser, baseUrl, await sessionOf(check.who), check, path, WARM_VISITS);
      } catch (error) {
        row.error = error instanceof Error ? error.message : String(error);
      }
      rows.push(row);
    }
    return { subjects, rows, uncovered };
  } finally {
    await browser?.close();
    await gateway?.stop();
  }
}

const ms = (value: number) => Math.round(value).toLocaleString('en-US');
const slowest = (visits: VisitResult[]) => visits.reduce((a, b) => (b.ms > a.ms ? b : a));
/** The visit whose time is the median (the middle one of an odd count). */
const medianVisit = (visits: VisitResult[]) => [...visits].sort((a, b) => a.ms - b.ms)[Math.floor((visits.length - 1) / 2)];

/** What a visit waited for: each GraphQL operation's start → end, and the scripts fetched. */
function waitedFor(visit: VisitResult): string {
  const ops = visit.ops.map((o) => `${o.name} ${ms(o.startMs)}→${o.endMs === null ? 'open' : ms(o.endMs)}`).join(', ');
  const nav = visit.navigation;
  const page = nav ? `page document ${ms(nav.fetchStartMs)}→${ms(nav.responseEndMs)}; ` : '';
  const documents = visit.documents.map((d) => `${d.name} ${ms(d.startMs)}→${d.endMs === null ? 'open' : ms(d.endMs)}`);
  const scripts =
    visit.scripts.count > 0 ? `; ${visit.scripts.count} scripts requested, the last in at ${ms(visit.scripts.lastEndMs ?? 0)}` : '';
  return `${page}${ops || 'no GraphQL'}${scripts}${documents.length > 0 ? `; documents: ${documents.join(', ')}` : ''}`;
}

/** Prints the table, and what each route over the target waited for; false fails the run. */
export function reportBrowser(result: BrowserBenchResult, table: (headers: string[], rows: string[][]) => string): boolean {
  const { subjects: s } = result;
  console.log('(i) every route in the browser: navigation start → main data visible, production build and gateway, loopback');
  console.log(
    '    cold: fresh signed-in context, empty HTTP cache; warm: away to Home within the app and back (median and max of ' +
      `${WARM_VISITS}); reload: the address again in the same tab (median of ${WARM_VISITS}); GraphQL: operations sent until ready`,
  );
  console.log(
    `    opened on: market ${s.membersMarket.name} (${s.membersMarket.members.toLocaleString('en-US')} members; App Availability: ` +
      `${s.providersMarket.name}, ${s.providersMarket.providers} providers), member ${s.member.id} (${s.member.rows} history rows), ` +
      `campaign ${s.campaign.id} "${s.campaign.name}" (${s.campaign.entries.toLocaleString('en-US')} entries; agent ${s.campaign.agent})`,
  );
  const rows = result.rows.map((row) => {
    const r = row.result;
    const head = [row.check.route, row.persona, row.path, row.check.main];
    if (!r) return [...head, 'FAILED', '', '', '', ''];
    const warm = r.warm.map((v) => v.ms);
    const reload = r.reload.map((v) => v.ms);
    return [
      ...head,
      ms(r.cold.ms),
      ms(median(warm)),
      ms(Math.max(...warm)),
      ms(median(reload)),
      `${r.cold.ops.length} / ${medianVisit(r.warm).ops.length} / ${medianVisit(r.reload).ops.length}`,
    ];
  });
  console.log(
    table(['route', 'persona', 'opened at', 'main data', 'cold ms', 'warm ms', 'warm max', 'reload ms', 'GraphQL cold/warm/reload'], rows),
  );
  for (const [route, why] of SKIPPED_ROUTES) console.log(`not measured: ${route} (${why})`);

  let ok = true;
  for (const route of result.uncovered) {
    ok = false;
    console.error(`FAIL: ${route} is in web/src/app/routes.ts but has no readiness check in tests/bench/browser/routes.ts`);
  }
  for (const row of result.rows) {
    if (row.error) {
      ok = false;
      console.error(`FAIL: ${row.error}`);
      continue;
    }
    const r = row.result!;
    const warmMedian = median(r.warm.map((v) => v.ms));
    const over = [
      warmMedian > WARM_TARGET_MS ? `warm (slowest, ${ms(slowest(r.warm).ms)} ms): ${waitedFor(slowest(r.warm))}` : null,
      median(r.reload.map((v) => v.ms)) > WARM_TARGET_MS
        ? `reload (median, ${ms(medianVisit(r.reload).ms)} ms): ${waitedFor(medianVisit(r.reload))}`
        : null,
      r.cold.ms > WARM_TARGET_MS ? `cold (${ms(r.cold.ms)} ms): ${waitedFor(r.cold)}` : null,
    ].filter((line): line is string => line !== null);
    if (over.length > 0) {
      console.log(`${row.check.route} over ${ms(WARM_TARGET_MS)} ms; what it waited for (start→end ms from the navigation's start):`);
      for (const line of over) console.log(`    ${line}`);
    }
    if (warmMedian > WARM_TARGET_MS) {
      ok = false;
      console.error(`FAIL: ${row.check.route} is ${ms(warmMedian)} ms warm (median), over the ${ms(WARM_TARGET_MS)} ms target`);
    }
    const reloadMedian = median(r.reload.map((v) => v.ms));
    if (reloadMedian > WARM_TARGET_MS) {
      ok = false;
      console.error(`FAIL: ${row.check.route} is ${ms(reloadMedian)} ms reloaded (median), over the ${ms(WARM_TARGET_MS)} ms target`);
    }
  }
  return ok;
}

/** Alone: a sandbox at BENCH_SEED_SCALE, a web build (or BENCH_WEB_DIST), the bench, everything stopped. */
async function main(): Promise<number> {
  const seedScale = Number(process.env.BENCH_SEED_SCALE ?? 1);
  const given = process.env.BENCH_WEB_DIST;
  console.log(given ? `Using the web build in ${given}` : 'Building the web client …');
  const web = given ? { dist: given, cleanup: () => {} } : buildWeb();
  try {
    const port = await reserveBrowserPort();
    console.log(`Seeding the sandbox (SEED_SCALE ${seedScale}) …`);
    const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir: 'memory://', seedScale, log: false, hubPort: 0 });
    try {
      return reportBrowser(await benchBrowser({ sandbox, webDist: web.dist, port }), textTable) ? 0 : 1;
    } finally {
      await sandbox.close();
    }
  } finally {
    web.cleanup();
  }
}

runIfMain(import.meta.url, main);
