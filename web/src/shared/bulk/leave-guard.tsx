/**
 * Keeps a bulk upload from being lost by leaving the page: while `active` (a file chosen, or a
 * validation not yet submitted),
 * - closing the tab, reloading or typing another address asks the browser's own question
 *   (`beforeunload`);
 * - moving elsewhere inside the app (a link, a menu item, the flow selector, Back) asks first in the
 *   app's confirmation dialog, and only goes on when the user chooses Leave.
 *
 * The router (wouter) moves with `history.pushState`, looked up at each call, so while the guard is
 * active that one function is wrapped: a move to another path or query is held until confirmed.
 * Back cannot be held (the router sees it as soon as the guard does), so the guard stands on an
 * entry of its own, a copy of the page's: Back lands on the page's entry, the same address, which
 * the router ignores; the guard puts its entry back and asks. Leave goes back past the page; when
 * the guard ends on the page (submitted, cancelled), its entry is taken off again.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

export const LEAVE_TITLE = 'Leave this upload?';
export const LEAVE_TEXT = 'The chosen file and any validation not yet submitted will be lost.';

type PushState = History['pushState'];

/** The key of the guard's own history entry in `history.state`. */
const GUARD_KEY = '__leaveGuard';

/** Where the app is, without the hash (a hash change stays on the page). */
const here = () => window.location.pathname + window.location.search;

function targetOf(url: string | URL | null | undefined): string | null {
  if (url === null || url === undefined) return null;
  const target = new URL(url, window.location.href);
  return target.pathname + target.search;
}

function stateWith(token: string): Record<string, unknown> {
  const state: unknown = window.history.state;
  return { ...(state && typeof state === 'object' ? state : {}), [GUARD_KEY]: token };
}

const onGuardEntry = (token: string) => (window.history.state as Record<string, unknown> | null)?.[GUARD_KEY] === token;

export function useLeaveGuard(active: boolean): ReactElement {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const pendingRef = useRef<(() => void) | null>(null);
  pendingRef.current = pending;

  useEffect(() => {
    if (!active) return;
    const guarded = here();
    const token = Math.random().toString(36).slice(2);
    let leaving = false;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };

    // Bound, so whatever calls it (the page's router included) keeps the history it belongs to.
    const original: PushState = window.history.pushState.bind(window.history);
    // The guard's own entry: a copy of the page's, so Back stays on the page.
    original.call(window.history, stateWith(token), '', window.location.href);

    const held: PushState = function (this: History, data, unused, url) {
      const target = targetOf(url);
      if (leaving || target === null || target === guarded) {
        original.call(this, data, unused, url);
        return;
      }
      setPending(() => () => {
        leaving = true;
        original.call(window.history, data, unused, url);
      });
    };

    const onPopState = () => {
      if (leaving || here() !== guarded || onGuardEntry(token)) return;
      // Back reached the page's own entry: stand on the guard's entry again, and ask.
      original.call(window.history, stateWith(token), '', window.location.href);
      setPending(() => () => {
        leaving = true;
        // Past the guard's entry and the page's.
        window.history.go(-2);
      });
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    window.history.pushState = held;
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      // Put the router's function back unless something else wrapped it since.
      if (window.history.pushState === held) window.history.pushState = original;
      // Ended on the page (submitted, cancelled, the file cleared): take the guard's entry off.
      if (!leaving && here() === guarded && onGuardEntry(token)) window.history.back();
    };
  }, [active]);

  const leave = () => {
    const go = pendingRef.current;
    setPending(null);
    go?.();
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      title={LEAVE_TITLE}
      confirmLabel="Leave"
      cancelLabel="Stay"
      destructive
      onConfirm={leave}
      onCancel={() => setPending(null)}
    >
      {LEAVE_TEXT}
    </ConfirmDialog>
  );
}
