/**
 * In-process notifications that a campaign's day list changed (a logged call, a rescore, a
 * variable or filter edit, a campaign edit, a dialer reset), and that who may work a campaign
 * changed (an agent assigned or removed). The Care API emits; the call-list hub listens, pushes
 * the new list to that campaign's subscribers, and tells the gateway who may still follow it.
 * One instance per sandbox.
 */
import { EventEmitter } from 'node:events';

export type CallListChangeReason = 'call-logged' | 'rescored' | 'variables' | 'filters' | 'campaign' | 'dialer-reset';

export interface CallListChange {
  campaignId: number;
  reason: CallListChangeReason;
}

export interface CampaignAccessChange {
  campaignId: number;
}

export class CallListEvents {
  readonly #emitter = new EventEmitter();

  constructor() {
    // Every hub connection group listens once per campaign; there is no meaningful cap.
    this.#emitter.setMaxListeners(0);
  }

  changed(campaignId: number, reason: CallListChangeReason): void {
    this.#emitter.emit('changed', { campaignId, reason } satisfies CallListChange);
  }

  /** Returns the unsubscribe function. */
  onChanged(listener: (change: CallListChange) => void): () => void {
    this.#emitter.on('changed', listener);
    return () => this.#emitter.off('changed', listener);
  }

  /** The campaign's agent assignments changed (the list itself did not). */
  accessChanged(campaignId: number): void {
    this.#emitter.emit('access', { campaignId } satisfies CampaignAccessChange);
  }

  /** Returns the unsubscribe function. */
  onAccessChanged(listener: (change: CampaignAccessChange) => void): () => void {
    this.#emitter.on('access', listener);
    return () => this.#emitter.off('access', listener);
  }
}
