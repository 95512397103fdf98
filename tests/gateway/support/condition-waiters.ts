/**
 * Waiting for a condition on something that changes by pushes (a live subscriber's deliveries):
 * `notify()` after each push re-checks every pending wait; a wait not met in time rejects with the
 * caller's description of the state it saw.
 */
export interface ConditionWaiters {
  /** Re-checks every pending wait (call after each change). */
  notify: () => void;
  /** Resolves once `check()` holds (at once when it already does); rejects after `timeoutMs`. */
  until(check: () => boolean, timeoutMs: number, failure: () => string): Promise<void>;
}

export function conditionWaiters(): ConditionWaiters {
  const waiters = new Set<() => void>();
  return {
    notify: () => waiters.forEach((w) => w()),
    until(check, timeoutMs, failure) {
      if (check()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(onChange);
          reject(new Error(failure()));
        }, timeoutMs);
        const onChange = () => {
          if (!check()) return;
          clearTimeout(timer);
          waiters.delete(onChange);
          resolve();
        };
        waiters.add(onChange);
      });
    },
  };
}
