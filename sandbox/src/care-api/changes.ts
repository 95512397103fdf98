/**
 * The approval queues' change feed: GET /api/Changes?after=<seq>&waitMs=<ms>, a long poll over
 * the approval_changes table that triggers fill (sandbox/migrations/007_approval_changes.sql).
 *
 * An answer lists the changes after `after` at once when there are any; otherwise the request
 * waits until one is committed or `waitMs` has passed. Waiting requests are woken by the Care
 * API's own writes (`poke`, after every write request it answers) and, for writers the process
 * does not see (the mail house run, a script, another sandbox on the same server), by one shared
 * check of the table's newest number every CHECK_EVERY_MS while anyone waits.
 *
 * Only the gateway's service token with the approvals.changes scope may read it: the feed names
 * queues and row ids, never a member, and it is background traffic, so it is mounted apart from
 * the routes that count the gateway's upstream requests per operation.
 */
import { Router, type RequestHandler } from 'express';
import { APPROVAL_CHANGES_PAGE, routes, type ApprovalChangeDto, type ApprovalChangesDto, type ApprovalQueue } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import type { VerifiedPrincipal } from '../idp/verify.ts';
import { APPROVAL_CHANGES_SCOPE } from '../idp/clients.ts';
import { bind, forbidden, HttpError } from './http.ts';

/** How often waiting requests look for changes made outside the Care API's own routes. */
const CHECK_EVERY_MS = 200;

export type PrincipalVerifier = (token: string) => Promise<VerifiedPrincipal>;

interface Waiter {
  after: number;
  wake: () => void;
}

export class ChangeFeed {
  readonly #waiters = new Set<Waiter>();
  #timer: NodeJS.Timeout | null = null;
  #checking = false;
  #closed = false;

  constructor(private readonly db: Db) {}

  /** The newest number in the feed (0 while it is empty). */
  async newest(): Promise<number> {
    const { rows } = await this.db.query<{ seq: number | null }>('SELECT max(seq) AS seq FROM approval_changes');
    return rows[0]?.seq ?? 0;
  }

  /** Up to APPROVAL_CHANGES_PAGE changes after `after`, oldest first. */
  async after(after: number): Promise<ApprovalChangeDto[]> {
    const { rows } = await this.db.query<{ seq: number; queue: ApprovalQueue; row_id: number }>(
      'SELECT seq, queue, row_id FROM approval_changes WHERE seq > $1 ORDER BY seq LIMIT $2',
      [after, APPROVAL_CHANGES_PAGE],
    );
    return rows.map((r) => ({ seq: Number(r.seq), queue: r.queue, rowId: r.row_id }));
  }

  /**
   * The changes after `after`, waiting up to `waitMs` for one when there is none. Without `after`:
   * the newest position at once. A position beyond the newest (the database was replaced) is
   * answered at once with the newest, so the client starts over from there.
   */
  async read(after: number | undefined, waitMs: number, signal: AbortSignal): Promise<ApprovalChangesDto> {
    if (after === undefined) return { seq: await this.newest(), changes: [] };
    const deadline = Date.now() + waitMs;
    for (;;) {
      const changes = await this.after(after);
      if (changes.length > 0) return { seq: changes[changes.length - 1].seq, changes };
      const newest = await this.newest();
      if (newest < after) return { seq: newest, changes: [] };
      const left = deadline - Date.now();
      if (left <= 0 || signal.aborted || this.#closed) return { seq: after, changes: [] };
      await this.#wait(after, left, signal);
    }
  }

  /** Wakes every waiting request to look again (a write was just committed). */
  poke(): void {
    for (const waiter of this.#waiters) waiter.wake();
  }

  close(): void {
    this.#closed = true;
    this.poke();
    this.#stopChecking();
  }

  #wait(after: number, ms: number, signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve) => {
      const waiter: Waiter = {
        after,
        wake: () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', waiter.wake);
          this.#waiters.delete(waiter);
          if (this.#waiters.size === 0) this.#stopChecking();
          resolve();
        },
      };
      const timer = setTimeout(waiter.wake, ms);
      signal.addEventListener('abort', waiter.wake, { once: true });
      this.#waiters.add(waiter);
      this.#startChecking();
    });
  }

  #startChecking(): void {
    if (this.#timer || this.#closed) return;
    this.#timer = setInterval(() => void this.#check(), CHECK_EVERY_MS);
    this.#timer.unref();
  }

  #stopChecking(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** One look at the newest number for all waiters: those behind it are woken. */
  async #check(): Promise<void> {
    if (this.#checking || this.#waiters.size === 0) return;
    this.#checking = true;
    try {
      const newest = await this.newest();
      for (const waiter of this.#waiters) if (newest !== waiter.after) waiter.wake();
    } catch {
      // The database is closing or busy: the next check tries again, the waits end on their own.
    } finally {
      this.#checking = false;
    }
  }
}

/**
 * Accepts only a service client's token issued with the approvals.changes scope: 401 without a
 * valid token, 403 for any other token (a user's included).
 */
function requireFeedToken(getVerifier: () => PrincipalVerifier | null): RequestHandler {
  return async (req, _res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (!match) return next(new HttpError(401, 'Missing bearer token'));
    const verify = getVerifier();
    if (!verify) return next(new HttpError(503, 'The identity provider is starting'));
    let principal: VerifiedPrincipal;
    try {
      principal = await verify(match[1]);
    } catch {
      return next(new HttpError(401, 'Invalid or expired token'));
    }
    if (principal.kind !== 'service' || !principal.scopes.includes(APPROVAL_CHANGES_SCOPE)) {
      return next(forbidden(`The change feed needs a service token with the ${APPROVAL_CHANGES_SCOPE} scope`));
    }
    next();
  };
}

/** The feed's route; mount at the root before the Care API's other routes. */
export function changeFeedRouter(feed: ChangeFeed, getVerifier: () => PrincipalVerifier | null): Router {
  const router = Router();
  router.use(routes.approvalChanges.path, requireFeedToken(getVerifier));
  bind(router, routes.approvalChanges, async ({ query, res }) => {
    // The wait ends early when the client goes away.
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    return feed.read(query.after, query.waitMs, gone.signal);
  });
  return router;
}

/** Wakes the feed's waiting requests once a write request to the Care API has been answered. */
export function pokeAfterWrites(feed: ChangeFeed): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') res.once('finish', () => feed.poke());
    next();
  };
}
