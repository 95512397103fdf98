import type { Client } from 'graphql-ws';
import type { LoadTestInput } from '@luminate/schema/rules';
import { CallListLiveDocument } from '../../generated/graphql.ts';
import { describeError } from '../../shared/lib/errors.ts';
import {
  LiveSocketClosedError,
  reconnectDelayMs,
  subscribeLive,
  type LiveSocketEvent,
  type LiveSocketFactory,
} from '../../shared/lib/live-socket.ts';

/** The log keeps the last 100 entries. */
export const LOG_LIMIT = 100;

export interface LoadTestStats {
  /** Connections asked for, and opened so far. */
  target: number;
  opened: number;
  /** Sockets currently connecting, connected, and subscriptions that have their list. */
  connecting: number;
  connected: number;
  subscribed: number;
  /** Totals since Start. */
  messages: number;
  errors: number;
  reconnects: number;
}

export interface LoadTestLogEntry {
  seq: number;
  /** 1-based connection number; 0 for the run itself. */
  connection: number;
  event: string;
  at: number;
}

export interface LoadTestSnapshot {
  /** Started and not stopped. */
  running: boolean;
  /** Still opening batches. */
  opening: boolean;
  stats: LoadTestStats;
  /** Newest first. */
  log: readonly LoadTestLogEntry[];
}

export const EMPTY_STATS: LoadTestStats = {
  target: 0,
  opened: 0,
  connecting: 0,
  connected: 0,
  subscribed: 0,
  messages: 0,
  errors: 0,
  reconnects: 0,
};

interface Connection {
  client: Client;
  /** idle until graphql-ws starts the first socket. */
  state: 'idle' | 'connecting' | 'connected' | 'closed';
  subscribed: boolean;
  unsubscribe: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * One load test: opens `connections` graphql-ws sockets in batches of `batchSize`
 * with `batchDelayMs` between batches, each subscribed to the campaign's call list with the
 * signed-in token and reconnecting with the call-list waits. Counters live in plain fields and
 * the page copies them at most every 250 ms, so a thousand sockets do not re-render React per
 * message. The log holds ids, events and list sizes only — never a member's data.
 */
export class LoadTestRun {
  private readonly connections: Connection[] = [];
  private readonly entries: LoadTestLogEntry[] = [];
  private seq = 0;
  private stopped = false;
  private finished = false;
  private wakeBatch: (() => void) | null = null;
  readonly stats: LoadTestStats;
  /** Bumps on every change, so the page knows when a copy is worth taking. */
  revision = 0;

  constructor(
    private readonly input: LoadTestInput,
    private readonly factory: LiveSocketFactory,
    private readonly authorization: () => Promise<string | null>,
  ) {
    this.stats = { ...EMPTY_STATS, target: input.connections };
  }

  snapshot(): LoadTestSnapshot {
    return { running: !this.stopped, opening: !this.stopped && !this.finished, stats: { ...this.stats }, log: [...this.entries] };
  }

  /** Opens the connections batch by batch; resolves when all are open or the run is stopped. */
  async start(): Promise<void> {
    const { connections, batchSize, batchDelayMs, campaignId } = this.input;
    this.log(0, `Starting ${connections} connections to campaign ${campaignId} (batches of ${batchSize}, ${batchDelayMs} ms apart)`);
    for (let first = 1; first <= connections && !this.stopped; first += batchSize) {
      const last = Math.min(connections, first + batchSize - 1);
      for (let n = first; n <= last; n += 1) this.open(n);
      if (last < connections && batchDelayMs > 0) await this.pause(batchDelayMs);
    }
    if (!this.stopped) this.log(0, `All ${this.stats.opened} connections opened`);
    this.finished = true;
  }

