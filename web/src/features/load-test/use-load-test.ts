import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoadTestInput } from '@luminate/schema/rules';
import { useLiveAuthorization, useLiveSocketFactory } from '../../shared/lib/live-socket.ts';
import { EMPTY_STATS, LoadTestRun, type LoadTestSnapshot } from './load-test-run.ts';

/** The page re-renders from the run's counters at most this often. */
export const STATS_REFRESH_MS = 250;

const IDLE: LoadTestSnapshot = { running: false, opening: false, stats: EMPTY_STATS, log: [] };

/** Starts and stops load-test runs; the page shows copies of the counters taken every 250 ms. Leaving the page stops the run. */
export function useLoadTest() {
  const factory = useLiveSocketFactory();
  const authorization = useLiveAuthorization();
  const runRef = useRef<LoadTestRun | null>(null);
  const seenRevision = useRef(-1);
  const [snapshot, setSnapshot] = useState<LoadTestSnapshot>(IDLE);

  const refresh = useCallback(() => {
    const run = runRef.current;
    if (!run || run.revision === seenRevision.current) return;
    seenRevision.current = run.revision;
    setSnapshot(run.snapshot());
  }, []);

  useEffect(() => {
    const timer = setInterval(refresh, STATS_REFRESH_MS);
    return () => {
      clearInterval(timer);
      runRef.current?.stop();
    };
  }, [refresh]);

  const start = useCallback(
    (input: LoadTestInput) => {
      runRef.current?.stop();
      const run = new LoadTestRun(input, factory, authorization);
      runRef.current = run;
      seenRevision.current = -1;
      void run.start().finally(refresh);
      refresh();
    },
    [factory, authorization, refresh],
  );

  const stop = useCallback(() => {
    runRef.current?.stop();
    refresh();
  }, [refresh]);

  return { snapshot, start, stop };
}
