/**
 * How many gateway processes a machine runs (GATEWAY_PROCESSES) and how many WebSocket
 * connections one of them holds (WS_MAX_CONNECTIONS).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { GatewayConfig } from '../../config.ts';

/**
 * File descriptors a process keeps for everything but its WebSockets (the listener, Care API and
 * hub sockets, Redis, the audit file, the metrics listener, HTTP clients of the moment): a
 * quarter of the limit, at most RESERVED_FILES.
 */
const RESERVED_FILES = 1000;
const reserveOf = (files: number) => Math.min(RESERVED_FILES, Math.ceil(files / 4));

/** GATEWAY_PROCESSES as a count: `auto` is one per core the process may run on. */
export function gatewayProcessCount(config: Pick<GatewayConfig, 'GATEWAY_PROCESSES'>): number {
  return config.GATEWAY_PROCESSES === 'auto' ? availableParallelism() : config.GATEWAY_PROCESSES;
}

/** This process's soft limit of open files (Linux /proc/self/limits); null where it cannot be read or is unlimited. */
function openFilesLimit(limits = '/proc/self/limits'): number | null {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(readFileSync(limits, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The WebSocket connections one process accepts: WS_MAX_CONNECTIONS, else the open-files limit
 * minus a reserve (a quarter of it, at most RESERVED_FILES; at least 1 connection), else no cap. Past the cap a connection is answered with
 * close code 1013 (Try Again Later) instead of running the process out of descriptors, where
 * the kernel would reset it (a client sees "socket hang up").
 */
export function websocketConnectionCap(config: Pick<GatewayConfig, 'WS_MAX_CONNECTIONS'>): number {
  if (config.WS_MAX_CONNECTIONS !== undefined) return config.WS_MAX_CONNECTIONS;
  const files = openFilesLimit();
  return files === null ? Number.POSITIVE_INFINITY : Math.max(1, files - reserveOf(files));
}
