/**
 * A child process of the fan-out bench holding many graphql-ws subscribers of one campaign's
 * live call list. Raw `ws` + the graphql-transport-ws protocol keeps the client light per socket;
 * list messages are inspected as bytes (version and one member id), never parsed, so thousands
 * of 50 kB lists per call do not starve the gateway being measured on the same machine.
 *
 * Parent → worker (IPC): open {url, token, count, campaignId, query, batch}; expect {afterVersion,
 * calledMemberId} (answered with armed, before the parent logs the call); report (give what
 * arrived so far); close. Worker → parent: opened {ms, failures}; armed; delivered {arrivals
 * (absolute ms, one per subscriber that got the change), missing, wrong}; closed.
 */
import WebSocket from 'ws';

export type ToWorker =
  | { type: 'open'; url: string; token: string; count: number; campaignId: string; query: string; batch: number }
  | { type: 'expect'; afterVersion: number; calledMemberId: string }
  | { type: 'report' }
  | { type: 'close' };

export type FromWorker =
  | { type: 'opened'; ms: number; failures: number; firstFailure: string | null }
  | { type: 'armed' }
  | { type: 'delivered'; arrivals: number[]; missing: number; wrong: number }
  | { type: 'closed' }
  | { type: 'failed'; error: string };

const now = () => performance.timeOrigin + performance.now();
const VERSION_KEY = Buffer.from('"version":');

interface Subscriber {
  socket: WebSocket;
  /** Arrival of the expected change (absolute ms), or null while waiting. */
  arrivedAt: number | null;
  /** The expected change arrived but still listed the called member. */
  wrong: boolean;
}

const subscribers: Subscriber[] = [];
let expectation: { afterVersion: number; member: Buffer } | null = null;
let pendingDeliveries = 0;

function send(message: FromWorker) {
  process.send?.(message);
}

function versionOf(data: Buffer): number | null {
  const at = data.indexOf(VERSION_KEY);
  if (at < 0) return null;
  let i = at + VERSION_KEY.length;
  let value = 0;
  let digits = 0;
  for (; i < data.length && data[i] >= 48 && data[i] <= 57; i++, digits++) value = value * 10 + (data[i] - 48);
  return digits ? value : null;
}

function reportIfDone() {
  if (expectation && pendingDeliveries === 0) report();
}

function report() {
  const arrivals: number[] = [];
  let missing = 0;
  let wrong = 0;
  for (const s of subscribers) {
    if (s.arrivedAt === null) missing++;
    else arrivals.push(s.arrivedAt);
    if (s.wrong) wrong++;
  }
  expectation = null;
  send({ type: 'delivered', arrivals, missing, wrong });
}

function openOne(url: string, token: string, campaignId: string, query: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false });
    const subscriber: Subscriber = { socket, arrivedAt: null, wrong: false };
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
      if (data.length < 512) {
        const message = JSON.parse(data.toString()) as { type: string; payload?: unknown };
        if (message.type === 'connection_ack') {
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables: { campaignId } } }));
          return;
        }
        if (message.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
        if (message.type === 'error' || message.type === 'complete')
          return fail(`${message.type}: ${JSON.stringify(message.payload).slice(0, 300)}`);
      }
      // A list (next). The first one completes the subscriber's opening.
      if (!ready) {
        if (data.indexOf('"errors"') >= 0) return fail(`errors: ${data.toString().slice(0, 300)}`);
        ready = true;
        clearTimeout(timer);
        subscribers.push(subscriber);
        resolve();
        return;
      }
      const expected = expectation;
      if (!expected || subscriber.arrivedAt !== null) return;
      const version = versionOf(data);
      if (version === null || version <= expected.afterVersion) return;
      subscriber.arrivedAt = now();
      subscriber.wrong = data.indexOf(expected.member) >= 0;
      pendingDeliveries--;
      reportIfDone();
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
        firstFailure ??= String(r.reason?.message ?? r.reason);
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
        expectation = { afterVersion: message.afterVersion, member: Buffer.from(`"memberId":"${message.calledMemberId}"`) };
        for (const s of subscribers) {
          s.arrivedAt = null;
          s.wrong = false;
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
