/**
 * The audit trail's storage, behind one interface (`AuditTrail`) that the recorder and the Admin
 * page's query use whatever the store:
 * - Without REDIS_URL, `FileAuditTrail` (this file): an append-only JSON-lines file.
 * - With REDIS_URL, `RedisAuditTrail` (redis-trail.ts): one Redis stream shared by every replica.
 *
 * The file: one event per line, kept apart
 * from the application log. Every line goes through one serialised appender (lines queued while
 * a write is in flight are written together by the next one), so lines never interleave. The
 * file is created with mode 0600 and its folder (0700) when missing.
 *
 * Reading streams the file line by line: one pass counts the matching events, a second picks
 * the requested page, newest first, so memory stays bounded by one page whatever the file size.
 * Both passes read the file as it was when the query started (events appended meanwhile wait for
 * the next query).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import type { AuditEvent, AuditEventInput, AuditOutcome, AuditTransport } from './event.ts';
import { tidyTargets } from './event.ts';

export interface AuditFilter {
  /** Exact user id. */
  uid?: string | null;
  action?: string | null;
  /** How `action` matches: the whole name (default) or its beginning (e.g. `mutation.`). */
  actionMatch?: 'exact' | 'prefix';
  outcome?: AuditOutcome | null;
  transport?: AuditTransport | null;
  /** Events at or after this moment. */
  from?: Date | null;
  /** Events before this moment. */
  to?: Date | null;
  /** Events with a target of this value (any key). */
  targetId?: string | null;
  /** The events of one request. */
  requestId?: string | null;
}

export interface AuditPage {
  skip: number;
  take: number;
}

export interface AuditQueryResult {
  nodes: AuditEvent[];
  totalCount: number;
}

/** Where the trail reports its own write failures (never the events themselves). */
export type AuditErrorSink = (error: unknown, what: string) => void;

/** Where audit events are kept and read back from. */
export interface AuditTrail {
  /** `file` (AUDIT_LOG_FILE, this process only) or `redis` (one stream shared by every replica). */
  readonly store: 'file' | 'redis';
  /**
   * Stamps the event with an id and the time and appends it. Resolves with the event once the
   * store holds it (written to the file, or acknowledged by Redis); when this attempt fails the
   * failure goes to the error sink, the event stays queued for the next attempt, and the promise
   * resolves all the same (the action it records has happened either way).
   */
  record(input: AuditEventInput): Promise<AuditEvent>;
  /** Resolves once every event recorded so far is stored; throws when a last attempt fails. */
  flush(): Promise<void>;
  /** Checks the store can be written, so a gateway that cannot audit refuses to start. */
  ready(): Promise<void>;
  /** Stores what is queued and lets go of the store; later events are refused (and reported). */
  close(): Promise<void>;
  /** One page of the events matching `filter`, newest first, and how many match in all. */
  query(filter: AuditFilter, page: AuditPage): Promise<AuditQueryResult>;
}

/** The event as stored: `input` with a new id and the current time, its targets tidied. */
export function stampAuditEvent(input: AuditEventInput): AuditEvent {
  return { id: randomUUID(), at: new Date().toISOString(), ...input, targets: tidyTargets(input.targets) };
}

/** True when the filter names no criterion (every event matches). */
export function isEmptyAuditFilter(filter: AuditFilter): boolean {
  return !(
    filter.uid ||
    filter.action ||
    filter.outcome ||
    filter.transport ||
    filter.from ||
    filter.to ||
    filter.targetId ||
    filter.requestId
  );
}

export function matchesAuditFilter(event: AuditEvent, filter: AuditFilter): boolean {
  if (filter.uid && event.uid !== filter.uid) return false;
  if (filter.action) {
    const ok = filter.actionMatch === 'prefix' ? event.action.startsWith(filter.action) : event.action === filter.action;
    if (!ok) return false;
  }
  if (filter.outcome && event.outcome !== filter.outcome) return false;
  if (filter.transport && event.transport !== filter.transport) return false;
  if (filter.from || filter.to) {
    const at = Date.parse(event.at);
    if (filter.from && !(at >= filter.from.getTime())) return false;
    if (filter.to && !(at < filter.to.getTime())) return false;
  }
  if (filter.targetId && !event.targets.some((t) => t.value === filter.targetId)) return false;
  if (filter.requestId && event.requestId !== filter.requestId) return false;
  return true;
}

/** One stored event (a line of the file, a stream entry's value); null for anything that is not one. */
export function parseAuditEvent(line: string): AuditEvent | null {
  if (!line) return null;
  try {
    const event = JSON.parse(line) as AuditEvent;
    // A line cut short by a crash, or anything else that is not an event, is skipped.
    if (
      !event ||
      typeof event !== 'object' ||
      typeof event.action !== 'string' ||
      typeof event.at !== 'string' ||
      !Array.isArray(event.targets)
    ) {
      return null;
    }
    return event;
  } catch {
    return null;
  }
}

/** A line waiting for the file, and what tells its recorder it is settled (written, or the attempt failed). */
interface QueuedLine {
  text: string;
  settle: () => void;
}

