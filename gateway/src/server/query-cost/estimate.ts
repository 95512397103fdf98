/**
 * List-aware query cost, after the GraphQL cost directives (@cost, @listSize) that IBM's cost
 * specification and Apollo's demand control define:
 *
 * - every object in the answer costs 1 (or its field's `@cost(weight:)`), a scalar or enum 0, and
 *   a mutation adds 10;
 * - a list field multiplies the cost of one element (its weight plus its selection) by its size:
 *   the value of its slicing argument (`take`), else its `assumedSize`; a field with
 *   `sizedFields` passes that size on to the named list fields of its result (`nodes` of a page);
 * - nesting multiplies through, so `markets { offices { market { offices … } } }` costs
 *   12 × 30 × 30 × … and is refused before anything runs.
 *
 * While the variables are not known (WebSocket operations are validated once per document) a
 * slicing argument given by a variable counts at the field's `assumedSize`, which the schema sets
 * to the largest page the field serves. Over HTTP the request's variables are read.
 */
import {
  Kind,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type InlineFragmentNode,
  type FragmentSpreadNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  OperationTypeNode,
} from 'graphql';
import { costOf, type ListSize } from './directives.ts';

/** A mutation's own cost, on top of its selection (it writes). */
const MUTATION_COST = 10;
/** The size of a list field that declares none; the start-up check keeps the graph from relying on it. */
const UNDECLARED_LIST_SIZE = 100;
/** Sizes and costs are capped so absurd literals (`take: 1e300`) still give a finite, printable estimate. */
const MAX_SIZE = 1_000_000_000;

const clampSize = (n: number) => Math.min(MAX_SIZE, Math.max(0, Math.ceil(n)));
const asSize = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? clampSize(value) : undefined);

/** Marks a slicing argument whose value is a variable not known yet. */
const UNKNOWN = Symbol('unknown');

export interface CostInput {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /**
   * The request's variables. Undefined while they are not known: slicing variables then count at
   * their field's assumed size, and @skip/@include on a variable keep the selection.
   */
  variables?: Readonly<Record<string, unknown>> | null;
}

/**
 * The estimated cost of one operation. Linear in the document's size: each fragment is costed
 * once per type and enclosing page size, however often it is spread.
 */
