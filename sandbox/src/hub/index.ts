/**
 * The call-list hub: an ASP.NET SignalR hub (JSON protocol over WebSockets) on its own port, so
 * the official @microsoft/signalr client connects unchanged. Events: Connected [connectionId],
 * Subscribed [callList], CallList [callList], CampaignAccess [{ campaignId, active, agentIds }]
 * (service followers only: sent before each Subscribed and whenever the campaign's agents or the
 * campaign itself change); method: SubscribeToCallList(campaignId).
 */
import type { Logger } from 'pino';
import type { CallListEvents } from '../call-list/events.ts';
import type { PrincipalVerifier } from './auth.ts';
import type { CampaignAccess } from './campaign-access.ts';
import { CallListGroups, HubEvents, type ComputeCallList } from './call-list-groups.ts';
import { HUB_PATH, HubServer, type HubTimings } from './server.ts';

export { type HubTimings } from './server.ts';
export { type ComputeCallList } from './call-list-groups.ts';
export { campaignAccessFrom, type CampaignAccess } from './campaign-access.ts';

export const DEFAULT_HUB_PORT = 4101;

export interface CallListHubOptions {
  host: string;
  /** 0 picks a free port once; start() after kill() listens on that same port again. */
  port: number;
  /** Host name clients use in the hub URL (e.g. localhost for a wildcard listen address). */
  publicHost: string;
  verify: () => PrincipalVerifier | null;
  callListEvents: CallListEvents;
  compute: ComputeCallList;
  access: CampaignAccess;
  logger: Logger;
  timings?: Partial<HubTimings>;
}

export interface CallListHubStats {
  connections: number;
  /** Connections following each campaign id. */
  followers: Record<number, number>;
  /** Recomputes caused by change events since the hub was created. */
  recomputes: number;
  /** Access snapshots read because a campaign's agents (or the campaign) changed. */
  accessChecks: number;
}

export interface CallListHub {
  /** e.g. http://localhost:4101/hubs/callList */
  readonly url: string;
  readonly port: number;
  /** Drops every socket abruptly (no close frame) and stops listening: a crashed hub host. */
  kill(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Graceful: close messages, then the WebSocket close handshake; stops listening. */
  close(): Promise<void>;
  stats(): CallListHubStats;
}

export async function startCallListHub(options: CallListHubOptions): Promise<CallListHub> {
  const logger = options.logger.child({ component: 'call-list-hub' });
  const groups = new CallListGroups({ compute: options.compute, access: options.access, logger });
  const server = new HubServer({
    host: options.host,
    port: options.port,
    verify: options.verify,
    methods: groups.methods,
    logger,
    timings: options.timings,
    onReady: (connection) => connection.invokeClient(HubEvents.Connected, [connection.connectionId]),
    onClosed: (connection) => groups.leave(connection),
  });
  const stopListChanges = options.callListEvents.onChanged(({ campaignId, reason }) => {
    groups.changed(campaignId);
    // A campaign edit may deactivate it, which takes it away from its agents.
    if (reason === 'campaign') groups.accessChanged(campaignId);
  });
  const stopAccessChanges = options.callListEvents.onAccessChanged(({ campaignId }) => groups.accessChanged(campaignId));
  const stopListening = () => {
    stopListChanges();
    stopAccessChanges();
  };
  try {
    await server.listen();
  } catch (error) {
    stopListening();
    throw error;
  }
  const url = `http://${options.publicHost}:${server.port}${HUB_PATH}`;
  logger.info({ port: server.port }, 'call-list hub listening');

  return {
    url,
    get port() {
      return server.port;
    },
    async kill() {
      await server.kill();
      groups.clear();
      logger.info({ port: server.port }, 'call-list hub killed');
    },
    async start() {
      await server.listen();
      logger.info({ port: server.port }, 'call-list hub listening');
    },
    async close() {
      stopListening();
      await server.close();
      groups.clear();
    },
    stats: () => ({
      connections: server.connections.size,
      followers: groups.followerCounts(),
      recomputes: groups.recomputes,
      accessChecks: groups.accessChecks,
    }),
  };
}
