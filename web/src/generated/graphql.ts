/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CampaignInput = {
  /** Omit or null for every market. */
  marketId?: string | number | null | undefined;
  name: string;
  note: string;
  numAgentsAssigned?: number;
  restDays: number;
  typeId: string | number;
};

export type CampaignVariableInput = {
  optionId: string | number;
  points: number;
  value: string;
};

/** A permission claim on the user's identity token (spec 1 §6). */
export type Claim =
  | 'ADMIN'
  | 'CALL_LIST_MGMT'
  | 'DATA_MGMT'
  | 'DEATTRIBUTION_MGMT'
  | 'DNC_MGMT'
  | 'EUS'
  | 'MED_RECORDS'
  | 'NH_MGMT'
  | 'OS_TEAM'
  | 'PROVIDER_MGMT'
  | 'PT_MGMT'
  | 'SUPER_ADMIN'
  | 'TRANSFER_MGMT';

/** How a table filter compares its value. */
export type MatchMode =
  | 'CONTAINS'
  | 'DATE_AFTER'
  | 'DATE_BEFORE'
  | 'DATE_IS'
  | 'DATE_IS_NOT'
  | 'ENDS_WITH'
  | 'EQUALS'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  /** value is a list (values) */
  | 'IN'
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'NOT_CONTAINS'
  | 'NOT_EQUALS'
  | 'STARTS_WITH';

/** Fields of a member that the members table filters and sorts on. */
export type MemberField =
  | 'AANEEL_ID'
  | 'ADDRESS'
  | 'CITY'
  | 'COHORT_ID'
  | 'COUNTY'
  | 'DATE_OF_BIRTH'
  | 'DECEASED_DATE'
  | 'DNC_PHONE'
  | 'DROPIN_INELIGIBLE'
  | 'ELIGIBLE'
  | 'EMAIL'
  | 'ENGAGED'
  | 'ENGAGED_DATE'
  | 'FIRST_NAME'
  | 'FULL_NAME'
  | 'GENDER'
  | 'HOME_PHONE'
  | 'ID'
  | 'LAST_NAME'
  | 'MARKET_ID'
  | 'MBI'
  | 'MEMBER_ID'
  | 'MOBILE_PHONE'
  /** Full name or Aaneel id (filter only: CONTAINS matches if either contains the value). */
  | 'NAME_OR_AANEEL_ID'
  | 'OFFICE_ID'
  | 'PAYER_ID'
  | 'PENDING_DNC'
  | 'PENDING_TRANSITION'
  /** Any of home, work or mobile phone (filter only: CONTAINS matches if one of the three contains the value). */
  | 'PHONE'
  | 'PLAN_ID'
  | 'RISK_TYPE_ID'
  | 'STATE'
  | 'TERM_DATE'
  | 'TERM_REASON_ID'
  | 'WORK_PHONE'
  | 'ZIP';

/**
 * One column filter. `value` for single-value match modes; `values` for IN. Text fields accept
 * EQUALS, NOT_EQUALS, CONTAINS, NOT_CONTAINS, STARTS_WITH, ENDS_WITH, IN; ids EQUALS, NOT_EQUALS, IN;
 * dates DATE_IS, DATE_IS_NOT, DATE_BEFORE, DATE_AFTER and comparisons (yyyy-mm-dd); flags EQUALS,
 * NOT_EQUALS ("true"/"false"). Anything else is the error 'Unsupported match mode'.
 */
export type MemberFilter = {
  field: MemberField;
  matchMode: MatchMode;
  value?: string | null | undefined;
  values?: Array<string> | null | undefined;
};

