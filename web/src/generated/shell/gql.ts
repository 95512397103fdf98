/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Viewer {\n  viewer {\n    uid\n    name\n    email\n    claims\n    employee {\n      id\n      fullName\n      marketAssignments {\n        id\n        assignmentTypeId\n      }\n    }\n  }\n}\n\nquery ViewerCapabilities {\n  viewer {\n    can {\n      manageCampaigns\n      exportClaims\n      exportMembers\n      bulkApproveTerms\n      downloadMailingList\n      downloadTerminationOverview\n      downloadDncReport\n      downloadTransferReport\n      readAuditTrail\n      addMember\n      runClosestOfficeReport {\n        allowed\n        reason\n      }\n      runMemberOfficeRangesReport {\n        allowed\n        reason\n      }\n      runVcRangesReport {\n        allowed\n        reason\n      }\n      bulkUpdateNeighborhoods {\n        allowed\n        reason\n      }\n      runRedBoxErrorsReport {\n        allowed\n        reason\n      }\n      runMarketMembersExport {\n        allowed\n        reason\n      }\n      runDropIneligibleReport {\n        allowed\n        reason\n      }\n      runSubmittedForTermReport {\n        allowed\n        reason\n      }\n      runNextVisitReport {\n        allowed\n        reason\n      }\n      runWeeklyConversionRateReport {\n        allowed\n        reason\n      }\n      requestMedicalRecords {\n        allowed\n        reason\n      }\n    }\n  }\n}": typeof types.ViewerDocument,
};
const documents: Documents = {
    "query Viewer {\n  viewer {\n    uid\n    name\n    email\n    claims\n    employee {\n      id\n      fullName\n      marketAssignments {\n        id\n        assignmentTypeId\n      }\n    }\n  }\n}\n\nquery ViewerCapabilities {\n  viewer {\n    can {\n      manageCampaigns\n      exportClaims\n      exportMembers\n      bulkApproveTerms\n      downloadMailingList\n      downloadTerminationOverview\n      downloadDncReport\n      downloadTransferReport\n      readAuditTrail\n      addMember\n      runClosestOfficeReport {\n        allowed\n        reason\n      }\n      runMemberOfficeRangesReport {\n        allowed\n        reason\n      }\n      runVcRangesReport {\n        allowed\n        reason\n      }\n      bulkUpdateNeighborhoods {\n        allowed\n        reason\n      }\n      runRedBoxErrorsReport {\n        allowed\n        reason\n      }\n      runMarketMembersExport {\n        allowed\n        reason\n      }\n      runDropIneligibleReport {\n        allowed\n        reason\n      }\n      runSubmittedForTermReport {\n        allowed\n        reason\n      }\n      runNextVisitReport {\n        allowed\n        reason\n      }\n      runWeeklyConversionRateReport {\n        allowed\n        reason\n      }\n      requestMedicalRecords {\n        allowed\n        reason\n      }\n    }\n  }\n}": types.ViewerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Viewer {\n  viewer {\n    uid\n    name\n    email\n    claims\n    employee {\n      id\n      fullName\n      marketAssignments {\n        id\n        assignmentTypeId\n      }\n    }\n  }\n}\n\nquery ViewerCapabilities {\n  viewer {\n    can {\n      manageCampaigns\n      exportClaims\n      exportMembers\n      bulkApproveTerms\n      downloadMailingList\n      downloadTerminationOverview\n      downloadDncReport\n      downloadTransferReport\n      readAuditTrail\n      addMember\n      runClosestOfficeReport {\n        allowed\n        reason\n      }\n      runMemberOfficeRangesReport {\n        allowed\n        reason\n      }\n      runVcRangesReport {\n        allowed\n        reason\n      }\n      bulkUpdateNeighborhoods {\n        allowed\n        reason\n      }\n      runRedBoxErrorsReport {\n        allowed\n        reason\n      }\n      runMarketMembersExport {\n        allowed\n        reason\n      }\n      runDropIneligibleReport {\n        allowed\n        reason\n      }\n      runSubmittedForTermReport {\n        allowed\n        reason\n      }\n      runNextVisitReport {\n        allowed\n        reason\n      }\n      runWeeklyConversionRateReport {\n        allowed\n        reason\n      }\n      requestMedicalRecords {\n        allowed\n        reason\n      }\n    }\n  }\n}"): (typeof documents)["query Viewer {\n  viewer {\n    uid\n    name\n    email\n    claims\n    employee {\n      id\n      fullName\n      marketAssignments {\n        id\n        assignmentTypeId\n      }\n    }\n  }\n}\n\nquery ViewerCapabilities {\n  viewer {\n    can {\n      manageCampaigns\n      exportClaims\n      exportMembers\n      bulkApproveTerms\n      downloadMailingList\n      downloadTerminationOverview\n      downloadDncReport\n      downloadTransferReport\n      readAuditTrail\n      addMember\n      runClosestOfficeReport {\n        allowed\n        reason\n      }\n      runMemberOfficeRangesReport {\n        allowed\n        reason\n      }\n      runVcRangesReport {\n        allowed\n        reason\n      }\n      bulkUpdateNeighborhoods {\n        allowed\n        reason\n      }\n      runRedBoxErrorsReport {\n        allowed\n        reason\n      }\n      runMarketMembersExport {\n        allowed\n        reason\n      }\n      runDropIneligibleReport {\n        allowed\n        reason\n      }\n      runSubmittedForTermReport {\n        allowed\n        reason\n      }\n      runNextVisitReport {\n        allowed\n        reason\n      }\n      runWeeklyConversionRateReport {\n        allowed\n        reason\n      }\n      requestMedicalRecords {\n        allowed\n        reason\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;