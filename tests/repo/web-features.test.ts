/**
 * The layout of a web feature folder (web/src/features/README.md), kept by machine. Every feature
 * is laid out the same way, so a reader who knows one finds their way in all of them:
 *
 * - one flat folder per feature, every name kebab-case;
 * - the feature's GraphQL documents in one file named after the folder, `<feature>.graphql`;
 * - every `*-page.tsx` is a route's lazy component in web/src/app/routes.ts, and every route's
 *   component is a feature's `*-page.tsx` (or one of the shell's own pages in web/src/pages/);
 * - a `use-*.ts(x)` file exports the hook its name spells, and a hook another file imports is
 *   exported from such a file;
 * - a form's rules another file imports (a resolver, a field placement) are exported from a
 *   `*-form.ts`, and every `*-form.ts` builds on the shared rules;
 * - table columns another file imports are exported from a `*-columns.tsx`, and every
 *   `*-columns.tsx` exports columns;
 * - the feature's writes to the Apollo cache are in its `cache.ts`, and nowhere else;
 * - a `.ts` file holds no JSX and a `.tsx` file holds some;
 * - a feature imports no other feature (the lint's import boundaries hold every spelling; the
 *   check here reads relative paths).
 *
 * Each check is a function of a file list or of one file's text, so each is also shown failing
 * on synthetic input below.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, repoFiles } from '../support/source-files.ts';

const FEATURES = 'web/src/features';
const ROUTES = 'web/src/app/routes.ts';
const README = `${FEATURES}/README.md`;
/** The shell's own pages (Home, the sign-in callback), which belong to no feature. */
const SHELL_PAGES = 'web/src/pages';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The feature a path lies in, and the file's name inside it; null outside the features folder. */
function placeOf(path: string): { feature: string; inner: string } | null {
  if (!path.startsWith(`${FEATURES}/`)) return null;
  const rest = path.slice(FEATURES.length + 1);
  const slash = rest.indexOf('/');
  return slash < 0 ? null : { feature: rest.slice(0, slash), inner: rest.slice(slash + 1) };
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** `use-live-gate.ts` → `useLiveGate`. */
const hookNameOf = (file: string) =>
  baseName(file)
    .replace(/\.tsx?$/, '')
    .replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
const isSource = (path: string) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts');

// ---------------------------------------------------------------------------------------------
// The file list

/**
 * The problems of the files under the features folder, each as `path what`: a file at the
 * folder's root (other than the README), a subfolder, a name that is not kebab-case, and a
 * GraphQL document not named after its feature.
 */
export function layoutProblems(files: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    if (!file.startsWith(`${FEATURES}/`)) continue;
    const place = placeOf(file);
    if (!place) {
      if (file !== README) problems.push(`${file} is not in a feature: a feature is a folder`);
      continue;
    }
    const { feature, inner } = place;
    if (!KEBAB.test(feature)) problems.push(`${file}: the folder ${feature} is not kebab-case`);
    if (inner.includes('/')) {
      problems.push(`${file} is in a subfolder: a feature folder is flat`);
      continue;
    }
    const stem = inner.split('.')[0];
    if (!KEBAB.test(stem) || !/^(?:\.[a-z0-9]+)+$/.test(inner.slice(stem.length))) problems.push(`${file}: the name is not kebab-case`);
    if (inner.endsWith('.graphql') && inner !== `${feature}.graphql`) {
      problems.push(`${file}: a feature's GraphQL documents are all in ${FEATURES}/${feature}/${feature}.graphql`);
    }
  }
  return problems;
}

