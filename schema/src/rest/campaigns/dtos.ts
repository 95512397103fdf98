/**
 * Outreach: campaigns, their variables and agents, the day's call list, logged calls and
 * call-list filters. The call-list hub carries CallListDto.
 */
import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common.ts';
import { freeText, safeText } from '../../rules/text.ts';

/** Campaign type names the product distinguishes. */
export const CAMPAIGN_TYPES = ['Outreach', 'Visit Confirmation', 'Census-Unengaged', 'Outreach-Dialer', 'Targeted', 'Creatio'] as const;

/** Option value types. `<` and `>` compare a number; valuePreset takes the option's own value. */
export const VARIABLE_VALUE_TYPES = ['int', 'string', 'boolean', 'product', '<', '>', 'valuePreset'] as const;

export const CampaignTypeDto = z.object({ id: z.number().int(), type: z.string() });
export type CampaignTypeDto = z.infer<typeof CampaignTypeDto>;

export const CampaignOptionDto = z.object({
  optionId: z.number().int(),
  optionName: z.string(),
  valueType: z.enum(VARIABLE_VALUE_TYPES),
  active: z.boolean(),
});
export type CampaignOptionDto = z.infer<typeof CampaignOptionDto>;

export const CampaignDto = z.object({
  campaignId: z.number().int(),
  campaignName: z.string(),
  createdDt: IsoDateTime,
  createdById: z.number().int().nullable(),
  active: z.boolean(),
  deactivatedDt: IsoDateTime.nullable(),
  deactivatedById: z.number().int().nullable(),
  note: z.string(),
  typeId: z.number().int(),
  campaignType: CampaignTypeDto,
  /** Null means every market. */
  marketId: z.number().int().nullable(),
  market: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Rest days: a called member stays off this campaign's list for this many days. */
  daysUntilMemResurface: z.number().int().min(0),
  numAgentsAssigned: z.number().int().min(1),
  callListId: z.number().int().nullable(),
  skillId: z.number().int().nullable(),
  /** True when the campaign's targeted filter is exclusive: global filters do not apply to it. */
  isExclusive: z.boolean(),
});
export type CampaignDto = z.infer<typeof CampaignDto>;

/** Body of POST /api/Campaigns and PUT /api/Campaigns/{campaignId}. */
export const CampaignInputDto = z.object({
  campaignName: safeText().trim().min(1).max(200),
  note: freeText().trim().min(1).max(2000),
  typeId: z.number().int().positive(),
  marketId: z.number().int().positive().nullable(),
  daysUntilMemResurface: z.number().int().min(0).max(365),
  numAgentsAssigned: z.number().int().min(1).max(10_000),
});
export type CampaignInputDto = z.infer<typeof CampaignInputDto>;

export const CampaignAssignmentDto = z.object({
  recordId: z.number().int(),
  campaignId: z.number().int(),
  campaignName: z.string(),
  /** Employee id of the agent. */
  userId: z.number().int(),
  userName: z.string(),
  /** Display name of whoever assigned the agent. */
  createdBy: z.string(),
  createdDt: IsoDateTime,
});
export type CampaignAssignmentDto = z.infer<typeof CampaignAssignmentDto>;

/** Body of POST /api/Campaigns/Assignments. */
export const CampaignAssignmentInputDto = z.object({
  campaignId: z.number().int().positive(),
  userId: z.number().int().positive(),
  userName: safeText().trim().min(1).max(200),
  createdBy: safeText().trim().min(1).max(200),
  createdDt: IsoDateTime,
});
export type CampaignAssignmentInputDto = z.infer<typeof CampaignAssignmentInputDto>;

export const CampaignVariableDto = z.object({
  variableId: z.number().int(),
  campaignId: z.number().int(),
  optionId: z.number().int(),
  /** The compared value as text (a number for <, > and int; 'true'/'false' for boolean). */
  value: z.string(),
  points: z.number(),
  /** How the value reads in the table, e.g. the market name for a market id. */
  valueShown: z.string(),
  option: CampaignOptionDto,
  createdById: z.number().int().nullable(),
  createdDt: IsoDateTime,
});
export type CampaignVariableDto = z.infer<typeof CampaignVariableDto>;

/** Body of POST /api/Campaigns/Variables and PUT /api/Campaigns/Variables/{variableId}. */
export const CampaignVariableInputDto = z.object({
  campaignId: z.number().int().positive(),
  optionId: z.number().int().positive(),
  value: safeText().trim().min(1).max(200),
  points: z.number().finite(),
});
export type CampaignVariableInputDto = z.infer<typeof CampaignVariableInputDto>;

/** One row of the day's call list. */
export const CallListEntryDto = z.object({
  memberId: z.number().int(),
  aaneelId: z.string(),
  fullName: z.string(),
  points: z.number(),
  /** Option name of the variable that gave the most points, e.g. "Unengaged". */
  primaryDriver: z.string().nullable(),
  lastCallAttempt: IsoDateTime.nullable(),
});
export type CallListEntryDto = z.infer<typeof CallListEntryDto>;

