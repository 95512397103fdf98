/**
 * The import boundaries hold whatever spelling an import uses: a path into a forbidden folder is
 * refused whether it is relative at any depth, absolute, through a workspace package's name or
 * (in the web client) rooted at web/ as Vite resolves it, and the imports each layer may use pass.
 * The sources are linted as if they were files of each layer (`luminate/import-boundaries`, the
 * rule eslint.config.js configures for every layer).
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const RULE = 'luminate/import-boundaries';

let eslint: ESLint;

beforeAll(() => {
  // Only the boundary rule runs, and without type information: the linted files do not exist,
  // so no tsconfig project holds them.
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === RULE,
  });
});

/** What the lint reports for each import path, imported from a file at `file` (from the root). */
async function lint(file: string, paths: string[]): Promise<Record<string, string[]>> {
  const reports: Record<string, string[]> = {};
  for (const path of paths) {
    const [result] = await eslint.lintText(`import { x } from '${path}';\nexport { x };\n`, { filePath: join(ROOT, file) });
    reports[path] = result.messages.map((m) => `${m.ruleId}: ${m.message}`);
  }
  return reports;
}

/** Every path reported once, with the boundary's reason. */
async function expectRefused(file: string, paths: string[], reason: string) {
  const reports = await lint(file, paths);
  expect(reports).toEqual(Object.fromEntries(paths.map((p) => [p, [`${RULE}: '${p}' is imported across a boundary: ${reason}`]])));
}

/** No path reported. */
async function expectAllowed(file: string, paths: string[]) {
  expect(await lint(file, paths)).toEqual(Object.fromEntries(paths.map((p) => [p, []])));
}

const MODULES_APART = 'Modules do not import each other: move what they share into modules/shared.';
const SHARED_BELOW = 'modules/shared is below the modules: it does not import one; move what it needs into modules/shared.';
const CORE_APART = 'The gateway core does not import modules: modules register through modules/index.ts.';
const FEATURES_APART = 'Features do not import each other: move what they share into shared/.';
const FEATURE_NO_SHELL = 'A feature does not import the app shell: take what it needs as props or from shared/.';
const WEB_SHARED_BOTTOM = 'shared/ is the bottom layer: move what it needs into shared/.';

describe('a gateway module', () => {
  const file = 'gateway/src/modules/dnc/example.ts';

  it('does not import another module by any spelling', async () => {
    await expectRefused(
      file,
      [
        '../markets/data-source.ts',
        '../../modules/markets/data-source.ts',
        '../../../src/modules/markets/policy.ts',
        '../../../../gateway/src/modules/markets/index.ts',
        './../markets/resolvers.js',
        '../dnc/../markets/loaders.ts',
        '../markets',
        `${ROOT}/gateway/src/modules/markets/data-source.ts`,
        '../members/types.ts?raw',
      ],
      MODULES_APART,
    );
  });

  it('imports its own folder, modules/shared, the core and packages', async () => {
    await expectAllowed(file, [
      './data-source.ts',
      '../dnc/policy.ts',
      '../../modules/dnc/resolvers.ts',
      `${ROOT}/gateway/src/modules/dnc/index.ts`,
      '../shared/ids.ts',
      '../../modules/shared/paging.ts',
      '../../context.ts',
      '../../upstream/odata-clauses.ts',
      '@luminate/schema/rules',
      'graphql',
    ]);
  });
});

describe('modules/shared', () => {
  const file = 'gateway/src/modules/shared/example.ts';

  it('imports no module, by any spelling', async () => {
    await expectRefused(
      file,
      [
        '../dnc/policy.ts',
        '../../modules/markets/data-source.ts',
        '../../../../gateway/src/modules/members/types.ts',
        `${ROOT}/gateway/src/modules/work/index.ts`,
      ],
      SHARED_BELOW,
    );
  });

  it('imports its own folder and the core', async () => {
    await expectAllowed(file, ['./ids.ts', '../shared/paging.ts', '../../errors.ts', '../../auth/viewer.ts', '@luminate/schema/claims']);
  });
});

describe('the gateway core', () => {
  const file = 'gateway/src/server/example.ts';

  it('does not import a module by any spelling', async () => {
    await expectRefused(
      file,
      [
        '../modules/dnc/policy.ts',
        '../modules/shared/ids.ts',
        './../modules/markets/index.ts',
        '../../src/modules/work/data-source.ts',
        `${ROOT}/gateway/src/modules/dnc/resolvers.ts`,
      ],
      CORE_APART,
    );
    await expectRefused('gateway/src/example.ts', ['./modules/dnc/policy.ts', './modules/shared/paging.ts'], CORE_APART);
  });

  it('reaches the modules through the registry, and imports the rest of the core', async () => {
    await expectAllowed(file, ['../modules/index.ts', '../modules/index.js', '../../src/modules/index.ts', '../context.ts', './http.ts']);
    await expectAllowed('gateway/src/example.ts', ['./modules/index.ts', './context.ts']);
  });

  it('leaves the composition root free to import the modules', async () => {
    await expectAllowed('gateway/src/index.ts', ['./modules/index.ts', './modules/dnc/policy.ts']);
  });
});

