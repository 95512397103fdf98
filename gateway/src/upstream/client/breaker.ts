/**
 * The circuit breakers of the Care API: one per origin, shared by every request (opossum).
 * Opossum decides from the failure rate in its rolling window; opening is further gated on how
 * many distinct users saw those failures: below `minUsers` the breaker stays closed, so one user
 * (or one user's bad record) cannot cut the Care API off for everyone, while an outage — which
 * every user hits — still opens it. A failed trial request in the half-open state always reopens
 * it: the breaker had already been opened by many users.
 *
 * Only the Care API's faults are counted at all: 5xx answers, timeouts and the call deadline,
 * network failures. 4xx answers are not failures, input refused by the gateway's own validation
 * never reaches the breaker, and calls the caller abandoned (its operation deadline) are not
 * counted. A user who keeps failing is slowed by the per-user rate limits, not by the breaker.
 */
import CircuitBreaker from 'opossum';
import type { Logger } from 'pino';
import { isUpstreamFault } from '../errors.ts';
import { BREAKER_STATES, type GatewayMetrics } from '../../server/metrics/index.ts';
import type { Answer, Attempt, BreakerOptions } from './types.ts';

/** Where each breaker's state is reported: the gauge, labelled with the upstream's name (never a URL). */
export interface BreakerGauge {
  metrics?: GatewayMetrics;
  upstreamOf(origin: string): string;
}

const DEFAULT_MIN_USERS = 3;

/**
 * The users whose calls failed through the Care API's fault within the rolling window: user →
 * time of their latest failure, kept in that order so expired entries are dropped from the front.
 */
class FailingUsers {
  readonly #lastFailure = new Map<string, number>();
  constructor(private readonly windowMs: number) {}

  record(user: string, now = Date.now()): void {
    this.#lastFailure.delete(user);
    this.#lastFailure.set(user, now);
  }

  count(now = Date.now()): number {
    for (const [user, at] of this.#lastFailure) {
      if (now - at <= this.windowMs) break;
      this.#lastFailure.delete(user);
    }
    return this.#lastFailure.size;
  }
}

/** Opossum's breaker, kept closed while fewer than `minUsers` distinct users saw the failures. */
class SharedBreaker<A extends unknown[], R> extends CircuitBreaker<A, R> {
  failingUsers?: FailingUsers;
  minUsers = 1;

  override open(): void {
    if (!this.halfOpen && !this.opened && this.failingUsers && this.failingUsers.count() < this.minUsers) return;
    super.open();
  }
}

export type OriginBreaker = CircuitBreaker<[Attempt], Answer>;

/** The breakers by origin, each created on its first call and guarding `attempt`. */
export class OriginBreakers {
  readonly #breakers = new Map<string, SharedBreaker<[Attempt], Answer>>();
  readonly #rollingWindowMs: number;

  constructor(
    private readonly options: BreakerOptions,
    private readonly logger: Logger,
    private readonly attempt: (req: Attempt) => Promise<Answer>,
    private readonly gauge?: BreakerGauge,
  ) {
    this.#rollingWindowMs = options.rollingCountTimeout ?? 10_000;
  }

  for(origin: string): OriginBreaker {
    let breaker = this.#breakers.get(origin);
    if (!breaker) {
      const created = new SharedBreaker(this.attempt, {
        timeout: false, // the call's deadline and undici's per-wait timeouts bound each attempt
        errorThresholdPercentage: this.options.errorThresholdPercentage,
        resetTimeout: this.options.resetTimeout,
        volumeThreshold: this.options.volumeThreshold ?? 10,
        rollingCountTimeout: this.#rollingWindowMs,
        // Not the Care API's fault (the caller gave up): not a failure for the breaker — except for
        // the half-open trial, which must not close the breaker without having succeeded.
        errorFilter: (error: unknown) => !isUpstreamFault(error) && !this.#breakers.get(origin)?.halfOpen,
        name: origin,
      });
      created.failingUsers = new FailingUsers(this.#rollingWindowMs);
      created.minUsers = this.options.minUsers ?? DEFAULT_MIN_USERS;
      // 'failure' is emitted for counted failures just before opossum decides whether to open.
      created.on('failure', (_error: unknown, _latency: number, args: [Attempt]) => created.failingUsers?.record(args[0].user));
      const gauge = this.gauge?.metrics?.breakerState.labels({ upstream: this.gauge.upstreamOf(origin) });
      gauge?.set(BREAKER_STATES.closed);
      created.on('open', () => {
        gauge?.set(BREAKER_STATES.open);
        this.logger.warn({ upstream: origin, failingUsers: created.failingUsers?.count() }, 'circuit breaker opened');
      });
      created.on('halfOpen', () => {
        gauge?.set(BREAKER_STATES.halfOpen);
        this.logger.info({ upstream: origin }, 'circuit breaker half-open');
      });
      created.on('close', () => {
        gauge?.set(BREAKER_STATES.closed);
        this.logger.info({ upstream: origin }, 'circuit breaker closed');
      });
      this.#breakers.set(origin, created);
      breaker = created;
    }
    return breaker;
  }

  /** True while the origin's breaker is open (false before its first call). */
  isOpen(origin: string): boolean {
    return this.#breakers.get(origin)?.opened ?? false;
  }

  shutdown(): void {
    for (const breaker of this.#breakers.values()) breaker.shutdown();
  }
}
