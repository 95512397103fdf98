/**
 * A bare WebSocket client of the SignalR JSON hub protocol, for tests that need control over
 * framing (several messages per frame, a message split across frames) that the official client
 * never produces.
 */
import WebSocket from 'ws';
import { z } from 'zod';

export const RS = '\x1e';

/**
 * A message of the JSON hub protocol: the fields tests read are typed, every other field is kept
 * as sent (so comparing a whole message still sees all of it).
 */
export const HubMessage = z.looseObject({
  type: z.number().optional(),
  target: z.string().optional(),
  invocationId: z.string().optional(),
  error: z.string().optional(),
  arguments: z.array(z.unknown()).optional(),
});
export type HubMessage = z.infer<typeof HubMessage>;

/** The fields tests read of a call-list message's argument (a subscribed or pushed call list). */
const CallListArgument = z.looseObject({
  campaignId: z.number().optional(),
  version: z.number().optional(),
  entries: z.array(z.unknown()).optional(),
});
export type CallListArgument = z.infer<typeof CallListArgument>;

/** A message's first argument when it is a call-list object, undefined otherwise (a string, no argument). */
export function firstArgument(message: HubMessage | undefined): CallListArgument | undefined {
  const parsed = CallListArgument.safeParse(message?.arguments?.[0]);
  return parsed.success ? parsed.data : undefined;
}

export interface RawHubClient {
  socket: WebSocket;
  /** Every message received so far, parsed (the handshake response included). */
  messages: HubMessage[];
  /** Sends text exactly as given (one WebSocket frame). */
  sendRaw(text: string): void;
  /** Sends messages framed with the record separator, all in one WebSocket frame. */
  send(...messages: object[]): void;
  /** Resolves with the first received message (from `messages`, past or future) matching `predicate`. */
  next(predicate: (message: HubMessage) => boolean, timeoutMs?: number): Promise<HubMessage>;
  /** Resolves with the close code when the socket closes. */
  closed: Promise<number>;
  close(): void;
}

export async function openRawHub(url: string, options: { token?: string; query?: Record<string, string> } = {}): Promise<RawHubClient> {
  const wsUrl = new URL(url.replace(/^http/, 'ws'));
  for (const [key, value] of Object.entries(options.query ?? {})) wsUrl.searchParams.set(key, value);
  const socket = new WebSocket(wsUrl, { headers: options.token ? { authorization: `Bearer ${options.token}` } : {} });
  const messages: HubMessage[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  socket.on('message', (data) => {
    buffer += (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
    const parts = buffer.split(RS);
    buffer = parts.pop()!;
    for (const part of parts) messages.push(HubMessage.parse(JSON.parse(part)));
    for (const waiter of waiters) waiter();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });

  const next = (predicate: (message: HubMessage) => boolean, timeoutMs = 5_000) =>
    new Promise<HubMessage>((resolve, reject) => {
      const check = () => {
        const found = messages.find(predicate);
        if (found === undefined) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No matching hub message within ${timeoutMs} ms; got ${JSON.stringify(messages).slice(0, 500)}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  return {
    socket,
    messages,
    sendRaw: (text) => socket.send(text),
    send: (...msgs) => socket.send(msgs.map((m) => JSON.stringify(m) + RS).join('')),
    next,
    closed,
    close: () => socket.close(),
  };
}

/** The HTTP status a WebSocket request to the hub is refused with (throws if it is accepted). */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace(/^http/, 'ws'), { headers });
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.close();
      reject(new Error('The WebSocket was accepted'));
    });
    socket.once('error', () => undefined);
  });
}
