/**
 * The contract between the gateway core and its domain modules. The core (server, auth,
 * upstream) implements these; modules only consume them.
 */
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Logger } from 'pino';
import type { Claim } from '@luminate/schema/claims';
import type { RouteContract } from '@luminate/schema/rest';
import type { CallListHub } from './upstream/hub-client/index.ts';
import type { AuditTrail } from './audit/trail.ts';
import type { QueueChanges } from './server/queue-changes.ts';
import type { CacheInvalidations } from './server/cache-invalidations.ts';

/** The signed-in user, from a verified access token. */
export interface Viewer {
  /** Identity-provider user id (token `sub`). */
  uid: string;
  name: string | null;
  email: string | null;
  employeeId: number | null;
  claims: ReadonlySet<Claim>;
  /** The raw bearer token, relayed upstream; never logged. */
  token: string;
  /** When the token expires (epoch ms, from its `exp`); long-lived operations end then. */
  expiresAt?: number;
}

type JsonOf<R extends RouteContract> = R['answer'] extends { json: infer S extends z.ZodTypeAny } ? z.infer<S> : never;
type In<R extends RouteContract, K extends 'params' | 'query' | 'body'> = R[K] extends z.ZodTypeAny ? z.input<R[K]> : never;

export interface CallArgs<R extends RouteContract> {
  params?: In<R, 'params'>;
  query?: In<R, 'query'>;
  body?: In<R, 'body'>;
}

/** Arguments of an upload: the route's params and query, and the raw bytes as the body. */
export interface UploadArgs<R extends RouteContract> {
  params?: In<R, 'params'>;
  query?: In<R, 'query'>;
  /** Sent as is (application/octet-stream), e.g. the bytes of an .xlsx workbook. */
  body: Buffer;
  /**
   * For uploads the Care API works on for long (bulk uploads of up to 50,000 rows): the call's
   * deadline and the longest wait for the headers and between body chunks, instead of the client's.
   */
  timeoutMs?: number;
}

/** A file answered by the upstream, ready to stream to the browser. */
export interface UpstreamFile {
  stream: Readable;
  /** Sanitised (word characters, dot, hyphen; at most 255). */
  fileName: string;
  contentType: string;
  contentLength?: number;
  /** Data rows of an export, when the Care API says (X-Row-Count): the download's audit event records them. */
  rows?: number;
}

export interface OdataPage<T> {
  value: T[];
  count: number;
}

/** The Care API, bound to the viewer's token and the request id. */
export interface Upstream {
  /** Calls a JSON route of the contract. GETs are retried on transient failures; nothing else is. */
  call<R extends RouteContract>(route: R, args?: CallArgs<R>): Promise<JsonOf<R>>;
  /**
   * Sends raw bytes to a route whose contract has `rawBody` and reads its JSON answer. Never
   * retried (an upload creates something); errors are mapped as for call().
   */
  upload<R extends RouteContract>(route: R, args: UploadArgs<R>): Promise<JsonOf<R>>;
  /**
   * Sends raw bytes like upload() and streams the answer's body (e.g. the NDJSON lines of a bulk
   * validation) instead of reading JSON; 4xx answers are mapped to errors as for call(). Never retried.
   */
  uploadForStream<R extends RouteContract>(route: R, args: UploadArgs<R>): Promise<UpstreamFile>;
  /** Calls a file route (octet-stream, zip or signed-url header) and streams its body. */
  download<R extends RouteContract>(route: R, args?: CallArgs<R>): Promise<UpstreamFile>;
  /** GET /odata/{entitySet}?{query}; `query` comes from the OData builder, never from raw user text. */
  odata<T>(entitySet: string, query: string): Promise<OdataPage<T>>;
}

/** The key under which a request's data sources keep their request (module.ts creates each source from it). */
export const DATA_SOURCES_REQUEST = Symbol('luminate.dataSourcesContext');

/**
 * The per-request data sources, by key. Core declares none: each module adds its own keys to
 * this interface (declaration merging in its index.ts) and registers their factories, so the
 * core never imports the module list. The core's one member is the request they are made for.
 */
export interface DataSources {
  /** The request the data sources are created for, on first use. */
  readonly [DATA_SOURCES_REQUEST]: RequestContext;
}

export interface RequestContext {
  requestId: string;
  /** Null only while resolving @public fields for an anonymous caller. */
  viewer: Viewer | null;
  log: Logger;
  upstream: Upstream;
  /** Per-request data sources with their DataLoaders, created lazily. */
  dataSources: DataSources;
  /**
   * Aborts when the operation's overall deadline passes (GraphQL queries and mutations over
   * HTTP); upstream calls made for it stop then too. Never aborts for subscriptions and file routes.
   */
  signal: AbortSignal;
  /** The audit trail: events of exports, downloads, uploads and mutations (see audit/). */
  audit: AuditTrail;
  /**
   * The call-list hub pool, present only on operations over WebSocket (the one transport that
   * serves subscriptions); its presence is also how an audit event knows its transport.
   */
  callListHub?: CallListHub;
  /** The approval queues' change bus; present, like callListHub, only on operations over WebSocket. */
  queueChanges?: QueueChanges;
  /**
   * Word to every replica that data kept across requests is out of date (server/cache-invalidations.ts);
   * absent only on hand-built contexts, where what is kept stays in its process.
   */
  cacheInvalidations?: CacheInvalidations;
  /**
   * Over WebSocket: a new context for the same viewer and socket (new data sources, so new
   * DataLoaders and nothing remembered), for a subscription that reads again at each change.
   */
  freshContext?: () => RequestContext;
}
