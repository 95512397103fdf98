/**
 * The anatomy of a gateway module (gateway/src/modules/README.md), kept by machine. Every module
 * is built the same way, so a reader who knows one knows them all:
 *
 * - its root files are the roles the README's table lists, each file name one role; other code
 *   lives in `domain/` (the module's pure logic: no request context, Care API, audit, file route
 *   or server, no `fetch`) or `clients/` (the module's clients of an address service or another
 *   service besides its data source's Care API calls: the only module files that call `fetch`);
 *   a role file split by the split rule becomes a folder of the role's name entered by its
 *   `index.ts`. `modules/shared/` is not a module: any file name, no import of a module;
 * - no module imports another module's folder, whatever the spelling of the path, and a
 *   `mappers.json` maps to the module's own `types.ts`, a package export or the core;
 * - every module file is within 400 lines (a data source splits into data-source.ts, writes.ts
 *   and loaders.ts);
 * - across the whole gateway, the allowed-or-refused decision is declared once (`Capability`),
 *   the claim helpers once (`holdsAny`/`holdsAll`), and a rule failure is answered only through
 *   errors.ts.
 *
 * Each check is a function of a file list or of one file's text, so each is also shown failing
 * on synthetic input below.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { lineCount, REPO_ROOT, repoFiles, repoSourceFiles } from '../support/source-files.ts';

const ROOT = REPO_ROOT;
const GATEWAY_SRC = join(ROOT, 'gateway', 'src');
const MODULES = 'gateway/src/modules';
const README = `${MODULES}/README.md`;

/** The longest a hand-written module file may be (the split rule). */
export const MAX_LINES = 400;

/** A module's root files: one role each (README.md, "Files of a module"). */
export const ROLE_FILES: ReadonlySet<string> = new Set([
  'index.ts',
  'policy.ts',
  'policy.test.ts',
  'data-source.ts',
  'writes.ts',
  'loaders.ts',
  'resolvers.ts',
  'subscriptions.ts',
  'cache.ts',
  'mappers.json',
  'types.ts',
  'table.ts',
  'http-routes.ts',
]);

/** A module's folders besides role folders, by what their files may do. */
export const MODULE_FOLDERS: ReadonlySet<string> = new Set(['domain', 'clients']);

/**
 * Roles that may become a folder of their name when their file passes MAX_LINES (the split rule:
 * one concern per file, the folder's `index.ts` the entry). Not the registration, the mappers,
 * the policy test, nor the data source, which splits by role into writes.ts and loaders.ts.
 */
export const ROLE_FOLDERS: ReadonlySet<string> = new Set(
  [...ROLE_FILES]
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts' && f !== 'data-source.ts')
    .map((f) => f.slice(0, -3)),
);

/** The files of the modules folder itself: the registry and the README. */
const REGISTRY_FILES: ReadonlySet<string> = new Set(['index.ts', 'README.md']);

/** What a `domain/` file may not import: the request context and everything that does I/O. */
const IO_CORE: readonly { path: string; what: string }[] = [
  { path: 'gateway/src/context.ts', what: 'the request context' },
  { path: 'gateway/src/upstream/', what: 'the Care API client' },
  { path: 'gateway/src/audit.ts', what: 'the audit trail' },
  { path: 'gateway/src/audit/', what: 'the audit trail' },
  { path: 'gateway/src/files/', what: 'the file routes' },
  { path: 'gateway/src/server/', what: 'the server' },
];

/** Node's modules that reach the disk, the network or other processes. */
const IO_BUILTINS: ReadonlySet<string> = new Set(
  [
    'fs',
    'fs/promises',
    'http',
    'https',
    'http2',
    'net',
    'tls',
    'dgram',
    'dns',
    'dns/promises',
    'child_process',
    'cluster',
    'worker_threads',
  ].flatMap((m) => [m, `node:${m}`]),
);

/** The parts of a path inside the modules folder: the module, and the path inside it. */
function placeOf(path: string): { module: string; inner: string } | null {
  if (!path.startsWith(`${MODULES}/`)) return null;
  const rest = path.slice(MODULES.length + 1);
  const slash = rest.indexOf('/');
  return slash < 0 ? null : { module: rest.slice(0, slash), inner: rest.slice(slash + 1) };
}

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);

// ---------------------------------------------------------------------------------------------
// The file list

/**
 * The problems of the files under the modules folder, each as `path what`: a module's root file
 * that is no role, a folder that is neither domain/, clients/ nor a role folder, a role folder
 * beside its role's file or without its index.ts, and, in shared/, what is neither a source
 * file nor its mappers.json.
 */
