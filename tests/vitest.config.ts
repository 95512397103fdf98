import { defineConfig, type ViteUserConfig } from 'vitest/config';
import FileTimings from './support/file-timings.ts';
import SlowestFirst from './support/slowest-first.ts';

/**
 * Files whose figures are timings that other files' work would distort: latencies under attack
 * (health probes within 100 ms while the gateway refuses a flood) and the cluster of six
 * processes (three gateways, sandbox, Redis, nginx) whose live lists must catch up within 5 s of
 * a replica's stop. They run after the others, one at a time, so a neighbouring test file's stack
 * does not share the two cores with the processes under test (vitest.alone.config.ts).
 */
export const ALONE = ['security/amplification.test.ts', 'cluster/cluster.test.ts'];

/** What every run shares: the unit and integration run below, the alone run and the browser run. */
export const shared = {
  resolve: {
    // graphql 16 has no "exports" map: Node loads its CommonJS build (main) while Vite would pick
    // the ESM build (module). Libraries loaded by Node (graphql-ws, Apollo, graphql-tools) and
    // sources transformed by Vite must share one graphql instance, so both get what Node loads.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // Starting a stack loads a seeded database; allow for a slow, busy CI machine.
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // Tests start real sandboxes and gateways on ephemeral ports, each file in a worker process.
    pool: 'forks',
    // Every run ends with the time of each file, slowest first (support/file-timings.ts).
    reporters: ['default', new FileTimings()],
    // The slowest files start first (support/slowest-first.ts, times in file-timings.json).
    sequence: { sequencer: SlowestFirst },
  },
} satisfies ViteUserConfig;

/**
 * Unit and integration tests, three files at a time: the files wait on sockets, timers and their
 * stacks part of the time, so a third worker keeps both cores of the CI machine busy.
 *
 * - `node`: gateway, sandbox, module, security, identity-provider and smoke tests. Files share
 *   their worker's modules (isolate: false), so the gateway's and the sandbox's code and their
 *   libraries load once per worker, not once per file; each file still starts its own stack.
 * - `web`: the web client's component tests (tests/web; jsdom chosen per file). Each file gets
 *   fresh modules and a fresh document: the UI libraries keep module-level state (open layers,
 *   toasts) that one file would leave to the next, and several files replace modules with vi.mock.
 */
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // A module's pure policy test sits beside its policy in the gateway's sources.
          include: ['**/*.test.ts', '../gateway/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'e2e/**', 'web/**', ...ALONE],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/**/*.test.ts', 'web/**/*.test.tsx'],
          exclude: ['**/node_modules/**'],
        },
      },
    ],
  },
});
