import { defineConfig } from 'vitest/config';

/**
 * One config for every test area. Tests start real sandboxes and gateways on ephemeral
 * ports, so files run in separate processes (forks) and at most two at a time: the CI
 * machine has two cores, and each stack already uses several event loops' worth of CPU.
 */
/**
 * Files whose figures are latencies under attack (health probes within 100 ms while the gateway
 * refuses a flood): they run after the others, one at a time, so a neighbouring test file's
 * stack does not share the two cores with the gateway under test (vitest.alone.config.ts).
 */
export const ALONE = ['security/amplification.test.ts'];

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports" map: Node loads its CommonJS build (main) while Vite would pick
    // the ESM build (module). Libraries loaded by Node (graphql-ws, Apollo, graphql-tools) and
    // sources transformed by Vite must share one graphql instance, so both get what Node loads.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    environment: 'node',
    // Component tests of the web client (tests/web/*.test.tsx) pick jsdom per file.
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // e2e (browser) tests arrive with the web client and run separately.
    exclude: ['**/node_modules/**', 'e2e/**', ...ALONE],
    testTimeout: 30_000,
    // Starting a stack seeds a database; allow for a slow, busy CI machine.
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
