/**
 * The call-list hub as a gateway worker process sees it when the machine runs several (see
 * docs/operations.md, All cores of a machine): no hub connection of its own. The first subscriber
 * of a campaign asks the primary process for the campaign's lists, the last one gives them up;
 * the primary (relay-primary.ts) holds the machine's one hub connection per campaign and sends
 * every list, access snapshot and refusal here over IPC.
 *
 * Each list that arrives becomes ONE object handed to every subscriber of the campaign in this
 * process (and the list it replaced, the same object they were given before), exactly as the pool
 * does, so the change between them and its JSON are built once per process (shared-results.ts).
 * Lists arrive in the primary's order; a list whose predecessor is not the one held here (a
 * subscription that just started) replaces nothing, so its subscribers get it whole.
 */
import type { Logger } from 'pino';
import type { GatewayMetrics } from '../../server/metrics/index.ts';
import { addSubscriber, handAccess, handList, hubStats, refuseSubscribers, type CampaignSubscribers } from './subscribers.ts';
import { isRelayMessage, RELAY_TAG, sameStamp, type RelayEvent, type RelayRequest } from './relay-protocol.ts';
import {
  CallListHubRefusal,
  type CallListHub,
  type CallListHubStats,
  type CallListListener,
  type CampaignAccessSnapshot,
} from './types.ts';

/** The worker's end of the IPC channel (`process` in a cluster worker). */
interface WorkerPort {
  send(message: RelayRequest): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

type RelayedCampaign = CampaignSubscribers;

interface RelayedHubOptions {
  logger: Logger;
  /** Where the fan-out lag of each list is observed (from its arrival in this process). */
  metrics?: GatewayMetrics;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class RelayedCallListHub implements CallListHub {
  readonly #campaigns = new Map<number, RelayedCampaign>();
  readonly #onMessage = (message: unknown) => {
    if (isRelayMessage(message) && message.op !== 'subscribe' && message.op !== 'unsubscribe') this.#receive(message);
  };
  #reconnects = 0;
  #closed = false;

  constructor(
    private readonly port: WorkerPort,
    private readonly opts: RelayedHubOptions,
  ) {
    port.on('message', this.#onMessage);
  }

  subscribe(campaignId: number, listener: CallListListener): () => void {
    if (this.#closed) throw new Error('The call-list hub relay is closed');
    let campaign = this.#campaigns.get(campaignId);
    if (!campaign) {
      campaign = { listeners: new Set(), latest: null, access: null };
      this.#campaigns.set(campaignId, campaign);
      this.#send({ tag: RELAY_TAG, op: 'subscribe', campaignId });
    }
    const owner = campaign;
    return addSubscriber(owner, listener, () => {
      if (this.#campaigns.get(campaignId) !== owner) return;
      this.#campaigns.delete(campaignId);
      this.#send({ tag: RELAY_TAG, op: 'unsubscribe', campaignId });
    });
  }

  #send(message: RelayRequest): void {
    try {
      this.port.send(message);
    } catch (error) {
      // The channel to the primary is gone: this process is on its way out.
      this.opts.logger.warn({ err: errorMessage(error) }, 'call-list relay request not sent');
    }
  }

  #receive(event: RelayEvent): void {
    const campaign = this.#campaigns.get(event.campaignId);
    if (!campaign) return; // given up already: a message that crossed the unsubscribe
    switch (event.op) {
      case 'list':
        return this.#acceptList(campaign, event);
      case 'access':
        return this.#acceptAccess(campaign, event);
      case 'refused':
        return this.#refused(event.campaignId, campaign, new CallListHubRefusal(event.campaignId, event.message));
    }
  }

  #acceptList(campaign: RelayedCampaign, event: Extract<RelayEvent, { op: 'list' }>): void {
    this.#reconnects = event.reconnects;
    const received = performance.now();
    const current = campaign.latest;
    // A repeated snapshot keeps the object held, so what was computed for it is reused.
    const list = current && sameStamp(current, event.list) ? current : event.list;
    const replaced = current && current !== list && event.replaced && sameStamp(current, event.replaced) ? current : undefined;
    campaign.latest = list;
    handList(campaign, list, replaced, (error) => this.#listenerFailed(event.campaignId, error));
    if (campaign.listeners.size > 0) this.opts.metrics?.fanoutLag.observe((performance.now() - received) / 1000);
  }

  #acceptAccess(campaign: RelayedCampaign, event: Extract<RelayEvent, { op: 'access' }>): void {
    const access: CampaignAccessSnapshot = {
      campaignId: event.campaignId,
      active: event.active,
      agentIds: new Set(event.agentIds),
      // The primary's instant of receipt on this process's clock: a check begun after it is newer.
      receivedAt: event.receivedAtEpochMs - performance.timeOrigin,
      version: event.version,
    };
    campaign.access = access;
    handAccess(campaign, access, (error) => this.#listenerFailed(event.campaignId, error));
  }

  #listenerFailed(campaignId: number, error: unknown): void {
    this.opts.logger.error({ err: errorMessage(error), campaignId }, 'call-list listener failed');
  }

  #refused(campaignId: number, campaign: RelayedCampaign, error: CallListHubRefusal): void {
    refuseSubscribers(campaign, error, () => this.#campaigns.delete(campaignId));
  }

  /** Campaigns relayed to this process; "connected" once the primary has sent the campaign's list. */
  stats(): CallListHubStats {
    const campaigns = [...this.#campaigns].map(([campaignId, c]) => ({
      campaignId,
      subscribers: c.listeners.size,
      state: c.latest ? ('connected' as const) : ('connecting' as const),
      reconnects: 0,
      listVersion: c.latest?.version ?? null,
      accessVersion: c.access?.version ?? null,
    }));
    return hubStats(campaigns, this.#reconnects);
  }

  /** Gives every campaign up (the process is stopping); later subscribe() calls throw. */
  close(): Promise<void> {
    this.#closed = true;
    for (const [campaignId, campaign] of this.#campaigns) {
      campaign.listeners.clear();
      this.#send({ tag: RELAY_TAG, op: 'unsubscribe', campaignId });
    }
    this.#campaigns.clear();
    this.port.off('message', this.#onMessage);
    return Promise.resolve();
  }
}
