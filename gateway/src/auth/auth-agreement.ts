/**
 * A root field's `@auth(anyOf: …)` list and the module policy that enforces the same rule again
 * must name the same claims. Each module declares, in its policy, the claim group that guards each
 * of its root fields (`fieldAccess`); this check compares every `@auth` list with that
 * declaration. The gateway refuses to start when they disagree, so changing a rule in one place
 * only is caught before anyone is served.
 */
import { isObjectType, type GraphQLSchema } from 'graphql';
import { getDirective } from '@graphql-tools/utils';
import { claimFromEnum, type Claim } from '@luminate/schema/claims';

/** `Type.field` → the claims its module's policy says guard it. */
export type FieldAccess = Readonly<Record<string, readonly Claim[]>>;

const ROOTS = ['Query', 'Mutation', 'Subscription'] as const;

const sameClaims = (a: readonly Claim[], b: readonly Claim[]) => a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;

/** Every disagreement between the schema's `@auth(anyOf)` lists and the declared access, as readable lines. */
export function authAgreementProblems(schema: GraphQLSchema, declared: FieldAccess): string[] {
  const problems: string[] = [];
  const guarded = new Set<string>();
  for (const rootName of ROOTS) {
    const root = schema.getType(rootName);
    if (!isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) {
      const auth = getDirective(schema, field, 'auth')?.[0];
      const anyOf = ((auth?.anyOf as string[] | undefined) ?? []).map(claimFromEnum);
      if (anyOf.length === 0) continue;
      const key = `${rootName}.${field.name}`;
      guarded.add(key);
      const policy = declared[key];
      if (!policy) problems.push(`${key}: @auth(anyOf: [${anyOf.join(', ')}]) but no module policy declares its claims`);
      else if (!sameClaims(anyOf, policy)) {
        problems.push(`${key}: @auth(anyOf: [${anyOf.join(', ')}]) but its policy says [${policy.join(', ')}]`);
      }
    }
  }
  for (const key of Object.keys(declared)) {
    if (!guarded.has(key)) problems.push(`${key}: its policy declares claims but the field has no @auth(anyOf) list`);
  }
  return problems;
}

export function assertAuthAgreesWithPolicies(schema: GraphQLSchema, declared: FieldAccess): void {
  const problems = authAgreementProblems(schema, declared);
  if (problems.length) throw new Error(`@auth lists disagree with the module policies:\n  ${problems.join('\n  ')}`);
}
