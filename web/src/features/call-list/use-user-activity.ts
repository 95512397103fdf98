import { useEffect, useState } from 'react';
import { ACTIVITY_THROTTLE_MS, INACTIVITY_TIMEOUT_MS } from '@luminate/schema/rules';

/** Input that shows someone is at the screen. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

export interface UserActivityOptions {
  timeoutMs?: number;
  throttleMs?: number;
}

/**
 * False after `timeoutMs` without any input, true again on the next input.
 * Inputs are handled at most once per `throttleMs` (1 s) so pointer moves cost nothing; mounting
 * counts as activity, since the user just opened the page.
 */
export function useUserActivity({
  timeoutMs = INACTIVITY_TIMEOUT_MS,
  throttleMs = ACTIVITY_THROTTLE_MS,
}: UserActivityOptions = {}): boolean {
  const [active, setActive] = useState(true);
  useEffect(() => {
    let lastHandled = Date.now();
    let timer = setTimeout(() => setActive(false), timeoutMs);
    const onInput = () => {
      const now = Date.now();
      if (now - lastHandled < throttleMs) return;
      lastHandled = now;
      clearTimeout(timer);
      timer = setTimeout(() => setActive(false), timeoutMs);
      setActive(true);
    };
    const listenOptions = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onInput, listenOptions);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onInput, listenOptions);
    };
  }, [timeoutMs, throttleMs]);
  return active;
}
