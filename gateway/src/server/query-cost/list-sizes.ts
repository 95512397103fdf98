/**
 * The graph's declared list sizes and weights: every list field must declare its size
 * (`assertEveryListFieldSized` refuses the start otherwise), and the table of them in
 * docs/query-cost.md is rendered from the schema.
 */
import { getNamedType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { costOf, listDepthOf, listSizeOf, type ListSize } from './directives.ts';

const count = (n: number) => n.toLocaleString('en-US');

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

/** The table of list sizes and weights in docs/query-cost.md (Markdown), rendered from the schema. */
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
