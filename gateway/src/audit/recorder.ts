/**
 * Audit events from request handling. `beginAudit` opens one event for the current request
 * (who, transport, operation and module come from the context); the caller adds targets, rows
 * or bytes and finishes it once with its outcome. Within a mutation the schema's wrapper holds
 * the one event of that mutation field: `audited()` and `refused()` called underneath add their
 * ids to it instead of writing events of their own. Outside a mutation (file routes, queries,
 * subscriptions) they write their own event. `audited()` hands its result on only once the
 * trail's store holds the event (see AuditTrail.record), as the mutation wrapper does.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../context.ts';
import { ErrorCode, forbidden } from '../errors.ts';
import { codeForStatus } from '../server/http-errors.ts';
import { scopeOf } from '../server/request-context.ts';
import { idTargets, type AuditIds, type AuditOutcome, type AuditTarget, type AuditTransport } from './event.ts';

/** What recording needs from a request context (callers may hold a narrower type; the trail is read at run time). */
export type AuditContext = Pick<RequestContext, 'viewer' | 'log'> & Partial<Pick<RequestContext, 'audit' | 'requestId' | 'signal'>>;

interface FileRouteOrigin {
  module: string;
  operation: string;
  req: IncomingMessage;
}

const fileRoutes = new WeakMap<object, FileRouteOrigin>();

/**
 * Marks a context as serving a module's file route, so its events say `file`, the module and the
 * route (method and path pattern, never the query string, which may carry typed text).
 */
export function markFileRoute<C extends object>(
  ctx: C,
  module: string,
  req: IncomingMessage & { route?: { path?: unknown }; baseUrl?: string; path?: string },
): C {
  const pattern =
    typeof req.route?.path === 'string' ? `${req.baseUrl ?? ''}${req.route.path}` : (req.path ?? req.url?.split('?')[0] ?? '');
  fileRoutes.set(ctx, { module, operation: `${req.method ?? 'GET'} ${pattern}`, req });
  return ctx;
}

function originOf(ctx: AuditContext): { transport: AuditTransport; module: string | null; operation: string | null } {
  const file = fileRoutes.get(ctx);
  if (file) return { transport: 'file', module: file.module, operation: file.operation };
  // WebSocket operations (and only they) carry the call-list hub on their context.
  const transport: AuditTransport = (ctx as Partial<RequestContext>).callListHub ? 'ws' : 'http';
  return { transport, module: null, operation: scopeOf(ctx as RequestContext)?.operationName ?? null };
}

/** The error code an event keeps: the GraphQL code, or the HTTP status as a word (e.g. PAYLOAD_TOO_LARGE). */
export function auditCode(error: unknown): string {
  if (error instanceof GraphQLError) {
    const code = error.extensions?.code;
    return typeof code === 'string' ? code : ErrorCode.INTERNAL_SERVER_ERROR;
  }
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && STATUS_CODES[status] && status < 500) {
    // The code the client was answered where the status has one (422 is UNPROCESSABLE), else the status's name.
    return codeForStatus(status, STATUS_CODES[status].toUpperCase().replace(/[^A-Z0-9]+/g, '_'));
  }
  return ErrorCode.INTERNAL_SERVER_ERROR;
}

/** Refusals (FORBIDDEN, UNAUTHENTICATED) are `forbidden`; work cut off by the deadline or a departed client is `aborted`. */
function outcomeOfError(error: unknown, ctx: AuditContext, code: string): AuditOutcome {
  if (code === ErrorCode.FORBIDDEN || code === ErrorCode.UNAUTHENTICATED) return 'forbidden';
  if (ctx.signal?.aborted || code === 'OPERATION_TIMEOUT') return 'aborted';
  const file = fileRoutes.get(ctx);
  if (file && file.req.destroyed && !file.req.complete) return 'aborted';
  return 'failed';
}

export interface BeginAuditOptions {
  targets?: AuditIds;
  /** Overrides the module derived from the context (mutations know theirs from the schema). */
  module?: string | null;
  /** Overrides the operation derived from the context. */
  operation?: string | null;
}

