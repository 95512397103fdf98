/**
 * Seeing inside the gateway, on one stack with its metrics listener and its traces sent to an
 * OTLP/HTTP receiver in this test: the Prometheus answer holds the operation, error, cost and
 * upstream histograms with bounded labels (a trusted document's name, "other" for any other
 * name, the contract's route templates) and none of the ids, names or text the test sent; one
 * query's operation span, its Care API child span, the request's log line and the Care API's own
 * request log all carry one trace id, and no exported span attribute holds what the test sent.
 * The Prometheus configuration, its alert rules and the Grafana dashboard name only metrics the
 * gateway answers (and pass promtool's checks where promtool is installed).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { routes } from '@luminate/schema/rest';
import { startStack, type Stack } from '../support/stack.ts';
import { graphql } from '../generated/gql.ts';
import { familyOf, metricFamilies, parseExposition, parseMetrics, type Sample } from './support/prometheus-text.ts';

const MEMBER_RECORD = graphql(`
  query ObservedMemberRecord($id: ID!) {
    memberRecord(id: $id) {
      id
      fullName
    }
  }
`);

/** Not in the stack's trusted documents: its name is the client's own text. */
const MEMBER_SEARCH = graphql(`
  query ObservedMemberSearch($filters: [MemberFilter!], $take: Int) {
    members(filters: $filters, take: $take) {
      totalCount
    }
  }
`);

const SEARCH_TEXT = 'Quenby Marchetti-Oyelaran';

/** One span as the OTLP/HTTP exporter sends it (JSON encoding: ids in hex). */
const OtlpSpan = z.object({
  traceId: z.string(),
  spanId: z.string(),
  parentSpanId: z.string().optional(),
  name: z.string(),
  attributes: z
    .array(z.object({ key: z.string(), value: z.record(z.string(), z.unknown()) }))
    .optional()
    .default([]),
});
type OtlpSpan = z.infer<typeof OtlpSpan>;
const OtlpExport = z.object({
  resourceSpans: z.array(z.object({ scopeSpans: z.array(z.object({ spans: z.array(OtlpSpan) })) })),
});

let stack: Stack;
let receiver: Server;
let webDist: string;
const spans: OtlpSpan[] = [];
const logLines: string[] = [];
const batchDelay = process.env.OTEL_BSP_SCHEDULE_DELAY;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = OtlpExport.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  // The web build's trusted documents, as far as this test is concerned: the member record query only.
  webDist = mkdtempSync(join(tmpdir(), 'luminate-observed-'));
  const text = MEMBER_RECORD.toString();
  writeFileSync(join(webDist, 'persisted-documents.json'), JSON.stringify({ [createHash('sha256').update(text).digest('hex')]: text }));
  // Spans leave in batches: a short wait between them keeps the test short.
  process.env.OTEL_BSP_SCHEDULE_DELAY = '100';
  stack = await startStack({
    gatewayEnv: {
      METRICS_PORT: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
      LOG_LEVEL: 'info',
      WEB_DIST: webDist,
    },
    gatewayLog: { write: (line: string) => void logLines.push(line) },
  });
});

afterAll(async () => {
  await stack?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  if (webDist) rmSync(webDist, { recursive: true, force: true });
  if (batchDelay === undefined) delete process.env.OTEL_BSP_SCHEDULE_DELAY;
  else process.env.OTEL_BSP_SCHEDULE_DELAY = batchDelay;
});

/** A seeded member: its id and name, both of which must stay out of metrics and spans. */
async function someMember(): Promise<{ id: string; firstName: string; lastName: string }> {
  const { rows } = await stack.db.query<{ id: number; first_name: string; last_name: string }>(
    'SELECT id, first_name, last_name FROM members ORDER BY id DESC LIMIT 1',
  );
  return { id: String(rows[0].id), firstName: rows[0].first_name, lastName: rows[0].last_name };
}

/** The user id in a persona's access token. */
async function uidOf(persona: string): Promise<string> {
  const payload = (await stack.token(persona)).split('.')[1];
  return z.object({ sub: z.string() }).parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).sub;
}

/** Whether a value the test sent shows up: ids as a whole value, text anywhere inside. */
function leaks(value: string, sent: { ids: string[]; texts: string[] }): boolean {
  return sent.ids.includes(value) || sent.texts.some((text) => value.toLowerCase().includes(text.toLowerCase()));
}

async function until<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

