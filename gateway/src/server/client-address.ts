/**
 * Who is calling and over what, as Express's `req.ip` and `req.secure` work them out, for
 * requests that do not go through Express (/graphql): the socket's address and TLS, or — when
 * the socket's peer is a proxy trusted by TRUST_PROXY — what that proxy forwarded
 * (X-Forwarded-For, X-Forwarded-Proto). `trust` is the app's compiled `trust proxy fn`.
 */
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyaddr from 'proxy-addr';

export type TrustProxy = (address: string, hop: number) => boolean;

/** The client's address (through trusted proxies). */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  return proxyaddr(req, trust);
}

/** True when the request came over HTTPS: directly, or through a trusted proxy that says so. */
export function cameOverHttps(req: IncomingMessage, trust: TrustProxy): boolean {
  const direct = (req.socket as TLSSocket).encrypted === true;
  if (!trust(req.socket.remoteAddress ?? '', 0)) return direct;
  const header = req.headers['x-forwarded-proto'];
  const forwarded = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return forwarded ? forwarded === 'https' : direct;
}
