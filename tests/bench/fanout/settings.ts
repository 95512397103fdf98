/**
 * What the fan-out bench measures and with what: the campaign, the personas, the subscription
 * the web's Call List page makes, the sizes and calls (BENCH_FANOUT_SIZES, BENCH_FANOUT_CALLS),
 * the limits every phase waits within, and the targets a run must meet.
 */

export const CAMPAIGN_ID = 123;
export const PASSWORD = 'luminate-sandbox';
/** Subscribers sign in as a call-list manager (no per-subscriber assignment look-up); calls are logged by an assigned agent. */
export const SUBSCRIBER_PERSONA = 'calllistmanager';
export const CALLER_PERSONA = 'agent';
export const OPEN_BATCH = 250;
export const SUBSCRIBERS_PER_WORKER = 5_000;
export const DELIVERY_TIMEOUT_MS = 60_000;
export const OPEN_TIMEOUT_MS = 180_000;

/** What the web's Call List page selects (CallListLive): the whole list once, then changes. */
const ENTRY = 'memberId aaneelId fullName points primaryDriver lastCallAttempt';
export const QUERY = `subscription LiveCallList($campaignId: ID!) {
  callListUpdates(campaignId: $campaignId) { campaignId version previousVersion listDate generatedAt size
    list { campaignId listDate version generatedAt size entries { ${ENTRY} } }
    removed placed { index entry { ${ENTRY} } } }
}`;
/** Targets: bytes each subscriber receives per logged call, and the all-cores p99 delivery from 10,000 and from 20,000 subscribers. */
export const MAX_BYTES_PER_SUBSCRIBER_CALL = 2_048;
export const MAX_P99_MS: ReadonlyArray<{ from: number; ms: number }> = [
  { from: 20_000, ms: 250 },
  { from: 10_000, ms: 100 },
];

export interface FanoutRow {
  /** Gateway processes: 1, or the machine's cores (a primary and its workers). */
  processes: number;
  subscribers: number;
  /** Subscribers the gateway would not take (e.g. closed with 1013 at its connection cap), and the first reason. */
  refused: number;
  firstRefusal: string | null;
  calls: number;
  expected: number;
  received: number;
  lost: number;
  wrong: number;
  /** The first delivery: the path from LogCall through the hub to the gateway, before the fan-out. */
  first: number;
  p50: number;
  p99: number;
  max: number;
  openS: number;
  rssPerConnKb: number;
  /** Gateway CPU seconds while the subscribers connected, and per logged call after that. */
  openCpuS: number;
  cpuPerCallS: number;
  /** CPU seconds the subscriber processes (the load generator) spent per logged call. */
  clientCpuPerCallS: number;
  hubConnections: number;
  /** Bytes one subscriber received per logged call: mean and largest. */
  bytesMean: number;
  bytesMax: number;
  listEntries: number;
}

export function fanoutSizes(): number[] {
  const raw = process.env.BENCH_FANOUT_SIZES ?? '1000,5000,10000,20000';
  const sizes = raw
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  if (sizes.length === 0) throw new Error(`BENCH_FANOUT_SIZES must list positive whole numbers, got ${JSON.stringify(raw)}`);
  return sizes;
}

export const fanoutCalls = () => {
  const n = Number(process.env.BENCH_FANOUT_CALLS ?? 5);
  if (!Number.isInteger(n) || n <= 0) throw new Error('BENCH_FANOUT_CALLS must be a positive whole number');
  return n;
};
