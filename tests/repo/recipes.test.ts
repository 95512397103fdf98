/**
 * docs/recipes.md walks whole changes through the layers, and each recipe ends with its file list
 * (a fenced `files` block). The lists are kept true here: every listed path exists in the tree
 * (`<domain>` resolved with the recipe's example domain; a `new` line is a file the change
 * creates, so its folder must exist), and the layers come in the order the recipes teach.
 * Every relative link of the README and docs/ must also lead to an existing file and heading.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/source-files.ts';

/** The layers, in the order a change goes through them. */
const LAYERS = ['contract', 'sandbox', 'SDL', 'gateway', 'web', 'tests', 'release notes'] as const;
type Layer = (typeof LAYERS)[number];

/** A repository path's layer; null for a path outside every layer. */
function layerOf(path: string): Layer | null {
  if (/\.test\.tsx?$/.test(path) || path.startsWith('tests/')) return 'tests';
  if (path.startsWith('schema/graph/')) return 'SDL';
  if (path.startsWith('schema/')) return 'contract';
  if (path.startsWith('sandbox/')) return 'sandbox';
  if (path.startsWith('gateway/')) return 'gateway';
  if (path.startsWith('web/')) return 'web';
  if (path === 'CHANGELOG.md' || path === 'README.md' || path.startsWith('docs/')) return 'release notes';
  return null;
}

interface Recipe {
  title: string;
  domain: string | null;
  /** The file list's lines, as written; null when the recipe has no `files` block. */
  files: string[] | null;
}

/** The recipes of the document: each `## ` section with its example domain and file list. */
function parseRecipes(markdown: string): Recipe[] {
  return markdown
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const title = section.slice(0, section.indexOf('\n')).trim();
      const domain = /Example domain: `([^`]+)`/.exec(section)?.[1] ?? null;
      const block = /^```files\n([\s\S]*?)^```/m.exec(section)?.[1];
      const files =
        block === undefined
          ? null
          : block
              .split('\n')
              .map((l) => l.trim())
              .filter((l) => l !== '' && !l.startsWith('#'));
      return { title, domain, files };
    });
}

/** What is wrong with one recipe's file list, in words; empty when nothing is. */
function recipeProblems(recipe: Recipe, exists: (path: string) => boolean): string[] {
  if (recipe.files === null || recipe.files.length === 0) return [`${recipe.title}: no files block`];
  const problems: string[] = [];
  let last = -1;
  let lastPath = '';
  for (const line of recipe.files) {
    const created = line.startsWith('new ');
    const written = created ? line.slice(4).trim() : line;
    if (written.includes('<domain>') && recipe.domain === null) {
      problems.push(`${recipe.title}: ${written} names <domain> but the recipe gives no example domain`);
      continue;
    }
    const path = written.replaceAll('<domain>', recipe.domain ?? '');
    if (/<[^>]+>/.test(path)) problems.push(`${recipe.title}: ${path} holds a placeholder other than <domain>`);
    else if (created && !exists(dirname(path)))
      problems.push(`${recipe.title}: ${path} is to be created in ${dirname(path)}, which does not exist`);
    else if (!created && !exists(path)) problems.push(`${recipe.title}: ${path} does not exist`);
    const layer = layerOf(path);
    if (layer === null) {
      problems.push(`${recipe.title}: ${path} is in no layer`);
      continue;
    }
    const index = LAYERS.indexOf(layer);
    if (index < last) problems.push(`${recipe.title}: ${path} (${layer}) comes after ${lastPath} (${LAYERS[last]})`);
    else {
      last = index;
      lastPath = path;
    }
  }
  return problems;
}

const inTree = (path: string) => existsSync(join(REPO_ROOT, path));

// ——— Links ———

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (outside code blocks), repeated ones numbered as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} (.+)$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** Relative links of a Markdown file (outside code blocks and code spans) that lead nowhere. */
function brokenLinks(file: string, read: (path: string) => string | null): string[] {
  const text = read(file);
  if (text === null) return [`${file} does not exist`];
  const broken: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    for (const [, target] of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [path, anchor] = target.split('#');
      const resolved =
        path === ''
          ? file
          : normalize(join(dirname(file), path))
              .split('\\')
              .join('/');
      const targetText = read(resolved);
      if (targetText === null) broken.push(`${file}: ${target} (no ${resolved})`);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(targetText).has(anchor))
        broken.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`);
    }
  }
  return broken;
}

