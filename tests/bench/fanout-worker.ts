/**
 * A child process of the fan-out bench holding many graphql-ws subscribers of one campaign's
 * live call list (Subscription.callListUpdates). Raw `ws` + the graphql-transport-ws protocol
 * keeps the client light per socket. Every subscriber of a worker receives the same bytes for a
 * version, so each version's list is worked out once per worker: the first whole list is parsed
 * once, each change once (applied to the list it follows); per subscriber only the version
 * numbers are read from the bytes, to check it received every change in order (a change that
 * does not follow the version the subscriber holds counts as wrong).
 *
 * Parent → worker (IPC): open {url, token, count, campaignId, query, batch}; expect {afterVersion,
 * calledMemberId} (answered with armed, before the parent logs the call); report (give what
 * arrived so far); close. Worker → parent: opened {ms, failures}; armed; delivered {arrivals
 * (absolute ms, one per subscriber that got the change), missing, wrong}; closed.
 */
import WebSocket from 'ws';
import { fieldOf } from './graphql-data.ts';

export type ToWorker =
  | { type: 'open'; url: string; token: string; count: number; campaignId: string; query: string; batch: number }
  | { type: 'expect'; afterVersion: number; calledMemberId: string }
  | { type: 'report' }
  | { type: 'close' };

export type FromWorker =
  | { type: 'opened'; ms: number; failures: number; firstFailure: string | null }
  | { type: 'armed' }
  | { type: 'delivered'; arrivals: number[]; missing: number; wrong: number; bytes: number[] }
  | { type: 'closed' }
  | { type: 'failed'; error: string };

const now = () => performance.timeOrigin + performance.now();
const VERSION_KEY = Buffer.from('"version":');
const PREVIOUS_KEY = Buffer.from('"previousVersion":');
const NEXT_TYPE = Buffer.from('"type":"next"');

interface Subscriber {
  socket: WebSocket;
  /** The list version this subscriber holds. */
  held: number | null;
  /** Arrival of the expected change (absolute ms), or null while waiting. */
  arrivedAt: number | null;
  /** The expected change arrived but still listed the called member, or did not follow the version held. */
  wrong: boolean;
  /** Bytes received since the current call was armed. */
  bytes: number;
}

interface Update {
  version: number;
  previousVersion: number | null;
  list: { entries: Array<{ memberId: string }> } | null;
  removed: string[];
  placed: Array<{ index: number; entry: { memberId: string } }>;
}

const subscribers: Subscriber[] = [];
let expectation: { afterVersion: number; member: string } | null = null;
let pendingDeliveries = 0;
/** Member ids of the list at each version, worked out once per worker. */
const lists = new Map<number, string[]>();

function send(message: FromWorker) {
  process.send?.(message);
}

/** The first number after `key` in a message (the update's own version fields come before its list). */
function numberAfter(data: Buffer, key: Buffer): number | null {
  const at = data.indexOf(key);
  if (at < 0) return null;
  let i = at + key.length;
  let value = 0;
  let digits = 0;
  for (; i < data.length && data[i] >= 48 && data[i] <= 57; i++, digits++) value = value * 10 + (data[i] - 48);
  return digits ? value : null;
}

/** The member ids at the update's version, from the update (parsed once per version per worker). */
function membersAt(data: Buffer, version: number): string[] | null {
  const known = lists.get(version);
  if (known) return known;
  const update = (JSON.parse(data.toString()) as { payload: { data: { callListUpdates: Update } } }).payload.data.callListUpdates;
  let members: string[];
  if (update.list) members = update.list.entries.map((e) => e.memberId);
  else {
    const before = update.previousVersion === null ? undefined : lists.get(update.previousVersion);
    if (!before) return null;
    const gone = new Set([...update.removed, ...update.placed.map((p) => p.entry.memberId)]);
    members = before.filter((id) => !gone.has(id));
    for (const p of update.placed) members.splice(p.index, 0, p.entry.memberId);
  }
  lists.set(version, members);
  return members;
}

/** A delivery after the first: follows the version held (or is a whole list), and may be the expected change. */
function onUpdate(subscriber: Subscriber, data: Buffer) {
  const expected = expectation;
  if (expected && subscriber.arrivedAt === null) subscriber.bytes += data.length;
  const version = numberAfter(data, VERSION_KEY);
  if (version === null) return;
  const previous = numberAfter(data, PREVIOUS_KEY); // null for a whole list
  const inOrder = previous === null || previous === subscriber.held;
  const members = membersAt(data, version);
  subscriber.held = version;
  if (!expected || subscriber.arrivedAt !== null || version <= expected.afterVersion) return;
  subscriber.arrivedAt = now();
  subscriber.wrong = !inOrder || !members || members.includes(expected.member);
  pendingDeliveries--;
  reportIfDone();
}