export function anatomyProblems(files: readonly string[]): string[] {
  const present = new Set(files);
  const problems = new Set<string>();
  for (const file of files) {
    if (!file.startsWith(`${MODULES}/`)) continue;
    const place = placeOf(file);
    if (!place) {
      if (!REGISTRY_FILES.has(file.slice(MODULES.length + 1))) {
        problems.add(`${file} is neither the registry (index.ts) nor the README: a module is a folder`);
      }
      continue;
    }
    const { module, inner } = place;
    const parts = inner.split('/');
    if (module === 'shared') {
      const ok = inner === 'mappers.json' || (inner.endsWith('.ts') && !isTestFile(inner));
      if (!ok) problems.add(`${file} is not a source file of modules/shared (any .ts name, and its mappers.json)`);
      continue;
    }
    if (parts.length === 1) {
      if (!ROLE_FILES.has(inner)) {
        problems.add(
          `${file} is not a role of a module's files: name it for its role, or move it into domain/ (pure logic) or clients/ (another service) (${README})`,
        );
      }
      continue;
    }
    const folder = parts[0];
    if (MODULE_FOLDERS.has(folder)) {
      if (!file.endsWith('.ts') || isTestFile(file)) problems.add(`${file}: ${folder}/ holds source files only`);
      continue;
    }
    if (ROLE_FOLDERS.has(folder)) {
      const base = `${MODULES}/${module}/${folder}`;
      if (present.has(`${base}.ts`)) problems.add(`${base}/ and ${base}.ts are the same role twice: one or the other`);
      if (!present.has(`${base}/index.ts`)) problems.add(`${base}/ has no index.ts: a role split into a folder is entered by its index.ts`);
      if (!file.endsWith('.ts') || isTestFile(file)) problems.add(`${file}: ${folder}/ holds source files only`);
      continue;
    }
    problems.add(
      `${file}: ${folder}/ is not a folder of a module's anatomy: domain/ (pure logic), clients/ (another service) or a split role's folder (${README})`,
    );
  }
  return [...problems];
}

// ---------------------------------------------------------------------------------------------
// One file's imports

interface Reference {
  specifier: string;
  line: number;
}

/**
 * Every module a source text refers to, whatever the form: import and export declarations
 * (type-only ones too), `import x = require()`, `import()` and `require()` calls, `import('…').T`
 * types and `declare module '…'` augmentations.
 */
export function referencesOf(path: string, text: string): Reference[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Reference[] = [];
  const add = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) {
      found.push({ specifier: node.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) add(node.moduleReference.expression);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) add(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) add(node.name);
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** Whether a resolved specifier names `file` (a `.ts` path), written with its extension, `.js` or none. */
const sameFile = (target: string, file: string) => [file, file.replace(/\.ts$/, ''), file.replace(/\.ts$/, '.js')].includes(target);

/** The repository path a relative specifier of `from` names, normalised; null for a package. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\/$/, '');
}

/**
 * The module folder a repository path lies in (`shared` included); `(registry)` for the modules
 * folder itself or a file at its root; null outside the modules folder.
 */
function moduleFolderOf(path: string): string | null {
  if (path === MODULES) return '(registry)';
  if (!path.startsWith(`${MODULES}/`)) return null;
  const rest = path.slice(MODULES.length + 1);
  const name = rest.split('/')[0];
  return rest.includes('/') || !REGISTRY_FILES.has(name) ? name : '(registry)';
}

/**
 * A module file's references into another module's folder (or the registry); a shared file's
 * references into any module. The registry itself imports every module and is not checked.
 */
export function crossModuleProblems(path: string, text: string): string[] {
  const own = placeOf(path)?.module;
  if (!own) return [];
  return referencesOf(path, text).flatMap(({ specifier, line }) => {
    const target = resolveSpecifier(path, specifier);
    const folder = target && moduleFolderOf(target);
    if (!folder || folder === own) return [];
    if (own === 'shared') return [`${path}:${line} imports ${target} (${specifier}): modules/shared imports no module`];
    if (folder === 'shared') return [];
    return [
      `${path}:${line} imports ${target} (${specifier}): a module imports its own folder, modules/shared and the core, never another module`,
    ];
  });
}

/** Calls of the global `fetch` (a plain call not shadowed by a local name, or through `globalThis`). */
function fetchCallLines(source: ts.SourceFile): number[] {
  const declaresFetch = (node: ts.Node): boolean => {
    const named = (name: ts.BindingName | undefined) => name !== undefined && ts.isIdentifier(name) && name.text === 'fetch';
    if (ts.isFunctionLike(node) && node.parameters.some((p) => named(p.name))) return true;
    const statements = ts.isBlock(node) || ts.isSourceFile(node) ? node.statements : [];
    return statements.some(
      (s) =>
        (ts.isVariableStatement(s) && s.declarationList.declarations.some((d) => named(d.name))) ||
        (ts.isFunctionDeclaration(s) && s.name?.text === 'fetch') ||
        (ts.isImportDeclaration(s) && s.importClause !== undefined && importsName(s.importClause, 'fetch')),
    );
  };
  const shadowed = (node: ts.Node) => {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) if (declaresFetch(at)) return true;
    return false;
  };
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const global =
        (ts.isIdentifier(callee) && callee.text === 'fetch' && !shadowed(node)) ||
        (ts.isPropertyAccessExpression(callee) &&
          callee.name.text === 'fetch' &&
          ts.isIdentifier(callee.expression) &&
          ['globalThis', 'global', 'window'].includes(callee.expression.text));
      if (global) lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return lines;
}

