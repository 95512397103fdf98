// Lint rules of the whole repository: ESLint's recommended rules, typescript-eslint's
// recommended-type-checked rules on every TypeScript file, sources and tests (no unsafe `any`,
// promises not awaited or passed where a callback is expected, assertions that assert nothing,
// objects turned into "[object Object]"), React hooks in the web client, the import boundaries
// that keep each layer's dependencies one-way (judged by the folder an import resolves to,
// whatever the spelling of its path: eslint/import-boundaries.js), no import cycle, type-only
// imports and generated files included (eslint/no-cycle.js), and the graph's SDL rules
// (descriptions, the spelling of names, ID for every identifier).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { identifierType } from './eslint/identifier-type.js';
import { importBoundaries } from './eslint/import-boundaries.js';
import { noCycle } from './eslint/no-cycle.js';

/** The repository's own ESLint rules, as a plugin. */
const luminatePlugin = {
  meta: { name: 'luminate' },
  rules: { 'identifier-type': identifierType, 'import-boundaries': importBoundaries, 'no-cycle': noCycle },
};

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const here = (path) => join(import.meta.dirname, path);

/** Each workspace package's name and folder: `@luminate/web/src/…` is a path into web/. */
const WORKSPACE_PACKAGES = Object.fromEntries(
  JSON.parse(readFileSync(here('package.json'), 'utf8')).workspaces.map((folder) => [
    JSON.parse(readFileSync(here(`${folder}/package.json`), 'utf8')).name,
    here(folder),
  ]),
);

/**
 * The files matched may not import from the folders of each group (paths from the repository's
 * root), except the paths listed, whatever spelling the import uses (eslint/import-boundaries.js).
 */
const forbid = (files, groups, { ignores = [], root } = {}) => ({
  files,
  ignores,
  rules: {
    'luminate/import-boundaries': [
      'error',
      {
        ...(root && { root: here(root) }),
        packages: WORKSPACE_PACKAGES,
        forbid: groups.map(([into, message, except = []]) => ({ into: into.map(here), except: except.map(here), message })),
      },
    ],
  },
});

const WEB_FEATURES = folders('./web/src/features/');
const GATEWAY_MODULES = folders('./gateway/src/modules/').filter((m) => m !== 'shared');
const MODULE_FOLDERS = GATEWAY_MODULES.map((m) => `gateway/src/modules/${m}`);
/** The gateway reaches the Care API (played by the sandbox) over HTTP only. */
const NO_SANDBOX = [
  ['sandbox'],
  'The gateway does not import the sandbox: it reaches the Care API over HTTP; what both need lives in schema/.',
];

