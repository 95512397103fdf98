import { describe, expect, it } from 'vitest';
import { graphql, Kind, parse } from 'graphql';
import { buildGatewaySchema } from '../../gateway/src/index.ts';
import { loadGraphSources } from '@luminate/schema/graph';
import type { RequestContext, Viewer } from '../../gateway/src/context.ts';
import type { GatewayModule } from '../../gateway/src/module.ts';
import type { Claim } from '@luminate/schema/claims';

const core = loadGraphSources().find((s) => s.name === 'core.graphql')!;

function schemaWith(sdl: string, resolvers: GatewayModule['resolvers'] = {}) {
  // The test module's policy declares the claims of the one field below that lists them.
  const fieldAccess = { 'Query.admins': ['admin', 'superAdmin'] as Claim[] };
  return buildGatewaySchema({ sources: [core, { name: 'test.graphql', sdl }], modules: [{ name: 'test', resolvers, fieldAccess }] });
}

/** Every root field of the repository's SDL with its @auth or @public directive, where it stands in its file. */
function rootFieldDeclarations() {
  const found: Array<{ file: string; typeName: string; field: string; directive: { start: number; end: number } }> = [];
  for (const source of loadGraphSources()) {
    for (const node of parse(source.sdl).definitions) {
      if (node.kind !== Kind.OBJECT_TYPE_DEFINITION && node.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
      if (!['Query', 'Mutation', 'Subscription'].includes(node.name.value)) continue;
      for (const field of node.fields ?? []) {
        const directive = field.directives?.find((d) => d.name.value === 'auth' || d.name.value === 'public');
        if (directive?.loc) found.push({ file: source.name, typeName: node.name.value, field: field.name.value, directive: directive.loc });
      }
    }
  }
  return found;
}

const viewer = (claims: Claim[]): Viewer => ({ uid: 'u1', name: null, email: null, employeeId: null, claims: new Set(claims), token: 't' });
const ctx = (v: Viewer | null) => ({ viewer: v }) as RequestContext;

describe('root-field guard', () => {
  it('throws naming every root field without @auth or @public', () => {
    expect(() =>
      schemaWith(
        `type Query { open: String @public  secret: String  other: String }
         type Mutation { change: String }`,
        { Query: { open: () => 'x', secret: () => 's', other: () => 'o' }, Mutation: { change: () => 'c' } },
      ),
    ).toThrow(/Query\.secret, Query\.other, Mutation\.change/);
  });

  it('rejects a field carrying both directives', () => {
    expect(() => schemaWith(`type Query { both: String @auth @public }`, { Query: { both: () => 'b' } })).toThrow(/Query\.both/);
  });

  it('passes for the real repository schema', () => {
    const schema = buildGatewaySchema();
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(expect.arrayContaining(['health', 'viewer', 'members']));
  });

  const declarations = rootFieldDeclarations();
  it('finds the root fields of every domain file', () => {
    expect(declarations.map((d) => `${d.typeName}.${d.field}`)).toEqual(
      expect.arrayContaining(['Query.health', 'Query.viewer', 'Query.members']),
    );
  });

  it.each(declarations.map((d) => [`${d.typeName}.${d.field}`, d] as const))('refuses to start when %s loses its directive', (name, d) => {
    const sources = loadGraphSources().map((s) => {
      if (s.name !== d.file) return s;
      // The field's directive cut out of its file, where the parser found it.
      return { ...s, sdl: s.sdl.slice(0, d.directive.start) + s.sdl.slice(d.directive.end) };
    });
    expect(() => buildGatewaySchema({ sources })).toThrow(new RegExp(`\\b${name.replace('.', '\\.')}\\b`));
  });
});

describe('@auth directive', () => {
  const schema = schemaWith(
    `type Query {
       anyone: String @auth
       admins: String @auth(anyOf: [ADMIN, SUPER_ADMIN])
       both: String @auth(allOf: [DATA_MGMT, EUS])
       open: String @public
     }`,
    { Query: { anyone: () => 'a', admins: () => 'b', both: () => 'c', open: () => 'd' } },
  );
  const run = (query: string, v: Viewer | null) => graphql({ schema, source: query, contextValue: ctx(v) });

  it('lets anyone reach @public fields', async () => {
    expect((await run('{ open }', null)).data).toEqual({ open: 'd' });
  });

  it('answers UNAUTHENTICATED to an anonymous caller', async () => {
    const result = await run('{ anyone }', null);
    expect(result.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('checks anyOf and allOf', async () => {
    expect((await run('{ anyone admins }', viewer(['superAdmin']))).data).toEqual({ anyone: 'a', admins: 'b' });
    const denied = await run('{ admins }', viewer(['dataMgmt']));
    expect(denied.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(denied.errors?.[0].message).toBe('You do not have permission to view admins');
    expect((await run('{ both }', viewer(['dataMgmt']))).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await run('{ both }', viewer(['dataMgmt', 'eus']))).data).toEqual({ both: 'c' });
  });
});