export type MemberSort = {
  direction?: SortDirection;
  field: MemberField;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** Create Ticket payload (spec 1 §8). Validated by the shared supportTicketRule. */
export type SupportTicketInput = {
  /** The tool (page) where the error happened. */
  erroredTool: string;
  fileName?: string | null | undefined;
  /** Recent client log lines, attached to the ticket. */
  logs?: Array<string> | null | undefined;
  requestor: string;
  subject: string;
  /** Steps To Replicate. */
  userNotes: string;
};

/** Market edit form (spec 4 §5). Validated by the shared marketEditRule. */
export type UpdateMarketInput = {
  address: string;
  city: string;
  faxDriveEmail?: string | null | undefined;
  faxDriveId?: string | null | undefined;
  /** Exactly 10 digits. */
  phone: string;
  quantaFloDriveId?: string | null | undefined;
  stateAbbrev?: string | null | undefined;
  /** At least 5 digits. */
  zipCode: string;
};

export type CallListFilterRowFragment = { id: string, name: string, addedBy: string, addedAt: string, memberCount: number, campaignId: string | null, campaignName: string | null, isExclusive: boolean, isGlobal: boolean };

export type CallListFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type CallListFiltersQuery = { callListFilters: Array<{ id: string, name: string, addedBy: string, addedAt: string, memberCount: number, campaignId: string | null, campaignName: string | null, isExclusive: boolean, isGlobal: boolean }> };

export type DeleteCallListFilterMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCallListFilterMutation = { deleteCallListFilter: Array<{ id: string, name: string, addedBy: string, addedAt: string, memberCount: number, campaignId: string | null, campaignName: string | null, isExclusive: boolean, isGlobal: boolean }> };

export type MyCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCampaignsQuery = { myCampaigns: Array<{ id: string, name: string }> };

export type CallListViewFragment = { campaignId: string, listDate: string, version: number, generatedAt: string, size: number, entries: Array<{ memberId: string, aaneelId: string, fullName: string, points: number, primaryDriver: string | null, lastCallAttempt: string | null }> };

export type CallListLiveSubscriptionVariables = Exact<{
  campaignId: string | number;
}>;


export type CallListLiveSubscription = { callList: { campaignId: string, listDate: string, version: number, generatedAt: string, size: number, entries: Array<{ memberId: string, aaneelId: string, fullName: string, points: number, primaryDriver: string | null, lastCallAttempt: string | null }> } };

export type LogCallMutationVariables = Exact<{
  campaignId: string | number;
  memberId: string | number;
}>;


export type LogCallMutation = { logCall: { campaignId: string, memberId: string, poppedAt: string } };

export type MyCallHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCallHistoryQuery = { myCallHistory: Array<{ campaignId: string, campaignName: string, memberId: string, aaneelId: string, fullName: string, neighborhood: string | null, payer: string, points: number, primaryDriver: string | null, calledAt: string }> };

export type CampaignTypeInfoFragment = { id: string, type: string, isDialer: boolean, needsMemberList: boolean, documentationUrl: string | null };

export type CampaignSummaryFragment = { id: string, name: string, note: string, active: boolean, createdAt: string, deactivatedAt: string | null, restDays: number, numAgentsAssigned: number, isExclusive: boolean, type: { id: string, type: string, isDialer: boolean, needsMemberList: boolean, documentationUrl: string | null }, market: { id: string, name: string } | null, viewerCan: { manage: boolean } };

export type CampaignCountsInfoFragment = { wasCalled: number, listSize: number, ineligMembers0score: number, ineligMembers: number };

export type CampaignVariableRowFragment = { id: string, campaignId: string, value: string, valueShown: string, points: number, createdAt: string, option: { id: string, name: string, valueType: string, active: boolean } };

export type CampaignAssignmentRowFragment = { id: string, campaignId: string, employeeId: number, employeeName: string, createdBy: string, createdAt: string };

export type CampaignPickerQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignPickerQuery = { campaigns: Array<{ id: string, name: string, active: boolean }> };

export type CampaignFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignFormOptionsQuery = { campaignTypes: Array<{ id: string, type: string, isDialer: boolean, needsMemberList: boolean, documentationUrl: string | null }>, markets: Array<{ id: string, name: string, active: boolean }> };

export type CampaignDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignDetailQuery = { campaign: { id: string, name: string, note: string, active: boolean, createdAt: string, deactivatedAt: string | null, restDays: number, numAgentsAssigned: number, isExclusive: boolean, type: { id: string, type: string, isDialer: boolean, needsMemberList: boolean, documentationUrl: string | null }, market: { id: string, name: string } | null, viewerCan: { manage: boolean } } | null };

export type CampaignCountsQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignCountsQuery = { campaign: { id: string, counts: { wasCalled: number, listSize: number, ineligMembers0score: number, ineligMembers: number } } | null };

export type CampaignVariablesQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignVariablesQuery = { campaign: { id: string, variables: Array<{ id: string, campaignId: string, value: string, valueShown: string, points: number, createdAt: string, option: { id: string, name: string, valueType: string, active: boolean } }> } | null, campaignOptions: Array<{ id: string, name: string, valueType: string, active: boolean }> };

export type CampaignBreakdownQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignBreakdownQuery = { campaign: { id: string, breakdown: Array<{ community: string, numEligibleMembers: number, numCalledToday: number, onListYesterday: number, newAdditionsToList: number, totalMembers: number, earlyMorningTimeGate: number, earlyAfternoonTimeGate: number, afternoonTimeGate: number, eveningTimeGate: number, exhaustHours: number, earlyMorningExhaustHours: number, earlyAfternoonExhaustHours: number, afternoonExhaustHours: number, eveningExhaustHours: number }> } | null };

export type CampaignAssignmentsQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignAssignmentsQuery = { campaign: { id: string, assignments: Array<{ id: string, campaignId: string, employeeId: number, employeeName: string, createdBy: string, createdAt: string }> } | null };

export type CampaignAgentCandidatesQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignAgentCandidatesQuery = { employees: Array<{ id: string, fullName: string, archived: boolean }> };

export type CreateCampaignMutationVariables = Exact<{
  input: CampaignInput;
}>;


export type CreateCampaignMutation = { createCampaign: { id: string, name: string, note: string, active: boolean, createdAt: string, deactivatedAt: string | null, restDays: number, numAgentsAssigned: number, isExclusive: boolean, type: { id: string, type: string, isDialer: boolean, needsMemberList: boolean, documentationUrl: string | null }, market: { id: string, name: string } | null, viewerCan: { manage: boolean } } };

export type UpdateCampaignMutationVariables = Exact<{
  id: string | number;
  input: CampaignInput;
}>;


export type UpdateCampaignMutation = { updateCampaign: { id: string, name: string, note: string, active: boolean, createdAt: string, deactivatedAt: string | null, restDays: number, numAgentsAssigned: number, isExclusive: boolean, type: { id: string, type: string, isDialer: boolean, needsMemberList: boolean, documentationUrl: string | null }, market: { id: string, name: string } | null, viewerCan: { manage: boolean } } };

export type DeactivateCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type DeactivateCampaignMutation = { deactivateCampaign: { id: string, name: string, note: string, active: boolean, createdAt: string, deactivatedAt: string | null, restDays: number, numAgentsAssigned: number, isExclusive: boolean, type: { id: string, type: string, isDialer: boolean, needsMemberList: boolean, documentationUrl: string | null }, market: { id: string, name: string } | null, viewerCan: { manage: boolean } } };

export type CreateCampaignVariableMutationVariables = Exact<{
  campaignId: string | number;
  input: CampaignVariableInput;
}>;


export type CreateCampaignVariableMutation = { createCampaignVariable: { id: string, variables: Array<{ id: string, campaignId: string, value: string, valueShown: string, points: number, createdAt: string, option: { id: string, name: string, valueType: string, active: boolean } }> } };

export type UpdateCampaignVariableMutationVariables = Exact<{
  variableId: string | number;
  campaignId: string | number;
  input: CampaignVariableInput;
}>;


export type UpdateCampaignVariableMutation = { updateCampaignVariable: { id: string, variables: Array<{ id: string, campaignId: string, value: string, valueShown: string, points: number, createdAt: string, option: { id: string, name: string, valueType: string, active: boolean } }> } };

export type DeleteCampaignVariableMutationVariables = Exact<{
  variableId: string | number;
  campaignId: string | number;
}>;


export type DeleteCampaignVariableMutation = { deleteCampaignVariable: { id: string, variables: Array<{ id: string, campaignId: string, value: string, valueShown: string, points: number, createdAt: string, option: { id: string, name: string, valueType: string, active: boolean } }> } };

export type AssignCampaignAgentMutationVariables = Exact<{
  campaignId: string | number;
  employeeId: number;
}>;


export type AssignCampaignAgentMutation = { assignCampaignAgent: { id: string, assignments: Array<{ id: string, campaignId: string, employeeId: number, employeeName: string, createdBy: string, createdAt: string }> } };

export type UnassignCampaignAgentMutationVariables = Exact<{
  assignmentId: string | number;
}>;


export type UnassignCampaignAgentMutation = { unassignCampaignAgent: { id: string, assignments: Array<{ id: string, campaignId: string, employeeId: number, employeeName: string, createdBy: string, createdAt: string }> } };

export type RescoreCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type RescoreCampaignMutation = { rescoreCampaign: { campaign: { id: string, counts: { wasCalled: number, listSize: number, ineligMembers0score: number, ineligMembers: number } }, scores: Array<{ memberId: string, primaryDriver: string | null, points: number }> } };

export type ResetExhaustedMembersMutationVariables = Exact<{
  id: string | number;
}>;


export type ResetExhaustedMembersMutation = { resetExhaustedMembers: { membersReset: number, campaign: { id: string, counts: { wasCalled: number, listSize: number, ineligMembers0score: number, ineligMembers: number } } } };

export type MarketRowFragment = { id: string, name: string, officePrefix: string, active: boolean, address: string | null, city: string | null, stateAbbrev: string | null, zipCode: string | null, phone: string | null, faxDriveEmail: string | null, faxDriveId: string | null, quantaFloDriveId: string | null };

export type MarketsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketsQuery = { markets: Array<{ id: string, name: string, officePrefix: string, active: boolean, address: string | null, city: string | null, stateAbbrev: string | null, zipCode: string | null, phone: string | null, faxDriveEmail: string | null, faxDriveId: string | null, quantaFloDriveId: string | null, viewerCan: { update: boolean } }> };

export type UpdateMarketMutationVariables = Exact<{
  id: string | number;
  input: UpdateMarketInput;
}>;


export type UpdateMarketMutation = { updateMarket: { id: string, name: string, officePrefix: string, active: boolean, address: string | null, city: string | null, stateAbbrev: string | null, zipCode: string | null, phone: string | null, faxDriveEmail: string | null, faxDriveId: string | null, quantaFloDriveId: string | null } };

export type MembersSearchQueryVariables = Exact<{
  filters?: Array<MemberFilter> | MemberFilter | null | undefined;
  sort?: Array<MemberSort> | MemberSort | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type MembersSearchQuery = { members: { totalCount: number, nodes: Array<{ id: string, aaneelId: string, fullName: string, dateOfBirth: string, memberId: string, homePhone: string | null, workPhone: string | null, mobilePhone: string | null, email: string | null, eligible: boolean, market: { id: string, name: string } | null }> } };

export type UsersQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersQuery = { users: Array<{ uid: string, displayName: string | null }> };

export type UserAccessFragment = { uid: string, displayName: string | null, email: string | null, active: boolean, claims: Array<Claim>, viewerCan: { grantClaims: boolean } };

export type UserClaimsQueryVariables = Exact<{
  uid: string | number;
}>;


export type UserClaimsQuery = { user: { uid: string, displayName: string | null, email: string | null, active: boolean, claims: Array<Claim>, viewerCan: { grantClaims: boolean } } | null };

export type ClaimCatalogQueryVariables = Exact<{ [key: string]: never; }>;


export type ClaimCatalogQuery = { claims: Array<{ claim: Claim, key: string, name: string, description: string, viewerCanGrant: boolean }> };

export type GrantClaimMutationVariables = Exact<{
  uid: string | number;
  claim: Claim;
}>;


export type GrantClaimMutation = { grantClaim: { uid: string, displayName: string | null, email: string | null, active: boolean, claims: Array<Claim>, viewerCan: { grantClaims: boolean } } };

export type RevokeClaimMutationVariables = Exact<{
  uid: string | number;
  claim: Claim;
}>;


export type RevokeClaimMutation = { revokeClaim: { uid: string, displayName: string | null, email: string | null, active: boolean, claims: Array<Claim>, viewerCan: { grantClaims: boolean } } };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { uid: string, name: string | null, email: string | null, claims: Array<Claim>, employee: { id: string, fullName: string } | null } };

export type CreateSupportTicketMutationVariables = Exact<{
  input: SupportTicketInput;
}>;


export type CreateSupportTicketMutation = { createSupportTicket: { id: string } };

export const CallListFilterRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallListFilterRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallListFilter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addedBy"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"isExclusive"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}}]}}]} as unknown as DocumentNode<CallListFilterRowFragment, unknown>;
export const CallListViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallListView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"listDate"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"aaneelId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDriver"}},{"kind":"Field","name":{"kind":"Name","value":"lastCallAttempt"}}]}}]}}]} as unknown as DocumentNode<CallListViewFragment, unknown>;
export const CampaignTypeInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignTypeInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDialer"}},{"kind":"Field","name":{"kind":"Name","value":"needsMemberList"}},{"kind":"Field","name":{"kind":"Name","value":"documentationUrl"}}]}}]} as unknown as DocumentNode<CampaignTypeInfoFragment, unknown>;
export const CampaignSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restDays"}},{"kind":"Field","name":{"kind":"Name","value":"numAgentsAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"isExclusive"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignTypeInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignTypeInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDialer"}},{"kind":"Field","name":{"kind":"Name","value":"needsMemberList"}},{"kind":"Field","name":{"kind":"Name","value":"documentationUrl"}}]}}]} as unknown as DocumentNode<CampaignSummaryFragment, unknown>;
export const CampaignCountsInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignCountsInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallListCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wasCalled"}},{"kind":"Field","name":{"kind":"Name","value":"listSize"}},{"kind":"Field","name":{"kind":"Name","value":"ineligMembers0score"}},{"kind":"Field","name":{"kind":"Name","value":"ineligMembers"}}]}}]} as unknown as DocumentNode<CampaignCountsInfoFragment, unknown>;
export const CampaignVariableRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignVariableRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignVariable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueShown"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"option"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<CampaignVariableRowFragment, unknown>;
export const CampaignAssignmentRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignAssignmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CampaignAssignmentRowFragment, unknown>;
export const MarketRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"officePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateAbbrev"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"faxDriveEmail"}},{"kind":"Field","name":{"kind":"Name","value":"faxDriveId"}},{"kind":"Field","name":{"kind":"Name","value":"quantaFloDriveId"}}]}}]} as unknown as DocumentNode<MarketRowFragment, unknown>;
export const UserAccessFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserAccess"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantClaims"}}]}}]}}]} as unknown as DocumentNode<UserAccessFragment, unknown>;
export const CallListFiltersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CallListFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callListFilters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallListFilterRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallListFilterRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallListFilter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addedBy"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"isExclusive"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}}]}}]} as unknown as DocumentNode<CallListFiltersQuery, CallListFiltersQueryVariables>;
export const DeleteCallListFilterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCallListFilter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCallListFilter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallListFilterRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallListFilterRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallListFilter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addedBy"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"isExclusive"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}}]}}]} as unknown as DocumentNode<DeleteCallListFilterMutation, DeleteCallListFilterMutationVariables>;
export const MyCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MyCampaignsQuery, MyCampaignsQueryVariables>;
export const CallListLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CallListLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CallListView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CallListView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"listDate"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"aaneelId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDriver"}},{"kind":"Field","name":{"kind":"Name","value":"lastCallAttempt"}}]}}]}}]} as unknown as DocumentNode<CallListLiveSubscription, CallListLiveSubscriptionVariables>;
export const LogCallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logCall"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"poppedAt"}}]}}]}}]} as unknown as DocumentNode<LogCallMutation, LogCallMutationVariables>;
export const MyCallHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCallHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCallHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"aaneelId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"neighborhood"}},{"kind":"Field","name":{"kind":"Name","value":"payer"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDriver"}},{"kind":"Field","name":{"kind":"Name","value":"calledAt"}}]}}]}}]} as unknown as DocumentNode<MyCallHistoryQuery, MyCallHistoryQueryVariables>;
export const CampaignPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignPicker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<CampaignPickerQuery, CampaignPickerQueryVariables>;
export const CampaignFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignTypeInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"markets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignTypeInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDialer"}},{"kind":"Field","name":{"kind":"Name","value":"needsMemberList"}},{"kind":"Field","name":{"kind":"Name","value":"documentationUrl"}}]}}]} as unknown as DocumentNode<CampaignFormOptionsQuery, CampaignFormOptionsQueryVariables>;
export const CampaignDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignTypeInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDialer"}},{"kind":"Field","name":{"kind":"Name","value":"needsMemberList"}},{"kind":"Field","name":{"kind":"Name","value":"documentationUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restDays"}},{"kind":"Field","name":{"kind":"Name","value":"numAgentsAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"isExclusive"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignTypeInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}}]} as unknown as DocumentNode<CampaignDetailQuery, CampaignDetailQueryVariables>;
export const CampaignCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignCountsInfo"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignCountsInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallListCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wasCalled"}},{"kind":"Field","name":{"kind":"Name","value":"listSize"}},{"kind":"Field","name":{"kind":"Name","value":"ineligMembers0score"}},{"kind":"Field","name":{"kind":"Name","value":"ineligMembers"}}]}}]} as unknown as DocumentNode<CampaignCountsQuery, CampaignCountsQueryVariables>;
export const CampaignVariablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignVariables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignVariableRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaignOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignVariableRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignVariable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueShown"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"option"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<CampaignVariablesQuery, CampaignVariablesQueryVariables>;
export const CampaignBreakdownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignBreakdown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"community"}},{"kind":"Field","name":{"kind":"Name","value":"numEligibleMembers"}},{"kind":"Field","name":{"kind":"Name","value":"numCalledToday"}},{"kind":"Field","name":{"kind":"Name","value":"onListYesterday"}},{"kind":"Field","name":{"kind":"Name","value":"newAdditionsToList"}},{"kind":"Field","name":{"kind":"Name","value":"totalMembers"}},{"kind":"Field","name":{"kind":"Name","value":"earlyMorningTimeGate"}},{"kind":"Field","name":{"kind":"Name","value":"earlyAfternoonTimeGate"}},{"kind":"Field","name":{"kind":"Name","value":"afternoonTimeGate"}},{"kind":"Field","name":{"kind":"Name","value":"eveningTimeGate"}},{"kind":"Field","name":{"kind":"Name","value":"exhaustHours"}},{"kind":"Field","name":{"kind":"Name","value":"earlyMorningExhaustHours"}},{"kind":"Field","name":{"kind":"Name","value":"earlyAfternoonExhaustHours"}},{"kind":"Field","name":{"kind":"Name","value":"afternoonExhaustHours"}},{"kind":"Field","name":{"kind":"Name","value":"eveningExhaustHours"}}]}}]}}]}}]} as unknown as DocumentNode<CampaignBreakdownQuery, CampaignBreakdownQueryVariables>;
export const CampaignAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignAssignmentRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignAssignmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CampaignAssignmentsQuery, CampaignAssignmentsQueryVariables>;
export const CampaignAgentCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignAgentCandidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<CampaignAgentCandidatesQuery, CampaignAgentCandidatesQueryVariables>;
export const CreateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignTypeInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDialer"}},{"kind":"Field","name":{"kind":"Name","value":"needsMemberList"}},{"kind":"Field","name":{"kind":"Name","value":"documentationUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restDays"}},{"kind":"Field","name":{"kind":"Name","value":"numAgentsAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"isExclusive"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignTypeInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}}]} as unknown as DocumentNode<CreateCampaignMutation, CreateCampaignMutationVariables>;
export const UpdateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignTypeInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDialer"}},{"kind":"Field","name":{"kind":"Name","value":"needsMemberList"}},{"kind":"Field","name":{"kind":"Name","value":"documentationUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restDays"}},{"kind":"Field","name":{"kind":"Name","value":"numAgentsAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"isExclusive"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignTypeInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}}]} as unknown as DocumentNode<UpdateCampaignMutation, UpdateCampaignMutationVariables>;
export const DeactivateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignTypeInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDialer"}},{"kind":"Field","name":{"kind":"Name","value":"needsMemberList"}},{"kind":"Field","name":{"kind":"Name","value":"documentationUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deactivatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restDays"}},{"kind":"Field","name":{"kind":"Name","value":"numAgentsAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"isExclusive"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignTypeInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}}]} as unknown as DocumentNode<DeactivateCampaignMutation, DeactivateCampaignMutationVariables>;
export const CreateCampaignVariableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCampaignVariable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignVariableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCampaignVariable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignVariableRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignVariableRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignVariable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueShown"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"option"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<CreateCampaignVariableMutation, CreateCampaignVariableMutationVariables>;
export const UpdateCampaignVariableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCampaignVariable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variableId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignVariableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCampaignVariable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"variableId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variableId"}}},{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignVariableRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignVariableRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignVariable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueShown"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"option"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<UpdateCampaignVariableMutation, UpdateCampaignVariableMutationVariables>;
export const DeleteCampaignVariableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCampaignVariable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variableId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCampaignVariable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"variableId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variableId"}}},{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignVariableRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignVariableRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignVariable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"valueShown"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"option"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<DeleteCampaignVariableMutation, DeleteCampaignVariableMutationVariables>;
export const AssignCampaignAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignCampaignAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignCampaignAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignAssignmentRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignAssignmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AssignCampaignAgentMutation, AssignCampaignAgentMutationVariables>;
export const UnassignCampaignAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnassignCampaignAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignCampaignAgent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assignmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignAssignmentRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignAssignmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UnassignCampaignAgentMutation, UnassignCampaignAgentMutationVariables>;
export const RescoreCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RescoreCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescoreCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignCountsInfo"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"primaryDriver"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignCountsInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallListCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wasCalled"}},{"kind":"Field","name":{"kind":"Name","value":"listSize"}},{"kind":"Field","name":{"kind":"Name","value":"ineligMembers0score"}},{"kind":"Field","name":{"kind":"Name","value":"ineligMembers"}}]}}]} as unknown as DocumentNode<RescoreCampaignMutation, RescoreCampaignMutationVariables>;
export const ResetExhaustedMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetExhaustedMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetExhaustedMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignCountsInfo"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"membersReset"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignCountsInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CallListCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wasCalled"}},{"kind":"Field","name":{"kind":"Name","value":"listSize"}},{"kind":"Field","name":{"kind":"Name","value":"ineligMembers0score"}},{"kind":"Field","name":{"kind":"Name","value":"ineligMembers"}}]}}]} as unknown as DocumentNode<ResetExhaustedMembersMutation, ResetExhaustedMembersMutationVariables>;
export const MarketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Markets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketRow"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"officePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateAbbrev"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"faxDriveEmail"}},{"kind":"Field","name":{"kind":"Name","value":"faxDriveId"}},{"kind":"Field","name":{"kind":"Name","value":"quantaFloDriveId"}}]}}]} as unknown as DocumentNode<MarketsQuery, MarketsQueryVariables>;
export const UpdateMarketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMarket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMarketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMarket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"officePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateAbbrev"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"faxDriveEmail"}},{"kind":"Field","name":{"kind":"Name","value":"faxDriveId"}},{"kind":"Field","name":{"kind":"Name","value":"quantaFloDriveId"}}]}}]} as unknown as DocumentNode<UpdateMarketMutation, UpdateMarketMutationVariables>;
export const MembersSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembersSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"aaneelId"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"homePhone"}},{"kind":"Field","name":{"kind":"Name","value":"workPhone"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"market"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MembersSearchQuery, MembersSearchQueryVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const UserClaimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserClaims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserAccess"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserAccess"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantClaims"}}]}}]}}]} as unknown as DocumentNode<UserClaimsQuery, UserClaimsQueryVariables>;
export const ClaimCatalogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClaimCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claim"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanGrant"}}]}}]}}]} as unknown as DocumentNode<ClaimCatalogQuery, ClaimCatalogQueryVariables>;
export const GrantClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claim"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Claim"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}},{"kind":"Argument","name":{"kind":"Name","value":"claim"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claim"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserAccess"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserAccess"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantClaims"}}]}}]}}]} as unknown as DocumentNode<GrantClaimMutation, GrantClaimMutationVariables>;
export const RevokeClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claim"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Claim"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}},{"kind":"Argument","name":{"kind":"Name","value":"claim"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claim"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserAccess"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserAccess"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantClaims"}}]}}]}}]} as unknown as DocumentNode<RevokeClaimMutation, RevokeClaimMutationVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const CreateSupportTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupportTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupportTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateSupportTicketMutation, CreateSupportTicketMutationVariables>;