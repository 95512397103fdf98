/**
 * The graph reference's content, computed from the graph's SDL files when the web client is built
 * (vite-plugin.ts), so the page never asks the gateway for its schema. Plain data only: it is
 * serialised into the page's own chunk.
 */
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLUnionType,
  Kind,
  buildASTSchema,
  getNamedType,
  isIntrospectionType,
  isSpecifiedScalarType,
  parse,
  print,
  astFromValue,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

export type TypeKind = 'object' | 'interface' | 'union' | 'enum' | 'input' | 'scalar';

/** A field's, argument's or input field's type: as GraphQL prints it, and the named type inside. */
export interface TypeUse {
  /** `[DncRequest!]!` */
  type: string;
  /** `DncRequest` */
  named: string;
}

export interface ReferenceArgument extends TypeUse {
  name: string;
  description: string | null;
  defaultValue: string | null;
  deprecationReason: string | null;
}

export interface ReferenceField extends TypeUse {
  name: string;
  description: string | null;
  args: ReferenceArgument[];
  /** Input fields only. */
  defaultValue: string | null;
  deprecationReason: string | null;
}

export interface ReferenceEnumValue {
  name: string;
  description: string | null;
  deprecationReason: string | null;
}

export interface ReferenceType {
  name: string;
  kind: TypeKind;
  description: string | null;
  /** Object, interface and input types. */
  fields: ReferenceField[];
  /** Enum types. */
  values: ReferenceEnumValue[];
  /** Interfaces an object or interface type implements. */
  interfaces: string[];
  /** Union members. */
  members: string[];
}

export interface GraphReference {
  /** The root types first (Query, Mutation, Subscription), then every other type by name. */
  types: ReferenceType[];
}

const ROOT_ORDER = ['Query', 'Mutation', 'Subscription'];

const DEFINITION_TO_EXTENSION: Partial<Record<Kind, Kind>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: Kind.OBJECT_TYPE_EXTENSION,
  [Kind.INTERFACE_TYPE_DEFINITION]: Kind.INTERFACE_TYPE_EXTENSION,
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: Kind.INPUT_OBJECT_TYPE_EXTENSION,
  [Kind.ENUM_TYPE_DEFINITION]: Kind.ENUM_TYPE_EXTENSION,
  [Kind.UNION_TYPE_DEFINITION]: Kind.UNION_TYPE_EXTENSION,
};

/**
 * One document of every file, as the gateway merges them: a type defined again in another file
 * (each domain's `type Query`) adds its fields to the first definition, which keeps its description.
 */
function mergedDocument(sdls: readonly string[]): DocumentNode {
  const defined = new Set<string>();
  const definitions: DefinitionNode[] = [];
  for (const sdl of sdls) {
    for (const node of parse(sdl, { noLocation: true }).definitions) {
      const extension = DEFINITION_TO_EXTENSION[node.kind];
      if (extension && 'name' in node && node.name) {
        if (defined.has(node.name.value)) {
          const { description: _ignored, ...rest } = node as typeof node & { description?: unknown };
          definitions.push({ ...rest, kind: extension } as DefinitionNode);
          continue;
        }
        defined.add(node.name.value);
      }
      definitions.push(node);
    }
  }
  return { kind: Kind.DOCUMENT, definitions };
}

/** The merged schema of the SDL files (no resolvers): what the reference describes. */
export function graphSchema(sdls: readonly string[]): GraphQLSchema {
  return buildASTSchema(mergedDocument(sdls));
}

const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

function typeUse(type: GraphQLArgument['type'] | GraphQLField<unknown, unknown>['type']): TypeUse {
  return { type: String(type), named: getNamedType(type).name };
}

function defaultOf(input: GraphQLArgument | GraphQLInputField): string | null {
  if (input.defaultValue === undefined) return null;
  const ast = astFromValue(input.defaultValue, input.type);
  return ast ? print(ast) : null;
}

function argument(arg: GraphQLArgument): ReferenceArgument {
  return {
    name: arg.name,
    ...typeUse(arg.type),
    description: text(arg.description),
    defaultValue: defaultOf(arg),
    deprecationReason: text(arg.deprecationReason),
  };
}

function field(f: GraphQLField<unknown, unknown>): ReferenceField {
  return {
    name: f.name,
    ...typeUse(f.type),
    description: text(f.description),
    args: f.args.map(argument),
    defaultValue: null,
    deprecationReason: text(f.deprecationReason),
  };
}

function inputField(f: GraphQLInputField): ReferenceField {
  return {
    name: f.name,
    ...typeUse(f.type),
    description: text(f.description),
    args: [],
    defaultValue: defaultOf(f),
    deprecationReason: text(f.deprecationReason),
  };
}

function describe(type: GraphQLNamedType): ReferenceType {
  const base: ReferenceType = {
    name: type.name,
    kind: 'scalar',
    description: text(type.description),
    fields: [],
    values: [],
    interfaces: [],
    members: [],
  };
  if (type instanceof GraphQLObjectType || type instanceof GraphQLInterfaceType) {
    return {
      ...base,
      kind: type instanceof GraphQLObjectType ? 'object' : 'interface',
      fields: Object.values(type.getFields()).map(field),
      interfaces: type.getInterfaces().map((i) => i.name),
    };
  }
  if (type instanceof GraphQLInputObjectType) return { ...base, kind: 'input', fields: Object.values(type.getFields()).map(inputField) };
  if (type instanceof GraphQLEnumType) {
    return {
      ...base,
      kind: 'enum',
      values: type
        .getValues()
        .map((v) => ({ name: v.name, description: text(v.description), deprecationReason: text(v.deprecationReason) })),
    };
  }
  if (type instanceof GraphQLUnionType) return { ...base, kind: 'union', members: type.getTypes().map((t) => t.name) };
  if (type instanceof GraphQLScalarType) return base;
  return base;
}

/** Whether the reference lists the type: every named type of the graph but GraphQL's own. */
export function isGraphType(type: GraphQLNamedType): boolean {
  return !isIntrospectionType(type) && !isSpecifiedScalarType(type);
}

/** The reference of the graph whose SDL files are given (each file's text, in file-name order). */
export function buildGraphReference(sdls: readonly string[]): GraphReference {
  const schema = graphSchema(sdls);
  const rank = (name: string) => {
    const i = ROOT_ORDER.indexOf(name);
    return i === -1 ? ROOT_ORDER.length : i;
  };
  const types = Object.values(schema.getTypeMap())
    .filter(isGraphType)
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name, 'en'))
    .map(describe);
  return { types };
}
