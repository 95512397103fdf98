/**
 * Request bodies with a hard cap that is enforced while reading: a declared length over the cap
 * is refused before a byte is read, and a chunked body is refused the moment the bytes received
 * pass the cap. Either way reading stops there and the connection is closed after the answer, so
 * a client cannot make the gateway swallow an endless body (Node would otherwise read and discard
 * the rest of an unread body to keep the connection alive for a next request).
 */
import type { Request, RequestHandler, Response } from 'express';
import { codeForStatus } from './http-errors.ts';
import { nestedDeeperThan, tooDeepMessage } from './json-depth.ts';

/** The largest GraphQL request body (query text and variables) the gateway reads. */
export const GRAPHQL_BODY_LIMIT_BYTES = 1024 * 1024;

/** True when the request announces a body (a length above zero, or a chunked transfer). */
export function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '' && length !== '0';
}

/** True while the request still has body bytes the gateway has not read. */
export function bodyUnread(req: Request): boolean {
  return hasBody(req) && !req.complete && !req.readableEnded;
}

/** How long a refused request's connection stays half-open so the client can read the answer. */
const LINGER_MS = 1000;
const CLOSING = Symbol('luminate.closing-after-answer');

/**
 * Makes this answer the connection's last when the request's body was not read to its end: the
 * socket is closed after the answer instead of the rest of the body being read and discarded.
 *
 * Node would close the socket the moment the answer is flushed, and a client still sending its
 * body then gets a connection reset — often before it has read the answer. So the socket stops
 * reading (the client's writes back up in its buffers), sends its end, and is destroyed a moment
 * later, once the client has had the chance to read why it was refused.
 */
export function closeIfBodyUnread(req: Request, res: Response): void {
  if (res.headersSent || !bodyUnread(req)) return;
  res.setHeader('connection', 'close');
  const marked = res as Response & { [CLOSING]?: true };
  if (marked[CLOSING]) return;
  marked[CLOSING] = true;
  res.once('finish', () => {
    const socket = req.socket;
    if (!socket || socket.destroyed) return;
    req.pause();
    socket.pause();
    // Node's own close-after-answer (Socket#destroySoon) waits for 'finish' to destroy: take it over.
    // Its listener is the socket's own destroy method, read as a value to be removed.
    const destroy: unknown = Reflect.get(socket, 'destroy');
    if (typeof destroy === 'function') socket.removeListener('finish', destroy as () => void);
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}

export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
export const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? megabytes(bytes) : kilobytes(bytes));

/** Media type and charset of the request's Content-Type header, lower-cased. */
function contentTypeOf(req: Request): { type: string; charset: string | null } {
  const raw = req.headers['content-type'] ?? '';
  const [type, ...params] = raw.split(';');
  let charset: string | null = null;
  for (const param of params) {
    const match = /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(param);
    if (match) charset = match[1].toLowerCase();
  }
  return { type: type.trim().toLowerCase(), charset };
}

type ReadFailure = 'aborted' | 'too-large' | 'unreadable';

/**
 * Reads a request body of at most `limit` bytes as UTF-8 text (a leading byte-order mark
 * dropped). A declared length over the limit fails before anything is read; one byte past the
 * limit stops reading; a body shorter or longer than its declared length is unreadable; a client
 * that goes away is `aborted`. Plain stream events: the GraphQL edge reads thousands of small
 * bodies a second.
 */
function readBody(req: Request, limit: number, declared: number | null, done: (failure: ReadFailure | null, text?: string) => void): void {
  if (declared !== null && declared > limit) return done('too-large');
  const chunks: Buffer[] = [];
  let received = 0;
  let finished = false;
  const finish = (failure: ReadFailure | null, text?: string) => {
    if (finished) return;
    finished = true;
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onError);
    req.off('close', onClose);
    if (failure === 'too-large') req.pause();
    done(failure, text);
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) return finish('too-large');
    chunks.push(chunk);
  };
  const onEnd = () => {
    if (declared !== null && received !== declared) return finish('unreadable');
    const text = Buffer.concat(chunks, received).toString('utf8');
    finish(null, text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  };
  const onError = () => finish('unreadable');
  const onClose = () => {
    if (!req.complete) finish('aborted');
  };
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
  req.on('close', onClose);
}

/** How a refusal is written: the caller's error shape (GraphQL errors or `{ message, code }`). */
export type Refuse = (req: Request, res: Response, status: number, message: string, code: string) => void;

export interface JsonBodyOptions {
  /** Most bytes read; one more and the request is refused with 413. */
  limit: number;
  /** Media types parsed as JSON; any other body is left unread (req.body stays undefined). */
  types: readonly string[];
  refuse: Refuse;
}

/**
 * Reads and parses a JSON body under `limit`, nested at most MAX_JSON_DEPTH levels deep
 * (json-depth.ts). Bodies of other media types are not read at all (the handler after this
 * answers them), and their connection is closed after the answer. Compressed bodies are refused:
 * no browser sends one, and inflating them would let a small upload expand past any cap.
 */
export function jsonBody(options: JsonBodyOptions): RequestHandler {
  return (req, res, next) => {
    // Apollo's Express integration insists on the property being present, even when empty.
    req.body = undefined;
    if (!hasBody(req)) return next();
    const { type, charset } = contentTypeOf(req);
    if (!options.types.includes(type)) {
      closeIfBodyUnread(req, res);
      return next();
    }
    // The code follows the status (http-errors.ts), the same table the file routes answer by.
    const refuse = (status: number, message: string) => {
      closeIfBodyUnread(req, res);
      options.refuse(req, res, status, message, codeForStatus(status, 'BAD_REQUEST'));
    };
    const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity') return refuse(415, 'Compressed request bodies are not accepted');
    if (charset && charset !== 'utf-8' && charset !== 'utf8') return refuse(415, 'Send the request body as UTF-8');

    const declared = Number(req.headers['content-length']);
    readBody(req, options.limit, Number.isSafeInteger(declared) && declared >= 0 ? declared : null, (failure, text) => {
      // The client went away: there is no one left to answer.
      if (failure === 'aborted') return void res.destroy();
      if (failure === 'too-large') {
        // Unread bytes may remain even when the whole body is in (declared length too big).
        res.setHeader('connection', 'close');
        return refuse(413, `The request body is larger than ${sizeText(options.limit)}`);
      }
      if (failure || text === undefined) return refuse(400, 'The request body could not be read');
      if (text.trim() === '') return next();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return refuse(400, 'The request body is not valid JSON');
      }
      // Checked before anything walks the body: much of what reads it recurses.
      if (nestedDeeperThan(body)) return refuse(400, tooDeepMessage('The request body is'));
      req.body = body;
      next();
    });
  };
}
