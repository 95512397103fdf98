/**
 * One hub connection over a WebSocket: the handshake, message dispatch (invocations processed one
 * at a time, in order, like ASP.NET's default of one parallel invocation per client), keep-alive
 * bookkeeping and the two ways to end it (a close message, or an abrupt terminate).
 */
import type { WebSocket } from 'ws';
import {
  closeFrame,
  completionFrame,
  handshakeResponseFrame,
  invocationFrame,
  MessageReader,
  MessageType,
  parseMessage,
  PING_FRAME,
  ProtocolError,
  readHandshake,
  type InvocationMessage,
} from './protocol.ts';
import type { HubPrincipal } from './auth.ts';

/** An error whose message the caller may see in the completion (anything else is generic). */
export class HubError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HubError';
  }
}

/** A hub method: the arguments as sent; the result goes into the completion. */
export type HubMethod = (connection: HubConnection, args: unknown[]) => Promise<unknown>;

export interface HubConnectionOptions {
  connectionId: string;
  principal: HubPrincipal;
  socket: WebSocket;
  methods: ReadonlyMap<string, HubMethod>;
  maxMessageChars: number;
  /** Called once, when the socket is gone (however it ended). */
  onClosed(connection: HubConnection): void;
  /** Called once the handshake succeeded. */
  onReady(connection: HubConnection): void;
  /** Errors a method threw that were not HubErrors (logged by the hub, ids only). */
  onMethodError(connection: HubConnection, target: string, error: unknown): void;
}

export class HubConnection {
  readonly connectionId: string;
  readonly principal: HubPrincipal;
  readonly openedAt = Date.now();
  /** Campaign this connection receives lists for, if any. */
  campaignId: number | null = null;
  lastReceivedAt = Date.now();
  lastSentAt = Date.now();
  handshakeDone = false;

  readonly #socket: WebSocket;
  readonly #methods: ReadonlyMap<string, HubMethod>;
  readonly #reader: MessageReader;
  readonly #options: HubConnectionOptions;
  #queue: Promise<void> = Promise.resolve();
  #closing = false;
  #closed = false;

  constructor(options: HubConnectionOptions) {
    this.connectionId = options.connectionId;
    this.principal = options.principal;
    this.#socket = options.socket;
    this.#methods = options.methods;
    this.#reader = new MessageReader(options.maxMessageChars);
    this.#options = options;

    this.#socket.on('message', (data, isBinary) => this.#receive(data, isBinary));
    this.#socket.on('close', () => this.#finish());
    // A reset socket surfaces as 'error' then 'close'; nothing else to do here.
    this.#socket.on('error', () => undefined);
  }

  get isOpen(): boolean {
    return !this.#closing && !this.#closed && this.#socket.readyState === this.#socket.OPEN;
  }

  /** Sends one already-framed message (or several concatenated frames). */
  send(text: string): void {
    if (!this.isOpen) return;
    this.lastSentAt = Date.now();
    this.#socket.send(text);
  }

  ping(): void {
    this.send(PING_FRAME);
  }

  /** Graceful end: a close message (optionally with an error), then the WebSocket close handshake. */
  close(options: { error?: string; allowReconnect?: boolean } = {}): void {
    if (this.#closing || this.#closed) return;
    if (this.handshakeDone) this.send(closeFrame(options));
    this.#closing = true;
    this.#socket.close(options.error ? 1011 : 1000);
  }

  /** Abrupt end: the TCP connection is destroyed, no close message, no close frame. */
  terminate(): void {
    this.#closing = true;
    this.#socket.terminate();
  }

  #finish(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#options.onClosed(this);
  }

  #receive(data: Buffer | Buffer[] | ArrayBuffer, _isBinary: boolean): void {
    if (this.#closing || this.#closed) return;
    this.lastReceivedAt = Date.now();
    const chunk = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    let texts: string[];
    try {
      texts = this.#reader.push(chunk);
    } catch (error) {
      this.#protocolFailure(error);
      return;
    }
    for (const text of texts) {
      if (this.#closing || this.#closed) return;
      if (!this.handshakeDone) {
        this.#handshake(text);
        continue;
      }
      try {
        this.#dispatch(text);
      } catch (error) {
        this.#protocolFailure(error);
        return;
      }
    }
  }

  #handshake(text: string): void {
    const outcome = readHandshake(text);
    if (!outcome.ok) {
      this.send(handshakeResponseFrame(outcome.error));
      this.#closing = true;
      this.#socket.close(1002);
      return;
    }
    this.send(handshakeResponseFrame());
    this.handshakeDone = true;
    this.#options.onReady(this);
  }

  #protocolFailure(error: unknown): void {
    const message = error instanceof ProtocolError ? error.message : 'The connection failed';
    if (this.handshakeDone) {
      this.close({ error: `Connection closed with an error. ${message}` });
    } else {
      this.send(handshakeResponseFrame(message));
      this.#closing = true;
      this.#socket.close(1002);
    }
  }

  #dispatch(text: string): void {
    const message = parseMessage(text);
    switch (message.type) {
      case MessageType.Invocation:
        this.#enqueue(message);
        return;
      case MessageType.StreamInvocation:
        this.send(
          completionFrame(message.invocationId, { error: `Streaming is not supported: '${message.target}' is not a streaming method.` }),
        );
        return;
      case MessageType.Close:
        // The client is leaving; answer with the WebSocket close handshake only.
        this.#closing = true;
        this.#socket.close(1000);
        return;
      // A ping only keeps the connection alive (lastReceivedAt is already updated). Stream items,
      // completions and cancellations have nothing to refer to here (the hub never invokes the
      // client for a result, takes no upload streams and runs no cancellable methods), and acks
      // and sequences belong to stateful reconnect, which this hub does not offer.
      default:
        return;
    }
  }

  #enqueue(message: InvocationMessage): void {
    this.#queue = this.#queue.then(() => this.#invoke(message));
  }

  async #invoke(message: InvocationMessage): Promise<void> {
    const { invocationId, target } = message;
    const reply = (outcome: { result?: unknown; error?: string }) => {
      if (invocationId !== undefined) this.send(completionFrame(invocationId, outcome));
    };
    const method = this.#methods.get(target);
    if (!method) return reply({ error: `Unknown hub method '${target}'` });
    if (message.streamIds && message.streamIds.length > 0) {
      return reply({ error: `Client streaming is not supported by '${target}'.` });
    }
    try {
      const result = await method(this, message.arguments);
      reply({ result });
    } catch (error) {
      if (error instanceof HubError) return reply({ error: error.message });
      this.#options.onMethodError(this, target, error);
      reply({ error: `An unexpected error occurred invoking '${target}' on the server.` });
    }
  }

  /** Sends a server-to-client invocation without an id (the client does not answer). */
  invokeClient(target: string, args: unknown[]): void {
    this.send(invocationFrame(target, args));
  }

  /** Resolves when every invocation received so far has been answered (tests, graceful close). */
  idle(): Promise<void> {
    return this.#queue;
  }
}