describe('the metrics listener', () => {
  it('answers the operation, error, cost and upstream metrics with bounded labels only', async () => {
    const member = await someMember();
    const uid = await uidOf('superadmin');
    const record = await stack.gql('superadmin', MEMBER_RECORD, { id: member.id });
    expect(record.body.errors).toBeUndefined();
    const filters = [{ field: 'NAME_OR_AANEEL_ID' as const, matchMode: 'CONTAINS' as const, value: SEARCH_TEXT }];
    const search = await stack.gql('superadmin', MEMBER_SEARCH, { filters, take: 5 });
    expect(search.body.errors).toBeUndefined();
    const tooMany = await stack.gql('superadmin', MEMBER_SEARCH, { filters, take: 5000 });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    expect(stack.metricsUrl).toBeDefined();
    // Not on the public port.
    expect((await fetch(`${stack.gatewayUrl}/metrics`)).status).toBe(404);
    const answer = await fetch(`${stack.metricsUrl}/metrics`);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const samples = parseMetrics(await answer.text());
    const find = (name: string, labels: Record<string, string>): Sample | undefined =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

    expect(find('luminate_graphql_operation_duration_seconds_count', { operation: 'ObservedMemberRecord', type: 'query' })?.value).toBe(1);
    // The search's name is no trusted document's: counted as "other", never by the name the client chose.
    expect(find('luminate_graphql_operation_duration_seconds_count', { operation: 'other', type: 'query' })?.value).toBe(2);
    expect(samples.some((s) => s.labels.operation === 'ObservedMemberSearch')).toBe(false);
    expect(find('luminate_graphql_operation_cost_count', { operation: 'ObservedMemberRecord' })?.value).toBe(1);
    expect(find('luminate_graphql_errors_total', { code: 'BAD_USER_INPUT' })?.value).toBeGreaterThanOrEqual(1);
    expect(find('luminate_upstream_breaker_state', { upstream: 'care-api' })?.value).toBe(0);
    expect(find('luminate_cache_lookups_total', { cache: 'token', result: 'hit' })?.value).toBeGreaterThanOrEqual(1);
    expect(find('luminate_graphql_subscriptions_open', {})?.value).toBe(0);
    expect(find('luminate_nodejs_eventloop_lag_seconds', {})).toBeDefined();

    // Upstream calls are labelled by the contract's route templates, never by a filled path.
    const templates = new Set(Object.values(routes).map((r) => r.path));
    const upstream = samples.filter((s) => s.name === 'luminate_upstream_request_duration_seconds_count');
    expect(upstream.length).toBeGreaterThan(0);
    for (const s of upstream) expect(templates.has(s.labels.route) || s.labels.route.startsWith('/odata/'), s.labels.route).toBe(true);
    expect(upstream.some((s) => s.labels.route.includes('{') && s.labels.status === '200')).toBe(true);

    const sent = { ids: [member.id, uid], texts: [SEARCH_TEXT, member.firstName, member.lastName, 'superadmin'] };
    for (const s of samples) for (const value of Object.values(s.labels)) expect(leaks(value, sent), `${s.name} ${value}`).toBe(false);
    expect(metricFamilies(samples).size).toBeGreaterThan(10);
  });
});

