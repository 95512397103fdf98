/**
 * The primary process's side of the call-list relay (relay-worker.ts is the workers'): the
 * machine's hub pool (ONE hub connection per campaign, whatever the number of workers and
 * subscribers) subscribed once per worker and campaign asked for. The pool hands each such
 * subscription the current list and access snapshot at once, then every change, in order; each
 * is sent to the worker as it comes. A worker that exits has its subscriptions ended, so the last
 * one of a campaign still closes the hub connection.
 */
import type { Logger } from 'pino';
import { isRelayMessage, RELAY_TAG, stampOf, type RelayEvent, type RelayPort } from './relay-protocol.ts';
import type { CallListHub } from './types.ts';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class CallListRelay {
  /** Per worker: its campaigns and how to end each one's subscription to the pool. */
  readonly #subscriptions = new Map<RelayPort, Map<number, () => void>>();

  constructor(
    private readonly hub: CallListHub,
    private readonly logger: Logger,
  ) {}

  /** Takes one message from a worker; false when it is not the relay's. */
  handle(worker: RelayPort, message: unknown): boolean {
    if (!isRelayMessage(message)) return false;
    if (message.op === 'subscribe') this.#subscribe(worker, message.campaignId);
    else if (message.op === 'unsubscribe') this.#unsubscribe(worker, message.campaignId);
    return true;
  }

  #subscribe(worker: RelayPort, campaignId: number): void {
    let mine = this.#subscriptions.get(worker);
    if (!mine) this.#subscriptions.set(worker, (mine = new Map<number, () => void>()));
    if (mine.has(campaignId)) return;
    const own = mine;
    const send = (event: RelayEvent) => {
      try {
        worker.send(event);
      } catch (error) {
        // The worker is exiting; its subscriptions end when it has (forget()).
        this.logger.warn({ err: errorMessage(error), campaignId }, 'call-list relay event not sent');
      }
    };
    let unsubscribe: () => void = () => undefined;
    own.set(campaignId, () => unsubscribe());
    unsubscribe = this.hub.subscribe(campaignId, {
      next: (list, replaced) =>
        send({
          tag: RELAY_TAG,
          op: 'list',
          campaignId,
          list,
          replaced: replaced ? stampOf(replaced) : null,
          reconnects: this.hub.stats().reconnects,
        }),
      access: (snapshot) =>
        send({
          tag: RELAY_TAG,
          op: 'access',
          campaignId,
          active: snapshot.active,
          agentIds: [...snapshot.agentIds],
          version: snapshot.version,
          receivedAtEpochMs: performance.timeOrigin + snapshot.receivedAt,
        }),
      error: (error) => {
        // The pool has removed this subscription already.
        own.delete(campaignId);
        send({ tag: RELAY_TAG, op: 'refused', campaignId, message: error.message });
      },
    });
  }

  #unsubscribe(worker: RelayPort, campaignId: number): void {
    const mine = this.#subscriptions.get(worker);
    const end = mine?.get(campaignId);
    if (!end) return;
    mine!.delete(campaignId);
    end();
  }

  /** A worker has exited: every subscription it held ends. */
  forget(worker: RelayPort): void {
    const mine = this.#subscriptions.get(worker);
    this.#subscriptions.delete(worker);
    for (const end of mine?.values() ?? []) end();
  }

  /** Ends every subscription and closes the hub connections. */
  async close(): Promise<void> {
    for (const worker of [...this.#subscriptions.keys()]) this.forget(worker);
    await this.hub.close();
  }
}
