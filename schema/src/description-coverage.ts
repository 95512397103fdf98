/**
 * How much of the graph carries a description, per kind of element: types (object, input,
 * interface, union, enum and scalar types), output fields, arguments, input fields and enum values.
 * Extensions count as the type they extend (`extend type Query` adds fields to Query). Directive
 * definitions are the gateway's own machinery and are counted as arguments only where they take
 * arguments.
 *
 * Run `npm run graph:descriptions` for the table; it exits with 1 when anything is undescribed and
 * lists what.
 */
import { Kind, parse, type StringValueNode } from 'graphql';
import { loadGraphSources } from './graph.ts';

export type ElementKind = 'types' | 'fields' | 'arguments' | 'input fields' | 'enum values';

export interface DescriptionCoverage {
  /** Per kind: how many elements, and how many of them are described. */
  kinds: Record<ElementKind, { total: number; described: number }>;
  /** Every undescribed element as `file: Type.field(argument)`. */
  missing: string[];
}

const described = (d: StringValueNode | undefined) => Boolean(d?.value.trim());

/** Counts described elements over SDL sources (the graph's files by default). */
export function descriptionCoverage(sources = loadGraphSources()): DescriptionCoverage {
  const kinds: DescriptionCoverage['kinds'] = {
    types: { total: 0, described: 0 },
    fields: { total: 0, described: 0 },
    arguments: { total: 0, described: 0 },
    'input fields': { total: 0, described: 0 },
    'enum values': { total: 0, described: 0 },
  };
  const missing: string[] = [];
  const count = (kind: ElementKind, description: StringValueNode | undefined, where: string) => {
    kinds[kind].total += 1;
    if (described(description)) kinds[kind].described += 1;
    else missing.push(where);
  };

  for (const { name: file, sdl } of sources) {
    for (const node of parse(sdl).definitions) {
      switch (node.kind) {
        case Kind.OBJECT_TYPE_DEFINITION:
        case Kind.INTERFACE_TYPE_DEFINITION:
        case Kind.INPUT_OBJECT_TYPE_DEFINITION:
        case Kind.ENUM_TYPE_DEFINITION:
        case Kind.UNION_TYPE_DEFINITION:
        case Kind.SCALAR_TYPE_DEFINITION:
          count('types', node.description, `${file}: ${node.name.value}`);
          break;
        default:
          break;
      }
      switch (node.kind) {
        case Kind.OBJECT_TYPE_DEFINITION:
        case Kind.OBJECT_TYPE_EXTENSION:
        case Kind.INTERFACE_TYPE_DEFINITION:
        case Kind.INTERFACE_TYPE_EXTENSION:
          for (const field of node.fields ?? []) {
            const at = `${file}: ${node.name.value}.${field.name.value}`;
            count('fields', field.description, at);
            for (const arg of field.arguments ?? []) count('arguments', arg.description, `${at}(${arg.name.value})`);
          }
          break;
        case Kind.INPUT_OBJECT_TYPE_DEFINITION:
        case Kind.INPUT_OBJECT_TYPE_EXTENSION:
          for (const field of node.fields ?? [])
            count('input fields', field.description, `${file}: ${node.name.value}.${field.name.value}`);
          break;
        case Kind.ENUM_TYPE_DEFINITION:
        case Kind.ENUM_TYPE_EXTENSION:
          for (const value of node.values ?? []) count('enum values', value.description, `${file}: ${node.name.value}.${value.name.value}`);
          break;
        case Kind.DIRECTIVE_DEFINITION:
          for (const arg of node.arguments ?? []) count('arguments', arg.description, `${file}: @${node.name.value}(${arg.name.value})`);
          break;
        default:
          break;
      }
    }
  }
  return { kinds, missing };
}

const percent = (described: number, total: number) => (total === 0 ? 100 : (100 * described) / total);

/** The coverage as a table: kind, described of total, percent. */
export function formatCoverage({ kinds }: DescriptionCoverage): string {
  const rows = Object.entries(kinds).map(
    ([kind, { total, described }]) =>
      `${kind.padEnd(12)} ${String(described).padStart(5)} of ${String(total).padEnd(5)} ${percent(described, total).toFixed(1).padStart(5)} %`,
  );
  const total = Object.values(kinds).reduce((sum, k) => sum + k.total, 0);
  const done = Object.values(kinds).reduce((sum, k) => sum + k.described, 0);
  rows.push(
    `${'all'.padEnd(12)} ${String(done).padStart(5)} of ${String(total).padEnd(5)} ${percent(done, total).toFixed(1).padStart(5)} %`,
  );
  return rows.join('\n');
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const coverage = descriptionCoverage();
  console.log(formatCoverage(coverage));
  if (coverage.missing.length > 0) {
    console.log(`\nUndescribed (${coverage.missing.length}):\n${coverage.missing.map((m) => `  ${m}`).join('\n')}`);
    process.exitCode = 1;
  }
}
