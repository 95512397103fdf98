/**
 * `npm run bench`: what the gateway costs and whether it batches.
 *
 * (a) Throughput and p99 latency of one GraphQL query needing markets, their offices and the
 *     assignment types, beside the same data fetched straight from the Care API's REST
 *     endpoints by a plain client — same concurrency, same duration, loopback only.
 * (a') The same two kinds of screen through the gateway and through a hand-written BFF, all in
 *     front of a replay upstream that answers from memory (bench/gateway-vs-bff.ts): what the
 *     GraphQL layer itself costs, with the gateway given the document as text (trusted documents
 *     open) and, on a second gateway as production runs it, given only a trusted document's hash.
 *     A ratio below the target on either gateway side fails the run.
 * (b) Care API requests per query for 20 and for 160 members with their offices: equal counts
 *     mean office look-ups are batched, not one per member. Likewise one page of 20 and of 160
 *     rows of the Deattribution, DNC and Patient Transfer tables with assigned employees and
 *     viewerCan (bench/approval-tables.ts), and the Market Assignments table of a small and a large
 *     market (bench/market-assignments.ts), and the APP Lookup for two addresses with its p50/p99
 *     over sequential lookups (bench/app-lookup.ts), and App Availability's grid for the smallest and
 *     the largest market over 37 days with its p50/p99 (bench/availability.ts), and the Metrics
 *     Homepage's dashboard for 1 and for 50 offices with its p50/p99 (bench/metrics-homepage.ts), and
 *     each embedded workbook's link (one Care API request) and page-open latency (bench/workbooks.ts).
 *     Differing counts fail the run.
 * (c) The web client's initial JavaScript in kB gzipped (bench/web-bundle.ts); the playground or
 *     map libraries in it fail the run.
 * (d) Live call-list fan-out (bench/fanout/): 1,000 / 5,000 / 10,000 / 20,000 subscribers of one
 *     campaign on a fresh gateway process and, beside it, on one using every core (a primary
 *     relaying one hub connection to its workers) — refusals, delivery latency per logged call,
 *     lost messages, gateway RSS per connection and CPU, the clients' CPU, upstream hub
 *     connections. A lost delivery or more than one hub connection per campaign fails the run;
 *     on every core so do a refusal and a p99 above 100 ms at 10,000 (250 ms at 20,000).
 * (f) The member page (bench/member-page.ts): Care API requests of its arrival query and of every
 *     tab, for the member with the most history rows and one with the fewest (counts that differ
 *     fail the run), and the arrival query's p50/p99 under load.
 * (g) A 50,000-row bulk upload validated through the gateway (bench/bulk-upload.ts): time, rows/s
 *     and the peak RSS of the sandbox and the gateway, each its own process. A validation that
 *     does not end with every row valid fails the run.
 * (h) Scaled out (bench/cluster.ts): the `npm run cluster` topology, nginx in front of three gateway
 *     replicas sharing Redis, beside one replica alone: the small document's throughput and p99,
 *     and the live call-list fan-out's delivery p50/p99 with BENCH_CLUSTER_SUBSCRIBERS subscribers
 *     (3,000). A failed query, a lost delivery or more than one hub connection per replica fails.
 * (i) Every route in the browser (bench/browser/): from navigation start to the page's main data on
 *     screen, cold (fresh signed-in context), warm (away within the app and back) and reloaded, as the
 *     persona with the most data, on the production web build served by a production gateway. A
 *     route over WARM_TARGET_MS warm, or whose data never shows, fails the run.
 * (e) Query amplification (bench/amplification.ts): the markets ⇄ offices query and the family
 *     generated from the schema, in parallel against the production gateway: every one refused in
 *     under 100 ms, /healthz answered within 100 ms meanwhile, RSS growth under 100 MB.
 *
 * The sandbox runs in this process (its request counter is read directly); the gateway runs as
 * a child process and the load generator on a worker thread, so neither shares an event loop
 * with the sandbox.
 *
 * Environment: BENCH_SEED_SCALE (default 1), BENCH_DURATION_S (10), BENCH_CONCURRENCY (20),
 * BENCH_WEB_DIST (an existing web build to measure instead of building one), BENCH_FANOUT_SIZES
 * (1000,5000,10000; e.g. 200 for a smoke run), BENCH_FANOUT_CALLS (5 per size),
 * BENCH_AMPLIFICATION_ROUNDS (20 rounds of the amplification family), BENCH_APP_LOOKUP_QUERIES (100
 * sequential APP Lookups), BENCH_AVAILABILITY_QUERIES (50 sequential App Availability grids),
 * BENCH_METRICS_QUERIES (30 sequential Metrics Homepage dashboards per size), BENCH_CLUSTER_SUBSCRIBERS
 * (3000 subscribers per fan-out row of the scaled-out table), BENCH_BROWSER_ROUTES (the routes of table (i),
 * e.g. /geo-dashboard,/; all unless set). The web client is built once and shared by (c) and (i).
 */
