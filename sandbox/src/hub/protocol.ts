/**
 * The ASP.NET SignalR JSON hub protocol (dotnet/aspnetcore src/SignalR/docs/specs/HubProtocol.md):
 * record-separator framing, the handshake and the message shapes this hub sends and accepts.
 */
import { StringDecoder } from 'node:string_decoder';

/** ASCII record separator that terminates every JSON hub message. */
export const RECORD_SEPARATOR = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
  headers?: Record<string, string>;
}

export interface StreamInvocationMessage {
  type: typeof MessageType.StreamInvocation;
  invocationId: string;
  target: string;
  arguments: unknown[];
}

/** Every client message the hub reads; the other types are parsed only as far as `type`. */
export type ClientMessage =
  | InvocationMessage
  | StreamInvocationMessage
  | { type: typeof MessageType.Ping }
  | { type: typeof MessageType.Close; error?: string; allowReconnect?: boolean }
  | {
      type:
        | typeof MessageType.StreamItem
        | typeof MessageType.Completion
        | typeof MessageType.CancelInvocation
        | typeof MessageType.Ack
        | typeof MessageType.Sequence;
      invocationId?: string;
    };

/** A message that breaks the protocol: the connection is closed with an error. */
export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}

/** Appends the record separator to one serialised message. */
export function frame(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

export const PING_FRAME = frame({ type: MessageType.Ping });

export function invocationFrame(target: string, args: unknown[]): string {
  return frame({ type: MessageType.Invocation, target, arguments: args });
}

export function completionFrame(invocationId: string, outcome: { result?: unknown; error?: string }): string {
  if (outcome.error !== undefined) return frame({ type: MessageType.Completion, invocationId, error: outcome.error });
  // A void method's completion carries no result at all (not even null).
  return outcome.result === undefined
    ? frame({ type: MessageType.Completion, invocationId })
    : frame({ type: MessageType.Completion, invocationId, result: outcome.result });
}

export function closeFrame(options: { error?: string; allowReconnect?: boolean } = {}): string {
  return frame({
    type: MessageType.Close,
    ...(options.error !== undefined ? { error: options.error } : {}),
    ...(options.allowReconnect ? { allowReconnect: true } : {}),
  });
}

/**
 * Splits incoming WebSocket frames into complete messages: a frame may carry several messages,
 * and a message may be split across frames (even inside a multi-byte character, for binary
 * frames). Refuses to buffer a message larger than `maxMessageChars`.
 */
export class MessageReader {
  readonly #decoder = new StringDecoder('utf8');
  #pending = '';

  constructor(private readonly maxMessageChars: number) {}

  /** Returns the complete messages the data finishes, without their separators. */
  push(data: Buffer | string): string[] {
    const text = this.#pending + (typeof data === 'string' ? data : this.#decoder.write(data));
    const parts = text.split(RECORD_SEPARATOR);
    this.#pending = parts.pop()!;
    if (this.#pending.length > this.maxMessageChars) {
      throw new ProtocolError(`A message exceeded the maximum size of ${this.maxMessageChars} characters`);
    }
    for (const part of parts) {
      if (part.length > this.maxMessageChars) {
        throw new ProtocolError(`A message exceeded the maximum size of ${this.maxMessageChars} characters`);
      }
    }
    return parts;
  }
}

export interface HandshakeRequest {
  protocol: string;
  version: number;
}

/** Parses the handshake request; returns the handshake error to answer with, if any. */
export function readHandshake(text: string): { ok: true } | { ok: false; error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The handshake request is not valid JSON.' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, error: 'The handshake request must be a JSON object.' };
  }
  const { protocol, version } = parsed as Partial<HandshakeRequest>;
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    return { ok: false, error: 'The handshake request must name a protocol and a version.' };
  }
  if (protocol !== 'json') return { ok: false, error: `Requested protocol '${protocol}' is not available.` };
  if (version !== 1) return { ok: false, error: `The server does not support version ${version} of the 'json' protocol.` };
  return { ok: true };
}

export function handshakeResponseFrame(error?: string): string {
  return error === undefined ? frame({}) : frame({ error });
}

/** Parses one hub message; throws ProtocolError for anything malformed. */
export function parseMessage(text: string): ClientMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ProtocolError('A message is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ProtocolError('A message must be a JSON object');
  }
  const message = parsed as Record<string, unknown>;
  const { type } = message;
  if (typeof type !== 'number' || !Number.isInteger(type) || type < MessageType.Invocation || type > MessageType.Sequence) {
    throw new ProtocolError(`Unknown message type: ${JSON.stringify(type)}`);
  }
  if (type === MessageType.Invocation || type === MessageType.StreamInvocation) {
    if (typeof message.target !== 'string' || message.target.length === 0) throw new ProtocolError('An invocation has no target');
    if (!Array.isArray(message.arguments)) throw new ProtocolError('An invocation has no arguments array');
    if (message.invocationId !== undefined && typeof message.invocationId !== 'string') {
      throw new ProtocolError('An invocation id must be a string');
    }
    if (type === MessageType.StreamInvocation && typeof message.invocationId !== 'string') {
      throw new ProtocolError('A stream invocation needs an invocation id');
    }
  }
  return message as unknown as ClientMessage;
}
