/**
 * The configuration tables (docs/configuration.md) are the operator's reference: they must name exactly the
 * variables the gateway and sandbox read, and the gateway's defaults must be the ones the
 * configuration schema applies.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../../gateway/src/config.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const README = readFileSync(join(ROOT, 'docs', 'configuration.md'), 'utf8');

/** Rows of the table under a heading: variable name → its default cell's first `code` value. */
function table(heading: string): Map<string, string | null> {
  const start = README.indexOf(heading);
  expect(start).toBeGreaterThan(-1);
  const rows = new Map<string, string | null>();
  for (const line of README.slice(start + heading.length)
    .split('\n')
    .slice(1)) {
    if (line.startsWith('#')) break;
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([A-Z][A-Z0-9_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, /`([^`]*)`/.exec(cells[2] ?? '')?.[1] ?? null);
  }
  return rows;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the configuration tables', () => {
  it('list every gateway variable, and only those, with the schema defaults', () => {
    const rows = table('## Gateway (`gateway/src/config.ts`)');
    expect([...rows.keys()].sort()).toEqual([...CONFIG_VARIABLES].sort());
    const defaults = loadConfig({}) as Record<string, unknown>;
    for (const [name, documented] of rows) {
      // Paths inside the checkout are written as <repo>/…; they depend on where it lives.
      if (documented === null || documented.startsWith('<repo>')) continue;
      const value = defaults[name];
      expect(Array.isArray(value) ? value.join(',') : String(value), name).toBe(documented);
    }
  });

  it('list every environment variable the sandbox reads', () => {
    const read = new Set<string>();
    for (const file of sourceFiles(join(ROOT, 'sandbox', 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) read.add(match[1]);
    }
    // The token command line reads the gateway's OIDC_ISSUER, documented below the table.
    read.delete('OIDC_ISSUER');
    expect([...table('## Sandbox (`sandbox/src/main.ts`)').keys()].sort()).toEqual([...read].sort());
  });
});
