/**
 * The pool of call-list hub connections: ONE hub connection (channel.ts) per campaign in use,
 * whatever the number of GraphQL subscribers — the first subscriber opens it, the last one closes
 * it, and a new subscriber gets the campaign's latest list (and access snapshot) at once.
 */
import { CampaignChannel } from './channel.ts';
import { addSubscriber, hubStats, refuseSubscribers } from './subscribers.ts';
import type { CallListHub, CallListHubPoolOptions, CallListHubRefusal, CallListHubStats, CallListListener } from './types.ts';

export class CallListHubPool implements CallListHub {
  readonly #channels = new Map<number, CampaignChannel>();
  readonly #stopping = new Set<Promise<void>>();
  #closed = false;
  /** Lifetime reconnections (kept when a campaign's channel closes). */
  reconnects = 0;
  /** What the pool's channels tell it. */
  readonly #owner = {
    refused: (channel: CampaignChannel, error: CallListHubRefusal) => this.refused(channel, error),
    reconnected: () => {
      this.reconnects++;
    },
  };

  constructor(private readonly opts: CallListHubPoolOptions) {}

  subscribe(campaignId: number, listener: CallListListener): () => void {
    if (this.#closed) throw new Error('The call-list hub pool is closed');
    let channel = this.#channels.get(campaignId);
    if (!channel) {
      channel = new CampaignChannel(campaignId, this.#owner, this.opts);
      this.#channels.set(campaignId, channel);
    }
    const owner = channel;
    return addSubscriber(owner, listener, () => this.#retire(owner));
  }

  /** Called by a channel whose campaign the hub refused: its listeners get the error and the channel closes. */
  refused(channel: CampaignChannel, error: CallListHubRefusal): void {
    refuseSubscribers(channel, error, () => this.#retire(channel));
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
    return hubStats(campaigns, this.reconnects);
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
