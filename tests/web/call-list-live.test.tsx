// @vitest-environment jsdom
/**
 * The call list's live-connection rules with fake timers: the gate (visible,
 * active, campaign chosen), inactivity after 5 minutes without input, input throttled to one per
 * second, and the reconnect waits 0, 2, 10, 30, 30 … s of the real graphql-ws client.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ACTIVITY_THROTTLE_MS, CALL_LIST_RECONNECT_DELAYS_MS, INACTIVITY_TIMEOUT_MS } from '@luminate/schema/rules';
import { useLiveGate } from '../../web/src/features/call-list/use-live-gate.ts';
import { useUserActivity } from '../../web/src/features/call-list/use-user-activity.ts';
import { createLiveSocket, reconnectDelayMs, type LiveSocketEvent } from '../../web/src/shared/lib/live-socket.ts';
import { FakeLiveServer } from './call-list-harness.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

function input(type: 'keydown' | 'pointermove' | 'scroll' = 'keydown') {
  act(() => {
    window.dispatchEvent(new Event(type));
  });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useUserActivity', () => {
  it('uses the shared constants', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(5 * 60_000);
    expect(ACTIVITY_THROTTLE_MS).toBe(1_000);
  });

  it('turns inactive after 5 minutes without input and active again on the next input', () => {
    const { result } = renderHook(() => useUserActivity());
    expect(result.current).toBe(true);
    advance(INACTIVITY_TIMEOUT_MS - 1);
    expect(result.current).toBe(true);
    advance(1);
    expect(result.current).toBe(false);
    input('pointermove');
    expect(result.current).toBe(true);
    // The clock restarts from that input.
    advance(INACTIVITY_TIMEOUT_MS - 1);
    expect(result.current).toBe(true);
    advance(1);
    expect(result.current).toBe(false);
  });

  it('handles at most one input per second', () => {
    const { result } = renderHook(() => useUserActivity());
    advance(10_000);
    input();
    // Within the throttle window: ignored, so the timeout still counts from the input at 10 s.
    advance(ACTIVITY_THROTTLE_MS - 1);
    input('scroll');
    advance(INACTIVITY_TIMEOUT_MS - ACTIVITY_THROTTLE_MS + 1);
    expect(result.current).toBe(false);

    // An input a full second after the last handled one counts.
    input();
    advance(ACTIVITY_THROTTLE_MS);
    input();
    advance(INACTIVITY_TIMEOUT_MS - 1);
    expect(result.current).toBe(true);
    advance(1);
    expect(result.current).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useUserActivity());
    unmount();
    expect(remove.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['pointerdown', 'keydown', 'scroll', 'touchstart']));
    remove.mockRestore();
  });
});

describe('useLiveGate', () => {
  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }

  it('opens only with a campaign, a visible page and an active user', () => {
    const { result, rerender } = renderHook(({ campaignId }: { campaignId: string | null }) => useLiveGate(campaignId), {
      initialProps: { campaignId: null as string | null },
    });
    expect(result.current).toEqual({ open: false, reason: 'no-campaign' });
    rerender({ campaignId: '123' });
    expect(result.current).toEqual({ open: true, reason: null });

    setVisibility('hidden');
    expect(result.current).toEqual({ open: false, reason: 'hidden' });
    setVisibility('visible');
    expect(result.current).toEqual({ open: true, reason: null });

    advance(INACTIVITY_TIMEOUT_MS);
    expect(result.current).toEqual({ open: false, reason: 'inactive' });
    input();
    expect(result.current).toEqual({ open: true, reason: null });
  });
});

describe('reconnect policy', () => {
  it('waits 0, 2, 10 and 30 s, then 30 s for every further attempt', () => {
    expect(CALL_LIST_RECONNECT_DELAYS_MS).toEqual([0, 2_000, 10_000, 30_000]);
    expect([0, 1, 2, 3, 4, 9].map((attempt) => reconnectDelayMs(attempt))).toEqual([0, 2_000, 10_000, 30_000, 30_000, 30_000]);
  });

  it('makes the graphql-ws client retry with those waits and re-subscribe once the gateway is back', async () => {
    const live = new FakeLiveServer();
    live.down = true;
    live.lists.set('123', {
      __typename: 'CallList',
      campaignId: '123',
      listDate: '2025-03-14',
      version: 3,
      generatedAt: '2025-03-14T15:00:00.000Z',
      size: 0,
      entries: [],
    });
    const events: LiveSocketEvent[] = [];
    const client = createLiveSocket({ authorization: () => Promise.resolve('Bearer t'), onEvent: (e) => events.push(e) }, live.Socket);
    const received: unknown[] = [];
    client.subscribe(
      { query: 'subscription { callList(campaignId: "123") { version } }', variables: { campaignId: '123' } },
      {
        next: (value) => received.push(value),
        error: () => {},
        complete: () => {},
      },
    );

    /** Sockets created so far, after letting queued work run. */
    const sockets = async () => {
      await vi.advanceTimersByTimeAsync(0);
      return live.sockets.length;
    };

    expect(await sockets()).toBe(2); // the first attempt failed; the retry after 0 s has started
    await vi.advanceTimersByTimeAsync(1_999);
    expect(live.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sockets()).toBe(3);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(live.sockets).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sockets()).toBe(4);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(live.sockets).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sockets()).toBe(5);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await sockets()).toBe(6);
    // Six failed attempts: five waits behind us and the sixth under way.
    expect(events.filter((e) => e.type === 'waiting').map((e) => (e as { delayMs: number }).delayMs)).toEqual([
      0, 2_000, 10_000, 30_000, 30_000, 30_000,
    ]);

    // The gateway is back: the next attempt connects and the subscription is sent again.
    live.down = false;
    await vi.advanceTimersByTimeAsync(30_000);
    await sockets();
    expect(live.openSockets).toHaveLength(1);
    expect(live.subscriptions.map((s) => s.campaignId)).toEqual(['123']);
    expect(received).toMatchObject([{ data: { callListUpdates: { version: 3, list: { version: 3 } } } }]);

    // After a successful connection the waits start from 0 s again.
    live.dropAll();
    await vi.advanceTimersByTimeAsync(0);
    await sockets();
    expect(live.openSockets).toHaveLength(1);
    expect(
      events
        .filter((e) => e.type === 'waiting')
        .map((e) => (e as { delayMs: number }).delayMs)
        .at(-1),
    ).toBe(0);
    await client.dispose();
  });
});
