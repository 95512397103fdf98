/** Care API routes of outreach: campaigns, their variables and agents, the day's call lists, logged calls and call-list filters. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { idParam } from '../common.ts';
import { recordId } from '../../rules/ids.ts';
import { safeText } from '../../rules/text.ts';
import {
  CallHistoryRowDto,
  CallListBreakdownRowDto,
  CallListCountsDto,
  CallListDto,
  CallListFilterDto,
  CallListScoreDto,
  CallListSizeDto,
  CampaignAssignmentDto,
  CampaignAssignmentInputDto,
  CampaignDto,
  CampaignInputDto,
  CampaignOptionDto,
  CampaignTypeDto,
  CampaignVariableDto,
  CampaignVariableInputDto,
  DIALER_READY_STATUS,
  DialerStatusResultDto,
  LoggedCallDto,
  MemberCallListHistoryDto,
} from './dtos.ts';

const campaignIdParam = z.object({ campaignId: recordId });
const campaignIdQuery = z.object({ campaignId: recordId });

export const campaignsRoutes = {
  listCampaigns: route({
    method: 'GET',
    path: '/api/Campaigns',
    summary: 'Every campaign, active and deactivated',
    answer: { json: z.array(CampaignDto) },
  }),
  createCampaign: route({
    method: 'POST',
    path: '/api/Campaigns',
    summary: 'Create a campaign (created active)',
    body: CampaignInputDto,
    answer: { json: CampaignDto },
  }),
  updateCampaign: route({
    method: 'PUT',
    path: '/api/Campaigns/{campaignId}',
    summary: 'Edit a campaign',
    params: campaignIdParam,
    body: CampaignInputDto,
    answer: { json: CampaignDto },
  }),
  deactivateCampaign: route({
    method: 'PUT',
    path: '/api/Campaigns/Deactivate/{campaignId}',
    summary: 'Deactivate a campaign',
    params: campaignIdParam,
    answer: { json: CampaignDto },
  }),
  listCampaignTypes: route({
    method: 'GET',
    path: '/api/Campaigns/Types',
    summary: 'Campaign types',
    answer: { json: z.array(CampaignTypeDto) },
  }),
  listCampaignOptions: route({
    method: 'GET',
    path: '/api/Campaigns/Options',
    summary: 'Variable options',
    answer: { json: z.array(CampaignOptionDto) },
  }),
  listCampaignAssignments: route({
    method: 'GET',
    path: '/api/Campaigns/{id}/Assignments',
    summary: 'Agents assigned to a campaign',
    params: idParam,
    answer: { json: z.array(CampaignAssignmentDto) },
  }),
  createCampaignAssignment: route({
    method: 'POST',
    path: '/api/Campaigns/Assignments',
    summary: 'Assign an agent to a campaign (422 when already assigned)',
    body: CampaignAssignmentInputDto,
    answer: { json: CampaignAssignmentDto },
  }),
  deleteCampaignAssignment: route({
    method: 'DELETE',
    path: '/api/Campaigns/Assignments/{recordId}',
    summary: 'Remove an agent from a campaign',
    params: z.object({ recordId }),
    answer: { json: CampaignAssignmentDto },
  }),
  employeeCampaignAssignments: route({
    method: 'GET',
    path: '/api/Employees/{id}/CampaignAssignments',
    summary: "An employee's campaign assignments (active campaigns only)",
    params: idParam,
    answer: { json: z.array(CampaignAssignmentDto) },
  }),
  listCampaignVariables: route({
    method: 'GET',
    path: '/api/Campaigns/{id}/Variables',
    summary: "A campaign's scoring variables",
    params: idParam,
    answer: { json: z.array(CampaignVariableDto) },
  }),
  createCampaignVariable: route({
    method: 'POST',
    path: '/api/Campaigns/Variables',
    summary: 'Add a scoring variable (422 on invalid value or points)',
    body: CampaignVariableInputDto,
    answer: { json: CampaignVariableDto },
  }),
  updateCampaignVariable: route({
    method: 'PUT',
    path: '/api/Campaigns/Variables/{variableId}',
    summary: 'Edit a scoring variable',
    params: z.object({ variableId: recordId }),
    body: CampaignVariableInputDto,
    answer: { json: CampaignVariableDto },
  }),
  deleteCampaignVariable: route({
    method: 'DELETE',
    path: '/api/Campaigns/Variables/{variableId}',
    summary: 'Remove a scoring variable',
    params: z.object({ variableId: recordId }),
    answer: { json: CampaignVariableDto },
  }),
  callList: route({
    method: 'GET',
    path: '/api/Campaigns/{id}/CallList',
    summary: "The campaign's list for today, highest points first",
    params: idParam,
    answer: { json: CallListDto },
  }),
  callListBreakdown: route({
    method: 'GET',
    path: '/api/Campaigns/CallListBreakdown',
    summary: 'Call-list breakdown per community',
    query: campaignIdQuery,
    answer: { json: z.array(CallListBreakdownRowDto) },
  }),
  callListCounts: route({
    method: 'GET',
    path: '/api/Campaigns/{id}/CallListCounts',
    summary: 'List statistics of a campaign',
    params: idParam,
    answer: { json: CallListCountsDto },
  }),
  callListScores: route({
    method: 'GET',
    path: '/api/Campaigns/CallListScores',
    summary: 'Score report workbook of a campaign (every scored member)',
    query: campaignIdQuery,
    answer: { file: 'octet-stream' },
  }),
  rescoreCampaign: route({
    method: 'POST',
    path: '/api/Campaigns/Rescore',
    summary: "Recompute a campaign's scores; answers them, points descending",
    query: campaignIdQuery,
    answer: { json: z.array(CallListScoreDto) },
  }),
  logCall: route({
    method: 'POST',
    path: '/api/Campaigns/{campaignId}/LogCall',
    summary: "Log a call: the member leaves the campaign's list for today (422 when not on it)",
    params: campaignIdParam,
    query: z.object({ memberId: recordId }),
    answer: { json: LoggedCallDto },
  }),
  callsPopped: route({
    method: 'GET',
    path: '/api/Campaigns/CallsPopped',
    summary: "The caller's last 20 logged calls, newest first",
    answer: { json: z.array(CallHistoryRowDto) },
  }),
  myCallLists: route({
    method: 'GET',
    path: '/api/Campaigns/MyCallLists',
    summary:
      "The active campaigns whose list the caller works (assigned agent; call-list managers: every active one) with the size of today's list, by name",
    answer: { json: z.array(CallListSizeDto) },
  }),
  memberCallListHistory: route({
    method: 'GET',
    path: '/api/Members/{id}/CallListHistory',
    summary: "A member's list history for one campaign, or for every campaign without campaignId (campaign then null)",
    params: idParam,
    query: z.object({ campaignId: recordId.optional() }),
    answer: { json: MemberCallListHistoryDto },
  }),
  setDialerStatus: route({
    method: 'POST',
    path: '/api/NiceIntegration/Contacts/SetDailerStatus',
    summary: 'Reset the exhausted members of an Outreach-Dialer campaign',
    query: z.object({ status: z.literal(DIALER_READY_STATUS), campaignId: recordId }),
    answer: { json: DialerStatusResultDto },
  }),

  // Call-list filters
  listCallListFilters: route({
    method: 'GET',
    path: '/api/Members/CallListFilters',
    summary: 'Global and targeted call-list filters',
    answer: { json: z.array(CallListFilterDto) },
  }),
  createCallListFilter: route({
    method: 'POST',
    path: '/api/Members/CallListFilters',
    summary:
      'Create a filter from an .xlsx of member ids (first column; header row optional); 422 on a bad workbook, unknown ids or a taken name',
    query: z.object({
      filterName: safeText().trim().min(1).max(100),
      campaignId: recordId.optional(),
      isExclusive: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
      sendToCreatio: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
    }),
    rawBody: 'xlsx',
    answer: { json: CallListFilterDto },
  }),
  deleteCallListFilter: route({
    method: 'DELETE',
    path: '/api/Members/CallListFilters',
    summary: 'Delete a filter by name',
    query: z.object({ id: safeText().trim().min(1).max(100) }),
    answer: { json: CallListFilterDto },
  }),
  callListFilterReport: route({
    method: 'GET',
    path: '/api/Members/CallListFilterReport',
    summary: 'Workbook of every filtered member',
    answer: { file: 'octet-stream' },
  }),
} satisfies Record<string, RouteContract>;
