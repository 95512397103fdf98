/**
 * docs/errors.md lists every code the gateway can answer, and nothing else: each error code the
 * gateway's source answers (its ErrorCode values and every code literal it hands to an error
 * answer) and each of Apollo Server's own codes has a row in the catalogue's tables, each
 * WebSocket close code the gateway or graphql-ws's server sends has a row in the close-code
 * table, and every row names a code one of them can answer.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { CloseCode } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../gateway/src/errors.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const GATEWAY_SRC = join(ROOT, 'gateway', 'src');
const CATALOGUE = readFileSync(join(ROOT, 'docs', 'errors.md'), 'utf8');

/** Apollo Server's own codes, from the Apollo Server the gateway runs. */
const { ApolloServerErrorCode } = createRequire(join(ROOT, 'gateway', 'package.json'))('@apollo/server/errors') as {
  ApolloServerErrorCode: Record<string, string>;
};

const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$|^[A-Z]{4,}$/;
const CLOSE_CODE_NAMES = CloseCode as unknown as Record<string, number>;
const ERROR_CODES = ErrorCode as Record<string, string>;

/** The gateway's own sources: generated code answers nothing. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const parsed = sourceFiles(GATEWAY_SRC).map((file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS),
);

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

const nameOf = (name: ts.Node | undefined): string | null =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) ? name.text : null;

/** Module constants holding a code (`export const RATE_LIMITED = 'RATE_LIMITED'`), by name. */
const constants = new Map<string, string>();
for (const source of parsed) {
  visit(source, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (CODE.test(node.initializer.text)) constants.set(node.name.text, node.initializer.text);
    }
  });
}

/** The codes an expression can evaluate to, as far as the source spells them out. */
function codesOf(expression: ts.Expression): string[] {
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isNonNullExpression(expression)) {
    return codesOf(expression.expression);
  }
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return CODE.test(expression.text) ? [expression.text] : [];
  }
  if (ts.isIdentifier(expression)) return constants.has(expression.text) ? [constants.get(expression.text)!] : [];
  if (ts.isPropertyAccessExpression(expression) && expression.expression.getText() === 'ErrorCode') {
    return [ERROR_CODES[expression.name.text]];
  }
  if (ts.isConditionalExpression(expression)) return [...codesOf(expression.whenTrue), ...codesOf(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) {
      return [...codesOf(expression.left), ...codesOf(expression.right)];
    }
  }
  return [];
}

const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);

/** True inside the arguments of a logger call: a log line's `code` is not an answer. */
function inLogLine(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at) && ts.isPropertyAccessExpression(at.expression) && LOG_METHODS.has(at.expression.name.text)) return true;
  }
  return false;
}

/**
 * The functions that take the code of an error answer: a parameter named `code`, by the
 * function's name and the parameter's position. The audit trail's functions are left out: the
 * outcome code they record goes to the audit store, never to the client.
 */
const codeParameters = new Map<string, Set<number>>();
for (const source of parsed) {
  if (relative(GATEWAY_SRC, source.fileName).startsWith('audit')) continue;
  visit(source, (node) => {
    let name: string | null = null;
    let parameters: ts.NodeArray<ts.ParameterDeclaration> | undefined;
    if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isMethodSignature(node)) {
      name = nameOf(node.name);
      parameters = node.parameters;
    } else if (
      (ts.isVariableDeclaration(node) ||
        ts.isPropertyAssignment(node) ||
        ts.isPropertySignature(node) ||
        ts.isTypeAliasDeclaration(node)) &&
      node.name
    ) {
      const value = ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node) ? node.initializer : node.type;
      if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value) || ts.isFunctionTypeNode(value))) {
        name = nameOf(node.name);
        parameters = value.parameters;
      }
    }
    if (!name || !parameters) return;
    parameters.forEach((parameter, index) => {
      if (nameOf(parameter.name) !== 'code') return;
      if (!codeParameters.has(name)) codeParameters.set(name, new Set());
      codeParameters.get(name)!.add(index);
    });
  });
}

/** Every code the gateway's source can answer, with where it was found. */
function answeredCodes(): Map<string, string> {
  const found = new Map<string, string>();
  const note = (codes: string[], node: ts.Node) => {
    const source = node.getSourceFile();
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const code of codes) if (!found.has(code)) found.set(code, `${relative(ROOT, source.fileName)}:${line}`);
  };
  for (const code of Object.values(ERROR_CODES)) found.set(code, 'gateway/src/errors.ts (ErrorCode)');
  for (const source of parsed) {
    visit(source, (node) => {
      // `{ code: … }`: GraphQL errors' extensions, JSON error bodies, refusal records.
      if (ts.isPropertyAssignment(node) && nameOf(node.name) === 'code' && !inLogLine(node)) note(codesOf(node.initializer), node);
      // `refuse(413, message, 'PAYLOAD_TOO_LARGE')` and the like.
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : null;
        for (const index of (name && codeParameters.get(name)) || []) {
          const argument = node.arguments[index];
          if (argument) note(codesOf(argument), argument);
        }
      }
    });
  }
  return found;
}

/** The close codes graphql-ws's server sends (its `CloseCode.X` uses), read from the installed package. */
function graphqlWsServerCloseCodes(): number[] {
  const dist = dirname(createRequire(import.meta.url).resolve('graphql-ws'));
  const codes = new Set<number>();
  for (const file of readdirSync(dist).filter((f) => /^server.*\.js$/.test(f))) {
    for (const [, name] of readFileSync(join(dist, file), 'utf8').matchAll(/CloseCode\.(\w+)/g)) {
      if (typeof CLOSE_CODE_NAMES[name] === 'number') codes.add(CLOSE_CODE_NAMES[name]);
    }
  }
  return [...codes];
}