/** Every relative `import('…')` of a text, resolved from `from` to a repository path. */
export function lazyImportsOf(from: string, text: string): string[] {
  const source = ts.createSourceFile(from, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument) && argument.text.startsWith('.')) {
        found.push(posix.normalize(posix.join(posix.dirname(from), argument.text)));
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/**
 * The problems of the pages: a feature's `*-page.tsx` that no route loads, and a route whose
 * lazy component is neither a feature's `*-page.tsx` nor one of the shell's pages.
 */
export function pageProblems(files: readonly string[], routeComponents: readonly string[]): string[] {
  const routed = new Set(routeComponents);
  const problems: string[] = [];
  for (const file of files) {
    if (placeOf(file) && file.endsWith('-page.tsx') && !routed.has(file)) {
      problems.push(`${file} is a page no route of ${ROUTES} loads: route it, or name it for what it is`);
    }
  }
  for (const component of routed) {
    const place = placeOf(component);
    const featurePage = place !== null && !place.inner.includes('/') && place.inner.endsWith('-page.tsx');
    const shellPage = component.startsWith(`${SHELL_PAGES}/`) && component.endsWith('.tsx');
    if (!featurePage && !shellPage) problems.push(`${component}: a route's component is a feature's *-page.tsx (${ROUTES})`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// One file's text

interface ExportedDeclaration {
  name: string;
  kind: 'function' | 'variable' | 'other';
  /** The declared type's text: a variable's annotation, a function's return type; '' when inferred. */
  typeText: string;
  /** The initializer's text (a variable's), for what the declaration is built from. */
  initText: string;
}

function parse(path: string, text: string): ts.SourceFile {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The top-level declarations a source text exports (by the `export` keyword), with their types. */
export function exportedDeclarations(path: string, text: string): ExportedDeclaration[] {
  const source = parse(path, text);
  const found: ExportedDeclaration[] = [];
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      found.push({ name: statement.name.text, kind: 'function', typeText: statement.type?.getText(source) ?? '', initText: '' });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        const init = declaration.initializer;
        const arrow = init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init));
        found.push({
          name: declaration.name.text,
          kind: arrow ? 'function' : 'variable',
          typeText: declaration.type?.getText(source) ?? (arrow ? (init.type?.getText(source) ?? '') : ''),
          initText: init?.getText(source) ?? '',
        });
      }
    } else if (ts.isClassDeclaration(statement) && statement.name) {
      found.push({ name: statement.name.text, kind: 'other', typeText: '', initText: '' });
    }
  }
  return found;
}

const isHookName = (name: string) => /^use[A-Z0-9]/.test(name);
/** A form's rules: its resolver (`…Resolver`, or typed `Resolver<…>`) and where its errors show (`…_PLACEMENT`). */
const isFormRule = (d: ExportedDeclaration) =>
  /(?:^r|R)esolver$/.test(d.name) || /_PLACEMENT$/.test(d.name) || /\bResolver</.test(d.typeText) || /\bruleResolver\b/.test(d.initText);
/**
 * The names a text gives table columns' types: the shared tables' `DataColumn` and `ListColumn`,
 * and every type alias of the text that names one of them (`type DncColumn = DataColumn<…>`).
 */
export function columnTypeNames(path: string, text: string): Set<string> {
  const names = new Set(['DataColumn', 'ListColumn']);
  const source = parse(path, text);
  const aliases = source.statements.filter(ts.isTypeAliasDeclaration);
  const mentions = (typeText: string) => [...names].some((n) => new RegExp(`\\b${n}\\b`).test(typeText));
  for (let grew = true; grew;) {
    grew = false;
    for (const alias of aliases) {
      if (!names.has(alias.name.text) && mentions(alias.type.getText(source))) {
        names.add(alias.name.text);
        grew = true;
      }
    }
  }
  return names;
}

/** Table columns: a list of columns, or a function that makes one or a list of them. */
const isColumns = (d: ExportedDeclaration, columnTypes: ReadonlySet<string>) =>
  d.kind !== 'other' && [...columnTypes].some((n) => new RegExp(`\\b${n}\\b`).test(d.typeText));

/**
 * The problems of one feature file's exports by its role: a `use-*` file that does not export the
 * hook its name spells, a hook exported from any other file; form rules exported from a file
 * that is no `*-form.ts`, a `*-form.ts` that builds on neither the shared rules nor a resolver;
 * columns exported from a file that is no `*-columns.tsx`, a `*-columns.tsx` with no columns.
 */
export function roleProblems(path: string, text: string): string[] {
  const name = baseName(path);
  const exported = exportedDeclarations(path, text);
  const problems: string[] = [];
  if (/^use-.*\.tsx?$/.test(name)) {
    const hook = hookNameOf(name);
    if (!exported.some((d) => d.kind === 'function' && d.name === hook))
      problems.push(`${path} does not export the hook ${hook} its name spells`);
  } else {
    for (const d of exported.filter((e) => e.kind === 'function' && isHookName(e.name))) {
      problems.push(`${path} exports the hook ${d.name}: a hook lives in its own use-*.ts(x) file`);
    }
  }
  if (name.endsWith('-form.ts')) {
    if (!/@luminate\/schema\/rules|shared\/lib\/form-errors\.ts|react-hook-form/.test(text)) {
      problems.push(`${path} holds no form rules (no shared rule, resolver or form type): name it for what it holds`);
    }
  } else {
    for (const d of exported.filter(isFormRule))
      problems.push(`${path} exports the form rule ${d.name}: a form's rules live in a *-form.ts`);
  }
  const columnTypes = columnTypeNames(path, text);
  if (/-columns\.tsx?$/.test(name)) {
    if (!exported.some((d) => isColumns(d, columnTypes))) {
      problems.push(`${path} exports no table columns (DataColumn or ListColumn): name it for what it holds`);
    }
  } else {
    for (const d of exported.filter((e) => isColumns(e, columnTypes))) {
      problems.push(`${path} exports the columns ${d.name}: table columns live in a *-columns.tsx`);
    }
  }
  return problems;
}

