/**
 * No breaking change to the graph goes unnoticed. schema/released.graphql is the graph as last
 * released; the current graph (schema/graph/*.graphql merged) is compared with it by
 * graphql-inspector:
 *
 * - a breaking change (a field, argument, type or enum value removed or renamed, a type narrowed…)
 *   fails the check unless CHANGELOG.md lists it: its path, exactly as graphql-inspector gives it
 *   (`DncApprovalType.Cd`, `Query.members.take`), in backticks in the `## Unreleased` section, with
 *   the migration in words;
 * - a dangerous change (an enum value or a union member added, a default value changed…) is
 *   printed, for the changelog's reader to judge, and does not fail.
 *
 * Both sides are compared as printed SDL (what introspection shows: types, fields, arguments,
 * values, descriptions, deprecations), so the gateway's own directive usages (@auth, @listSize)
 * are not part of the comparison.
 *
 * Run `npm run graph:check`; it exits with 1 on an unlisted breaking change.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  buildASTSchema,
  buildSchema,
  lexicographicSortSchema,
  parse,
  printSchema,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
  type TypeDefinitionNode,
} from 'graphql';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { loadGraphSources } from './graph.ts';

/** The graph as last released, rewritten by `npm run graph:release`. */
export const RELEASED_FILE = fileURLToPath(new URL('../released.graphql', import.meta.url));
/** The graph's changelog, at the repository's root. */
export const CHANGELOG_FILE = fileURLToPath(new URL('../../CHANGELOG.md', import.meta.url));

const EXTENSION_OF: Record<TypeDefinitionNode['kind'], string> = {
  [Kind.OBJECT_TYPE_DEFINITION]: Kind.OBJECT_TYPE_EXTENSION,
  [Kind.INTERFACE_TYPE_DEFINITION]: Kind.INTERFACE_TYPE_EXTENSION,
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: Kind.INPUT_OBJECT_TYPE_EXTENSION,
  [Kind.ENUM_TYPE_DEFINITION]: Kind.ENUM_TYPE_EXTENSION,
  [Kind.UNION_TYPE_DEFINITION]: Kind.UNION_TYPE_EXTENSION,
  [Kind.SCALAR_TYPE_DEFINITION]: Kind.SCALAR_TYPE_EXTENSION,
};
const isTypeDefinition = (node: DefinitionNode): node is TypeDefinitionNode => node.kind in EXTENSION_OF;

/**
 * The graph's files as one document, merged as the gateway merges them: each file declares the root
 * types (`type Query`, `type Mutation`) with its own fields, so the first declaration of a type stays
 * its definition and every later one extends it; the type's description is the first one given.
 */
function mergeSources(sources: ReadonlyArray<{ sdl: string }>): DocumentNode {
  const definitions: DefinitionNode[] = [];
  const definedAt = new Map<string, number>();
  for (const { sdl } of sources) {
    for (const node of parse(sdl).definitions) {
      const at = isTypeDefinition(node) ? definedAt.get(node.name.value) : undefined;
      if (!isTypeDefinition(node) || at === undefined) {
        if (isTypeDefinition(node)) definedAt.set(node.name.value, definitions.length);
        definitions.push(node);
        continue;
      }
      const first = definitions[at] as TypeDefinitionNode;
      if (!first.description && node.description) definitions[at] = { ...first, description: node.description };
      const { description: _moved, ...extension } = node;
      definitions.push({ ...extension, kind: EXTENSION_OF[node.kind] } as DefinitionNode);
    }
  }
  return { kind: Kind.DOCUMENT, definitions };
}

/**
 * SDL sources merged into one schema, printed with types, fields and values in alphabetical
 * order: the same graph prints the same text whichever file declares what.
 */
export function printGraph(sources: ReadonlyArray<{ sdl: string }> = loadGraphSources()): string {
  const schema = buildASTSchema(mergeSources(sources));
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

/** The lines of the changelog's `## Unreleased` section, up to the next `## ` heading. */
export function unreleasedSection(changelog: string): string {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => /^## Unreleased\s*$/.test(line));
  if (start < 0) return '';
  const end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** Every backticked path in the Unreleased section: the breaking changes it lists. */
export function listedPaths(changelog: string): Set<string> {
  return new Set([...unreleasedSection(changelog).matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim()));
}

export interface GraphCheck {
  /** Breaking changes whose path the Unreleased section lists. */
  listed: Change[];
  /** Breaking changes the Unreleased section does not list: these fail the check. */
  unlisted: Change[];
  /** Dangerous changes: printed, never failing. */
  dangerous: Change[];
  /** How many changes are safe for every client (additions, descriptions). */
  safe: number;
  /** True when every breaking change is listed. */
  ok: boolean;
}

const asSchema = (sdl: string): GraphQLSchema => buildSchema(sdl);

/** Compares the released SDL with the current one and sorts the changes against the changelog. */
export async function checkGraph(input: { released: string; current: string; changelog: string }): Promise<GraphCheck> {
  // The current side goes through the same printing as released.graphql, so both compare alike.
  const current = printGraph([{ sdl: input.current }]);
  const changes = await diff(asSchema(input.released), asSchema(current));
  const listedAt = listedPaths(input.changelog);
  const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
  const isListed = (c: Change) => c.path !== undefined && listedAt.has(c.path);
  const unlisted = breaking.filter((c) => !isListed(c));
  return {
    listed: breaking.filter(isListed),
    unlisted,
    dangerous: changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous),
    safe: changes.filter((c) => c.criticality.level === CriticalityLevel.NonBreaking).length,
    ok: unlisted.length === 0,
  };
}

/** The check's report, as printed by `npm run graph:check`. */
export function formatCheck({ listed, unlisted, dangerous, safe }: GraphCheck): string {
  const out: string[] = [`Against schema/released.graphql: ${safe} safe change(s) (additions, descriptions).`];
  if (dangerous.length > 0) {
    out.push(`Dangerous changes (${dangerous.length}): they do not fail the check, but may change what a client sees.`);
    for (const c of dangerous) out.push(`  ${c.path ?? '(schema)'}: ${c.message}`);
    for (const reason of new Set(dangerous.map((c) => c.criticality.reason).filter(Boolean))) out.push(`  Why it matters: ${reason}`);
  }
  if (listed.length > 0) {
    out.push(`Breaking changes listed in CHANGELOG.md (${listed.length}):`);
    for (const c of listed) out.push(`  ${c.path}: ${c.message}`);
  }
  if (unlisted.length > 0) {
    out.push(`Breaking changes NOT listed in CHANGELOG.md (${unlisted.length}):`);
    for (const c of unlisted) out.push(`  ${c.path ?? '(schema)'}: ${c.message}`);
    out.push(
      '',
      'A client built on the released graph breaks on each of these. If the change is intended, list it in',
      'CHANGELOG.md under "## Unreleased" → "### Breaking", its path in backticks followed by the migration, e.g.',
      ...unlisted.map((c) => `  - \`${c.path ?? '(schema)'}\` ${c.message.replace(/\.$/, '')}: <what a client does instead>.`),
      'Otherwise, restore what the released graph (schema/released.graphql) has.',
    );
  }
  if (unlisted.length === 0) out.push('No unlisted breaking change.');
  return out.join('\n');
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  void checkGraph({
    released: readFileSync(RELEASED_FILE, 'utf8'),
    current: printGraph(),
    changelog: readFileSync(CHANGELOG_FILE, 'utf8'),
  }).then((result) => {
    console.log(formatCheck(result));
    if (!result.ok) process.exitCode = 1;
  });
}
