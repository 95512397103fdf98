/**
 * The repository explains itself: comments, descriptions and docs state rules in their own words
 * and never send the reader to documents kept outside the repository (section citations such as
 * "§2.1", or paths that leave the repository). Standards are cited by name (RFC 6749 §2.3.1).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const TEXT = /\.(ts|tsx|js|mjs|cjs|graphql|md|json|yml|yaml|sh|html|css)$|(^|\/)(run|Dockerfile[^/]*)$/;
const SKIP = /(^|\/)(generated|node_modules)\/|package-lock\.json$/;

const OUTSIDE = [
  { why: 'cites a section of an outside document', pattern: /(?<!RFC \d+ )§\s*\d/ },
  { why: 'cites the specification', pattern: /\bspec(ification)? \d/i },
  { why: 'points outside the repository', pattern: /\.\.\/shared\/(spec|DESIGN)|(^|[\s'"`(])\/work\/|DESIGN\.md|DESIGN §/ },
];

describe('no references outside the repository', () => {
  it('finds none in tracked text files', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && TEXT.test(f) && !SKIP.test(f));
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      if (file === 'tests/repo/no-outside-references.test.ts') continue;
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const { why, pattern } of OUTSIDE)
            if (pattern.test(line)) found.push(`${file}:${i + 1} ${why}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(found).toEqual([]);
  });
});
