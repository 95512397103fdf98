/**
 * The call-list hub's contract as the gateway uses it (the sandbox hub's contract): the method the
 * gateway invokes, the events the hub sends, the CampaignAccess payload, and which of two lists of
 * a campaign is the newer.
 */
import { z } from 'zod';
import type { CallListDto } from '@luminate/schema/rest';

/** Hub method the gateway invokes, and the events the hub sends (sandbox hub contract). */
export const HUB_SUBSCRIBE_METHOD = 'SubscribeToCallList';
export const HUB_EVENTS = {
  connected: 'Connected',
  subscribed: 'Subscribed',
  callList: 'CallList',
  campaignAccess: 'CampaignAccess',
} as const;

/** The hub's CampaignAccess payload. */
export const CampaignAccessDto = z.object({
  campaignId: z.number().int().positive(),
  active: z.boolean(),
  agentIds: z.array(z.number().int()).max(1_000_000),
});

/** A list supersedes the current one when it is for a later day, or a later version of the same day. */
export function isNewer(list: CallListDto, current: CallListDto): boolean {
  if (list.listDate !== current.listDate) return list.listDate > current.listDate;
  return list.version > current.version;
}
