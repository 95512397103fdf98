/**
 * Build step of the graph reference: `virtual:graph-reference` is the reference of
 * schema/graph/*.graphql (reference-model.ts), computed when the web client is built or served, and
 * bundled into the reference page's own lazily loaded chunk. The SDL files are registered as
 * watched files of the module (for `npm run dev` and `vite build --watch`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { buildGraphReference } from './reference-model.ts';

const MODULE_ID = 'virtual:graph-reference';
const RESOLVED_ID = `\0${MODULE_ID}`;

export function graphReference(): Plugin {
  let graphDir = '';
  return {
    name: 'luminate-graph-reference',
    configResolved(config) {
      graphDir = resolve(config.root, '../schema/graph');
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = readdirSync(graphDir)
        .filter((f) => f.endsWith('.graphql'))
        .sort()
        .map((f) => join(graphDir, f));
      for (const file of files) this.addWatchFile(file);
      const reference = buildGraphReference(files.map((file) => readFileSync(file, 'utf8')));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(reference))});`;
    },
  };
}