import { decodeJwt } from 'jose';
import { startSandbox } from '../../sandbox/src/index.ts';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { freePort, runTs, waitForHttp, type Service } from '../support/processes.ts';
import type { LoadRequest, LoadResult } from './load-worker.ts';
import { percentile, runLoad, table } from './measure.ts';
import { benchWebBundle, buildWeb } from './web-bundle.ts';
import { benchBrowser, reportBrowser, reserveBrowserPort } from './browser/index.ts';
import { benchFanout, fanoutSizes, reportFanout } from './fanout/index.ts';
import { APPROVAL_TABLE_HEADERS, approvalTableFailures, approvalTableRows, benchApprovalTables, personaGql } from './approval-tables.ts';
import { benchAmplification, reportAmplification } from './amplification.ts';
import { benchGatewayVsBff, reportGatewayVsBff } from './gateway-vs-bff.ts';
import { benchGatewayEnv, benchGatewayFlags } from './bench-gateway.ts';
import { benchMemberPage, reportMemberPage } from './member-page.ts';
import { benchMarketAssignments, reportMarketAssignments } from './market-assignments.ts';
import { appLookupQueries, benchAppLookup, reportAppLookup } from './app-lookup.ts';
import { benchWorkbooks, reportWorkbooks, workbookLinks } from './workbooks.ts';
import { availabilityQueries, benchAvailability, reportAvailability } from './availability.ts';
import { benchMetricsHomepage, metricsHomepageQueries, reportMetricsHomepage } from './metrics-homepage.ts';
import { benchBulkUpload, reportBulkUpload } from './bulk-upload.ts';
import { benchCluster, reportCluster } from './cluster.ts';

const PERSONA = 'superadmin';
const PASSWORD = 'luminate-sandbox';

