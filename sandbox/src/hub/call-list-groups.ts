/**
 * The call-list hub's application part: who follows which campaign, the SubscribeToCallList
 * method, and the push of a changed list. A change recomputes the campaign's list once however
 * many connections follow it (bursts coalesce into one more run), and the CallList frame is
 * serialised once and the same string sent to every follower.
 *
 * Access follows assignments: when a campaign's agents change (or the campaign is edited), the
 * hub reads who may work it once and sends service followers (the gateway, which serves many
 * users over one connection) a CampaignAccess snapshot — the campaign's active flag and its
 * agents' employee ids — so they can end the subscriptions of users who lost access. A service
 * follower also gets the snapshot with every subscription, before the list, so a reconnect
 * catches up on changes it missed. A user follower that is no longer allowed is dropped.
 */
import type { Logger } from 'pino';
import type { CallListDto } from '@luminate/schema/rest';
import { HubError, type HubConnection, type HubMethod } from './connection.ts';
import { invocationFrame } from './protocol.ts';
import { mayFollowCampaign } from './auth.ts';
import type { CampaignAccess, CampaignAgents } from './campaign-access.ts';
import { CALL_LIST_MANAGER_CLAIMS } from '../call-list/access.ts';

export type ComputeCallList = (campaignId: number) => Promise<CallListDto>;

/** Hub → client events. */
export const HubEvents = {
  Connected: 'Connected',
  Subscribed: 'Subscribed',
  CallList: 'CallList',
  CampaignAccess: 'CampaignAccess',
} as const;

export const NOT_ASSIGNED_MESSAGE = 'Not assigned to this campaign';

interface CampaignGroup {
  followers: Set<HubConnection>;
  /** Subscriptions whose first list is being computed: a change meanwhile must still recompute. */
  pending: number;
  /** Newest version seen; `frame` is set when it was pushed, so a subscriber can catch up. */
  latest: { version: number; frame: string | null } | null;
  running: boolean;
  /** A change arrived while a recompute was running: run once more after it. */
  dirty: boolean;
  /** Access snapshots started for this campaign (each takes the next number). */
  accessStarted: number;
  /** The newest access snapshot sent, so a subscription that read an older one catches up. */
  accessLatest: { seq: number; frame: string } | null;
  accessRunning: boolean;
  accessDirty: boolean;
}

/** Users who may follow a campaign by the snapshot: call-list managers, or agents of an active campaign. */
function userMayFollow(principal: HubConnection['principal'], agents: CampaignAgents): boolean {
  if (principal.kind === 'service') return true;
  if (CALL_LIST_MANAGER_CLAIMS.some((claim) => principal.claims.includes(claim))) return true;
  return agents.active && principal.employeeId !== null && agents.agentIds.includes(principal.employeeId);
}

export interface CallListGroupsOptions {
  compute: ComputeCallList;
  access: CampaignAccess;
  logger: Logger;
}

/** Accepts a campaign id as a number or a numeric string (the client may send either). */
function campaignIdOf(args: unknown[]): number {
  if (args.length !== 1) throw new HubError(`SubscribeToCallList takes 1 argument (campaignId), got ${args.length}.`);
  const [raw] = args;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new HubError('campaignId must be a positive integer.');
  return id;
}

export class CallListGroups {
  readonly #groups = new Map<number, CampaignGroup>();
  readonly #options: CallListGroupsOptions;
  /** Recomputes run by change events (tests check that bursts coalesce). */
  recomputes = 0;
  /** Access snapshots read because assignments changed. */
  accessChecks = 0;

  constructor(options: CallListGroupsOptions) {
    this.#options = options;
  }

