/**
 * One campaign's hub connection. It subscribes to its campaign on every (re)connect, keeps the
 * campaign's latest list and access snapshot, and hands each newer one to its listeners.
 *
 * Reconnects wait CALL_LIST_RECONNECT_DELAYS_MS (0, 2, 10, 30 s) and then keep trying every 30 s
 * until the channel is stopped; the client's own withAutomaticReconnect is not used because it
 * gives up after its array and does not cover a failed first start. Nothing here may crash the
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
import { CallListDto } from '@luminate/schema/rest';
import { CALL_LIST_RECONNECT_DELAYS_MS } from '@luminate/schema/rules';
import { endSpan, injectTrace, SpanKind, startSpan } from '../../server/tracing/index.ts';
import { CampaignAccessDto, HUB_EVENTS, HUB_SUBSCRIBE_METHOD, isNewer } from './protocol.ts';
import { handAccess, handList } from './subscribers.ts';
import {
  CallListHubRefusal,
  type CallListHubPoolOptions,
  type CallListListener,
  type CampaignAccessSnapshot,
  type CampaignHubStats,
} from './types.ts';

/** What a channel tells the pool that owns it. */
export interface ChannelOwner {
  /** The hub refused the channel's campaign: its listeners get the error and the channel closes. */
  refused(channel: CampaignChannel, error: CallListHubRefusal): void;
  /** The channel's connection was lost and established again. */
  reconnected(): void;
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

export class CampaignChannel {
  readonly listeners = new Set<CallListListener>();
  readonly #listenerFailed = (error: unknown) => this.#log.error({ err: errorMessage(error) }, 'call-list listener failed');
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
  /** The handshake's headers, read by the client at every start: the traceparent of the connection attempt. */
  readonly #headers: Record<string, string> = {};

  constructor(
    readonly campaignId: number,
    private readonly owner: ChannelOwner,
    private readonly opts: CallListHubPoolOptions,
  ) {
    this.#log = opts.logger.child({ campaignId });
    this.#connection = new HubConnectionBuilder()
      .withUrl(opts.hubUrl, {
        transport: HttpTransportType.WebSockets,
        skipNegotiation: false,
        accessTokenFactory: () => opts.tokens.get(),
        logMessageContent: false,
        headers: this.#headers,
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

  /** True once connected and subscribed; false on a failure worth retrying. Traced as one span, whose traceparent the handshake carries. */
  async #connectOnce(): Promise<boolean> {
    const span = startSpan(this.opts.tracer ?? null, 'call-list hub connect', SpanKind.CLIENT, undefined, {
      'luminate.hub.reconnect': this.#everConnected,
    });
    delete this.#headers.traceparent;
    delete this.#headers.tracestate;
    injectTrace(span, this.#headers);
    const connected = await this.#connectAndSubscribe();
    endSpan(span, undefined, !connected);
    return connected;
  }

  async #connectAndSubscribe(): Promise<boolean> {
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
        this.owner.refused(this, new CallListHubRefusal(this.campaignId, errorMessage(error)));
        return false;
      }
      this.#log.warn({ err: errorMessage(error) }, 'call-list hub subscription interrupted');
      return false;
    }
    if (this.#everConnected) {
      this.reconnects++;
      this.owner.reconnected();
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
    const received = performance.now();
    const span = startSpan(this.opts.tracer ?? null, 'call-list hub message', SpanKind.CONSUMER, undefined, {
      'luminate.hub.snapshot': snapshot,
      'luminate.hub.subscribers': this.listeners.size,
    });
    handList(this, list, replaced, this.#listenerFailed);
    // Listeners hand the list on in this same turn (over WebSocket: written to every socket).
    if (this.listeners.size > 0) this.opts.metrics?.fanoutLag.observe((performance.now() - received) / 1000);
    endSpan(span, undefined);
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
    handAccess(this, access, this.#listenerFailed);
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
