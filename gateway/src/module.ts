/**
 * The contract between the gateway core and its domain modules. A module is a folder under
 * modules/ that exports one GatewayModule; the registry (modules/index.ts) lists them and the
 * composition root (index.ts) hands the list to the server. The core never imports a module.
 */
import type { Request, Router } from 'express';
import type { Resolvers } from './generated/graphql.ts';
import { DATA_SOURCES_REQUEST, type DataSources, type RequestContext } from './context.ts';
import type { FieldAccess } from './auth/auth-agreement.ts';

/** What a module's file routes get from the core, which has already authenticated the request. */
export interface HttpHelpers {
  /** Builds the same per-request context the GraphQL resolvers get (401 if unauthenticated). */
  contextFor(req: Request): Promise<RequestContext>;
}

/** Factories of a module's per-request data sources, by their key in `ctx.dataSources`. */
export type DataSourceFactories = {
  [K in Exclude<keyof DataSources, typeof DATA_SOURCES_REQUEST>]?: (ctx: RequestContext) => DataSources[K];
};

export interface GatewayModule {
  /** The module's folder name; audit events of its mutations and file routes record it as their module. */
  name: string;
  resolvers: Resolvers;
  /** Its data sources, created on first use within a request. */
  dataSources?: DataSourceFactories;
  /** The claims guarding each of its root fields, from its policy: compared with their `@auth` lists at start-up. */
  fieldAccess?: FieldAccess;
  /** Its file routes (downloads, exports, uploads) beside /graphql. */
  httpRoutes?: (router: Router, helpers: HttpHelpers) => void;
}

/** Per module list, the prototype whose getters create each data source on first use. */
const prototypes = new WeakMap<readonly GatewayModule[], object>();

function prototypeFor(modules: readonly GatewayModule[]): object {
  let proto = prototypes.get(modules);
  if (proto) return proto;
  proto = {};
  for (const module of modules) {
    for (const [key, make] of Object.entries(module.dataSources ?? {}) as Array<[string, (ctx: RequestContext) => unknown]>) {
      Object.defineProperty(proto, key, {
        enumerable: true,
        get(this: DataSources) {
          const made = make(this[DATA_SOURCES_REQUEST]);
          // Kept on the request's own object: later reads find it without the getter.
          Object.defineProperty(this, key, { value: made, enumerable: true });
          return made;
        },
      });
    }
  }
  prototypes.set(modules, proto);
  return proto;
}

/**
 * The request's data sources: each is created on first use and then kept for the request, so a
 * request pays only for what it touches and shares one set of DataLoaders. The getters live on a
 * prototype built once per module list; a request allocates one object.
 */
export function createDataSources(ctx: RequestContext, modules: readonly GatewayModule[]): DataSources {
  const sources = Object.create(prototypeFor(modules)) as { [DATA_SOURCES_REQUEST]: RequestContext };
  sources[DATA_SOURCES_REQUEST] = ctx;
  return sources as DataSources;
}
