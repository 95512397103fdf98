/**
 * The executable graph: every schema/graph/*.graphql file merged, the modules' resolvers
 * attached, the root-field guard checked (the gateway refuses to start otherwise) and the
 * @auth directive applied.
 */
import type { GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { IResolvers } from '@graphql-tools/utils';
import { loadGraphSources } from '@luminate/schema/graph';
import { applyAuthDirectives, assertEveryRootFieldGuarded } from '../auth/directives.ts';
import type { GatewayModule } from '../modules/module.ts';
import { modules as allModules } from '../modules/index.ts';
import { DateScalar, DateTimeScalar } from './scalars.ts';

export interface BuildSchemaOptions {
  /** SDL sources; defaults to schema/graph/*.graphql. */
  sources?: Array<{ name: string; sdl: string }>;
  modules?: GatewayModule[];
}

const coreResolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Query: { health: () => 'ok' },
};

export function buildGatewaySchema(options: BuildSchemaOptions = {}): GraphQLSchema {
  const sources = options.sources ?? loadGraphSources();
  const modules = options.modules ?? allModules;
  const schema = makeExecutableSchema({
    typeDefs: sources.map((s) => s.sdl),
    resolvers: [coreResolvers, ...modules.map((m) => m.resolvers as IResolvers)],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  assertEveryRootFieldGuarded(schema);
  return applyAuthDirectives(schema);
}
