import type { Router } from 'express';
import type { Resolvers } from '../generated/graphql.ts';
import type { RequestContext } from '../context.ts';
import type { FieldAccess } from '../auth/auth-agreement.ts';

/**
 * HTTP routes a module may add beside /graphql (downloads and CSV exports). The core has
 * already authenticated the request; `requireClaims` answers 403 unless the viewer holds one.
 */
export interface HttpHelpers {
  /** Builds the same per-request context the GraphQL resolvers get (401 if unauthenticated). */
  contextFor(req: import('express').Request): Promise<RequestContext>;
}

export interface GatewayModule {
  /** Domain name; its SDL lives in schema/graph/<name>.graphql. */
  name: string;
  resolvers: Resolvers;
  /** The claims guarding each of its root fields, from its policy: compared with their `@auth` lists at start-up. */
  fieldAccess?: FieldAccess;
  httpRoutes?: (router: Router, helpers: HttpHelpers) => void;
}
