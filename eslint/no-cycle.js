/**
 * `luminate/no-cycle`: no file imports a file from which a chain of imports leads back to it.
 * It is eslint-plugin-import-x's `no-cycle` (its resolution, its search and its options), with one
 * difference: type-only imports count. import-x leaves `import type` out of the search because it
 * has no runtime effect; here a type cycle is as much a knot as a value cycle (a generated resolver
 * type naming a module's type that imports the generated file back), so:
 * - the linted file's own type-only imports and re-exports are checked like value ones (through
 *   `asValueStatement`, the same conversion eslint/value-imports-parser.js applies), and
 * - the files the search walks through are read by eslint/value-imports-parser.js (configured as
 *   `import-x/parsers` beside this rule), which presents their type-only imports as value imports.
 * Files the lint ignores (generated code) are still read and walked: a cycle through them counts.
 */
import importX from 'eslint-plugin-import-x';
import { asValueStatement } from './value-imports-parser.js';

const base = importX.rules['no-cycle'];

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    ...base.meta,
    docs: {
      description:
        'Refuses an import from which a chain of imports, type-only ones included, leads back to the importing file (import-x’s no-cycle, counting types).',
    },
  },
  create(context) {
    const visitors = base.create(context);
    return Object.fromEntries(
      Object.entries(visitors).map(([selector, visit]) => [
        selector,
        selector.endsWith(':exit') ? visit : (node) => visit(asValueStatement(node)),
      ]),
    );
  },
};
