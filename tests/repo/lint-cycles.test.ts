/**
 * The lint refuses import cycles (`luminate/no-cycle`, as eslint.config.js configures it): two
 * files importing each other, two files importing only each other's types, and a chain that passes
 * through a generated file (a folder the lint itself ignores) are each reported, and a one-way
 * import is not.
 *
 * The rule resolves every import to a file on disk and reads it, so a text linted under a name no
 * file has could not be imported back: the files are real ones, written to a folder of
 * tests/repo for the duration of the test and removed after it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const RULE = 'luminate/no-cycle';
// Under tests/, which no other test walks (several walk gateway/src), so no run sees the files come and go.
const DIR = join(ROOT, 'tests', 'repo', `lint-cycles-${process.pid}`);

/** Each file of the example folder and its text. */
const FILES: Record<string, string> = {
  // Values imported both ways.
  'values/a.ts': "import { b } from './b.ts';\n\nexport function a(): number {\n  return b() + 1;\n}\n",
  'values/b.ts': "import { a } from './a.ts';\n\nexport function b(): number {\n  return a.length;\n}\n",
  // Types only, both ways: no runtime effect, but one knot all the same.
  'types/a.ts': "import type { B } from './b.ts';\n\nexport interface A {\n  b?: B;\n}\n",
  'types/b.ts': "import { type A } from './a.ts';\n\nexport interface B {\n  a?: A;\n}\n",
  // The core names a generated type; the generated file names a module's type, which imports the core.
  'through-generated/core.ts':
    "import type { Resolvers } from './generated/graphql.ts';\n\nexport interface Module {\n  resolvers: Resolvers;\n}\n\nexport const NAME = 'core';\n",
  'through-generated/generated/graphql.ts':
    "import type { Parent } from '../module/types.ts';\n\nexport interface Resolvers {\n  parent?: Parent;\n}\n",
  'through-generated/module/types.ts': "import { NAME } from '../core.ts';\n\nexport interface Parent {\n  core: typeof NAME;\n}\n",
  // One way only.
  'one-way/a.ts': "import { b } from './b.ts';\n\nexport const a = b + 1;\n",
  'one-way/b.ts': 'export const b = 1;\n',
};

let eslint: ESLint;

beforeAll(() => {
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(DIR, file)), { recursive: true });
    writeFileSync(join(DIR, file), text);
  }
  // Only the cycle rule runs, without type information: the example files belong to no program.
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === RULE,
  });
});

afterAll(() => rmSync(DIR, { recursive: true, force: true }));

/** What the lint reports for a file of the example folder, as `line: rule: message`. */
async function lint(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([join(DIR, file)]);
  return result.messages.map((m) => `${m.line}: ${m.ruleId}: ${m.message}`);
}

describe('import cycles', () => {
  it('are refused between two files importing values from each other', async () => {
    expect(await lint('values/a.ts')).toEqual([`1: ${RULE}: Dependency cycle detected`]);
    expect(await lint('values/b.ts')).toEqual([`1: ${RULE}: Dependency cycle detected`]);
  });

  it('are refused when the files import only types from each other', async () => {
    expect(await lint('types/a.ts')).toEqual([`1: ${RULE}: Dependency cycle detected`]);
    expect(await lint('types/b.ts')).toEqual([`1: ${RULE}: Dependency cycle detected`]);
  });

  it('are refused through a generated file, which the lint reads though it does not lint it', async () => {
    expect(await lint('through-generated/core.ts')).toEqual([`1: ${RULE}: Dependency cycle via "../module/types.ts:1"`]);
    expect(await lint('through-generated/module/types.ts')).toEqual([`1: ${RULE}: Dependency cycle via "./generated/graphql.ts:1"`]);
  });

  it('leave a one-way import alone', async () => {
    expect(await lint('one-way/a.ts')).toEqual([]);
    expect(await lint('one-way/b.ts')).toEqual([]);
  });
});