export function estimateCost({ schema, document, operation, variables }: CostInput): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const defaults = new Map<string, ValueNode>();
  for (const v of operation.variableDefinitions ?? []) if (v.defaultValue) defaults.set(v.variable.name.value, v.defaultValue);
  const known = variables === undefined ? undefined : (variables ?? {});
  const memo = new Map<string, number>();
  const active = new Set<string>();
  const literal = (node: ValueNode): unknown =>
    node.kind === Kind.INT || node.kind === Kind.FLOAT ? Number(node.value) : node.kind === Kind.BOOLEAN ? node.value : undefined;

  /** The raw value of a variable, UNKNOWN while variables are not known, undefined when absent. */
  const variable = (name: string): unknown => {
    if (known === undefined) return UNKNOWN;
    if (Object.hasOwn(known, name)) return known[name];
    const fallback = defaults.get(name);
    return fallback ? literal(fallback) : undefined;
  };

  /** The size one slicing argument asks for, UNKNOWN, or undefined when it is not given and has no default. */
  const argumentSize = (field: GraphQLField<unknown, unknown>, node: FieldNode, name: string): number | typeof UNKNOWN | undefined => {
    const definition = field.args.find((a) => a.name === name);
    if (!definition) return undefined;
    const given = node.arguments?.find((a) => a.name.value === name);
    if (!given) return asSize(definition.defaultValue);
    if (given.value.kind === Kind.VARIABLE) {
      const value = variable(given.value.name.value);
      if (value === UNKNOWN) return UNKNOWN;
      // An absent or null variable leaves the argument to its schema default.
      return value === undefined || value === null ? asSize(definition.defaultValue) : asSize(value);
    }
    return asSize(literal(given.value));
  };

  /** What a field's slicing arguments ask for (the largest), else its assumed size. */
  const declaredSize = (field: GraphQLField<unknown, unknown>, node: FieldNode, listSize: ListSize): number => {
    let size: number | undefined;
    for (const name of listSize.slicingArguments) {
      const asked = argumentSize(field, node, name);
      if (asked === UNKNOWN) {
        size = undefined;
        break;
      }
      if (asked !== undefined) size = Math.max(size ?? 0, asked);
    }
    return size ?? listSize.assumedSize ?? UNDECLARED_LIST_SIZE;
  };

  const excluded = (node: FieldNode | InlineFragmentNode | FragmentSpreadNode): boolean => {
    for (const d of node.directives ?? []) {
      const name = d.name.value;
      if (name !== 'skip' && name !== 'include') continue;
      const condition = d.arguments?.find((a) => a.name.value === 'if')?.value;
      if (!condition) continue;
      const value = condition.kind === Kind.VARIABLE ? variable(condition.name.value) : literal(condition);
      if (typeof value !== 'boolean') continue; // not known: counted
      if (name === 'skip' ? value : !value) return true;
    }
    return false;
  };

  const applies = (typeCondition: string | undefined, type: GraphQLObjectType): boolean => {
    if (!typeCondition || typeCondition === type.name) return true;
    const condition = schema.getType(typeCondition);
    return !!condition && isAbstractType(condition) && schema.isSubType(condition, type);
  };

  type Sized = ReadonlyMap<string, number> | null;

  const fieldCost = (node: FieldNode, type: GraphQLObjectType, sized: Sized): number => {
    const name = node.name.value;
    if (name.startsWith('__')) return 0; // __typename and introspection
    const field = type.getFields()[name] as GraphQLField<unknown, unknown> | undefined;
    if (!field) return 0;
    const cost = costOf(schema, field);
    let size = 1;
    if (cost.listDepth > 0) {
      const fromParent = sized?.get(name);
      const one = fromParent ?? (cost.listSize ? declaredSize(field, node, cost.listSize) : UNDECLARED_LIST_SIZE);
      size = one ** cost.listDepth;
    }
    let childSized: Sized = null;
    if (cost.listSize && cost.listSize.sizedFields.length) {
      const pageSize = declaredSize(field, node, cost.listSize);
      childSized = new Map(cost.listSize.sizedFields.map((f) => [f, pageSize]));
    }
    const named = getNamedType(field.type);
    const children = node.selectionSet && isCompositeType(named) ? selectionSetCost(node.selectionSet, named, childSized) : 0;
    const weight = cost.weight ?? (cost.composite ? 1 : 0);
    return Math.min(Number.MAX_SAFE_INTEGER, size * (weight + children));
  };

  const fragmentCost = (fragment: FragmentDefinitionNode, type: GraphQLObjectType, sized: Sized): number => {
    const key = `${fragment.name.value}@${type.name}${sized ? `#${[...sized].map(([f, n]) => `${f}=${n}`).join(',')}` : ''}`;
    const remembered = memo.get(key);
    if (remembered !== undefined) return remembered;
    if (active.has(key)) return 0; // a fragment cycle: refused by graphql's own rules
    active.add(key);
    const cost = objectSelectionCost(fragment.selectionSet, type, sized);
    active.delete(key);
    memo.set(key, cost);
    return cost;
  };

  const objectSelectionCost = (selectionSet: SelectionSetNode, type: GraphQLObjectType, sized: Sized): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (excluded(selection)) continue;
      if (selection.kind === Kind.FIELD) total += fieldCost(selection, type, sized);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(selection.typeCondition?.name.value, type)) total += objectSelectionCost(selection.selectionSet, type, sized);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && applies(fragment.typeCondition.name.value, type)) total += fragmentCost(fragment, type, sized);
      }
    }
    return Math.min(Number.MAX_SAFE_INTEGER, total);
  };

  /** An abstract type costs what its most expensive possible type costs. */
  const selectionSetCost = (selectionSet: SelectionSetNode, type: GraphQLCompositeType, sized: Sized): number => {
    if (isObjectType(type)) return objectSelectionCost(selectionSet, type, sized);
    let most = 0;
    for (const possible of schema.getPossibleTypes(type)) most = Math.max(most, objectSelectionCost(selectionSet, possible, sized));
    return most;
  };

  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const own = operation.operation === OperationTypeNode.MUTATION ? MUTATION_COST : 0;
  return Math.min(Number.MAX_SAFE_INTEGER, own + objectSelectionCost(operation.selectionSet, root, null));
}
