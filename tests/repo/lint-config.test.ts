/**
 * The lint does what eslint.config.js says: every rule of typescript-eslint's
 * `recommended-type-checked` set (and of ESLint's own recommended set) is on, at least as strict as
 * the set asks, for the sources of every package and for the tests, and none is switched off
 * anywhere, whatever file it is. The rules are read from the configuration ESLint computes for a
 * real file of each folder, so an override that turned a rule off for one folder would show here.
 */
import { join } from 'node:path';
import js from '@eslint/js';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** One real file of each kind of source the lint covers. */
const FILES = [
  'gateway/src/modules/markets/policy.ts',
  'sandbox/src/main.ts',
  'schema/src/claims.ts',
  'web/src/app/routes.ts',
  'web/src/features/markets/markets-page.tsx',
  'tests/modules/helpers.ts',
  'tests/web/format.test.ts',
  'tests/e2e/markets.test.ts',
  'tests/repo/lint-config.test.ts',
];

type Level = 'off' | 'warn' | 'error';
const LEVELS: Level[] = ['off', 'warn', 'error'];

function levelOf(entry: Linter.RuleEntry | undefined): Level {
  const level = Array.isArray(entry) ? entry[0] : entry;
  if (level === undefined) return 'off';
  return typeof level === 'number' ? LEVELS[level] : level;
}

/** Every rule a shared config set turns on, with the level it asks for. */
function rulesOf(configs: ReadonlyArray<{ rules?: Partial<Linter.RulesRecord> }>): Map<string, Level> {
  const rules = new Map<string, Level>();
  for (const config of configs) {
    for (const [rule, entry] of Object.entries(config.rules ?? {})) rules.set(rule, levelOf(entry));
  }
  return new Map([...rules].filter(([, level]) => level !== 'off'));
}

const eslint = new ESLint({ cwd: ROOT });

/** The rules the set asks for that the file's computed configuration does not run as strictly. */
async function weakerThan(file: string, wanted: Map<string, Level>, linter = eslint): Promise<string[]> {
  const config = (await linter.calculateConfigForFile(join(ROOT, file))) as { rules: Linter.RulesRecord };
  return [...wanted]
    .filter(([rule, level]) => LEVELS.indexOf(levelOf(config.rules[rule])) < LEVELS.indexOf(level))
    .map(([rule, level]) => `${rule}: ${levelOf(config.rules[rule])}, the set asks for ${level}`);
}

describe('the lint configuration', () => {
  const typeChecked = rulesOf(tseslint.configs.recommendedTypeChecked);
  const eslintRecommended = rulesOf([js.configs.recommended]);

  it('knows the sets it checks against', () => {
    // The type-checked set holds the rules that catch unsafe `any`, unbound methods and floating
    // promises; an empty map here would make every check below pass vacuously.
    expect(typeChecked.get('@typescript-eslint/no-unsafe-member-access')).toBe('error');
    expect(typeChecked.get('@typescript-eslint/no-explicit-any')).toBe('error');
    expect(typeChecked.get('@typescript-eslint/unbound-method')).toBe('error');
    expect(typeChecked.size).toBeGreaterThan(40);
  });

  it.each(FILES)('runs every recommended-type-checked rule on %s', async (file) => {
    expect(await weakerThan(file, typeChecked)).toEqual([]);
  });

  it.each(FILES)("runs ESLint's recommended rules on %s, except those TypeScript checks better", async (file) => {
    // typescript-eslint's own set switches off the core rules the compiler already enforces
    // (no-undef, no-redeclare, …) for TypeScript files; every other core rule stays on.
    const { rules: eslintRecommendedForTs = {} }: { rules?: Partial<Linter.RulesRecord> } = tseslint.configs.eslintRecommended;
    const handedToTypeScript = new Set(
      Object.entries(eslintRecommendedForTs)
        .filter(([, entry]) => levelOf(entry) === 'off')
        .map(([rule]) => rule),
    );
    const wanted = new Map([...eslintRecommended].filter(([rule]) => !handedToTypeScript.has(rule) && rule !== 'no-unused-vars'));
    expect(await weakerThan(file, wanted)).toEqual([]);
  });

  it('would notice a rule switched off', async () => {
    // The same check against a configuration that turns one rule off for the file reports it.
    const loose = new ESLint({
      cwd: ROOT,
      overrideConfig: { files: ['**/*.ts'], rules: { '@typescript-eslint/no-unsafe-call': 'off' } },
    });
    expect(await weakerThan(FILES[0], typeChecked, loose)).toEqual(['@typescript-eslint/no-unsafe-call: off, the set asks for error']);
  });
});
