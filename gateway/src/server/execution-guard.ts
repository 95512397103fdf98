/**
 * The backstop behind the cost estimate: whatever an operation was estimated to cost, it may run
 * only until its deadline (GRAPHQL_DEADLINE_MS) and build only so large an answer
 * (GRAPHQL_MAX_RESPONSE_BYTES). Past either, the operation ends with one error
 * (OPERATION_TIMEOUT or RESPONSE_TOO_LARGE) and its remaining fields are not resolved.
 *
 * Every field resolver of the graph is wrapped (`applyExecutionGuard`):
 * - the answer's size is estimated while resolving: each field's key, each leaf value's JSON
 *   length, each object's braces and each list's commas;
 * - the clock is read at every list field and every 64th field, so a long synchronous run notices
 *   its deadline too (the AbortSignal's timer cannot fire while the event loop is busy);
 * - the event loop is yielded: a big operation (estimated above 100,000, or past 10,000 fields or
 *   a second) waits for the next turn of the loop (after its I/O) whenever a run of work has
 *   lasted 20 ms, so health probes and other requests are answered while it runs. Ordinary
 *   operations never wait, so their DataLoader look-ups stay in one batch.
 *
 * HTTP operations get their guard from the plugin (with the request's deadline signal);
 * WebSocket queries and mutations get one at their first field; subscription events run
 * unguarded (their size is fixed by the source, and they never end by deadline).
 */
import {
  GraphQLError,
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  OperationTypeNode,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../context.ts';
import { asError } from '../errors.ts';
import { settled } from './plugin-hooks.ts';

export const OPERATION_TIMEOUT = 'OPERATION_TIMEOUT';
export const RESPONSE_TOO_LARGE = 'RESPONSE_TOO_LARGE';

/** A run of guarded work lasts at most this long (ms) before the event loop gets a turn. */
const SLICE_MS = 20;
/**
 * Operations wait for the loop only when big: estimated above this cost (more than the default
 * budget admits, so only where GRAPHQL_MAX_COST is raised), or past this many fields (a 160-row
 * approval page resolves about 7,000), or running this long (ms). An ordinary operation's
 * look-ups thus stay in one batch.
 */
const YIELD_FROM_COST = 100_000;
const YIELD_AFTER_FIELDS = 10_000;
const YIELD_AFTER_MS = 1_000;
/** The clock is read at every list field and at every CHECK_EVERY-th field. */
const CHECK_EVERY = 64;

export interface GuardLimits {
  deadlineMs: number;
  maxResponseBytes: number;
}

const GUARD = Symbol('luminate.executionGuard');
type GuardedContext = { [GUARD]?: OperationGuard | null };

/** The limits of the gateway serving a schema, for operations that reach it without the HTTP plugin. */
const limitsBySchema = new WeakMap<GraphQLSchema, GuardLimits>();

function readableDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}

function readableBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} kB`;
  return `${bytes} bytes`;
}

/*
 * The operation-wide errors carry an (empty) path from the start: graphql-js then passes the one
 * error object through every field it stops instead of building a located copy for each, which
 * costs tens of microseconds apiece.
 */
export function operationTimeoutError(deadlineMs: number): GraphQLError {
  return new GraphQLError(`The operation took longer than ${readableDuration(deadlineMs)} and was stopped`, {
    path: [],
    extensions: { code: OPERATION_TIMEOUT },
  });
}

export function responseTooLargeError(maxBytes: number): GraphQLError {
  return new GraphQLError(`The answer would be larger than ${readableBytes(maxBytes)} and was stopped; ask for fewer rows or fields`, {
    path: [],
    extensions: { code: RESPONSE_TOO_LARGE },
  });
}

/** JSON length of a leaf value, near enough (escapes are not counted). */
function leafBytes(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return value.length + 2;
    case 'number':
      return String(value).length;
    case 'boolean':
      return value ? 4 : 5;
    case 'object':
      if (value === null) return 4;
      if (Array.isArray(value)) {
        let bytes = 2 + value.length;
        for (const item of value) bytes += leafBytes(item);
        return bytes;
      }
      return 26; // a date or other scalar object, serialised as a short string
    default:
      return 4;
  }
}

/*
 * The loop's current run of guarded work: it starts at the first check after a turn of the loop
 * and ends at the next check phase (setImmediate), after which I/O has been served. Shared by
 * every operation: what a probe waits for is the whole run, whoever does the work.
 */
let turn: Promise<void> | null = null;
let runStartedAt = 0;

/** Milliseconds the current run has lasted (starting one when none is under way). */
function runMs(now: number): number {
  if (turn === null) {
    runStartedAt = now;
    turn = new Promise((resolve) =>
      setImmediate(() => {
        turn = null;
        resolve();
      }),
    );
  }
  return now - runStartedAt;
}

export class OperationGuard {
  bytes = 0;
  fields = 0;
  stopped: GraphQLError | null = null;
  /** The operation's estimated cost, when the cost plugin computed it with the request's variables. */
  estimatedCost = 0;
  readonly startedAt = performance.now();
  private readonly deadlineAt: number;
  /** While set, the operation waits for the next turn of the event loop: resolves when it may go on. */
  private resume: Promise<void> | null = null;

  constructor(
    readonly limits: GuardLimits,
    private readonly signal?: AbortSignal,
  ) {
    this.deadlineAt = this.startedAt + limits.deadlineMs;
  }

  stop(error: GraphQLError): GraphQLError {
    this.stopped ??= error;
    return this.stopped;
  }

  deadlinePassed(now = performance.now()): boolean {
    return now > this.deadlineAt || !!this.signal?.aborted;
  }

  /**
   * Counts a field about to resolve and checks the limits (throwing the operation's error once
   * one is passed). Returns a promise to wait for when the field must let the event loop turn.
   */
  enter(key: string | number, leaf: boolean, list: boolean): Promise<void> | null {
    if (this.stopped) throw this.stopped;
    this.bytes += (typeof key === 'string' ? key.length + 4 : 0) + (leaf ? 0 : 2);
    if (this.bytes > this.limits.maxResponseBytes) throw this.stop(responseTooLargeError(this.limits.maxResponseBytes));
    this.fields++;
    if (this.resume) return this.resume;
    if (!list && this.fields % CHECK_EVERY !== 0) return null;
    const now = performance.now();
    if (this.deadlinePassed(now)) throw this.stop(operationTimeoutError(this.limits.deadlineMs));
    // Ordinary operations never wait: a wait splits their DataLoader batches (the look-ups asked
    // before it go upstream without those asked after). A big one lets the loop turn whenever a
    // run has lasted a slice.
    const run = runMs(now);
    if (run <= SLICE_MS || !this.mayWait(now)) return null;
    this.resume = turn!.then(() => {
      this.resume = null;
    });
    return this.resume;
  }

  /** Big: estimated above 100,000, or past 10,000 fields or a second. */
  private mayWait(now: number): boolean {
    return this.estimatedCost > YIELD_FROM_COST || this.fields >= YIELD_AFTER_FIELDS || now - this.startedAt >= YIELD_AFTER_MS;
  }

  /** Counts a resolved leaf value or list (objects are counted as their fields resolve). */
  count(value: unknown, leaf: boolean): void {
    if (this.stopped) throw this.stopped;
    if (leaf) this.bytes += leafBytes(value);
    else if (Array.isArray(value)) this.bytes += 2 + value.length;
    else return;
    if (this.bytes > this.limits.maxResponseBytes) throw this.stop(responseTooLargeError(this.limits.maxResponseBytes));
  }
}

function guardOf(ctx: unknown, info: GraphQLResolveInfo): OperationGuard | null {
  if (!ctx || typeof ctx !== 'object') return null;
  const context = ctx as GuardedContext;
  const existing = context[GUARD];
  if (existing !== undefined) return existing;
  const limits = limitsBySchema.get(info.schema);
  const guard = limits && info.operation.operation !== OperationTypeNode.SUBSCRIPTION ? new OperationGuard(limits) : null;
  context[GUARD] = guard;
  return guard;
}

/** Tells the operation's guard its estimated cost (HTTP operations, known before they run). */
export function noteEstimatedCost(ctx: unknown, estimated: number): void {
  const guard = ctx && typeof ctx === 'object' ? (ctx as GuardedContext)[GUARD] : undefined;
  if (guard) guard.estimatedCost = estimated;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> => !!value && typeof (value as { then?: unknown }).then === 'function';

/**
 * The guard's errors reach graphql-js as rejected promises, never as synchronous throws: a
 * synchronous throw inside a list abandons the promises of the items before it, and those would
 * then reject unhandled once the guard has stopped the operation. Once stopped, the fields still
 * asked for end as cheaply as possible: a nullable one is null and a list empty (no error each:
 * the operation's one error says why), any other rejects with that error.
 */
function guardedResolver(
  inner: GraphQLFieldResolver<unknown, unknown>,
  leaf: boolean,
  list: boolean,
  nullable: boolean,
): GraphQLFieldResolver<unknown, unknown> {
  const ended = (error: GraphQLError) => (nullable ? null : list ? [] : Promise.reject(error));
  const resolveAndCount = (
    guard: OperationGuard,
    source: unknown,
    args: Record<string, unknown>,
    ctx: unknown,
    info: GraphQLResolveInfo,
  ) => {
    const result = inner(source, args, ctx, info);
    if (!leaf && !list) return result;
    if (isThenable(result)) {
      return Promise.resolve(result).then((value) => {
        guard.count(value, leaf);
        return value;
      });
    }
    try {
      guard.count(result, leaf);
    } catch (error) {
      return Promise.reject(asError(error));
    }
    return result;
  };
  return function guarded(source, args: Record<string, unknown>, ctx, info) {
    const guard = guardOf(ctx, info);
    if (!guard) return inner(source, args, ctx, info);
    if (guard.stopped) return ended(guard.stopped);
    let wait: Promise<void> | null;
    try {
      wait = guard.enter(info.path.key, leaf, list);
    } catch (error) {
      return Promise.reject(asError(error));
    }
    if (wait) {
      return wait.then(() => {
        if (!guard.stopped && guard.deadlinePassed()) guard.stop(operationTimeoutError(guard.limits.deadlineMs));
        if (guard.stopped) return ended(guard.stopped);
        return resolveAndCount(guard, source, args, ctx, info);
      });
    }
    return resolveAndCount(guard, source, args, ctx, info);
  };
}

/** Wraps every object field's resolver with the operation's guard. */
export function applyExecutionGuard(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig) => {
      const inner = fieldConfig.resolve ?? defaultFieldResolver;
      const leaf = isLeafType(getNamedType(fieldConfig.type));
      const list = isListType(getNullableType(fieldConfig.type));
      const nullable = !isNonNullType(fieldConfig.type);
      return { ...fieldConfig, resolve: guardedResolver(inner, leaf, list, nullable) };
    },
  });
}

/**
 * Gives every HTTP operation its guard (deadline from the request's signal) and, when the guard
 * stopped it, answers only its one error: `data` null, no half-built answer. Remembers the limits
 * for the gateway's WebSocket operations on the same schema.
 */
export function executionGuardPlugin(limits: GuardLimits): ApolloServerPlugin<RequestContext> {
  return {
    serverWillStart: ({ schema }) =>
      settled(() => {
        limitsBySchema.set(schema, limits);
      }),
    requestDidStart: ({ contextValue }) =>
      settled(() => {
        // The guard keeps the same deadline by the clock; the context's abort signal (made only when
        // an upstream call needs it) is what stops calls under way.
        const guard = new OperationGuard(limits);
        (contextValue as RequestContext & GuardedContext)[GUARD] = guard;
        return {
          willSendResponse: ({ response, operationName }) =>
            settled(() => {
              if (response.body.kind !== 'single') return;
              const result = response.body.singleResult;
              // Upstream calls cut short by the deadline fail on their own; report them as the timeout.
              if (!guard.stopped && result.errors?.length && guard.deadlinePassed()) guard.stop(operationTimeoutError(limits.deadlineMs));
              const error = guard.stopped;
              if (!error) return;
              contextValue.log.warn(
                {
                  code: error.extensions.code,
                  operationName: operationName ?? null,
                  ms: Math.round(performance.now() - guard.startedAt),
                  estimatedBytes: guard.bytes,
                  fields: guard.fields,
                },
                'operation stopped',
              );
              response.body.singleResult = {
                data: null,
                errors: [{ message: error.message, extensions: { code: error.extensions.code } }],
                ...(result.extensions ? { extensions: result.extensions } : {}),
              };
            }),
        };
      }),
  };
}