describe('traces', () => {
  it('follow one query from its operation span to the Care API, in the logs and in the Care API request log', async () => {
    const member = await someMember();
    const uid = await uidOf('superadmin');
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    stack.upstreamRequests.reset();
    const traced = await stack.gql(
      'superadmin',
      MEMBER_RECORD,
      { id: member.id },
      { headers: { traceparent: `00-${traceId}-${callerSpanId}-01` } },
    );
    expect(traced.body.errors).toBeUndefined();
    const requestId = traced.headers.get('x-request-id');

    const operation = await until(() => spans.find((s) => s.traceId === traceId && s.parentSpanId === callerSpanId), 'the operation span');
    expect(operation.name).toBe('query ObservedMemberRecord');
    expect(attribute(operation, 'graphql.operation.type')).toBe('query');
    expect(typeof attribute(operation, 'luminate.graphql.cost')).not.toBe('undefined');
    const child = await until(() => spans.find((s) => s.traceId === traceId && s.parentSpanId === operation.spanId), 'an upstream span');
    expect(String(attribute(child, 'http.route'))).toMatch(/^\/api\//);
    expect(attribute(child, 'http.response.status_code')).toBeDefined();

    // The Care API received the upstream span's traceparent.
    const received = stack.upstreamRequests.list().filter((r) => r.traceparent?.includes(traceId));
    expect(received.length).toBeGreaterThan(0);
    expect(received.map((r) => r.traceparent!.split('-')[2])).toContain(child.spanId);

    // The request's summary log line carries the trace id beside the request id.
    const lines = logLines.map((line) => z.record(z.string(), z.unknown()).parse(JSON.parse(line)));
    const summary = lines.find((l) => l.msg === 'request' && l.requestId === requestId);
    expect(summary?.traceId).toBe(traceId);

    // A request without a traceparent starts a trace of its own.
    const filters = [{ field: 'NAME_OR_AANEEL_ID' as const, matchMode: 'CONTAINS' as const, value: SEARCH_TEXT }];
    const before = spans.length;
    expect((await stack.gql('superadmin', MEMBER_SEARCH, { filters, take: 5 })).body.errors).toBeUndefined();
    const root = await until(
      () => spans.slice(before).find((s) => s.parentSpanId === undefined || s.parentSpanId === ''),
      'a root operation span',
    );
    expect(root.name).toBe('query other');
    await until(() => spans.find((s) => s.traceId === root.traceId && s.parentSpanId === root.spanId), 'its upstream span');

    // No exported attribute holds a value the test sent.
    const sent = { ids: [member.id, uid], texts: [SEARCH_TEXT, member.firstName, member.lastName, 'superadmin', 'ObservedMemberSearch'] };
    for (const span of spans) {
      expect(leaks(span.name, sent), span.name).toBe(false);
      for (const a of span.attributes) {
        for (const value of Object.values(a.value)) expect(leaks(String(value), sent), `${span.name} ${a.key}`).toBe(false);
      }
    }
  });
});

const DOCKER = join(import.meta.dirname, '..', '..', 'docker');
const PROMTOOL = '/usr/bin/promtool';

const AlertRules = z.object({
  groups: z.array(
    z.object({
      rules: z.array(
        z.object({ alert: z.string(), expr: z.string(), annotations: z.object({ summary: z.string(), description: z.string() }) }),
      ),
    }),
  ),
});
const Dashboard = z.object({ panels: z.array(z.object({ targets: z.array(z.object({ expr: z.string() })) })) });

/** The gateway's metric names an expression reads (Prometheus's own, like `up`, aside). */
const metricNamesIn = (expr: string) => [...expr.matchAll(/\bluminate_[a-z0-9_]+/g)].map((m) => m[0]);

describe('the Prometheus and Grafana files', () => {
  it('name only metrics the gateway answers, and every alert says what it means', async () => {
    const rules = AlertRules.parse(parseYaml(readFileSync(join(DOCKER, 'prometheus', 'alerts.yml'), 'utf8')));
    const dashboard = Dashboard.parse(JSON.parse(readFileSync(join(DOCKER, 'grafana', 'luminate.json'), 'utf8')));
    const alerts = rules.groups.flatMap((g) => g.rules);
    expect(alerts.map((a) => a.alert).sort()).toEqual(
      [
        'LuminateCallListFanoutLag',
        'LuminateGatewayErrorRate',
        'LuminateGatewayLatencyHigh',
        'LuminateGatewayReplicaDown',
        'LuminateUpstreamBreakerOpen',
      ].sort(),
    );
    for (const alert of alerts) expect(alert.annotations.description.length, alert.alert).toBeGreaterThan(20);
    const named = new Set(
      [...alerts.map((a) => a.expr), ...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr))].flatMap(metricNamesIn),
    );
    expect(named.size).toBeGreaterThan(8);

    const { types } = parseExposition(await (await fetch(`${stack.metricsUrl}/metrics`)).text());
    for (const name of named) expect(types.has(familyOf(name, types)), name).toBe(true);

    // promtool (Debian's prometheus package) checks the configuration and the rules where it is installed.
    if (!existsSync(PROMTOOL)) return;
    for (const args of [
      ['check', 'config', join(DOCKER, 'prometheus', 'prometheus.yml')],
      ['check', 'rules', join(DOCKER, 'prometheus', 'alerts.yml')],
    ]) {
      const run = spawnSync(PROMTOOL, args, { encoding: 'utf8' });
      expect(run.status, `${args.join(' ')}: ${run.stdout}${run.stderr}`).toBe(0);
    }
  });
});
