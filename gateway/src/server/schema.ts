/**
 * The executable graph: every schema/graph/*.graphql file merged, the modules' resolvers
 * attached, the root-field guard checked (the gateway refuses to start otherwise), the
 * @auth directive applied, and every mutation wrapped (outside the guard) so that each call
 * writes one audit event. Every `@auth(anyOf)` list must equal the claims its module's policy
 * declares for the field (the gateway refuses to start otherwise). Every list field must declare its size (@listSize; the gateway refuses
 * to start otherwise) and every resolver runs under the execution guard (deadline, answer size).
 */
import type { GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { IResolvers } from '@graphql-tools/utils';
import { loadGraphSources } from '@luminate/schema/graph';
import { applyAuthDirectives, assertEveryRootFieldGuarded } from '../auth/directives.ts';
import { assertAuthAgreesWithPolicies } from '../auth/auth-agreement.ts';
import type { GatewayModule } from '../module.ts';
import { DateScalar, DateTimeScalar } from './scalars.ts';
import { assertEveryListFieldSized } from './query-cost/index.ts';
import { applyExecutionGuard } from './execution-guard.ts';
import { auditMutations } from '../audit/index.ts';

export interface BuildSchemaOptions {
  /** SDL sources; defaults to schema/graph/*.graphql. */
  sources?: Array<{ name: string; sdl: string }>;
  modules: readonly GatewayModule[];
}

const coreResolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Query: { health: () => 'ok' },
};

export function buildGatewaySchema(options: BuildSchemaOptions): GraphQLSchema {
  const sources = options.sources ?? loadGraphSources();
  const { modules } = options;
  const schema = makeExecutableSchema({
    typeDefs: sources.map((s) => s.sdl),
    resolvers: [coreResolvers, ...modules.map((m) => m.resolvers as IResolvers)],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  assertEveryRootFieldGuarded(schema);
  assertEveryListFieldSized(schema);
  assertAuthAgreesWithPolicies(schema, Object.fromEntries(modules.flatMap((m) => Object.entries(m.fieldAccess ?? {}))));
  const owner = new Map<string, string>();
  for (const m of modules) for (const field of Object.keys(m.resolvers.Mutation ?? {})) owner.set(field, m.name);
  // The audit wrapper is outermost, so a mutation stopped by the guard or refused by @auth is recorded too.
  return auditMutations(applyExecutionGuard(applyAuthDirectives(schema)), (field) => owner.get(field) ?? null);
}
