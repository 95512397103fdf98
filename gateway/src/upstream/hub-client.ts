/**
 * The gateway's side of the call-list hub (ASP.NET SignalR, official client): ONE hub connection
 * per campaign in use, whatever the number of GraphQL subscribers — the first subscriber opens
 * it, the last one closes it. The connection subscribes to its campaign on every (re)connect and
 * keeps the campaign's latest list, so a new subscriber gets it at once.
 *
 * The hub also says who may work the campaign (CampaignAccess: its active flag and its agents'
 * employee ids) with every subscription and whenever that changes. The channel keeps the newest
 * snapshot and hands it to its listeners, so the GraphQL layer can end the subscriptions of users
 * who lost access without asking the Care API once per subscriber. A hub that never sends it
 * leaves subscriptions as they were authorised at subscribe time.
 *
 * Reconnects wait CALL_LIST_RECONNECT_DELAYS_MS (0, 2, 10, 30 s) and then keep trying every 30 s
 * for as long as anyone is subscribed; the client's own withAutomaticReconnect is not used because
 * it gives up after its array and does not cover a failed first start. Nothing here may crash the
 * process: every promise is caught, and logs carry campaign ids and error messages only (a list
 * carries patient names, so list contents are never logged).
 */
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
  type ILogger,
} from '@microsoft/signalr';
import type { Logger } from 'pino';
import { z } from 'zod';
import { CallListDto } from '@luminate/schema/rest';
import { CALL_LIST_RECONNECT_DELAYS_MS } from '@luminate/schema/rules';
import type { ServiceTokenSource } from './service-token.ts';

/** Hub method the gateway invokes, and the events the hub sends (sandbox hub contract). */
export const HUB_SUBSCRIBE_METHOD = 'SubscribeToCallList';
export const HUB_EVENTS = {
  connected: 'Connected',
  subscribed: 'Subscribed',
  callList: 'CallList',
  campaignAccess: 'CampaignAccess',
} as const;

/** The hub's CampaignAccess payload. */
const CampaignAccessDto = z.object({
  campaignId: z.number().int().positive(),
  active: z.boolean(),
  agentIds: z.array(z.number().int()).max(1_000_000),
});

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
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isUnauthorized = (error: unknown) =>
  (error as { statusCode?: number })?.statusCode === 401 || /\b401\b|Unauthorized/.test(errorMessage(error));

/** Routes the SignalR client's own messages into pino (they carry URLs and states, never list contents). */
function signalrLogger(log: Logger): ILogger {
  return {
    log(level, message) {
      if (level >= LogLevel.Error) log.warn({ signalr: message }, 'hub client');
      else if (level >= LogLevel.Information) log.debug({ signalr: message }, 'hub client');
    },
  };
}

/** A list supersedes the current one when it is for a later day, or a later version of the same day. */
function isNewer(list: CallListDto, current: CallListDto): boolean {
  if (list.listDate !== current.listDate) return list.listDate > current.listDate;
  return list.version > current.version;
}

class CampaignChannel {
  readonly listeners = new Set<CallListListener>();
  latest: CallListDto | null = null;
  access: CampaignAccessSnapshot | null = null;
  connected = false;
  reconnects = 0;
  #stopped = false;
  #everConnected = false;
  readonly #connection: HubConnection;
  readonly #log: Logger;
  #wake: (() => void) | null = null;
  #closedSignal: (() => void) | null = null;

