import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Client } from 'graphql-ws';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { CallListLiveDocument, type CallListViewFragment } from '../../generated/graphql.ts';
import {
  LiveSocketClosedError,
  reconnectDelayMs,
  subscribeLive,
  useLiveAuthorization,
  useLiveSocketFactory,
  type LiveSocketEvent,
} from '../../shared/lib/live-socket.ts';
import { applyCallListUpdate } from './call-list-updates.ts';

export type LiveStatus =
  | { kind: 'paused' }
  | { kind: 'connecting' }
  | { kind: 'live' }
  | { kind: 'reconnecting'; until: number }
  /**
   * The gateway refused or ended the subscription (e.g. not assigned, access removed, session
   * expired); the error says why and the list is no longer shown.
   */
  | { kind: 'failed' };

export interface LiveCallList {
  /** The campaign's list as last received (members being called are left out); null until the first. */
  list: CallListViewFragment | null;
  status: LiveStatus;
  error: unknown;
  /** Hides a member at once while their call is being logged (optimistic removal). */
  hide: (memberId: string) => void;
  /** The call was logged: the member stays hidden until a list without them arrives. */
  confirm: (memberId: string) => void;
  /** Logging failed: the member shows again. */
  unhide: (memberId: string) => void;
}

interface Received {
  campaignId: string;
  list: CallListViewFragment;
}

type HiddenState = 'pending' | 'logged';

/** The gateway's error code of a GraphQL error (the first one), if any. */
function graphqlCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * The live list of one campaign over graphql-ws. A socket exists only while `open`
 * (the live gate); the subscription follows the campaign. graphql-ws re-subscribes after its own
 * reconnects; a close graphql-ws will not retry starts the subscription over with the same waits.
 *
 * The gateway ends a subscription whose user lost access (FORBIDDEN) or whose token expired
 * (UNAUTHENTICATED). The list then disappears and the error is shown: what was on screen is no
 * longer the user's to see. An expired token is not the end when the session has renewed it
 * meanwhile: the socket authenticated with the old token, so a new socket with the current one
 * takes over and the list continues.
 */
export function useLiveCallList(campaignId: string | null, open: boolean): LiveCallList {
  const factory = useLiveSocketFactory();
  const authorization = useLiveAuthorization();
  const [client, setClient] = useState<Client | null>(null);
  const [status, setStatus] = useState<LiveStatus>({ kind: 'connecting' });
  const [received, setReceived] = useState<Received | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [hidden, setHidden] = useState<ReadonlyMap<string, HiddenState>>(new Map());
  /** Bumped to replace the socket (a renewed token after the old one expired). */
  const [socketGeneration, setSocketGeneration] = useState(0);
  /** The Authorization value the current socket connected with. */
  const connectedWith = useRef<string | null>(null);

  useEffect(() => {
    if (!open) {
      setClient(null);
      return;
    }
    let current = true;
    const onEvent = (event: LiveSocketEvent) => {
      // A disposed socket still reports its close; it no longer describes this page.
      if (!current) return;
      if (event.type === 'connecting') setStatus({ kind: 'connecting' });
      else if (event.type === 'waiting')
        setStatus(event.delayMs > 0 ? { kind: 'reconnecting', until: event.until } : { kind: 'connecting' });
    };
    const remembered = async () => {
      const value = await authorization();
      if (current) connectedWith.current = value;
      return value;
    };
    const created = factory({ authorization: remembered, onEvent });
    setStatus({ kind: 'connecting' });
    setClient(created);
    return () => {
      current = false;
      void created.dispose();
    };
  }, [open, factory, authorization, socketGeneration]);

  useEffect(() => {
    if (!client || !campaignId) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => {};
    let stopped = false;
    /** The list as last applied for this campaign (changes apply to it). */
    let held: CallListViewFragment | null = null;
    /** Ends the live list for good: the reason shows, the list does not. */
    const stop = (failure: unknown) => {
      if (stopped) return;
      setError(failure);
      setStatus({ kind: 'failed' });
      // The gateway refused or ended the subscription: the last list is no longer the user's to see.
      if (CombinedGraphQLErrors.is(failure)) setReceived(null);
    };
    const start = () => {
      unsubscribe = subscribeLive(
        client,
        CallListLiveDocument,
        { campaignId },
        {
          next: ({ callListUpdates: update }) => {
            if (stopped || update.campaignId !== campaignId) return;
            attempt = 0;
            setError(null);
            setStatus({ kind: 'live' });
            const applied = applyCallListUpdate(held, update);
            if (applied.kind === 'gap') {
              // A change for a version not held: a delivery was missed. A new subscription starts
              // over with the whole list.
              unsubscribe();
              start();
              return;
            }
            held = applied.list;
            setReceived({ campaignId, list: applied.list });
          },
          error: (failure) => {
            if (stopped) return;
            held = null;
            if (failure instanceof LiveSocketClosedError) {
              const delayMs = reconnectDelayMs(attempt++);
              setStatus(delayMs > 0 ? { kind: 'reconnecting', until: Date.now() + delayMs } : { kind: 'connecting' });
              timer = setTimeout(start, delayMs);
              return;
            }
            if (graphqlCode(failure) === 'UNAUTHENTICATED') {
              const expired = connectedWith.current;
              void authorization().then(
                (renewed) => {
                  if (stopped) return;
                  // Same token (or none): the session itself has ended.
                  if (renewed && renewed !== expired) setSocketGeneration((n) => n + 1);
                  else stop(failure);
                },
                () => stop(failure),
              );
              return;
            }
            stop(failure);
          },
        },
      );
    };
    setError(null);
    start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client, campaignId, authorization]);

  // Members whose call was logged stay hidden until a list without them arrives.
  const shownList = received?.campaignId === campaignId ? received.list : null;
  useEffect(() => {
    if (!shownList) return;
    const present = new Set(shownList.entries.map((e) => e.memberId));
    setHidden((prev) => {
      const gone = [...prev].filter(([id, state]) => state === 'logged' && !present.has(id));
      if (gone.length === 0) return prev;
      const next = new Map(prev);
      for (const [id] of gone) next.delete(id);
      return next;
    });
  }, [shownList]);

  const list = useMemo(() => {
    if (!shownList || hidden.size === 0) return shownList;
    const entries = shownList.entries.filter((e) => !hidden.has(e.memberId));
    return { ...shownList, entries, size: shownList.size - (shownList.entries.length - entries.length) };
  }, [shownList, hidden]);

  const setHiddenState = useCallback((memberId: string, state: HiddenState | null) => {
    setHidden((prev) => {
      const next = new Map(prev);
      if (state) next.set(memberId, state);
      else next.delete(memberId);
      return next;
    });
  }, []);

  return {
    list,
    status: open ? status : { kind: 'paused' },
    error,
    hide: useCallback((id) => setHiddenState(id, 'pending'), [setHiddenState]),
    confirm: useCallback((id) => setHiddenState(id, 'logged'), [setHiddenState]),
    unhide: useCallback((id) => setHiddenState(id, null), [setHiddenState]),
  };
}