describe('a web feature', () => {
  const file = 'web/src/features/dnc/components/example.tsx';

  it('does not import another feature by any spelling', async () => {
    await expectRefused(
      file,
      [
        '../../markets/markets-page.tsx',
        '../../../features/markets/markets-page.tsx',
        '../../../../src/features/members/index.ts',
        '../../../../../web/src/features/markets/x.ts',
        '../../dnc/../markets/x.ts',
        '/src/features/markets/x.ts',
        `${ROOT}/web/src/features/markets/x.ts`,
        '@luminate/web/src/features/markets/x.ts',
        '../../markets/icon.svg?url',
      ],
      FEATURES_APART,
    );
  });

  it('does not import the app shell or the pages by any spelling', async () => {
    await expectRefused(
      file,
      [
        '../../../app/routes.ts',
        '../../../pages/home.tsx',
        '../../../../src/app/claims.ts',
        '/src/app/routes.ts',
        '@luminate/web/src/pages/home.tsx',
        `${ROOT}/web/src/app/apollo.ts`,
      ],
      FEATURE_NO_SHELL,
    );
  });

  it('imports its own folder, shared/ (a folder named like a feature included) and packages', async () => {
    await expectAllowed(file, [
      './table.tsx',
      '../dnc-page.tsx',
      '../../dnc/hooks.ts',
      '../../../features/dnc/x.ts',
      '/src/features/dnc/x.ts',
      '../../../shared/ui/button.tsx',
      '../../../shared/markets/market-picker.tsx',
      '/src/shared/markets/x.ts',
      '../../../generated/graphql.ts',
      'react',
      '@apollo/client',
    ]);
  });
});

describe('web shared/', () => {
  const file = 'web/src/shared/markets/example.tsx';

  it('imports no feature, app shell or page by any spelling', async () => {
    await expectRefused(
      file,
      [
        '../../features/markets/x.ts',
        '../../../src/features/dnc/x.ts',
        '../../app/routes.ts',
        '../../pages/home.tsx',
        '../../../../web/src/features/markets/x.ts',
        '/src/features/markets/x.ts',
        '/src/app/claims.ts',
        `${ROOT}/web/src/pages/home.tsx`,
        '@luminate/web/src/features/dnc/x.ts',
      ],
      WEB_SHARED_BOTTOM,
    );
  });

  it('imports shared/ itself, generated code and packages', async () => {
    await expectAllowed(file, [
      './market-picker.tsx',
      '../ui/button.tsx',
      '../../shared/lib/format.ts',
      '/src/shared/ui/x.ts',
      '../../generated/graphql.ts',
      'react',
    ]);
  });
});

describe('the gateway and the sandbox', () => {
  const NO_SANDBOX = 'The gateway does not import the sandbox: it reaches the Care API over HTTP; what both need lives in schema/.';

  it('never import each other, from any layer of the gateway', async () => {
    await expectRefused(
      'gateway/src/modules/dnc/example.ts',
      ['../../../../sandbox/src/db/index.ts', '@luminate/sandbox', `${ROOT}/sandbox/src/main.ts`],
      NO_SANDBOX,
    );
    await expectRefused('gateway/src/modules/shared/example.ts', ['../../../../sandbox/src/index.ts'], NO_SANDBOX);
    await expectRefused('gateway/src/server/example.ts', ['../../../sandbox/src/index.ts', '@luminate/sandbox/src/main.ts'], NO_SANDBOX);
    await expectRefused('gateway/src/index.ts', ['../../sandbox/src/index.ts'], NO_SANDBOX);
    await expectRefused(
      'sandbox/src/care-api/example.ts',
      ['../../../gateway/src/context.ts', '@luminate/gateway', `${ROOT}/gateway/src/modules/dnc/policy.ts`],
      'The sandbox does not import the gateway: what both need lives in schema/.',
    );
  });

  it('share the rules of schema/', async () => {
    await expectAllowed('gateway/src/modules/dnc/example.ts', ['@luminate/schema/rules', '../../../../schema/src/rules/index.ts']);
    await expectAllowed('sandbox/src/care-api/example.ts', ['@luminate/schema/rules', '../../../schema/src/claims.ts', '../db/index.ts']);
  });
});

describe('every kind of import is checked', () => {
  it('refuses a re-export, a type import, a dynamic import and an import type into another module', async () => {
    const sources = [
      "export * from '../../modules/markets/data-source.ts';",
      "export { a } from '../markets/policy.ts';",
      "import type { T } from '../../modules/markets/types.ts';\nexport type U = T;",
      "export const load = () => import('../../modules/markets/resolvers.ts');",
      'export const load = () => import(`../markets/resolvers.ts`);',
      "export type M = typeof import('../../modules/markets/index.ts');",
    ];
    for (const code of sources) {
      const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'gateway/src/modules/dnc/example.ts') });
      expect({ code, rules: result.messages.map((m) => m.ruleId) }).toEqual({ code, rules: [RULE] });
    }
  });
});