  constructor(
    readonly campaignId: number,
    private readonly pool: CallListHubPool,
    private readonly opts: CallListHubPoolOptions,
  ) {
    this.#log = opts.logger.child({ campaignId });
    this.#connection = new HubConnectionBuilder()
      .withUrl(opts.hubUrl, {
        transport: HttpTransportType.WebSockets,
        skipNegotiation: false,
        accessTokenFactory: () => opts.tokens.get(),
        logMessageContent: false,
      })
      .configureLogging(signalrLogger(this.#log))
      .build();
    this.#connection.on(HUB_EVENTS.connected, () => undefined);
    this.#connection.on(HUB_EVENTS.subscribed, (list: unknown) => this.#accept(list, true));
    this.#connection.on(HUB_EVENTS.callList, (list: unknown) => this.#accept(list, false));
    this.#connection.on(HUB_EVENTS.campaignAccess, (access: unknown) => this.#acceptAccess(access));
    this.#connection.onclose((error) => {
      this.connected = false;
      if (!this.#stopped) this.#log.warn({ err: error ? errorMessage(error) : null }, 'call-list hub connection lost');
      this.#closedSignal?.();
    });
    void this.#run().catch((error: unknown) => this.#log.error({ err: errorMessage(error) }, 'call-list hub loop failed'));
  }

  get state(): CampaignHubStats['state'] {
    if (this.#stopped) return 'stopping';
    if (this.connected) return 'connected';
    return this.#everConnected ? 'reconnecting' : 'connecting';
  }

  /** Connect, subscribe, wait for the connection to drop; repeat with the reconnect delays while anyone listens. */
  async #run(): Promise<void> {
    const delays = this.opts.reconnectDelaysMs ?? CALL_LIST_RECONNECT_DELAYS_MS;
    let failures = 0;
    while (!this.#stopped) {
      const closed = new Promise<void>((resolve) => (this.#closedSignal = resolve));
      if (await this.#connectOnce()) {
        failures = 0;
        await closed;
        if (this.#stopped) return;
      }
      if (this.#stopped) return;
      const delay = delays[Math.min(failures, delays.length - 1)] ?? 30_000;
      failures++;
      this.#log.info({ delayMs: delay, attempt: failures }, 'call-list hub reconnect scheduled');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = null;
    }
  }

  /** True once connected and subscribed; false on a failure worth retrying. */
  async #connectOnce(): Promise<boolean> {
    try {
      await this.#connection.start();
    } catch (error) {
      if (this.#stopped) return false;
      if (isUnauthorized(error)) this.opts.tokens.invalidate();
      this.#log.warn({ err: errorMessage(error) }, 'call-list hub connection failed');
      return false;
    }
    if (this.#stopped) return false;
    try {
      await this.#connection.invoke(HUB_SUBSCRIBE_METHOD, this.campaignId);
    } catch (error) {
      if (this.#stopped) return false;
      if (this.#connection.state === HubConnectionState.Connected) {
        // Still connected: the hub itself refused this campaign. Retrying will not help.
        this.#log.warn({ err: errorMessage(error) }, 'call-list hub refused the subscription');
        this.pool.refused(this, new CallListHubRefusal(this.campaignId, errorMessage(error)));
        return false;
      }
      this.#log.warn({ err: errorMessage(error) }, 'call-list hub subscription interrupted');
      return false;
    }
    if (this.#everConnected) {
      this.reconnects++;
      this.pool.reconnects++;
      this.#log.info({ reconnects: this.reconnects }, 'call-list hub reconnected');
    }
    this.#everConnected = true;
    this.connected = true;
    return true;
  }

  #accept(raw: unknown, snapshot: boolean): void {
    const parsed = CallListDto.safeParse(raw);
    if (!parsed.success) {
      this.#log.warn({ issues: parsed.error.issues.slice(0, 5).map((i) => i.path.join('.')) }, 'call-list hub sent an invalid list');
      return;
    }
    let list = parsed.data;
    if (list.campaignId !== this.campaignId) {
      this.#log.warn({ listCampaignId: list.campaignId }, 'call-list hub sent another campaign');
      return;
    }
    const current = this.latest;
    if (current && !isNewer(list, current)) {
      if (!snapshot) return; // a late or repeated push: drop it
      // A (re)subscription snapshot is authoritative even when not newer (the hub may have
      // restarted its versions). An unchanged one keeps the current object, so results computed
      // for it are reused.
      if (list.version === current.version && list.listDate === current.listDate && list.generatedAt === current.generatedAt)
        list = current;
    }
    const replaced = current && current !== list ? current : undefined;
    this.latest = list;
    for (const listener of [...this.listeners]) {
      try {
        listener.next(list, replaced);
      } catch (error) {
        this.#log.error({ err: errorMessage(error) }, 'call-list listener failed');
      }
    }
  }

  #acceptAccess(raw: unknown): void {
    const parsed = CampaignAccessDto.safeParse(raw);
    if (!parsed.success) {
      this.#log.warn(
        { issues: parsed.error.issues.slice(0, 5).map((i) => i.path.join('.')) },
        'call-list hub sent invalid campaign access',
      );
      return;
    }
    if (parsed.data.campaignId !== this.campaignId) {
      this.#log.warn({ accessCampaignId: parsed.data.campaignId }, 'call-list hub sent access of another campaign');
      return;
    }
    const access: CampaignAccessSnapshot = {
      campaignId: this.campaignId,
      active: parsed.data.active,
      agentIds: new Set(parsed.data.agentIds),
      receivedAt: performance.now(),
      version: (this.access?.version ?? 0) + 1,
    };
    this.access = access;
    this.#log.debug(
      { accessVersion: access.version, agents: access.agentIds.size, active: access.active, listeners: this.listeners.size },
      'campaign access received',
    );
    for (const listener of [...this.listeners]) {
      try {
        listener.access?.(access);
      } catch (error) {
        this.#log.error({ err: errorMessage(error) }, 'call-list listener failed');
      }
    }
  }

  #stopping: Promise<void> | null = null;

  stop(): Promise<void> {
    this.#stopped = true;
    this.connected = false;
    this.#wake?.();
    this.#closedSignal?.();
    this.#stopping ??= this.#connection
      .stop()
      .catch((error: unknown) => this.#log.warn({ err: errorMessage(error) }, 'call-list hub stop failed'));
    return this.#stopping;
  }
}

export class CallListHubPool implements CallListHub {
  readonly #channels = new Map<number, CampaignChannel>();
  readonly #stopping = new Set<Promise<void>>();
  #closed = false;
  /** Lifetime reconnections (kept when a campaign's channel closes). */
  reconnects = 0;

  constructor(private readonly opts: CallListHubPoolOptions) {}

  subscribe(campaignId: number, listener: CallListListener): () => void {
    if (this.#closed) throw new Error('The call-list hub pool is closed');
    let channel = this.#channels.get(campaignId);
    if (!channel) {
      channel = new CampaignChannel(campaignId, this, this.opts);
      this.#channels.set(campaignId, channel);
    }
    channel.listeners.add(listener);
    if (channel.access) listener.access?.(channel.access);
    // The access snapshot may have ended the subscription (and removed the listener) already.
    if (channel.latest && channel.listeners.has(listener)) listener.next(channel.latest);
    const owner = channel;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      // Not there any more when the hub refused the campaign (the channel is already retired).
      if (owner.listeners.delete(listener) && owner.listeners.size === 0) this.#retire(owner);
    };
  }

  /** Called by a channel whose campaign the hub refused: its listeners get the error and the channel closes. */
  refused(channel: CampaignChannel, error: CallListHubRefusal): void {
    const listeners = [...channel.listeners];
    channel.listeners.clear();
    this.#retire(channel);
    for (const listener of listeners) {
      try {
        listener.error(error);
      } catch {
        // A listener's own failure must not stop the others from hearing about the refusal.
      }
    }
  }

  #retire(channel: CampaignChannel): void {
    if (this.#channels.get(channel.campaignId) === channel) this.#channels.delete(channel.campaignId);
    const stopping = channel.stop().finally(() => this.#stopping.delete(stopping));
    this.#stopping.add(stopping);
  }

  stats(): CallListHubStats {
    const campaigns = [...this.#channels.values()].map((c) => ({
      campaignId: c.campaignId,
      subscribers: c.listeners.size,
      state: c.state,
      reconnects: c.reconnects,
      listVersion: c.latest?.version ?? null,
      accessVersion: c.access?.version ?? null,
    }));
    return {
      connections: campaigns.length,
      connected: campaigns.filter((c) => c.state === 'connected').length,
      subscribers: campaigns.reduce((n, c) => n + c.subscribers, 0),
      reconnects: this.reconnects,
      campaigns,
    };
  }

  /** Stops every hub connection (gateway shutdown); later subscribe() calls throw. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const channel of [...this.#channels.values()]) {
      channel.listeners.clear();
      this.#retire(channel);
    }
    await Promise.allSettled([...this.#stopping]);
  }
}
