/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A permission claim on the user's identity token. */
export type Claim =
  /** `admin`: administers the tool (adds hospital facilities, edits reference data); granted and seen only by a superAdmin. */
  | 'ADMIN'
  /** `call-list-mgmt`: manages campaigns (agents, variables, scoring) and call-list filters, and works every campaign's list. */
  | 'CALL_LIST_MGMT'
  /** `dataMgmt` (data management): the Data Mgmt bulk flows, reference records (counties, contracts, cohorts), member exports and member data. */
  | 'DATA_MGMT'
  /** `deattribution-mgmt`: decides member deattribution (term) requests at any stage and approves the operations manager's terms in bulk. */
  | 'DEATTRIBUTION_MGMT'
  /** `dnc-mgmt`: decides do-not-contact requests (its own requests are processed at once) and generates the DNC report. */
  | 'DNC_MGMT'
  /** `eus` (end-user support): the admin menu and users' permissions (the Users page). */
  | 'EUS'
  /** `med-records`: requests CCD and progress-note extracts and downloads them. */
  | 'MED_RECORDS'
  /** `nh-mgmt` (neighborhood management): adds and edits neighborhoods, changes market assignments and runs the bulk neighborhood update. */
  | 'NH_MGMT'
  /** `os-team`: member of the operations support team. */
  | 'OS_TEAM'
  /** `provider-mgmt`: sees the providers' full columns and, together with nh-mgmt, edits provider details. */
  | 'PROVIDER_MGMT'
  /** `pt-mgmt` (patient management): changes member offices, marks contact details valid or invalid and, with dataMgmt, bulk-updates phone numbers. */
  | 'PT_MGMT'
  /** `superAdmin`: everything an admin can do, plus the audit trail, the developer pages, the claims export and granting admin claims. */
  | 'SUPER_ADMIN'
  /** `transfer-mgmt`: decides patient transfer requests and generates the transfer report. */
  | 'TRANSFER_MGMT';

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { uid: string, name: string | null, email: string | null, claims: Array<Claim>, employee: { id: string, fullName: string, marketAssignments: Array<{ id: string, assignmentTypeId: string }> } | null } };

export type ViewerCapabilitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerCapabilitiesQuery = { viewer: { can: { manageCampaigns: boolean, exportClaims: boolean, exportMembers: boolean, bulkApproveTerms: boolean, downloadMailingList: boolean, downloadTerminationOverview: boolean, downloadDncReport: boolean, downloadTransferReport: boolean, readAuditTrail: boolean, addMember: boolean, runClosestOfficeReport: { allowed: boolean, reason: string | null }, runMemberOfficeRangesReport: { allowed: boolean, reason: string | null }, runVcRangesReport: { allowed: boolean, reason: string | null }, bulkUpdateNeighborhoods: { allowed: boolean, reason: string | null }, runRedBoxErrorsReport: { allowed: boolean, reason: string | null }, runMarketMembersExport: { allowed: boolean, reason: string | null }, runDropIneligibleReport: { allowed: boolean, reason: string | null }, runSubmittedForTermReport: { allowed: boolean, reason: string | null }, runNextVisitReport: { allowed: boolean, reason: string | null }, runWeeklyConversionRateReport: { allowed: boolean, reason: string | null }, requestMedicalRecords: { allowed: boolean, reason: string | null } } } };


export const ViewerDocument = {"__meta__":{"hash":"b3ff1541bc138ba0a9fe5eec327c4d743051e06fa46b7ba7c114092e1004adc9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"marketAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignmentTypeId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const ViewerCapabilitiesDocument = {"__meta__":{"hash":"f85469d8e89eac44a72f0d4b2bf408b14fa7589ee593d845d46fab92406f75df"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerCapabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageCampaigns"}},{"kind":"Field","name":{"kind":"Name","value":"exportClaims"}},{"kind":"Field","name":{"kind":"Name","value":"exportMembers"}},{"kind":"Field","name":{"kind":"Name","value":"bulkApproveTerms"}},{"kind":"Field","name":{"kind":"Name","value":"downloadMailingList"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTerminationOverview"}},{"kind":"Field","name":{"kind":"Name","value":"downloadDncReport"}},{"kind":"Field","name":{"kind":"Name","value":"downloadTransferReport"}},{"kind":"Field","name":{"kind":"Name","value":"readAuditTrail"}},{"kind":"Field","name":{"kind":"Name","value":"addMember"}},{"kind":"Field","name":{"kind":"Name","value":"runClosestOfficeReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runMemberOfficeRangesReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runVcRangesReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateNeighborhoods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runRedBoxErrorsReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runMarketMembersExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runDropIneligibleReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runSubmittedForTermReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runNextVisitReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runWeeklyConversionRateReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestMedicalRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ViewerCapabilitiesQuery, ViewerCapabilitiesQueryVariables>;