/** A repository file's text; '' for a folder (a link may lead to one); null when there is none. */
function readInTree(path: string): string | null {
  const full = join(REPO_ROOT, path);
  if (!existsSync(full)) return null;
  return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
}

const DOCS = [
  'README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

// ——— Tests ———

const SYNTHETIC = `# Recipes

## A field, well listed

Example domain: \`markets\`.

\`\`\`files
schema/graph/<domain>.graphql
gateway/src/modules/<domain>/policy.ts
new gateway/src/modules/<domain>/writes.ts
tests/modules/<domain>.test.ts
CHANGELOG.md
\`\`\`

## A recipe naming a file that is gone

Example domain: \`markets\`.

\`\`\`files
gateway/src/modules/<domain>/no-such-file.ts
\`\`\`

## A recipe out of order

Example domain: \`markets\`.

\`\`\`files
web/src/app/routes.ts
gateway/src/modules/<domain>/policy.ts
\`\`\`

## A recipe without its example

\`\`\`files
schema/graph/<domain>.graphql
\`\`\`

## A recipe without a list

Nothing to check.
`;

describe('docs/recipes.md', () => {
  const recipes = parseRecipes(readFileSync(join(REPO_ROOT, 'docs', 'recipes.md'), 'utf8'));

  it('has the whole-change recipes, each with its example domain and file list', () => {
    const titles = recipes.map((r) => r.title);
    expect(titles).toContain('A field on an existing page');
    expect(titles).toContain('A rule on an existing dashboard');
    for (const recipe of recipes) expect(recipe.files, recipe.title).not.toBeNull();
  });

  it('lists, for every recipe, files that exist, layer after layer', () => {
    expect(recipes.flatMap((r) => recipeProblems(r, inTree))).toEqual([]);
  });

  it('walks the field and the rule through every layer', () => {
    const layersOf = (title: string) => new Set(recipes.find((r) => r.title === title)?.files?.map((l) => layerOf(l.replace(/^new /, ''))));
    for (const layer of LAYERS.filter((l) => l !== 'release notes'))
      expect(layersOf('A field on an existing page').has(layer), `field: ${layer}`).toBe(true);
    for (const layer of ['sandbox', 'SDL', 'gateway', 'web', 'tests'] as const)
      expect(layersOf('A rule on an existing dashboard').has(layer), `rule: ${layer}`).toBe(true);
  });

  it('fails on a missing file, a layer out of order, an unresolved placeholder and a missing list', () => {
    const problems = parseRecipes(SYNTHETIC).flatMap((r) => recipeProblems(r, inTree));
    expect(problems).toEqual([
      'A recipe naming a file that is gone: gateway/src/modules/markets/no-such-file.ts does not exist',
      'A recipe out of order: gateway/src/modules/markets/policy.ts (gateway) comes after web/src/app/routes.ts (web)',
      'A recipe without its example: schema/graph/<domain>.graphql names <domain> but the recipe gives no example domain',
      'A recipe without a list: no files block',
    ]);
  });
});

describe('links of the README and docs/', () => {
  it('lead to files and headings that exist', () => {
    expect(DOCS.flatMap((file) => brokenLinks(file, readInTree))).toEqual([]);
  });

  it('are caught when they lead nowhere', () => {
    const files: Record<string, string> = {
      'README.md':
        '# Luminate\n\n## Testing\n\nSee [the notes](docs/notes.md#limits), [gone](docs/gone.md), [here](#testing), [nowhere](#nowhere).\n',
      'docs/notes.md': '# Notes\n\n## Rate limits\n\n`[not a link](nowhere.md)` and [back](../README.md#testing).\n',
    };
    const read = (path: string) => files[path] ?? null;
    expect([...brokenLinks('README.md', read), ...brokenLinks('docs/notes.md', read)]).toEqual([
      'README.md: docs/notes.md#limits (no heading #limits in docs/notes.md)',
      'README.md: docs/gone.md (no docs/gone.md)',
      'README.md: #nowhere (no heading #nowhere in README.md)',
    ]);
  });

  it("name GitHub's anchors for headings with code and punctuation", () => {
    expect(slugOf('Gateway (`gateway/src/config.ts`)')).toBe('gateway-gatewaysrcconfigts');
    expect(slugOf('Approval workflows: transition tables')).toBe('approval-workflows-transition-tables');
  });
});