export class FileAuditTrail implements AuditTrail {
  readonly store = 'file';
  private handle: FileHandle | null = null;
  private queue: QueuedLine[] = [];
  private writing: Promise<void> | null = null;
  private closed = false;

  constructor(
    /** Path of the JSON-lines file. */
    readonly file: string,
    private readonly onError: AuditErrorSink = () => undefined,
  ) {}

  /** Stamps the event with an id and the time, queues it for the file, and resolves once it is written. */
  record(input: AuditEventInput): Promise<AuditEvent> {
    const event = stampAuditEvent(input);
    if (this.closed) {
      this.onError(new Error('audit trail is closed'), 'audit event after close');
      return Promise.resolve(event);
    }
    const text = `${JSON.stringify(event)}\n`;
    return new Promise((resolve) => {
      // Settled by the write that carries the line; a failed write reports it and keeps the line queued.
      this.queue.push({ text, settle: () => resolve(event) });
      this.writing ??= this.drain();
    });
  }

  /** Resolves once every event recorded so far is in the file. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    // A failed write left its lines queued: one more attempt, reporting a second failure.
    if (this.queue.length) {
      this.writing = this.drain();
      await this.writing;
      if (this.queue.length) throw new Error('The audit trail could not be written');
    }
  }

  /**
   * Opens (creating if needed) the file now, so a gateway whose trail cannot be written refuses
   * to start instead of serving member data unaudited.
   */
  async ready(): Promise<void> {
    try {
      await this.open();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new Error(`The audit trail AUDIT_LOG_FILE=${this.file} cannot be written (${code}); point it at a writable file`, {
        cause: error,
      });
    }
  }

  /** Writes what is queued and closes the file; later events are refused (and reported). */
  async close(): Promise<void> {
    try {
      await this.flush();
    } finally {
      this.closed = true;
      const handle = this.handle;
      this.handle = null;
      await handle?.close();
    }
  }

  /** One page of the events matching `filter`, newest first, and how many match in all. */
  async query(filter: AuditFilter, page: AuditPage): Promise<AuditQueryResult> {
    await this.flush().catch((error) => this.onError(error, 'audit trail flush before read'));
    let size: number;
    try {
      size = (await stat(this.file)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { nodes: [], totalCount: 0 };
      throw error;
    }
    if (size === 0) return { nodes: [], totalCount: 0 };

    let totalCount = 0;
    for await (const event of this.events(size)) if (matchesAuditFilter(event, filter)) totalCount++;

    // Newest first: the page holds the matches whose position (oldest = 0) is in [first, end).
    const end = totalCount - page.skip;
    const first = Math.max(0, end - page.take);
    if (end <= 0 || page.take <= 0) return { nodes: [], totalCount };
    const nodes: AuditEvent[] = [];
    let position = 0;
    for await (const event of this.events(size)) {
      if (!matchesAuditFilter(event, filter)) continue;
      if (position >= first) nodes.push(event);
      position++;
      if (position >= end) break;
    }
    return { nodes: nodes.reverse(), totalCount };
  }

  /** The events of the file's first `size` bytes, oldest first. */
  private async *events(size: number): AsyncGenerator<AuditEvent> {
    const input = createReadStream(this.file, { start: 0, end: size - 1, encoding: 'utf8' });
    const lines = createInterface({ input, crlfDelay: Infinity });
    try {
      for await (const line of lines) {
        const event = parseAuditEvent(line);
        if (event) yield event;
      }
    } finally {
      lines.close();
      input.destroy();
    }
  }

  private async open(): Promise<FileHandle> {
    if (this.handle) return this.handle;
    await mkdir(dirname(this.file), { recursive: true, mode: 0o700 });
    const handle = await open(this.file, 'a+', 0o600);
    // Also when the file already existed with a wider mode: the trail is readable by its owner only.
    await handle.chmod(0o600).catch((error) => this.onError(error, 'audit trail mode'));
    // A line left unfinished by a crash is closed first, so the next event starts on its own line.
    const { size } = await handle.stat();
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) await handle.appendFile('\n');
    }
    this.handle = handle;
    return handle;
  }

  /** The one appender: writes queued lines in order until the queue is empty. */
  private async drain(): Promise<void> {
    try {
      while (this.queue.length) {
        const handle = await this.open();
        const batch = this.queue.slice();
        try {
          await handle.appendFile(batch.map((line) => line.text).join(''), 'utf8');
        } catch (error) {
          // Keep the lines for the next attempt (the next event or flush) and reopen the file then.
          this.handle = null;
          await handle.close().catch(() => undefined);
          throw error;
        }
        this.queue.splice(0, batch.length);
        for (const line of batch) line.settle();
      }
    } catch (error) {
      // Whoever waits for a queued line hears of the failure now; the lines stay for the next attempt.
      for (const line of this.queue) line.settle();
      this.onError(error, 'audit trail write failed');
    } finally {
      this.writing = null;
    }
  }
}
