/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: the Care API and the token
 * issuer's keys are reachable, so requests can actually be served).
 */
import type { Express } from 'express';
import type { TokenVerifier } from '../auth/token-verifier.ts';

const PROBE_TIMEOUT_MS = 3000;

async function probe(check: () => Promise<void>): Promise<string> {
  try {
    await check();
    return 'ok';
  } catch (error) {
    return `unreachable: ${(error as Error).name === 'TimeoutError' ? 'timeout' : 'error'}`;
  }
}

export function registerHealthRoutes(app: Express, deps: { careApiUrl: string; verifier: TokenVerifier }): void {
  app.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });

  app.get('/readyz', async (_req, res) => {
    const [careApi, issuer] = await Promise.all([
      probe(async () => {
        const answer = await fetch(`${deps.careApiUrl}/openapi.json`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
        await answer.body?.cancel();
        if (!answer.ok) throw new Error(`status ${answer.status}`);
      }),
      probe(() => deps.verifier.checkReachable()),
    ]);
    const ready = careApi === 'ok' && issuer === 'ok';
    res.status(ready ? 200 : 503).set('cache-control', 'no-store').json({ status: ready ? 'ready' : 'unavailable', checks: { careApi, issuer } });
  });
}
