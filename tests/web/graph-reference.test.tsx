// @vitest-environment jsdom
/**
 * The Graph Reference: what the build computes from schema/graph covers every type of the merged
 * graph (the gateway's own merge, GraphQL's built-in scalars and introspection types aside), every
 * field, argument and enum value with its description, root types first; the page lists every type
 * with an anchor, links field types to their sections and filters by name.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
} from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGraphReference, type ReferenceType } from '../../web/src/features/graph-reference/reference-model.ts';
import { GraphReferenceView } from '../../web/src/features/graph-reference/graph-reference-view.tsx';
import { installDomShims } from './support/dom-shims.ts';

installDomShims();
afterEach(() => cleanup());

// schema/graph/*.graphql in file-name order, as the build reads them (read here by path: this
// file runs in jsdom, whose URL the schema package's file URL helpers do not accept).
const graphDir = join(dirname(fileURLToPath(import.meta.url)), '../../schema/graph');
const sources = readdirSync(graphDir)
  .filter((f) => f.endsWith('.graphql'))
  .sort()
  .map((f) => ({ sdl: readFileSync(join(graphDir, f), 'utf8') }));
const reference = buildGraphReference(sources.map((s) => s.sdl));
// The graph as the gateway merges its files.
const schema = makeExecutableSchema({ typeDefs: sources.map((s) => s.sdl) });
const graphTypes = Object.values(schema.getTypeMap()).filter((t) => !isIntrospectionType(t) && !isSpecifiedScalarType(t));
const byName = new Map(reference.types.map((t) => [t.name, t]));

/** Fields in name order: the files' merge order is no part of what the reference promises. */
const sortByName = <T extends { name: string }>(items: readonly T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name, 'en'));
/** A description as the page shows it, line breaks as spaces. */
const onScreen = (d: string) => d.replace(/\s+/g, ' ').trim();

const description = (d: string | null | undefined) => (d?.trim() ? d.trim() : null);

/** What the reference must say of a type: its kind, description, fields with arguments, values. */
function expected(type: GraphQLNamedType) {
  const fields: readonly (GraphQLField<unknown, unknown> | GraphQLInputField)[] =
    isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? Object.values(type.getFields()) : [];
  return {
    name: type.name,
    kind: isObjectType(type)
      ? 'object'
      : isInterfaceType(type)
        ? 'interface'
        : isInputObjectType(type)
          ? 'input'
          : isEnumType(type)
            ? 'enum'
            : isUnionType(type)
              ? 'union'
              : 'scalar',
    description: description(type.description),
    fields: sortByName(fields).map((f) => ({
      name: f.name,
      type: String(f.type),
      description: description(f.description),
      deprecationReason: description(f.deprecationReason),
      args: 'args' in f ? f.args.map((a) => ({ name: a.name, type: String(a.type), description: description(a.description) })) : [],
    })),
    values: isEnumType(type)
      ? type
          .getValues()
          .map((v) => ({ name: v.name, description: description(v.description), deprecationReason: description(v.deprecationReason) }))
      : [],
    members: isUnionType(type) ? type.getTypes().map((t) => t.name) : [],
  };
}

function actual(type: ReferenceType | undefined) {
  if (!type) return undefined;
  return {
    name: type.name,
    kind: type.kind,
    description: type.description,
    fields: sortByName(type.fields).map((f) => ({
      name: f.name,
      type: f.type,
      description: f.description,
      deprecationReason: f.deprecationReason,
      args: f.args.map((a) => ({ name: a.name, type: a.type, description: a.description })),
    })),
    values: type.values,
    members: type.members,
  };
}

describe('graph reference content', () => {
  it('lists every type of the merged graph and nothing else, root types first', () => {
    expect(graphTypes.length).toBeGreaterThan(100);
    expect(reference.types.map((t) => t.name).sort()).toEqual(graphTypes.map((t) => t.name).sort());
    expect(reference.types.slice(0, 3).map((t) => t.name)).toEqual(['Query', 'Mutation', 'Subscription']);
    const rest = reference.types.slice(3).map((t) => t.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives every type its kind, description, fields with types and arguments, and enum values', () => {
    for (const type of graphTypes) expect(actual(byName.get(type.name)), type.name).toEqual(expected(type));
  });

  it('has a description for every type, field, argument and enum value', () => {
    const undescribed: string[] = [];
    for (const type of reference.types) {
      if (!type.description) undescribed.push(type.name);
      for (const f of type.fields) {
        if (!f.description) undescribed.push(`${type.name}.${f.name}`);
        for (const a of f.args) if (!a.description) undescribed.push(`${type.name}.${f.name}(${a.name})`);
      }
      for (const v of type.values) if (!v.description) undescribed.push(`${type.name}.${v.name}`);
    }
    expect(undescribed).toEqual([]);
  });
});

describe('graph reference page', () => {
  const renderView = () =>
    render(
      <ChakraProvider value={defaultSystem}>
        <GraphReferenceView reference={reference} />
      </ChakraProvider>,
    );

  it('shows a section per type with its anchor, links field types to their sections and filters by name', async () => {
    renderView();
    for (const type of reference.types) {
      const section = document.getElementById(type.name);
      expect(section?.tagName, type.name).toBe('SECTION');
    }
    const request = byName.get('DncRequest')!;
    const dnc = within(document.getElementById('DncRequest')!);
    expect(dnc.getByRole('heading', { level: 2 }).textContent).toContain('DncRequest');
    expect(dnc.getByText(onScreen(request.description!))).toBeTruthy();
    const fields = within(dnc.getByRole('table', { name: 'DncRequest fields' }));
    for (const f of request.fields) expect(fields.getByText(f.name)).toBeTruthy();
    // An enum field's type leads to the enum's own section.
    const enumField = request.fields.find((f) => byName.get(f.named)?.kind === 'enum')!;
    expect(fields.getAllByRole('link', { name: enumField.named })[0].getAttribute('href')).toBe(`#${enumField.named}`);

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Filter types and fields by name' }), 'DncRequestFilter');
    await screen.findByText(`1 of ${reference.types.length} types`);
    expect([...document.querySelectorAll('section')].map((section) => section.id)).toEqual(['DncRequestFilter']);
    const filter = byName.get('DncRequestFilter')!;
    expect(screen.getByText(onScreen(filter.description!))).toBeTruthy();
    for (const f of filter.fields) expect(screen.getByText(onScreen(f.description!))).toBeTruthy();
  }, 60_000);
});
