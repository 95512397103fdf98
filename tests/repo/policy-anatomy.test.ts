/**
 * A policy answers "allowed, or refused with the reason a user is shown" in one shape, declared
 * once: `Capability` in gateway/src/modules/shared/capability.ts (with its `ALLOWED` and `refusal`
 * builders). `viewerCan` fields, data sources and file routes all pass that value around, so a
 * second declaration of the shape (an `allowed` boolean or true/false literal beside a `reason`)
 * is a copy that can drift from it. Likewise "holds any / all of these claims" is answered by
 * `holdsAny` / `holdsAll` in gateway/src/auth/viewer.ts, beside the viewer's claim helpers, and
 * nowhere else.
 *
 * `policyAnatomyProblems` checks one source text, so the rule is also tried on bad examples below.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, repoSourceFiles } from '../support/source-files.ts';

const ROOT = REPO_ROOT;
const GATEWAY_SRC = join(ROOT, 'gateway', 'src');

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
 * The problems of one gateway source file, each as `path:line what`. `path` is relative to the
 * repository, with forward slashes; the two home files may declare what they own.
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

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('policy anatomy', () => {
  it('declares the decision shape and holdsAny/holdsAll once, in their home files', () => {
    const files = repoSourceFiles(GATEWAY_SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => policyAnatomyProblems(file, read(file)))).toEqual([]);
  });

  it('recognises the home declarations themselves when they appear anywhere else', () => {
    expect(policyAnatomyProblems('gateway/src/modules/x/policy.ts', read(DECISION_HOME))).toEqual([
      expect.stringMatching(/^gateway\/src\/modules\/x\/policy\.ts:\d+ type Capability declares the allowed-or-refused shape again/),
    ]);
    expect(policyAnatomyProblems('gateway/src/modules/x/policy.ts', read(CLAIM_HELPERS_HOME))).toEqual([
      expect.stringContaining('declares holdsAny again'),
      expect.stringContaining('declares holdsAll again'),
    ]);
  });

  it('reports a second declaration of the shape, as an alias, an interface or an inline type', () => {
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

  it('reports holdsAny/holdsAll declared outside the claim helpers, as a const or a function', () => {
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

  it('leaves alone what is not the shape: uses of Capability, flags without a reason, other helpers', () => {
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
});
