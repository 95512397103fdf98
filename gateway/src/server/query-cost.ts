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
 *
 * Every list field of the graph must declare its size: `assertEveryListFieldSized` refuses the
 * start otherwise.
 */
import {
  GraphQLError,
  Kind,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
  type InlineFragmentNode,
  type FragmentSpreadNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
  OperationTypeNode,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../context.ts';
import { noteEstimatedCost } from './execution-guard.ts';

export const COST_LIMIT_EXCEEDED = 'COST_LIMIT_EXCEEDED';

/** A mutation's own cost, on top of its selection (it writes). */
const MUTATION_COST = 10;
/** The size of a list field that declares none; the start-up check keeps the graph from relying on it. */
const UNDECLARED_LIST_SIZE = 100;
/** Sizes and costs are capped so absurd literals (`take: 1e300`) still give a finite, printable estimate. */
const MAX_SIZE = 1_000_000_000;

export interface ListSize {
  assumedSize: number | null;
  slicingArguments: readonly string[];
  sizedFields: readonly string[];
  requireOneSlicingArgument: boolean;
}

interface FieldCost {
  /** `@cost(weight:)`, or null for the default (1 per object, 0 per scalar). */
  weight: number | null;
  listSize: ListSize | null;
  /** How many list wrappers the field's type has ([[X]] is 2). */
  listDepth: number;
  composite: boolean;
}

const fieldCosts = new WeakMap<GraphQLField<unknown, unknown>, FieldCost>();

function listDepthOf(type: GraphQLType): number {
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

function costOf(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): FieldCost {
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

const count = (n: number) => n.toLocaleString('en-US');

export function costLimitError(estimated: number, limit: number, nodes?: readonly OperationDefinitionNode[]): GraphQLError {
  return new GraphQLError(
    `Query cost ${count(estimated)} exceeds the limit of ${count(limit)}; ask for fewer nested lists or smaller pages`,
    { nodes, extensions: { code: COST_LIMIT_EXCEEDED, cost: { estimated, limit }, http: { status: 400 } } },
  );
}

/**
 * The cost limit as a validation rule, for operations validated without their variables
 * (WebSocket): every operation of the document must fit.
 */
export function costLimitRule(limit: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    Document: {
      leave(document) {
        for (const operation of document.definitions) {
          if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
          const estimated = estimateCost({ schema: context.getSchema(), document, operation });
          if (estimated > limit) context.reportError(costLimitError(estimated, limit, [operation]));
        }
      },
    },
  });
}

/**
 * `requireOneSlicingArgument`: a field so marked must be given exactly one of its slicing
 * arguments (a default value counts as given).
 */
export const SlicingArgumentsRule: ValidationRule = (context) => ({
  Field(node) {
    const field = context.getFieldDef() as GraphQLField<unknown, unknown> | null;
    if (!field) return;
    const listSize = costOf(context.getSchema(), field).listSize;
    if (!listSize?.requireOneSlicingArgument || listSize.slicingArguments.length === 0) return;
    const given = listSize.slicingArguments.filter(
      (name) => node.arguments?.some((a) => a.name.value === name) || field.args.find((a) => a.name === name)?.defaultValue !== undefined,
    );
    if (given.length !== 1) {
      context.reportError(
        new GraphQLError(`Field "${field.name}" needs exactly one of the arguments ${listSize.slicingArguments.join(', ')}`, {
          nodes: [node],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      );
    }
  },
});

/**
 * The cost limit for HTTP operations, where the variables are known: refuses an operation over
 * the limit before it runs (HTTP 400, COST_LIMIT_EXCEEDED) and reports every estimate in the
 * answer's `extensions.cost` ({ estimated, limit }).
 */
/** Estimates kept per operation (its parsed node is the same object for every request of one document). */
const ESTIMATES_PER_OPERATION = 64;
const ESTIMATE_KEY_MAX_LENGTH = 2_000;
const estimates = new WeakMap<OperationDefinitionNode, Map<string, number>>();

/**
 * The estimate of an operation with these variables, remembered per parsed operation and
 * variables: the same document sent again (Apollo keeps one parsed copy per document) costs a
 * look-up, not a walk of the schema.
 */
function rememberedEstimate(input: CostInput & { operation: OperationDefinitionNode }): number {
  const key = JSON.stringify(input.variables ?? {});
  if (key.length > ESTIMATE_KEY_MAX_LENGTH) return estimateCost(input);
  let known = estimates.get(input.operation);
  if (!known) estimates.set(input.operation, (known = new Map()));
  let estimated = known.get(key);
  if (estimated === undefined) {
    estimated = estimateCost(input);
    if (known.size >= ESTIMATES_PER_OPERATION) known.delete(known.keys().next().value!);
    known.set(key, estimated);
  }
  return estimated;
}

export function costLimitPlugin(limit: number): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart({ contextValue }) {
      let estimated: number | undefined;
      return {
        async didResolveOperation({ schema, document, operation, request, operationName }) {
          if (!operation) return;
          estimated = rememberedEstimate({ schema, document, operation, variables: request.variables ?? null });
          noteEstimatedCost(contextValue, estimated);
          if (estimated > limit) {
            contextValue.log.warn(
              { code: COST_LIMIT_EXCEEDED, operationName: operationName ?? null, estimated, limit },
              'operation refused',
            );
            throw costLimitError(estimated, limit);
          }
        },
        async willSendResponse({ response }) {
          if (estimated === undefined || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: { estimated, limit } };
        },
      };
    },
  };
}

export interface CostedField {
  /** `Type.field` */
  field: string;
  /** Whether the field returns a list. */
  list: boolean;
  listSize: ListSize | null;
  /** `Type.field` of the fields whose `sizedFields` size this one (paged `nodes`). */
  sizedBy: string[];
  /** `@cost(weight:)`, when declared. */
  weight: number | null;
}

/** Every field of the graph's object types that is a list or carries @listSize or @cost. */
export function costedFields(schema: GraphQLSchema): CostedField[] {
  const sizedBy = new Map<string, string[]>();
  const objectTypes = Object.values(schema.getTypeMap()).filter((t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__'));
  for (const type of objectTypes) {
    for (const field of Object.values(type.getFields())) {
      const target = getNamedType(field.type);
      for (const sized of listSizeOf(schema, field)?.sizedFields ?? []) {
        const key = `${target.name}.${sized}`;
        sizedBy.set(key, [...(sizedBy.get(key) ?? []), `${type.name}.${field.name}`]);
      }
    }
  }
  const rows: CostedField[] = [];
  for (const type of objectTypes) {
    for (const field of Object.values(type.getFields())) {
      const name = `${type.name}.${field.name}`;
      const { listSize, weight, listDepth } = costOf(schema, field);
      if (listDepth === 0 && !listSize && weight === null) continue;
      rows.push({ field: name, list: listDepth > 0, listSize, sizedBy: sizedBy.get(name) ?? [], weight });
    }
  }
  return rows;
}

/**
 * Throws, naming every offender, unless every list field declares its size: its own @listSize
 * with an assumedSize or slicing arguments, or a `sizedFields` entry on every field returning its
 * type (a page's `nodes`). Each `sizedFields` entry must name a list field of the result type.
 */
export function assertEveryListFieldSized(schema: GraphQLSchema): void {
  const offenders: string[] = [];
  const returning = new Map<string, string[]>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const target = getNamedType(field.type).name;
      returning.set(target, [...(returning.get(target) ?? []), `${type.name}.${field.name}`]);
      const listSize = listSizeOf(schema, field);
      const resultType = getNamedType(field.type);
      for (const sized of listSize?.sizedFields ?? []) {
        const child = isObjectType(resultType) ? resultType.getFields()[sized] : undefined;
        if (!child || listDepthOf(child.type) === 0)
          offenders.push(`${type.name}.${field.name} (sizedFields "${sized}" is not a list field of ${resultType.name})`);
      }
    }
  }
  for (const row of costedFields(schema)) {
    if (!row.list) continue;
    const own = row.listSize && (row.listSize.assumedSize !== null || row.listSize.slicingArguments.length > 0);
    const typeName = row.field.slice(0, row.field.indexOf('.'));
    const everyParentSizes = row.sizedBy.length > 0 && (returning.get(typeName) ?? []).every((p) => row.sizedBy.includes(p));
    if (!own && !everyParentSizes) offenders.push(row.field);
  }
  if (offenders.length) {
    throw new Error(
      `Every list field needs @listSize (an assumedSize or slicing arguments, or sizedFields on the fields returning its type): ${offenders.join(', ')}`,
    );
  }
}

/** The README's table of list sizes and weights (Markdown), rendered from the schema. */
export function renderListSizeTable(schema: GraphQLSchema): string {
  const code = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(', ');
  const size = (row: CostedField): string => {
    const ls = row.listSize;
    const parts: string[] = [];
    if (ls?.slicingArguments.length) {
      parts.push(`${code(ls.slicingArguments)}${ls.assumedSize !== null ? ` (${count(ls.assumedSize)} while not known)` : ''}`);
    } else if (ls?.assumedSize !== null && ls?.assumedSize !== undefined) parts.push(count(ls.assumedSize));
    if (ls?.sizedFields.length) parts.push(`for ${code(ls.sizedFields)}`);
    if (row.sizedBy.length) parts.push(`the page size of ${code(row.sizedBy)}`);
    return parts.join(' ') || '—';
  };
  const rows = costedFields(schema).sort((a, b) => a.field.localeCompare(b.field));
  return [
    '| Field | Size | Weight |',
    '|-------|------|--------|',
    ...rows.map((r) => `| \`${r.field}\` | ${size(r)} | ${r.weight ?? ''} |`),
  ].join('\n');
}
