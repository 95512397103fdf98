/**
 * The pool of call-list hub connections: ONE hub connection (channel.ts) per campaign in use,
 * whatever the number of GraphQL subscribers — the first subscriber opens it, the last one closes
 * it, and a new subscriber gets the campaign's latest list (and access snapshot) at once.
 */
import { CampaignChannel } from './channel.ts';
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
