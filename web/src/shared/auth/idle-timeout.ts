import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Automatic sign-out after inactivity. Input anywhere in the app (mouse, keyboard, touch, wheel,
 * scroll) counts as activity; the time of the latest input is shared by every tab of this origin
 * through localStorage, so working in one tab keeps the others signed in, and all of them time
 * out together. A warning shows shortly before the sign-out.
 */

/** localStorage key holding the time (ms since the epoch) of the latest input in any tab. */
export const LAST_ACTIVITY_KEY = 'luminate.last-activity';
/** sessionStorage key set when this tab was signed out for inactivity (value: the timeout in seconds). */
export const IDLE_SIGNED_OUT_KEY = 'luminate.idle-signed-out';

export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Activity is written to storage at most this often (mouse moves fire far more often). */
const WRITE_THROTTLE_MS = 1000;
const TICK_MS = 1000;

/** How long before the sign-out the warning shows: a minute, or half the timeout when that is under two minutes. */
export function warningLeadSeconds(timeoutS: number): number {
  return timeoutS < 120 ? Math.floor(timeoutS / 2) : 60;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "15 minutes", "1 hour", "90 seconds": the timeout as the signed-out message says it. */
export function describeDuration(seconds: number): string {
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

export function idleWarningMessage(secondsLeft: number): string {
  return `You will be signed out in ${plural(secondsLeft, 'second')} because of inactivity`;
}

export function idleSignedOutMessage(timeoutS: number): string {
  return `You were signed out after ${describeDuration(timeoutS)} without activity`;
}

function readSharedActivity(): number | null {
  try {
    const value = Number(window.localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null; // storage blocked: this tab's own activity still counts
  }
}

function writeSharedActivity(at: number): void {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // storage blocked or full: this tab keeps its own time
  }
}

export interface IdleTimeoutOptions {
  /** Watch only while someone is signed in. */
  enabled: boolean;
  timeoutS: number;
  /** Called once when the timeout passes without input in any tab. */
  onIdle: () => void;
}

export interface IdleTimeoutState {
  /** Seconds until the sign-out while the warning shows; null otherwise. */
  secondsLeft: number | null;
  /** Counts as input (the warning's "Stay signed in"). */
  stayActive: () => void;
}

export function useIdleTimeout({ enabled, timeoutS, onIdle }: IdleTimeoutOptions): IdleTimeoutState {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const lastActivity = useRef(Date.now());
  const lastWrite = useRef(0);
  const warning = useRef(false);
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  const recordActivity = useCallback((force = false) => {
    const now = Date.now();
    lastActivity.current = now;
    if (force || now - lastWrite.current >= WRITE_THROTTLE_MS) {
      lastWrite.current = now;
      writeSharedActivity(now);
    }
  }, []);

  useEffect(() => {
    if (!enabled) {
      warning.current = false;
      setSecondsLeft(null);
      return;
    }
    const timeoutMs = timeoutS * 1000;
    const leadMs = warningLeadSeconds(timeoutS) * 1000;
    let fired = false;
    // Signing in, or opening the app with a session, is activity: a stale time from an earlier session must not count.
    recordActivity(true);

    const check = () => {
      if (fired) return;
      const shared = readSharedActivity();
      const last = Math.max(lastActivity.current, shared ?? 0);
      const remaining = timeoutMs - (Date.now() - last);
      if (remaining <= 0) {
        fired = true;
        setSecondsLeft(null);
        onIdleRef.current();
        return;
      }
      const next = remaining <= leadMs ? Math.ceil(remaining / 1000) : null;
      warning.current = next !== null;
      setSecondsLeft((current) => (current === next ? current : next));
    };

    const onInput = () => {
      recordActivity();
      // Input while the warning shows hides it at once, not at the next tick.
      if (warning.current) check();
    };
    const onVisible = () => {
      // Background tabs' timers may be slowed down: check as soon as the tab shows again.
      if (document.visibilityState === 'visible') check();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', check);
    const timer = window.setInterval(check, TICK_MS);
    check();
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onInput, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', check);
      window.clearInterval(timer);
    };
  }, [enabled, timeoutS, recordActivity]);

  const stayActive = useCallback(() => {
    recordActivity(true);
    warning.current = false;
    setSecondsLeft(null);
  }, [recordActivity]);

  return { secondsLeft, stayActive };
}
