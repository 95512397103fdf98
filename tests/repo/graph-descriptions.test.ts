/**
 * Every element of the graph is described, and the lint keeps it so: the coverage over
 * schema/graph is 100 % for every kind, and `npm run lint` (graphql-eslint's require-description)
 * refuses an SDL file where one description was removed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { descriptionCoverage } from '@luminate/schema/description-coverage';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the graph is described', () => {
  it('has a description on every type, field, argument, input field and enum value', () => {
    const { kinds, missing } = descriptionCoverage();
    expect(missing).toEqual([]);
    for (const [kind, { total, described }] of Object.entries(kinds)) {
      expect({ kind, described }).toEqual({ kind, described: total });
      expect(total).toBeGreaterThan(0);
    }
  });

  it('fails the lint when one description is removed', async () => {
    const file = join(ROOT, 'schema/graph/dnc.graphql');
    const sdl = readFileSync(file, 'utf8');
    const eslint = new ESLint({ cwd: ROOT });
    const [clean] = await eslint.lintText(sdl, { filePath: file });
    expect(clean?.messages).toEqual([]);

    // The description of DncRequest's first field, taken away.
    const undescribed = sdl.replace(/(type DncRequest \{\n)\s*"[^"\n]*"\n/, '$1');
    expect(undescribed).not.toBe(sdl);
    const [linted] = await eslint.lintText(undescribed, { filePath: file });
    expect(linted?.messages.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([
      '@graphql-eslint/require-description: Description is required for field "id" in type "DncRequest"',
    ]);
  });
});
