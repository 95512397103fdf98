/**
 * Auth on the schema: every root field carries exactly one of @auth or @public —
 * checked at start-up — and @auth(anyOf, allOf) wraps the field's resolver with the claim check.
 * Record-level rules belong to each module's policy.ts.
 */
import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { claimFromEnum, type Claim } from '@luminate/schema/claims';
import { forbidden, unauthenticated } from '../errors.ts';
import type { RequestContext } from '../context.ts';
import { viewerHasAll, viewerHasAny } from './viewer.ts';

function rootTypes(schema: GraphQLSchema) {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((t): t is NonNullable<typeof t> => !!t);
}

/** Throws, naming every offender, unless each Query/Mutation/Subscription field has exactly one of @auth/@public. */
export function assertEveryRootFieldGuarded(schema: GraphQLSchema): void {
  const offenders: string[] = [];
  for (const type of rootTypes(schema)) {
    for (const field of Object.values(type.getFields())) {
      const auth = getDirective(schema, field, 'auth')?.length ?? 0;
      const open = getDirective(schema, field, 'public')?.length ?? 0;
      if (auth + open !== 1) offenders.push(`${type.name}.${field.name}`);
    }
  }
  if (offenders.length) {
    throw new Error(`Every Query, Mutation and Subscription field needs exactly one of @auth or @public: ${offenders.join(', ')}`);
  }
}

/** Root field names marked @public, per operation type; used to let anonymous callers reach them. */
export function publicRootFields(schema: GraphQLSchema): Record<'query' | 'mutation' | 'subscription', ReadonlySet<string>> {
  const collect = (type: ReturnType<GraphQLSchema['getQueryType']>) =>
    new Set(
      type
        ? Object.values(type.getFields())
            .filter((f) => getDirective(schema, f, 'public')?.length)
            .map((f) => f.name)
        : [],
    );
  return {
    query: collect(schema.getQueryType()),
    mutation: collect(schema.getMutationType()),
    subscription: collect(schema.getSubscriptionType()),
  };
}

function action(typeName: string, fieldName: string, schema: GraphQLSchema): string {
  if (typeName === schema.getMutationType()?.name) return `perform ${fieldName}`;
  if (typeName === schema.getSubscriptionType()?.name) return `subscribe to ${fieldName}`;
  if (typeName === schema.getQueryType()?.name) return `view ${fieldName}`;
  return `view ${typeName}.${fieldName}`;
}

type AnyResolver = NonNullable<GraphQLFieldConfig<unknown, RequestContext>['resolve']>;

/** Wraps every @auth field's resolver (and subscribe) with the viewer and claim checks. */
export function applyAuthDirectives(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const auth = getDirective(schema, fieldConfig, 'auth')?.[0];
      if (!auth) return fieldConfig;
      const anyOf: Claim[] = ((auth.anyOf as string[] | undefined) ?? []).map(claimFromEnum);
      const allOf: Claim[] = ((auth.allOf as string[] | undefined) ?? []).map(claimFromEnum);
      const message = `You do not have permission to ${action(typeName, fieldName, schema)}`;

      const guard = (ctx: RequestContext) => {
        if (!ctx?.viewer) throw unauthenticated();
        if ((anyOf.length && !viewerHasAny(ctx.viewer, anyOf)) || (allOf.length && !viewerHasAll(ctx.viewer, allOf))) {
          throw forbidden(message);
        }
      };
      const wrap = (inner: AnyResolver): AnyResolver =>
        function guarded(source, args, ctx, info) {
          guard(ctx);
          return inner(source, args, ctx, info);
        };

      return {
        ...fieldConfig,
        resolve: wrap((fieldConfig.resolve as AnyResolver | undefined) ?? (defaultFieldResolver as AnyResolver)),
        ...(fieldConfig.subscribe ? { subscribe: wrap(fieldConfig.subscribe as AnyResolver) } : {}),
      };
    },
  });
}
