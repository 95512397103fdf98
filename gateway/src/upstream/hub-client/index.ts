/**
 * The gateway's side of the call-list hub (ASP.NET SignalR, official client): ONE hub connection
 * per campaign in use, whatever the number of GraphQL subscribers (pool.ts). Each connection
 * subscribes to its campaign on every (re)connect and keeps the campaign's latest list, so a new
 * subscriber gets it at once (channel.ts).
 *
 * The hub also says who may work the campaign (CampaignAccess: its active flag and its agents'
 * employee ids) with every subscription and whenever that changes. The channel keeps the newest
 * snapshot and hands it to its listeners, so the GraphQL layer can end the subscriptions of users
 * who lost access without asking the Care API once per subscriber. A hub that never sends it
 * leaves subscriptions as they were authorised at subscribe time.
 */
export { CallListHubPool } from './pool.ts';
export {
  CallListHubRefusal,
  type CallListHub,
  type CallListHubPoolOptions,
  type CallListHubStats,
  type CallListListener,
} from './types.ts';
