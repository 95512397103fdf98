/**
 * The split rule (gateway/src/modules/README.md, "The split rule"): a hand-written source file
 * stays within 400 lines; past that it splits by role (a module's data source into
 * data-source.ts, writes.ts and loaders.ts) or into a folder named after it, one concern per file.
 *
 * Counted: the code of the gateway, the sandbox, the shared schema package, the web client, the
 * lint rules (eslint/), the scripts and the configuration files at the root (.ts, .tsx, .js, .mjs,
 * .cjs and SQL migrations). Not counted:
 * - generated files (any `generated/` folder: codegen's output) and build output;
 * - test files, because each test file starts its own stack (tests/vitest.config.ts), so a
 *   module's scenarios stay in one file;
 * - SDL and operation documents (.graphql): the graph keeps one SDL file per domain
 *   (schema/graph/<domain>.graphql) with a description on every element, and a page's documents
 *   sit beside it;
 * - the data files named in DATA_FILES, each with its reason: they hold rows, not logic.
 *
 * `fileSizeProblems` checks one file's text, so the rule is also tried on a synthetic file below.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineCount, REPO_ROOT, repoFiles } from '../support/source-files.ts';

export const MAX_LINES = 400;

/** The folders of hand-written code; a folder that does not exist has nothing to count. */
const FOLDERS = ['gateway', 'sandbox', 'schema', 'web', 'eslint', 'scripts'];

const SOURCE = /\.(ts|tsx|js|mjs|cjs|sql)$/;

/** Data files: rows, not logic, so their length is the data's. Each with why. */
const DATA_FILES: Record<string, string> = {
  'sandbox/src/seed/names.ts': 'the word lists the seed draws synthetic people and places from, one word a line',
};

/** Whether a repository path is a hand-written source file the rule counts (data files aside). */
export function isCounted(path: string): boolean {
  if (!SOURCE.test(path) || /\.test\.(ts|tsx)$/.test(path)) return false;
  return !path.split('/').some((part) => part === 'generated' || part === 'node_modules' || part === 'dist');
}

/** The file's problem when it is counted and longer than MAX_LINES, as `path has N lines …`. */
export function fileSizeProblems(path: string, text: string): string[] {
  if (!isCounted(path) || path in DATA_FILES) return [];
  const lines = lineCount(text);
  return lines > MAX_LINES ? [`${path} has ${lines} lines, over ${MAX_LINES}: split it by role or by concern (the split rule)`] : [];
}

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

/** Every file the rule looks at: the folders above and the root's own files. */
function candidates(): string[] {
  const root = repoFiles(REPO_ROOT).filter((f) => !f.includes('/'));
  return [...root, ...FOLDERS.flatMap((folder) => repoFiles(join(REPO_ROOT, folder)))];
}

describe('file size', () => {
  const files = candidates().filter(isCounted);

  it('counts the code of every part of the repository', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'codegen.ts',
        'eslint.config.js',
        'eslint/no-cycle.js',
        'gateway/src/modules/markets/data-source.ts',
        'sandbox/src/seed/names.ts',
        'schema/src/claims.ts',
        'web/src/main.tsx',
      ]),
    );
    expect(files.some((f) => f.includes('/generated/'))).toBe(false);
    expect(files.some((f) => f.endsWith('.test.ts'))).toBe(false);
  });

  it(`keeps every hand-written source file within ${MAX_LINES} lines`, () => {
    expect(files.flatMap((f) => fileSizeProblems(f, read(f)))).toEqual([]);
  });

  it('names only data files that exist and that the rule would otherwise count', () => {
    for (const path of Object.keys(DATA_FILES)) {
      expect(files, path).toContain(path);
    }
  });

  it(`refuses a ${MAX_LINES + 1}-line source file, and leaves alone tests, generated and data files`, () => {
    const long = 'export const x = 1;\n'.repeat(MAX_LINES + 1);
    expect(fileSizeProblems('gateway/src/upstream/client.ts', long)).toEqual([
      'gateway/src/upstream/client.ts has 401 lines, over 400: split it by role or by concern (the split rule)',
    ]);
    expect(fileSizeProblems('web/src/features/members/members-page.tsx', long)).toHaveLength(1);
    expect(fileSizeProblems('eslint/no-cycle.js', long)).toHaveLength(1);
    expect(fileSizeProblems('gateway/src/upstream/client.ts', 'export const x = 1;\n'.repeat(MAX_LINES))).toEqual([]);
    expect(fileSizeProblems('gateway/src/modules/dnc/policy.test.ts', long)).toEqual([]);
    expect(fileSizeProblems('web/src/generated/graphql.ts', long)).toEqual([]);
    expect(fileSizeProblems('sandbox/src/seed/names.ts', long)).toEqual([]);
    expect(fileSizeProblems('schema/graph/members.graphql', long)).toEqual([]);
  });
});
