/**
 * Enum values of the graph are SCREAMING_CASE, the one spelling clients compare and send, and the
 * lint keeps them so: `npm run lint` (graphql-eslint's naming-convention) refuses an SDL file with
 * a value spelled otherwise.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const GRAPH = join(ROOT, 'schema/graph');

describe('the graph’s enum values', () => {
  it('are all SCREAMING_CASE', () => {
    const offending: string[] = [];
    for (const file of readdirSync(GRAPH).filter((f) => f.endsWith('.graphql'))) {
      for (const definition of parse(readFileSync(join(GRAPH, file), 'utf8')).definitions) {
        if (definition.kind !== Kind.ENUM_TYPE_DEFINITION && definition.kind !== Kind.ENUM_TYPE_EXTENSION) continue;
        for (const value of definition.values ?? []) {
          if (!/^[A-Z][A-Z0-9_]*$/.test(value.name.value)) offending.push(`${definition.name.value}.${value.name.value}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('fail the lint when one is not SCREAMING_CASE', async () => {
    const file = join(GRAPH, 'dnc.graphql');
    const sdl = readFileSync(file, 'utf8');
    const eslint = new ESLint({ cwd: ROOT });
    const renamed = sdl.replace(/^( {2})SKIP$/m, '$1Skip');
    expect(renamed).not.toBe(sdl);
    const [linted] = await eslint.lintText(renamed, { filePath: file });
    expect(linted?.messages.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([
      '@graphql-eslint/naming-convention: Enum value "Skip" should be in UPPER_CASE format',
    ]);
  });
});
