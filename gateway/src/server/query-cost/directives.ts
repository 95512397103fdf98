/**
 * What the cost directives declare on a field: `@cost(weight:)` and `@listSize` (IBM's cost
 * specification, Apollo's demand control), with the directive's defaults applied, read once per
 * field of the schema.
 */
import {
  getDirectiveValues,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  type GraphQLField,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';

export interface ListSize {
  assumedSize: number | null;
  slicingArguments: readonly string[];
  sizedFields: readonly string[];
  requireOneSlicingArgument: boolean;
}

export interface FieldCost {
  /** `@cost(weight:)`, or null for the default (1 per object, 0 per scalar). */
  weight: number | null;
  listSize: ListSize | null;
  /** How many list wrappers the field's type has ([[X]] is 2). */
  listDepth: number;
  composite: boolean;
}

const fieldCosts = new WeakMap<GraphQLField<unknown, unknown>, FieldCost>();

export function listDepthOf(type: GraphQLType): number {
  let depth = 0;
  for (let t = getNullableType(type); isListType(t); t = getNullableType(t.ofType)) depth++;
  return depth;
}

/** The field's @listSize, with the directive's defaults applied, or null. */
export function listSizeOf(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): ListSize | null {
  const directive = schema.getDirective('listSize');
  if (!directive || !field.astNode) return null;
  const values = getDirectiveValues(directive, field.astNode);
  if (!values) return null;
  return {
    assumedSize: typeof values.assumedSize === 'number' ? values.assumedSize : null,
    slicingArguments: (values.slicingArguments as string[] | undefined) ?? [],
    sizedFields: (values.sizedFields as string[] | undefined) ?? [],
    requireOneSlicingArgument: values.requireOneSlicingArgument !== false,
  };
}

/** The field's declared cost, remembered per field. */
export function costOf(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): FieldCost {
  let known = fieldCosts.get(field);
  if (!known) {
    const directive = schema.getDirective('cost');
    const weight = directive && field.astNode ? getDirectiveValues(directive, field.astNode)?.weight : undefined;
    known = {
      weight: typeof weight === 'number' ? weight : null,
      listSize: listSizeOf(schema, field),
      listDepth: listDepthOf(field.type),
      composite: isCompositeType(getNamedType(field.type)),
    };
    fieldCosts.set(field, known);
  }
  return known;
}
