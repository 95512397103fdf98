/**
 * Every Mutation field writes exactly one audit event, whatever module it belongs to: the
 * schema's mutation resolvers are wrapped once, outside the @auth guard, so refusals by the
 * directive are recorded too. The event names the field (`mutation.<field>`), its module, the
 * client's operation name, the id-shaped arguments (and enum choices, e.g. which claim), and
 * the outcome; `audited()`/`refused()` running underneath add their ids to it. The field's
 * answer (or error) is handed on only once the trail's store holds the event.
 */
import { defaultFieldResolver, getNamedType, isEnumType, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { RequestContext } from '../context.ts';
import { idValue, type AuditIds } from './event.ts';
import { beginAudit, runInMutationAudit } from './recorder.ts';

type AnyResolver = NonNullable<GraphQLFieldConfig<unknown, RequestContext>['resolve']>;

/** The id of the record a mutation answered, when it answers one directly. */
function resultId(result: unknown): AuditIds | null {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return null;
  const id = (result as { id?: unknown }).id;
  return idValue(id) === null ? null : { resultId: id };
}

/**
 * Wraps every Mutation field of `schema`. `moduleOf` names the module that owns a field
 * (from the modules' resolver maps).
 */
export function auditMutations(schema: GraphQLSchema, moduleOf: (fieldName: string) => string | null): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (fieldConfig, fieldName) => {
      const inner = (fieldConfig.resolve as AnyResolver | undefined) ?? (defaultFieldResolver as AnyResolver);
      const action = `mutation.${fieldName}`;
      const module = moduleOf(fieldName);
      // Enum arguments are a closed vocabulary of the schema (never typed text): kept as targets.
      const enumArgs = Object.entries(fieldConfig.args ?? {})
        .filter(([, arg]) => isEnumType(getNamedType(arg.type)))
        .map(([name]) => name);

      const resolve: AnyResolver = (source, args: Record<string, unknown>, ctx, info) => {
        const event = beginAudit(ctx, action, { module, operation: info.operation.name?.value ?? null, targets: args });
        for (const name of enumArgs) {
          const value = args[name];
          for (const item of Array.isArray(value) ? value : [value]) {
            if (typeof item === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(item)) event.addTargetList([{ key: name, value: item }]);
          }
        }
        return runInMutationAudit(event, async () => {
          try {
            const result = await inner(source, args, ctx, info);
            event.addTargets(resultId(result));
            event.finish('ok');
            // The answer waits until the trail's store holds the event.
            await event.stored;
            return result;
          } catch (error) {
            event.fail(error);
            await event.stored;
            throw error;
          }
        });
      };
      return { ...fieldConfig, resolve };
    },
  });
}