const boundaries = [
  // Web: app → features → shared. Features never import each other; shared imports neither. A
  // folder of shared/ named like a feature (shared/markets) is shared/, not the feature. Vite also
  // resolves `/src/…` from web/, so that spelling is checked too.
  forbid(
    ['web/src/shared/**'],
    [[['web/src/app', 'web/src/features', 'web/src/pages'], 'shared/ is the bottom layer: move what it needs into shared/.']],
    { root: 'web' },
  ),
  ...WEB_FEATURES.map((feature) =>
    forbid(
      [`web/src/features/${feature}/**`],
      [
        [['web/src/app', 'web/src/pages'], 'A feature does not import the app shell: take what it needs as props or from shared/.'],
        [
          WEB_FEATURES.filter((f) => f !== feature).map((f) => `web/src/features/${f}`),
          'Features do not import each other: move what they share into shared/.',
        ],
      ],
      { root: 'web' },
    ),
  ),
  // Gateway: the core never imports modules; the composition root (index.ts) and the registry
  // (modules/index.ts) do, and the core reaches modules only through the registry. No gateway file
  // imports the sandbox.
  forbid(
    ['gateway/src/**'],
    [
      [
        ['gateway/src/modules'],
        'The gateway core does not import modules: modules register through modules/index.ts.',
        ['gateway/src/modules/index'],
      ],
      NO_SANDBOX,
    ],
    { ignores: ['gateway/src/index.ts', 'gateway/src/modules/**'] },
  ),
  forbid(['gateway/src/index.ts', 'gateway/src/modules/*'], [NO_SANDBOX]),
  // modules/shared is below every module: it imports the core, never a module.
  forbid(
    ['gateway/src/modules/shared/**'],
    [[MODULE_FOLDERS, 'modules/shared is below the modules: it does not import one; move what it needs into modules/shared.'], NO_SANDBOX],
  ),
  // Gateway modules import their own folder, modules/shared and the core, never another module.
  ...GATEWAY_MODULES.map((module) =>
    forbid(
      [`gateway/src/modules/${module}/**`],
      [
        [
          MODULE_FOLDERS.filter((m) => m !== `gateway/src/modules/${module}`),
          'Modules do not import each other: move what they share into modules/shared.',
        ],
        NO_SANDBOX,
      ],
    ),
  ),
  // The sandbox plays the Care API: it shares rules with the gateway through schema/, never code.
  forbid(['sandbox/src/**'], [[['gateway'], 'The sandbox does not import the gateway: what both need lives in schema/.']]),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'tests/e2e/artifacts/**', '**/.data/**'] },
  { files: ['**/*.{js,ts,tsx}'], ...js.configs.recommended },
  // typescript-eslint's recommended-type-checked set on every TypeScript file, sources and tests
  // alike, with nothing switched off (tests/repo/lint-config.test.ts checks the computed
  // configuration of a file of each folder): unsafe `any`, unbound methods, floating promises,
  // assertions that assert nothing, objects turned into "[object Object]".
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Unused bindings are errors, except a deliberate `_` prefix (TypeScript's version of the
      // core rule, which would misread type-only names).
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.js'], languageOptions: { globals: { ...globals.node } } },
  // The graph's SDL: every type, field, argument, input field, enum value and directive is
  // described for a developer who has never seen the organisation (`npm run graph:descriptions`
  // prints the coverage); names follow one spelling per kind; every identifier is an ID
  // (docs/graph-conventions.md).
  {
    files: ['schema/graph/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: `${import.meta.dirname}/schema/graph/*.graphql` } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin, luminate: luminatePlugin },
    rules: {
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
      // One spelling per kind: types PascalCase (DncRequest), fields, arguments, input fields and
      // directives camelCase (aaneelId), enum values SCREAMING_CASE (PENDING_APP_CD_REVIEW), the one
      // spelling clients compare and send; no leading or trailing underscore anywhere.
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: 'camelCase',
          InputValueDefinition: 'camelCase',
          DirectiveDefinition: 'camelCase',
          EnumValueDefinition: 'UPPER_CASE',
          allowLeadingUnderscore: false,
          allowTrailingUnderscore: false,
        },
      ],
      // Every identifier (`id`, `…Id`, `…Ids`: output field, argument or input field) is an ID.
      'luminate/identifier-type': 'error',
    },
  },
  { plugins: { luminate: luminatePlugin } },
  ...boundaries,
  // No file imports a file that leads back to it, through any chain of imports: type-only imports
  // count (a generated resolver type names a module's type, which must not import the generated
  // file back), and so do files the lint ignores (generated code is read and walked, not linted).
  // Imports resolve as TypeScript resolves them, workspace packages to their own folders; packages
  // in node_modules are not walked, as none of them imports the repository.
  {
    files: ['{gateway,sandbox,schema,web}/src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [here('tsconfig.json'), here('web/tsconfig.json'), here('tests/web/tsconfig.json')],
          noWarnOnMultipleProjects: true,
        }),
      ],
      // The files an import leads to are read with their type-only imports kept as edges.
      'import-x/parsers': { [here('eslint/value-imports-parser.js')]: ['.ts', '.tsx'] },
      'import-x/ignore': ['/node_modules/'],
    },
    // Any depth, and a dynamic `import()` in the chain does not excuse the cycle.
    rules: { 'luminate/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }] },
  },
);