function importsName(clause: ts.ImportClause, name: string): boolean {
  if (clause.name?.text === name) return true;
  const bindings = clause.namedBindings;
  if (!bindings) return false;
  return ts.isNamespaceImport(bindings) ? bindings.name.text === name : bindings.elements.some((e) => e.name.text === name);
}

/**
 * A module file's I/O out of place: a `domain/` file that imports the request context, the Care
 * API client, the audit trail, the file routes, the server, Node's I/O modules or its module's
 * own files outside domain/ (types.ts aside), or that calls `fetch`; and a `fetch` call in any
 * module file outside `clients/`.
 */
export function ioProblems(path: string, text: string): string[] {
  const place = placeOf(path);
  if (!place || place.module === 'shared') return [];
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const inDomain = place.inner.startsWith('domain/');
  const inClients = place.inner.startsWith('clients/');
  const problems: string[] = [];
  if (inDomain) {
    const moduleRoot = `${MODULES}/${place.module}`;
    for (const { specifier, line } of referencesOf(path, text)) {
      const target = resolveSpecifier(path, specifier);
      const at = `${path}:${line} imports ${specifier}`;
      if (target === null) {
        if (IO_BUILTINS.has(specifier)) problems.push(`${at}: a domain/ file does no I/O`);
        continue;
      }
      const core = IO_CORE.find((c) => (c.path.endsWith('/') ? `${target}/`.startsWith(c.path) : sameFile(target, c.path)));
      if (core) problems.push(`${at} (${core.what}): a domain/ file does no I/O`);
      else if (
        target.startsWith(`${moduleRoot}/`) &&
        !target.startsWith(`${moduleRoot}/domain/`) &&
        !sameFile(target, `${moduleRoot}/types.ts`)
      ) {
        problems.push(`${at}: a domain/ file imports only domain/ and the module's types.ts from its module`);
      }
    }
  }
  if (!inClients) {
    for (const line of fetchCallLines(source)) {
      problems.push(`${path}:${line} calls fetch: another service is called from the module's clients/ (${README})`);
    }
  }
  return problems;
}

/** A module file (tests aside) longer than MAX_LINES; a data source is told how it splits. */
export function moduleSizeProblems(path: string, text: string): string[] {
  const place = placeOf(path);
  if (!place || isTestFile(path) || !path.endsWith('.ts')) return [];
  const lines = lineCount(text);
  if (lines <= MAX_LINES) return [];
  const how =
    place.inner === 'data-source.ts'
      ? 'split it by role: the class and its reads stay, the writes go to writes.ts, the DataLoaders to loaders.ts'
      : 'split it by concern (the split rule)';
  return [`${path} has ${lines} lines, over ${MAX_LINES}: ${how}`];
}

/**
 * A mappers.json target out of place: a relative target must be the module's own types.ts (the
 * generated resolver types import it; see the README) or a core file outside the modules folder.
 */
export function mapperProblems(path: string, text: string): string[] {
  const place = placeOf(path);
  if (!place || place.inner !== 'mappers.json') return [];
  const mappers = JSON.parse(text) as Record<string, string>;
  return Object.entries(mappers).flatMap(([type, target]) => {
    const file = target.split('#')[0];
    const resolved = resolveSpecifier(path, file);
    if (resolved === null) return [];
    const inModules = moduleFolderOf(resolved) !== null;
    if (!inModules || resolved === `${MODULES}/${place.module}/types.ts`) return [];
    return [`${path} maps ${type} to ${resolved}: a mapped type lives in the module's own types.ts`];
  });
}

// ---------------------------------------------------------------------------------------------
// The decision shape and the claim helpers, declared once (formerly policy-anatomy)

