/**
 * Closing the gateway's Redis connections when it stops: QUIT lets Redis finish what was already
 * sent; a Redis that is away gets at most a second, then the sockets are dropped either way.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';

const CLOSE_WAIT_MS = 1000;

export async function closeRedis(...connections: Redis[]): Promise<void> {
  await Promise.all(
    connections.map((connection) =>
      Promise.race([connection.quit().catch(() => undefined), sleep(CLOSE_WAIT_MS, undefined, { ref: false })]).finally(() =>
        connection.disconnect(),
      ),
    ),
  );
}
