/**
 * The gateway's Prometheus metrics: one registry per gateway (prom-client), never the library's
 * global one, so several gateways in one process (tests) keep theirs apart. Names carry the
 * `luminate_` prefix and their unit; labels take their values from short fixed lists (operation
 * names of the trusted documents, error codes, the contract's route templates, HTTP statuses) —
 * never a user id, member data or text a client chose.
 *
 * Each instrument is observed once per operation, upstream call or list pushed, never per field
 * or per subscriber; counts the gateway already keeps (open subscriptions, shared results) are
 * read when Prometheus scrapes.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from 5 ms to 20 s, the GraphQL deadline's default. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];
/** Cost points: GRAPHQL_MAX_COST defaults to 50,000. */
const COST_BUCKETS = [1, 10, 50, 100, 500, 1_000, 5_000, 10_000, 50_000];
/** Seconds from a list's arrival from the hub to its last subscriber's message. */
const LAG_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/** The circuit breaker's states as the gauge reports them. */
export const BREAKER_STATES = { closed: 0, halfOpen: 1, open: 2 } as const;

/** Readings the gateway keeps anyway, taken at scrape time. */
export interface MetricsReadings {
  /** GraphQL subscriptions open on this process's WebSockets. */
  openSubscriptions(): number;
  /** Shared subscription results: executed once (miss) and handed to another subscriber (hit). */
  sharedResults(): { executions: number; reuses: number };
}

export interface GatewayMetrics {
  readonly registry: Registry;
  /** luminate_graphql_operation_duration_seconds{operation,type}: one per HTTP operation. */
  readonly operationDuration: Histogram<'operation' | 'type'>;
  /** luminate_graphql_errors_total{code}: errors answered, by their code. */
  readonly errors: Counter<'code'>;
  /** luminate_graphql_operation_cost{operation}: the cost estimate of each HTTP operation. */
  readonly operationCost: Histogram<'operation'>;
  /** luminate_upstream_request_duration_seconds{route,method,status}: one per Care API call (retries included). */
  readonly upstreamDuration: Histogram<'route' | 'method' | 'status'>;
  /** luminate_upstream_breaker_state{upstream}: 0 closed, 1 half-open, 2 open. */
  readonly breakerState: Gauge<'upstream'>;
  /** luminate_cache_lookups_total{cache,result}: reference answers, verified tokens, shared subscription results. */
  readonly cacheLookups: Counter<'cache' | 'result'>;
  /** luminate_call_list_fanout_lag_seconds: from a list's arrival to its delivery to every subscriber. */
  readonly fanoutLag: Histogram;
  /** luminate_rate_limit_refusals_total{limiter}: requests refused over budget. */
  readonly rateLimitRefusals: Counter<'limiter'>;
  /** Hands over the readings taken at scrape time (the WebSocket side exists only once the server is built). */
  read(readings: MetricsReadings): void;
}

export function createGatewayMetrics(): GatewayMetrics {
  const registry = new Registry();
  // Event-loop lag, heap, GC, handles, CPU: prom-client's process metrics, prefixed as ours.
  collectDefaultMetrics({ register: registry, prefix: 'luminate_' });
  let readings: MetricsReadings | null = null;
  const seen = { executions: 0, reuses: 0 };

  const cacheLookups = new Counter({
    name: 'luminate_cache_lookups_total',
    help: 'Cache look-ups by cache (reference, token, shared_results) and result (hit, revalidated, miss).',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      // Shared results count in their own hot loop; the difference since the last scrape is added here.
      if (!readings) return;
      const now = readings.sharedResults();
      if (now.reuses > seen.reuses) this.inc({ cache: 'shared_results', result: 'hit' }, now.reuses - seen.reuses);
      if (now.executions > seen.executions) this.inc({ cache: 'shared_results', result: 'miss' }, now.executions - seen.executions);
      seen.executions = now.executions;
      seen.reuses = now.reuses;
    },
  });

  new Gauge({
    name: 'luminate_graphql_subscriptions_open',
    help: 'GraphQL subscriptions open on this process.',
    registers: [registry],
    collect() {
      this.set(readings?.openSubscriptions() ?? 0);
    },
  });

  return {
    registry,
    operationDuration: new Histogram({
      name: 'luminate_graphql_operation_duration_seconds',
      help: 'Time from the request to the answer of one GraphQL operation over HTTP, by operation name (trusted documents; "other") and type.',
      labelNames: ['operation', 'type'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    errors: new Counter({
      name: 'luminate_graphql_errors_total',
      help: 'Errors answered to GraphQL clients, by error code (docs/errors.md).',
      labelNames: ['code'] as const,
      registers: [registry],
    }),
    operationCost: new Histogram({
      name: 'luminate_graphql_operation_cost',
      help: 'Estimated cost of each GraphQL operation over HTTP (docs/query-cost.md), by operation name.',
      labelNames: ['operation'] as const,
      buckets: COST_BUCKETS,
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'luminate_upstream_request_duration_seconds',
      help: "Time of one Care API call (its retries included), by the contract's route template, method and status (a code, or timeout, network, breaker_open, aborted).",
      labelNames: ['route', 'method', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    breakerState: new Gauge({
      name: 'luminate_upstream_breaker_state',
      help: 'Circuit breaker of an upstream: 0 closed, 1 half-open, 2 open.',
      labelNames: ['upstream'] as const,
      registers: [registry],
    }),
    cacheLookups,
    fanoutLag: new Histogram({
      name: 'luminate_call_list_fanout_lag_seconds',
      help: "Time from a call list's arrival from the hub to its hand-over to every subscriber of the campaign.",
      buckets: LAG_BUCKETS,
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'luminate_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limiter.',
      labelNames: ['limiter'] as const,
      registers: [registry],
    }),
    read(given) {
      readings = given;
    },
  };
}
