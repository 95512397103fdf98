/**
 * The shape of one audit event and the rules for what may go into it. An event says who did
 * what to which records, when, and how it ended; it never holds the data itself. Targets are
 * record ids (or, for exports, a filter's field and match mode): values that do not look like an
 * id are dropped, so names, dates, phones, addresses and notes cannot slip in under an id key.
 */

export type AuditOutcome = 'ok' | 'failed' | 'forbidden' | 'aborted';
export type AuditTransport = 'http' | 'ws' | 'file';

export interface AuditTarget {
  /** What the id names, e.g. changeId, memberId, uid, filter. */
  key: string;
  value: string;
}

export interface AuditEvent {
  id: string;
  /** ISO-8601 UTC time the outcome was known. */
  at: string;
  /** Identity-provider user id of the actor (null only for anonymous callers). */
  uid: string | null;
  employeeId: number | null;
  /** e.g. members.export, mutation.approveEligibilityChange. */
  action: string;
  /** The gateway module the action belongs to, when known. */
  module: string | null;
  /** The GraphQL operation name, or the file route as `METHOD /path`. */
  operation: string | null;
  targets: AuditTarget[];
  outcome: AuditOutcome;
  /** The error code when the outcome is not ok. */
  code: string | null;
  /** Rows exported, or records a bulk action touched, when known. */
  rows: number | null;
  /** Bytes of a file sent or received, when known. */
  bytes: number | null;
  requestId: string;
  /** The W3C trace id of the request, when it was traced or came with a traceparent. */
  traceId?: string | null;
  transport: AuditTransport;
}

export type AuditEventInput = Omit<AuditEvent, 'id' | 'at'>;

/** Ids as callers pass them: `{ changeId: 12, memberIds: [1, 2] }`. */
export type AuditIds = Record<string, unknown>;

/** Keys that name a record: id, uid, or ending in Id / Ids. */
const ID_KEY = /^(?:id|ids|uid|[A-Za-z][A-Za-z0-9]*(?:Id|Ids))$/;
/** What an id value may look like: short, no spaces, no @ (so never a name, a sentence or an e-mail). */
const ID_VALUE = /^[A-Za-z0-9._:-]{1,64}$/;
/** A filter's field or match mode: a bare identifier. */
const WORD = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** Most targets one event keeps; beyond it, one `more` target says how many were left out. */
export const MAX_TARGETS = 50;
/** How deep nested input objects are searched for id keys. */
const MAX_DEPTH = 4;

export const isIdKey = (key: string): boolean => ID_KEY.test(key);

export function idValue(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'string' && ID_VALUE.test(value)) return value;
  return null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) && !Buffer.isBuffer(value);

/**
 * The id-shaped entries of `source` as targets: keys named like ids (also inside nested input
 * objects and lists of them) whose values look like ids. Everything else is ignored.
 */
export function idTargets(source: AuditIds | null | undefined, out: AuditTarget[] = []): AuditTarget[] {
  const visit = (value: unknown, key: string | null, depth: number) => {
    if (key !== null && isIdKey(key)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        const id = idValue(item);
        if (id !== null) out.push({ key, value: id });
      }
      return;
    }
    if (depth >= MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const item of value) if (isPlainObject(item)) visit(item, null, depth + 1);
    } else if (isPlainObject(value)) {
      for (const [k, v] of Object.entries(value)) visit(v, k, depth + 1);
    }
  };
  if (source) visit(source, null, 0);
  return out;
}

/** An export's filter as targets: field and match mode only, never the value typed. */
export function filterTargets(filters: ReadonlyArray<{ field: string; matchMode?: string | null }> | null | undefined): AuditTarget[] {
  return (filters ?? []).map((f) => ({
    key: 'filter',
    value: `${WORD.test(f.field) ? f.field : '?'}:${f.matchMode && WORD.test(f.matchMode) ? f.matchMode : '?'}`,
  }));
}

/** Drops repeated key/value pairs and caps the list at MAX_TARGETS. */
export function tidyTargets(targets: readonly AuditTarget[]): AuditTarget[] {
  const seen = new Set<string>();
  const unique: AuditTarget[] = [];
  for (const t of targets) {
    const k = `${t.key}\u0000${t.value}`;
    if (seen.has(k)) continue;
    seen.add(k);
    unique.push(t);
  }
  if (unique.length <= MAX_TARGETS) return unique;
  const kept = unique.slice(0, MAX_TARGETS - 1);
  return [...kept, { key: 'more', value: String(unique.length - kept.length) }];
}