/** What writes to the Apollo cache: its own methods, called on something named `cache`. */
const CACHE_WRITES: ReadonlySet<string> = new Set(['modify', 'writeQuery', 'writeFragment', 'updateQuery', 'updateFragment', 'evict']);
/** The shared helpers that write a tab's cached list. */
const TAB_LIST_WRITERS: ReadonlySet<string> = new Set(['insertIntoTabList', 'moveBetweenTabLists']);

/** The cache writes of a source text, each as `line: call`. */
export function cacheWritesOf(path: string, text: string): string[] {
  const source = parse(path, text);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const write =
        (ts.isPropertyAccessExpression(callee) &&
          CACHE_WRITES.has(callee.name.text) &&
          /(?:^|\.)cache$/.test(callee.expression.getText(source))) ||
        (ts.isIdentifier(callee) && TAB_LIST_WRITERS.has(callee.text));
      if (write) found.push(`${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${callee.getText(source)}`);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** A feature's cache writes outside its cache.ts, and a cache.ts that writes nothing. */
export function cacheProblems(path: string, text: string): string[] {
  const writes = cacheWritesOf(path, text);
  if (baseName(path) === 'cache.ts')
    return writes.length > 0 ? [] : [`${path} writes nothing to the Apollo cache: name it for what it holds`];
  return writes.map((w) => `${path}:${w} writes the Apollo cache: a feature's cache updates live in its cache.ts`);
}

/** Whether a text holds JSX (read as TSX, whatever its name). */
function hasJsx(path: string, text: string): boolean {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let found = false;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) found = true;
    else if (!found) node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** Whether a text does not parse as plain TypeScript (what JSX in a `.ts` file does). */
const failsAsTs = (path: string, text: string) =>
  (ts.transpileModule(text, { fileName: path, reportDiagnostics: true }).diagnostics ?? []).length > 0;

/**
 * A `.ts` file with JSX (markup that only parses as TSX, or React's spelled-out createElement), a
 * `.tsx` file without. A generic arrow such as `<T>(x: T) => x` reads as markup in TSX, so a `.ts`
 * file's markup counts only when the file does not parse as plain TypeScript.
 */
export function jsxProblems(path: string, text: string): string[] {
  if (path.endsWith('.tsx')) return hasJsx(path, text) ? [] : [`${path} renders nothing: a file without JSX is a .ts`];
  if (!path.endsWith('.ts') || path.endsWith('.d.ts')) return [];
  const markup = hasJsx(path, text) && failsAsTs(path, text);
  return markup || /\bcreateElement\s*\(/.test(text) ? [`${path} holds JSX: components live in .tsx files`] : [];
}

/** Imports of another feature's folder by a relative path, each as `line: specifier`. */
export function crossFeatureProblems(path: string, text: string): string[] {
  const own = placeOf(path)?.feature;
  if (!own) return [];
  const source = parse(path, text);
  const problems: string[] = [];
  const check = (node: ts.Node | undefined) => {
    if (!node || !ts.isStringLiteralLike(node) || !node.text.startsWith('.')) return;
    const target = posix.normalize(posix.join(posix.dirname(path), node.text));
    const other = placeOf(`${target}/`)?.feature;
    if (other && other !== own) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      problems.push(`${path}:${line} imports the feature ${other} ('${node.text}'): move what features share into shared/`);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) check(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) check(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) check(node.argument.literal);
    node.forEachChild(visit);
  };
  visit(source);
  return problems;
}

/** Every problem of one feature source file's text. */
export function fileProblems(path: string, text: string): string[] {
  return [...roleProblems(path, text), ...cacheProblems(path, text), ...jsxProblems(path, text), ...crossFeatureProblems(path, text)];
}

// ---------------------------------------------------------------------------------------------

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

describe('web feature folders', () => {
  const files = repoFiles(join(REPO_ROOT, FEATURES));
  const sources = files.filter(isSource);

  it('reads every feature folder', () => {
    expect(new Set(files.map((f) => placeOf(f)?.feature).filter(Boolean)).size).toBeGreaterThan(20);
  });

  it('names in the README every role this test checks', () => {
    const readme = read(README);
    for (const role of ['`<feature>.graphql`', '`*-page.tsx`', '`use-*.ts`', '`*-form.ts`', '`*-columns.tsx`', '`cache.ts`'])
      expect(readme).toContain(role);
  });

  it('keeps every feature flat, kebab-case, with one GraphQL file named after it', () => {
    expect(layoutProblems(files)).toEqual([]);
  });

  it("routes every page, and routes only features' pages and the shell's", () => {
    expect(pageProblems(files, lazyImportsOf(ROUTES, read(ROUTES)))).toEqual([]);
  });

  it('keeps hooks, form rules, columns, cache writes and JSX in their files, and every feature apart', () => {
    expect(sources.flatMap((f) => fileProblems(f, read(f)))).toEqual([]);
  });
});

describe('each feature-folder check fails on a bad example', () => {
  const f = (inner: string) => `${FEATURES}/things/${inner}`;

  it('refuses a second GraphQL file, a subfolder, a name that is not kebab-case and a file outside a feature', () => {
    expect(
      layoutProblems([
        f('things.graphql'),
        f('foo.graphql'),
        f('parts/row.tsx'),
        f('thingTable.tsx'),
        f('thing_row.ts'),
        `${FEATURES}/loose.ts`,
        README,
      ]),
    ).toEqual([
      `${f('foo.graphql')}: a feature's GraphQL documents are all in ${f('things.graphql')}`,
      `${f('parts/row.tsx')} is in a subfolder: a feature folder is flat`,
      `${f('thingTable.tsx')}: the name is not kebab-case`,
      `${f('thing_row.ts')}: the name is not kebab-case`,
      `${FEATURES}/loose.ts is not in a feature: a feature is a folder`,
    ]);
    expect(layoutProblems([`${FEATURES}/Things/thing-card.tsx`])).toEqual([
      `${FEATURES}/Things/thing-card.tsx: the folder Things is not kebab-case`,
    ]);
  });

  it("refuses a page no route loads and a route whose component is no feature's page", () => {
    const routes = `const a = lazy(() => import('../features/things/things-page.tsx'));
      const b = lazy(() => import('../features/things/thing-card.tsx'));
      const c = lazy(() => import('../pages/home.tsx'));`;
    const routed = lazyImportsOf(ROUTES, routes);
    expect(routed).toEqual([f('things-page.tsx'), f('thing-card.tsx'), `${SHELL_PAGES}/home.tsx`]);
    expect(pageProblems([f('things-page.tsx'), f('stray-page.tsx'), f('thing-card.tsx')], routed)).toEqual([
      `${f('stray-page.tsx')} is a page no route of ${ROUTES} loads: route it, or name it for what it is`,
      `${f('thing-card.tsx')}: a route's component is a feature's *-page.tsx (${ROUTES})`,
    ]);
  });

  it('refuses a use-* file without its hook, and a hook exported from another file', () => {
    expect(roleProblems(f('use-x.ts'), 'export const x = 1;\nexport function useY() {}')).toEqual([
      `${f('use-x.ts')} does not export the hook useX its name spells`,
    ]);
    expect(roleProblems(f('use-thing-state.ts'), 'export function useThingState() { return 1; }')).toEqual([]);
    expect(roleProblems(f('use-thing-state.tsx'), 'export const useThingState = () => 1;')).toEqual([]);
    expect(roleProblems(f('thing-card.tsx'), 'export function useThing() {}\nfunction useLocal() {}\nexport function user() {}')).toEqual([
      `${f('thing-card.tsx')} exports the hook useThing: a hook lives in its own use-*.ts(x) file`,
    ]);
  });

  it('refuses form rules exported from another file, and a *-form.ts without form rules', () => {
    const rules = `import { ruleResolver } from '../../shared/lib/form-errors.ts';
      export const THING_PLACEMENT = { fields: ['name'] as const };
      export const thingResolver = ruleResolver(thingRule, THING_PLACEMENT);
      export const check: Resolver<Values> = () => ({ values: {}, errors: {} });
      const privateResolver = ruleResolver(thingRule, THING_PLACEMENT);`;
    expect(roleProblems(f('thing-form.ts'), rules)).toEqual([]);
    expect(roleProblems(f('thing-dialog.tsx'), rules)).toEqual([
      `${f('thing-dialog.tsx')} exports the form rule THING_PLACEMENT: a form's rules live in a *-form.ts`,
      `${f('thing-dialog.tsx')} exports the form rule thingResolver: a form's rules live in a *-form.ts`,
      `${f('thing-dialog.tsx')} exports the form rule check: a form's rules live in a *-form.ts`,
    ]);
    expect(roleProblems(f('thing-form.ts'), 'export const LABELS = { a: "A" };')).toEqual([
      `${f('thing-form.ts')} holds no form rules (no shared rule, resolver or form type): name it for what it holds`,
    ]);
  });

  it('refuses columns exported from another file, and a *-columns.tsx without columns', () => {
    const columns = `export const THING_COLUMNS: readonly DataColumn<Thing>[] = [];
      export function actionColumn(onEdit: () => void): ListColumn<Thing> { return { header: 'Edit', cell: () => <button /> }; }
      const LOCAL: ListColumn<Thing>[] = [];
      type ThingColumn = DataColumn<Thing, 'name'>;
      type ThingColumns = readonly ThingColumn[];
      export const thingColumns = (tab: string): ThingColumns => [];
      export function cellText(row: Thing): string { return row.name; }`;
    expect(roleProblems(f('thing-columns.tsx'), columns)).toEqual([]);
    expect(roleProblems(f('things-table.tsx'), columns)).toEqual([
      `${f('things-table.tsx')} exports the columns THING_COLUMNS: table columns live in a *-columns.tsx`,
      `${f('things-table.tsx')} exports the columns actionColumn: table columns live in a *-columns.tsx`,
      `${f('things-table.tsx')} exports the columns thingColumns: table columns live in a *-columns.tsx`,
    ]);
    expect(roleProblems(f('thing-columns.tsx'), 'export function ThingColumns() { return <div />; }')).toEqual([
      `${f('thing-columns.tsx')} exports no table columns (DataColumn or ListColumn): name it for what it holds`,
    ]);
  });

  it('refuses a cache write outside cache.ts, and a cache.ts that writes nothing', () => {
    const writes = `const [save] = useMutation(Doc, { update: (cache, { data }) => cache.modify({ fields: {} }) });
      client.cache.writeQuery({ query: Q, data });
      insertIntoTabList(cache, { fieldName: 'x', record, tab });
      const { updateQuery } = useQuery(Q); updateQuery((d) => d); client.refetchQueries({});`;
    expect(cacheProblems(f('thing-dialog.tsx'), writes)).toEqual([
      `${f('thing-dialog.tsx')}:1: cache.modify writes the Apollo cache: a feature's cache updates live in its cache.ts`,
      `${f('thing-dialog.tsx')}:2: client.cache.writeQuery writes the Apollo cache: a feature's cache updates live in its cache.ts`,
      `${f('thing-dialog.tsx')}:3: insertIntoTabList writes the Apollo cache: a feature's cache updates live in its cache.ts`,
    ]);
    expect(cacheProblems(f('cache.ts'), writes)).toEqual([]);
    expect(cacheProblems(f('dnc-cache.ts'), writes)).toHaveLength(3);
    expect(cacheProblems(f('cache.ts'), 'export const KEY = 1;')).toEqual([
      `${f('cache.ts')} writes nothing to the Apollo cache: name it for what it holds`,
    ]);
  });

  it('refuses JSX in a .ts file and a .tsx file without JSX', () => {
    expect(jsxProblems(f('labels.ts'), 'export const badge = <Badge>New</Badge>;')).toEqual([
      `${f('labels.ts')} holds JSX: components live in .tsx files`,
    ]);
    expect(jsxProblems(f('labels.ts'), "export const badge = createElement(Badge, null, 'New');")).toHaveLength(1);
    expect(jsxProblems(f('labels.ts'), 'export const pick = <T>(xs: T[]) => xs[0];\nexport const n = (x as number) < 3;')).toEqual([]);
    expect(jsxProblems(f('labels.tsx'), "export const LABELS = { a: 'A' };")).toEqual([
      `${f('labels.tsx')} renders nothing: a file without JSX is a .ts`,
    ]);
    expect(jsxProblems(f('thing-card.tsx'), 'export const ThingCard = () => <></>;')).toEqual([]);
  });

  it('refuses an import of another feature, and leaves its own files and shared/ alone', () => {
    const text = `import { a } from './thing-form.ts';
import { b } from '../../shared/lib/format.ts';
import { c } from '../members/members-columns.tsx';
export { d } from '../dnc/dnc-cache.ts';
const e = () => import('../../features/audit/audit-page.tsx');
type F = import('../cohorts/cohorts-page.tsx').Props;`;
    expect(crossFeatureProblems(f('thing-card.tsx'), text).map((p) => p.split(' (')[0])).toEqual([
      `${f('thing-card.tsx')}:3 imports the feature members`,
      `${f('thing-card.tsx')}:4 imports the feature dnc`,
      `${f('thing-card.tsx')}:5 imports the feature audit`,
      `${f('thing-card.tsx')}:6 imports the feature cohorts`,
    ]);
  });
});
