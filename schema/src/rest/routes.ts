/**
 * The Care API contract: every endpoint the gateway calls, with its parameters, body and
 * answer. The sandbox validates requests against it and publishes it as OpenAPI; the gateway
 * types its calls with it. Later domains append their routes here.
 */
import { z } from 'zod';
import { IntList, IsoDate, QueryBool, odataCollection } from './common.ts';
import { communityId, recordId, userId } from '../rules/ids.ts';
import { freeText, safeText } from '../rules/text.ts';
import {
  AssignmentTypeDto,
  CountyDto,
  MarketDto,
  MarketPlanDto,
  MarketUpdateDto,
  OfficeDto,
  PayerDto,
  StateDto,
  TermReasonDto,
} from './reference.ts';
import { EmployeeDto, PermissionDto, UserDto } from './people.ts';
import { MemberDto } from './members.ts';
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
} from './campaigns.ts';
import {
  BulkApproveResultDto,
  DncApproveAllResultDto,
  DncDecisionDto,
  DncLogCreateDto,
  DncLogDto,
  EligibilityChangeCreateDto,
  EligibilityChangeDto,
  EligibilityChangeStatusDto,
  EligibilityChangeUpdateDto,
  OfficeAssignmentCreateDto,
  OfficeAssignmentDto,
  OfficeAssignmentLinkDto,
  OfficeAssignmentUpdateDto,
  OfficeAssignmentUploadResultDto,
  TransferActionDto,
} from './approvals.ts';
import {
  CareTeamMemberDto,
  CommunicationUpdateDto,
  ContactValidityDto,
  DropInLogCreateDto,
  DropInLogDto,
  EligibilityInquiryDto,
  HospitalCensusDto,
  MemberAddressDto,
  MemberAppointmentDto,
  MemberCommunicationDto,
  MemberEmailDto,
  MemberOverviewDto,
  MemberPhoneDto,
  MemberRecordDto,
  MemberWeatherDto,
  RedBoxErrorDto,
} from './member-record.ts';
import { CreatedMemberDto, MemberCreateDto } from './member-intake.ts';
import { CohortRecordDto } from './reference-records.ts';
import { route, type RouteContract } from './contract.ts';
import { marketAssignmentRoutes } from './market-assignment-routes.ts';
import { hospitalRoutes } from './hospital-routes.ts';
import { neighborhoodRoutes } from './neighborhood-routes.ts';
import { referenceDataRoutes } from './reference-data-routes.ts';
import { geoRoutes } from './geo-routes.ts';
import { lookupRoutes } from './lookup-routes.ts';
import { metricsRoutes } from './metrics-routes.ts';
import { availabilityRoutes } from './availability-routes.ts';
import { territoryRoutes } from './territory-routes.ts';
import { fileRoutes } from './file-routes.ts';
import { analyticsRoutes } from './analytics-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { medicalRecordRoutes } from './medical-records-routes.ts';
import { bulkRoutes } from './bulk-routes.ts';
import { ApprovalChangesDto, ApprovalChangesQuery } from './changes.ts';

// Path parameters are ids checked by their shape (schema/src/rules/ids.ts): nothing else may
// become a path segment.
const id = z.object({ id: recordId });
const campaignIdParam = z.object({ campaignId: recordId });
const uidParam = z.object({ uid: userId });
const campaignIdQuery = z.object({ campaignId: recordId });
const odataQuery = z.object({
  $filter: safeText().max(4000).optional(),
  $orderby: safeText().max(500).optional(),
  $skip: z.coerce.number().int().min(0).optional(),
  $top: z.coerce.number().int().min(0).max(5000).optional(),
  $count: QueryBool.optional(),
  $select: safeText().max(1000).optional(),
  $expand: safeText().max(200).optional(),
});
const dateRange = z.object({ start: IsoDate, end: IsoDate });

