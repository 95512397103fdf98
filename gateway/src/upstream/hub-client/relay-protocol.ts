/**
 * What a machine's primary process and its gateway workers say to each other about call lists
 * over the cluster's IPC channel (node:cluster, JSON messages): a worker asks for a campaign's
 * lists and gives them up; the primary, holding the machine's ONE hub connection per campaign,
 * sends each list, access snapshot and refusal to every worker that asked. Each message carries
 * RELAY_TAG, so other IPC traffic (the metrics aggregator's, node:cluster's own) is left alone.
 */
import type { CallListDto } from '@luminate/schema/rest';

export const RELAY_TAG = 'luminate:call-list-relay';

/** Worker → primary. */
export type RelayRequest =
  { tag: typeof RELAY_TAG; op: 'subscribe'; campaignId: number } | { tag: typeof RELAY_TAG; op: 'unsubscribe'; campaignId: number };

/** Which list a list replaced at the hub (the worker passes its own object of that list on as `replaced`). */
interface ListStamp {
  version: number;
  listDate: string;
  generatedAt: string;
}

/** Primary → worker. */
export type RelayEvent =
  | {
      tag: typeof RELAY_TAG;
      op: 'list';
      campaignId: number;
      list: CallListDto;
      /** The list it replaced (absent for the current list handed to a new subscription). */
      replaced: ListStamp | null;
      /** Hub reconnections of the machine so far (the primary's pool). */
      reconnects: number;
    }
  | {
      tag: typeof RELAY_TAG;
      op: 'access';
      campaignId: number;
      active: boolean;
      agentIds: number[];
      version: number;
      /** When the primary received it, in ms since the epoch (performance.timeOrigin + performance.now()). */
      receivedAtEpochMs: number;
    }
  | { tag: typeof RELAY_TAG; op: 'refused'; campaignId: number; message: string };

/** The IPC end either side holds: the worker's `process`, a cluster Worker in the primary. */
export interface RelayPort {
  send(message: RelayRequest | RelayEvent): unknown;
}

export const stampOf = (list: CallListDto): ListStamp => ({
  version: list.version,
  listDate: list.listDate,
  generatedAt: list.generatedAt,
});

export const sameStamp = (list: CallListDto, stamp: ListStamp): boolean =>
  list.version === stamp.version && list.listDate === stamp.listDate && list.generatedAt === stamp.generatedAt;

/** True for a message of this protocol (anything else on the channel is someone else's). */
export function isRelayMessage(message: unknown): message is RelayRequest | RelayEvent {
  return typeof message === 'object' && message !== null && (message as { tag?: unknown }).tag === RELAY_TAG;
}
