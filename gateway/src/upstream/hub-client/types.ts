/**
 * What the call-list hub's side of the gateway offers: the listener a subscriber gives, who may
 * work a campaign as the hub last said, the hub's refusal of a campaign, the pool's statistics
 * and options, and the pool as the GraphQL layer sees it.
 */
import type { Logger } from 'pino';
import type { CallListDto } from '@luminate/schema/rest';
import type { ServiceTokenSource } from '../service-token.ts';
import type { GatewayMetrics } from '../../server/metrics/index.ts';
import type { Tracer } from '../../server/tracing/index.ts';

/** Who may work a campaign, as the hub last said (call-list managers aside: their claim decides). */
export interface CampaignAccessSnapshot {
  campaignId: number;
  active: boolean;
  /** Employee ids of the campaign's agents. */
  agentIds: ReadonlySet<number>;
  /** performance.now() when it arrived: a check made before then may be out of date. */
  receivedAt: number;
  /** Counts the snapshots of this campaign's channel (1, 2, …). */
  version: number;
}

export interface CallListListener {
  /**
   * A list newer than the last one given (or the current one, right after subscribing or
   * reconnecting). `replaced` is the campaign's list it took the place of (the same object every
   * listener was given), absent for the current list handed to a new listener.
   */
  next(list: CallListDto, replaced?: CallListDto): void;
  /** The hub refused the campaign (unknown, inactive); the listener has been removed. */
  error(error: CallListHubRefusal): void;
  /**
   * Who may work the campaign changed (or the channel's current snapshot, right after
   * subscribing, before the first list). Called synchronously for every listener, before any
   * list that follows it.
   */
  access?(snapshot: CampaignAccessSnapshot): void;
}

/** The hub answered SubscribeToCallList with an error (not a connection problem). */
export class CallListHubRefusal extends Error {
  override name = 'CallListHubRefusal';
  constructor(
    readonly campaignId: number,
    message: string,
  ) {
    super(message);
  }
}

export interface CampaignHubStats {
  campaignId: number;
  subscribers: number;
  state: 'connecting' | 'connected' | 'reconnecting' | 'stopping';
  /** Times the connection was lost and established again. */
  reconnects: number;
  listVersion: number | null;
  /** Access snapshots received (null: the hub has sent none). */
  accessVersion: number | null;
}

export interface CallListHubStats {
  /** Campaigns with at least one subscriber = hub connections this process holds. */
  connections: number;
  /** Of those, connected and subscribed right now. */
  connected: number;
  subscribers: number;
  /** Reconnections over the pool's lifetime (all campaigns). */
  reconnects: number;
  campaigns: CampaignHubStats[];
}

/** What the GraphQL layer needs from the pool (lets tests give it a fake). */
export interface CallListHub {
  /** Starts receiving the campaign's list; returns the unsubscribe function (idempotent). */
  subscribe(campaignId: number, listener: CallListListener): () => void;
  stats(): CallListHubStats;
  close(): Promise<void>;
}

export interface CallListHubPoolOptions {
  hubUrl: string;
  tokens: ServiceTokenSource;
  logger: Logger;
  /** Defaults to CALL_LIST_RECONNECT_DELAYS_MS; the last delay repeats for as long as needed. */
  reconnectDelaysMs?: readonly number[];
  /** Where the fan-out lag of each list is observed. */
  metrics?: GatewayMetrics;
  /** Records a span per connection attempt and per list pushed (null or absent: tracing off). */
  tracer?: Tracer | null;
}