export const routes = {
  // Employees
  listEmployees: route({
    method: 'GET',
    path: '/api/Employees',
    summary: 'Employees, filtered by assignment types, title or ids',
    query: z.object({
      assignmentTypeIds: IntList.optional(),
      type: z.coerce.number().int().optional(),
      onlyProviders: QueryBool.optional(),
      title: safeText().max(100).optional(),
      ids: IntList.optional().describe('Batch look-up by ids (at most 500)'),
    }),
    answer: { json: z.array(EmployeeDto) },
  }),
  getEmployee: route({ method: 'GET', path: '/api/Employees/{id}', summary: 'One employee', params: id, answer: { json: EmployeeDto } }),
  currentEmployee: route({
    method: 'GET',
    path: '/api/Employees/CurrentDeveloper',
    summary: 'The employee record of the signed-in user',
    answer: { json: EmployeeDto },
  }),
  employeeOffices: route({
    method: 'GET',
    path: '/api/Employees/Offices',
    summary: 'Offices where an employee holds an active assignment',
    query: z.object({ id: recordId }),
    answer: { json: z.array(OfficeDto) },
  }),

  // Markets
  listMarkets: route({
    method: 'GET',
    path: '/api/Markets',
    summary: 'All markets',
    answer: { json: z.array(MarketDto) },
    cache: 'shared',
  }),
  updateMarket: route({
    method: 'PUT',
    path: '/api/Markets/{id}',
    summary: 'Edit a market',
    params: id,
    body: MarketUpdateDto,
    answer: { json: MarketDto },
    invalidates: ['/api/Markets'],
  }),
  listStates: route({
    method: 'GET',
    path: '/api/Markets/States',
    summary: 'States',
    answer: { json: z.array(StateDto) },
    cache: 'shared',
  }),
  listMarketPlans: route({
    method: 'GET',
    path: '/api/Markets/Plans',
    summary: 'Plans offered per market',
    answer: { json: z.array(MarketPlanDto) },
    cache: 'shared',
  }),

  // Offices
  listOffices: route({
    method: 'GET',
    path: '/api/Offices',
    summary: 'Offices (neighborhoods), by market, community or ids',
    query: z.object({
      marketId: z.coerce.number().int().optional(),
      community: communityId.optional(),
      ids: IntList.optional().describe('Batch look-up by ids (at most 500)'),
    }),
    answer: { json: z.array(OfficeDto) },
    cache: 'shared',
  }),

  // Assignments
  listAssignmentTypes: route({
    method: 'GET',
    path: '/api/Assignments/Types',
    summary: 'Assignment types',
    answer: { json: z.array(AssignmentTypeDto) },
    cache: 'shared',
  }),

  // Reference look-ups seeded with the platform
  listPayers: route({ method: 'GET', path: '/api/Payers', summary: 'Payers', answer: { json: z.array(PayerDto) }, cache: 'shared' }),
  listCohorts: route({
    method: 'GET',
    path: '/api/Members/Cohorts',
    summary: 'Cohorts with their activation date, member count and pending (staged, not yet active) member count, by name',
    answer: { json: z.array(CohortRecordDto) },
    cache: 'shared',
  }),
  listTermReasons: route({
    method: 'GET',
    path: '/api/Members/TermReasons',
    summary: 'Term reasons',
    answer: { json: z.array(TermReasonDto) },
    cache: 'shared',
  }),
  listCounties: route({ method: 'GET', path: '/api/Counties', summary: 'Counties', answer: { json: z.array(CountyDto) }, cache: 'shared' }),

  // Users and permissions
  listUsers: route({ method: 'GET', path: '/api/Users', summary: 'Identity-provider users', answer: { json: z.array(UserDto) } }),
  getUser: route({ method: 'GET', path: '/api/Users/{uid}', summary: 'One user', params: uidParam, answer: { json: UserDto } }),
  setUserClaim: route({
    method: 'PUT',
    path: '/api/Users/{uid}',
    summary: 'Grant (assign=true) or revoke a claim; effective in the next token',
    params: uidParam,
    query: z.object({ claim: safeText().min(1).max(64), assign: QueryBool }),
    answer: { json: UserDto },
  }),
  listPermissions: route({
    method: 'GET',
    path: '/api/Users/Permissions',
    summary: 'Every claim with its name and description',
    answer: { json: z.array(PermissionDto) },
  }),
  claimsReport: route({
    method: 'POST',
    path: '/api/Users/FirebaseClaimsReport',
    summary: 'Workbook of users and their claims, optionally for one claim',
    query: z.object({ claim: safeText().min(1).max(64).optional() }),
    answer: { file: 'octet-stream' },
  }),

  // Support tickets
  sendTicket: route({
    method: 'POST',
    path: '/api/FreshService/SendTicket',
    summary: 'Open a support ticket; answers the ticket id',
    query: z.object({
      subject: safeText().min(1).max(200),
      requestor: safeText().min(1).max(200),
      fileName: safeText().max(255).optional(),
      userNotes: freeText().min(1).max(5000),
      erroredTool: safeText().min(1).max(200),
    }),
    body: z.array(freeText().max(10_000)).max(200),
    bodyName: 'logs',
    answer: { json: z.number().int() },
  }),

  // Member files
  membersExport: route({
    method: 'POST',
    path: '/api/Members/Export',
    summary: 'Export the members of a market; answers a signed-url header',
    query: z.object({ marketId: recordId }),
    answer: { file: 'signed-url' },
  }),
  officesReport: route({ method: 'GET', path: '/api/Offices/Report', summary: 'Offices report as a zip', answer: { file: 'zip' } }),

  // Campaigns
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
    params: id,
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
    params: id,
    answer: { json: z.array(CampaignAssignmentDto) },
  }),
  listCampaignVariables: route({
    method: 'GET',
    path: '/api/Campaigns/{id}/Variables',
    summary: "A campaign's scoring variables",
    params: id,
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
    params: id,
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
    params: id,
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
    params: id,
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

  // Deattribution (eligibility changes)
  eligibilityChangesOdata: route({
    method: 'GET',
    path: '/odata/EligibilityChangesOdata',
    summary:
      'Eligibility changes, OData v4; $expand member (with office and market), termReason, eligibilityChangeLogs (with changedBy). Filter and sort also on member/fullName, member/aaneelId, member/officeId, member/marketId, member/payerId, member/engaged, member/communityId',
    query: odataQuery,
    answer: { json: odataCollection(EligibilityChangeDto.partial()) },
  }),
  eligibilityChangeStatuses: route({
    method: 'GET',
    path: '/api/Members/EligibilityChanges/Statuses',
    summary: 'Every eligibility change status, in workflow order',
    answer: { json: z.array(EligibilityChangeStatusDto) },
  }),
  memberEligibilityChanges: route({
    method: 'GET',
    path: '/api/Members/{id}/EligibilityChanges',
    summary: "A member's eligibility changes with their logs, newest first",
    params: id,
    answer: { json: z.array(EligibilityChangeDto) },
  }),
  createEligibilityChange: route({
    method: 'POST',
    path: '/api/Members/{id}/EligibilityChanges',
    summary: 'Request a Term or Return change for a member (422 while one is pending)',
    params: id,
    body: EligibilityChangeCreateDto,
    answer: { json: EligibilityChangeDto },
  }),
  updateEligibilityChange: route({
    method: 'PUT',
    path: '/api/Members/EligibilityChanges/{id}',
    summary:
      'Approve (approved=true), reject (approved=false), cancel (cancelled=true) or change the term reason (update=true); exactly one. The server decides the next status; an illegal step is 422. Answers the change with member, termReason and logs',
    params: id,
    query: z.object({ approved: QueryBool.optional(), cancelled: QueryBool.optional(), update: QueryBool.optional() }),
    body: EligibilityChangeUpdateDto,
    answer: { json: EligibilityChangeDto },
  }),
  bulkApproveOmTerms: route({
    method: 'PUT',
    path: '/api/Members/BulkApproveOMTerms',
    summary: 'Approve every Term change in PendingOpsManagerReview with the term reason (and the member payer, if given)',
    query: z.object({ note: freeText().trim().min(1).max(4000), termReasonId: recordId, payerId: recordId.optional() }),
    answer: { json: BulkApproveResultDto },
  }),
  terminationOverview: route({
    method: 'GET',
    path: '/api/Members/EligibilityChanges/{id}/TerminationOverview',
    summary: 'Workbook: one change, its member and its log',
    params: id,
    answer: { file: 'octet-stream' },
  }),
  deattributionMailingList: route({
    method: 'GET',
    path: '/api/Members/DeattributionMailingList',
    summary: 'Workbook of the members whose letters are due (Mailing List statuses)',
    answer: { file: 'octet-stream' },
  }),

  // Do not contact
  dncLogsOdata: route({
    method: 'GET',
    path: '/odata/DncLogsOdata',
    summary:
      'DNC logs, OData v4; $expand member (with office, market and next appointment), requestedBy, handledBy. Filter and sort also on member/fullName, member/aaneelId, member/officeId, member/marketId, member/communityId, requestedBy/fullName, handledBy/fullName',
    query: odataQuery,
    answer: { json: odataCollection(DncLogDto.partial()) },
  }),
  createDncLog: route({
    method: 'POST',
    path: '/api/Members/DNCLogs',
    summary: 'Request DNC or a return from DNC; dnc-mgmt on a non-DNC member is processed at once (Skip)',
    body: DncLogCreateDto,
    answer: { json: DncLogDto },
  }),
  decideDncLog: route({
    method: 'PUT',
    path: '/api/Members/DNCLogs',
    summary: 'Approve or decline a pending DNC request (422 when already handled)',
    body: DncDecisionDto,
    answer: { json: DncLogDto },
  }),
  approveAllPendingDnc: route({
    method: 'PUT',
    path: '/api/Members/ApproveAllPendingDNC',
    summary: 'Approve every pending DNC request (of one approval type, if given)',
    query: z.object({ handlerNote: freeText().trim().min(1).max(4000), approvalType: z.enum(['Cd', 'Om']).optional() }),
    answer: { json: DncApproveAllResultDto },
  }),
  dncReport: route({
    method: 'POST',
    path: '/api/Members/DNCLogs/GenerateReport',
    summary: 'Workbook of every DNC request and its outcome',
    answer: { file: 'octet-stream' },
  }),

  // Patient transfers (office assignments)
  officeAssignmentsOdata: route({
    method: 'GET',
    path: '/odata/OfficeAssignmentsOdata',
    summary:
      'Office assignments (transfers), OData v4; $expand member (with office and market), office, transferedFromOffice, requestedBy. Filter and sort also on member/fullName, member/aaneelId, member/dtOfBirth, member/officeId, member/communityId, member/marketId, office/communityId, office/marketId',
    query: odataQuery,
    answer: { json: odataCollection(OfficeAssignmentDto.partial()) },
  }),
  memberOfficeAssignments: route({
    method: 'GET',
    path: '/api/Members/{id}/OfficeAssignments',
    summary: "A member's office assignments, newest first",
    params: id,
    answer: { json: z.array(OfficeAssignmentDto) },
  }),
  createOfficeAssignment: route({
    method: 'POST',
    path: '/api/Members/{id}/OfficeAssignments',
    summary: 'Request a move to another office (pending APP review; 422 while one is pending)',
    params: id,
    body: OfficeAssignmentCreateDto,
    answer: { json: OfficeAssignmentDto },
  }),
  updateOfficeAssignment: route({
    method: 'PUT',
    path: '/api/Members/OfficeAssignment',
    summary:
      'Save, approve, reject (APP) or acknowledge (CD/RVP) a transfer; the server decides the status, an illegal step is 422. Answers the transfer with member and offices',
    query: z.object({ action: TransferActionDto }),
    body: OfficeAssignmentUpdateDto,
    answer: { json: OfficeAssignmentDto },
  }),
  validateOfficeAssignmentUpload: route({
    method: 'POST',
    path: '/api/Members/OfficeAssignments',
    summary: 'Check a transfer workbook (columns memberId, officeId) without changing anything',
    rawBody: 'xlsx',
    answer: { json: OfficeAssignmentUploadResultDto },
  }),
  uploadOfficeAssignments: route({
    method: 'PUT',
    path: '/api/Members/OfficeAssignments',
    summary:
      'Request the transfers of a workbook; with skipApproval they are processed at once. Nothing is created unless every row is valid',
    query: z.object({ note: freeText().trim().min(1).max(4000), skipApproval: QueryBool.optional() }),
    rawBody: 'xlsx',
    answer: { json: OfficeAssignmentUploadResultDto },
  }),
  processedTransfersReport: route({
    method: 'GET',
    path: '/api/Members/ProcessedTransfersReport',
    summary: 'Workbook of transfers processed between the dates',
    query: dateRange,
    answer: { file: 'octet-stream' },
  }),
  submittedTransfersReport: route({
    method: 'GET',
    path: '/api/Members/SubmittedForTransferReport',
    summary: 'Workbook of transfers requested between the dates',
    query: dateRange,
    answer: { file: 'octet-stream' },
  }),

  // Office assignment links (who covers an office)
  officeAssignmentLinks: route({
    method: 'GET',
    path: '/api/Offices/AssignmentLinks',
    summary:
      'Active assignments covering each office: at the office, at its community row (community-level types) or in its market (market-level types)',
    query: z.object({
      officeIds: IntList.describe('At most 500 office ids'),
      assignmentTypeIds: IntList.optional(),
      employeeId: recordId.optional(),
    }),
    answer: { json: z.array(OfficeAssignmentLinkDto) },
  }),
  officesWithoutHolders: route({
    method: 'GET',
    path: '/api/Offices/WithoutAssignment',
    summary:
      'Ids of the offices (deleted ones included) that no active assignment of the given types covers, by the same coverage as AssignmentLinks',
    query: z.object({ assignmentTypeIds: IntList.describe('The assignment types looked for') }),
    answer: { json: z.array(z.number().int()) },
  }),

  // Member record
  getMember: route({
    method: 'GET',
    path: '/api/Members/{id}',
    summary:
      'One member with its office, market, payer, plan, term reason, risk type, active address, latest red box error and admission (404 when none)',
    params: id,
    answer: { json: MemberRecordDto },
  }),
  memberCareTeam: route({
    method: 'GET',
    path: '/api/Members/{id}/CareTeam',
    summary: "Active market assignments of the member's office ([] without an office)",
    params: id,
    answer: { json: z.array(CareTeamMemberDto) },
  }),
  memberOverview: route({
    method: 'GET',
    path: '/api/Members/{id}/Overview',
    summary: "Overview metrics; admits, ER visits and appointments computed from the member's census and appointments",
    params: id,
    answer: { json: MemberOverviewDto },
  }),
  memberWeather: route({
    method: 'GET',
    path: '/api/Members/{id}/Weather',
    summary: "Today's weather at the member's zip",
    params: id,
    answer: { json: MemberWeatherDto },
  }),
  memberAddresses: route({
    method: 'GET',
    path: '/api/Members/{id}/Addresses',
    summary: "The member's addresses, active first",
    params: id,
    answer: { json: z.array(MemberAddressDto) },
  }),
  memberPhones: route({
    method: 'GET',
    path: '/api/Members/{id}/PhoneNumbers',
    summary: "The member's phone numbers",
    params: id,
    answer: { json: z.array(MemberPhoneDto) },
  }),
  setPhoneValidity: route({
    method: 'PUT',
    path: '/api/Members/{id}/PhoneNumbers/{phoneId}',
    summary: "Mark a phone number valid or invalid (404 when it is not the member's)",
    params: z.object({ id: recordId, phoneId: recordId }),
    body: ContactValidityDto,
    answer: { json: MemberPhoneDto },
  }),
  memberEmails: route({
    method: 'GET',
    path: '/api/Members/{id}/Emails',
    summary: "The member's e-mail addresses",
    params: id,
    answer: { json: z.array(MemberEmailDto) },
  }),
  setEmailValidity: route({
    method: 'PUT',
    path: '/api/Members/{id}/Emails/{emailId}',
    summary: "Mark an e-mail address valid or invalid (404 when it is not the member's)",
    params: z.object({ id: recordId, emailId: recordId }),
    body: ContactValidityDto,
    answer: { json: MemberEmailDto },
  }),
  memberCommunications: route({
    method: 'GET',
    path: '/api/Members/{id}/Communications',
    summary: "The member's communications (calls logged from call lists among them), newest first",
    params: id,
    answer: { json: z.array(MemberCommunicationDto) },
  }),
  updateCommunication: route({
    method: 'PUT',
    path: '/api/Members/{id}/Communications/{communicationId}',
    summary: "Record a call's outcome and conversation (only the employee who made the call; 403 otherwise)",
    params: z.object({ id: recordId, communicationId: recordId }),
    body: CommunicationUpdateDto,
    answer: { json: MemberCommunicationDto },
  }),
  memberHospitalCensus: route({
    method: 'GET',
    path: '/api/Members/{id}/HospitalCensus',
    summary: "The member's hospital admissions, newest first",
    params: id,
    answer: { json: z.array(HospitalCensusDto) },
  }),
  memberAppointments: route({
    method: 'GET',
    path: '/api/Members/{id}/Appointments',
    summary: "The member's appointments, newest first",
    params: id,
    answer: { json: z.array(MemberAppointmentDto) },
  }),
  memberDropInLogs: route({
    method: 'GET',
    path: '/api/Members/{id}/DropInLogs',
    summary: "The member's drop-in eligibility changes, newest first",
    params: id,
    answer: { json: z.array(DropInLogDto) },
  }),
  createDropInLog: route({
    method: 'POST',
    path: '/api/Members/DropInLogs',
    summary: 'Make a member ineligible for drop-ins (reason required) or eligible again (note required); 422 when it already is',
    body: DropInLogCreateDto,
    answer: { json: DropInLogDto },
  }),
  dropInIneligibleReasons: route({
    method: 'GET',
    path: '/api/Members/DropInIneligibleReasons',
    summary: 'Reasons a member can be made ineligible for drop-ins',
    answer: { json: z.array(z.string()) },
    cache: 'shared',
  }),
  memberRedBoxErrors: route({
    method: 'GET',
    path: '/api/Members/{id}/RedBoxErrors',
    summary: "The member's red box errors, newest first",
    params: id,
    answer: { json: z.array(RedBoxErrorDto) },
  }),
  createRedBoxError: route({
    method: 'POST',
    path: '/api/Members/{id}/RedBoxErrors',
    summary: 'Report a red box error (422 within 3 days of the latest one)',
    params: id,
    answer: { json: RedBoxErrorDto },
  }),
  memberDncLogs: route({
    method: 'GET',
    path: '/api/Members/{id}/DNCLogs',
    summary: "The member's DNC requests, newest first",
    params: id,
    answer: { json: z.array(DncLogDto) },
  }),
  sendEligibilityInquiry: route({
    method: 'POST',
    path: '/api/FreshService/EligibilityInquiryRequest',
    summary: 'Open an eligibility inquiry ticket; answers the ticket number (shown as INC-<number>)',
    body: EligibilityInquiryDto,
    answer: { json: z.number().int() },
  }),

  // Member intake
  createMember: route({
    method: 'POST',
    path: '/api/Members',
    summary:
      'Add a member (eligible, not engaged) with its address, phone and e-mail rows; the office is the neighborhood of the zip or county in the market, if one is found. 422 when the rule fails or the payer already has a member with this member id',
    body: MemberCreateDto,
    answer: { json: CreatedMemberDto },
  }),

  // The approval queues' change feed (a service token with the approvals.changes scope)
  approvalChanges: route({
    method: 'GET',
    path: '/api/Changes',
    summary:
      "Rows of the approval queues changed after a position, oldest first, at most 500: answered at once when there are any, else when one happens or waitMs has passed (long poll). For the gateway's service token (scope approvals.changes); user tokens are refused",
    query: ApprovalChangesQuery,
    answer: { json: ApprovalChangesDto },
  }),

  // OData
  membersOdata: route({
    method: 'GET',
    path: '/odata/MembersOdata',
    summary: 'Members, OData v4 ($filter, $orderby, $skip, $top, $count, $select, $expand)',
    query: odataQuery,
    answer: { json: odataCollection(MemberDto.partial()) },
  }),

  ...marketAssignmentRoutes,
  ...hospitalRoutes,
  ...neighborhoodRoutes,
  ...referenceDataRoutes,
  ...geoRoutes,
  ...lookupRoutes,
  ...metricsRoutes,
  ...availabilityRoutes,
  ...territoryRoutes,
  ...fileRoutes,
  ...analyticsRoutes,
  ...reportRoutes,
  ...medicalRecordRoutes,
  ...bulkRoutes,
} satisfies Record<string, RouteContract>;

export type { HttpMethod, RouteContract } from './contract.ts';