/** One event being assembled; written by the first `finish`/`fail`, later calls do nothing. */
export class AuditDraft {
  private readonly targets: AuditTarget[] = [];
  rows: number | null = null;
  bytes: number | null = null;
  private done = false;
  private written: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: AuditContext,
    readonly action: string,
    private readonly origin: { transport: AuditTransport; module: string | null; operation: string | null },
  ) {}

  get finished(): boolean {
    return this.done;
  }

  /**
   * Settles once the finished event is in the trail's store (or its failure to get there has
   * been reported): what answers to the client wait for, so an answered action's event is never
   * only in this process's memory.
   */
  get stored(): Promise<void> {
    return this.written;
  }

  /**
   * Adds the id-shaped entries of `ids` as targets. A numeric `…Count` entry (e.g. approvedCount)
   * is the number of records the action touched and becomes `rows`.
   */
  addTargets(ids: AuditIds | null | undefined): this {
    if (this.done || !ids) return this;
    idTargets(ids, this.targets);
    for (const [key, value] of Object.entries(ids)) {
      if (/Count$/.test(key) && typeof value === 'number' && Number.isFinite(value)) this.rows = value;
    }
    return this;
  }

  addTargetList(targets: readonly AuditTarget[]): this {
    if (!this.done) this.targets.push(...targets);
    return this;
  }

  finish(outcome: AuditOutcome, code: string | null = null): void {
    if (this.done) return;
    this.done = true;
    const trail = this.ctx.audit;
    const event = {
      uid: this.ctx.viewer?.uid ?? null,
      employeeId: this.ctx.viewer?.employeeId ?? null,
      action: this.action,
      module: this.origin.module,
      operation: this.origin.operation,
      targets: this.targets,
      outcome,
      code: outcome === 'ok' ? null : code,
      rows: this.rows,
      bytes: this.bytes,
      requestId: this.ctx.requestId ?? 'unknown',
      traceId: scopeOf(this.ctx as RequestContext)?.traceId ?? null,
      transport: this.origin.transport,
    };
    if (!trail) {
      // Only hand-built contexts lack the trail; say so in the application log (ids only).
      this.ctx.log.error({ auditAction: this.action, outcome }, 'audit trail missing on the request context');
      return;
    }
    this.written = trail.record(event).then(() => undefined);
  }

  /** Finishes with the outcome and code an error stands for. */
  fail(error: unknown): void {
    const code = auditCode(error);
    this.finish(outcomeOfError(error, this.ctx, code), code);
  }
}

export function beginAudit(ctx: AuditContext, action: string, options: BeginAuditOptions = {}): AuditDraft {
  const origin = originOf(ctx);
  if (options.module !== undefined) origin.module = options.module;
  if (options.operation !== undefined) origin.operation = options.operation;
  return new AuditDraft(ctx, action, origin).addTargets(options.targets);
}

/** The event of the mutation field being resolved (set by the schema's mutation wrapper). */
const currentMutation = new AsyncLocalStorage<AuditDraft>();

export function runInMutationAudit<T>(event: AuditDraft, fn: () => T): T {
  return currentMutation.run(event, fn);
}

function openMutationEvent(): AuditDraft | undefined {
  const event = currentMutation.getStore();
  return event && !event.finished ? event : undefined;
}

/**
 * Runs a write and audits it. Inside a mutation its ids (and the answer's, via `resultIds`) join
 * the mutation's event; elsewhere (a file route's upload, say) it writes its own event, ok or
 * failed with the error code. `run` gets the event to add what it learns (targets, rows, bytes).
 */
export async function audited<T>(
  ctx: AuditContext,
  what: string,
  ids: AuditIds,
  run: (event: AuditDraft) => Promise<T>,
  /** Ids only known from the answer, e.g. a created record's id. */
  resultIds?: (result: T) => AuditIds,
): Promise<T> {
  const outer = openMutationEvent();
  if (outer) {
    outer.addTargets(ids);
    const result = await run(outer);
    if (resultIds) outer.addTargets(resultIds(result));
    return result;
  }
  const event = beginAudit(ctx, what, { targets: ids });
  try {
    const result = await run(event);
    if (resultIds) event.addTargets(resultIds(result));
    event.finish('ok');
    await event.stored;
    return result;
  } catch (error) {
    event.fail(error);
    await event.stored;
    throw error;
  }
}

/**
 * Records a refusal (outcome forbidden) and answers the FORBIDDEN error to throw. Inside a
 * mutation the ids join the mutation's event, which ends forbidden when the error reaches it.
 */
export function refused(ctx: AuditContext, what: string, message: string, ids: AuditIds = {}): GraphQLError {
  const outer = openMutationEvent();
  if (outer) outer.addTargets(ids);
  else beginAudit(ctx, what, { targets: ids }).finish('forbidden', ErrorCode.FORBIDDEN);
  return forbidden(message);
}
