import { defineConfig } from 'vitest/config';
import { shared } from './vitest.config.ts';

/**
 * Browser tests: a stack and fresh browser contexts per file, against the built web client
 * (`npm run build -w @luminate/web` first).
 *
 * - Three files at a time: one file keeps about one core busy (Chromium drawing, the stack
 *   answering) and waits the rest of the time on the page, so three fill the two-core machine.
 * - Files share their worker's modules (isolate: false): the app, the stack's code and the
 *   worker's one Chromium (support/browser.ts) load once per worker instead of once per file.
 *   Each file still starts its own stack on a copy of the seeded database and opens its own
 *   contexts, so no state passes between files.
 * - support/global-setup.ts finds the browser once per run, before any worker starts.
 */
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: ['e2e/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    maxWorkers: 3,
    isolate: false,
  },
});
