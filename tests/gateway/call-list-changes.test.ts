/**
 * Subscription.callListUpdates at the resolver, with a stand-in hub: the whole list first, then
 * only what changed — the same change object for every subscriber at a version — and the whole
 * list again for a subscriber who missed a version (too slow to take every change). The web's
 * rule for applying changes turns the first list and the changes into exactly the hub's lists.
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { CallListDto, CallListEntryDto } from '@luminate/schema/rest';
import type { CallListHub, CallListListener } from '../../gateway/src/upstream/hub-client/index.ts';
import type { RequestContext } from '../../gateway/src/context.ts';
import type { CallListUpdateModel } from '../../gateway/src/modules/campaigns/types.ts';
import { callListUpdatesSubscription } from '../../gateway/src/modules/campaigns/subscriptions.ts';
import { applyCallListUpdate } from '../../web/src/features/call-list/call-list-updates.ts';
import type { CallListUpdateViewFragment, CallListViewFragment } from '../../web/src/generated/graphql.ts';

const CAMPAIGN = 123;

function entry(memberId: number, points: number): CallListEntryDto {
  return { memberId, aaneelId: `A${memberId}`, fullName: `Member ${memberId}`, points, primaryDriver: null, lastCallAttempt: null };
}

function list(version: number, entries: CallListEntryDto[]): CallListDto {
  return { campaignId: CAMPAIGN, listDate: '2026-11-24', version, generatedAt: `2026-11-24T10:00:0${version % 10}Z`, entries };
}

/** A hub that hands each new list to every listener with the list it replaced, as the pool does. */
function standInHub() {
  const listeners = new Set<CallListListener>();
  let latest: CallListDto | null = null;
  const hub: CallListHub = {
    subscribe(_campaignId, listener) {
      listeners.add(listener);
      if (latest) listener.next(latest);
      return () => listeners.delete(listener);
    },
    stats: () => ({ connections: 1, connected: 1, subscribers: listeners.size, reconnects: 0, campaigns: [] }),
    close: () => Promise.resolve(),
  };
  return {
    hub,
    publish: (next: CallListDto) => {
      const replaced = latest ?? undefined;
      latest = next;
      for (const l of listeners) l.next(next, replaced);
    },
  };
}

const logger = pino({ level: 'silent' });

function managerContext(hub: CallListHub): RequestContext {
  return {
    viewer: {
      uid: 'u-11',
      name: null,
      email: null,
      employeeId: 11,
      claims: new Set(['call-list-mgmt']),
      token: 't',
      expiresAt: Date.now() + 3_600_000,
    },
    log: logger,
    requestId: 'r-1',
    callListHub: hub,
    dataSources: {} as RequestContext['dataSources'],
  } as unknown as RequestContext;
}

/**
 * The resolver as graphql-js calls it: subscribe for the source stream, resolve for each event
 * (an update; an error event is thrown).
 */
const resolver = callListUpdatesSubscription as unknown as {
  subscribe(root: unknown, args: { campaignId: string }, ctx: RequestContext, info: unknown): Promise<AsyncIterator<unknown>>;
  resolve(event: unknown, args: unknown, ctx: RequestContext, info: unknown): CallListUpdateModel;
};

async function open(hub: CallListHub) {
  const iterator = await resolver.subscribe({}, { campaignId: String(CAMPAIGN) }, managerContext(hub), {});
  return {
    take: async () => {
      const step = await iterator.next();
      return resolver.resolve(step.value, {}, managerContext(hub), {});
    },
    close: () => iterator.return?.(),
  };
}

/** The gateway's model as the web receives it (ids as strings, entries as selected). */
function asReceived(update: CallListUpdateModel): CallListUpdateViewFragment {
  const row = (e: CallListEntryDto) => ({ ...e, memberId: String(e.memberId) });
  return {
    campaignId: String(update.campaignId),
    version: update.version,
    previousVersion: update.previousVersion,
    listDate: update.listDate,
    generatedAt: update.generatedAt,
    size: update.size,
    list: update.list
      ? {
          ...update.list,
          campaignId: String(update.list.campaignId),
          size: update.list.entries.length,
          entries: update.list.entries.map(row),
        }
      : null,
    removed: update.removed.map(String),
    placed: update.placed.map((p) => ({ index: p.index, entry: row(p.entry) })),
  };
}

