/** Paths of the graph's SDL files: one file per domain, merged by the gateway and codegen. */
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const GRAPH_DIR = fileURLToPath(new URL('../graph/', import.meta.url));

export function loadGraphSources(): Array<{ name: string; sdl: string }> {
  return readdirSync(GRAPH_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => ({ name: f, sdl: readFileSync(join(GRAPH_DIR, f), 'utf8') }));
}
