/** Claim names as the gateway's GraphQL `Claim` enum spells them. */
export type { Claim } from '../generated/graphql.ts';
