/**
 * The glossary's layer map (docs/glossary.md, "Layer map") names, for each domain, its files in
 * every layer. It stays true and whole: every path in it exists, every gateway module, SDL file,
 * Care API contract folder, web feature and web route appears in some row, and every route it
 * names is one of the route table's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/source-files.ts';

const COLUMNS = ['Domain', 'Care API contract', 'Sandbox', 'Gateway module', 'SDL', 'Web feature', 'Web route'] as const;
type Column = (typeof COLUMNS)[number];
type Row = Record<Column, string[]>;

/** The map's rows, each column as the backticked names it holds. */
function mapRows(glossary: string): Row[] {
  const start = glossary.indexOf('## Layer map');
  if (start < 0) return [];
  const end = glossary.indexOf('\n## ', start + 1);
  const lines = glossary.slice(start, end < 0 ? undefined : end).split('\n');
  const header = lines.findIndex((l) => l.startsWith('| Domain |'));
  if (header < 0) return [];
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.slice(1, -1).split(' | ');
    const row = Object.fromEntries(COLUMNS.map((c, i) => [c, [...(cells[i] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1])])) as Row;
    rows.push(row);
  }
  return rows;
}

interface Tree {
  exists: (path: string) => boolean;
  modules: string[];
  sdlFiles: string[];
  contractFolders: string[];
  features: string[];
  routes: string[];
}

/** Everything wrong with the map against the tree, in words; empty when nothing is. */
function mapProblems(rows: Row[], tree: Tree): string[] {
  if (rows.length === 0) return ['the glossary has no layer map'];
  const problems: string[] = [];
  const named = (column: Column) => new Set(rows.flatMap((r) => r[column]));
  for (const column of COLUMNS.filter((c) => c !== 'Domain' && c !== 'Web route'))
    for (const path of named(column)) if (!tree.exists(path)) problems.push(`${column}: ${path} does not exist`);
  const mapped = (column: Column, what: string, all: string[], asPath: (name: string) => string) => {
    const listed = named(column);
    for (const name of all) if (!listed.has(asPath(name))) problems.push(`${what} ${name} is in no row`);
  };
  mapped('Gateway module', 'gateway module', tree.modules, (m) => `gateway/src/modules/${m}/`);
  mapped('SDL', 'SDL file', tree.sdlFiles, (f) => `schema/graph/${f}`);
  mapped('Care API contract', 'contract folder', tree.contractFolders, (d) => `schema/src/rest/${d}/`);
  mapped('Web feature', 'web feature', tree.features, (f) => `web/src/features/${f}/`);
  mapped('Web route', 'web route', tree.routes, (r) => r);
  const routes = new Set(tree.routes);
  for (const route of named('Web route')) if (!routes.has(route)) problems.push(`web route ${route} is not in web/src/app/routes.ts`);
  return problems;
}

const folders = (dir: string) =>
  readdirSync(join(REPO_ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** The route table's paths, read from its source (importing it would load the page components). */
const routePaths = (source: string) => [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]);

const TREE: Tree = {
  exists: (path) => existsSync(join(REPO_ROOT, path)),
  // `shared` holds what several modules use; it is named under the map, not as a domain.
  modules: folders('gateway/src/modules').filter((m) => m !== 'shared'),
  sdlFiles: readdirSync(join(REPO_ROOT, 'schema', 'graph')).filter((f) => f.endsWith('.graphql')),
  contractFolders: folders('schema/src/rest'),
  features: folders('web/src/features'),
  routes: routePaths(readFileSync(join(REPO_ROOT, 'web', 'src', 'app', 'routes.ts'), 'utf8')),
};

describe("the glossary's layer map", () => {
  const rows = mapRows(readFileSync(join(REPO_ROOT, 'docs', 'glossary.md'), 'utf8'));

  it('reads the route table', () => {
    expect(TREE.routes).toContain('/member/:id');
    expect(TREE.routes).toContain('/transition-dashboard');
  });

  it('names existing paths, and every module, SDL file, contract folder, feature and route', () => {
    expect(rows.length).toBeGreaterThan(20);
    expect(mapProblems(rows, TREE)).toEqual([]);
  });

  it('fails on a missing path, an unmapped module or route, and a route that does not exist', () => {
    const synthetic = `# Glossary

## Layer map

| Domain | Care API contract | Sandbox | Gateway module | SDL | Web feature | Web route |
|--------|-------------------|---------|----------------|-----|-------------|-----------|
| markets | \`schema/src/rest/markets/\` | \`sandbox/src/care-api/no-such-file.ts\` | \`gateway/src/modules/markets/\` | \`schema/graph/markets.graphql\` | \`web/src/features/markets/\` | \`/markets\`, \`/no-such-page\` |

## People and places
`;
    const tree: Tree = {
      exists: TREE.exists,
      modules: ['markets', 'dnc'],
      sdlFiles: ['markets.graphql'],
      contractFolders: ['markets'],
      features: ['markets'],
      routes: ['/markets', '/pending-dnc'],
    };
    expect(mapProblems(mapRows(synthetic), tree)).toEqual([
      'Sandbox: sandbox/src/care-api/no-such-file.ts does not exist',
      'gateway module dnc is in no row',
      'web route /pending-dnc is in no row',
      'web route /no-such-page is not in web/src/app/routes.ts',
    ]);
    expect(mapProblems(mapRows('# Glossary\n'), tree)).toEqual(['the glossary has no layer map']);
  });
});
