/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A permission claim on the user's identity token. */
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

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { uid: string, name: string | null, email: string | null, claims: Array<Claim>, employee: { id: string, fullName: string, marketAssignments: Array<{ id: string, assignmentTypeId: number }> } | null } };

export type ViewerCapabilitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerCapabilitiesQuery = { viewer: { can: { manageCampaigns: boolean, exportClaims: boolean, exportMembers: boolean, bulkApproveTerms: boolean, downloadMailingList: boolean, downloadTerminationOverview: boolean, downloadDncReport: boolean, downloadTransferReport: boolean, readAuditTrail: boolean, addMember: boolean } } };


export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"marketAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentTypeId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const ViewerCapabilitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerCapabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageCampaigns"}},{"kind":"Field","name":{"kind":"Name","value":"exportClaims"}},{"kind":"Field","name":{"kind":"Name","value":"exportMembers"}},{"kind":"Field","name":{"kind":"Name","value":"bulkApproveTerms"}},{"kind":"Field","name":{"kind":"Name","value":"downloadMailingList"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTerminationOverview"}},{"kind":"Field","name":{"kind":"Name","value":"downloadDncReport"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTransferReport"}},{"kind":"Field","name":{"kind":"Name","value":"readAuditTrail"}},{"kind":"Field","name":{"kind":"Name","value":"addMember"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerCapabilitiesQuery, ViewerCapabilitiesQueryVariables>;