/**
 * Every WebSocket close code a client can receive: graphql-ws's server's, the gateway's own
 * (`CloseCode.X` or a number given to `close`), and ws's 1009 for a message past `maxPayload`.
 */
function closeCodes(): number[] {
  const codes = new Set(graphqlWsServerCloseCodes());
  for (const source of parsed) {
    // Numbers named by a constant of the same file (`const SERVICE_RESTART = 1012`), for close(NAME, …).
    const constants = new Map<string, number>();
    visit(source, (node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isNumericLiteral(node.initializer)) {
        constants.set(node.name.text, Number(node.initializer.text));
      }
    });
    visit(source, (node) => {
      if (ts.isPropertyAccessExpression(node) && node.expression.getText() === 'CloseCode') {
        const code = CLOSE_CODE_NAMES[node.name.text];
        if (typeof code === 'number') codes.add(code);
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'close') {
        const [first] = node.arguments;
        if (first && ts.isNumericLiteral(first)) codes.add(Number(first.text));
        const named = first && ts.isIdentifier(first) ? constants.get(first.text) : undefined;
        if (named !== undefined) codes.add(named);
      }
      if (ts.isPropertyAssignment(node) && nameOf(node.name) === 'maxPayload') codes.add(1009);
    });
  }
  return [...codes].sort((a, b) => a - b);
}

/** The first cell's code of every row of the tables under a heading starting with `heading`. */
function tableCodes(catalogue: string, heading: string): string[] {
  const start = catalogue.search(new RegExp(`^#+ ${heading}`, 'm'));
  if (start < 0) return [];
  const rest = catalogue.slice(catalogue.indexOf('\n', start) + 1);
  const next = rest.search(/^#+ /m);
  const section = next < 0 ? rest : rest.slice(0, next);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) => /^\|\s*`([^`]+)`/.exec(line)?.[1])
    .filter((code): code is string => code !== undefined);
}

const SECTIONS = {
  http: 'GraphQL over HTTP',
  ws: 'GraphQL over WebSocket',
  close: 'WebSocket close codes',
  files: 'File routes',
};

/** What the catalogue misses and what it lists that nothing answers. */
function compare(catalogue: string) {
  const answered = answeredCodes();
  const apollo = Object.values(ApolloServerErrorCode);
  const http = tableCodes(catalogue, SECTIONS.http);
  const ws = tableCodes(catalogue, SECTIONS.ws);
  const listed = new Set([...http, ...ws, ...tableCodes(catalogue, SECTIONS.files)]);
  const close = tableCodes(catalogue, SECTIONS.close).map(Number);
  const sent = closeCodes();
  const known = new Set([...answered.keys(), ...apollo]);
  return {
    missing: [...answered].filter(([code]) => !listed.has(code)).map(([code, where]) => `${code} (${where})`),
    missingApollo: apollo.filter((code) => !http.includes(code)),
    // Resolvers answer these, over either transport.
    missingFromGraphqlTables: Object.values(ERROR_CODES).filter((code) => !http.includes(code) || !ws.includes(code)),
    stale: [...listed].filter((code) => !known.has(code)),
    missingClose: sent.filter((code) => !close.includes(code)),
    staleClose: close.filter((code) => !sent.includes(code)),
  };
}

describe('the error-code catalogue (docs/errors.md)', () => {
  it('has a table for each transport and for the WebSocket close codes', () => {
    for (const heading of Object.values(SECTIONS))
      expect({ heading, rows: tableCodes(CATALOGUE, heading).length > 3 }).toEqual({ heading, rows: true });
  });

  it('finds the codes the gateway answers in its source', () => {
    const answered = [...answeredCodes().keys()];
    // The refusals of the HTTP edge, the query limits and the execution guard are found, not just ErrorCode.
    for (const code of [
      'RATE_LIMITED',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'BAD_REQUEST',
      'COST_LIMIT_EXCEEDED',
      'OPERATION_TIMEOUT',
      'RESPONSE_TOO_LARGE',
      'GRAPHQL_PARSE_FAILED',
    ]) {
      expect(answered).toContain(code);
    }
    // The audit trail's outcome codes and log lines' codes are no answers.
    expect(answered).not.toContain('CLIENT_CLOSED');
    expect(answered).not.toContain('INTERNAL');
    expect(closeCodes()).toEqual(expect.arrayContaining([1012, 4400, 4403, 4500]));
  });

  it('lists every code the gateway can answer, and only those', () => {
    expect(compare(CATALOGUE)).toEqual({
      missing: [],
      missingApollo: [],
      missingFromGraphqlTables: [],
      stale: [],
      missingClose: [],
      staleClose: [],
    });
  });

  it('notices a row removed and a row no longer answered', () => {
    const withoutRateLimit = CATALOGUE.split('\n')
      .filter((line) => !line.startsWith('| `RATE_LIMITED`') && !line.startsWith('| `4408`'))
      .join('\n');
    const withStaleRow = CATALOGUE.replace('| `NOT_FOUND` |', '| `TEAPOT` | 418 | Never answered. | Never |\n| `NOT_FOUND` |');
    const before = compare(CATALOGUE);
    const removed = compare(withoutRateLimit);
    expect(removed.missing.filter((code) => !before.missing.includes(code))).toEqual([expect.stringMatching(/^RATE_LIMITED /)]);
    expect(removed.missingClose).toEqual([4408]);
    expect(compare(withStaleRow).stale).toEqual(['TEAPOT']);
  });

  it('is linked from the README and the architecture notes', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain('(docs/errors.md)');
    expect(readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8')).toContain('errors.md');
  });
});
