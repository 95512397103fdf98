/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export const MarketRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Market"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"officePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateAbbrev"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"faxDriveEmail"}},{"kind":"Field","name":{"kind":"Name","value":"faxDriveId"}},{"kind":"Field","name":{"kind":"Name","value":"quantaFloDriveId"}}]}}]} as unknown as DocumentNode<MarketRowFragment, unknown>;
export const UserAccessFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserAccess"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantClaims"}}]}}]}}]} as unknown as DocumentNode<UserAccessFragment, unknown>;
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