/** The one file that declares the decision shape, and the one that declares the claim helpers. */
const DECISION_HOME = 'gateway/src/modules/shared/capability.ts';
const CLAIM_HELPERS_HOME = 'gateway/src/auth/viewer.ts';
const CLAIM_HELPERS = new Set(['holdsAny', 'holdsAll']);

const memberName = (name: ts.PropertyName | undefined): string | null =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : null;

/** `boolean`, `true` or `false`: the type an `allowed` flag of a decision has. */
function isBooleanish(type: ts.TypeNode | undefined): boolean {
  if (!type) return false;
  if (type.kind === ts.SyntaxKind.BooleanKeyword) return true;
  return (
    ts.isLiteralTypeNode(type) && (type.literal.kind === ts.SyntaxKind.TrueKeyword || type.literal.kind === ts.SyntaxKind.FalseKeyword)
  );
}

/** Members of an interface or object type that make it the decision shape: a boolean `allowed` and a `reason`. */
function isDecisionShape(members: ts.NodeArray<ts.TypeElement>): boolean {
  const named = (name: string) =>
    members.filter((m): m is ts.PropertySignature => ts.isPropertySignature(m) && memberName(m.name) === name);
  return named('allowed').some((m) => isBooleanish(m.type)) && named('reason').length > 0;
}

/** The declaration a shape belongs to: the alias or interface around it, else the inline type itself. */
function ownerOf(node: ts.Node): ts.Node {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isTypeAliasDeclaration(at) || ts.isInterfaceDeclaration(at)) return at;
  }
  return node;
}

const ownerName = (owner: ts.Node) =>
  ts.isTypeAliasDeclaration(owner) || ts.isInterfaceDeclaration(owner) ? `type ${owner.name.text}` : 'an inline type';

/**
 * A policy answers "allowed, or refused with the reason a user is shown" in one shape, declared
 * once: `Capability` in modules/shared/capability.ts (with its `ALLOWED` and `refusal` builders).
 * A second declaration (an `allowed` boolean or true/false literal beside a `reason`) is a copy
 * that can drift from it. Likewise `holdsAny`/`holdsAll` live in auth/viewer.ts only. Each
 * problem is `path:line what`; the two home files may declare what they own.
 */
