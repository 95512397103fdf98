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

const MODULE_STATEMENTS = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'TSImportEqualsDeclaration']);

/**
 * The import or re-export statement as a value one (a copy: the statement itself is left as it
 * is), each of its specifiers too; any other node as it is.
 */
export function asValueStatement(node) {
  if (!MODULE_STATEMENTS.has(node.type)) return node;
  const copy = { ...node };
  if ('importKind' in copy) copy.importKind = 'value';
  if ('exportKind' in copy) copy.exportKind = 'value';
  if (copy.specifiers) {
    copy.specifiers = copy.specifiers.map((s) => ({
      ...s,
      ...('importKind' in s ? { importKind: 'value' } : {}),
      ...('exportKind' in s ? { exportKind: 'value' } : {}),
    }));
  }
  return copy;
}

export const meta = { name: 'luminate/value-imports-parser' };

/** Parses like typescript-eslint's parser, then presents every top-level import and re-export as a value one. */
export function parseForESLint(code, options) {
  const result = tseslint.parser.parseForESLint(code, options);
  result.ast.body = result.ast.body.map(asValueStatement);
  return result;
}
