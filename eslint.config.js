// Lint rules of the whole repository: ESLint's and typescript-eslint's recommended rules, the
// type-aware rules that catch real mistakes (promises not awaited or passed where a callback is
// expected, assertions that assert nothing, objects turned into "[object Object]"), React hooks in
// the web client, the import boundaries that keep each layer's dependencies one-way, and the graph's
// SDL rules (descriptions, the spelling of names, ID for every identifier).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { luminatePlugin } from './eslint/identifier-type.js';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Import paths (as written) that a file may not use, with the reason shown. */
const forbid = (files, groups) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }] },
});

const WEB_FEATURES = folders('./web/src/features/');
const GATEWAY_MODULES = folders('./gateway/src/modules/').filter((m) => m !== 'shared');

const boundaries = [
  // Web: app → features → shared. Features never import each other; shared imports neither.
  forbid(
    ['web/src/shared/**'],
    [[['**/app/**', '**/features/**', '**/pages/**'], 'shared/ is the bottom layer: move what it needs into shared/.']],
  ),
  ...WEB_FEATURES.map((feature) =>
    forbid(
      [`web/src/features/${feature}/**`],
      [
        [['**/app/**', '**/pages/**'], 'A feature does not import the app shell: take what it needs as props or from shared/.'],
        [
          // shared/ may hold a folder named like a feature (shared/markets): importing it is allowed.
          [...WEB_FEATURES.filter((f) => f !== feature).map((f) => `**/${f}/**`), '!**/shared/**'],
          'Features do not import each other: move what they share into shared/.',
        ],
      ],
    ),
  ),
  // Gateway: the core never imports modules (the composition root in index.ts and the registry do).
  forbid(
    ['gateway/src/**'],
    [[['**/modules/**', '!**/modules/index.ts'], 'The gateway core does not import modules: modules register through modules/index.ts.']],
  ),
  {
    files: ['gateway/src/index.ts', 'gateway/src/modules/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Gateway modules import their own folder, modules/shared and the core, never another module.
  ...GATEWAY_MODULES.map((module) =>
    forbid(
      [`gateway/src/modules/${module}/**`],
      [
        [
          GATEWAY_MODULES.filter((m) => m !== module).map((m) => `../${m}/**`),
          'Modules do not import each other: move what they share into modules/shared.',
        ],
      ],
    ),
  ),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'tests/e2e/artifacts/**', '**/.data/**'] },
  { files: ['**/*.{js,ts,tsx}'], ...js.configs.recommended },
  tseslint.configs.eslintRecommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-array-delete': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/no-duplicate-enum-values': 'error',
      '@typescript-eslint/no-duplicate-type-constituents': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/no-misused-new': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-namespace': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-unsafe-declaration-merging': 'error',
      '@typescript-eslint/no-unsafe-enum-comparison': 'error',
      '@typescript-eslint/no-unsafe-function-type': 'error',
      '@typescript-eslint/no-wrapper-object-types': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-as-const': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/restrict-plus-operands': 'error',
      '@typescript-eslint/triple-slash-reference': 'error',
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
  ...boundaries,
);