/** The day's list of a campaign, highest points first; what the hub's Subscribed and CallList events carry. */
export const CallListDto = z.object({
  campaignId: z.number().int(),
  /** The list's day (the sandbox's local date). */
  listDate: IsoDate,
  /** Increases with every change of this campaign's list; lets clients drop stale updates. */
  version: z.number().int(),
  generatedAt: IsoDateTime,
  entries: z.array(CallListEntryDto),
});
export type CallListDto = z.infer<typeof CallListDto>;

/** The answer of POST /api/Campaigns/{campaignId}/LogCall: the popped entry. */
export const LoggedCallDto = z.object({
  campaignId: z.number().int(),
  memberId: z.number().int(),
  poppedPoints: z.number(),
  primaryDriver: z.string().nullable(),
  poppedTime: IsoDateTime,
  /** The communication the call created in the member's record (its caller records the outcome). */
  communicationId: z.number().int(),
});
export type LoggedCallDto = z.infer<typeof LoggedCallDto>;

/** A row of the caller's call history (GET /api/Campaigns/CallsPopped), newest first, at most 20. */
export const CallHistoryRowDto = z.object({
  campaignId: z.number().int(),
  campaignName: z.string(),
  member: z.object({
    id: z.number().int(),
    aaneelId: z.string(),
    fullName: z.string(),
    office: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    payer: z.object({ id: z.number().int(), name: z.string() }),
  }),
  poppedPoints: z.number(),
  primaryDriver: z.string().nullable(),
  poppedTime: IsoDateTime,
});
export type CallHistoryRowDto = z.infer<typeof CallHistoryRowDto>;

/**
 * A member's list history (GET /api/Members/{id}/CallListHistory): for one campaign, or for
 * every campaign without campaignId (then `campaign` is null). Rows name their campaign.
 */
export const MemberCallListHistoryDto = z.object({
  campaign: z.object({ campaignId: z.number().int(), campaignName: z.string() }).nullable(),
  history: z.array(
    z.object({
      campaignId: z.number().int(),
      campaignName: z.string(),
      listDate: IsoDate,
      driver: z.string().nullable(),
      points: z.number(),
      /** Why the member was off the list that day (an ineligibility reason), null when on it. */
      reason: z.string().nullable(),
    }),
  ),
  popped: z.array(z.object({ campaignId: z.number().int(), poppedCampaign: z.string(), poppedTime: IsoDateTime })),
});
export type MemberCallListHistoryDto = z.infer<typeof MemberCallListHistoryDto>;

/** Call-list breakdown per community. Time gates: 8-10, 10-1, 1-3, 3-5. */
export const CallListBreakdownRowDto = z.object({
  community: z.string(),
  numEligibleMembers: z.number().int(),
  numCalledToday: z.number().int(),
  onListYesterday: z.number().int(),
  newAdditionsToList: z.number().int(),
  earlyMorningTimeGate: z.number().int(),
  earlyAfternoonTimeGate: z.number().int(),
  afternoonTimeGate: z.number().int(),
  eveningTimeGate: z.number().int(),
});
export type CallListBreakdownRowDto = z.infer<typeof CallListBreakdownRowDto>;

/** Campaign list statistics (GET /api/Campaigns/{id}/CallListCounts). */
export const CallListCountsDto = z.object({
  wasCalled: z.number().int(),
  listSize: z.number().int(),
  ineligMembers0score: z.number().int(),
  ineligMembers: z.number().int(),
});
export type CallListCountsDto = z.infer<typeof CallListCountsDto>;

/** A campaign whose list the caller works, with how many members are on today's list. */
export const CallListSizeDto = z.object({ campaignId: z.number().int(), campaignName: z.string(), listSize: z.number().int() });
export type CallListSizeDto = z.infer<typeof CallListSizeDto>;

/** Score row; POST /api/Campaigns/Rescore answers them, points descending. */
export const CallListScoreDto = z.object({ memberId: z.number().int(), primaryDriver: z.string().nullable(), points: z.number() });
export type CallListScoreDto = z.infer<typeof CallListScoreDto>;

/** A call-list filter: global when campaignId is null, else targeted at that campaign. */
export const CallListFilterDto = z.object({
  filterName: z.string(),
  addedBy: z.object({ fullName: z.string() }),
  addedDt: IsoDateTime,
  count: z.number().int(),
  campaignId: z.number().int().nullable(),
  campaignName: z.string().nullable(),
  isExclusive: z.boolean(),
});
export type CallListFilterDto = z.infer<typeof CallListFilterDto>;

/** Answer of POST /api/NiceIntegration/Contacts/SetDailerStatus. */
export const DialerStatusResultDto = z.object({ campaignId: z.number().int(), membersReset: z.number().int() });
export type DialerStatusResultDto = z.infer<typeof DialerStatusResultDto>;

/** The only status the tool sets. */
export const DIALER_READY_STATUS = 'Ready for Dialer - Previously Exhausted';

/** Upload caps for call-list filter workbooks (bytes). */
export const FILTER_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