  /** Closes every connection; the counters of live sockets drop to zero. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.wakeBatch?.();
    for (const connection of this.connections) {
      clearTimeout(connection.timer);
      connection.unsubscribe();
      void connection.client.dispose();
      connection.state = 'closed';
      connection.subscribed = false;
    }
    this.stats.connecting = 0;
    this.stats.connected = 0;
    this.stats.subscribed = 0;
    this.log(0, `Stopped; ${this.connections.length} connections closed`);
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeBatch = done;
    });
  }

  private open(number: number): void {
    const connection: Connection = {
      client: this.factory({ authorization: this.authorization, onEvent: (event) => this.onSocketEvent(number, connection, event) }),
      state: 'idle',
      subscribed: false,
      unsubscribe: () => {},
    };
    this.connections.push(connection);
    this.stats.opened += 1;
    this.subscribe(number, connection, 0);
    this.changed();
  }

  private subscribe(number: number, connection: Connection, attempt: number): void {
    const campaignId = String(this.input.campaignId);
    connection.unsubscribe = subscribeLive(
      connection.client,
      CallListLiveDocument,
      { campaignId },
      {
        next: ({ callListUpdates: update }) => {
          if (this.stopped) return;
          attempt = 0;
          this.stats.messages += 1;
          if (!connection.subscribed) {
            connection.subscribed = true;
            this.stats.subscribed += 1;
            this.log(number, `Subscribed: list of ${update.size} (version ${update.version})`);
          } else {
            this.log(number, `List update: ${update.size} members (version ${update.version})`);
          }
          this.changed();
        },
        error: (error) => {
          if (this.stopped) return;
          this.stats.errors += 1;
          this.unsubscribed(connection);
          if (error instanceof LiveSocketClosedError) {
            // graphql-ws gave up on this close code; start over with the same waits.
            const delayMs = reconnectDelayMs(attempt);
            this.log(number, `${error.message}; retrying in ${delayMs / 1000} s`);
            connection.timer = setTimeout(() => {
              if (this.stopped) return;
              this.stats.reconnects += 1;
              this.subscribe(number, connection, attempt + 1);
            }, delayMs);
          } else {
            const shown = describeError(error);
            this.log(number, `Error: ${shown.code ?? shown.type} ${shown.message}`);
          }
          this.changed();
        },
      },
    );
  }

  private onSocketEvent(number: number, connection: Connection, event: LiveSocketEvent): void {
    if (this.stopped) return;
    switch (event.type) {
      case 'connecting':
        if (connection.state !== 'connecting') this.stats.connecting += 1;
        if (connection.state === 'connected') this.stats.connected -= 1;
        connection.state = 'connecting';
        if (event.reconnect) {
          this.stats.reconnects += 1;
          this.log(number, 'Reconnecting');
        }
        break;
      case 'connected':
        if (connection.state === 'connecting') this.stats.connecting -= 1;
        if (connection.state !== 'connected') this.stats.connected += 1;
        connection.state = 'connected';
        this.log(number, 'Connected');
        break;
      case 'closed':
        if (connection.state === 'connecting') this.stats.connecting -= 1;
        if (connection.state === 'connected') this.stats.connected -= 1;
        connection.state = 'closed';
        this.unsubscribed(connection);
        this.log(number, `Closed${event.code === null ? '' : ` (code ${event.code})`}`);
        break;
      case 'waiting':
        this.log(number, `Waiting ${event.delayMs / 1000} s before reconnect attempt ${event.attempt + 1}`);
        break;
      case 'error':
        this.stats.errors += 1;
        this.log(number, 'Socket error');
        break;
    }
    this.changed();
  }

  private unsubscribed(connection: Connection): void {
    if (!connection.subscribed) return;
    connection.subscribed = false;
    this.stats.subscribed -= 1;
  }

  private log(connection: number, event: string): void {
    this.seq += 1;
    this.entries.unshift({ seq: this.seq, connection, event, at: Date.now() });
    if (this.entries.length > LOG_LIMIT) this.entries.length = LOG_LIMIT;
    this.changed();
  }

  private changed(): void {
    this.revision += 1;
  }
}
