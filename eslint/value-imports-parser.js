/**
 * The TypeScript parser as the cycle rule (eslint/no-cycle.js) reads the files an import leads to:
 * the same syntax tree, with every `import type`, `import { type x }`, `export type … from` and
 * `import x = require()` marked as a value import. A type-only import ties two files together as
 * much as a value import does (a generated type that names a module's type, which names the
 * generated file back, is one knot to untie), so the search for a path back to the linted file
 * follows type-only imports too. ESLint's own parse of the linted file is left untouched: only
 * eslint-plugin-import-x reads files through this parser (its `import-x/parsers` setting).
 */
import tseslint from 'typescript-eslint';

/** Marks the statement and each of its specifiers as a value import or export, in place. */
function asValue(statement) {
  if ('importKind' in statement) statement.importKind = 'value';
  if ('exportKind' in statement) statement.exportKind = 'value';
  for (const specifier of statement.specifiers ?? []) {
    if ('importKind' in specifier) specifier.importKind = 'value';
    if ('exportKind' in specifier) specifier.exportKind = 'value';
  }
}

const MODULE_STATEMENTS = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'TSImportEqualsDeclaration']);

export const meta = { name: 'luminate/value-imports-parser' };

/** Parses like typescript-eslint's parser, then marks every top-level import and re-export a value one. */
export function parseForESLint(code, options) {
  const result = tseslint.parser.parseForESLint(code, options);
  for (const statement of result.ast.body) if (MODULE_STATEMENTS.has(statement.type)) asValue(statement);
  return result;
}