const seedScale = positiveNumber('BENCH_SEED_SCALE', 1);
const durationS = positiveNumber('BENCH_DURATION_S', 10);
const concurrency = Math.round(positiveNumber('BENCH_CONCURRENCY', 20));
const fanout = (() => {
  try {
    return fanoutSizes();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const GATEWAY_QUERY = '{ markets { id name offices { id name } } assignmentTypes { id name } }';
const REST_PATHS = ['/api/Markets', '/api/Offices', '/api/Assignments/Types'];
const membersQuery = (take: number) => `{ members(take: ${take}) { nodes { id office { id name } } } }`;

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, got ${JSON.stringify(raw)}`);
    process.exit(1);
  }
  return value;
}

async function main(): Promise<number> {
  // One web build for the whole run: (c) measures it, (i) serves it.
  const web = process.env.BENCH_WEB_DIST ? { dist: process.env.BENCH_WEB_DIST, cleanup: () => {} } : buildWeb();
  process.env.BENCH_WEB_DIST = web.dist;
  const t0 = performance.now();
  // Before the sandbox starts: its identity provider reads the redirect URIs it accepts then.
  const browserPort = await reserveBrowserPort();
  console.log(`Seeding the sandbox (SEED_SCALE ${seedScale}) …`);
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', dataDir: 'memory://', seedScale, log: false });
  const seededS = (performance.now() - t0) / 1000;
  let gateway: Service | undefined;
  try {
    const gatewayPort = await freePort();
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    gateway = runTs(
      'gateway/src/main.ts',
      [],
      benchGatewayEnv({
        port: gatewayPort,
        careApiUrl: sandbox.url,
        issuer: sandbox.issuer,
        // Tables (a) and (b) measure what reaches the Care API (throughput against it, batching):
        // reference data is not kept across requests here. Table (a') runs the production default.
        extra: { REFERENCE_CACHE_TTL_MS: '0' },
      }),
      benchGatewayFlags(),
    );
    await waitForHttp(`${gatewayUrl}/healthz`, gateway);
    console.log(`Sandbox seeded in ${seededS.toFixed(1)} s; gateway up after ${((performance.now() - t0) / 1000).toFixed(1)} s.`);

    const token = await getToken({ issuer: sandbox.issuer, username: PERSONA, password: PASSWORD });
    const uid = String(decodeJwt(token).sub);
    const gql = async (query: string) => {
      const res = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      const body = (await res.json()) as { data?: unknown; errors?: unknown };
      if (res.status !== 200 || body.errors) throw new Error(`${query}\n→ HTTP ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
      return body;
    };
    await gql(GATEWAY_QUERY);

    // (a) Throughput and latency.
    const common = { concurrency, warmupMs: 1_000, durationMs: durationS * 1_000 };
    const gatewayRequest: LoadRequest = {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: GATEWAY_QUERY }),
    };
    const restRequests: LoadRequest[] = REST_PATHS.map((path) => ({
      method: 'GET',
      path,
      headers: { authorization: `Bearer ${token}`, 'x-user-id': uid },
    }));
    console.log(`Loading the gateway for ${durationS} s at concurrency ${concurrency} …`);
    const viaGateway = await runLoad({ ...common, origin: gatewayUrl, requests: [gatewayRequest], expectGraphql: true });
    console.log(`Loading the Care API directly for ${durationS} s at concurrency ${concurrency} …`);
    const direct = await runLoad({ ...common, origin: sandbox.url.replace(/\/$/, ''), requests: restRequests, expectGraphql: false });

    // (b) Upstream requests per members query.
    const upstreamCount = async (take: number) => {
      sandbox.requests.reset();
      await gql(membersQuery(take));
      return { count: sandbox.requests.count(), list: sandbox.requests.list() };
    };
    await gql(membersQuery(5)); // warms token verification and look-up caches equally for both
    const at20 = await upstreamCount(20);
    const at160 = await upstreamCount(160);
    const approvalTables = await benchApprovalTables({ gql, requests: sandbox.requests, gqlAs: personaGql(gatewayUrl, sandbox.issuer) });
    const marketAssignments = await benchMarketAssignments({ gql, requests: sandbox.requests }, sandbox.db);
    const appLookup = await benchAppLookup({ gql, requests: sandbox.requests }, sandbox.db, appLookupQueries());
    const workbooks = await benchWorkbooks({ gql, requests: sandbox.requests }, sandbox.db, workbookLinks());
    const availability = await benchAvailability({ gql, requests: sandbox.requests }, sandbox.db, availabilityQueries());
    const metricsHomepage = await benchMetricsHomepage({ gql, requests: sandbox.requests }, metricsHomepageQueries());
    const memberPage = await benchMemberPage(
      { gql, requests: sandbox.requests },
      { db: sandbox.db, gatewayUrl, token, durationMs: durationS * 1_000, concurrency },
    );
    console.log('Gateway against the hand-written BFF, in front of the replay upstream …');
    const versusBff = await benchGatewayVsBff({ careApiUrl: sandbox.url, issuer: sandbox.issuer, token });
    const amplification = await benchAmplification({ gatewayUrl, gatewayPid: gateway.child.pid!, token });

    const row = (name: string, r: LoadResult): string[] => {
      const sorted = [...r.latenciesMs].sort((x, y) => x - y);
      return [
        name,
        (r.operations / r.seconds).toFixed(0),
        (r.requests / r.seconds).toFixed(0),
        percentile(sorted, 0.5).toFixed(1),
        percentile(sorted, 0.99).toFixed(1),
        String(r.failures),
      ];
    };
    console.log('');
    console.log(`(a) markets + offices + assignment types — ${durationS} s, concurrency ${concurrency}, loopback`);
    console.log(
      table(
        ['client', 'ops/s', 'HTTP req/s', 'p50 ms', 'p99 ms', 'failures'],
        [row('gateway: 1 GraphQL query', viaGateway), row(`Care API: ${REST_PATHS.length} REST GETs`, direct)],
      ),
    );
    const ratio = (a: number, b: number) => (b > 0 ? `×${(a / b).toFixed(2)}` : 'n/a');
    const p99 = (r: LoadResult) =>
      percentile(
        [...r.latenciesMs].sort((x, y) => x - y),
        0.99,
      );
    console.log(
      `gateway vs direct: throughput ${ratio(viaGateway.operations / viaGateway.seconds, direct.operations / direct.seconds)}, ` +
        `p99 latency ${ratio(p99(viaGateway), p99(direct))}`,
    );
    console.log('');
    const versusBffOk = reportGatewayVsBff(versusBff);
    console.log('');
    console.log('(b) Care API requests for one members query (offices included)');
    console.log(
      table(
        ['members', 'upstream requests'],
        [
          ['20', String(at20.count)],
          ['160', String(at160.count)],
        ],
      ),
    );
    console.log('');
    console.log('(b) Care API requests for one page of each approval table (assigned employees and viewerCan included)');
    console.log(table(APPROVAL_TABLE_HEADERS, approvalTableRows(approvalTables)));
    console.log('');
    const marketAssignmentsOk = reportMarketAssignments(marketAssignments, table);
    console.log('');
    const appLookupOk = reportAppLookup(appLookup, table);
    console.log('');
    const workbooksOk = reportWorkbooks(workbooks, table);
    console.log('');
    const availabilityOk = reportAvailability(availability, table);
    console.log('');
    const metricsHomepageOk = reportMetricsHomepage(metricsHomepage, table);
    console.log('');
    const memberPageOk = reportMemberPage(memberPage, table);
    console.log('');
    const amplificationOk = reportAmplification(amplification, table);
    console.log('');
    const webBundleOk = benchWebBundle();
    console.log('');
    console.log('Every route in the browser …');
    const browserOk = reportBrowser(await benchBrowser({ sandbox, webDist: web.dist, port: browserPort }), table);
    console.log('');

    // (d) Live call-list fan-out, on its own fresh gateway process.
    console.log(`Live call-list fan-out for ${fanout.join(', ')} subscribers …`);
    const fanoutRows = await benchFanout(sandbox, fanout);
    console.log('');
    const fanoutOk = reportFanout(fanoutRows, table);
    console.log('');
    const bulkUploadOk = reportBulkUpload(await benchBulkUpload(), table);
    console.log('');
    // (h) Scaled out: nginx in front of three replicas beside one replica alone, on a cluster of its own.
    const clusterOk = reportCluster(await benchCluster());
    console.log('');

    let failed = false;
    for (const [name, r] of [
      ['gateway', viaGateway],
      ['Care API', direct],
    ] as const) {
      if (r.failures > 0) {
        failed = true;
        console.error(`FAIL: ${r.failures} failed ${name} requests; first: ${r.firstFailure}`);
      }
    }
    if (!versusBffOk) failed = true;
    if (!webBundleOk) failed = true;
    if (!browserOk) failed = true;
    if (!fanoutOk) failed = true;
    if (!bulkUploadOk) failed = true;
    if (!clusterOk) failed = true;
    if (!amplificationOk) failed = true;
    if (!memberPageOk) failed = true;
    if (!marketAssignmentsOk) failed = true;
    if (!appLookupOk) failed = true;
    if (!workbooksOk) failed = true;
    if (!availabilityOk) failed = true;
    if (!metricsHomepageOk) failed = true;
    if (at20.count !== at160.count) {
      failed = true;
      console.error(`FAIL: upstream requests grow with the page size (${at20.count} vs ${at160.count}); office look-ups are not batched.`);
      console.error(`  at 160: ${JSON.stringify(at160.list).slice(0, 2_000)}`);
    }
    for (const failure of approvalTableFailures(approvalTables)) {
      failed = true;
      console.error(`FAIL: ${failure}`);
    }
    console.log(`${failed ? 'FAILED' : 'OK'} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    return failed ? 1 : 0;
  } finally {
    await gateway?.stop();
    await sandbox.close();
    web.cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
