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
    "fragment MarketRow on Market {\n  id\n  name\n  officePrefix\n  active\n  address\n  city\n  stateAbbrev\n  zipCode\n  phone\n  faxDriveEmail\n  faxDriveId\n  quantaFloDriveId\n}\n\nquery Markets {\n  markets {\n    ...MarketRow\n    viewerCan {\n      update\n    }\n  }\n}\n\nmutation UpdateMarket($id: ID!, $input: UpdateMarketInput!) {\n  updateMarket(id: $id, input: $input) {\n    ...MarketRow\n  }\n}": typeof types.MarketRowFragmentDoc,
    "query MembersSearch($filters: [MemberFilter!], $sort: [MemberSort!], $skip: Int, $take: Int) {\n  members(filters: $filters, sort: $sort, skip: $skip, take: $take) {\n    totalCount\n    nodes {\n      id\n      aaneelId\n      fullName\n      dateOfBirth\n      memberId\n      homePhone\n      workPhone\n      mobilePhone\n      email\n      eligible\n      market {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.MembersSearchDocument,
    "query Users {\n  users {\n    uid\n    displayName\n  }\n}\n\nfragment UserAccess on User {\n  uid\n  displayName\n  email\n  active\n  claims\n  viewerCan {\n    grantClaims\n  }\n}\n\nquery UserClaims($uid: ID!) {\n  user(uid: $uid) {\n    ...UserAccess\n  }\n}\n\nquery ClaimCatalog {\n  claims {\n    claim\n    key\n    name\n    description\n    viewerCanGrant\n  }\n}\n\nmutation GrantClaim($uid: ID!, $claim: Claim!) {\n  grantClaim(uid: $uid, claim: $claim) {\n    ...UserAccess\n  }\n}\n\nmutation RevokeClaim($uid: ID!, $claim: Claim!) {\n  revokeClaim(uid: $uid, claim: $claim) {\n    ...UserAccess\n  }\n}": typeof types.UsersDocument,
    "query Viewer {\n  viewer {\n    uid\n    name\n    email\n    claims\n    employee {\n      id\n      fullName\n    }\n  }\n}": typeof types.ViewerDocument,
    "mutation CreateSupportTicket($input: SupportTicketInput!) {\n  createSupportTicket(input: $input) {\n    id\n  }\n}": typeof types.CreateSupportTicketDocument,
};
const documents: Documents = {
    "fragment MarketRow on Market {\n  id\n  name\n  officePrefix\n  active\n  address\n  city\n  stateAbbrev\n  zipCode\n  phone\n  faxDriveEmail\n  faxDriveId\n  quantaFloDriveId\n}\n\nquery Markets {\n  markets {\n    ...MarketRow\n    viewerCan {\n      update\n    }\n  }\n}\n\nmutation UpdateMarket($id: ID!, $input: UpdateMarketInput!) {\n  updateMarket(id: $id, input: $input) {\n    ...MarketRow\n  }\n}": types.MarketRowFragmentDoc,
    "query MembersSearch($filters: [MemberFilter!], $sort: [MemberSort!], $skip: Int, $take: Int) {\n  members(filters: $filters, sort: $sort, skip: $skip, take: $take) {\n    totalCount\n    nodes {\n      id\n      aaneelId\n      fullName\n      dateOfBirth\n      memberId\n      homePhone\n      workPhone\n      mobilePhone\n      email\n      eligible\n      market {\n        id\n        name\n      }\n    }\n  }\n}": types.MembersSearchDocument,
    "query Users {\n  users {\n    uid\n    displayName\n  }\n}\n\nfragment UserAccess on User {\n  uid\n  displayName\n  email\n  active\n  claims\n  viewerCan {\n    grantClaims\n  }\n}\n\nquery UserClaims($uid: ID!) {\n  user(uid: $uid) {\n    ...UserAccess\n  }\n}\n\nquery ClaimCatalog {\n  claims {\n    claim\n    key\n    name\n    description\n    viewerCanGrant\n  }\n}\n\nmutation GrantClaim($uid: ID!, $claim: Claim!) {\n  grantClaim(uid: $uid, claim: $claim) {\n    ...UserAccess\n  }\n}\n\nmutation RevokeClaim($uid: ID!, $claim: Claim!) {\n  revokeClaim(uid: $uid, claim: $claim) {\n    ...UserAccess\n  }\n}": types.UsersDocument,
    "query Viewer {\n  viewer {\n    uid\n    name\n    email\n    claims\n    employee {\n      id\n      fullName\n    }\n  }\n}": types.ViewerDocument,
    "mutation CreateSupportTicket($input: SupportTicketInput!) {\n  createSupportTicket(input: $input) {\n    id\n  }\n}": types.CreateSupportTicketDocument,
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
export function graphql(source: "fragment MarketRow on Market {\n  id\n  name\n  officePrefix\n  active\n  address\n  city\n  stateAbbrev\n  zipCode\n  phone\n  faxDriveEmail\n  faxDriveId\n  quantaFloDriveId\n}\n\nquery Markets {\n  markets {\n    ...MarketRow\n    viewerCan {\n      update\n    }\n  }\n}\n\nmutation UpdateMarket($id: ID!, $input: UpdateMarketInput!) {\n  updateMarket(id: $id, input: $input) {\n    ...MarketRow\n  }\n}"): (typeof documents)["fragment MarketRow on Market {\n  id\n  name\n  officePrefix\n  active\n  address\n  city\n  stateAbbrev\n  zipCode\n  phone\n  faxDriveEmail\n  faxDriveId\n  quantaFloDriveId\n}\n\nquery Markets {\n  markets {\n    ...MarketRow\n    viewerCan {\n      update\n    }\n  }\n}\n\nmutation UpdateMarket($id: ID!, $input: UpdateMarketInput!) {\n  updateMarket(id: $id, input: $input) {\n    ...MarketRow\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MembersSearch($filters: [MemberFilter!], $sort: [MemberSort!], $skip: Int, $take: Int) {\n  members(filters: $filters, sort: $sort, skip: $skip, take: $take) {\n    totalCount\n    nodes {\n      id\n      aaneelId\n      fullName\n      dateOfBirth\n      memberId\n      homePhone\n      workPhone\n      mobilePhone\n      email\n      eligible\n      market {\n        id\n        name\n      }\n    }\n  }\n}"): (typeof documents)["query MembersSearch($filters: [MemberFilter!], $sort: [MemberSort!], $skip: Int, $take: Int) {\n  members(filters: $filters, sort: $sort, skip: $skip, take: $take) {\n    totalCount\n    nodes {\n      id\n      aaneelId\n      fullName\n      dateOfBirth\n      memberId\n      homePhone\n      workPhone\n      mobilePhone\n      email\n      eligible\n      market {\n        id\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Users {\n  users {\n    uid\n    displayName\n  }\n}\n\nfragment UserAccess on User {\n  uid\n  displayName\n  email\n  active\n  claims\n  viewerCan {\n    grantClaims\n  }\n}\n\nquery UserClaims($uid: ID!) {\n  user(uid: $uid) {\n    ...UserAccess\n  }\n}\n\nquery ClaimCatalog {\n  claims {\n    claim\n    key\n    name\n    description\n    viewerCanGrant\n  }\n}\n\nmutation GrantClaim($uid: ID!, $claim: Claim!) {\n  grantClaim(uid: $uid, claim: $claim) {\n    ...UserAccess\n  }\n}\n\nmutation RevokeClaim($uid: ID!, $claim: Claim!) {\n  revokeClaim(uid: $uid, claim: $claim) {\n    ...UserAccess\n  }\n}"): (typeof documents)["query Users {\n  users {\n    uid\n    displayName\n  }\n}\n\nfragment UserAccess on User {\n  uid\n  displayName\n  email\n  active\n  claims\n  viewerCan {\n    grantClaims\n  }\n}\n\nquery UserClaims($uid: ID!) {\n  user(uid: $uid) {\n    ...UserAccess\n  }\n}\n\nquery ClaimCatalog {\n  claims {\n    claim\n    key\n    name\n    description\n    viewerCanGrant\n  }\n}\n\nmutation GrantClaim($uid: ID!, $claim: Claim!) {\n  grantClaim(uid: $uid, claim: $claim) {\n    ...UserAccess\n  }\n}\n\nmutation RevokeClaim($uid: ID!, $claim: Claim!) {\n  revokeClaim(uid: $uid, claim: $claim) {\n    ...UserAccess\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Viewer {\n  viewer {\n    uid\n    name\n    email\n    claims\n    employee {\n      id\n      fullName\n    }\n  }\n}"): (typeof documents)["query Viewer {\n  viewer {\n    uid\n    name\n    email\n    claims\n    employee {\n      id\n      fullName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSupportTicket($input: SupportTicketInput!) {\n  createSupportTicket(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation CreateSupportTicket($input: SupportTicketInput!) {\n  createSupportTicket(input: $input) {\n    id\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;