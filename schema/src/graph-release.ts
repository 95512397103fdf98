/**
 * Releases the graph: schema/released.graphql is rewritten from schema/graph, and the entries under
 * CHANGELOG.md's `## Unreleased` move under a heading of their own (the version when one is given,
 * and the date), leaving `## Unreleased` empty for the next release. Nothing is written while a
 * breaking change is unlisted or when `## Unreleased` records nothing.
 *
 * Run `npm run graph:release [-- <version>]`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CHANGELOG_FILE, RELEASED_FILE, checkGraph, formatCheck, printGraph } from './graph-guard.ts';

/** The empty `## Unreleased` section a release leaves behind. */
const EMPTY_UNRELEASED = '## Unreleased\n\n### Breaking\n\n### Added\n\n### Changed\n';

/** A `### ` heading directly followed by another heading, or by the end: a subsection with no entry. */
const dropEmptySubsections = (body: string) => {
  const blocks = body.split(/^(?=### )/m);
  return blocks.filter((block) => !/^### .*$/.test(block.trim())).join('');
};

/**
 * The changelog with its `## Unreleased` entries under `## <heading>`, just below a new, empty
 * `## Unreleased`. Throws when there is no `## Unreleased` section or it holds no entry.
 */
export function releaseChangelog(changelog: string, heading: string): string {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => /^## Unreleased\s*$/.test(line));
  if (start < 0) throw new Error('CHANGELOG.md has no "## Unreleased" section.');
  const found = lines.findIndex((line, i) => i > start && /^## /.test(line));
  const end = found < 0 ? lines.length : found;
  const body = dropEmptySubsections(lines.slice(start + 1, end).join('\n')).trim();
  if (!/^\s*[-*] /m.test(body)) throw new Error('Nothing is recorded under "## Unreleased": describe what this release changes first.');
  const before = lines.slice(0, start).join('\n');
  const after = lines.slice(end).join('\n');
  return `${before}\n${EMPTY_UNRELEASED}\n## ${heading}\n\n${body}\n${after ? `\n${after}` : ''}`;
}

/** `1.4.0 (2026-07-14)`, or the date alone without a version. */
export function releaseHeading(version: string | undefined, now = new Date()): string {
  const date = now.toISOString().slice(0, 10);
  return version ? `${version} (${date})` : date;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const changelog = readFileSync(CHANGELOG_FILE, 'utf8');
  const current = printGraph();
  void checkGraph({ released: readFileSync(RELEASED_FILE, 'utf8'), current, changelog }).then((result) => {
    if (!result.ok) {
      console.error(formatCheck(result));
      console.error('\nNot released: list every breaking change first.');
      process.exitCode = 1;
      return;
    }
    const heading = releaseHeading(process.argv[2]);
    writeFileSync(CHANGELOG_FILE, releaseChangelog(changelog, heading));
    writeFileSync(RELEASED_FILE, current);
    console.log(`Released the graph as "## ${heading}": CHANGELOG.md and schema/released.graphql rewritten.`);
  });
}