export function policyAnatomyProblems(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  // A union of an allowed and a refused arm is one declaration, reported once.
  const reported = new Set<ts.Node>();
  const at = (node: ts.Node) => `${path}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node): void => {
    const members = ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node) ? node.members : null;
    const owner = ownerOf(node);
    if (members && path !== DECISION_HOME && !reported.has(owner) && isDecisionShape(members)) {
      reported.add(owner);
      problems.push(`${at(owner)} ${ownerName(owner)} declares the allowed-or-refused shape again: use Capability from ${DECISION_HOME}`);
    }
    const declared =
      ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)
        ? node.name && ts.isIdentifier(node.name)
          ? node.name.text
          : null
        : null;
    if (declared && CLAIM_HELPERS.has(declared) && path !== CLAIM_HELPERS_HOME) {
      problems.push(`${at(node)} declares ${declared} again: import it from ${CLAIM_HELPERS_HOME}`);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// A rule failure answered one way (formerly rule-failures)

const ERRORS_HOME = 'gateway/src/errors.ts';

/**
 * Files that may judge with zod by hand, each for what it checks: none of it is client input (the
 * gateway's own settings, the answers of outside services, the Care API contract of what the
 * gateway itself sends).
 */
const NOT_CLIENT_INPUT: Record<string, string> = {
  [ERRORS_HOME]: 'the one answer to a rule failure',
  'gateway/src/config.ts': 'the environment, refused at start-up',
  'gateway/src/upstream/request-args.ts': 'the Care API contract of the requests the gateway itself sends',
  'gateway/src/upstream/client/odata.ts': 'the Care API contract of the OData queries the gateway itself builds',
  'gateway/src/upstream/hub-client/channel.ts': "the call-list hub's answers, logged when malformed",
  'gateway/src/modules/geography/clients/google-geocoder.ts': "Google's answers, refused as the service being unavailable",
};

const RULE_CHECKS: readonly { pattern: RegExp; problem: string }[] = [
  { pattern: /\.safeParse\s*\(/, problem: `judges with .safeParse: use parseInput (or ruleFailure) from ${ERRORS_HOME}` },
  { pattern: /\.issues\b/, problem: `answers a zod failure from its issues by hand: use parseInput (or ruleFailure) from ${ERRORS_HOME}` },
  { pattern: /\bZodError\b/, problem: `handles a ZodError by hand: use parseInput (or ruleFailure) from ${ERRORS_HOME}` },
  {
    pattern: /\bfieldErrors\s*:|\bfieldErrorsOf\s*\(/,
    problem: `builds fieldErrors by hand: use fieldFailure (or ruleFailure) from ${ERRORS_HOME}`,
  },
];

/** The text with its comments blanked (line breaks kept), so a comment may name what it explains. */
function withoutComments(text: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  let out = '';
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const token = scanner.getTokenText();
    const comment = kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia;
    out += comment ? token.replace(/[^\n]/g, ' ') : token;
    // A template or regex literal is rescanned whole, so its text never reads as a comment.
    if (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) {
      const rescanned = scanner.reScanSlashToken();
      if (rescanned === ts.SyntaxKind.RegularExpressionLiteral) out = out.slice(0, -token.length) + scanner.getTokenText();
    }
  }
  return out;
}

/**
 * A rule failure is answered one way (README, "How a write goes"): client input goes through its
 * rule with `parseInput` (or `ruleFailure` where the caller needs the failure itself), and a
 * failure found outside a zod rule uses `fieldFailure`, all three in errors.ts. Anywhere else,
 * `.safeParse(`, a zod failure's `issues` or a hand-built `fieldErrors` list is a second answer
 * that can drift from it. Each problem is `path:line what`; none for a file named above.
 */
export function ruleFailureProblems(path: string, text: string): string[] {
  if (path in NOT_CLIENT_INPUT) return [];
  return withoutComments(text)
    .split('\n')
    .flatMap((line, i) => RULE_CHECKS.filter((c) => c.pattern.test(line)).map((c) => `${path}:${i + 1} ${c.problem}`));
}

// ---------------------------------------------------------------------------------------------

/** A repository file's text, read once however many checks read it. */
const texts = new Map<string, string>();
function read(path: string): string {
  let text = texts.get(path);
  if (text === undefined) texts.set(path, (text = readFileSync(join(ROOT, path), 'utf8')));
  return text;
}

/** The file names (and folders, with their slash) the README's table of a module's files lists. */
function readmeAnatomy(): string[] {
  const text = read(README);
  const start = text.indexOf('## Files of a module');
  const section = text.slice(start, text.indexOf('\n## ', start + 1));
  return [...section.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1]);
}

describe('module anatomy', () => {
  const files = repoFiles(join(ROOT, MODULES));
  const sources = files.filter((f) => f.endsWith('.ts'));
  const modules = [...new Set(files.map((f) => placeOf(f)?.module).filter((m) => m !== undefined))];

  it('reads every module folder', () => {
    expect(modules.length).toBeGreaterThan(20);
    expect(modules).toEqual(expect.arrayContaining(['markets', 'members', 'geography', 'shared']));
    expect(files).toEqual(expect.arrayContaining([`${MODULES}/index.ts`, README, `${MODULES}/markets/mappers.json`]));
  });

  it("lists in the README's table exactly the roles and folders checked here", () => {
    expect(readmeAnatomy().sort()).toEqual([...ROLE_FILES, ...[...MODULE_FOLDERS].map((f) => `${f}/`)].sort());
  });

  it('has only role files, domain/ and clients/ in every module', () => {
    expect(anatomyProblems(files)).toEqual([]);
  });

  it('keeps domain/ free of I/O, and fetch in clients/', () => {
    expect(sources.flatMap((f) => ioProblems(f, read(f)))).toEqual([]);
  });

  it('has no module import another module, nor shared a module', () => {
    expect(sources.flatMap((f) => crossModuleProblems(f, read(f)))).toEqual([]);
  });

  it("maps each module's graph types to its own types.ts, a package or the core", () => {
    const mappers = files.filter((f) => f.endsWith('/mappers.json'));
    expect(mappers.length).toBeGreaterThan(10);
    expect(mappers.flatMap((f) => mapperProblems(f, read(f)))).toEqual([]);
  });

  it(`keeps every module file within ${MAX_LINES} lines`, () => {
    expect(sources.flatMap((f) => moduleSizeProblems(f, read(f)))).toEqual([]);
  });

  it('declares the decision shape and holdsAny/holdsAll once, in their home files', () => {
    const gateway = repoSourceFiles(GATEWAY_SRC);
    expect(gateway.length).toBeGreaterThan(100);
    expect(gateway.flatMap((file) => policyAnatomyProblems(file, read(file)))).toEqual([]);
  });

  it('answers rule failures through errors.ts everywhere in the gateway', () => {
    const gateway = repoSourceFiles(GATEWAY_SRC);
    expect(gateway).toEqual(expect.arrayContaining(['gateway/src/modules/members/http-routes.ts', 'gateway/src/files/upload.ts']));
    expect(gateway.filter((f) => f.startsWith('gateway/src/server/')).length).toBeGreaterThan(5);
    expect(gateway.flatMap((file) => ruleFailureProblems(file, read(file)))).toEqual([]);
  });
});

describe('each anatomy check fails on a bad example', () => {
  const m = (path: string) => `${MODULES}/${path}`;

  it('refuses a misplaced file, an unknown folder, a doubled or index-less role folder and a file at the root', () => {
    const files = [
      m('index.ts'),
      m('helpers.ts'),
      m('dnc/index.ts'),
      m('dnc/policy.ts'),
      m('dnc/policy.test.ts'),
      m('dnc/domain/queue-rules.ts'),
      m('dnc/clients/mailer.ts'),
      m('dnc/row-mapping.ts'),
      m('dnc/utils/dates.ts'),
      m('dnc/resolvers.ts'),
      m('dnc/resolvers/index.ts'),
      m('dnc/http-routes/exports.ts'),
      m('dnc/domain/notes.md'),
      m('shared/anything-at-all.ts'),
      m('shared/notes.txt'),
    ];
    expect(anatomyProblems(files)).toEqual([
      `${m('helpers.ts')} is neither the registry (index.ts) nor the README: a module is a folder`,
      `${m('dnc/row-mapping.ts')} is not a role of a module's files: name it for its role, or move it into domain/ (pure logic) or clients/ (another service) (${README})`,
      `${m('dnc/utils/dates.ts')}: utils/ is not a folder of a module's anatomy: domain/ (pure logic), clients/ (another service) or a split role's folder (${README})`,
      `${m('dnc/resolvers')}/ and ${m('dnc/resolvers.ts')} are the same role twice: one or the other`,
      `${m('dnc/http-routes')}/ has no index.ts: a role split into a folder is entered by its index.ts`,
      `${m('dnc/domain/notes.md')}: domain/ holds source files only`,
      `${m('shared/notes.txt')} is not a source file of modules/shared (any .ts name, and its mappers.json)`,
    ]);
    expect(anatomyProblems([m('dnc/data-source/writes.ts'), m('dnc/data-source/index.ts')])).toEqual([
      expect.stringContaining('data-source/ is not a folder of a module'),
      expect.stringContaining('data-source/ is not a folder of a module'),
    ]);
  });

  it('refuses I/O in domain/ and fetch outside clients/', () => {
    const domain = [
      "import type { RequestContext } from '../../../context.ts';",
      "import { audited } from '../../../audit.ts';",
      "import { sendUpstreamFile } from '../../../files/download.ts';",
      "import type { Upstream } from '../../../upstream/client.ts';",
      "import { readFileSync } from 'node:fs';",
      "import { campaignsTable } from '../table.ts';",
      "import type { CallListUpdateModel } from '../types.ts';",
      "import { exhaustHours } from './forecast.ts';",
      "import { parseInput } from '../../../errors.ts';",
      'export const load = (url: string) => fetch(url);',
    ].join('\n');
    const path = m('campaigns/domain/rows.ts');
    expect(ioProblems(path, domain)).toEqual([
      `${path}:1 imports ../../../context.ts (the request context): a domain/ file does no I/O`,
      `${path}:2 imports ../../../audit.ts (the audit trail): a domain/ file does no I/O`,
      `${path}:3 imports ../../../files/download.ts (the file routes): a domain/ file does no I/O`,
      `${path}:4 imports ../../../upstream/client.ts (the Care API client): a domain/ file does no I/O`,
      `${path}:5 imports node:fs: a domain/ file does no I/O`,
      `${path}:6 imports ../table.ts: a domain/ file imports only domain/ and the module's types.ts from its module`,
      `${path}:10 calls fetch: another service is called from the module's clients/ (${README})`,
    ]);
    const source =
      'export const geocode = (url: string) => globalThis.fetch(url);\nexport const local = (fetch: (id: number) => number) => fetch(1);';
    expect(ioProblems(m('geography/data-source.ts'), source)).toEqual([
      `${m('geography/data-source.ts')}:1 calls fetch: another service is called from the module's clients/ (${README})`,
    ]);
    expect(ioProblems(m('geography/clients/google-geocoder.ts'), source)).toEqual([]);
  });

  it('refuses a reference into another module, whatever the spelling', () => {
    const path = m('lookups/resolvers.ts');
    const text = [
      "import { GeographySource } from '../geography/data-source.ts';",
      "import type { ResolvedAddress } from './../geography/types.ts';",
      "export * from '../../modules/dnc/policy.ts';",
      "import { x } from '../shared/../transfers/table.ts';",
      "const later = () => import('../../../../gateway/src/modules/markets/loaders.ts');",
      "type T = import('../members/types.ts').PlanRef;",
      "declare module '../dnc/data-source.ts' {}",
      "import { registry } from '../index.ts';",
      "import { parseId } from '../shared/ids.ts';",
      "import { lookupsPolicy } from './policy.ts';",
      "import type { RequestContext } from '../../context.ts';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(crossModuleProblems(path, text).map((p) => p.split(' (')[0])).toEqual([
      `${path}:1 imports ${m('geography/data-source.ts')}`,
      `${path}:2 imports ${m('geography/types.ts')}`,
      `${path}:3 imports ${m('dnc/policy.ts')}`,
      `${path}:4 imports ${m('transfers/table.ts')}`,
      `${path}:5 imports ${m('markets/loaders.ts')}`,
      `${path}:6 imports ${m('members/types.ts')}`,
      `${path}:7 imports ${m('dnc/data-source.ts')}`,
      `${path}:8 imports ${m('index.ts')}`,
    ]);
    expect(crossModuleProblems(m('shared/paging.ts'), "import { x } from '../markets/policy.ts';")).toEqual([
      `${m('shared/paging.ts')}:1 imports ${m('markets/policy.ts')} (../markets/policy.ts): modules/shared imports no module`,
    ]);
  });

  it("refuses a mapper into another module or beside the module's types.ts", () => {
    const text = JSON.stringify({
      ResolvedAddress: './../geography/types.ts#ResolvedAddress as GeocodedAddress',
      CallListUpdate: './domain/call-list-changes.ts#CallListUpdateModel',
      Plan: './types.ts#PlanRef',
      Viewer: '../../context.ts#Viewer as ViewerModel',
      Market: '@luminate/schema/rest#MarketDto',
    });
    const path = m('lookups/mappers.json');
    expect(mapperProblems(path, text)).toEqual([
      `${path} maps ResolvedAddress to ${m('geography/types.ts')}: a mapped type lives in the module's own types.ts`,
      `${path} maps CallListUpdate to ${m('lookups/domain/call-list-changes.ts')}: a mapped type lives in the module's own types.ts`,
    ]);
  });

  it(`refuses a module file over ${MAX_LINES} lines, and tells a data source how it splits`, () => {
    const long = 'export const x = 1;\n'.repeat(MAX_LINES + 1);
    expect(moduleSizeProblems(m('dnc/data-source.ts'), long)).toEqual([
      `${m('dnc/data-source.ts')} has 401 lines, over 400: split it by role: the class and its reads stay, the writes go to writes.ts, the DataLoaders to loaders.ts`,
    ]);
    expect(moduleSizeProblems(m('dnc/domain/rows.ts'), long)).toEqual([
      `${m('dnc/domain/rows.ts')} has 401 lines, over 400: split it by concern (the split rule)`,
    ]);
    expect(moduleSizeProblems(m('dnc/data-source.ts'), 'export const x = 1;\n'.repeat(MAX_LINES))).toEqual([]);
    expect(moduleSizeProblems(m('dnc/policy.test.ts'), long)).toEqual([]);
  });

  it('recognises the home declarations of the decision and the claim helpers anywhere else', () => {
    expect(policyAnatomyProblems('gateway/src/modules/x/policy.ts', read(DECISION_HOME))).toEqual([
      expect.stringMatching(/^gateway\/src\/modules\/x\/policy\.ts:\d+ type Capability declares the allowed-or-refused shape again/),
    ]);
    expect(policyAnatomyProblems('gateway/src/modules/x/policy.ts', read(CLAIM_HELPERS_HOME))).toEqual([
      expect.stringContaining('declares holdsAny again'),
      expect.stringContaining('declares holdsAll again'),
    ]);
  });

  it('refuses a second decision type, as an alias, an interface or an inline type', () => {
    const bad = [
      'export type FileDecision = { allowed: true } | { allowed: false; reason: string };',
      'export interface Answer {',
      '  allowed: boolean;',
      '  reason: string | null;',
      '}',
      'export function decide(): { allowed: boolean; reason?: string } {',
      '  return { allowed: true };',
      '}',
    ].join('\n');
    expect(policyAnatomyProblems('gateway/src/modules/dnc/policy.ts', bad)).toEqual([
      'gateway/src/modules/dnc/policy.ts:1 type FileDecision declares the allowed-or-refused shape again: use Capability from gateway/src/modules/shared/capability.ts',
      'gateway/src/modules/dnc/policy.ts:2 type Answer declares the allowed-or-refused shape again: use Capability from gateway/src/modules/shared/capability.ts',
      'gateway/src/modules/dnc/policy.ts:6 an inline type declares the allowed-or-refused shape again: use Capability from gateway/src/modules/shared/capability.ts',
    ]);
  });

  it('refuses holdsAny/holdsAll declared outside the claim helpers, as a const or a function', () => {
    const bad = [
      "import type { Claim } from '@luminate/schema/claims';",
      'const holdsAny = (claims: ReadonlySet<Claim>, group: readonly Claim[]) => group.some((c) => claims.has(c));',
      'function holdsAll(claims: ReadonlySet<Claim>, group: readonly Claim[]) {',
      '  return group.every((c) => claims.has(c));',
      '}',
    ].join('\n');
    expect(policyAnatomyProblems('gateway/src/modules/reports/policy.ts', bad)).toEqual([
      'gateway/src/modules/reports/policy.ts:2 declares holdsAny again: import it from gateway/src/auth/viewer.ts',
      'gateway/src/modules/reports/policy.ts:3 declares holdsAll again: import it from gateway/src/auth/viewer.ts',
    ]);
  });

  it('leaves alone what is not the decision shape: uses of Capability, flags without a reason, other helpers', () => {
    const fine = [
      "import { holdsAny } from '../../auth/viewer.ts';",
      "import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';",
      'export interface Caps { decide: Capability; approve: boolean }',
      'export type Flag = { allowed: boolean; count: number };',
      'export type Allowed = { allowed: readonly string[]; reason: string };',
      'const holdsAnyType = (types: ReadonlySet<number>, wanted: readonly number[]) => wanted.some((t) => types.has(t));',
      'export const decide = (claims: ReadonlySet<string>): Capability => (holdsAny(claims, []) || holdsAnyType(new Set(), []) ? ALLOWED : refusal("no"));',
    ].join('\n');
    expect(policyAnatomyProblems('gateway/src/modules/files/policy.ts', fine)).toEqual([]);
  });

  it('names only files that still check something by hand, and would report each of them elsewhere', () => {
    for (const path of Object.keys(NOT_CLIENT_INPUT)) {
      expect(ruleFailureProblems(path.replace(/^gateway\/src\//, 'gateway/src/modules/x/'), read(path)), path).not.toEqual([]);
    }
  });

  it('refuses a hand-made answer to a failed rule, line by line', () => {
    const bad = [
      "import { z } from 'zod';",
      "import { badUserInput, ErrorCode, gatewayError } from '../../errors.ts';",
      'export function flagsOf(raw: unknown) {',
      '  const parsed = flagsRule.safeParse(raw);',
      "  if (!parsed.success) throw badUserInput(parsed.error.issues.map((i) => i.message).join('; '));",
      '  return parsed.data;',
      '}',
      'export const taken = (message: string) =>',
      "  gatewayError(ErrorCode.BAD_USER_INPUT, message, { fieldErrors: [{ field: 'name', message }] });",
      'export function caught(error: unknown) {',
      '  if (error instanceof z.ZodError) throw badUserInput(error.message);',
      '}',
    ].join('\n');
    expect(ruleFailureProblems('gateway/src/modules/dnc/http-routes.ts', bad)).toEqual([
      `gateway/src/modules/dnc/http-routes.ts:4 judges with .safeParse: use parseInput (or ruleFailure) from ${ERRORS_HOME}`,
      `gateway/src/modules/dnc/http-routes.ts:5 answers a zod failure from its issues by hand: use parseInput (or ruleFailure) from ${ERRORS_HOME}`,
      `gateway/src/modules/dnc/http-routes.ts:9 builds fieldErrors by hand: use fieldFailure (or ruleFailure) from ${ERRORS_HOME}`,
      `gateway/src/modules/dnc/http-routes.ts:11 handles a ZodError by hand: use parseInput (or ruleFailure) from ${ERRORS_HOME}`,
    ]);
  });

  it('leaves alone the one answer to a failed rule and what only mentions it', () => {
    const fine = [
      "import { fieldFailure, parseInput, ruleFailure } from '../../errors.ts';",
      '// Each flag through the rule, never `.safeParse(` and `error.issues` by hand.',
      '/* the fieldErrors: [{ field, message }] shape comes from errors.ts */',
      'const flags = parseInput(flagsRule, raw);',
      "if (taken) throw fieldFailure('name', TAKEN);",
      "const url = 'https://example.test/'; const slashes = /x\\/\\/y/;",
      'export const answer = (error: Parameters<typeof ruleFailure>[0]) => ruleFailure(error, { firstMessageOnly: true });',
    ].join('\n');
    expect(ruleFailureProblems('gateway/src/modules/dnc/http-routes.ts', fine)).toEqual([]);
  });
});
