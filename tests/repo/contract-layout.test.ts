/**
 * The Care API contract (schema/src/rest) has one layout for every domain:
 * - `<domain>/routes.ts` holds the domain's routes, one map `<domain in camelCase>Routes`, and no
 *   DTO; `<domain>/dtos.ts` (when the routes need any) holds the domain's zod DTOs. Nothing else
 *   lives in a domain folder, and `route(...)` is called in no other file.
 * - A domain is named after the gateway module or the graph file of the same name.
 * - Beside the domains only the shared pieces: common.ts, contract.ts, openapi.ts and index.ts.
 * - index.ts lists every domain and only those: it re-exports the domain's dtos.ts and routes.ts,
 *   imports its routes map and spreads it into `routes`, the contract the sandbox and the gateway
 *   read.
 *
 * `contractLayoutProblems` checks a set of files (path → text), so the rule is also tried on
 * copies of the real set with one file misplaced.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes, type RouteContract } from '@luminate/schema/rest';
import { REPO_ROOT, repoSourceFiles } from '../support/source-files.ts';

const REST = 'schema/src/rest';
const SHARED_FILES = ['common.ts', 'contract.ts', 'openapi.ts', 'index.ts'];
const DOMAIN_FILES = ['dtos.ts', 'routes.ts'];

/** `market-assignments` → `marketAssignmentsRoutes`: the name of a domain's routes map. */
const routesMapName = (domain: string): string => `${domain.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Routes`;