function reportIfDone() {
  if (expectation && pendingDeliveries === 0) report();
}

function report() {
  const arrivals: number[] = [];
  const bytes: number[] = [];
  let missing = 0;
  let wrong = 0;
  for (const s of subscribers) {
    if (s.arrivedAt === null) missing++;
    else arrivals.push(s.arrivedAt);
    if (s.wrong) wrong++;
    bytes.push(s.bytes);
  }
  expectation = null;
  send({ type: 'delivered', arrivals, missing, wrong, bytes });
}

function openOne(url: string, token: string, campaignId: string, query: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The gateway's text is not validated again here: the load generator shares the cores it measures.
    const socket = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false, skipUTF8Validation: true });
    const subscriber: Subscriber = { socket, held: null, arrivedAt: null, wrong: false, bytes: 0 };
    let ready = false;
    const fail = (why: string) => {
      if (ready) return;
      ready = true;
      socket.terminate();
      reject(new Error(why));
    };
    const timer = setTimeout(() => fail('no first list within 60 s'), 60_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    socket.on('message', (data: Buffer) => {
      // Control messages are small and are not `next` messages (a change may be small too).
      if (data.length < 512 && data.indexOf(NEXT_TYPE) < 0) {
        const message = JSON.parse(data.toString()) as { type: string; payload?: unknown };
        if (message.type === 'connection_ack') {
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables: { campaignId } } }));
          return;
        }
        if (message.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
        if (message.type === 'error' || message.type === 'complete')
          return fail(`${message.type}: ${JSON.stringify(message.payload).slice(0, 300)}`);
      }
      // An update (next). The first one, the whole list, completes the subscriber's opening.
      if (!ready) {
        if (data.indexOf('"errors"') >= 0) return fail(`errors: ${data.toString().slice(0, 300)}`);
        const version = numberAfter(data, VERSION_KEY);
        if (version === null || !membersAt(data, version)) return fail(`no whole list first: ${data.toString().slice(0, 300)}`);
        subscriber.held = version;
        ready = true;
        clearTimeout(timer);
        subscribers.push(subscriber);
        resolve();
        return;
      }
      onUpdate(subscriber, data);
    });
    socket.on('error', (error) => fail(error.message));
    socket.on('close', (code) => fail(`closed ${code}`));
  });
}

async function open(job: Extract<ToWorker, { type: 'open' }>) {
  const started = now();
  let failures = 0;
  let firstFailure: string | null = null;
  for (let done = 0; done < job.count; done += job.batch) {
    const size = Math.min(job.batch, job.count - done);
    const results = await Promise.allSettled(Array.from({ length: size }, () => openOne(job.url, job.token, job.campaignId, job.query)));
    for (const r of results) {
      if (r.status === 'rejected') {
        failures++;
        const reason: unknown = r.reason;
        firstFailure ??= String(fieldOf(reason, 'message') ?? reason);
      }
    }
  }
  send({ type: 'opened', ms: now() - started, failures, firstFailure });
}

async function closeAll() {
  await Promise.all(
    subscribers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.socket.readyState === WebSocket.CLOSED) return resolve();
          s.socket.removeAllListeners('close');
          s.socket.once('close', () => resolve());
          s.socket.close(1000);
          setTimeout(() => {
            s.socket.terminate();
            resolve();
          }, 5_000).unref();
        }),
    ),
  );
  subscribers.length = 0;
  send({ type: 'closed' });
}

process.on('message', (message: ToWorker) => {
  const run = async () => {
    switch (message.type) {
      case 'open':
        return open(message);
      case 'expect':
        expectation = { afterVersion: message.afterVersion, member: message.calledMemberId };
        for (const s of subscribers) {
          s.arrivedAt = null;
          s.wrong = false;
          s.bytes = 0;
        }
        pendingDeliveries = subscribers.length;
        send({ type: 'armed' });
        return;
      case 'report':
        if (expectation) report();
        return;
      case 'close':
        await closeAll();
        return process.disconnect?.();
    }
  };
  run().catch((error: unknown) => send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
});