  get methods(): ReadonlyMap<string, HubMethod> {
    return new Map<string, HubMethod>([
      ['SubscribeToCallList', (connection, args) => this.#subscribe(connection, args)],
      [
        'UnsubscribeFromCallList',
        (connection) => {
          this.leave(connection);
          return Promise.resolve();
        },
      ],
    ]);
  }

  /** Followers per campaign id (stats for tests and the bench). */
  followerCounts(): Record<number, number> {
    const counts: Record<number, number> = {};
    for (const [campaignId, group] of this.#groups) counts[campaignId] = group.followers.size;
    return counts;
  }

  leave(connection: HubConnection): void {
    const campaignId = connection.campaignId;
    if (campaignId === null) return;
    connection.campaignId = null;
    const group = this.#groups.get(campaignId);
    if (!group) return;
    group.followers.delete(connection);
    this.#dropIfUnused(campaignId, group);
  }

  #dropIfUnused(campaignId: number, group: CampaignGroup): void {
    if (
      group.followers.size === 0 &&
      group.pending === 0 &&
      !group.running &&
      !group.accessRunning &&
      this.#groups.get(campaignId) === group
    ) {
      this.#groups.delete(campaignId);
    }
  }

  /** Drops every group (the hub was killed: no connection is left). */
  clear(): void {
    this.#groups.clear();
  }

  /** A campaign's list changed: recompute once and push to its followers. */
  changed(campaignId: number): void {
    const group = this.#groups.get(campaignId);
    if (!group || group.followers.size + group.pending === 0) return;
    if (group.running) {
      group.dirty = true;
      return;
    }
    void this.#recomputeLoop(campaignId, group);
  }

  /**
   * Who may work the campaign changed: read it once, send the snapshot to service followers and
   * drop user followers that lost access. Changes during a run cause one more run after it, so
   * the last snapshot sent is never older than the last change.
   */
  accessChanged(campaignId: number): void {
    const group = this.#groups.get(campaignId);
    if (!group || group.followers.size + group.pending === 0 || !this.#options.access.agentsOf) return;
    if (group.accessRunning) {
      group.accessDirty = true;
      return;
    }
    void this.#accessLoop(campaignId, group);
  }

  async #accessLoop(campaignId: number, group: CampaignGroup): Promise<void> {
    group.accessRunning = true;
    try {
      do {
        group.accessDirty = false;
        if (group.followers.size + group.pending === 0) break;
        this.accessChecks += 1;
        const seq = ++group.accessStarted;
        let agents: CampaignAgents | null;
        try {
          agents = await this.#options.access.agentsOf!(campaignId);
        } catch (error) {
          this.#options.logger.error({ campaignId, err: { name: (error as Error)?.name } }, 'campaign access read failed');
          continue;
        }
        if (!agents) continue;
        const frame = invocationFrame(HubEvents.CampaignAccess, [agents]);
        if (!group.accessLatest || group.accessLatest.seq < seq) group.accessLatest = { seq, frame };
        let dropped = 0;
        for (const follower of [...group.followers]) {
          if (follower.principal.kind === 'service') {
            follower.send(frame);
          } else if (!userMayFollow(follower.principal, agents)) {
            this.leave(follower);
            follower.close({ error: NOT_ASSIGNED_MESSAGE });
            dropped += 1;
          }
        }
        this.#options.logger.info({ campaignId, agents: agents.agentIds.length, active: agents.active, dropped }, 'campaign access pushed');
      } while (group.accessDirty);
    } finally {
      group.accessRunning = false;
      this.#dropIfUnused(campaignId, group);
    }
  }

  async #recomputeLoop(campaignId: number, group: CampaignGroup): Promise<void> {
    group.running = true;
    try {
      do {
        group.dirty = false;
        if (group.followers.size + group.pending === 0) break;
        this.recomputes += 1;
        let list: CallListDto;
        try {
          list = await this.#options.compute(campaignId);
        } catch (error) {
          this.#options.logger.error({ campaignId, err: { name: (error as Error)?.name } }, 'call list recompute failed');
          continue;
        }
        if (group.latest && list.version < group.latest.version) continue;
        const frame = invocationFrame(HubEvents.CallList, [list]);
        group.latest = { version: list.version, frame };
        for (const follower of group.followers) follower.send(frame);
        this.#options.logger.debug(
          { campaignId, version: list.version, followers: group.followers.size, entries: list.entries.length },
          'call list pushed',
        );
      } while (group.dirty);
    } finally {
      group.running = false;
      this.#dropIfUnused(campaignId, group);
    }
  }

  async #subscribe(connection: HubConnection, args: unknown[]): Promise<void> {
    const campaignId = campaignIdOf(args);
    const { access, compute, logger } = this.#options;
    if (!(await mayFollowCampaign(connection.principal, campaignId, access))) throw new HubError(NOT_ASSIGNED_MESSAGE);
    const state = await access.campaignState(campaignId);
    if (state === 'missing') throw new HubError(`Campaign ${campaignId} does not exist.`);
    if (state === 'inactive') throw new HubError(`Campaign ${campaignId} is not active.`);

    const group = this.#groupOf(campaignId);
    group.pending += 1;
    // A service follower gets who may work the campaign with its list (read alongside it).
    const wantsAccess = connection.principal.kind === 'service' && access.agentsOf !== undefined;
    const accessSeq = wantsAccess ? ++group.accessStarted : 0;
    let list: CallListDto;
    let agents: CampaignAgents | null;
    try {
      [list, agents] = await Promise.all([compute(campaignId), wantsAccess ? access.agentsOf!(campaignId) : null]);
    } catch (error) {
      group.pending -= 1;
      this.#dropIfUnused(campaignId, group);
      throw error;
    }
    group.pending -= 1;
    if (!connection.isOpen) {
      this.#dropIfUnused(campaignId, group);
      return;
    }
    // One campaign per connection: a new subscription replaces the previous one.
    if (connection.campaignId !== campaignId) this.leave(connection);
    if (wantsAccess) {
      // A snapshot read after this one started was already pushed to the followers: send that one.
      const newer = group.accessLatest && group.accessLatest.seq > accessSeq ? group.accessLatest.frame : null;
      if (newer) connection.send(newer);
      else if (agents) connection.invokeClient(HubEvents.CampaignAccess, [agents]);
    }
    connection.invokeClient(HubEvents.Subscribed, [list]);
    group.followers.add(connection);
    connection.campaignId = campaignId;
    // A push that went out while this list was computed carried a newer version: catch up.
    if (group.latest?.frame && group.latest.version > list.version) connection.send(group.latest.frame);
    if (!group.latest || group.latest.version < list.version) group.latest = { version: list.version, frame: null };
    logger.info(
      { connectionId: connection.connectionId, campaignId, version: list.version, entries: list.entries.length },
      'call list subscribed',
    );
  }

  #groupOf(campaignId: number): CampaignGroup {
    let group = this.#groups.get(campaignId);
    if (!group) {
      group = {
        followers: new Set(),
        pending: 0,
        latest: null,
        running: false,
        dirty: false,
        accessStarted: 0,
        accessLatest: null,
        accessRunning: false,
        accessDirty: false,
      };
      this.#groups.set(campaignId, group);
    }
    return group;
  }
}
