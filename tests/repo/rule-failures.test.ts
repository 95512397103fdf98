/**
 * A rule failure is answered one way (gateway/src/modules/README.md, "How a write goes"): client
 * input goes through its rule with `parseInput` (or `ruleFailure` where the caller needs the
 * failure itself), and a failure found outside a zod rule uses `fieldFailure`, all three in
 * gateway/src/errors.ts. Anywhere else, `.safeParse(`, a zod failure's `issues` or a hand-built
 * `fieldErrors` list is a second answer that can drift from it: BAD_USER_INPUT without the field
 * errors the web's forms read, or with a message in another format.
 *
 * The few files that check what is not client input (the gateway's own settings, the answers of
 * outside services, the Care API contract of what the gateway itself sends) are named below with
 * their reason. `ruleFailureProblems` checks one source text, so it is also tried on bad examples.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, repoSourceFiles } from '../support/source-files.ts';

const ROOT = REPO_ROOT;
const GATEWAY_SRC = join(ROOT, 'gateway', 'src');
const HOME = 'gateway/src/errors.ts';

/** Files that may judge with zod by hand, each for what it checks: none of it is client input. */
const NOT_CLIENT_INPUT: Record<string, string> = {
  [HOME]: 'the one answer to a rule failure',
  'gateway/src/config.ts': 'the environment, refused at start-up',
  'gateway/src/upstream/request-args.ts': 'the Care API contract of the requests the gateway itself sends',
  'gateway/src/upstream/client.ts': 'the Care API contract of the OData queries the gateway itself builds',
  'gateway/src/upstream/hub-client.ts': "the call-list hub's answers, logged when malformed",
  'gateway/src/modules/geography/google-geocoder.ts': "Google's answers, refused as the service being unavailable",
};

const CHECKS: readonly { pattern: RegExp; problem: string }[] = [
  { pattern: /\.safeParse\s*\(/, problem: `judges with .safeParse: use parseInput (or ruleFailure) from ${HOME}` },
  { pattern: /\.issues\b/, problem: `answers a zod failure from its issues by hand: use parseInput (or ruleFailure) from ${HOME}` },
  { pattern: /\bZodError\b/, problem: `handles a ZodError by hand: use parseInput (or ruleFailure) from ${HOME}` },
  {
    pattern: /\bfieldErrors\s*:|\bfieldErrorsOf\s*\(/,
    problem: `builds fieldErrors by hand: use fieldFailure (or ruleFailure) from ${HOME}`,
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

/** The problems of one gateway source file, each as `path:line what`; none for a file named above. */
export function ruleFailureProblems(path: string, text: string): string[] {
  if (path in NOT_CLIENT_INPUT) return [];
  return withoutComments(text)
    .split('\n')
    .flatMap((line, i) => CHECKS.filter((c) => c.pattern.test(line)).map((c) => `${path}:${i + 1} ${c.problem}`));
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('rule failures', () => {
  it('are answered through errors.ts everywhere in the gateway', () => {
    const files = repoSourceFiles(GATEWAY_SRC);
    expect(files).toEqual(expect.arrayContaining(['gateway/src/modules/members/http-routes.ts', 'gateway/src/files/upload.ts']));
    expect(files.filter((f) => f.startsWith('gateway/src/server/')).length).toBeGreaterThan(5);
    expect(files.flatMap((file) => ruleFailureProblems(file, read(file)))).toEqual([]);
  });

  it('names only files that still check something by hand, and would report each of them elsewhere', () => {
    for (const path of Object.keys(NOT_CLIENT_INPUT)) {
      expect(ruleFailureProblems(path.replace(/^gateway\/src\//, 'gateway/src/modules/x/'), read(path)), path).not.toEqual([]);
    }
  });

  it('reports a hand-made answer to a failed rule, line by line', () => {
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
      `gateway/src/modules/dnc/http-routes.ts:4 judges with .safeParse: use parseInput (or ruleFailure) from ${HOME}`,
      `gateway/src/modules/dnc/http-routes.ts:5 answers a zod failure from its issues by hand: use parseInput (or ruleFailure) from ${HOME}`,
      `gateway/src/modules/dnc/http-routes.ts:9 builds fieldErrors by hand: use fieldFailure (or ruleFailure) from ${HOME}`,
      `gateway/src/modules/dnc/http-routes.ts:11 handles a ZodError by hand: use parseInput (or ruleFailure) from ${HOME}`,
    ]);
  });

  it('leaves alone the one answer and what only mentions it', () => {
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
