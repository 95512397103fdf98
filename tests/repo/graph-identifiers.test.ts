/**
 * Every identifier of the graph is an ID and every name has its kind's spelling, and the lint keeps
 * them so: an output field, argument or input field named `id` or ending in `Id`/`Ids` has the named
 * type ID (`luminate/identifier-type`, eslint/identifier-type.js), and types are PascalCase, fields,
 * arguments and input fields camelCase (graphql-eslint's naming-convention). `npm run lint` refuses
 * an SDL file where an identifier was turned back into Int or a name lost its spelling.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { Kind, parse, type TypeNode } from 'graphql';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const GRAPH = join(ROOT, 'schema/graph');
const FILES = readdirSync(GRAPH).filter((f) => f.endsWith('.graphql'));

const isIdentifier = (name: string) => name === 'id' || /Ids?$/.test(name);
const namedType = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type));

/** Every identifier of the SDL with its named type, as `Type.field`, `Type.field.argument` or `Input.field`. */
function identifiers(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of FILES) {
    for (const definition of parse(readFileSync(join(GRAPH, file), 'utf8')).definitions) {
      if (!('fields' in definition) || !definition.fields) continue;
      for (const field of definition.fields) {
        const path = `${definition.name.value}.${field.name.value}`;
        if (isIdentifier(field.name.value)) found.set(path, namedType(field.type));
        for (const argument of 'arguments' in field ? (field.arguments ?? []) : []) {
          if (isIdentifier(argument.name.value)) found.set(`${path}.${argument.name.value}`, namedType(argument.type));
        }
      }
    }
  }
  return found;
}

const eslint = new ESLint({ cwd: ROOT });
const lint = async (file: string, text: string) => {
  const [result] = await eslint.lintText(text, { filePath: join(GRAPH, file) });
  return result?.messages.map((m) => `${m.ruleId}: ${m.message}`);
};

/** The SDL of `file` with `from` replaced by `to`, which must occur in it. */
function altered(file: string, from: string | RegExp, to: string): string {
  const sdl = readFileSync(join(GRAPH, file), 'utf8');
  const changed = sdl.replace(from, to);
  expect(changed, `${String(from)} in ${file}`).not.toBe(sdl);
  return changed;
}

describe('the graph’s identifiers', () => {
  it('are all of type ID: output fields, arguments and input fields', () => {
    const found = identifiers();
    // Fields, arguments and input fields of several shapes are among them.
    for (const path of [
      'Viewer.employeeId',
      'Mutation.assignCampaignAgent.employeeId',
      'Query.employees.assignmentTypeIds',
      'ChangeAssignmentInput.assignmentTypeId',
      'Member.aaneelId',
    ]) {
      expect(found.has(path), path).toBe(true);
    }
    expect([...found].filter(([, type]) => type !== 'ID').map(([path, type]) => `${path}: ${type}`)).toEqual([]);
  });

  it('pass the lint in every SDL file', async () => {
    const results = await eslint.lintFiles(['schema/graph/*.graphql']);
    expect(results).toHaveLength(FILES.length);
    expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.ruleId}: ${m.message}`))).toEqual([]);
  });

  it('fail the lint when one is turned back into Int or String', async () => {
    expect(await lint('viewer.graphql', altered('viewer.graphql', /^( {2}employeeId: )ID$/m, '$1Int'))).toEqual([
      'luminate/identifier-type: Field "Viewer.employeeId" is an identifier: its type must be ID (ID, ID!, [ID!], …), not Int',
    ]);
    expect(await lint('campaigns.graphql', altered('campaigns.graphql', /^( {4}employeeId: )ID!$/m, '$1Int!'))).toEqual([
      'luminate/identifier-type: Argument "employeeId" of "Mutation.assignCampaignAgent" is an identifier: its type must be ID (ID, ID!, [ID!], …), not Int',
    ]);
    expect(await lint('employees.graphql', altered('employees.graphql', 'assignmentTypeIds: [ID!]', 'assignmentTypeIds: [Int!]'))).toEqual([
      'luminate/identifier-type: Argument "assignmentTypeIds" of "Query.employees" is an identifier: its type must be ID (ID, ID!, [ID!], …), not Int',
    ]);
    expect(
      await lint(
        'market-assignments.graphql',
        altered('market-assignments.graphql', /(input ChangeAssignmentInput \{\n.*\n {2}assignmentTypeId: )ID!/, '$1Int!'),
      ),
    ).toEqual([
      'luminate/identifier-type: Input field "ChangeAssignmentInput.assignmentTypeId" is an identifier: its type must be ID (ID, ID!, [ID!], …), not Int',
    ]);
    expect(
      await lint('members.graphql', altered('members.graphql', /(type Member \{\n(?:.*\n){3} {2}aaneelId: )ID!/, '$1String!')),
    ).toEqual(['luminate/identifier-type: Field "Member.aaneelId" is an identifier: its type must be ID (ID, ID!, [ID!], …), not String']);
  });
});

describe('the graph’s names', () => {
  it('fail the lint when a type, field or argument loses its spelling', async () => {
    expect(await lint('viewer.graphql', altered('viewer.graphql', 'type Viewer {', 'type viewer_record {'))).toEqual([
      '@graphql-eslint/naming-convention: Type "viewer_record" should be in PascalCase format',
    ]);
    expect(await lint('viewer.graphql', altered('viewer.graphql', /^( {2})email: String$/m, '$1e_mail: String'))).toEqual([
      '@graphql-eslint/naming-convention: Field "e_mail" should be in camelCase format',
    ]);
    expect(await lint('employees.graphql', altered('employees.graphql', /^( {4})title: String$/m, '$1_title: String'))).toEqual([
      '@graphql-eslint/naming-convention: Input value "_title" should be in camelCase format',
      '@graphql-eslint/naming-convention: Leading underscores are not allowed',
    ]);
  });
});
