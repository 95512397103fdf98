/**
 * The shared subscription path (gateway/src/server/shared-results.ts): subscribers of the same
 * callList selection get the SAME ExecutionResult object per change (one execution), its JSON is
 * built once and spliced into each subscriber's own graphql-ws message; other selections and
 * other operations keep their own execution.
 */
import { describe, expect, it } from 'vitest';
import { parse, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { MessageType, stringifyMessage } from 'graphql-ws';
import pino from 'pino';
import type { CallListDto } from '@luminate/schema/rest';
import { buildGatewaySchema } from '../../gateway/src/index.ts';
import { SharedResults, type DirectNext } from '../../gateway/src/server/shared-results.ts';
import type { CallListHub, CallListListener } from '../../gateway/src/upstream/hub-client/index.ts';
import type { RequestContext } from '../../gateway/src/context.ts';

const schema = buildGatewaySchema();

/** A hub whose lists the test pushes by hand. */
function scriptedHub() {
  const listeners = new Set<CallListListener>();
  const hub: CallListHub = {
    subscribe(_campaignId, listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stats: () => ({ connections: 1, connected: 1, subscribers: listeners.size, reconnects: 0, campaigns: [] }),
    close: () => Promise.resolve(),
  };
  return { hub, listeners, push: (list: CallListDto, replaced?: CallListDto) => listeners.forEach((l) => l.next(list, replaced)) };
}

function managerContext(hub: CallListHub): RequestContext {
  const ctx = {
    requestId: 'test',
    viewer: { uid: 'calllistmanager', name: null, email: null, employeeId: 11, claims: new Set(['call-list-mgmt']), token: 'x' },
    log: pino({ enabled: false }),
    upstream: undefined as never,
    dataSources: undefined as never,
    signal: new AbortController().signal,
    audit: undefined as never,
  } as RequestContext;
  return Object.assign(ctx, { callListHub: hub });
}

const LIST: CallListDto = {
  campaignId: 123,
  listDate: '2030-01-02',
  version: 7,
  generatedAt: '2030-01-02T08:00:00.000Z',
  entries: [{ memberId: 5, aaneelId: 'A5', fullName: 'Member Five', points: 12.5, primaryDriver: 'Unengaged', lastCallAttempt: null }],
};

/** A graphql-ws message as the subscriber's socket parses it. */
const parseMessage = (text: string): unknown => JSON.parse(text);

const QUERY = 'subscription Live($id: ID!) { callList(campaignId: $id) { version size entries { memberId fullName } } }';

async function open(shared: SharedResults, hub: CallListHub, query = QUERY, directNext?: DirectNext) {
  // Each subscriber parses its own document, as graphql-ws does.
  const document = parse(query);
  shared.rememberSource(document, query);
  const contextValue = Object.assign(managerContext(hub), directNext ? { directNext } : {});
  const args: ExecutionArgs = { schema, document, variableValues: { id: '123' }, operationName: 'Live', contextValue };
  const stream = await shared.subscribe(args);
  if (!(Symbol.asyncIterator in stream)) throw new Error(`no stream: ${JSON.stringify(stream)}`);
  return (stream as AsyncGenerator<ExecutionResult, void>)[Symbol.asyncIterator]();
}

describe('SharedResults', () => {
  it('executes a change once for every subscriber of the same selection', async () => {
    const shared = new SharedResults();
    const { hub, push, listeners } = scriptedHub();
    const a = await open(shared, hub);
    const b = await open(shared, hub);
    const other = await open(shared, hub, 'subscription Live($id: ID!) { callList(campaignId: $id) { version } }');
    expect(listeners.size).toBe(3);

    push(LIST);
    const [ra, rb, ro] = await Promise.all([a.next(), b.next(), other.next()]);
    expect(ra.value).toBe(rb.value); // the same object: one execution
    expect(ro.value).not.toBe(ra.value);
    expect(shared.counters.executions).toBe(2); // one per distinct selection
    expect(ra.value).toEqual({ data: { callList: { version: 7, size: 1, entries: [{ memberId: '5', fullName: 'Member Five' }] } } });

    // The next change: again one execution per selection.
    const next = { ...LIST, version: 8, entries: [] };
    push(next);
    const [na, nb] = await Promise.all([a.next(), b.next(), other.next()]);
    expect(na.value).toBe(nb.value);
    expect(shared.counters.executions).toBe(4);

    await a.return?.(undefined);
    await b.return?.(undefined);
    await other.return?.(undefined);
    expect(listeners.size).toBe(0); // unsubscribing reaches the hub
  });

  it.each([
    ['a small payload as one whole message', LIST, 'string'],
    [
      'a large payload spliced in as shared bytes',
      { ...LIST, entries: Array.from({ length: 300 }, (_, i) => ({ ...LIST.entries[0], memberId: i + 1 })) },
      'spliced',
    ],
  ] as const)('serialises a shared result once and sends %s to each subscriber', async (_what, list, shape) => {
    const shared = new SharedResults();
    const { hub, push } = scriptedHub();
    const a = await open(shared, hub);
    const b = await open(shared, hub);
    push(list);
    const [ra, rb] = await Promise.all([a.next(), b.next()]);

    const messages = (['1', 'sub-2'] as const).map((id, i) => {
      const payload = shared.payloadFor((i === 0 ? ra : rb).value as ExecutionResult);
      expect(payload).toBeDefined();
      const envelope = stringifyMessage({ id, type: MessageType.Next, payload: payload as never });
      const sent = shared.finishMessage(envelope);
      if (shape === 'string') {
        expect(typeof sent).toBe('string');
        return parseMessage(sent as string);
      }
      expect(Array.isArray(sent)).toBe(true);
      const [head, bytes, tail] = sent as readonly [string, Buffer, string];
      return parseMessage(head + bytes.toString() + tail);
    });
    expect(shared.counters.serialisations).toBe(1);
    expect(shared.counters.deliveries).toBe(2);
    expect(messages[0]).toEqual({ id: '1', type: 'next', payload: ra.value });
    expect(messages[1]).toEqual({ id: 'sub-2', type: 'next', payload: ra.value });

    // Messages without a shared payload pass through untouched.
    const plain = stringifyMessage({ id: '3', type: MessageType.Complete });
    expect(shared.finishMessage(plain)).toBe(plain);
    await a.return?.(undefined);
    await b.return?.(undefined);
  });

  it('hands the changes straight to the transport as they arrive; a skipped delivery is followed by the whole list', async () => {
    const shared = new SharedResults();
    const { hub, push } = scriptedHub();
    const UPDATES = 'subscription Live($id: ID!) { callListUpdates(campaignId: $id) { version previousVersion removed list { version } } }';
    type Sent = { data: { callListUpdates: { version: number; previousVersion: number | null; removed: string[]; list: unknown } } };
    const received: Sent[][] = [[], []];
    let acceptSecond = true;
    const sinks: DirectNext[] = [
      (result) => (received[0].push(result as Sent), true),
      (result) => {
        if (!acceptSecond) return false; // a socket too far behind
        received[1].push(result as Sent);
        return true;
      },
    ];
    const a = await open(shared, hub, UPDATES, sinks[0]);
    const b = await open(shared, hub, UPDATES, sinks[1]);
    push(LIST);
    // Delivered synchronously, before anything is awaited: the whole list first.
    expect(received.map((r) => r.map((m) => m.data.callListUpdates.version))).toEqual([[7], [7]]);
    expect(received[0][0].data.callListUpdates.list).toEqual({ version: 7 });

    const v8 = { ...LIST, version: 8, entries: [] };
    acceptSecond = false;
    push(v8, LIST);
    expect(received[0][1].data.callListUpdates).toMatchObject({ version: 8, previousVersion: 7, removed: ['5'], list: null });
    expect(received[1]).toHaveLength(1);

    // The subscriber that missed version 8 gets version 9 as a whole list; the other a change.
    acceptSecond = true;
    push({ ...v8, version: 9 }, v8);
    expect(received[0][2].data.callListUpdates).toMatchObject({ version: 9, previousVersion: 8, list: null });
    expect(received[1][1].data.callListUpdates).toMatchObject({ version: 9, previousVersion: null, list: { version: 9 } });

    // Nothing went through the iterators; closing them reaches the hub.
    await a.return?.(undefined);
    await b.return?.(undefined);
    push({ ...v8, version: 10 }, { ...v8, version: 9 });
    expect(received[0]).toHaveLength(3);
    // One execution per change for both subscribers (versions 7, 8 as a change, 9 as a change and as a list).
    expect(shared.counters.executions).toBe(4);
  });

  it('shares only plain callList subscriptions, and still authorises each subscriber', async () => {
    const shared = new SharedResults();
    const { hub } = scriptedHub();
    expect(shared.isShareable({ schema, document: parse('{ health }') })).toBe(false);
    expect(shared.isShareable({ schema, document: parse('mutation { logCall(campaignId: 1, memberId: 2) { memberId } }') })).toBe(false);
    expect(shared.isShareable({ schema, document: parse('subscription { callList(campaignId: 1) @include(if: true) { version } }') })).toBe(
      false,
    );
    expect(shared.isShareable({ schema, document: parse(QUERY) })).toBe(true);

    // No viewer: @auth refuses before any stream exists.
    const document = parse(QUERY);
    const refused = (await shared.subscribe({
      schema,
      document,
      variableValues: { id: '123' },
      contextValue: { ...managerContext(hub), viewer: null },
    })) as ExecutionResult;
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