const ids = (l: CallListViewFragment | CallListDto) => l.entries.map((e) => String(e.memberId));

describe('call-list updates', () => {
  const v1 = list(1, [entry(1, 90), entry(2, 80), entry(3, 70), entry(4, 60), entry(5, 50)]);
  const v2 = list(2, [entry(1, 90), entry(3, 70), entry(4, 60), entry(5, 50)]); // member 2 called
  const v3 = list(3, [entry(4, 95), entry(1, 90), entry(3, 70), entry(5, 50), entry(6, 40)]); // 4 re-scored up, 6 added
  const v4 = list(4, [entry(4, 95), entry(1, 90), entry(5, 50), entry(6, 40)]); // member 3 called

  it('sends the whole list first, then only the change, the same object for every subscriber', async () => {
    const { hub, publish } = standInHub();
    publish(v1);
    const a = await open(hub);
    const b = await open(hub);
    const firstA = await a.take();
    expect(firstA.list).toBe(v1);
    expect(firstA.previousVersion).toBeNull();
    await b.take();

    publish(v2);
    const changeA = await a.take();
    const changeB = await b.take();
    expect(changeA).toBe(changeB);
    expect(changeA).toMatchObject({ version: 2, previousVersion: 1, list: null, removed: [2], placed: [] });

    publish(v3);
    const moved = await a.take();
    expect(moved).toMatchObject({ version: 3, previousVersion: 2, list: null, removed: [] });
    expect(moved.placed.map((p) => [p.index, p.entry.memberId])).toEqual([
      [0, 4],
      [4, 6],
    ]);
    await a.close();
    await b.close();
  });

  it('gives a subscriber that missed a version the whole list, not a change it cannot apply', async () => {
    const { hub, publish } = standInHub();
    publish(v1);
    const slow = await open(hub);
    expect((await slow.take()).version).toBe(1);
    // Two versions arrive before the subscriber takes the next one: only the newest is kept.
    publish(v2);
    publish(v3);
    const next = await slow.take();
    expect(next).toMatchObject({ version: 3, previousVersion: null });
    expect(next.list && ids(next.list)).toEqual(ids(v3));
    // Back in step: the following version is a change again.
    publish(v4);
    expect(await slow.take()).toMatchObject({ version: 4, previousVersion: 3, removed: [3], placed: [] });
    await slow.close();
  });

  it('rebuilds every version exactly by the web’s rule, and asks for the whole list on a gap', async () => {
    const { hub, publish } = standInHub();
    publish(v1);
    const sub = await open(hub);
    let held: CallListViewFragment | null = null;
    const receive = async () => {
      const applied = applyCallListUpdate(held, asReceived(await sub.take()));
      if (applied.kind === 'gap') throw new Error('unexpected gap');
      held = applied.list;
      return held;
    };
    expect(ids(await receive())).toEqual(ids(v1));
    for (const next of [v2, v3, v4]) {
      publish(next);
      const rebuilt = await receive();
      expect(rebuilt.version).toBe(next.version);
      expect(rebuilt.entries).toEqual(next.entries.map((e) => ({ ...e, memberId: String(e.memberId) })));
      expect(rebuilt.size).toBe(next.entries.length);
    }
    // A change for a version the page does not hold is a gap: the page subscribes again.
    const stale = asReceived({
      campaignId: CAMPAIGN,
      version: 9,
      previousVersion: 8,
      listDate: '',
      generatedAt: '',
      size: 0,
      list: null,
      removed: [],
      placed: [],
    });
    expect(applyCallListUpdate(held, stale)).toEqual({ kind: 'gap' });
    await sub.close();
  });
});
