/**
 * No breaking change to the graph goes unnoticed: `npm run graph:check` compares
 * schema/released.graphql with schema/graph, fails on a breaking change that CHANGELOG.md's
 * `## Unreleased` section does not list by its path, and reports dangerous changes without failing.
 * `npm run graph:release` moves the Unreleased entries under a heading of their own.
 */
import { readFileSync } from 'node:fs';
import { Kind, parse, print, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CHANGELOG_FILE, RELEASED_FILE, checkGraph, formatCheck, printGraph } from '@luminate/schema/graph-guard';
import { releaseChangelog, releaseHeading } from '@luminate/schema/graph-release';

const current = printGraph();

/** The current graph without Query.health. */
const withoutHealth = print(
  visit(parse(current), {
    ObjectTypeDefinition(node) {
      if (node.name.value !== 'Query') return undefined;
      return { ...node, fields: node.fields?.filter((field) => field.name.value !== 'health') };
    },
  }),
);

/** The current graph with one more value in its first enum. */
const document = parse(current);
const firstEnum = document.definitions.find((d) => d.kind === Kind.ENUM_TYPE_DEFINITION)!;
const withEnumValue = print(
  visit(document, {
    EnumTypeDefinition(node) {
      if (node !== firstEnum) return undefined;
      return {
        ...node,
        values: [...(node.values ?? []), { kind: Kind.ENUM_VALUE_DEFINITION, name: { kind: Kind.NAME, value: 'ADDED_IN_TEST' } }],
      };
    },
  }),
);

const changelog = (unreleased: string, older = '') => `# Graph changelog\n\n## Unreleased\n\n${unreleased}\n${older}`;

describe('the graph guard', () => {
  it('passes on the repository as it is: every breaking change since the release is listed', async () => {
    const result = await checkGraph({
      released: readFileSync(RELEASED_FILE, 'utf8'),
      current,
      changelog: readFileSync(CHANGELOG_FILE, 'utf8'),
    });
    expect(result.unlisted.map((c) => `${c.path}: ${c.message}`)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('fails on a removed field that the Unreleased section does not list, and says how to list it', async () => {
    expect(current).toMatch(/^ {2}health: /m);
    expect(withoutHealth).not.toMatch(/^ {2}health: /m);
    const result = await checkGraph({ released: current, current: withoutHealth, changelog: changelog('### Breaking\n') });
    expect(result.ok).toBe(false);
    expect(result.unlisted.map((c) => c.path)).toEqual(['Query.health']);
    const report = formatCheck(result);
    expect(report).toContain("Query.health: Field 'health' was removed from object type 'Query'");
    expect(report).toContain('- `Query.health`');
    expect(report).toContain('## Unreleased');

    // Listed under an earlier release only: still unlisted for this one.
    const older = await checkGraph({
      released: current,
      current: withoutHealth,
      changelog: changelog('', '## 1.0.0 (2026-01-01)\n\n### Breaking\n\n- `Query.health` removed.\n'),
    });
    expect(older.unlisted.map((c) => c.path)).toEqual(['Query.health']);
  });

  it('passes when the Unreleased section lists the removed field by its path', async () => {
    const result = await checkGraph({
      released: current,
      current: withoutHealth,
      changelog: changelog('### Breaking\n\n- `Query.health` removed: probe GET /health instead.\n'),
    });
    expect(result.ok).toBe(true);
    expect(result.listed.map((c) => c.path)).toEqual(['Query.health']);
    expect(result.unlisted).toEqual([]);
  });

  it('reports an added enum value as dangerous without failing', async () => {
    const path = `${firstEnum.kind === Kind.ENUM_TYPE_DEFINITION ? firstEnum.name.value : ''}.ADDED_IN_TEST`;
    const result = await checkGraph({ released: current, current: withEnumValue, changelog: changelog('') });
    expect(result.ok).toBe(true);
    expect(result.dangerous.map((c) => c.path)).toEqual([path]);
    expect(formatCheck(result)).toContain(`Dangerous changes (1)`);
    expect(formatCheck(result)).toContain(`${path}: Enum value 'ADDED_IN_TEST' was added`);
  });

  it('releases: the Unreleased entries move under the dated version, leaving Unreleased empty', async () => {
    const before = changelog(
      '### Breaking\n\n- `Query.health` removed: probe GET /health instead.\n\n### Added\n\n### Changed\n\n- Every element is described.\n',
      '## Before this changelog\n\nThe baseline.\n',
    );
    const heading = releaseHeading('1.1.0', new Date('2026-07-14T10:00:00Z'));
    expect(heading).toBe('1.1.0 (2026-07-14)');
    const after = releaseChangelog(before, heading);
    expect(after).toBe(
      '# Graph changelog\n\n## Unreleased\n\n### Breaking\n\n### Added\n\n### Changed\n\n' +
        '## 1.1.0 (2026-07-14)\n\n### Breaking\n\n- `Query.health` removed: probe GET /health instead.\n\n### Changed\n\n- Every element is described.\n\n' +
        '## Before this changelog\n\nThe baseline.\n',
    );
    // Once released, the same removal needs no entry any more; the next one would.
    const next = await checkGraph({ released: withoutHealth, current: withoutHealth, changelog: after });
    expect(next.ok).toBe(true);
    expect(() => releaseChangelog(after, releaseHeading(undefined))).toThrow('Nothing is recorded under "## Unreleased"');
  });
});
