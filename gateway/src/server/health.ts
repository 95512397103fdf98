/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: the Care API and the token
 * issuer's keys are reachable, so requests can actually be served). The call-list hub is a
 * non-fatal check: while it is down, live lists pause and reconnect by themselves, but every
 * other request is served — so it is reported, with the pool's counters (counts only, no ids),
 * and never makes the gateway unready. So is the approval change feed: its bus (memory or redis),
 * whether this replica reads the feed, its position and the changes it published.
 *
 * A replica that is stopping answers /readyz 503 `draining` at once, without probing anything, so
 * load balancers take it out before its listener closes (drain.ts).
 */
import type { Express } from 'express';
import type { TokenVerifier } from '../auth/token-verifier.ts';
import type { CallListHubStats } from '../upstream/hub-client/index.ts';
import type { ChangeFeedStats } from '../upstream/change-feed.ts';

const PROBE_TIMEOUT_MS = 3000;

async function probe(check: () => Promise<void>): Promise<string> {
  try {
    await check();
    return 'ok';
  } catch (error) {
    return `unreachable: ${(error as Error).name === 'TimeoutError' ? 'timeout' : 'error'}`;
  }
}

export interface HealthDeps {
  careApiUrl: string;
  verifier: TokenVerifier;
  /** Hub pool and shared-subscription counters. */
  callListHub: () => CallListHubStats & Record<string, unknown>;
  /** The approval change bus and whether this process reads the change feed (counts and positions only). */
  approvalChanges: () => ChangeFeedStats & { transport: 'memory' | 'redis' };
  /** True once the replica has begun to stop. */
  draining: () => boolean;
}

export function registerHealthRoutes(app: Express, deps: HealthDeps): void {
  app.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });

  app.get('/readyz', async (_req, res) => {
    const answeredDraining = () => {
      if (!deps.draining()) return false;
      res.status(503).set('cache-control', 'no-store').json({ status: 'draining' });
      return true;
    };
    if (answeredDraining()) return;
    const [careApi, issuer] = await Promise.all([
      probe(async () => {
        const answer = await fetch(`${deps.careApiUrl}/openapi.json`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
        await answer.body?.cancel();
        if (!answer.ok) throw new Error(`status ${answer.status}`);
      }),
      probe(() => deps.verifier.checkReachable()),
    ]);
    // A stop that began while the probes ran wins.
    if (answeredDraining()) return;
    const ready = careApi === 'ok' && issuer === 'ok';
    const { campaigns: _perCampaign, ...hub } = deps.callListHub();
    const callListHub =
      hub.connections === 0
        ? 'idle'
        : hub.connected === hub.connections
          ? 'ok'
          : `reconnecting: ${hub.connections - hub.connected} of ${hub.connections} campaigns`;
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({
        status: ready ? 'ready' : 'unavailable',
        checks: { careApi, issuer, callListHub },
        callListHub: hub,
        approvalChanges: deps.approvalChanges(),
      });
  });
}