/** The code of a source text: its comments dropped, so a comment may name `route(...)`. */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Problems with the layout of the contract's files, by path from the repository's root. */
function contractLayoutProblems(files: ReadonlyMap<string, string>, knownDomains: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const domains = new Map<string, Set<string>>();
  for (const path of files.keys()) {
    if (!path.startsWith(`${REST}/`)) continue;
    const parts = path.slice(REST.length + 1).split('/');
    if (parts.length === 1) {
      if (!SHARED_FILES.includes(parts[0])) {
        problems.push(`${path}: outside the layout: a domain's files are ${REST}/<domain>/dtos.ts and routes.ts`);
      }
      continue;
    }
    const [domain, ...rest] = parts;
    const name = rest.join('/');
    if (rest.length !== 1 || !DOMAIN_FILES.includes(name)) {
      problems.push(`${path}: outside the layout: a domain folder holds only dtos.ts and routes.ts`);
      continue;
    }
    if (!domains.has(domain)) domains.set(domain, new Set());
    domains.get(domain)?.add(name);
  }

  for (const [path, source] of files) {
    if (!path.startsWith(`${REST}/`) || path.endsWith('/routes.ts') || path === `${REST}/contract.ts`) continue;
    const text = codeOf(source);
    if (/\broute\(/.test(text)) problems.push(`${path}: declares routes: they belong in a domain's routes.ts`);
    if (/satisfies\s+Record<string,\s*RouteContract>/.test(text) && path !== `${REST}/index.ts`) {
      problems.push(`${path}: declares a routes map: it belongs in a domain's routes.ts`);
    }
  }

  const index = files.get(`${REST}/index.ts`) ?? '';
  for (const [domain, present] of domains) {
    const where = `${REST}/${domain}`;
    if (!/^[a-z]+(-[a-z]+)*$/.test(domain)) problems.push(`${where}: a domain folder is named in kebab-case`);
    if (!knownDomains.has(domain)) problems.push(`${where}: no gateway module or graph file is named ${domain}`);
    if (!present.has('routes.ts')) {
      problems.push(`${where}: has no routes.ts`);
      continue;
    }
    const map = routesMapName(domain);
    const routesText = files.get(`${where}/routes.ts`) ?? '';
    const maps = [...routesText.matchAll(/^export const (\w+Routes) = \{/gm)].map((m) => m[1]);
    if (maps.length !== 1 || maps[0] !== map) {
      problems.push(`${where}/routes.ts: exports ${maps.join(', ') || 'no routes map'}; the one routes map is ${map}`);
    }
    for (const m of routesText.matchAll(/^export const (\w+) = z\b|^export const (\w+Dto)\b/gm)) {
      problems.push(`${where}/routes.ts: declares ${m[1] ?? m[2]}: DTOs belong in ${where}/dtos.ts`);
    }
    const lines = [
      ...(present.has('dtos.ts') ? [`export * from './${domain}/dtos.ts';`] : []),
      `export * from './${domain}/routes.ts';`,
      `import { ${map} } from './${domain}/routes.ts';`,
    ];
    for (const line of lines) {
      if (!index.includes(line)) problems.push(`${REST}/index.ts: lacks \`${line}\``);
    }
    if (!new RegExp(`^\\s*\\.\\.\\.${escape(map)},$`, 'm').test(index)) {
      problems.push(`${REST}/index.ts: lacks \`...${map},\` in routes`);
    }
  }
  const named = new Set([...index.matchAll(/from '\.\/([^/']+\/(?:dtos|routes)\.ts)'/g)].map((m) => m[1]));
  for (const file of named) {
    if (!files.has(`${REST}/${file}`)) problems.push(`${REST}/index.ts: names ${file}, which does not exist`);
  }
  return problems;
}

/** Every source file of the contract, read from the working tree. */
function repoContractFiles(): Map<string, string> {
  return new Map(repoSourceFiles(join(REPO_ROOT, REST)).map((path) => [path, readFileSync(join(REPO_ROOT, path), 'utf8')]));
}

/** The names a domain may take: the gateway's modules and the graph's files. */
function repoDomainNames(): Set<string> {
  const modules = readdirSync(join(REPO_ROOT, 'gateway/src/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph = readdirSync(join(REPO_ROOT, 'schema/graph'))
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => name.replace(/\.graphql$/, ''));
  return new Set([...modules, ...graph]);
}

/** A value exported as a routes map: an object of routes by name. */
const isRoutesMap = (value: unknown): value is Record<string, RouteContract> => typeof value === 'object' && value !== null;

const withFile = (files: ReadonlyMap<string, string>, path: string, text: string) => new Map([...files, [path, text]]);

describe('the Care API contract layout', () => {
  const files = repoContractFiles();
  const known = repoDomainNames();

  it('holds every file of schema/src/rest', () => {
    expect(files.size).toBeGreaterThan(SHARED_FILES.length);
    expect(contractLayoutProblems(files, known)).toEqual([]);
  });

  it('reports a routes file beside the domains', () => {
    const text =
      "import { route } from './contract.ts';\nexport const fooRoutes = {\n  foo: route({ method: 'GET', path: '/api/Foo' }),\n};\n";
    expect(contractLayoutProblems(withFile(files, `${REST}/foo-routes.ts`, text), known)).toEqual([
      `${REST}/foo-routes.ts: outside the layout: a domain's files are ${REST}/<domain>/dtos.ts and routes.ts`,
      `${REST}/foo-routes.ts: declares routes: they belong in a domain's routes.ts`,
    ]);
  });

  it('reports a routes map in a DTO file', () => {
    const path = `${REST}/markets/dtos.ts`;
    const text = `${files.get(path)}\nexport const extraRoutes = {\n  extra: route({ method: 'GET', path: '/api/Extra' }),\n} satisfies Record<string, RouteContract>;\n`;
    expect(contractLayoutProblems(withFile(files, path, text), known)).toEqual([
      `${path}: declares routes: they belong in a domain's routes.ts`,
      `${path}: declares a routes map: it belongs in a domain's routes.ts`,
    ]);
  });

  it('reports a DTO in a routes file, and a second routes map', () => {
    const path = `${REST}/markets/routes.ts`;
    const text = `${files.get(path)}\nexport const RegionDto = z.object({ id: z.number() });\nexport const regionRoutes = {};\n`;
    expect(contractLayoutProblems(withFile(files, path, text), known)).toEqual([
      `${path}: exports marketsRoutes, regionRoutes; the one routes map is marketsRoutes`,
      `${path}: declares RegionDto: DTOs belong in ${REST}/markets/dtos.ts`,
    ]);
  });

  it('reports a domain missing from the index, and a file a domain folder may not hold', () => {
    const routesText = "export const regionsRoutes = {\n  listRegions: route({ method: 'GET', path: '/api/Regions' }),\n};\n";
    const changed = withFile(withFile(files, `${REST}/dnc/routes.ts`, routesText), `${REST}/dnc/helpers.ts`, 'export const x = 1;\n');
    const problems = contractLayoutProblems(changed, known);
    expect(problems).toContain(`${REST}/dnc/helpers.ts: outside the layout: a domain folder holds only dtos.ts and routes.ts`);
    expect(problems).toContain(`${REST}/dnc/routes.ts: exports regionsRoutes; the one routes map is dncRoutes`);

    const unlisted = withFile(files, `${REST}/regions/routes.ts`, routesText);
    expect(contractLayoutProblems(unlisted, new Set([...known, 'regions']))).toEqual([
      `${REST}/index.ts: lacks \`export * from './regions/routes.ts';\``,
      `${REST}/index.ts: lacks \`import { regionsRoutes } from './regions/routes.ts';\``,
      `${REST}/index.ts: lacks \`...regionsRoutes,\` in routes`,
    ]);
    expect(contractLayoutProblems(unlisted, known)).toContain(`${REST}/regions: no gateway module or graph file is named regions`);
  });

  it('reports an index entry whose domain is gone', () => {
    const without = new Map([...files].filter(([path]) => !path.startsWith(`${REST}/support/`)));
    expect(contractLayoutProblems(without, known)).toEqual([`${REST}/index.ts: names support/routes.ts, which does not exist`]);
  });

  it('merges every domain map into routes, each route once, each method and path once', async () => {
    // Each domain's routes.ts is loaded by its path, so the check reads the files themselves
    // rather than what the index chose to re-export.
    const domains = [...new Set([...files.keys()].map((path) => path.split('/')[3]).filter((name) => !name.endsWith('.ts')))];
    const maps = await Promise.all(
      domains.map(async (domain) => {
        const loaded: unknown = await import(pathToFileURL(join(REPO_ROOT, REST, domain, 'routes.ts')).href);
        const map = typeof loaded === 'object' && loaded !== null ? (loaded as Record<string, unknown>)[routesMapName(domain)] : undefined;
        if (!isRoutesMap(map)) throw new Error(`${REST}/${domain}/routes.ts exports no ${routesMapName(domain)}`);
        return [domain, map] as const;
      }),
    );
    expect(maps.length).toBeGreaterThan(0);

    const declared = maps.flatMap(([, map]) => Object.keys(map));
    expect(new Set(declared).size).toBe(declared.length);
    expect(Object.keys(routes).sort()).toEqual([...declared].sort());
    for (const [, map] of maps) for (const [name, route] of Object.entries(map)) expect(routes[name as keyof typeof routes]).toBe(route);

    const endpoints = Object.values(routes).map((route: RouteContract) => `${route.method} ${route.path}`);
    expect(endpoints.filter((endpoint, i) => endpoints.indexOf(endpoint) !== i)).toEqual([]);
  });
});
