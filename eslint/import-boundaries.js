/**
 * `luminate/import-boundaries`: a file does not import from the folders its layer may not depend
 * on. Each entry of `forbid` names those folders (`into`), the paths inside them the file still may
 * import (`except`: a folder, or a file named without its extension such as `…/modules/index`), and
 * the reason shown.
 *
 * An import is judged by the file it resolves to, never by how its path is spelled:
 * - a relative path, of any depth and through any detour (`../../modules/dnc/x`,
 *   `./../dnc/../markets/x`), is resolved against the importing file's folder;
 * - an absolute path is taken as it is and, when `root` is given, also from that folder (Vite
 *   serves `/src/…` from the web client's root);
 * - a workspace package's name (`@luminate/web/src/…`) stands for that package's folder (`packages`);
 * - a query (`?url`, `?raw`) does not change the file.
 * Any other package name is outside the repository and never refused.
 *
 * Static imports and re-exports, `import()`, `import x = require()` and `import('…')` types are
 * all checked: a type-only import couples the layers as much as a value import does.
 */
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';

/** `.ts`, `.tsx`, `.js`, `.mjs`, `.d.ts`, …: what may follow a module's name in an import. */
const SCRIPT_EXTENSION = /(?:\.d)?\.[cm]?[jt]sx?$/;

/** The path is the folder itself or lies under it. */
const inside = (path, folder) => path === folder || path.startsWith(folder + sep);

/** The files (absolute, without a query) an import path may name, from the importing file's folder. */
function targets(specifier, fromFolder, { root, packages = {} }) {
  const path = specifier.replace(/\?.*$/, '');
  if (path === '.' || path === '..' || path.startsWith('./') || path.startsWith('../')) return [resolve(fromFolder, path)];
  if (isAbsolute(path)) return root ? [resolve(path), join(root, path)] : [resolve(path)];
  const name = Object.keys(packages).find((p) => path === p || path.startsWith(`${p}/`));
  return name ? [resolve(packages[name], `.${path.slice(name.length)}`)] : [];
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Refuses an import that resolves, by any spelling of its path, into a folder the importing file’s layer may not depend on.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          packages: { type: 'object', additionalProperties: { type: 'string' } },
          forbid: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                into: { type: 'array', items: { type: 'string' } },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['into', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['forbid'],
        additionalProperties: false,
      },
    ],
    messages: { crosses: "'{{path}}' is imported across a boundary: {{message}}" },
  },
  create(context) {
    const options = context.options[0];
    const fromFolder = dirname(context.filename);

    /** `source`: the path's string literal, or a template literal without placeholders. */
    const check = (source) => {
      const path = source?.type === 'TemplateLiteral' && source.expressions.length === 0 ? source.quasis[0].value.cooked : source?.value;
      if (typeof path !== 'string') return;
      for (const file of targets(path, fromFolder, options)) {
        const bare = file.replace(SCRIPT_EXTENSION, '');
        const broken = options.forbid.find(
          ({ into, except = [] }) => into.some((folder) => inside(file, folder)) && !except.some((allowed) => inside(bare, allowed)),
        );
        if (broken) {
          context.report({ node: source, messageId: 'crosses', data: { path, message: broken.message } });
          return;
        }
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportEqualsDeclaration: (node) => check(node.moduleReference.expression),
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
    };
  },
};
