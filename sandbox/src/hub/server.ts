/**
 * The hub's own listener ("a second API host" of the sandbox): the SignalR negotiate endpoint and
 * the WebSocket transport (dotnet/aspnetcore src/SignalR/docs/specs/TransportProtocols.md) on a
 * plain node http server, with `ws` handling upgrades. Only WebSockets are offered; CORS is not
 * needed (browsers never talk to the hub, the gateway does).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { HubConnection, type HubMethod } from './connection.ts';
import { authenticate, principalLabel, samePrincipal, tokenFrom, type HubPrincipal, type PrincipalVerifier } from './auth.ts';

export const HUB_PATH = '/hubs/callList';
const NEGOTIATE_PATH = `${HUB_PATH}/negotiate`;

export interface HubTimings {
  /** Server pings after this long without sending anything (ASP.NET KeepAliveInterval). */
  keepAliveMs: number;
  /** A client silent this long is dropped (ASP.NET ClientTimeoutInterval; the JS client pings every 15 s). */
  clientTimeoutMs: number;
  /** Time allowed between the WebSocket opening and the handshake request. */
  handshakeTimeoutMs: number;
  /** A negotiated connection token must be used within this time. */
  negotiationTtlMs: number;
}

export const DEFAULT_HUB_TIMINGS: HubTimings = {
  keepAliveMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  negotiationTtlMs: 30_000,
};

/** Largest single message accepted (ASP.NET's default MaximumReceiveMessageSize is 32 KB). */
const MAX_MESSAGE_CHARS = 32 * 1024;

export interface HubServerOptions {
  host: string;
  port: number;
  verify: () => PrincipalVerifier | null;
  methods: ReadonlyMap<string, HubMethod>;
  logger: Logger;
  timings?: Partial<HubTimings>;
  /** After the handshake: the hub sends its greeting. */
  onReady(connection: HubConnection): void;
  onClosed(connection: HubConnection): void;
}

interface Negotiation {
  connectionId: string;
  principal: HubPrincipal;
  expiresAt: number;
}

function randomId(): string {
  return randomBytes(16).toString('base64url');
}

