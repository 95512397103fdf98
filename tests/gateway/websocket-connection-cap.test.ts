/**
 * A gateway process holds at most WS_MAX_CONNECTIONS WebSockets (unset: its open-files limit
 * minus a reserve). One more is answered with close code 1013 (Try Again Later) and a reason a
 * client can show, never a reset or a hang-up; once a socket closes, a new one is accepted.
 */
import { once } from 'node:events';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { WS_MAX_CONNECTIONS: '2' } });
});

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await stack?.close();
});

/** Opens a graphql-transport-ws socket; resolves once it is open. */
async function open(): Promise<WebSocket> {
  const socket = new WebSocket(`${stack.gatewayUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  sockets.push(socket);
  await once(socket, 'open');
  return socket;
}

/** The socket's close code and reason, or 'open' when it is still open after `ms`. */
function closeWithin(socket: WebSocket, ms: number): Promise<{ code: number; reason: string } | 'open'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('open'), ms);
    socket.once('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ code, reason: reason.toString() });
    });
  });
}

describe('the per-process WebSocket cap', () => {
  it('closes a connection past the cap with 1013 and a reason, and accepts one again after a close', async () => {
    const [a, b] = [await open(), await open()];
    const third = await open();
    expect(await closeWithin(third, 5_000)).toEqual({
      code: 1013,
      reason: 'Try again later: this gateway process holds its most connections',
    });
    // The two below the cap stay open.
    expect(await closeWithin(b, 200)).toBe('open');

    a.close(1000);
    await once(a, 'close');
    const fourth = await open();
    expect(await closeWithin(fourth, 500)).toBe('open');
  });
});
