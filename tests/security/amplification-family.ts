/**
 * The amplification family, generated from the schema: for every pair of object fields that point
 * at each other through a list (A.f returns [B], B.g returns A or [A]), from every Query and
 * Mutation root field that reaches A, the chain f → g → f → … nested down to the depth limit.
 * Each such query multiplies the answer by the list's size at every second level, so every one
 * must be refused before it runs. Used by tests/security/amplification.test.ts and the bench.
 */
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/** Four levels of markets and offices pointing at each other: a 51 MB answer at full scale, unguarded. */
export const AMPLIFICATION_QUERY = '{ markets { offices { market { offices { market { offices { market { offices { id } } } } } } } } }';

export interface FamilyQuery {
  /** e.g. `Query.markets → Market.offices ⇄ Office.market` */
  name: string;
  query: string;
}

const isList = (field: GraphQLField<unknown, unknown>) => isListType(getNullableType(field.type));

/** A literal for a required argument, or null when one cannot be made up (input objects). */
function literalFor(type: GraphQLInputType): string | null {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const item = literalFor(nullable.ofType);
    return item === null ? null : `[${item}]`;
  }
  if (isEnumType(nullable)) return nullable.getValues()[0]?.name ?? null;
  if (isInputObjectType(nullable)) return null;
  if (isScalarType(nullable)) {
    switch (nullable.name) {
      case 'Int':
      case 'Float':
        return '1';
      case 'Boolean':
        return 'false';
      case 'Date':
        return '"2024-01-01"';
      case 'DateTime':
        return '"2024-01-01T00:00:00Z"';
      default:
        return '"1"';
    }
  }
  return null;
}

/** `(a: 1, b: "1")` for the field's required arguments, '' when none, null when one cannot be filled. */
function requiredArguments(field: GraphQLField<unknown, unknown>): string | null {
  const required = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type) && a.defaultValue === undefined);
  const parts: string[] = [];
  for (const arg of required) {
    const value = literalFor(arg.type);
    if (value === null) return null;
    parts.push(`${arg.name}: ${value}`);
  }
  return parts.length ? `(${parts.join(', ')})` : '';
}

interface Step {
  field: GraphQLField<unknown, unknown>;
  args: string;
}

/** The shortest chain of fields from `from` to an object of type `to` (empty when from is to). */
function pathTo(from: GraphQLObjectType, to: GraphQLObjectType): Step[] | null {
  const seen = new Set<string>([from.name]);
  const queue: Array<{ type: GraphQLObjectType; steps: Step[] }> = [{ type: from, steps: [] }];
  while (queue.length) {
    const { type, steps } = queue.shift()!;
    if (type === to) return steps;
    for (const field of Object.values(type.getFields())) {
      const next = getNamedType(field.type);
      if (!isObjectType(next) || seen.has(next.name)) continue;
      const args = requiredArguments(field);
      if (args === null) continue;
      seen.add(next.name);
      queue.push({ type: next, steps: [...steps, { field, args }] });
    }
  }
  return null;
}

/**
 * Every member of the family, each nested to exactly `maxDepth` levels (the root field is level
 * 1, the final `__typename` level maxDepth), so the depth limit lets it through to the cost rule.
 */
export function amplificationFamily(schema: GraphQLSchema, maxDepth: number): FamilyQuery[] {
  const pairs: Array<{ a: GraphQLObjectType; f: GraphQLField<unknown, unknown>; b: GraphQLObjectType; g: GraphQLField<unknown, unknown> }> =
    [];
  const roots = [schema.getQueryType(), schema.getMutationType()].filter((t): t is GraphQLObjectType => !!t);
  for (const a of Object.values(schema.getTypeMap())) {
    if (!isObjectType(a) || a.name.startsWith('__') || roots.includes(a)) continue;
    for (const f of Object.values(a.getFields())) {
      const b = getNamedType(f.type);
      if (!isList(f) || !isObjectType(b) || requiredArguments(f) !== '') continue;
      for (const g of Object.values(b.getFields())) {
        if (getNamedType(g.type) === a && requiredArguments(g) === '') pairs.push({ a, f, b, g });
      }
    }
  }

  const family: FamilyQuery[] = [];
  for (const { a, f, b, g } of pairs) {
    for (const root of roots) {
      for (const rootField of Object.values(root.getFields())) {
        const rootArgs = requiredArguments(rootField);
        const start = getNamedType(rootField.type);
        if (rootArgs === null || !isObjectType(start)) continue;
        const path = pathTo(start, a);
        if (!path) continue;
        const steps: Step[] = [{ field: rootField, args: rootArgs }, ...path];
        // Levels left for the chain once the path and the final leaf are placed.
        const chainLength = maxDepth - 1 - steps.length;
        if (chainLength < 2) continue;
        for (let i = 0; i < chainLength; i++) steps.push({ field: i % 2 === 0 ? f : g, args: '' });
        let selection = '__typename';
        for (const step of [...steps].reverse()) selection = `${step.field.name}${step.args} { ${selection} }`;
        const keyword = root === schema.getMutationType() ? 'mutation' : 'query';
        family.push({
          name: `${root.name}.${rootField.name} → ${a.name}.${f.name} ⇄ ${b.name}.${g.name}`,
          query: `${keyword} { ${selection} }`,
        });
      }
    }
  }
  return family;
}