function rejectUpgrade(socket: Duplex, status: number, reason: string, extraHeaders: string[] = []): void {
  const body = JSON.stringify({ error: reason });
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      'Connection: close',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...extraHeaders,
      '',
      body,
    ].join('\r\n'),
  );
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export class HubServer {
  readonly connections = new Set<HubConnection>();
  readonly #options: HubServerOptions;
  readonly #timings: HubTimings;
  readonly #wss: WebSocketServer;
  readonly #negotiations = new Map<string, Negotiation>();
  /** Connection tokens of live connections: a second WebSocket for one is a 409. */
  readonly #liveTokens = new Set<string>();
  #server: Server | null = null;
  #sockets = new Set<Socket>();
  #sweep: NodeJS.Timeout | null = null;
  #port: number;

  constructor(options: HubServerOptions) {
    this.#options = options;
    this.#timings = { ...DEFAULT_HUB_TIMINGS, ...options.timings };
    this.#port = options.port;
    this.#wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_CHARS * 4, perMessageDeflate: false });
  }

  get port(): number {
    return this.#port;
  }

  get listening(): boolean {
    return this.#server !== null;
  }

  /** Listens on the configured port; later calls reuse the port the first one got. */
  async listen(): Promise<void> {
    if (this.#server) return;
    const server = createServer((req, res) => this.#handleRequest(req, res));
    server.on('upgrade', (req, socket, head) => this.#handleUpgrade(req, socket, head));
    server.on('connection', (socket) => {
      this.#sockets.add(socket);
      socket.once('close', () => this.#sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#port, this.#options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.#port = (server.address() as AddressInfo).port;
    this.#server = server;
    const tick = Math.max(50, Math.min(this.#timings.keepAliveMs, this.#timings.clientTimeoutMs, this.#timings.handshakeTimeoutMs) / 5);
    this.#sweep = setInterval(() => this.#keepAlive(), tick);
    this.#sweep.unref();
  }

  /** Drops every connection abruptly (no close message, no close frame) and stops listening. */
  async kill(): Promise<void> {
    for (const connection of this.connections) connection.terminate();
    await this.#stopListening();
  }

  /** Sends every connection a close message, closes the WebSockets, and stops listening. */
  async close(): Promise<void> {
    // Not an error: the server is going away and the client may come back when it returns.
    for (const connection of this.connections) connection.close({ allowReconnect: true });
    const deadline = Date.now() + 2_000;
    while (this.connections.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const connection of this.connections) connection.terminate();
    await this.#stopListening();
  }

  async #stopListening(): Promise<void> {
    if (this.#sweep) clearInterval(this.#sweep);
    this.#sweep = null;
    this.#negotiations.clear();
    const server = this.#server;
    this.#server = null;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Upgraded sockets are no longer the http server's; destroy every socket it accepted anyway.
    for (const socket of this.#sockets) socket.destroy();
    server.closeAllConnections();
    await closed;
  }

  #keepAlive(): void {
    const now = Date.now();
    const { keepAliveMs, clientTimeoutMs, handshakeTimeoutMs } = this.#timings;
    for (const connection of this.connections) {
      if (!connection.handshakeDone) {
        if (now - connection.openedAt >= handshakeTimeoutMs) connection.terminate();
        continue;
      }
      if (now - connection.lastReceivedAt >= clientTimeoutMs) {
        this.#options.logger.info({ connectionId: connection.connectionId }, 'hub client timed out');
        connection.close({ error: 'Server timeout elapsed without receiving a message from the client.', allowReconnect: true });
        continue;
      }
      if (now - connection.lastSentAt >= keepAliveMs) connection.ping();
    }
    for (const [token, negotiation] of this.#negotiations) {
      if (negotiation.expiresAt <= now) this.#negotiations.delete(token);
    }
  }

  #handleRequest(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://hub.invalid');
    if (url.pathname === NEGOTIATE_PATH) {
      if (req.method !== 'POST') return sendJson(res, 405, { error: 'Negotiate takes POST.' }, { allow: 'POST' });
      void this.#negotiate(req, res, url).catch(() => {
        if (!res.headersSent) sendJson(res, 500, { error: 'Negotiation failed.' });
      });
      return;
    }
    if (url.pathname === HUB_PATH) {
      return sendJson(res, 400, { error: 'This hub only offers the WebSockets transport.' });
    }
    sendJson(res, 404, { error: 'Not found.' });
  }

  async #negotiate(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // The request body (if any) carries nothing the negotiation needs.
    req.resume();
    const principal = await authenticate(this.#options.verify(), tokenFrom(req, url));
    if (!principal) return sendJson(res, 401, { error: 'A valid access token is required.' }, { 'www-authenticate': 'Bearer' });
    const requested = Number(url.searchParams.get('negotiateVersion') ?? '0');
    const version = Number.isInteger(requested) && requested >= 1 ? 1 : 0;
    const connectionId = randomId();
    // Version 0 clients use the connection id itself as the id of the transport request.
    const connectionToken = version === 1 ? randomId() : connectionId;
    this.#negotiations.set(connectionToken, { connectionId, principal, expiresAt: Date.now() + this.#timings.negotiationTtlMs });
    sendJson(res, 200, {
      connectionId,
      ...(version === 1 ? { connectionToken } : {}),
      negotiateVersion: version,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
  }

  #handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => undefined);
    const url = new URL(req.url ?? '/', 'http://hub.invalid');
    if (url.pathname !== HUB_PATH) return rejectUpgrade(socket, 404, 'Not Found');
    void authenticate(this.#options.verify(), tokenFrom(req, url)).then(
      (principal) => {
        if (!principal) return rejectUpgrade(socket, 401, 'Unauthorized', ['WWW-Authenticate: Bearer']);
        if (!this.#server) return rejectUpgrade(socket, 503, 'Service Unavailable');
        const token = url.searchParams.get('id');
        let connectionId: string;
        if (token === null) {
          // skipNegotiation: the WebSocket request alone starts a connection.
          connectionId = randomId();
        } else {
          if (this.#liveTokens.has(token)) return rejectUpgrade(socket, 409, 'Conflict');
          const negotiation = this.#negotiations.get(token);
          if (!negotiation || negotiation.expiresAt <= Date.now()) return rejectUpgrade(socket, 404, 'Not Found');
          if (!samePrincipal(negotiation.principal, principal)) return rejectUpgrade(socket, 403, 'Forbidden');
          this.#negotiations.delete(token);
          connectionId = negotiation.connectionId;
        }
        this.#wss.handleUpgrade(req, socket, head, (ws) => this.#accept(ws, connectionId, principal, token));
      },
      () => rejectUpgrade(socket, 500, 'Internal Server Error'),
    );
  }

  #accept(ws: WebSocket, connectionId: string, principal: HubPrincipal, token: string | null): void {
    if (token !== null) this.#liveTokens.add(token);
    const connection = new HubConnection({
      connectionId,
      principal,
      socket: ws,
      methods: this.#options.methods,
      maxMessageChars: MAX_MESSAGE_CHARS,
      onReady: (c) => this.#options.onReady(c),
      onClosed: (c) => {
        this.connections.delete(c);
        if (token !== null) this.#liveTokens.delete(token);
        this.#options.onClosed(c);
        this.#options.logger.info({ connectionId, connections: this.connections.size }, 'hub connection closed');
      },
      onMethodError: (c, target, error) => {
        this.#options.logger.error({ connectionId: c.connectionId, target, err: { name: (error as Error)?.name } }, 'hub method failed');
      },
    });
    this.connections.add(connection);
    this.#options.logger.info({ connectionId, ...principalLabel(principal), connections: this.connections.size }, 'hub connection opened');
  }
}
