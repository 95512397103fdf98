/**
 * The shapes of the Care API's HTTP client: its options, the identity `forRequest` binds it to,
 * the client itself, and what one attempt sends and answers.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';
import type { Logger } from 'pino';
import type { HttpMethod } from '@luminate/schema/rest';
import type { Upstream } from '../../context.ts';
import type { SharedAnswers } from '../shared-answers.ts';
import type { GatewayMetrics } from '../../server/metrics/index.ts';
import type { Span, Tracer } from '../../server/tracing/index.ts';

export interface BreakerOptions {
  /** Failure percentage within the rolling window that opens the breaker. */
  errorThresholdPercentage: number;
  /** Milliseconds the breaker stays open before a trial request. */
  resetTimeout: number;
  /** Requests needed in the window before the breaker may open (default 10). */
  volumeThreshold?: number;
  /** Length of the rolling statistics window in ms (default 10 s). */
  rollingCountTimeout?: number;
  /**
   * Distinct users whose calls must have failed within the rolling window before the breaker
   * may open (default 3): one user's failing requests never open it for everyone.
   */
  minUsers?: number;
}

export interface UpstreamOptions {
  baseUrl: string;
  /** undici's per-wait timeout: for the response headers and for each body chunk. */
  timeoutMs: number;
  /** Total time one call may take, retries included (default 30 s). */
  deadlineMs?: number;
  retries: number;
  connections: number;
  breaker: BreakerOptions;
  logger: Logger;
  /** Base of the jittered exponential backoff between GET retries (default 100 ms). */
  retryBaseMs?: number;
  /** How long answers of routes declared `cache: 'shared'` are kept across requests (ms; default 0: not kept). */
  sharedAnswerTtlMs?: number;
  /** Where calls, breaker states and reference-cache look-ups are counted. */
  metrics?: GatewayMetrics;
  /** Records a span per call under the request's span (null or absent: tracing off). */
  tracer?: Tracer | null;
}

/** What the client observes calls with: the gateway's metrics and tracer, when it has them. */
export type UpstreamTelemetry = Pick<UpstreamOptions, 'metrics' | 'tracer'>;

export interface RequestIdentity {
  /** The viewer's bearer token; null for anonymous calls (only @public fields make them). */
  token: string | null;
  uid: string | null;
  requestId: string;
  log: Logger;
  /** Incremented per upstream call; the request's summary log line reports it. */
  counter?: { upstreamCalls: number };
  /** The operation's deadline: once aborted, calls still under way stop and new ones are not sent. */
  signal?: AbortSignal;
  /** The request's span (or the caller's trace it came with): each call's span is its child, and its traceparent is sent. */
  span?: Span;
}

export interface UpstreamClient {
  forRequest(identity: RequestIdentity): Upstream;
  /** The answers kept across requests (reference data). */
  readonly sharedAnswers: SharedAnswers;
  /** True while the breaker of the Care API's origin is open. */
  isOpen(): boolean;
  close(): Promise<void>;
}

export interface Attempt {
  url: URL;
  method: HttpMethod;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Set for uploads: never retried, whatever the method. */
  noRetry?: boolean;
  /** Whose call this is: the breaker counts the users that saw failures, not failures alone. */
  user: string;
  /** The call's deadline together with the caller's signal. */
  signal: AbortSignal;
  /** Read the whole body within the attempt (JSON answers), so the deadline and the breaker cover it. */
  readBody: boolean;
  /** Longer waits than the client's for the headers and between body chunks (long uploads: see UploadArgs.timeoutMs). */
  waitMs?: number;
}

/** An answer below 500: its body read as text (JSON answers) or left as a stream (files). */
export interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  text?: string;
  stream?: Dispatcher.ResponseData['body'];
}

/** Sends one logical request (breaker-guarded attempts, retried when allowed). */
export type Send = (req: Attempt) => Promise<Answer>;
